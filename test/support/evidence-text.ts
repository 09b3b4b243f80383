// The audit report's renderers joined into one string, as the tests compare them, and the JSON
// report's value held whole; cip-sync itself writes the chunks as they come
// (EVIDENCE_REPORT_RENDERERS), so a ledger of any size streams.
import {
  type ChangeEntry,
  type ConfigurationMonitoringEntry,
  type EvidenceReport,
  jsonWorkspace,
  type MonitoringEntry,
  type WorkspaceReport,
} from "../../src/core/evidence/report/evidence-report.ts";
import { changeMark } from "../../src/core/evidence/report/report-entries.ts";
import { TimelinePass } from "../../src/core/evidence/report/report-timeline.ts";
import { evidenceCsvChunks } from "../../src/render/evidence/evidence-csv.ts";
import { evidenceHtmlChunks } from "../../src/render/evidence/evidence-html.ts";
import { evidenceMarkdownChunks } from "../../src/render/evidence/evidence-markdown.ts";
import { auditExceptionCounts } from "../../src/render/evidence/audit-exceptions.ts";
import type { AuditReport } from "../../src/render/evidence/obligations.ts";

export const renderEvidenceCsv = (report: EvidenceReport) =>
  [...evidenceCsvChunks(report)].join("");
export const renderEvidenceHtml = (report: EvidenceReport) =>
  [...evidenceHtmlChunks(report)].join("");
export const renderEvidenceMarkdown = (report: EvidenceReport) =>
  [...evidenceMarkdownChunks(report)].join("");

/**
 * The value the JSON report writes record by record, read into memory whole: each workspace as
 * jsonWorkspace gives it, with its changes and monitoring runs as arrays.
 */
export function listedReport(report: AuditReport) {
  // The counts the JSON report writes right after its exceptions (render/evidence/audit-exceptions.ts).
  // Each family's section under its checkpoint key, where the report holds its sections.
  const entries = Object.entries(report).flatMap(([key, value]): [string, unknown][] =>
    key === "exceptions"
      ? [
          [key, value],
          ["exception_counts", auditExceptionCounts(report)],
        ]
      : key === "families"
        ? (report.families ?? []).map(({ family, ...section }) => [family.checkpointKey, section])
        : [[key, value]],
  );
  return {
    ...(Object.fromEntries(entries) as unknown as AuditReport),
    workspaces: report.workspaces.map((workspace) => ({
      ...jsonWorkspace(workspace),
      changes: [...workspace.changes],
      monitoring: [...workspace.monitoring],
      configuration_monitoring: [...workspace.configuration_monitoring],
    })),
  };
}

/**
 * A hand-made workspace's lists, and what the report's first pass keeps of them for the page
 * (TimelinePass): its timeline over `period`, and its latest entries of each kind.
 */
export function withTimeline(
  period: { from: string; to: string },
  lists: {
    changes: ChangeEntry[];
    monitoring: MonitoringEntry[];
    configuration_monitoring: ConfigurationMonitoringEntry[];
  },
): Pick<
  WorkspaceReport,
  "changes" | "monitoring" | "configuration_monitoring" | "timeline" | "latest"
> {
  const pass = new TimelinePass({ from: new Date(period.from), to: new Date(period.to) });
  for (const change of lists.changes)
    pass.addChange(change.file, change.recorded_at, changeMark(change.outcome, change.break_glass));
  for (const run of lists.monitoring) pass.addRun(run.file, run.recorded_at, run.in_sync);
  for (const entry of lists.configuration_monitoring) pass.addConfigurationMonitoring(entry.file);
  const latest = pass.latest();
  const kept = <T extends { file: string }>(entries: T[], paths: string[]) =>
    entries.filter(({ file }) => paths.includes(file));
  return {
    ...lists,
    timeline: pass.timeline(),
    latest: {
      changes: kept(lists.changes, latest.change),
      monitoring: kept(lists.monitoring, latest.monitoring),
      configuration_monitoring: kept(
        lists.configuration_monitoring,
        latest["configuration-monitoring"],
      ),
    },
  };
}

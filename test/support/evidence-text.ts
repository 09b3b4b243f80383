// The audit report's renderers joined into one string, as the tests compare them, and the JSON
// report's value held whole; cip-sync itself writes the chunks as they come
// (EVIDENCE_REPORT_RENDERERS), so a ledger of any size streams.
import {
  type EvidenceReport,
  jsonWorkspace,
} from "../../src/core/evidence/report/evidence-report.ts";
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

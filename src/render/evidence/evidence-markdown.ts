// The audit pack as Markdown: the header (whose inventory, which period, generated when and by
// which version), the exceptions first, then per workspace the changes (what each operation
// changed, in which system and facility) with their approvals, the monitoring runs, the gaps and
// the drift episodes with their assets. Produced record by record, so a ledger of any size is
// written in constant memory. Every name and message from the ledger passes through escapeMarkdown.
import { historyWarningWords } from "../../core/evidence/report/report-exceptions.ts";
import type {
  EvidenceKind,
  PullRequestEvidence,
} from "../../core/evidence/records/evidence-record.ts";
import type {
  EvidenceReport,
  WorkspaceReport,
} from "../../core/evidence/report/evidence-report.ts";
import { BREAK_GLASS, type ChangeEntry } from "../../core/evidence/report/report-entries.ts";
import { shortSha } from "../../core/shared/wording.ts";
import { type AuditReport, renderObligationsMarkdown } from "./obligations.ts";
import { familySectionsMarkdown } from "./patch-management.ts";
import {
  escapeMarkdown,
  escapeMarkdownWithAddresses,
  markdownCodeSpan,
} from "../shared/escape-markdown.ts";
import * as wording from "./evidence-words.ts";
import {
  auditExceptionCounts,
  exceptionCountsText,
  integrityWords,
  obligationExceptions,
  readingExceptionWords,
  obligationExceptionWords,
} from "./audit-exceptions.ts";

const list = (logins: string[]) =>
  logins.length === 0 ? "none" : logins.map((login) => escapeMarkdown(login)).join(", ");

/** The report in pieces (a few lines each), for a stream. */
export function* evidenceMarkdownChunks(report: AuditReport): Generator<string> {
  yield lines([
    "# Evidence report",
    "",
    ...wording
      .headerFacts(report)
      .map(([label, value]) => `- **${label}:** ${escapeMarkdownWithAddresses(value)}`),
    "",
    integrity(report),
    "",
  ]);
  yield* exceptionsSection(report);
  if (report.obligations !== undefined) yield `${renderObligationsMarkdown(report.obligations)}\n`;
  yield* familySectionsMarkdown(report);
  for (const workspace of report.workspaces) {
    yield lines([`## Workspace ${markdownCodeSpan(workspace.workspace)}`, ""]);
    for (const section of Object.values(KIND_SECTIONS)) yield* section(workspace, report);
  }
}

const lines = (text: readonly string[]) => text.map((line) => `${line}\n`).join("");

function integrity(report: AuditReport): string {
  const { state, text } = integrityWords(report);
  const [label, rest] = [text.slice(0, text.indexOf(":") + 1), text.slice(text.indexOf(":") + 1)];
  const line = `**${label}**${escapeMarkdown(rest)}`;
  if (state !== "broken") return line;
  return [
    line,
    "",
    ...report.ledger.breaks.map((found) => `- ${escapeMarkdown(found.message)}`),
  ].join("\n");
}

/** Every exception the report flags, each named: changes, gaps, drift, obligations, history, what was not judged. */
function* exceptionsSection(report: AuditReport): Generator<string> {
  const counts = auditExceptionCounts(report);
  yield lines([
    `## Exceptions (${counts.total})`,
    "",
    `${escapeMarkdown(exceptionCountsText(counts))}.`,
    "",
  ]);
  if (counts.total === 0) {
    yield lines([wording.NO_EXCEPTIONS, ""]);
    return;
  }
  yield lines(["| When | Workspace | Exception | Detail |", "| --- | --- | --- | --- |"]);
  const row = (when: string, workspace: string, kind: string, detail: string) =>
    lines([
      `| ${when} | ${workspace === "" ? "" : markdownCodeSpan(workspace)} | ${escapeMarkdown(kind)} | ${escapeMarkdown(detail)} |`,
    ]);
  for (const exception of report.exceptions) {
    yield row(
      wording.readableTime(exception.at),
      exception.workspace,
      wording.exceptionKind(exception),
      wording.exceptionDetail(exception, report.limit_days),
    );
  }
  for (const o of obligationExceptions(report)) {
    const { kind, detail } = obligationExceptionWords(o);
    yield row(o.due ?? "", o.workspace, kind, detail);
  }
  for (const warning of report.history_warnings ?? []) {
    const { kind, detail } = historyWarningWords(warning);
    yield row("", "", kind, detail);
  }
  for (const { kind, detail } of readingExceptionWords(report)) yield row("", "", kind, detail);
  yield "\n";
}

/**
 * A workspace's sections, one per evidence record kind, in the order shown: a new kind fails to
 * compile here until the audit pack shows it.
 */
const KIND_SECTIONS: Record<
  EvidenceKind,
  (workspace: WorkspaceReport, report: EvidenceReport) => Generator<string>
> = {
  change: changesSection,
  monitoring: monitoringSection,
  "configuration-monitoring": configurationMonitoringSection,
};

/**
 * CIP-010 R2.1: what collectors observed on devices, compared with the inventory; one record each
 * (configuration-monitoring.csv holds the intervals and unauthorized changes they were judged into).
 */
function* configurationMonitoringSection(workspace: WorkspaceReport): Generator<string> {
  const count = workspace.counts.configuration_monitoring;
  yield lines([`### Collector observations (${count})`, ""]);
  if (count === 0) {
    yield lines(["No configuration-monitoring record in the period.", ""]);
    return;
  }
  yield lines([
    "| When | Observed | Collector | Result | Commit | Timestamp |",
    "| --- | --- | --- | --- | --- | --- |",
  ]);
  const details: string[] = [];
  for (const entry of workspace.configuration_monitoring) {
    yield lines([
      `| ${wording.readableTime(entry.recorded_at)} | ${wording.readableTime(entry.observed_at)} | ${escapeMarkdown(entry.collector)} | ${escapeMarkdown(wording.configurationResult(entry))} | ${markdownCodeSpan(shortSha(entry.commit))} | ${escapeMarkdownWithAddresses(entry.timestamp)} |`,
    ]);
    if (entry.unauthorized_changes.length > 0)
      details.push(
        `- ${wording.readableTime(entry.recorded_at)}: ${escapeMarkdown(wording.collectorFileWords(entry))}`,
      );
    for (const change of entry.unauthorized_changes)
      details.push(
        `- Unauthorized change: ${escapeMarkdown(wording.unauthorizedChangeText(change))}`,
      );
    for (const investigation of entry.investigations)
      details.push(`- Investigation: ${escapeMarkdown(wording.investigationText(investigation))}`);
  }
  yield lines(["", ...details, ...(details.length === 0 ? [] : [""])]);
}

function* changesSection(workspace: WorkspaceReport): Generator<string> {
  // The change records (a merge's, an apply's): baseline-deviations.csv and
  // inventory-operations.csv hold what they did, a deviation or an operation a row.
  yield lines([`### Change records (${workspace.counts.changes})`, ""]);
  if (workspace.counts.changes === 0) yield lines(["No change in the period.", ""]);
  for (const change of workspace.changes) yield lines(changeSection(change));
}

/** The monitoring runs with their gaps, then the drift episodes they found. */
function* monitoringSection(workspace: WorkspaceReport, report: EvidenceReport): Generator<string> {
  const longest = workspace.longest_gap;
  yield lines([
    `### Inventory reconciliations (${workspace.counts.monitoring})`,
    "",
    `Longest gap: ${longest === null ? "none" : wording.gapLine(longest, report.limit_days)}.`,
    workspace.counts.monitoring === 0
      ? `**${wording.noMonitoringWords(report.limit_days)}**`
      : workspace.gaps_over_limit.length === 0
        ? `No gap over ${report.limit_days} days.`
        : `**Gaps over ${report.limit_days} days:** ${workspace.gaps_over_limit.map((gap) => wording.gapLine(gap, report.limit_days)).join("; ")}.`,
    "",
  ]);
  if (workspace.counts.monitoring > 0) {
    yield lines([
      "| When | Result | Differences | Systems | Live state | Timestamp |",
      "| --- | --- | --- | --- | --- | --- |",
    ]);
    for (const run of workspace.monitoring) {
      yield lines([
        `| ${wording.readableTime(run.recorded_at)} | ${run.in_sync ? "in sync" : "**drift**"} | ${run.differences} | ${escapeMarkdown(wording.systemsText(run))} | ${markdownCodeSpan(run.live_fingerprint.slice(0, 19))} | ${escapeMarkdownWithAddresses(run.timestamp)} |`,
      ]);
    }
    yield "\n";
  }
  yield lines([`### Drift episodes (${workspace.drift_episodes.length})`, ""]);
  if (workspace.drift_episodes.length === 0) yield lines(["No drift in the period.", ""]);
  for (const episode of workspace.drift_episodes) {
    yield lines([
      `- ${wording.episodeLine(episode)}.`,
      ...episode.assets.map((asset) => `  - ${escapeMarkdown(wording.driftedAssetText(asset))}`),
    ]);
  }
  yield "\n";
}

/** Who approved a pull request, and who wrote and merged it; "none" and "n/a" without one. */
function approvalLines(pull: PullRequestEvidence | undefined, indent: string): string[] {
  const lines = [
    `${indent}- Approved by (independent): ${list(pull?.approved_by ?? [])}`,
    `${indent}- Not independent (authored or committed a commit): ${list(pull?.not_independent ?? [])}`,
  ];
  const notCounted = pull?.not_counted ?? [];
  if (notCounted.length > 0) {
    const each = notCounted.map(
      ({ login, why }) => `${escapeMarkdown(login)} (${escapeMarkdown(why)})`,
    );
    lines.push(`${indent}- Not counted: ${each.join(", ")}`);
  }
  if (pull !== undefined && pull.approved_earlier_commit.length > 0)
    lines.push(`${indent}- Approved an earlier commit only: ${list(pull.approved_earlier_commit)}`);
  const mergedBy = pull?.merged_by ?? null;
  lines.push(
    `${indent}- Author: ${pull === undefined ? "n/a" : escapeMarkdown(pull.author)}; merged by: ${mergedBy === null ? "n/a" : escapeMarkdown(mergedBy)}`,
  );
  return lines;
}

function changeSection(change: ChangeEntry): string[] {
  const pulls = change.pull_requests;
  const [only] = pulls;
  const title =
    only === undefined
      ? `commit ${markdownCodeSpan(shortSha(change.merge_sha))}, no pull request`
      : pulls.length === 1
        ? `pull request #${only.number} ${escapeMarkdown(only.title)}`
        : `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
  const glass = change.break_glass ? ` (**${BREAK_GLASS}**)` : "";
  const lines = [
    `#### ${wording.readableTime(change.recorded_at)}: ${wording.changeOutcomeWords(change)}, ${title}${glass}`,
    "",
  ];
  if (change.exceptions.length > 0)
    lines.push(`- **Exception:** ${escapeMarkdown(change.exceptions.join("; "))}`);
  if (pulls.length <= 1) lines.push(...approvalLines(only, ""));
  else {
    for (const pull of pulls) {
      lines.push(`- #${pull.number} ${escapeMarkdown(pull.title)}:`, ...approvalLines(pull, "  "));
    }
  }
  lines.push(`- Reviewed plan is the executed plan: ${wording.reviewedWord(change)}`);
  if (change.policy !== null) {
    const words = wording.policyWords(change.policy);
    lines.push(
      `- Owner policy: ${escapeMarkdown(words.headline)}`,
      ...[...words.rules, ...words.freezes].map((item) => `  - ${escapeMarkdown(item.text)}`),
    );
  }
  if (change.reason !== null) lines.push(`- Why: ${escapeMarkdown(change.reason)}`);
  const baselines = wording.baselineDeviationLines(change, escapeMarkdown);
  if (baselines !== undefined)
    lines.push(
      `- ${escapeMarkdown(baselines.heading)}`,
      ...baselines.lines.map((line) => `  - ${line}`),
    );
  lines.push(`- Record: ${markdownCodeSpan(change.file)}`);
  lines.push(`- Timestamp: ${escapeMarkdownWithAddresses(change.timestamp)}`, "");
  if (change.operations.length > 0) {
    lines.push(
      "| # | Action | Asset id | Name | System | Type | Facility | Result |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    change.operations.forEach((operation, index) => {
      const cells = wording.operationCells(operation);
      lines.push(
        `| ${index + 1} | ${operation.action} | ${operation.asset_id === null ? "" : markdownCodeSpan(operation.asset_id)} | ${escapeMarkdown(cells.name)} | ${escapeMarkdown(cells.cyber_system)} | ${escapeMarkdown(cells.asset_type)} | ${escapeMarkdown(cells.facility)} | ${escapeMarkdown(wording.operationResult(operation))} |`,
      );
    });
    lines.push("");
  }
  return lines;
}

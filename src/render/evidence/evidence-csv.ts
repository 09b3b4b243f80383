// The audit pack as one CSV table (RFC 4180) for spreadsheets, carrying every field the Markdown and
// HTML show: a row per header fact, per exception, per change, per rule and freeze of the owner
// policy that judged it, per operation of a change (old and new name, system, type and facility),
// per monitoring run (with the systems it compared), per gap
// over the limit and per drift episode (with its assets), told apart by the first column. Produced
// row by row, so a ledger of any size is written in constant memory. Cells are never formulas
// (csv-cell.ts).
import { historyWarningWords } from "../../core/evidence/report/report-exceptions.ts";
import { csvCell } from "../shared/csv-cell.ts";
import { listOf } from "../../core/shared/wording.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import {
  auditExceptionCounts,
  exceptionCountsText,
  readingExceptionWords,
  integrityWords,
} from "./audit-exceptions.ts";
import type { AuditReport } from "./obligations.ts";
import type { EvidenceKind } from "../../core/evidence/records/evidence-record.ts";
import type {
  EvidenceReport,
  WorkspaceReport,
} from "../../core/evidence/report/evidence-report.ts";
import type { ChangeEntry } from "../../core/evidence/report/report-entries.ts";
import {
  configurationResult,
  driftedAssetText,
  investigationText,
  unauthorizedChangeText,
  collectorFileWords,
  exceptionDetail,
  exceptionKind,
  headerFacts,
  policyWords,
  reviewedWord,
  systemsText,
} from "./evidence-words.ts";

const COLUMNS = [
  "row",
  "workspace",
  "time",
  "until",
  "outcome",
  "exception",
  "pull_request",
  "title",
  "author",
  "merged_by",
  "approved_by",
  "not_independent",
  "not_counted",
  "approved_earlier_commit",
  "reviewed_is_executed",
  "action",
  "asset_id",
  "name_before",
  "name_after",
  "system_before",
  "system_after",
  "type_before",
  "type_after",
  "facility_before",
  "facility_after",
  "systems",
  "detail",
  "file",
  "timestamp",
] as const;

/** What the CSV report says of the CIP obligations, which it does not judge. */
export const CSV_OBLIGATIONS_NOT_JUDGED = `CIP obligations: not judged in the CSV report, which lists the ledger's records only; \`cip-sync obligations --format csv\` judges them, with a row for each family not judged from the ledger (${listOf(MERGE_JUDGED_FAMILIES.map((family) => family.name))}) and why.`;

type Row = Partial<Record<(typeof COLUMNS)[number], string | number>>;

const line = (row: Row) => `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;

/** The report in pieces (a row or a change's rows each), for a stream. */
export function* evidenceCsvChunks(report: AuditReport): Generator<string> {
  yield `${COLUMNS.join(",")}\r\n`;
  for (const [label, value] of headerFacts(report))
    yield line({ row: "report", detail: `${label}: ${value}` });
  // It judges no obligation: no family's absence from it may read as clear.
  yield line({ row: "report", detail: CSV_OBLIGATIONS_NOT_JUDGED });
  const { records, breaks, history_not_checked: unchecked } = report.ledger;
  // "intact" only when nothing is flagged, as the Markdown and HTML reports say it.
  yield line({
    row: "ledger",
    outcome: integrityWords(report).state,
    detail: `${records} record(s); ${breaks.length} break(s); exceptions: ${exceptionCountsText(auditExceptionCounts(report))}`,
  });
  if (unchecked !== undefined)
    yield line({ row: "ledger-history", outcome: "not checked", detail: unchecked });
  for (const found of breaks)
    yield line({ row: "ledger-break", file: found.file, detail: found.message });
  for (const exception of report.exceptions) {
    yield line({
      row: "exception",
      workspace: exception.workspace,
      time: exception.at,
      exception: exceptionKind(exception),
      detail: exceptionDetail(exception, report.limit_days),
      file: exception.kind === "change" ? exception.change.file : undefined,
    });
  }
  for (const warning of report.history_warnings ?? []) {
    const { kind, detail } = historyWarningWords(warning);
    yield line({ row: "exception", exception: kind, detail, file: warning.records.join("; ") });
  }
  for (const { kind, detail } of readingExceptionWords(report))
    yield line({ row: "exception", exception: kind, detail });
  for (const workspace of report.workspaces) {
    for (const rowsOf of Object.values(KIND_ROWS)) {
      for (const rows of rowsOf(workspace, report)) yield rows.map(line).join("");
    }
  }
}

/**
 * A workspace's rows, per evidence record kind, in the order written, a group of rows at a time:
 * a new kind fails to compile here until the audit pack shows it.
 */
const KIND_ROWS: Record<
  EvidenceKind,
  (workspace: WorkspaceReport, report: EvidenceReport) => Iterable<Row[]>
> = {
  change: changeRows,
  monitoring: monitoringRows,
  "configuration-monitoring": configurationMonitoringRows,
};

/** A row per configuration-monitoring record, each followed by its unauthorized changes. */
function* configurationMonitoringRows(workspace: WorkspaceReport): Generator<Row[]> {
  const base = { workspace: workspace.workspace };
  for (const entry of workspace.configuration_monitoring) {
    const at = { ...base, time: entry.recorded_at, file: entry.file };
    yield [
      {
        ...at,
        row: "configuration-monitoring",
        until: entry.observed_at,
        outcome: entry.unauthorized_changes.length === 0 ? "matches" : "unauthorized-changes",
        detail: `${configurationResult(entry)}; collector ${entry.collector}; ${collectorFileWords(entry)}; inventory commit ${entry.commit}`,
        timestamp: entry.timestamp,
      },
      ...entry.unauthorized_changes.map((change): Row => ({
        ...at,
        row: "unauthorized-change",
        name_after: change.name,
        system_after: change.cyber_system,
        detail: unauthorizedChangeText(change),
      })),
      ...entry.investigations.map((investigation): Row => ({
        ...at,
        row: "investigation",
        name_after: investigation.name,
        system_after: investigation.cyber_system,
        detail: investigationText(investigation),
      })),
    ];
  }
}

/** A row per change, each followed by a row per operation it ran. */
function* changeRows(workspace: WorkspaceReport): Generator<Row[]> {
  for (const change of workspace.changes)
    yield [
      changeRow(workspace.workspace, change),
      ...policyRows(workspace.workspace, change),
      ...operationRows(workspace.workspace, change),
    ];
}

/** The owner policy that judged a change: a row for it, then one per rule and per freeze. */
function policyRows(workspace: string, change: ChangeEntry): Row[] {
  if (change.policy === null) return [];
  const words = policyWords(change.policy);
  const base = { workspace, time: change.recorded_at, file: change.file };
  return [
    {
      ...base,
      row: "policy",
      outcome: change.policy.allowed ? "allowed" : "refused",
      detail: words.headline,
    },
    ...words.rules.map((rule): Row => ({
      ...base,
      row: "policy-rule",
      outcome: rule.result,
      approved_by: rule.satisfiedBy.join(" "),
      detail: rule.text,
    })),
    ...words.freezes.map((freeze): Row => ({
      ...base,
      row: "policy-freeze",
      outcome: freeze.result,
      detail: freeze.text,
    })),
  ];
}

/**
 * Several pull requests (merged together): their links, and their titles and logins in the same
 * order, one group per pull request separated by "; ".
 */
function changeRow(workspace: string, change: ChangeEntry): Row {
  const pulls = change.pull_requests;
  const each = (of: (pull: (typeof pulls)[number]) => string) => pulls.map(of).join("; ");
  return {
    row: "change",
    workspace,
    time: change.recorded_at,
    outcome: change.outcome,
    exception: change.exceptions.join("; "),
    pull_request: pulls.map((pull) => pull.url).join(" "),
    title: each((pull) => pull.title),
    author: each((pull) => pull.author),
    merged_by: each((pull) => pull.merged_by ?? ""),
    approved_by: each((pull) => pull.approved_by.join(" ")),
    not_independent: each((pull) => pull.not_independent.join(" ")),
    not_counted: each((pull) =>
      (pull.not_counted ?? []).map(({ login, why }) => `${login} (${why})`).join(" "),
    ),
    approved_earlier_commit: each((pull) => pull.approved_earlier_commit.join(" ")),
    reviewed_is_executed: reviewedWord(change),
    detail: change.reason ?? "",
    timestamp: change.timestamp,
    file: change.file,
  };
}

function operationRows(workspace: string, change: ChangeEntry): Row[] {
  return change.operations.map((operation) => ({
    row: "operation",
    workspace,
    time: change.recorded_at,
    outcome: operation.result,
    action: operation.action,
    asset_id: operation.asset_id ?? "",
    name_before: operation.before?.name ?? "",
    name_after: operation.after?.name ?? "",
    system_before: operation.before?.cyber_system ?? "",
    system_after: operation.after?.cyber_system ?? "",
    type_before: operation.before?.asset_type ?? "",
    type_after: operation.after?.asset_type ?? "",
    facility_before: operation.before?.facility ?? "",
    facility_after: operation.after?.facility ?? "",
    detail: operation.error ?? "",
    file: change.file,
  }));
}

/** A row per monitoring run, then the gaps over the limit and the drift episodes they show. */
function* monitoringRows(workspace: WorkspaceReport, report: EvidenceReport): Generator<Row[]> {
  const base = { workspace: workspace.workspace };
  for (const run of workspace.monitoring) {
    yield [
      {
        ...base,
        row: "monitoring",
        time: run.recorded_at,
        outcome: run.in_sync ? "in-sync" : "drift",
        systems: systemsText(run),
        detail: `${run.differences} difference(s); live ${run.live_fingerprint}`,
        file: run.file,
        timestamp: run.timestamp,
      },
    ];
  }
  for (const gap of workspace.gaps_over_limit)
    yield [
      {
        ...base,
        row: "gap-over-limit",
        time: gap.from,
        until: gap.to,
        detail: `${gap.days} days without monitoring (limit ${report.limit_days})`,
      },
    ];
  for (const episode of workspace.drift_episodes)
    yield [
      {
        ...base,
        row: "drift-episode",
        time: episode.first_seen,
        until: episode.resolved_at ?? "",
        outcome: episode.resolved_at === null ? "unresolved" : "resolved",
        pull_request: (episode.resolved_by?.pull_requests ?? []).map(({ url }) => url).join(" "),
        detail: `up to ${episode.max_differences} asset(s); last seen ${episode.last_seen}; assets: ${episode.assets.map(driftedAssetText).join(", ")}`,
      },
    ];
}

// The audit pack as one CSV table (RFC 4180) for spreadsheets: one row per change, per operation
// of a change, per monitoring run, per gap over the limit and per drift episode, told apart by the
// first column. A cell that a spreadsheet would run as a formula is prefixed with an apostrophe.
import type { EvidenceKind } from "../core/evidence/evidence-record.ts";
import type { EvidenceReport, WorkspaceReport } from "../core/evidence/evidence-report.ts";
import { reviewedWord } from "./evidence-markdown.ts";

const COLUMNS = [
  "row",
  "workspace",
  "time",
  "until",
  "outcome",
  "pull_request",
  "approved_by",
  "not_independent",
  "reviewed_is_executed",
  "asset",
  "asset_id",
  "detail",
  "file",
  "timestamp",
] as const;

type Row = Partial<Record<(typeof COLUMNS)[number], string | number>>;

/** One CSV cell: quoted where needed, and never a formula (a leading = + - @ tab or CR gets an apostrophe). */
export function cell(value: string | number | undefined): string {
  if (value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function renderEvidenceCsv(report: EvidenceReport): string {
  const rows = report.workspaces.flatMap((workspace) =>
    Object.values(KIND_ROWS).flatMap((rowsOf) => rowsOf(workspace, report)),
  );
  const lines = [
    COLUMNS.join(","),
    ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A workspace's rows, per evidence record kind, in the order written: a new kind fails to compile
 * here until the audit pack shows it.
 */
const KIND_ROWS: Record<
  EvidenceKind,
  (workspace: WorkspaceReport, report: EvidenceReport) => Row[]
> = { change: changeRows, monitoring: monitoringRows };

/** A row per change, each followed by a row per operation it ran. */
function changeRows(workspace: WorkspaceReport): Row[] {
  const base = { workspace: workspace.workspace };
  return workspace.changes.flatMap((change): Row[] => [
    {
      ...base,
      row: "change",
      time: change.recorded_at,
      outcome: change.outcome,
      // Several pull requests (merged together): their links, and their logins in the same
      // order, one group per pull request separated by "; ".
      pull_request: change.pull_requests.map((pull) => pull.url).join(" "),
      approved_by: change.pull_requests.map((pull) => pull.approved_by.join(" ")).join("; "),
      not_independent: change.pull_requests
        .map((pull) => pull.not_independent.join(" "))
        .join("; "),
      reviewed_is_executed: reviewedWord(change),
      detail: change.reason ?? "",
      timestamp: change.timestamp,
      file: change.file,
    },
    ...change.operations.map((operation) => ({
      ...base,
      row: "operation",
      time: change.recorded_at,
      outcome: operation.result,
      asset: `${operation.action} ${operation.name}`,
      asset_id: operation.asset_id ?? "",
      detail: operation.error ?? "",
      file: change.file,
    })),
  ]);
}

/** A row per monitoring run, then the gaps over the limit and the drift episodes they show. */
function monitoringRows(workspace: WorkspaceReport, report: EvidenceReport): Row[] {
  const base = { workspace: workspace.workspace };
  return [
    ...workspace.monitoring.map((run) => ({
      ...base,
      row: "monitoring",
      time: run.recorded_at,
      outcome: run.in_sync ? "in-sync" : "drift",
      detail: `${run.differences} difference(s); live ${run.live_fingerprint}`,
      file: run.file,
      timestamp: run.timestamp,
    })),
    ...workspace.gaps_over_limit.map((gap) => ({
      ...base,
      row: "gap-over-limit",
      time: gap.from,
      until: gap.to,
      detail: `${gap.days} days without monitoring (limit ${report.limit_days})`,
    })),
    ...workspace.drift_episodes.map((episode) => ({
      ...base,
      row: "drift-episode",
      time: episode.first_seen,
      until: episode.resolved_at ?? "",
      outcome: episode.resolved_at === null ? "unresolved" : "resolved",
      pull_request: (episode.resolved_by?.pull_requests ?? []).map(({ url }) => url).join(" "),
      detail: `up to ${episode.max_differences} asset(s); last seen ${episode.last_seen}`,
    })),
  ];
}

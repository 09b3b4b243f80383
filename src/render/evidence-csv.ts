// The audit pack as one CSV table (RFC 4180) for spreadsheets: one row per change, per operation
// of a change, per monitoring run, per gap over the limit and per drift episode, told apart by the
// first column. A cell that a spreadsheet would run as a formula is prefixed with an apostrophe.
import type { EvidenceReport } from "../core/evidence/evidence-report.ts";
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

function cell(value: string | number | undefined): string {
  if (value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function renderEvidenceCsv(report: EvidenceReport): string {
  const rows: Row[] = [];
  for (const workspace of report.workspaces) {
    const base = { workspace: workspace.workspace };
    for (const change of workspace.changes) {
      rows.push({
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
        file: change.file,
        timestamp: change.timestamp,
      });
      for (const operation of change.operations) {
        rows.push({
          ...base,
          row: "operation",
          time: change.recorded_at,
          outcome: operation.result,
          asset: `${operation.action} ${operation.name}`,
          asset_id: operation.asset_id ?? "",
          detail: operation.error ?? "",
          file: change.file,
        });
      }
    }
    for (const run of workspace.monitoring) {
      rows.push({
        ...base,
        row: "monitoring",
        time: run.recorded_at,
        outcome: run.in_sync ? "in-sync" : "drift",
        detail: `${run.differences} difference(s); live ${run.live_fingerprint}`,
        file: run.file,
        timestamp: run.timestamp,
      });
    }
    for (const gap of workspace.gaps_over_limit) {
      rows.push({
        ...base,
        row: "gap-over-limit",
        time: gap.from,
        until: gap.to,
        detail: `${gap.days} days without monitoring (limit ${report.limit_days})`,
      });
    }
    for (const episode of workspace.drift_episodes) {
      rows.push({
        ...base,
        row: "drift-episode",
        time: episode.first_seen,
        until: episode.resolved_at ?? "",
        outcome: episode.resolved_at === null ? "unresolved" : "resolved",
        pull_request: (episode.resolved_by?.pull_requests ?? []).map(({ url }) => url).join(" "),
        detail: `up to ${episode.max_differences} asset(s); last seen ${episode.last_seen}`,
      });
    }
  }
  const lines = [
    COLUMNS.join(","),
    ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

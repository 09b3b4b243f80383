// The audit pack as one self-contained HTML file: no script, no external asset, inline CSS that
// reads on screen and prints on A4/Letter (headings kept with their tables, page numbers), the
// header and the exceptions first, then per workspace a timeline, the months, the gaps and drift
// episodes, and the newest records month by month. The page stays usable for a ledger of any size:
// at most HTML_RECORD_LIMIT records and HTML_EXCEPTION_LIMIT exceptions inline, the rest in the
// CSV, Markdown and JSON reports, which the page names. Every text from the ledger is HTML-escaped.
import { historyWarningWords } from "../../core/evidence/report/report-exceptions.ts";
import { familySectionsHtml } from "./patch-management.ts";
import type {
  EvidenceReport,
  WorkspaceReport,
} from "../../core/evidence/report/evidence-report.ts";
import { groupBy } from "../../core/shared/collections.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { type AuditReport, obligationsHtml } from "./obligations.ts";
import { readWorkspaces, type WorkspaceShown } from "./evidence-html-pass.ts";
import { LATEST_RECORDS_KEPT } from "../../core/evidence/report/report-timeline.ts";
import { changeSection, configurationTable, monitoringTable } from "./evidence-html-records.ts";
import { evidenceStyle } from "./evidence-html-style.ts";
import { timelineSvg } from "./evidence-chart.ts";
import {
  auditExceptionCounts,
  exceptionCountsText,
  readingExceptionWords,
  integrityWords,
  obligationExceptions,
  obligationExceptionWords,
} from "./audit-exceptions.ts";
import {
  driftedAssetText,
  episodeLine,
  exceptionDetail,
  exceptionKind,
  gapLine,
  noMonitoringWords,
  headerFacts,
  NO_EXCEPTIONS,
  periodLine,
  readableTime,
} from "./evidence-words.ts";

/**
 * Records (changes and monitoring runs) shown inline: the newest of the report, among the latest
 * of each workspace's lists that the report's first pass kept (readWorkspaces).
 */
export const HTML_RECORD_LIMIT = LATEST_RECORDS_KEPT;
/** Exceptions listed inline: the oldest first, as they happened. */
export const HTML_EXCEPTION_LIMIT = 1_000;
/** Assets listed per drift episode. */
const HTML_EPISODE_ASSET_LIMIT = 50;
/** Drift episodes listed per workspace: the newest (unresolved ones are among the exceptions). */
export const HTML_EPISODE_LIMIT = 100;

/** The report in pieces (a section or a record each), for a stream. */
export function* evidenceHtmlChunks(report: AuditReport): Generator<string> {
  const workspaces = readWorkspaces(report, HTML_RECORD_LIMIT);
  const shown = workspaces.reduce(
    (sum, { changes, runs, configuration }) =>
      sum + changes.length + runs.length + configuration.length,
    0,
  );
  const total = recordCount(report);
  yield `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evidence report ${escapeHtml(periodLine(report))}</title>
<style>${evidenceStyle(`Evidence report, ${periodLine(report)}`)}</style>
</head>
<body>
<h1>Evidence report</h1>
<p class="note screen-only">To print or save as PDF, turn off the browser's "Headers and footers" option: the report prints its own page numbers.</p>
${headerTable(report)}
${integrity(report)}
${exceptionsSection(report)}
${obligationsHtml(report.obligations, HTML_EXCEPTION_LIMIT)}
${familySectionsHtml(report).join("\n")}
${shown < total ? `<p class="note">This page shows the newest ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} records of the period, month by month; every record is in the CSV, Markdown or JSON report: <code>${escapeHtml(fullReportCommand(report))}</code>.</p>` : ""}
`;
  for (const workspace of workspaces) yield workspaceSection(workspace, report);
  yield "</body>\n</html>\n";
}

const recordCount = (report: EvidenceReport) =>
  report.workspaces.reduce((sum, { counts }) => sum + counts.changes + counts.monitoring, 0);

function fullReportCommand(report: EvidenceReport): string {
  const { first_day, last_day, time_zone } = report.period;
  return `cip-sync evidence report --dir <evidence checkout> --from ${first_day} --to ${last_day} --time-zone ${time_zone} --format csv`;
}

function headerTable(report: EvidenceReport): string {
  const rows = headerFacts(report).map(
    ([label, value]) =>
      `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<table class="header"><tbody>\n${rows.join("\n")}\n</tbody></table>`;
}

function integrity(report: AuditReport): string {
  const { state, text } = integrityWords(report);
  const [label, rest] = splitLabel(text);
  const line = `<p><span class="${state === "intact" ? "ok" : "bad"}">${escapeHtml(label)}</span>${escapeHtml(rest)}</p>`;
  if (state !== "broken") return line;
  const items = report.ledger.breaks.map((found) => `<li>${escapeHtml(found.message)}</li>`);
  return `${line}<ul>${items.join("")}</ul>`;
}

/** "Ledger intact:" and the rest of the sentence, for the label's colour. */
function splitLabel(text: string): [string, string] {
  const colon = text.indexOf(":") + 1;
  return [text.slice(0, colon), text.slice(colon)];
}

/** Every exception the report flags, each named: changes, gaps, drift, obligations, history, what was not judged. */
function exceptionsSection(report: AuditReport): string {
  const { exceptions } = report;
  const counts = auditExceptionCounts(report);
  const head = `<h2 id="exceptions">Exceptions (${counts.total})</h2>\n<p>${escapeHtml(exceptionCountsText(counts))}.</p>`;
  if (counts.total === 0) return `${head}\n<p class="ok">${NO_EXCEPTIONS}</p>`;
  const shown = exceptions.slice(0, HTML_EXCEPTION_LIMIT);
  const row = (
    type: string,
    [when, workspace, kind, detail, record]: [string, string, string, string, string],
  ) =>
    `<tr class="exception ${type}"><td>${escapeHtml(when)}</td><td><code>${escapeHtml(workspace)}</code></td><td class="bad">${escapeHtml(kind)}</td><td>${escapeHtml(detail)}</td><td>${record === "" ? "" : `<code>${escapeHtml(record)}</code>`}</td></tr>`;
  const rows = [
    ...shown.map((exception) =>
      row(exception.kind, [
        readableTime(exception.at),
        exception.workspace,
        exceptionKind(exception),
        exceptionDetail(exception, report.limit_days),
        exception.kind === "change" ? exception.change.file : "",
      ]),
    ),
    ...obligationExceptions(report).map((o) => {
      const { kind, detail } = obligationExceptionWords(o);
      // The record that opened it, as the obligations name a record (its path is the change's).
      const opened = `#${o.opened_by.sequence} sha256:${o.opened_by.sha256.slice(0, 12)}`;
      return row("obligation", [o.due ?? "", o.workspace, kind, detail, opened]);
    }),
    ...(report.history_warnings ?? []).map((warning) => {
      const { kind, detail } = historyWarningWords(warning);
      return row("history", ["", "", kind, detail, warning.records[0] ?? ""]);
    }),
    ...readingExceptionWords(report).map(({ kind, detail }) =>
      row("reading", ["", "", kind, detail, ""]),
    ),
  ];
  const more = exceptions.length - shown.length;
  return [
    head,
    `<p class="note">Each change's record is the <code>record_path</code> of its rows in <code>cip-sync evidence populations</code>; each obligation's, the record that opened it (its <code>record_sequence</code> and <code>record_sha256</code> in <code>exceptions.csv</code>); a gap, drift or what was not judged is no record's.</p><table class="exceptions"><thead><tr><th>When</th><th>Workspace</th><th>Exception</th><th>Detail</th><th>Record</th></tr></thead><tbody>`,
    ...rows,
    "</tbody></table>",
    more > 0
      ? `<p class="note">${more} more exception(s) are in the CSV report: <code>${escapeHtml(fullReportCommand(report))}</code>.</p>`
      : "",
  ].join("\n");
}

function workspaceSection(shown: WorkspaceShown, report: EvidenceReport): string {
  const { workspace } = shown;
  const limit = report.limit_days;
  const longest = workspace.longest_gap;
  return [
    `<section class="workspace"><h2>Workspace <code>${escapeHtml(workspace.workspace)}</code></h2>`,
    timelineSvg(workspace, report),
    `<h3>Months (${workspace.months.length})</h3>`,
    monthsTable(workspace),
    `<h3>Inventory reconciliations (${workspace.counts.monitoring})</h3>`,
    `<p>Longest gap: ${longest === null ? "none" : escapeHtml(gapLine(longest, limit))}.</p>`,
    workspace.counts.monitoring === 0
      ? `<p class="bad">${escapeHtml(noMonitoringWords(limit))}</p>`
      : workspace.gaps_over_limit.length === 0
        ? `<p class="ok">No gap over ${limit} days.</p>`
        : `<p class="bad">Gaps over ${limit} days:</p><ul>${workspace.gaps_over_limit.map((gap) => `<li>${escapeHtml(gapLine(gap, limit))}</li>`).join("")}</ul>`,
    `<h3>Drift episodes (${workspace.drift_episodes.length})</h3>`,
    ...episodesList(workspace),
    ...monthRecords(shown),
    "</section>",
  ].join("\n");
}

function episodesList(workspace: WorkspaceReport): string[] {
  const episodes = workspace.drift_episodes;
  if (episodes.length === 0) return ["<p>No drift in the period.</p>"];
  const shown = episodes.slice(-HTML_EPISODE_LIMIT);
  return [
    shown.length < episodes.length
      ? `<p class="note">The newest ${shown.length} of ${episodes.length} drift episodes; every one is in the CSV report.</p>`
      : "",
    `<ul>${shown.map(episodeItem).join("")}</ul>`,
  ];
}

function episodeItem(episode: WorkspaceReport["drift_episodes"][number]): string {
  const shown = episode.assets.slice(0, HTML_EPISODE_ASSET_LIMIT);
  const more = episode.assets.length - shown.length;
  const assets = shown.map((asset) => `<li>${escapeHtml(driftedAssetText(asset))}</li>`).join("");
  const rest = more > 0 ? `<li>${more} more asset(s) in the CSV report</li>` : "";
  return `<li>${escapeHtml(episodeLine(episode))}.${assets === "" ? "" : `<ul>${assets}${rest}</ul>`}</li>`;
}

function monthsTable(workspace: WorkspaceReport): string {
  if (workspace.months.length === 0) return "<p>No record in the period.</p>";
  const rows = workspace.months.map(
    (month) =>
      `<tr><td>${month.month}</td><td>${month.changes}</td><td>${month.monitoring_runs}</td><td${month.drift_runs > 0 ? ' class="bad"' : ""}>${month.drift_runs}</td><td${month.flagged_changes_gaps_drift > 0 ? ' class="bad"' : ""}>${month.flagged_changes_gaps_drift}</td></tr>`,
  );
  return `<table class="months"><thead><tr><th>Month</th><th>Changes</th><th>Monitoring runs</th><th>Runs with drift</th><th>Flagged changes, gaps, drift</th></tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>\n<p class="note">By month: the changes, gaps over the limit and unresolved drift flagged; the obligation exceptions and history warnings under Exceptions have no month.</p>`;
}

/** The records shown of each month, newest month first. */
function monthRecords({ workspace, changes, runs, configuration }: WorkspaceShown): string[] {
  const monthOf = (entry: { recorded_at: string }) => entry.recorded_at.slice(0, 7);
  const changesByMonth = groupBy(changes, monthOf);
  const runsByMonth = groupBy(runs, monthOf);
  const configurationByMonth = groupBy(configuration, monthOf);
  const summary = new Map(workspace.months.map((summary) => [summary.month, summary]));
  const months = [changesByMonth, runsByMonth, configurationByMonth].flatMap((byMonth) => [
    ...byMonth.keys(),
  ]);
  return [...new Set(months)]
    .sort((a, b) => (a < b ? 1 : -1))
    .flatMap((key) => {
      const changes = changesByMonth.get(key) ?? [];
      const runs = runsByMonth.get(key) ?? [];
      const configured = configurationByMonth.get(key) ?? [];
      const counts = summary.get(key);
      const of = (count: number, total: number | undefined) =>
        total === undefined || total === count ? `${count}` : `${count} of ${total}`;
      return [
        `<h3 class="month">${key}</h3>`,
        runs.length === 0
          ? ""
          : `<h4>Inventory reconciliations (${of(runs.length, counts?.monitoring_runs)})</h4>\n${monitoringTable(runs)}`,
        configured.length === 0
          ? ""
          : `<h4>Collector observations (${configured.length})</h4>\n${configurationTable(configured)}`,
        changes.length === 0
          ? ""
          : `<h4>Change records (${of(changes.length, counts?.changes)})</h4>\n${changes.map(changeSection).join("\n")}`,
      ];
    });
}

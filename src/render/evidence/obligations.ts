// `cip-sync obligations`: what is due, what is late and what closed each obligation, exceptions
// first (overdue, closed late). Names come from the ledger, which holds what the inventory files
// and the service said: in Markdown they are escaped, in CSV no cell can become a formula.
import type { EvidenceReport } from "../../core/evidence/report/evidence-report.ts";
import type { HistoryWarning } from "../../core/evidence/report/report-exceptions.ts";
import {
  countStatuses,
  OBLIGATION_STATUSES,
  type Obligation,
  type ObligationStatus,
  dueText,
  kindText,
  subjectText,
} from "../../core/obligations/obligations.ts";
import type { DeclaredKind, ObligationKind } from "../../core/obligations/obligation-model.ts";
import { countOf } from "../../core/shared/wording.ts";
import {
  type Family,
  type MergeJudgedFamily,
  notApplicableWords,
} from "../../core/obligations/obligation-families.ts";
import { csvCell } from "../shared/csv-cell.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { arrayChunks, documentChunks, type Part, whole } from "../shared/json-chunks.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import { revealHiddenCharacters } from "../../core/shared/text/reveal.ts";

/**
 * The audit report as its renderers read it: the ledger's, the CIP obligations of the ledger, and
 * the history warnings of the branch it was read from (none outside a git clone).
 */
export type AuditReport = EvidenceReport & {
  obligations?: ObligationsReport;
  /**
   * Each family's section (in the table's order): each part's obligations by status, as of the
   * obligations' day. The JSON report writes each at the top level under the family's checkpoint
   * key (`patch_management`, `vulnerability_assessments`), in this place among the report's keys.
   */
  families?: readonly FamilySection[];
  history_warnings?: HistoryWarning[];
};

/** What the report covers: the obligations, as of which date, counted how. */
/** A family's section of the audit report. */
export interface FamilySection {
  family: Family;
  at: string;
  parts: Partial<Record<ObligationKind | DeclaredKind, Record<ObligationStatus, number>>>;
  /** Set when the family was not judged from the ledger (obligation-families.ts): its words. */
  not_judged?: string;
  /**
   * Set instead when it applies to no system the inventory in force declares: no exception, and
   * said in every format where the counts would otherwise read as an all-clear.
   */
  not_applicable?: string;
}

export interface ObligationsReport {
  /** The date the statuses are as of (YYYY-MM-DD, in the calendar's time zone). */
  at: string;
  calendar: string;
  obligations: readonly Obligation[];
  /** How many there are of each status when `obligations` lists only some (the audit report). */
  counts?: Readonly<Record<ObligationStatus, number>>;
  /** The families the ledger does not judge (the drift check's summary and issue). */
  notJudged?: readonly MergeJudgedFamily[] | undefined;
  /** The families that apply to no system of the inventory in force: said, never an exception. */
  notApplicable?: readonly MergeJudgedFamily[] | undefined;
}

/**
 * Every obligation of a ledger as `cip-sync obligations` writes them: read once, in order, as they
 * are written (a ledger's can be hundreds of megabytes), with their counts known beforehand.
 */
export interface ObligationsListing {
  at: string;
  calendar: string;
  obligations: Iterable<Obligation>;
  counts: Readonly<Record<ObligationStatus, number>>;
  /** Set when the ledger was read without its git history: that it was not checked, and why. */
  historyNotChecked?: string | undefined;
  /** The statuses `obligations` lists, when only some (--status, or what still needs someone). */
  statuses?: readonly ObligationStatus[] | undefined;
  /** The families this ledger does not judge: each said once, so no empty list reads as clear. */
  notJudged?: readonly MergeJudgedFamily[] | undefined;
  /** The families that apply to no system of the inventory in force: each said once. */
  notApplicable?: readonly MergeJudgedFamily[] | undefined;
}

const COLUMNS = [
  "status",
  "kind",
  "workspace",
  "cyber_system_id",
  "cyber_system",
  "asset",
  "due",
  "opened_by_sequence",
  "opened_by_sha256",
  "opened_at",
  "closed_by_sequence",
  "closed_by_sha256",
  "closed_at",
  "requirement",
  "notes",
  // What it is about in words: the asset, or what a family's subject and CIP-003 name (an item, a
  // patch source, a patch, a mitigation plan, a delegation), which the columns above do not hold.
  "subject",
  // Last, so that a reader of the columns before it finds them where they were.
  "reason",
] as const;

/** A family not judged, or not applicable, as a row: its name as the kind, its words as the reason. */
function unjudgedCells(
  status: "not judged" | "not applicable",
  family: MergeJudgedFamily,
): Partial<Record<(typeof COLUMNS)[number], string>> {
  const reason = status === "not judged" ? family.notJudged : notApplicableWords(family);
  return { status, kind: family.name, reason };
}

function cells(o: Obligation): Record<(typeof COLUMNS)[number], string | number | undefined> {
  return {
    status: o.status,
    kind: kindText(o),
    workspace: o.workspace,
    cyber_system_id: o.subject.cyber_system_id,
    cyber_system: o.subject.cyber_system,
    asset: o.subject.asset,
    due: o.due ?? undefined,
    opened_by_sequence: o.opened_by.sequence,
    opened_by_sha256: o.opened_by.sha256,
    opened_at: o.opened_by.recorded_at,
    closed_by_sequence: o.closed_by?.sequence,
    closed_by_sha256: o.closed_by?.sha256,
    closed_at: o.closed_by?.recorded_at,
    requirement: o.requirement,
    notes: o.notes?.map(({ login, note }) => `${login}: ${note}`).join("; "),
    subject: subjectText(o),
    reason: o.reason,
  };
}

/**
 * The obligations as CSV, a line at a time: a list of any length is never one string. A family not
 * judged is a row of its own first, status "not judged", its words in `reason`, so that no empty
 * list reads as clear in a spreadsheet either.
 */
export function* obligationsCsvChunks(report: ObligationsListing): Generator<string> {
  yield `${COLUMNS.join(",")}\r\n`;
  for (const row of [
    ...(report.notJudged ?? []).map((family) => unjudgedCells("not judged", family)),
    ...(report.notApplicable ?? []).map((family) => unjudgedCells("not applicable", family)),
  ])
    yield `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
  for (const o of report.obligations) {
    const row = cells(o);
    yield `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
  }
}

/**
 * The obligations as renderJson writes them (`at`, `calendar`, `history_not_checked` when the
 * ledger was read without its git history, `statuses` when only these are listed, `obligations`),
 * one at a time.
 */
export function obligationsJsonChunks(report: ObligationsListing): Iterable<string> {
  const unchecked = report.historyNotChecked;
  const history: [string, Part][] =
    unchecked === undefined ? [] : [["history_not_checked", (depth) => whole(unchecked, depth)]];
  const statuses = report.statuses;
  const listed: [string, Part][] =
    statuses === undefined ? [] : [["statuses", (depth) => whole(statuses, depth)]];
  const notJudged = report.notJudged?.map((family) => family.notJudged);
  const notApplicable = report.notApplicable?.map(notApplicableWords);
  const unjudged: [string, Part][] = [
    ...(notJudged === undefined || notJudged.length === 0
      ? []
      : [["not_judged", (depth: number) => whole(notJudged, depth)] as [string, Part]]),
    ...(notApplicable === undefined || notApplicable.length === 0
      ? []
      : [["not_applicable", (depth: number) => whole(notApplicable, depth)] as [string, Part]]),
  ];
  return documentChunks([
    ["at", (depth) => whole(report.at, depth)],
    ["calendar", (depth) => whole(report.calendar, depth)],
    ...history,
    ...listed,
    ...unjudged,
    ["obligations", (depth) => arrayChunks(report.obligations, depth, whole)],
  ]);
}

/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some, with the command that lists every one
 * as the format writes code (`code`): numbers and status names only, nothing to escape.
 */
function countsText(
  counts: Readonly<Record<ObligationStatus, number>>,
  listed?: number,
  code: (text: string) => string = (text) => text,
): string {
  const total = OBLIGATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const parts = statusCounts(counts, OBLIGATION_STATUSES);
  const some =
    listed !== undefined && listed < total
      ? `; ${listed} listed here, exceptions first (${code("cip-sync obligations --all")} lists every one)`
      : "";
  return `${countOf(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${some}`;
}

/** "3 reminder, 1 closed": how many of each of `statuses` there are, those present only. */
function statusCounts(
  counts: Readonly<Record<ObligationStatus, number>>,
  statuses: readonly ObligationStatus[],
): string[] {
  return statuses
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status.replace("-", " ")}`);
}

/**
 * What a listing of some statuses leaves out, and how to see it: "Listed: exception, overdue, due
 * soon, open. Not listed: 3 reminder, 1 closed; --all lists every one." Undefined when nothing is
 * left out. `flag` writes a flag as the format shows one.
 */
function unlistedText(
  report: ObligationsListing,
  flag: (name: string) => string,
): string | undefined {
  const listed = report.statuses;
  if (listed === undefined) return undefined;
  const unlisted = statusCounts(
    report.counts,
    OBLIGATION_STATUSES.filter((status) => !listed.includes(status)),
  );
  if (unlisted.length === 0) return undefined;
  const names = listed.length === 0 ? "none" : listed.map((s) => s.replace("-", " ")).join(", ");
  return `Listed: ${names}. Not listed: ${unlisted.join(", ")}; ${flag("--all")} lists every one, ${flag("--status")} chooses.`;
}

/** A record as the obligations' listings name it: "#3 2026-01-21T06:00:00.000Z sha256:<12 hex>". */
export function recordText(ref: Obligation["opened_by"]): string {
  return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}

/** The obligations as text, a line at a time. */
export function* obligationsTextChunks(report: ObligationsListing): Generator<string> {
  yield `Obligations as of ${report.at} (${report.calendar}): ${countsText(report.counts)}.\n`;
  if (report.historyNotChecked !== undefined)
    yield `History not checked: ${report.historyNotChecked}.\n`;
  for (const family of report.notJudged ?? []) yield `Not judged: ${family.notJudged}\n`;
  for (const family of report.notApplicable ?? [])
    yield `Not applicable: ${notApplicableWords(family)}\n`;
  const unlisted = unlistedText(report, (name) => name);
  if (unlisted !== undefined) yield `${unlisted}\n`;
  for (const o of report.obligations) {
    const due = dueText(o);
    const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
    const noted = [
      ...(o.reason === undefined ? [] : [`; ${o.reason}`]),
      ...(o.closed_as === undefined ? [] : [` (${o.closed_as})`]),
      ...(o.verified_by === undefined
        ? []
        : [`; referenced baseline verified by ${recordText(o.verified_by)}`]),
      ...(o.not_closed_by ?? []).map(
        ({ record, why }) => `; not closed by #${record.sequence}: ${why}`,
      ),
      ...(o.notes ?? []).map(({ login, note }) => `; noted by ${login}: ${note}`),
    ].join("");
    yield `  ${o.status.padEnd(11)} ${kindText(o).padEnd(12)}  ${revealHiddenCharacters(subjectText(o))} [${revealHiddenCharacters(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${revealHiddenCharacters(noted)}\n`;
  }
}

/**
 * Each family not judged, then each not applicable, a paragraph of its own in Markdown ("" for
 * none).
 */
export function notJudgedMarkdown(
  families: readonly MergeJudgedFamily[],
  notApplicable: readonly MergeJudgedFamily[] = [],
): string {
  return [
    ...families.map((family) => `**Not judged:** ${escapeMarkdown(family.notJudged)}`),
    ...notApplicable.map(
      (family) => `**Not applicable:** ${escapeMarkdown(notApplicableWords(family))}`,
    ),
  ].join("\n\n");
}

/** The obligations the audit report and the Action list (some of them, with every count). */
export function renderObligationsMarkdown(report: ObligationsReport): string {
  return [
    ...markdownChunks(
      report,
      report.counts ?? countStatuses(report.obligations),
      report.obligations.length,
    ),
  ].join("");
}

/** Every obligation of the listing in Markdown, a row at a time. */
export function obligationsMarkdownChunks(report: ObligationsListing): Iterable<string> {
  return markdownChunks(report, report.counts);
}

function* markdownChunks(
  report: Omit<ObligationsListing, "counts">,
  counts: Readonly<Record<ObligationStatus, number>>,
  listed?: number,
): Generator<string> {
  yield `## CIP obligations as of ${report.at}\n\n${countsText(counts, listed, markdownCodeSpan)}. Dates count ${escapeMarkdown(report.calendar)}.\n\n`;
  if (report.historyNotChecked !== undefined)
    yield `**History not checked:** ${escapeMarkdown(report.historyNotChecked)}.\n\n`;
  const unjudged = notJudgedMarkdown(report.notJudged ?? [], report.notApplicable);
  if (unjudged !== "") yield `${unjudged}\n\n`;
  const unlisted = unlistedText({ ...report, counts }, markdownCodeSpan);
  if (unlisted !== undefined) yield `${unlisted}\n\n`;
  let rows = 0;
  for (const o of report.obligations) {
    if (rows++ === 0)
      yield "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record | Reason |\n|---|---|---|---|---|---:|---:|---|\n";
    yield `| ${o.status} | ${kindText(o)} | ${markdownCodeSpan(o.workspace)} | ${escapeMarkdown(subjectText(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} | ${escapeMarkdown(o.reason ?? "")} |\n`;
  }
}

/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
export function obligationsHtml(report: ObligationsReport | undefined, limit: number): string {
  if (report === undefined) return "";
  const head = `<h2 id="obligations">CIP obligations as of ${escapeHtml(report.at)}</h2>\n<p>${countsText(report.counts ?? countStatuses(report.obligations), report.obligations.length, (text) => `<code>${escapeHtml(text)}</code>`)}.</p>\n<p class="note">Dates count ${escapeHtml(report.calendar)}.</p>`;
  if (report.obligations.length === 0)
    return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
  const shown = report.obligations.slice(0, limit);
  const record = (ref: Obligation["opened_by"] | undefined) =>
    ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
  const rows = shown.map((o) => {
    const bad = o.status === "exception" || o.status === "overdue" || o.status === "closed-late";
    return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${kindText(o)}</td><td><code>${escapeHtml(o.workspace)}</code></td><td>${escapeHtml(subjectText(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td><td>${escapeHtml(o.reason ?? "")}</td></tr>`;
  });
  const more = report.obligations.length - shown.length;
  return [
    head,
    "<table><thead><tr><th>Status</th><th>Requirement</th><th>Workspace</th><th>Subject</th><th>Due</th><th>Opened by</th><th>Closed by</th><th>Reason</th></tr></thead><tbody>",
    ...rows,
    "</tbody></table>",
    more > 0
      ? `<p class="note">${more} more are listed by <code>cip-sync obligations</code>.</p>`
      : "",
  ].join("\n");
}

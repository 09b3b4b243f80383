// The audit report's CIP-007 R2 (Security Patch Management) section, in Markdown and HTML (the
// JSON report carries its counts as `patch_management`): each part's obligations counted by
// status, every one judged counted, then those an auditor looks at first (exceptions, overdue,
// closed late), each naming the record that opened it and the one that closed it. Names come from
// the ledger: escaped in each format.
import {
  OBLIGATION_STATUSES,
  type Obligation,
  type ObligationStatus,
  REQUIREMENTS,
  dueText,
  subjectText,
} from "../../core/obligations/obligations.ts";
import { kindText, PATCH_MANAGEMENT_KINDS } from "../../core/obligations/obligation-model.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import { type AuditReport, recordText } from "./obligations.ts";

/** The statuses counted: every one but reminder, which no R2 part has. */
const COUNTED = OBLIGATION_STATUSES.filter((status) => status !== "reminder");
/** What the section lists, exceptions first. */
const FLAGGED: ReadonlySet<ObligationStatus> = new Set(["exception", "overdue", "closed-late"]);
const HEADINGS = [
  "Part",
  "Requirement (in the tool's words)",
  "Obligations",
  ...COUNTED.map((status) => `${status[0]!.toUpperCase()}${status.slice(1).replace("-", " ")}`),
];
const NONE_FLAGGED = "No CIP-007 R2 obligation is an exception, overdue or closed late.";
/**
 * What the section says when no part has any obligation: R2 opens only at an accepted merge, so an
 * empty section is no judgement, and never reads as an all-clear (docs/cip-obligations.md).
 */
export const R2_NOT_JUDGED =
  "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.";

/** Whether any part of the section has an obligation at all. */
function judged(section: Section): boolean {
  return partRows(section).some(({ counts }) => counts[0]! > 0);
}

type Section = NonNullable<AuditReport["patch_management"]>;

/** Each part's row: its kind, its requirement, how many in all and in each counted status. */
function partRows(section: Section): { kind: string; requirement: string; counts: number[] }[] {
  return PATCH_MANAGEMENT_KINDS.map((kind) => {
    const counts = section.parts[kind];
    const total = OBLIGATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
    return {
      kind,
      requirement: REQUIREMENTS[kind],
      counts: [total, ...COUNTED.map((status) => counts[status])],
    };
  });
}

/** The flagged R2 obligations the report holds (its obligations are sorted, exceptions first), and how many there are in all. */
function flagged(report: AuditReport, section: Section): { listed: Obligation[]; total: number } {
  const kinds: ReadonlySet<string> = new Set(PATCH_MANAGEMENT_KINDS);
  const listed = (report.obligations?.obligations ?? []).filter(
    (o) => kinds.has(o.kind) && FLAGGED.has(o.status),
  );
  const total = PATCH_MANAGEMENT_KINDS.reduce(
    (sum, kind) => sum + [...FLAGGED].reduce((all, status) => all + section.parts[kind][status], 0),
    0,
  );
  return { listed, total };
}

/** "Exceptions, overdue and closed late first (3):", and how to see those the report leaves out. */
function flaggedHead(listed: number, total: number, code: (text: string) => string): string {
  const more =
    listed < total
      ? `; ${total - listed} more are listed by ${code("cip-sync obligations --status exception,overdue,closed-late")}`
      : "";
  return `Exceptions, overdue and closed late first (${total}${more}):`;
}

export function patchManagementMarkdown(report: AuditReport): string {
  const section = report.patch_management;
  if (section === undefined) return "";
  const rows = partRows(section).map(
    ({ kind, requirement, counts }) =>
      `| ${kind} | ${escapeMarkdown(requirement)} | ${counts.join(" | ")} |`,
  );
  const { listed, total } = flagged(report, section);
  const items = listed.map((o) => {
    const records = [
      `opened by ${markdownCodeSpan(recordText(o.opened_by))}`,
      ...(o.closed_by === undefined
        ? []
        : [`closed by ${markdownCodeSpan(recordText(o.closed_by))}`]),
    ];
    const reason = o.reason === undefined ? "" : `; ${escapeMarkdown(o.reason)}`;
    return `- **${o.status}** ${kindText(o)}: ${escapeMarkdown(subjectText(o))} [${markdownCodeSpan(o.workspace)}]: ${dueText(o)}; ${records.join(", ")}${reason}`;
  });
  return [
    `## CIP-007 R2 patch management as of ${section.at}`,
    "",
    `| ${HEADINGS.join(" | ")} |`,
    `| --- | --- | ${COUNTED.map(() => "---:").join(" | ")} | ---: |`,
    ...rows,
    "",
    !judged(section)
      ? R2_NOT_JUDGED
      : total === 0
        ? NONE_FLAGGED
        : flaggedHead(listed.length, total, markdownCodeSpan),
    "",
    ...(items.length === 0 ? [] : [...items, ""]),
    "",
  ].join("\n");
}

export function patchManagementHtml(report: AuditReport): string {
  const section = report.patch_management;
  if (section === undefined) return "";
  const rows = partRows(section).map(({ kind, requirement, counts }) => {
    const cells = counts.map((count, index) => {
      // Columns 1 to 3 after the total: exception, overdue, closed late.
      const bad = index >= 1 && index <= 3 && count > 0;
      return `<td${bad ? ' class="bad"' : ""}>${count}</td>`;
    });
    return `<tr><th scope="row">${kind}</th><td>${escapeHtml(requirement)}</td>${cells.join("")}</tr>`;
  });
  const { listed, total } = flagged(report, section);
  const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
  const items = listed.map((o) => {
    const closed = o.closed_by === undefined ? "" : `, closed by ${code(recordText(o.closed_by))}`;
    const reason = o.reason === undefined ? "" : `; ${escapeHtml(o.reason)}`;
    return `<li><span class="bad">${o.status}</span> ${kindText(o)}: ${escapeHtml(subjectText(o))} [${code(o.workspace)}]: ${dueText(o)}; opened by ${code(recordText(o.opened_by))}${closed}${reason}</li>`;
  });
  return [
    `<h2 id="patch-management">CIP-007 R2 patch management as of ${escapeHtml(section.at)}</h2>`,
    `<table><thead><tr>${HEADINGS.map((heading) => `<th>${escapeHtml(heading)}</th>`).join("")}</tr></thead><tbody>`,
    ...rows,
    "</tbody></table>",
    !judged(section)
      ? `<p>${R2_NOT_JUDGED}</p>`
      : total === 0
        ? `<p class="ok">${NONE_FLAGGED}</p>`
        : `<p>${flaggedHead(listed.length, total, code)}</p>\n<ul>\n${items.join("\n")}\n</ul>`,
  ].join("\n");
}

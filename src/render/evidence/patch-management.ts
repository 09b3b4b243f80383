// The audit report's sections of a requirement family judged from reviewed files, in Markdown and
// HTML, one per family of the table (MERGE_JUDGED_FAMILIES; the JSON report carries its counts
// under the family's checkpointKey, `patch_management`, `vulnerability_assessments`).
// Each part's obligations counted by status, every one judged counted, then those an auditor looks
// at first (exceptions, overdue, closed late), each naming the record that opened it and the one
// that closed it. Names come from the ledger: escaped in each format.
import { missingEntry } from "../../core/shared/collections.ts";
import {
  OBLIGATION_STATUSES,
  type Obligation,
  type ObligationStatus,
  REQUIREMENTS,
  dueText,
  subjectText,
} from "../../core/obligations/obligations.ts";
import { isTableKind, kindText } from "../../core/obligations/obligation-model.ts";
import type { Family } from "../../core/obligations/obligation-families.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import { type AuditReport, type FamilySection, recordText } from "./obligations.ts";

/** The statuses counted: every one but reminder, which no part of these families has. */
const COUNTED = OBLIGATION_STATUSES.filter((status) => status !== "reminder");
/** What the section lists, exceptions first. */
const FLAGGED: ReadonlySet<ObligationStatus> = new Set(["exception", "overdue", "closed-late"]);
const HEADINGS = [
  "Part",
  "Requirement (in the tool's words)",
  "Obligations",
  ...COUNTED.map(
    (status) => `${status.charAt(0).toUpperCase()}${status.slice(1).replace("-", " ")}`,
  ),
];
const titleOf = (family: Family) => `${family.name} ${family.topic}`;
const anchorOf = (family: Family) => family.topic.replaceAll(" ", "-");

const noneFlagged = (family: Family) =>
  `No ${family.name} obligation is an exception, overdue or closed late.`;

/** Each part's row: its kind, its requirement, how many in all and in each counted status. */
function partRows(
  family: Family,
  section: FamilySection,
): { kind: string; requirement: string; counts: number[] }[] {
  return family.kinds.map((kind) => {
    // The family's tally counts every kind of the family.
    const counts = section.parts[kind] ?? missingEntry(`the ${family.name} tally's ${kind}`);
    const total = OBLIGATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
    return {
      kind,
      // A part is worded by its row of the requirement table, or by the words its family declares
      // for it: one with neither is refused here rather than shown without its requirement.
      requirement: isTableKind(kind)
        ? REQUIREMENTS[kind]
        : (family.declaredParts?.[kind]?.words ?? missingEntry(`the requirement words of ${kind}`)),
      counts: [total, ...COUNTED.map((status) => counts[status])],
    };
  });
}

/** The family's flagged obligations the report holds (sorted, exceptions first), and how many there are in all. */
function flagged(
  report: AuditReport,
  family: Family,
  section: FamilySection,
): { listed: Obligation[]; total: number } {
  const kinds: ReadonlySet<string> = new Set(family.kinds);
  const listed = (report.obligations?.obligations ?? []).filter(
    (o) => kinds.has(o.kind) && FLAGGED.has(o.status),
  );
  const total = family.kinds.reduce(
    (sum, kind) =>
      sum + [...FLAGGED].reduce((all, status) => all + (section.parts[kind]?.[status] ?? 0), 0),
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

/** Each family's section the report holds in Markdown, in the table's order. */
export const familySectionsMarkdown = (report: AuditReport): string[] =>
  (report.families ?? []).map((section) => familyMarkdown(report, section));

/** Each family's section the report holds in HTML, in the table's order. */
export const familySectionsHtml = (report: AuditReport): string[] =>
  (report.families ?? []).map((section) => familyHtml(report, section));

function familyMarkdown(report: AuditReport, section: FamilySection): string {
  const { family } = section;
  const rows = partRows(family, section).map(
    ({ kind, requirement, counts }) =>
      `| ${kind} | ${escapeMarkdown(requirement)} | ${counts.join(" | ")} |`,
  );
  const { listed, total } = flagged(report, family, section);
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
    `## ${titleOf(family)} as of ${section.at}`,
    "",
    `| ${HEADINGS.join(" | ")} |`,
    `| --- | --- | ${COUNTED.map(() => "---:").join(" | ")} | ---: |`,
    ...rows,
    "",
    section.not_judged !== undefined || section.not_applicable !== undefined
      ? escapeMarkdown(section.not_judged ?? section.not_applicable ?? "")
      : total === 0
        ? noneFlagged(family)
        : flaggedHead(listed.length, total, markdownCodeSpan),
    "",
    ...(items.length === 0 ? [] : [...items, ""]),
    "",
  ].join("\n");
}

function familyHtml(report: AuditReport, section: FamilySection): string {
  const { family } = section;
  const rows = partRows(family, section).map(({ kind, requirement, counts }) => {
    const cells = counts.map((count, index) => {
      // Columns 1 to 3 after the total: exception, overdue, closed late.
      const bad = index >= 1 && index <= 3 && count > 0;
      return `<td${bad ? ' class="bad"' : ""}>${count}</td>`;
    });
    return `<tr><th scope="row">${kind}</th><td>${escapeHtml(requirement)}</td>${cells.join("")}</tr>`;
  });
  const { listed, total } = flagged(report, family, section);
  const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
  const items = listed.map((o) => {
    const closed = o.closed_by === undefined ? "" : `, closed by ${code(recordText(o.closed_by))}`;
    const reason = o.reason === undefined ? "" : `; ${escapeHtml(o.reason)}`;
    return `<li><span class="bad">${o.status}</span> ${kindText(o)}: ${escapeHtml(subjectText(o))} [${code(o.workspace)}]: ${dueText(o)}; opened by ${code(recordText(o.opened_by))}${closed}${reason}</li>`;
  });
  return [
    `<h2 id="${anchorOf(family)}">${titleOf(family)} as of ${escapeHtml(section.at)}</h2>`,
    `<table><thead><tr>${HEADINGS.map((heading) => `<th>${escapeHtml(heading)}</th>`).join("")}</tr></thead><tbody>`,
    ...rows,
    "</tbody></table>",
    section.not_judged !== undefined || section.not_applicable !== undefined
      ? `<p>${escapeHtml(section.not_judged ?? section.not_applicable ?? "")}</p>`
      : total === 0
        ? `<p class="ok">${noneFlagged(family)}</p>`
        : `<p>${flaggedHead(listed.length, total, code)}</p>\n<ul>\n${items.join("\n")}\n</ul>`,
  ].join("\n");
}

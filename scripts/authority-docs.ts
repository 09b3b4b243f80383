// The authority table as docs/obligations/authority.md ("Who may assert what") shows it, with the
// rows citing a part a family declares on that family's page (authorityPageOf): a section per
// fact, its rule in the table's words and the standard's words it cites, quoted from the
// requirement table, the governance requirements or the part a family declares (its shape). test/docs/authority-table.test.ts holds the
// page to it, so the page never says more or less than the code decides.
import {
  APPROVERS,
  AUTHORITY_TABLE,
  type AuthorityRow,
  type Cited,
  dateRuleWords,
  ORIGINS,
} from "../src/core/authority/authority-table.ts";
import { GOVERNANCE_REQUIREMENT_TABLE } from "../src/core/authority/governance-requirements.ts";
import type { DeclaredKind } from "../src/core/families/family-shape.ts";
import { FAMILY_SHAPES } from "../src/core/families/family-shapes.ts";
import { MERGE_JUDGED_FAMILIES } from "../src/core/obligations/family-table.ts";
import { REQUIREMENT_TABLE } from "../src/core/inventory/baselines/requirements.ts";

/** The cited part's source and Requirements text; every row cites a quoted part (a test holds it). */
export function citedQuote(cites: Cited): { source: string; text: string | undefined } {
  const row =
    REQUIREMENT_TABLE.find((candidate) => candidate.id === cites) ??
    GOVERNANCE_REQUIREMENT_TABLE.find((candidate) => candidate.kind === cites) ??
    FAMILY_SHAPES.map((shape) => shape.declaredParts?.[cites as DeclaredKind]).find(
      (part) => part !== undefined,
    );
  return { source: row?.source ?? "(none)", text: row?.requirementText };
}

/** The lines of a row's section, under its `#### fact` heading. */
export function authoritySection(row: AuthorityRow): string[] {
  const list = (words: readonly string[]) => (words.length === 0 ? "no one" : words.join("; and "));
  const quote = citedQuote(row.cites);
  return [
    `#### ${row.fact}`,
    "",
    `- **Written in**: ${row.assertedIn}.`,
    `- **May come from**: ${row.origins.map((origin) => ORIGINS[origin]).join("; or ")}.`,
    `- **Approved by, as the facts in force name them**: ${list(row.approvers.map((role) => APPROVERS[role]))}.`,
    `- **Dated**: ${row.dates.map(dateRuleWords).join("; ")}.`,
    `- **Without that authority**: ${row.without}.`,
    `- **Held by**: ${row.held}.`,
    `- **${row.cites}** (${quote.source}):`,
    "",
    `  > ${quote.text ?? ""}`,
  ];
}

/**
 * The page under docs/ that holds a row's section: the page of the family of the table that judges
 * the part it cites, declared by the family or a row of the requirement table (its parts and their
 * rows read together, and the table's page keeps a tenth of its size free, issue 97), else
 * docs/obligations/authority.md.
 */
export function authorityPageOf(row: AuthorityRow): string {
  const family = MERGE_JUDGED_FAMILIES.find((candidate) => candidate.kinds.includes(row.cites));
  return family === undefined ? "obligations/authority.md" : family.docs;
}

/** The sections of the rows `page` holds, in the table's order. */
export function authorityDocs(page: string): string {
  return AUTHORITY_TABLE.filter((row) => authorityPageOf(row) === page)
    .map((row) => authoritySection(row).join("\n"))
    .join("\n\n");
}

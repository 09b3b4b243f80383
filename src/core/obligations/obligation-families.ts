// The families of obligation the tool judges, in words, for the help and the docs that say what
// is judged: derived from the obligations' kinds, themselves from the requirement table.
import { compareCodePoints } from "../shared/names.ts";
import { listOf } from "../shared/wording.ts";
import {
  OBLIGATION_KINDS,
  type ObligationKind,
  PATCH_MANAGEMENT_KINDS,
  VULNERABILITY_ASSESSMENT_KINDS,
} from "./obligation-model.ts";

/** An obligation's requirement without its part ("CIP-010 R1" of "CIP-010 R1.2"): its family. */
function familyOf(kind: ObligationKind): { standard: string; requirement: string } {
  const [standard = kind, requirement = ""] = kind.split(" ");
  return { standard, requirement: requirement.replace(/\..*$/, "") };
}

/** Every family of obligation the tool judges, one name each ("CIP-010 R1"), in table order. */
export function obligationFamilies(): string[] {
  return [
    ...new Set(
      OBLIGATION_KINDS.map(familyOf).map(
        ({ standard, requirement }) => `${standard} ${requirement}`,
      ),
    ),
  ];
}

/**
 * Every family of obligation the tool judges, in words ("CIP-002 R2, CIP-003 R3 and R4, ..."), by
 * standard: derived from OBLIGATION_KINDS, so that a family added to the requirement table is
 * named wherever the help and the docs say what is judged (a test compares them).
 */
export function obligationFamiliesInWords(): string {
  const byStandard = new Map<string, string[]>();
  for (const { standard, requirement } of OBLIGATION_KINDS.map(familyOf)) {
    const requirements = byStandard.get(standard) ?? [];
    if (!requirements.includes(requirement)) requirements.push(requirement);
    byStandard.set(standard, requirements);
  }
  return [...byStandard]
    .sort(([a], [b]) => compareCodePoints(a, b))
    .map(
      ([standard, requirements]) => `${standard} ${listOf(requirements.sort(compareCodePoints))}`,
    )
    .join(", ");
}

/**
 * A family judged from accepted merges only (a reviewed pull request's merge record, which carries
 * the baselines' items and the family's reviewed files): a ledger without such a merge, such as one
 * kept from the command line, has no obligation of it. What every output says then, once: that it
 * was not judged and why, never an empty list that reads as an all-clear (docs/cip-obligations.md).
 */
export interface MergeJudgedFamily {
  /** "CIP-007 R2". */
  name: string;
  kinds: readonly ObligationKind[];
  /** The one sentence every output gives when no part of the family is judged from the ledger. */
  notJudged: string;
}

export const PATCH_MANAGEMENT_FAMILY: MergeJudgedFamily = {
  name: "CIP-007 R2",
  kinds: PATCH_MANAGEMENT_KINDS,
  notJudged:
    "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};

export const VULNERABILITY_ASSESSMENT_FAMILY: MergeJudgedFamily = {
  name: "CIP-010 R3",
  kinds: VULNERABILITY_ASSESSMENT_KINDS,
  notJudged:
    "CIP-010 R3 was not judged from this ledger: no obligation of any part was opened. R3 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines and the assessment files), from the first that keeps the baseline of a High or Medium impact BES Cyber System (or its EACMS, PACS or PCA); a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows any system was assessed.",
};

/** The families judged from accepted merges, in the order every output names them. */
export const MERGE_JUDGED_FAMILIES: readonly MergeJudgedFamily[] = [
  PATCH_MANAGEMENT_FAMILY,
  VULNERABILITY_ASSESSMENT_FAMILY,
];

/**
 * Whether a family was judged, from its parts' counts by status (as the report tallies them): a
 * family no part of which has any obligation was not.
 */
export function judgedFromCounts(
  family: MergeJudgedFamily,
  parts: Partial<Record<ObligationKind, Readonly<Record<string, number>>>>,
): boolean {
  return family.kinds.some((kind) => Object.values(parts[kind] ?? {}).some((count) => count > 0));
}

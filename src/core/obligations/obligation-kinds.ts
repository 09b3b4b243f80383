// The kinds of obligation the tool judges (the requirement table's judged parts and the governance
// obligations), the statuses an obligation can have, and the families in words. Apart from the
// obligation model, whose judging brings the records and the calendar, so that the command line's
// help can say them without loading what judges them. Pure.
import type { DeclaredKind } from "../families/family-shape.ts";
import { FAMILY_SHAPES } from "../families/family-shapes.ts";
import { REQUIREMENT_IDS, type RequirementId } from "../inventory/baselines/requirements.ts";
import { compareCodePoints } from "../shared/names.ts";
import { listOf } from "../shared/wording.ts";
import { GOVERNANCE_OBLIGATION_KINDS } from "./governance-obligations.ts";

/**
 * The requirement table's parts that are judged as obligations: not CIP-010 R1.1 nor R3.3, which
 * the plan checks at commissioning, nor CIP-007 R1.1, which the ports population documents.
 */
const NOT_JUDGED = ["CIP-010 R1.1", "CIP-007 R1.1"] as const;
export type JudgedRequirement = Exclude<RequirementId, (typeof NOT_JUDGED)[number]>;
export const JUDGED_REQUIREMENTS = REQUIREMENT_IDS.filter(
  (id): id is JudgedRequirement => !(NOT_JUDGED as readonly RequirementId[]).includes(id),
);

export const OBLIGATION_KINDS = [
  "CIP-002 R2",
  ...JUDGED_REQUIREMENTS,
  ...GOVERNANCE_OBLIGATION_KINDS,
] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];

export type { DeclaredKind } from "../families/family-shape.ts";

const TABLE_KINDS: ReadonlySet<string> = new Set(OBLIGATION_KINDS);

/** Whether `kind` is one of the table's (worded by REQUIREMENTS), not only declared by a family. */
export function isTableKind(kind: string): kind is ObligationKind {
  return TABLE_KINDS.has(kind);
}

/** Exceptions first: what an auditor looks at before anything else. */
export const OBLIGATION_STATUSES = [
  "exception",
  "overdue",
  "closed-late",
  "due-soon",
  "open",
  "reminder",
  "closed",
] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

/**
 * What still needs someone, in the order listed: what an operator reads first. Closed ones (late
 * or not) and the R1.4 to R1.6 reminders, which never close, are the history.
 */
export const STILL_TO_DO: readonly ObligationStatus[] = [
  "exception",
  "overdue",
  "due-soon",
  "open",
];

/**
 * Every kind of obligation the tool judges: the requirement table's and the governance
 * obligations', then the parts the families declare (their shapes, core/families/: light, so the
 * help names them without loading a pass).
 */
function judgedKinds(): (ObligationKind | DeclaredKind)[] {
  const declared = FAMILY_SHAPES.flatMap(
    (shape) => Object.keys(shape.declaredParts ?? {}),
    // Object.keys types its keys as string: they are the kinds the parts are declared under.
  ) as DeclaredKind[];
  return [...OBLIGATION_KINDS, ...declared];
}

/** An obligation's requirement without its part ("CIP-010 R1" of "CIP-010 R1.2"): its family. */
function familyOf(kind: ObligationKind | DeclaredKind): { standard: string; requirement: string } {
  const [standard = kind, requirement = ""] = kind.split(" ");
  return { standard, requirement: requirement.replace(/\..*$/, "") };
}

/** Every family of obligation the tool judges, one name each ("CIP-010 R1"), in table order. */
export function obligationFamilies(): string[] {
  return [
    ...new Set(
      judgedKinds()
        .map(familyOf)
        .map(({ standard, requirement }) => `${standard} ${requirement}`),
    ),
  ];
}

/**
 * Every family of obligation the tool judges, in words ("CIP-002 R2, CIP-003 R3 and R4, ..."), by
 * standard: derived from OBLIGATION_KINDS and the families' declared parts, so that a family
 * added to the requirement table or declaring its own parts is named wherever the help and the
 * docs say what is judged (a test compares them).
 */
export function obligationFamiliesInWords(): string {
  const byStandard = new Map<string, string[]>();
  for (const { standard, requirement } of judgedKinds().map(familyOf)) {
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

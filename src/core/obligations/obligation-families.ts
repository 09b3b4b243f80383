// The families of obligation the tool judges, in words, for the help and the docs that say what
// is judged: derived from the obligations' kinds, themselves from the requirement table.
import { compareCodePoints } from "../shared/names.ts";
import { listOf } from "../shared/wording.ts";
import { OBLIGATION_KINDS, type ObligationKind } from "./obligation-model.ts";

/** An obligation's requirement without its part ("CIP-010 R1" of "CIP-010 R1.2"): its family. */
function familyOf(kind: ObligationKind): { standard: string; requirement: string } {
  const [standard = kind, requirement = ""] = kind.split(" ");
  return { standard, requirement: requirement.replace(/\..*$/, "") };
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

// Freeze windows around an apply from the terminal. A pull request's apply is refused in a freeze
// unless a reviewer overrides it; the terminal has no review, so the apply goes ahead as a
// break-glass change, but never silently: it says which freezes it goes around, and its change
// record lists them. The policy is the one at the repository root (cip-policy.yaml).
import { join } from "node:path";
import { hasErrors } from "../../core/shared/diagnostics.ts";
import { quote } from "../../core/shared/diagnostics.ts";
import { countOf } from "../../core/shared/wording.ts";
import type { Plan } from "../../core/plan/plan-model.ts";
import { parsePolicyText } from "../../core/review/policy/file/parse-policy.ts";
import { type ActiveFreeze, activeFreezes } from "../../core/review/policy/freezes.ts";
import { readTextIfPresent } from "../../io/checkout/optional-file.ts";
import { DEFAULT_POLICY_FILE } from "../shared/settings.ts";

export interface FreezeCheck {
  held: ActiveFreeze[];
  /** Why whether a freeze holds is not known: the policy file cannot be read or is wrong. */
  unknown?: string;
}

export async function freezesAround(root: string, plan: Plan, now: number): Promise<FreezeCheck> {
  let text: string | undefined;
  try {
    text = await readTextIfPresent(join(root, DEFAULT_POLICY_FILE));
  } catch (error) {
    return { held: [], unknown: `${DEFAULT_POLICY_FILE} cannot be read (${String(error)})` };
  }
  if (text === undefined) return { held: [] };
  const parsed = parsePolicyText(text, DEFAULT_POLICY_FILE);
  if (parsed.policy === undefined || hasErrors(parsed.diagnostics)) {
    return {
      held: [],
      unknown: `${DEFAULT_POLICY_FILE} has errors ('cip-sync policy check' lists them)`,
    };
  }
  return { held: activeFreezes(parsed.policy.freezes, plan.operations, now) };
}

/** The warning lines for standard error: one per freeze held, or why it is not known. */
export function freezeWarnings(check: FreezeCheck, applied: boolean): string {
  const goes = applied ? "this apply went around it" : "applying goes around it";
  const lines = check.held.map(
    (freeze) =>
      `warning: freeze ${quote(freeze.id)} (${freeze.from} to ${freeze.to}) holds ${countOf(freeze.operations, "operation")} of this plan; no review can override it from the terminal, so ${goes} as a break-glass change, and the change record lists the freeze.`,
  );
  if (check.unknown !== undefined) {
    lines.push(
      `warning: whether a freeze holds this plan is not known: ${check.unknown}; fix it, or check the freeze calendar before applying.`,
    );
  }
  return lines.map((line) => `${line}\n`).join("");
}

// The owner policy's rules a plan reads, from the policy file's text parsed once: `baselines:`
// (core/inventory/baselines/baseline-keeping.ts) and each family gate's setting by its key
// (ReviewedFileSet.gate). No file: no rule, every gate its default. A file that does not parse is
// its diagnostics: the plan refuses rather than guess, wherever a rule's strictest setting would
// (fail closed). Pure.
import {
  type BaselineRuleRead,
  baselineRuleOf,
} from "../../../inventory/baselines/baseline-keeping.ts";
import type { GateRuleRead } from "../../../plan/reviewed-file-set.ts";
import { parsePolicyText } from "./parse-policy.ts";

/** Each family gate's setting by its policy key (ReviewedFileSet.gate), as the plan asks it. */
export type GateRules = (key: string) => GateRuleRead;

export interface PlanPolicyRules {
  baselines: BaselineRuleRead;
  gateRules: GateRules;
}

/** The plan's rules of the policy file `file`'s text (undefined: there is no such file). */
export function planRulesOfText(text: string | undefined, file: string): PlanPolicyRules {
  if (text === undefined)
    return { baselines: { rule: undefined }, gateRules: () => ({ rule: undefined }) };
  const { policy, diagnostics } = parsePolicyText(text, file);
  if (policy === undefined)
    return { baselines: { diagnostics }, gateRules: () => ({ diagnostics }) };
  return {
    baselines: { rule: baselineRuleOf(policy, file) },
    gateRules: (key) => {
      const setting = policy.gates?.[key];
      return { rule: setting === undefined ? undefined : { setting, file } };
    },
  };
}

// The owner policy's `baselines:` and `patch_sources:` as the plan reads them: from the policy
// file at a root (the repository's cip-policy.yaml from the command line; the Action's checkout and
// its `policy` input). No file: no rule. A file that does not parse is its diagnostics: the plan
// refuses rather than guess, wherever a baseline is written that `ref-only` would refuse, or an
// item without a patch source that `require` would (fail closed;
// core/inventory/baselines/baseline-keeping.ts, core/patches/plan-sources.ts).
import type { BaselineRuleRead } from "../../core/inventory/baselines/baseline-keeping.ts";
import { parsePolicyText } from "../../core/review/policy/file/parse-policy.ts";
import type { PatchSourceRuleRead } from "../../core/patches/plan-sources.ts";
import type { VulnerabilityAssessmentRuleRead } from "../../core/assessments/commissioning-assessments.ts";
import {
  type GateRules,
  type PlanPolicyRules,
  planRulesOfText,
} from "../../core/review/policy/file/plan-rules.ts";
import { readNamedFile } from "./optional-file.ts";

export type { BaselineRuleRead };

/** `file` under `root` ("" names none); its baselines rule, or why it cannot be known. */
export async function readBaselineRule(root: string, file: string): Promise<BaselineRuleRead> {
  return baselineRuleOfText(await readNamedFile(root, file), file);
}

/** The baselines rule of the policy file `file`'s text (undefined: there is no such file). */
export function baselineRuleOfText(text: string | undefined, file: string): BaselineRuleRead {
  return planRulesOfText(text, file).baselines;
}

/**
 * `patch_sources:` of the policy file `file`'s text (undefined: there is no such file), or why it
 * cannot be known: the plan then refuses wherever `require` could (core/patches/plan-sources.ts).
 */
export function patchSourceRuleOfText(text: string | undefined, file: string): PatchSourceRuleRead {
  if (text === undefined) return { rule: undefined };
  const parsed = parsePolicyText(text, file);
  if (parsed.policy === undefined) return { diagnostics: parsed.diagnostics };
  const setting = parsed.policy.patchSources;
  return { rule: setting === undefined ? undefined : { setting, file } };
}

/**
 * `vulnerability_assessments:` of the policy file `file`'s text, or why it cannot be known: the
 * plan then refuses wherever `require` could (core/assessments/commissioning-assessments.ts).
 */
export function vulnerabilityAssessmentRuleOfText(
  text: string | undefined,
  file: string,
): VulnerabilityAssessmentRuleRead {
  if (text === undefined) return { rule: undefined };
  const parsed = parsePolicyText(text, file);
  if (parsed.policy === undefined) return { diagnostics: parsed.diagnostics };
  const setting = parsed.policy.vulnerabilityAssessments;
  return { rule: setting === undefined ? undefined : { setting, file } };
}

/**
 * The families' gate settings of the policy file `file`'s text (undefined: there is no such
 * file, every gate its default), or why they cannot be known: each gate then refuses wherever its
 * strictest setting would.
 */
export function gateRulesOfText(text: string | undefined, file: string): GateRules {
  return planRulesOfText(text, file).gateRules;
}

/**
 * The policy's rules a plan reads (`baselines:`, the families' gates), from its text read and
 * parsed once, however many of them the plan asks.
 */
export function planPolicyRules(policyText: () => Promise<string | undefined>, file: string) {
  let rules: Promise<PlanPolicyRules> | undefined;
  const read = () => (rules ??= policyText().then((text) => planRulesOfText(text, file)));
  return {
    baselines: async () => (await read()).baselines,
    gateRules: async () => (await read()).gateRules,
  };
}

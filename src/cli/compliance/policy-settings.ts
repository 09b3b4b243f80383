// \`cip-sync policy check\`'s settings.
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import type { SourceSettings } from "../shared/common-settings.ts";
import { required, text, type Values } from "../shared/flag-values.ts";

export interface PolicyCheckSettings {
  command: "policy check";
  source: SourceSettings;
  planFile: string;
  approvalsFile: string | undefined;
  /** --policy; "" disables the policy. */
  policyFile: string;
}

export function policyCheckSettings(values: Values, source: SourceSettings): PolicyCheckSettings {
  return {
    command: "policy check",
    source,
    planFile: required(
      text(values, "plan"),
      "--plan",
      "the plan saved with 'cip-sync plan --out FILE'",
    ),
    approvalsFile: text(values, "approvals"),
    policyFile: text(values, "policy") ?? DEFAULT_POLICY_FILE,
  };
}

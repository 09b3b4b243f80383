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
import {
  type CalendarSettings,
  DEFAULT_CALENDAR,
  resolveCalendar,
} from "../../../shared/calendar.ts";
import type { NamedPerson } from "../policy-model.ts";
import type { VersionsInForce } from "../../../inventory/baselines/standard-versions.ts";
import { parsePolicyText } from "./parse-policy.ts";

/** Each family gate's setting by its policy key (ReviewedFileSet.gate), as the plan asks it. */
export type GateRules = (key: string) => GateRuleRead;

export interface PlanPolicyRules {
  baselines: BaselineRuleRead;
  gateRules: GateRules;
  /**
   * The CIP Senior Manager the policy names (`cip_senior_manager`), whose own approval of a pull
   * request is the one that counts where the standard names no delegate; undefined where the
   * file names none or does not parse.
   */
  seniorManager: Pick<NamedPerson, "login" | "name"> | undefined;
  /** Its `calendar:` over the default's: how a reviewed record's next due day is counted. */
  calendar: CalendarSettings;
  /** Its `standards:` ([] for none): which version judges a part on a day, as a gate asks it. */
  standardVersions: VersionsInForce;
}

/**
 * The stricter of two readings of a gate's setting (the checkout's policy and the base's), by the
 * order of its `settings`, the first the default: a reading that failed is the stricter (the gate
 * refuses wherever its strictest setting would), and of two the same, the checkout's.
 */
export function stricterGateRule(
  checkout: GateRuleRead,
  base: GateRuleRead,
  settings: readonly string[],
): GateRuleRead {
  if ("diagnostics" in checkout) return checkout;
  if ("diagnostics" in base) return base;
  const rank = (read: { rule: { setting: string } | undefined }) =>
    read.rule === undefined ? 0 : settings.indexOf(read.rule.setting);
  return rank(base) > rank(checkout) ? base : checkout;
}

/** The plan's rules of the policy file `file`'s text (undefined: there is no such file). */
export function planRulesOfText(text: string | undefined, file: string): PlanPolicyRules {
  if (text === undefined)
    return {
      baselines: { rule: undefined },
      gateRules: () => ({ rule: undefined }),
      seniorManager: undefined,
      calendar: DEFAULT_CALENDAR,
      standardVersions: [],
    };
  const { policy, diagnostics } = parsePolicyText(text, file);
  if (policy === undefined)
    return {
      baselines: { diagnostics },
      gateRules: () => ({ diagnostics }),
      seniorManager: undefined,
      calendar: DEFAULT_CALENDAR,
      standardVersions: [],
    };
  return {
    seniorManager: policy.cipSeniorManager && {
      login: policy.cipSeniorManager.login,
      name: policy.cipSeniorManager.name,
    },
    calendar: resolveCalendar(policy.calendar),
    standardVersions: policy.standards ?? [],
    baselines: { rule: baselineRuleOf(policy, file) },
    gateRules: (key) => {
      const setting = policy.gates?.[key];
      return { rule: setting === undefined ? undefined : { setting, file } };
    },
  };
}

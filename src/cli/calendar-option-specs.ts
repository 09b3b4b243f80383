// The flags of the calendar CIP obligations are counted by, one definition for every command that
// judges them (obligations, evidence report, evidence populations); obligationCalendarFlags reads
// them.
import { DEFAULT_POLICY_FILE } from "../core/review/policy/policy-model.ts";
import type { OptionSpec } from "./command-spec.ts";

export const CALENDAR_OPTIONS: readonly OptionSpec[] = [
  {
    flags: "--policy <file>",
    description: `the policy file whose calendar: counts the dates (default: ${DEFAULT_POLICY_FILE} if it exists; "" for none)`,
  },
  {
    flags: "--time-zone <zone>",
    description: "the time zone calendar days are counted in (default: the policy's, else UTC)",
  },
];

// The calendar CIP obligations are counted by, wherever the command line judges them (obligations,
// the audit report, the populations): the flags, then the policy file's `calendar:`, then the
// default; with its `calendar.completion_grace_days` (CIP-010 R1.3's unrecorded completion). The
// file's `cip_002_last_approval` is not read: the obligations take it from the accepted records
// that put it in force (core/evidence/records/in-force/facts-in-force.ts), never from a checkout. An
// invalid policy file is reported at its place and judges nothing (fail closed).
import { type CalendarSettings, resolveCalendar } from "../../core/shared/calendar.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import type { CliIo } from "../shared/io.ts";
import { readPolicyFile } from "./policy-file.ts";

/** What the policy file says of how obligations are judged. */
export interface ObligationSettings {
  calendar: CalendarSettings;
  /** `calendar.completion_grace_days`; undefined: the pass's default. */
  completionGraceDays: number | undefined;
}

/** The calendar and the completion grace, or undefined after reporting why the file cannot say. */
export async function obligationCalendar(
  policyFile: string,
  flags: Partial<CalendarSettings>,
  io: CliIo,
): Promise<ObligationSettings | undefined> {
  const policy = await readPolicyFile(policyFile, io);
  if (policy !== undefined && policy.parsed.policy === undefined) {
    reportDiagnostics(policy.parsed.diagnostics, io, { stdout: false, stderr: false });
    return undefined;
  }
  return {
    calendar: resolveCalendar(flags, policy?.parsed.policy?.calendar),
    completionGraceDays: policy?.parsed.policy?.calendar?.completionGraceDays,
  };
}

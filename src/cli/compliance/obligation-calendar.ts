// The calendar CIP obligations are counted by, wherever the command line judges them (obligations,
// the audit report, the populations): the flags, then the policy file's `calendar:`, then the
// default. An invalid policy file is reported at its place and judges nothing (fail closed).
import { type CalendarSettings, resolveCalendar } from "../../core/shared/calendar.ts";
import { reportDiagnostics } from "../shared/command-support.ts";
import type { CliIo } from "../shared/io.ts";
import { readPolicyFile } from "./policy-command.ts";

/** The calendar, or undefined after reporting why the policy file cannot say it. */
export async function obligationCalendar(
  policyFile: string,
  flags: Partial<CalendarSettings>,
  io: CliIo,
): Promise<CalendarSettings | undefined> {
  const policy = await readPolicyFile(policyFile, io);
  if (policy !== undefined && policy.parsed.policy === undefined) {
    reportDiagnostics(policy.parsed.diagnostics, io, { stdout: false, stderr: false });
    return undefined;
  }
  return resolveCalendar(flags, policy?.parsed.policy?.calendar);
}

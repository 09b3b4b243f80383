// CIP-003-9 Attachment 1 Section 4.6 at review: "Updating the Cyber Security Incident response
// plan(s), if needed, within 180 calendar days after completion of a Cyber Security Incident
// response plan(s) test or actual Reportable Cyber Security Incident." An update record closes the
// obligation of the test it `follows`, so one that follows no test record of the checkout would
// close nothing, silently: the plan reminds of it, at the `follows` line, and never refuses (a
// test merged before may have been recorded under another id). Pure.
import type { Reminder } from "../plan/reviewed-file-set.ts";
import { quote } from "../shared/diagnostics.ts";
import type { ParsedProgramRecord } from "./parse-program-record.ts";
import { PROGRAM_RECORDS_FOLDER } from "./program-record.ts";

/** A warning for each update record of `read` (the checkout's, parsed) whose `follows` names no test record. */
export function updateFollowsReminders(read: readonly ParsedProgramRecord[]): Reminder[] {
  const tests = new Set(
    read.flatMap(({ value }) => (value?.kind === "incident-plan-test" ? [value.id] : [])),
  );
  return read.flatMap(({ value, references }) =>
    (references ?? []).flatMap((reference) =>
      reference.kind === "follows" && !tests.has(reference.test)
        ? [
            {
              severity: "warning" as const,
              location: reference.at,
              message: `CIP-003-9 Section 4.6: update ${quote(value?.id ?? "")} follows ${quote(reference.test)}, which no incident-plan-test record in ${PROGRAM_RECORDS_FOLDER}/ declares, so it closes nothing: write follows: with the id of the test it updates the plan(s) after, or add ${PROGRAM_RECORDS_FOLDER}/${reference.test}.yaml`,
            },
          ]
        : [],
    ),
  );
}

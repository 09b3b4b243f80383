// CIP-003-9's program clocks at review: every clock opens at the family's first accepted merge
// that carries a site file, due that day (core/obligations/low-impact/program-clocks-pass.ts), so
// a clock whose last event no record declares is overdue from that merge. The program records
// are kept in the repository, so the checkout holds every one merged: where it has a site file
// and no record of a clock's kind, the plan reminds of that clock, at the first site file, on
// every plan until the record is there. A reminder, never a refusal (issue 98: day one was
// overdue, unwarned). Section 4.6 has no reminder here: its update is due 180 days after a test,
// which the obligations judge from the ledger. Pure.
import type { Reminder } from "../plan/reviewed-file-set.ts";
import { compareCodePoints } from "../shared/names.ts";
import type { ParsedProgramRecord } from "./parse-program-record.ts";
import { PROGRAM_RECORDS_FOLDER, type ProgramRecordKind } from "./program-record.ts";

/** Each clock the family's first merge opens, by the kind of record that closes it. */
const CLOCK_RECORDS: readonly {
  kind: Exclude<ProgramRecordKind, "incident-plan-update">;
  part: string;
  /** What opens, and its verb. */
  opens: string;
  /** The record's keys to write, after its kind. */
  keys: string;
}[] = [
  {
    kind: "policy-review",
    part: "R1 Part 1.2",
    opens: "the review and approval clocks the family's first merge opens are",
    keys: "the day of the last review (performed_on) and every policy it reviewed (policies)",
  },
  {
    kind: "reinforcement",
    part: "Attachment 1 Section 1",
    opens: "the clock the family's first merge opens is",
    keys: "the day of the last reinforcement (performed_on)",
  },
  {
    kind: "incident-plan-test",
    part: "Attachment 1 Section 4.5",
    opens: "the clock the family's first merge opens is",
    keys: "the day of the last test (performed_on) and every plan it tested (plans)",
  },
];

/**
 * A warning at the first of `sites` (the checkout's site files, by path) for each clock no record
 * of `read` (the checkout's program records, parsed; one that does not parse counts for none)
 * closes; none without a site file, since the family has not started.
 */
export function programRecordReminders(
  sites: ReadonlyMap<string, string>,
  read: readonly ParsedProgramRecord[],
): Reminder[] {
  const [first] = [...sites.keys()].sort(compareCodePoints);
  if (first === undefined) return [];
  const recorded = new Set(read.flatMap(({ value }) => (value === undefined ? [] : [value.kind])));
  return CLOCK_RECORDS.filter(({ kind }) => !recorded.has(kind)).map(
    ({ kind, part, opens, keys }) => ({
      severity: "warning",
      location: { file: first, line: 1, column: 1 },
      message: `CIP-003-9 ${part}: no ${kind} record in ${PROGRAM_RECORDS_FOLDER}/, so ${opens} due that day and overdue from then: add ${PROGRAM_RECORDS_FOLDER}/ID.yaml with kind: ${kind}, ${keys}`,
    }),
  );
}

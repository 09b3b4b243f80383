// CIP-003-9's program clocks at review: every clock opens at the family's first accepted merge
// that carries a site file, due that day (core/obligations/low-impact/program-clocks-pass.ts), so
// a clock whose last event no record declares is overdue from that merge. The program records
// are kept in the repository, so the checkout holds every one merged: where it has a site file
// and no record of a clock's kind, the plan reminds of that clock, at the first site file, on
// every plan until the record is there. A reminder, never a refusal (issue 98: day one was
// overdue, unwarned). Section 4.6 has no reminder here: its update is due 180 days after a test,
// which the obligations judge from the ledger. And a record whose own clock ran out before today
// (a review of two years ago, the latest one recorded) would close its clock and leave it overdue
// from the same merge: warned at its performed_on, with the due day its merge opens (the part's
// interval, LOW_IMPACT_SHAPE's `every`, as the obligations count it). Pure.
import {
  LOW_IMPACT_RECORD_PARTS,
  LOW_IMPACT_SHAPE,
} from "../families/low-impact/low-impact-shape.ts";
import type { Reminder } from "../plan/reviewed-file-set.ts";
import {
  addDays,
  addInterval,
  dateIn,
  intervalWords,
  MONTH_END_CONVENTIONS,
  type MonthEnd,
} from "../shared/calendar.ts";
import { compareCodePoints } from "../shared/names.ts";
import type { ParsedProgramRecord } from "./parse-program-record.ts";
import {
  PROGRAM_RECORDS_FOLDER,
  type ProgramRecord,
  type ProgramRecordKind,
} from "./program-record.ts";

/** The parts whose clocks a program record's merge opens (4.6's from a test). */
export type ClockPart = (typeof LOW_IMPACT_RECORD_PARTS)[ProgramRecordKind];

/** The part whose clock each kind of record closes: every kind has one. */
const RECORD_PART: Readonly<Record<ProgramRecordKind, ClockPart>> = LOW_IMPACT_RECORD_PARTS;

/**
 * The last day `part`'s next event is on time after an event on `day`, months by `monthEnd`: what
 * the plan shows a record's merge opening, and what the obligations' clocks count
 * (core/obligations/low-impact/low-impact-clocks.ts dueAfter).
 */
export function partDueAfter(day: string, part: ClockPart, monthEnd: MonthEnd): string {
  return addInterval(day, LOW_IMPACT_SHAPE.declaredParts[part].every, monthEnd);
}

/** The part whose clock `kind`'s record opens again from its day; none for an update. */
export function recurringPartOf(kind: ProgramRecordKind): ClockPart | undefined {
  return kind === "incident-plan-update" ? undefined : RECORD_PART[kind];
}

/**
 * A warning at the performed_on of `parsed` (read at review, `now`) when the clock its merge opens
 * is already past everywhere: its due day by every month-end convention (the policy's is not read
 * here) before today in every time zone (UTC's day less one, behind the farthest west).
 */
export function overdueOnArrival(parsed: ParsedProgramRecord, now: Date): Reminder[] {
  const { value: record, references = [] } = parsed;
  const part = record === undefined ? undefined : recurringPartOf(record.kind);
  const at = references.find((ref) => ref.kind === "date" && ref.label === "performed_on")?.at;
  if (record === undefined || part === undefined || at === undefined) return [];
  const due = MONTH_END_CONVENTIONS.map((monthEnd) =>
    partDueAfter(record.performedOn, part, monthEnd),
  )
    .sort(compareCodePoints)
    .at(-1);
  if (due === undefined || due >= addDays(dateIn(now, "UTC"), -1)) return [];
  const every = intervalWords(LOW_IMPACT_SHAPE.declaredParts[part].every);
  return [
    {
      severity: "warning",
      location: at,
      message: `${part}: the next ${record.kind} after performed_on ${record.performedOn} was due by ${due} at the latest (${every} later), before today, so merged this record leaves ${subjectsOf(record)} overdue from its merge: add the record of the latest ${record.kind}, if there was a later one`,
    },
  ];
}

/** Whose clock a record's merge opens again, in a warning's words. */
function subjectsOf(record: ProgramRecord): string {
  switch (record.kind) {
    case "policy-review":
      return `the review clock of ${record.policies.join(", ")}`;
    case "incident-plan-test":
      return `the test clock of ${record.plans.join(", ")}`;
    case "reinforcement":
    case "incident-plan-update":
      return "its clock";
  }
}

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

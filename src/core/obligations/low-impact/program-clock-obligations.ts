// The held state of CIP-003-9 low impact's program clocks (what the obligations checkpoint keeps
// of them: each clock's open obligation, per policy and per plan, and each test's open update per
// plan) and the obligations made from it, with the words each says of its subject and why it
// opened. The pass that moves them is program-clocks-pass.ts. Pure.
import { type HeldLowImpactObligation, lowImpactObligation } from "./low-impact-obligation.ts";
import { PROGRAM_RECORDS_FOLDER, type ProgramRecord } from "../../low-impact/program-record.ts";
import { type Context, type Obligation, type RecordRef } from "../obligation-model.ts";
import {
  intervalOf,
  LOW_IMPACT_CLOCKS,
  type LowImpactClock,
  r1Lapse,
} from "./low-impact-clocks.ts";
import { laterVersionWords } from "./low-impact-rows.ts";
import { intervalWords } from "../../shared/calendar.ts";

/** The clocks that run from the previous event of their kind (4.6's run from each test). */
export type RecurringClock = Exclude<LowImpactClock, "incident-plan-update">;
export const RECURRING_CLOCKS: readonly RecurringClock[] = [
  "policy-review",
  "policy-approval",
  "reinforcement",
  "incident-plan-test",
];

/** The record kind that carries each recurring clock's events. */
export const RECORD_KIND_OF: Record<RecurringClock, ProgramRecord["kind"]> = {
  "policy-review": "policy-review",
  "policy-approval": "policy-review",
  reinforcement: "reinforcement",
  "incident-plan-test": "incident-plan-test",
};

/** An event a clock counted: its day in the policy's zone, and what it was. */
export interface HeldEvent {
  on: string;
  /** The program record's id, or for an approval, who approved and the record's id. */
  what: string;
}

/** A recurring clock's open obligation. */
export interface HeldClock extends HeldLowImpactObligation {
  clock: RecurringClock;
  /**
   * The policy (review, approval) or plan (test) it counts for, as the records name it; absent:
   * the program's (the reinforcement's), or the clock the family opened for its kind before any
   * record named one.
   */
  subject?: string;
  /** The event it runs from; absent: none recorded yet (due the day the family started). */
  previous?: HeldEvent;
}

/** Section 4.6's open obligation after one test. */
export interface HeldUpdate extends HeldLowImpactObligation {
  /** The test record's id. */
  test: string;
  /** The plan the test exercised: each plan's update is an obligation of its own. */
  plan: string;
  tested_on: string;
}

/** The clocks' state in one workspace, as the checkpoint holds it. */
export interface ProgramClocksHeld {
  clocks: HeldClock[];
  updates: HeldUpdate[];
}

/** What each recurring clock is about: the program's (or the kind's, before any record named one). */
const SUBJECT_OF: Record<RecurringClock, string> = {
  "policy-review": "the low-impact cyber security policies: their review",
  "policy-approval": "the low-impact cyber security policies: the CIP Senior Manager's approval",
  reinforcement: "cyber security practices: their reinforcement",
  "incident-plan-test": "the Cyber Security Incident response plan(s): their test",
};

/** What a clock counted per subject is about, for one policy or plan. */
const ONE_SUBJECT_OF: Record<
  Exclude<RecurringClock, "reinforcement">,
  (subject: string) => string
> = {
  "policy-review": (policy) => `the low-impact cyber security policy ${policy}: its review`,
  "policy-approval": (policy) =>
    `the low-impact cyber security policy ${policy}: the CIP Senior Manager's approval`,
  "incident-plan-test": (plan) => `the Cyber Security Incident response plan ${plan}: its test`,
};

/** The words of a clock's subject, as its obligation names it. */
function subjectWords(clock: RecurringClock, subject: string | undefined): string {
  return subject === undefined || clock === "reinforcement"
    ? SUBJECT_OF[clock]
    : ONE_SUBJECT_OF[clock](subject);
}

/** A clock's key: its kind and its subject. */
export function clockKey(clock: RecurringClock, subject: string | undefined): string {
  return subject === undefined ? clock : `${clock}\u0000${subject}`;
}

/** An update obligation's key: the test and the plan. */
export function updateKey(update: Pick<HeldUpdate, "test" | "plan">): string {
  return `${update.test}\u0000${update.plan}`;
}

/**
 * What closes a clock: an event counted, or (`withdrawn`, naming the program file) the merge whose
 * program file no longer declares its policy or plan.
 */
export type ClockCloser = { ref: RecordRef; on: string } & (
  { event: HeldEvent } | { withdrawn: string }
);

/** A clock's obligation: open, or closed by `closer`. */
export function clockObligation(
  context: Context,
  open: HeldClock,
  closer: ClockCloser | undefined,
): Obligation {
  const { clock, previous } = open;
  const since =
    previous === undefined
      ? `no accepted record of ${clock === "policy-approval" ? "the CIP Senior Manager's approval" : "it"} before the family started: record the last one (${PROGRAM_RECORDS_FOLDER}/ID.yaml, kind ${RECORD_KIND_OF[clock]}${clock === "policy-approval" ? ", approved by the CIP Senior Manager on its pull request" : ""}), merged by a reviewed pull request`
      : `${intervalWords(intervalOf(clock))} after ${LOW_IMPACT_CLOCKS[clock].from} (${previous.what}, on ${previous.on})`;
  const lapse =
    previous === undefined || (clock !== "policy-review" && clock !== "policy-approval")
      ? undefined
      : r1Lapse(
          clock,
          { on: previous.on },
          closer === undefined ? { today: context.today } : { on: closer.on },
          context.calendar,
        );
  return lowImpactObligation(LOW_IMPACT_CLOCKS[clock].part, open, closer, context, {
    subject: subjectWords(clock, open.subject),
    reason: [
      since,
      ...(closer === undefined
        ? []
        : "withdrawn" in closer
          ? [`no longer declared by ${closer.withdrawn} from ${closer.on}`]
          : [`met by ${closer.event.what}, on ${closer.on}`]),
      ...(lapse === undefined || lapse === "none" ? [] : [`R1's VSL band: ${lapse}`]),
    ],
  });
}

/** A test's 4.6 update obligation for one plan: open, or closed by `closer`. */
export function updateObligation(
  context: Context,
  open: HeldUpdate,
  closer:
    | {
        ref: RecordRef;
        on: string;
        record: Extract<ProgramRecord, { kind: "incident-plan-update" }>;
      }
    | undefined,
): Obligation {
  const kind = LOW_IMPACT_CLOCKS["incident-plan-update"].part;
  return lowImpactObligation(kind, open, closer, context, {
    subject: `the Cyber Security Incident response plan ${open.plan}: its update after ${open.test}`,
    reason: [
      `${intervalWords(intervalOf("incident-plan-update"))} after ${open.test}, completed on ${open.tested_on}`,
      ...(closer === undefined
        ? []
        : [
            `${closer.record.id}, on ${closer.on}: ${closer.record.outcome === "updated" ? "updated" : "no update needed"}`,
          ]),
    ],
  });
}

/** The later version judging `clock`'s part on `day`, in words, as an obligation holds it. */
export function versionOf(
  clock: LowImpactClock,
  day: string,
  inForce: Context,
): { version?: string } {
  const version = laterVersionWords(LOW_IMPACT_CLOCKS[clock].part, day, inForce.versions ?? []);
  return version === undefined ? {} : { version };
}

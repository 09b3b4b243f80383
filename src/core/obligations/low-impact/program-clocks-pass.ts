// CIP-003-9's low-impact clocks over one workspace's ledger, pure, from the program records
// (low-impact/records/ID.yaml) accepted merges put in force:
//   - R1: "review and obtain CIP Senior Manager approval at least once every 15 calendar months"
//     for the low-impact policies (Part 1.2): two clocks, as the VSL counts the review and the
//     approval apart. A policy-review record's performed_on is the review; the approval is the CIP
//     Senior Manager's approval of the pull request that merges it, on the day GitHub dates it,
//     by the CIP Senior Manager the policy file named before the merge (no delegate: R1 names
//     none). Merged without it, the review counts and the approval clock stays open, saying why.
//   - Attachment 1 Section 1: "reinforce, at least once every 15 calendar months, cyber security
//     practices".
//   - Section 4.5: test the plan(s) "at least once every 36 calendar months", an actual
//     Reportable Cyber Security Incident counting as a test.
//   - Section 4.6: update the plan(s) "if needed, within 180 calendar days after completion of a
//     Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident":
//     each test opens its own obligation, closed by the update record that `follows` it (updated,
//     or no update needed).
// Each clock opens when the family starts in the workspace, due that day: until a record of its
// last event is merged, nothing shows it was met (the record may date that event before it, and
// then it is on time). An event counts from its day (performed_on, never after the record that
// carries it; the approval's day); one not after the previous event of its clock closes nothing
// and is listed beside the obligation with why, as is every event a refused merge or a
// break-glass apply carries: they put nothing in force. Whether the review was thorough, the
// reinforcement received or the test real stays the entity's operational evidence.
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import { LOW_IMPACT_SHAPE } from "../../families/low-impact/low-impact-shape.ts";
import { PROGRAM_RECORDS_FOLDER, type ProgramRecord } from "../../low-impact/program-record.ts";
import {
  type LowImpactFilesCarried,
  programRecordsCarried,
} from "../../low-impact/low-impact-files.ts";
import { judgeAuthority } from "../../authority/authority.ts";
import type { Fact } from "../../authority/authority-table.ts";
import { dateIn } from "../../shared/calendar.ts";
import { policyApproval } from "./policy-approval.ts";
import {
  type Context,
  dateOf,
  type Obligation,
  type RecordRef,
  refOf,
  statusOf,
} from "../obligation-model.ts";
import {
  dayAfter,
  intervalOf,
  LOW_IMPACT_CLOCKS,
  type LowImpactClock,
  r1Lapse,
} from "./low-impact-clocks.ts";
import { laterVersionWords } from "./low-impact-rows.ts";

/** The clocks that run from the previous event of their kind (4.6's run from each test). */
type RecurringClock = Exclude<LowImpactClock, "incident-plan-update">;
const RECURRING_CLOCKS: readonly RecurringClock[] = [
  "policy-review",
  "policy-approval",
  "reinforcement",
  "incident-plan-test",
];

/** What each recurring clock is about, as its obligation's subject names it. */
const SUBJECT_OF: Record<RecurringClock, string> = {
  "policy-review": "the low-impact cyber security policies: their review",
  "policy-approval": "the low-impact cyber security policies: the CIP Senior Manager's approval",
  reinforcement: "cyber security practices: their reinforcement",
  "incident-plan-test": "the Cyber Security Incident response plan(s): their test",
};

/** The authority table's fact each kind of program record asserts. */
const FACT_OF = {
  "policy-review": "low-impact-policy-review",
  reinforcement: "low-impact-reinforcement",
  "incident-plan-test": "incident-plan-test",
  "incident-plan-update": "incident-plan-update",
} as const satisfies Record<ProgramRecord["kind"], Fact>;

/** The record kind that carries each recurring clock's events. */
const RECORD_KIND_OF: Record<RecurringClock, ProgramRecord["kind"]> = {
  "policy-review": "policy-review",
  "policy-approval": "policy-review",
  reinforcement: "reinforcement",
  "incident-plan-test": "incident-plan-test",
};

/** An event a clock counted: its day in the policy's zone, and what it was. */
interface HeldEvent {
  on: string;
  /** The program record's id, or for an approval, who approved and the record's id. */
  what: string;
}

/** A recurring clock's open obligation. */
export interface HeldClock {
  clock: RecurringClock;
  /** The event it runs from; absent: none recorded yet (due the day the family started). */
  previous?: HeldEvent;
  opened_by: RecordRef;
  due: string;
  calendar: string;
  /** The later version judging it from the day it opened, in words; absent: CIP-003-9. */
  version?: string;
  not_closed_by: { record: RecordRef; why: string }[];
}

/** Section 4.6's open obligation after one test. */
export interface HeldUpdate {
  /** The test record's id. */
  test: string;
  tested_on: string;
  opened_by: RecordRef;
  due: string;
  calendar: string;
  /** The later version judging it from the day it opened, in words; absent: CIP-003-9. */
  version?: string;
  not_closed_by: { record: RecordRef; why: string }[];
}

/** The clocks' state in one workspace, as the checkpoint holds it. */
export interface ProgramClocksHeld {
  clocks: HeldClock[];
  updates: HeldUpdate[];
}

export class ProgramClocks {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  readonly #clocks: Map<RecurringClock, HeldClock>;
  readonly #updates: Map<string, HeldUpdate>;

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    held: ProgramClocksHeld = { clocks: [], updates: [] },
  ) {
    this.#context = context;
    this.#emit = emit;
    this.#clocks = new Map(held.clocks.map((clock) => [clock.clock, clock]));
    this.#updates = new Map(held.updates.map((update) => [update.test, update]));
  }

  /**
   * The program records an accepted merge carries move the clocks; a refused merge's or a
   * break-glass apply's are listed beside what they would have closed. The first record (the
   * one that starts the family) opens every clock.
   */
  addRecord(entry: HashedRecord, inForce: Context, carried: LowImpactFilesCarried): void {
    const ref = refOf(entry);
    const records = programRecordsCarried(carried);
    if (records.length === 0) return;
    // Each record closes anything only with the authority its row gives (authority table): from
    // an accepted merge, dated no later than the record that carries it.
    const refused = notAccepted(entry.record);
    const origin = refused === undefined ? ("reviewed-merge" as const) : { outside: refused };
    const counted = records.filter((record) => {
      const judged = judgeAuthority({
        fact: FACT_OF[record.kind],
        origin,
        approvedBy: ["counted-approvals"],
        dated: record.performedOn,
        recordedAt: entry.record.recorded_at,
      });
      if (judged.authorized) return true;
      this.#notClosed(record, ref, judged.why);
      return false;
    });
    // Tests first: an update merged with the test it follows closes that test's obligation.
    for (const record of counted.filter((r) => r.kind === "incident-plan-test"))
      this.#event("incident-plan-test", { on: record.performedOn, what: record.id }, ref, inForce);
    for (const record of counted) {
      if (record.kind === "policy-review" || record.kind === "reinforcement")
        this.#event(record.kind, { on: record.performedOn, what: record.id }, ref, inForce);
      else if (record.kind === "incident-plan-update") this.#update(record, ref);
    }
    if (!counted.some((record) => record.kind === "policy-review")) return;
    const approval = policyApproval(entry.record, origin);
    if ("why" in approval) {
      this.#clock("policy-approval").not_closed_by.push({ record: ref, why: approval.why });
      return;
    }
    const reviews = counted.filter((record) => record.kind === "policy-review");
    this.#event(
      "policy-approval",
      {
        on: dateIn(approval.at, inForce.calendar.timeZone),
        what: `${approval.login}'s approval of the merge of ${reviews.map((r) => r.id).join(", ")}`,
      },
      ref,
      inForce,
    );
  }

  /** Every clock opens at `start`, the record that starts the family, due its day. */
  start(entry: HashedRecord, inForce: Context): void {
    const ref = refOf(entry);
    const day = dateOf(ref, inForce);
    for (const clock of RECURRING_CLOCKS)
      this.#clocks.set(clock, {
        clock,
        opened_by: ref,
        due: day,
        calendar: inForce.rule,
        ...versionOf(clock, day, inForce),
        not_closed_by: [],
      });
  }

  held(): ProgramClocksHeld {
    return { clocks: [...this.#clocks.values()], updates: [...this.#updates.values()] };
  }

  finish(): Obligation[] {
    return [
      ...[...this.#clocks.values()].map((clock) => this.#clockObligation(clock, undefined)),
      ...[...this.#updates.values()].map((update) => this.#updateObligation(update, undefined)),
    ];
  }

  #clock(clock: RecurringClock): HeldClock {
    const open = this.#clocks.get(clock);
    if (open === undefined) throw new Error(`The ${clock} clock opens when the family starts.`);
    return open;
  }

  /** An event of `clock`: it closes the open obligation and opens the next, from its day. */
  #event(clock: RecurringClock, event: HeldEvent, ref: RecordRef, inForce: Context): void {
    const open = this.#clock(clock);
    const previous = open.previous;
    if (previous !== undefined && event.on <= previous.on) {
      // The same record carried again (its text changed) is the event counted already.
      if (event.on === previous.on && event.what === previous.what) return;
      open.not_closed_by.push({
        record: ref,
        why: `${event.what}, on ${event.on}, is not after the previous one it would follow (${previous.what}, on ${previous.on})`,
      });
      return;
    }
    this.#emit(this.#clockObligation(open, { ref, on: event.on, event }));
    this.#clocks.set(clock, {
      clock,
      previous: event,
      opened_by: ref,
      due: dayAfter(event.on, intervalOf(clock), inForce.calendar),
      calendar: inForce.rule,
      ...versionOf(clock, event.on, inForce),
      not_closed_by: [],
    });
    if (clock === "incident-plan-test" && !this.#updates.has(event.what))
      this.#updates.set(event.what, {
        test: event.what,
        tested_on: event.on,
        opened_by: ref,
        due: dayAfter(event.on, intervalOf("incident-plan-update"), inForce.calendar),
        calendar: inForce.rule,
        ...versionOf("incident-plan-update", event.on, inForce),
        not_closed_by: [],
      });
  }

  /** Section 4.6: the update record closes the obligation of the test it follows. */
  #update(record: Extract<ProgramRecord, { kind: "incident-plan-update" }>, ref: RecordRef): void {
    const open = this.#updates.get(record.follows);
    if (open === undefined) return;
    if (record.performedOn < open.tested_on) {
      open.not_closed_by.push({
        record: ref,
        why: `${record.id}, on ${record.performedOn}, is before the test it follows (${open.test}, on ${open.tested_on})`,
      });
      return;
    }
    this.#updates.delete(record.follows);
    this.#emit(this.#updateObligation(open, { ref, on: record.performedOn, record }));
  }

  /** A refused merge's or a break-glass apply's record, beside the obligation it would close. */
  #notClosed(record: ProgramRecord, ref: RecordRef, why: string): void {
    const listed = { record: ref, why: `${record.id}: ${why}` };
    if (record.kind === "incident-plan-update") {
      this.#updates.get(record.follows)?.not_closed_by.push(listed);
      return;
    }
    for (const clock of RECURRING_CLOCKS)
      if (RECORD_KIND_OF[clock] === record.kind) this.#clock(clock).not_closed_by.push(listed);
  }

  #clockObligation(
    open: HeldClock,
    closer: { ref: RecordRef; on: string; event: HeldEvent } | undefined,
  ): Obligation {
    const { clock, previous } = open;
    const since =
      previous === undefined
        ? `no accepted record of ${clock === "policy-approval" ? "the CIP Senior Manager's approval" : "it"} before the family started: record the last one (${PROGRAM_RECORDS_FOLDER}/ID.yaml, kind ${RECORD_KIND_OF[clock]}${clock === "policy-approval" ? ", approved by the CIP Senior Manager on its pull request" : ""}), merged by a reviewed pull request`
        : `${intervalWords(clock)} after ${LOW_IMPACT_CLOCKS[clock].from} (${previous.what}, on ${previous.on})`;
    const lapse =
      previous === undefined || (clock !== "policy-review" && clock !== "policy-approval")
        ? undefined
        : r1Lapse(
            clock,
            { on: previous.on },
            closer === undefined ? { today: this.#context.today } : { on: closer.on },
            this.#context.calendar,
          );
    return {
      kind: LOW_IMPACT_CLOCKS[clock].part,
      requirement: LOW_IMPACT_SHAPE.declaredParts[LOW_IMPACT_CLOCKS[clock].part].words,
      workspace: open.opened_by.workspace,
      subject: { governance: SUBJECT_OF[clock] },
      opened_by: open.opened_by,
      due: open.due,
      status: statusOf(open.due, closer?.on, this.#context),
      ...(closer === undefined ? {} : { closed_by: closer.ref }),
      calendar: open.calendar,
      reason: [
        since,
        ...(closer === undefined ? [] : [`met by ${closer.event.what}, on ${closer.on}`]),
        ...(lapse === undefined || lapse === "none" ? [] : [`R1's VSL band: ${lapse}`]),
        ...(open.version === undefined ? [] : [open.version]),
      ].join("; "),
      ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
    };
  }

  #updateObligation(
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
    return {
      kind,
      requirement: LOW_IMPACT_SHAPE.declaredParts[kind].words,
      workspace: open.opened_by.workspace,
      subject: {
        governance: `the Cyber Security Incident response plan(s): their update after ${open.test}`,
      },
      opened_by: open.opened_by,
      due: open.due,
      status: statusOf(open.due, closer?.on, this.#context),
      ...(closer === undefined ? {} : { closed_by: closer.ref }),
      calendar: open.calendar,
      reason: [
        `${intervalWords("incident-plan-update")} after ${open.test}, completed on ${open.tested_on}`,
        ...(closer === undefined
          ? []
          : [
              `${closer.record.id}, on ${closer.on}: ${closer.record.outcome === "updated" ? "updated" : "no update needed"}`,
            ]),
        ...(open.version === undefined ? [] : [open.version]),
      ].join("; "),
      ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
    };
  }
}

/** The later version judging `clock`'s part on `day`, in words, as an obligation holds it. */
function versionOf(clock: LowImpactClock, day: string, inForce: Context): { version?: string } {
  const version = laterVersionWords(LOW_IMPACT_CLOCKS[clock].part, day, inForce.versions ?? []);
  return version === undefined ? {} : { version };
}

/** "15 calendar months", "180 calendar days". */
function intervalWords(clock: LowImpactClock): string {
  const every = intervalOf(clock);
  return "months" in every ? `${every.months} calendar months` : `${every.days} calendar days`;
}

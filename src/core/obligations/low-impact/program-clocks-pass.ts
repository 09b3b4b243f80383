// CIP-003-9's low-impact clocks over one workspace's ledger, pure, from the program records
// (low-impact/records/ID.yaml) accepted merges put in force:
//   - R1: "review and obtain CIP Senior Manager approval at least once every 15 calendar months"
//     for the low-impact policies (Part 1.2): two clocks per policy, as the VSL counts the review
//     and the approval apart and M1 asks for the "review of each cyber security policy" and the
//     "approval by the CIP Senior Manager for each cyber security policy". A policy-review
//     record's performed_on is the review; the approval is the CIP Senior Manager's approval of
//     the pull request that merges it, on the day GitHub dates it, by the CIP Senior Manager the
//     policy file named before the merge (no delegate: R1 names none). Merged without it, the
//     review counts and the approval clock stays open, saying why.
//   - Attachment 1 Section 1: "reinforce, at least once every 15 calendar months, cyber security
//     practices".
//   - Section 4.5: test the plan(s) "at least once every 36 calendar months", an actual
//     Reportable Cyber Security Incident counting as a test: one clock per plan, since the plans
//     may be "by individual asset or groups of assets" (Attachment 1's preamble) and testing one
//     tests no other.
//   - Section 4.6: update the plan(s) "if needed, within 180 calendar days after completion of a
//     Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident":
//     each test opens one obligation per plan it exercised, closed by the update record that
//     `follows` it (updated, or no update needed).
// Each clock opens when the family starts in the workspace, due that day: until a record of its
// last event is merged, nothing shows it was met (the record may date that event before it, and
// then it is on time). A policy or a plan is a subject of its own from the accepted merge whose
// program file (low-impact/program.yaml) declares it (`declare`), or, without one, from the first
// accepted record that names it: that record closes the clock the family opened for its kind, and
// from it each subject's clock runs apart, so one policy reviewed or one plan tested closes no
// other's. An event counts from its day (performed_on, never after the
// record that carries it; the approval's day); one not after the previous event of its clock
// closes nothing and is listed beside the obligation with why, as is every event a refused merge
// or a break-glass apply carries: they put nothing in force. Whether the review was thorough, the
// reinforcement received or the test real stays the entity's operational evidence. The held state
// and the obligations made of it are program-clock-obligations.ts.
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import type { ProgramRecord } from "../../low-impact/program-record.ts";
import { PROGRAM_FILE, type ProgramFile } from "../../low-impact/program-file.ts";
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
} from "../obligation-model.ts";
import { dueAfter } from "./low-impact-clocks.ts";
import {
  clockKey,
  clockObligation,
  type HeldClock,
  type HeldEvent,
  type HeldUpdate,
  type ProgramClocksHeld,
  RECORD_KIND_OF,
  RECURRING_CLOCKS,
  type RecurringClock,
  updateKey,
  updateObligation,
  versionOf,
} from "./program-clock-obligations.ts";

/** The authority table's fact each kind of program record asserts. */
const FACT_OF = {
  "policy-review": "low-impact-policy-review",
  reinforcement: "low-impact-reinforcement",
  "incident-plan-test": "incident-plan-test",
  "incident-plan-update": "incident-plan-update",
} as const satisfies Record<ProgramRecord["kind"], Fact>;

/** The clocks counted per declared policy or plan. */
type DeclaredClock = Exclude<RecurringClock, "reinforcement">;

/** The program records a merge's record carries: those that count, and why each other does not. */
export interface ProgramRecordsJudged {
  counted: ProgramRecord[];
  refused: { record: ProgramRecord; why: string }[];
}

export class ProgramClocks {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  readonly #clocks: Map<string, HeldClock>;
  readonly #updates: Map<string, HeldUpdate>;

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    held: ProgramClocksHeld = { clocks: [], updates: [] },
  ) {
    this.#context = context;
    this.#emit = emit;
    this.#clocks = new Map(
      held.clocks.map((clock) => [clockKey(clock.clock, clock.subject), clock]),
    );
    this.#updates = new Map(held.updates.map((update) => [updateKey(update), update]));
  }

  /**
   * The program records an accepted merge carries move the clocks; a refused merge's or a
   * break-glass apply's are listed beside what they would have closed. The first record (the
   * one that starts the family) opens every clock.
   */
  addRecord(
    entry: HashedRecord,
    inForce: Context,
    carried: LowImpactFilesCarried,
  ): ProgramRecordsJudged {
    const ref = refOf(entry);
    const records = programRecordsCarried(carried);
    const judgedRecords: ProgramRecordsJudged = { counted: [], refused: [] };
    if (records.length === 0) return judgedRecords;
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
      judgedRecords.refused.push({ record, why: judged.why });
      return false;
    });
    judgedRecords.counted.push(...counted);
    // Tests first: an update merged with the test it follows closes that test's obligations.
    for (const record of counted)
      if (record.kind === "incident-plan-test")
        for (const plan of record.plans)
          this.#event(
            "incident-plan-test",
            plan,
            { on: record.performedOn, what: record.id },
            ref,
            inForce,
          );
    for (const record of counted) {
      const event = { on: record.performedOn, what: record.id };
      if (record.kind === "policy-review")
        for (const policy of record.policies)
          this.#event("policy-review", policy, event, ref, inForce);
      else if (record.kind === "reinforcement")
        this.#event("reinforcement", undefined, event, ref, inForce);
      else if (record.kind === "incident-plan-update") this.#update(record, ref);
    }
    const reviews = counted.flatMap((record) => (record.kind === "policy-review" ? [record] : []));
    if (reviews.length === 0) return judgedRecords;
    // Her approval of the pull request approves each policy its review records name.
    const approval = policyApproval(entry.record, origin);
    for (const policy of new Set(reviews.flatMap((review) => review.policies))) {
      if ("why" in approval) {
        this.#openFor("policy-approval", policy)?.not_closed_by.push({
          record: ref,
          why: approval.why,
        });
        continue;
      }
      const naming = reviews.filter((review) => review.policies.includes(policy));
      this.#event(
        "policy-approval",
        policy,
        {
          on: dateIn(approval.at, inForce.calendar.timeZone),
          what: `${approval.login}'s approval of the merge of ${naming.map((r) => r.id).join(", ")}`,
        },
        ref,
        inForce,
      );
    }
    return judgedRecords;
  }

  /** Every clock opens at `start`, the record that starts the family, due its day. */
  start(entry: HashedRecord, inForce: Context): void {
    const ref = refOf(entry);
    const day = dateOf(ref, inForce);
    for (const clock of RECURRING_CLOCKS)
      this.#clocks.set(clockKey(clock, undefined), {
        clock,
        opened_by: ref,
        due: day,
        calendar: inForce.rule,
        ...versionOf(clock, day, inForce),
        not_closed_by: [],
      });
  }

  /**
   * The program file an accepted merge puts in force declares the policies and plans (M1: "review
   * of each cyber security policy"; Section 4: plans "by asset or group of assets"): each declared
   * one without a clock of its own gets its review and approval clocks (a policy) or its test
   * clock (a plan), due the merge's day, or, while the clock the family opened for its kind is
   * still open (no record of the kind yet), that one's opening and due day: it was owed since
   * then. The kind's clock is then each declared subject's. A subject with a clock that the file
   * no longer declares closes from that day (a retired policy or plan owes no more review or test).
   */
  declare(entry: HashedRecord, inForce: Context, program: ProgramFile): void {
    const ref = refOf(entry);
    const day = dateOf(ref, inForce);
    const policies = program.policies.map((policy) => policy.id);
    const plans = program.plans.map((plan) => plan.id);
    const declared: [DeclaredClock, string[]][] = [
      ["policy-review", policies],
      ["policy-approval", policies],
      ["incident-plan-test", plans],
    ];
    for (const [clock, ids] of declared) {
      const family = this.#clocks.get(clockKey(clock, undefined));
      for (const id of ids) {
        if (this.#clocks.has(clockKey(clock, id))) continue;
        this.#clocks.set(clockKey(clock, id), {
          ...(family ?? {
            clock,
            opened_by: ref,
            due: day,
            calendar: inForce.rule,
            ...versionOf(clock, day, inForce),
          }),
          subject: id,
          not_closed_by: [...(family?.not_closed_by ?? [])],
        });
      }
      if (family !== undefined) this.#clocks.delete(clockKey(clock, undefined));
      for (const open of [...this.#clocks.values()])
        if (open.clock === clock && open.subject !== undefined && !ids.includes(open.subject)) {
          this.#clocks.delete(clockKey(clock, open.subject));
          this.#emit(
            clockObligation(this.#context, open, { ref, on: day, withdrawn: PROGRAM_FILE }),
          );
        }
    }
  }

  held(): ProgramClocksHeld {
    return { clocks: [...this.#clocks.values()], updates: [...this.#updates.values()] };
  }

  finish(): Obligation[] {
    return [
      ...[...this.#clocks.values()].map((clock) =>
        clockObligation(this.#context, clock, undefined),
      ),
      ...[...this.#updates.values()].map((update) =>
        updateObligation(this.#context, update, undefined),
      ),
    ];
  }

  /**
   * The open clock `subject`'s events of `clock` would close: its own, else (before any accepted
   * record named it) the one the family opened for the kind while it is still open.
   */
  #openFor(clock: RecurringClock, subject: string | undefined): HeldClock | undefined {
    return (
      this.#clocks.get(clockKey(clock, subject)) ?? this.#clocks.get(clockKey(clock, undefined))
    );
  }

  /**
   * An event of `clock` for `subject`: it closes the open obligation it counts for and opens the
   * subject's next, from its day.
   */
  #event(
    clock: RecurringClock,
    subject: string | undefined,
    event: HeldEvent,
    ref: RecordRef,
    inForce: Context,
  ): void {
    const open = this.#openFor(clock, subject);
    const previous = open?.subject === subject ? open?.previous : undefined;
    if (open !== undefined && previous !== undefined && event.on <= previous.on) {
      // The same record carried again (its text changed) is the event counted already.
      if (event.on === previous.on && event.what === previous.what) return;
      open.not_closed_by.push({
        record: ref,
        why: `${event.what}, on ${event.on}, is not after the previous one it would follow (${previous.what}, on ${previous.on})`,
      });
      return;
    }
    if (open !== undefined) {
      this.#emit(clockObligation(this.#context, open, { ref, on: event.on, event }));
      this.#clocks.delete(clockKey(clock, open.subject));
    }
    this.#clocks.set(clockKey(clock, subject), {
      clock,
      ...(subject === undefined ? {} : { subject }),
      previous: event,
      opened_by: ref,
      due: dueAfter(clock, { on: event.on }, inForce.calendar),
      calendar: inForce.rule,
      ...versionOf(clock, event.on, inForce),
      not_closed_by: [],
    });
    if (clock !== "incident-plan-test" || subject === undefined) return;
    const update: HeldUpdate = {
      test: event.what,
      plan: subject,
      tested_on: event.on,
      opened_by: ref,
      due: dueAfter("incident-plan-update", { on: event.on }, inForce.calendar),
      calendar: inForce.rule,
      ...versionOf("incident-plan-update", event.on, inForce),
      not_closed_by: [],
    };
    if (!this.#updates.has(updateKey(update))) this.#updates.set(updateKey(update), update);
  }

  /** Section 4.6: the update record closes the obligations of the test it follows, one per plan. */
  #update(record: Extract<ProgramRecord, { kind: "incident-plan-update" }>, ref: RecordRef): void {
    for (const open of this.#updatesOf(record.follows)) {
      if (record.performedOn < open.tested_on) {
        open.not_closed_by.push({
          record: ref,
          why: `${record.id}, on ${record.performedOn}, is before the test it follows (${open.test}, on ${open.tested_on})`,
        });
        continue;
      }
      this.#updates.delete(updateKey(open));
      this.#emit(updateObligation(this.#context, open, { ref, on: record.performedOn, record }));
    }
  }

  /** The open update obligations after the test record `test`, one per plan it exercised. */
  #updatesOf(test: string): HeldUpdate[] {
    return [...this.#updates.values()].filter((update) => update.test === test);
  }

  /** A refused merge's or a break-glass apply's record, beside the obligations it would close. */
  #notClosed(record: ProgramRecord, ref: RecordRef, why: string): void {
    const listed = { record: ref, why: `${record.id}: ${why}` };
    if (record.kind === "incident-plan-update") {
      for (const open of this.#updatesOf(record.follows)) open.not_closed_by.push(listed);
      return;
    }
    const subjects =
      record.kind === "policy-review"
        ? record.policies
        : record.kind === "incident-plan-test"
          ? record.plans
          : [undefined];
    const opens = RECURRING_CLOCKS.filter((clock) => RECORD_KIND_OF[clock] === record.kind).flatMap(
      (clock) => subjects.map((subject) => this.#openFor(clock, subject)),
    );
    for (const open of new Set(opens)) open?.not_closed_by.push(listed);
  }
}

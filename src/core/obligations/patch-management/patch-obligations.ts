// The CIP-007-6 R2 obligations of one workspace: one pass over its records in ledger order, each
// accepted merge putting its files and baselines in force and every part judging the step (R2.1
// source-identification.ts, R2.2 evaluation-intervals.ts, R2.3 applicable-patches.ts, R2.4
// mitigation-plans.ts); a record that is no accepted merge (a refused merge, a break-glass apply)
// changes nothing in force and closes nothing: each obligation it would have closed lists it with
// why, in the authority table's words. The obligations are core/obligations' own (Obligation),
// their subject's patch-management facts in `patching`. Dates are calendar days in the calendar
// in force at the record (a merge's kept calendar, from accepted merges only). Pure.
import { ResumedByConstructor } from "../obligation-families.ts";
import { type CalendarSettings, calendarRule, dateIn } from "../../shared/calendar.ts";
import {
  compareObligations,
  type Context,
  type Obligation,
  DEFAULT_COMPLETION_GRACE_DAYS,
  withCalendar,
  withVersions,
} from "../obligation-model.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import type { PatchMerge } from "./patch-merge.ts";
import { nothingInForce, patchMergeOf } from "./patch-merges.ts";
import { heldInForce, type PatchManagementCheckpoint, restoreInForce } from "./patch-checkpoint.ts";
import type { PatchStep } from "./patch-obligation.ts";
import { NOTHING_IN_FORCE, patchStateAfter } from "./patch-state.ts";
import { SourceIdentification } from "./source-identification.ts";
import { EvaluationIntervals, judgedInterval } from "./evaluation-intervals.ts";
import { ApplicablePatches } from "./applicable-patches.ts";
import { PlanTimeframes } from "./mitigation-plans.ts";

/**
 * The CIP-007 R2 obligations of `merges` (one workspace's records, any order) as of `asOf`: an
 * instant, or a date (YYYY-MM-DD) in the calendar's time zone; sorted as every obligation is.
 */
export function patchObligations(
  merges: readonly PatchMerge[],
  asOf: Date | string,
  calendar: CalendarSettings,
): Obligation[] {
  const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
  const pass: Context = {
    calendar,
    today,
    rule: calendarRule(calendar),
    completionGraceDays: DEFAULT_COMPLETION_GRACE_DAYS,
  };
  const found: Obligation[] = [];
  const patching = new PatchManagementPass(pass, (obligation) => found.push(obligation));
  let context = pass;
  for (const merge of [...merges].sort((a, b) => a.record.sequence - b.record.sequence)) {
    // Only an accepted merge puts its calendar (and versions) in force, as contextAt reads a record's.
    if (merge.notAccepted === undefined && merge.calendar !== undefined)
      context = withVersions(withCalendar(pass, merge.calendar), merge.versions ?? []);
    patching.add(merge, context);
  }
  return [...found, ...patching.finish()].sort(compareObligations);
}

/**
 * One workspace's CIP-007 R2 pass: its records fed in chain order, each judged in the calendar in
 * force at it; what each record decides for good handed to `decided` as it is decided (judged as
 * of `pass`'s day, which nothing decided depends on), what is still open at finish.
 */
export class PatchManagementPass extends ResumedByConstructor<PatchManagementCheckpoint> {
  readonly #pass: Context;
  readonly #decided: (obligation: Obligation) => void;
  readonly #parts = {
    r21: new SourceIdentification(),
    r22: new EvaluationIntervals(),
    r23: new ApplicablePatches(),
    r24: new PlanTimeframes(),
  };
  #state = NOTHING_IN_FORCE;
  /** What the records put in force, as patchMergeOf reads them. */
  #read = nothingInForce();

  /** A pass from its workspace's first record, or in the state `held` keeps (patch-checkpoint.ts). */
  constructor(
    pass: Context,
    decided: (obligation: Obligation) => void,
    held?: PatchManagementCheckpoint,
  ) {
    super();
    this.#pass = pass;
    this.#decided = decided;
    if (held === undefined) return;
    const { state, read } = restoreInForce(held);
    this.#state = state;
    this.#read = read;
    const parts = this.#parts;
    parts.r21.restore(held.parts.r21);
    parts.r22.restore(held.parts.r22);
    parts.r23.restore(held.parts.r23);
    parts.r24.restore(held.parts.r24);
  }

  /** The workspace's next record, judged in the calendar in force at it. */
  addRecord(entry: HashedRecord, context: Context): void {
    const merge = patchMergeOf(entry, this.#read);
    if (merge !== undefined) this.add(merge, context);
  }

  add(merge: PatchMerge, context: Context): void {
    const accepted = merge.notAccepted === undefined;
    const after = accepted ? patchStateAfter(this.#state, merge) : this.#state;
    const on = dateIn(merge.record.recorded_at, context.calendar.timeZone);
    const step: PatchStep = { merge, before: this.#state, after, context, on };
    for (const part of Object.values(this.#parts)) {
      if (accepted) part.accept(step);
      else part.refuse(step);
    }
    this.#state = after;
    const parts = this.#parts;
    for (const obligation of [
      ...parts.r21.drain(),
      ...parts.r22.drain().map((interval) => judgedInterval(interval, this.#pass)),
      ...parts.r23.drain(this.#pass),
    ])
      this.#decided(obligation);
  }

  /** What it holds, as plain JSON: resumed with the records after it, it judges as this pass. */
  held(workspace: string): PatchManagementCheckpoint {
    const parts = this.#parts;
    return {
      workspace,
      ...heldInForce(this.#state, this.#read),
      parts: {
        r21: parts.r21.held(),
        r22: parts.r22.held(),
        r23: parts.r23.held(),
        r24: parts.r24.held(),
      },
    };
  }

  /** The obligations still held, judged as of the pass's day, unsorted. */
  finish(): Obligation[] {
    const parts = this.#parts;
    const pass = this.#pass;
    return [
      ...parts.r21.finish(),
      ...parts.r22.finish().map((interval) => judgedInterval(interval, pass)),
      ...parts.r23.finish(pass),
      ...parts.r24.finish(pass),
    ];
  }
}

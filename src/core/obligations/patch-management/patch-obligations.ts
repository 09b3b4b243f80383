// The CIP-007-6 R2 obligations of one workspace: one pass over its records in ledger order, each
// accepted merge putting its files and baselines in force and every part judging the step (R2.1
// source-identification.ts, R2.2 evaluation-intervals.ts, R2.3 applicable-patches.ts, R2.4
// mitigation-plans.ts); a record that is no accepted merge (a refused merge, a break-glass apply)
// changes nothing in force and closes nothing: each obligation it would have closed lists it with
// why, in the authority table's words. The obligations are core/obligations' own (Obligation),
// their subject's patch-management facts in `patching`. Dates are calendar days in the calendar
// in force at the record (a merge's kept calendar, from accepted merges only). Pure.
import { type CalendarSettings, calendarRule, dateIn } from "../../shared/calendar.ts";
import {
  compareObligations,
  type Context,
  type Obligation,
  DEFAULT_COMPLETION_GRACE_DAYS,
  withCalendar,
} from "../obligation-model.ts";
import type { PatchMerge } from "./patch-merge.ts";
import type { PatchStep } from "./patch-obligation.ts";
import { inForceAfter, NOTHING_IN_FORCE } from "./patch-state.ts";
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
  const patching = new PatchManagementPass();
  let context = pass;
  for (const merge of [...merges].sort((a, b) => a.record.sequence - b.record.sequence)) {
    // Only an accepted merge puts its calendar in force, as contextAt reads a record's.
    if (merge.notAccepted === undefined && merge.calendar !== undefined)
      context = withCalendar(pass, merge.calendar);
    patching.add(merge, context);
  }
  return patching.finish(pass).sort(compareObligations);
}

/**
 * One workspace's CIP-007 R2 pass: its records fed in chain order, each judged in the calendar in
 * force at it (`context`), the obligations found as of the pass's date at finish.
 */
export class PatchManagementPass {
  readonly #parts = {
    r21: new SourceIdentification(),
    r22: new EvaluationIntervals(),
    r23: new ApplicablePatches(),
    r24: new PlanTimeframes(),
  };
  #state = NOTHING_IN_FORCE;

  add(merge: PatchMerge, context: Context): void {
    const accepted = merge.notAccepted === undefined;
    const after = accepted ? inForceAfter(this.#state, merge) : this.#state;
    const on = dateIn(merge.record.recorded_at, context.calendar.timeZone);
    const step: PatchStep = { merge, before: this.#state, after, context, on };
    for (const part of Object.values(this.#parts)) {
      if (accepted) part.accept(step);
      else part.refuse(step);
    }
    this.#state = after;
  }

  /** The obligations as of `pass.today`, unsorted. */
  finish(pass: Context): Obligation[] {
    const parts = this.#parts;
    return [
      ...parts.r21.finish(),
      ...parts.r22.finish().map((interval) => judgedInterval(interval, pass)),
      ...parts.r23.finish(pass),
      ...parts.r24.finish(pass),
    ];
  }
}

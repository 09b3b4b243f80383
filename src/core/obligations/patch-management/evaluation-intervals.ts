// CIP-007-6 R2.2: "At least once every 35 calendar days, evaluate security patches for
// applicability that have been released since the last evaluation from the source or sources
// identified in Part 2.1." Per source: the first interval opens on the record that first
// identifies the source for an item of an applicable asset's baseline; each accepted evaluation
// of the source closes the interval open and opens the next from its own record. An evaluation
// whose releases_since is later than the day of the source's previous evaluation leaves the
// releases between unevaluated: it closes the interval, as an exception naming the gap. A source
// that stops being tracked ends its interval: one already due stays as it stood, one not yet due
// leaves no obligation. Pure.
import { judgeDate } from "../../authority/authority.ts";
import { addDays } from "../../shared/calendar.ts";
import { compareCodePoints } from "../../shared/names.ts";
import type { Context, Obligation } from "../obligation-model.ts";
import type { PatchEvaluation } from "../../patches/patch-files.ts";
import * as judgement from "./patch-obligation.ts";

export interface Interval {
  obligation: Obligation;
  start: string;
  /** The day of the evaluation that opened it; undefined for the first. */
  previousEvaluation?: string;
  closedOn?: string;
  /** The day the source stopped being tracked, after the interval's due date. */
  stoppedOn?: string;
}

export class EvaluationIntervals {
  readonly #open = new Map<string, Interval>();
  readonly #done: Interval[] = [];

  accept(step: judgement.PatchStep): void {
    const evaluations = [...(step.merge.evaluations ?? [])].sort((a, b) =>
      compareCodePoints(a.releasesSince, b.releasesSince),
    );
    const { tracked } = step.after;
    // A source identified by this merge opens its first interval, which an evaluation in the same
    // merge closes on its first day.
    for (const source of tracked)
      if (!this.#open.has(source)) this.#open.set(source, this.#interval(step, source));
    for (const evaluation of evaluations) this.#evaluated(step, evaluation);
    for (const [source, interval] of this.#open)
      if (!tracked.has(source)) {
        this.#open.delete(source);
        this.#untracked(interval, step);
      }
  }

  refuse(step: judgement.PatchStep): void {
    const why = judgement.refusedWhy(step.merge, "patch-evaluation");
    for (const evaluation of step.merge.evaluations ?? []) {
      const interval = this.#open.get(evaluation.source);
      if (interval !== undefined) judgement.notClosedBy(interval.obligation, step.merge, why);
    }
  }

  /** The intervals decided since the last call: closed, or ended by a source no longer tracked. */
  drain(): Interval[] {
    return this.#done.splice(0);
  }

  finish(): Interval[] {
    return [...this.drain(), ...this.#open.values()];
  }

  /** The open intervals by source, as plain JSON (patch-checkpoint.ts), after drain(). */
  held(): [string, Interval][] {
    return [...this.#open];
  }

  restore(open: [string, Interval][]): void {
    for (const [source, interval] of open) this.#open.set(source, interval);
  }

  #interval(step: judgement.PatchStep, source: string, previousEvaluation?: string): Interval {
    const obligation = judgement.patchObligation(
      "CIP-007 R2.2",
      step.merge.record,
      {},
      { source },
      step.context,
    );
    return {
      obligation,
      start: step.on,
      ...(previousEvaluation === undefined ? {} : { previousEvaluation }),
    };
  }

  #evaluated(step: judgement.PatchStep, evaluation: PatchEvaluation): void {
    const interval = this.#open.get(evaluation.source);
    if (interval === undefined) return;
    const o = interval.obligation;
    // Releases it could not have seen yet: an evaluation of days still to come closes nothing.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the list holds releasesSince at least
    const latest = [evaluation.releasesSince, ...evaluation.patches.map((p) => p.released)]
      .sort(compareCodePoints)
      .at(-1)!;
    const dated = judgeDate("patch-evaluation", latest, step.merge.record.recorded_at);
    if (!dated.authorized) {
      judgement.notClosedBy(o, step.merge, `${evaluation.file}: ${dated.why}`);
      return;
    }
    o.closed_by = step.merge.record;
    o.patching = { ...o.patching, evaluation: judgement.evaluationFacts(evaluation) };
    interval.closedOn = step.on;
    const previous = interval.previousEvaluation;
    if (previous !== undefined && evaluation.releasesSince > previous) {
      const gap = { from: previous, to: addDays(evaluation.releasesSince, -1) };
      o.patching = { ...o.patching, releases_gap: gap };
      o.reason = `${evaluation.file} covers releases since ${evaluation.releasesSince}, not since the previous evaluation on ${previous}: releases from ${gap.from} to ${gap.to} were not evaluated`;
    }
    this.#done.push(interval);
    this.#open.set(evaluation.source, this.#interval(step, evaluation.source, step.on));
  }

  /** The source stopped being tracked: an interval not yet due leaves nothing. */
  #untracked(interval: Interval, step: judgement.PatchStep): void {
    if (step.on <= addDays(interval.start, judgement.PATCH_INTERVAL_DAYS)) return;
    interval.obligation.reason = `the source stopped being tracked for an applicable item (record #${step.merge.record.sequence}) after its due date, never evaluated`;
    interval.stoppedOn = step.on;
    this.#done.push(interval);
  }
}

/** An interval judged as of the context's day: due 35 days from its start; a gap an exception. */
export function judgedInterval(interval: Interval, context: Context): Obligation {
  const o = interval.obligation;
  // A source no longer tracked lapsed until the day it stopped, never since.
  const asOf =
    interval.stoppedOn === undefined ? context : { ...context, today: interval.stoppedOn };
  judgement.intervalStatus(o, interval.start, interval.closedOn, asOf);
  if (o.patching?.releases_gap !== undefined) o.status = "exception";
  return o;
}

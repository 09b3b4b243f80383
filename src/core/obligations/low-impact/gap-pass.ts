// What R1 Part 1.2's topics (policy-topics-pass.ts) and Section 4's plan coverage
// (plan-coverage-pass.ts) do alike: each holds its gaps by key (a topic, a site), one opened due
// the day of the accepted merge that leaves it, closed by the accepted merge that meets it (or
// after which it is no longer owed), each in the words its pass gives; what is still open at the
// pass's finish is listed open. Each pass says when a gap opens and closes. Pure.
import {
  type HeldLowImpactObligation,
  type LowImpactKind,
  lowImpactObligation,
} from "./low-impact-obligation.ts";
import type { Context, Obligation, RecordRef } from "../obligation-model.ts";
import { laterVersionWords } from "./low-impact-rows.ts";

/** The accepted merge that closed a gap, its day, and how it met the gap, in words. */
export interface GapCloser {
  ref: RecordRef;
  on: string;
  met: string;
}

export abstract class GapPass<Key extends string, Gap extends HeldLowImpactObligation> {
  readonly #part: LowImpactKind;
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  /** The gaps open, by key, in the order they opened. */
  protected readonly gaps: Map<Key, Gap>;

  constructor(
    part: LowImpactKind,
    run: { context: Context; emit: (obligation: Obligation) => void },
    held: { gaps: readonly Gap[]; keyOf: (gap: Gap) => Key },
  ) {
    this.#part = part;
    this.#context = run.context;
    this.#emit = run.emit;
    this.gaps = new Map(held.gaps.map((gap) => [held.keyOf(gap), gap]));
  }

  /** The gap's subject, and why it is one, in words (what met it is added when it closes). */
  protected abstract said(gap: Gap): { subject: string; reason: string };

  /** What every gap opened by `ref` on `day` holds, in the order it holds it, to its own fields. */
  protected opened(
    ref: RecordRef,
    day: string,
    inForce: Context,
  ): Omit<HeldLowImpactObligation, "not_closed_by"> {
    const version = laterVersionWords(this.#part, day, inForce.versions ?? []);
    return {
      opened_by: ref,
      due: day,
      calendar: inForce.rule,
      ...(version === undefined ? {} : { version }),
    };
  }

  /** Closes the gap open at `key`, `gap`: its obligation, closed by `closer`, is decided. */
  protected close(key: Key, gap: Gap, closer: GapCloser): void {
    this.gaps.delete(key);
    this.#emit(this.#obligation(gap, closer));
  }

  finish(): Obligation[] {
    return [...this.gaps.values()].map((gap) => this.#obligation(gap, undefined));
  }

  #obligation(gap: Gap, closer: GapCloser | undefined): Obligation {
    const { subject, reason } = this.said(gap);
    return lowImpactObligation(this.#part, gap, closer, this.#context, {
      subject,
      reason: [reason, ...(closer === undefined ? [] : [closer.met])],
    });
  }
}

// Pacing against a rate-limited service: the Retry-After header read, and the gate that every
// request of one client passes (how many in flight, and when the next may be sent).

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A request admitted by the gate: when it was sent, and under which limit. */
interface GateTicket {
  epoch: number;
  sentAt: number;
  /** The send time came after the caller's deadline: nothing may be sent. */
  late?: boolean;
}

/** What became of a request, for the gate: a 429, any other answer, or no answer at all. */
export type GateOutcome = "throttled" | "answered" | "none";

/**
 * Paces requests so that a rate-limited service is not hammered (additive increase,
 * multiplicative decrease). A 429 — once per burst: only a request admitted since the last cut can
 * cut again — halves the requests allowed in flight, holds every request back for the
 * Retry-After, and paces later sends at 95% of the rate the service had accepted over the last
 * second. Each run of answers as long as the current value raises the in-flight limit, and the
 * paced rate, by one, the in-flight limit back up to its maximum.
 */
export class AdaptiveGate {
  readonly #max: number;
  readonly #sleep: (ms: number) => Promise<void>;
  #limit: number;
  #inFlight = 0;
  #successes = 0;
  #epoch = 0;
  readonly #waiters: Array<() => void> = [];
  #waitersHead = 0;
  /** No request is sent before this time (a Retry-After, or the next paced slot). */
  #nextSendAt = 0;
  /** Requests per second once a rate limit was met; 0 while unpaced. */
  #rate = 0;
  #pacedAnswers = 0;
  /** Send times of the answered requests of the last second, oldest first from `#recentHead`. */
  readonly #recent: number[] = [];
  #recentHead = 0;

  constructor(max: number, sleep: (ms: number) => Promise<void>) {
    this.#max = max;
    this.#limit = max;
    this.#sleep = sleep;
  }

  /** Requests allowed in flight now. */
  get limit(): number {
    return this.#limit;
  }

  /** Requests per second allowed since a rate limit was met; 0 while unpaced. */
  get rate(): number {
    return this.#rate;
  }

  /**
   * Resolves once a slot is free and the request's send time has come, or at once with a `late`
   * ticket when that time is after `notAfter` (epoch ms).
   */
  async acquire(notAfter = Number.POSITIVE_INFINITY): Promise<GateTicket> {
    if (this.#inFlight < this.#limit && this.#waitersHead === this.#waiters.length) {
      this.#inFlight++;
    } else {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
    const epoch = this.#epoch;
    const now = Date.now();
    const sentAt = Math.max(now, this.#nextSendAt);
    if (sentAt > notAfter) return { epoch, sentAt, late: true };
    if (this.#rate > 0) this.#nextSendAt = sentAt + 1000 / this.#rate;
    if (sentAt > now) await this.#sleep(sentAt - now);
    return { epoch, sentAt };
  }

  /** Holds back every request not yet sent for `ms` (a Retry-After). */
  pauseFor(ms: number): void {
    this.#nextSendAt = Math.max(this.#nextSendAt, Date.now() + ms);
  }

  release(ticket: GateTicket, outcome: GateOutcome): void {
    if (outcome === "throttled") {
      if (ticket.epoch === this.#epoch) this.#cut(ticket.sentAt);
    } else if (outcome === "answered") {
      this.#remember(ticket.sentAt);
      if (this.#limit < this.#max && ++this.#successes >= this.#limit) {
        this.#limit++;
        this.#successes = 0;
      }
      if (this.#rate > 0 && ++this.#pacedAnswers >= this.#rate) {
        this.#rate++;
        this.#pacedAnswers = 0;
      }
    }
    this.#inFlight--;
    for (
      let wake = this.#waiters[this.#waitersHead];
      this.#inFlight < this.#limit && wake !== undefined;
      wake = this.#waiters[this.#waitersHead]
    ) {
      this.#waitersHead++;
      this.#inFlight++;
      wake();
    }
    if (this.#waitersHead === this.#waiters.length) {
      this.#waiters.length = 0;
      this.#waitersHead = 0;
    }
  }

  #cut(throttledSentAt: number): void {
    this.#limit = Math.max(1, Math.floor(this.#limit / 2));
    this.#epoch++;
    this.#successes = 0;
    let accepted = 0;
    for (const sentAt of this.#recent.slice(this.#recentHead)) {
      if (sentAt > throttledSentAt - 1000) accepted++;
    }
    // Too few answers to measure a rate: the Retry-After pause alone has to do.
    if (accepted >= 10) {
      this.#rate = Math.floor(accepted * 0.95);
      this.#pacedAnswers = 0;
    }
  }

  #remember(sentAt: number): void {
    this.#recent.push(sentAt);
    // The one just pushed ends the loop: it is never a second old.
    while ((this.#recent[this.#recentHead] ?? sentAt) <= sentAt - 1000) this.#recentHead++;
    if (this.#recentHead > 1024 && this.#recentHead * 2 > this.#recent.length) {
      this.#recent.splice(0, this.#recentHead);
      this.#recentHead = 0;
    }
  }
}

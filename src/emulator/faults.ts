// Fault injection: seeded randomness, so a failing run can be replayed, and a rate limiter.
export interface FaultOptions {
  /**
   * Milliseconds from a request's arrival to its answer, the emulator's own work included (a
   * service's response time, not a delay on top of the emulator's).
   */
  latencyMs?: number;
  /** 0..1: answer 503 before any effect. */
  errorRate?: number;
  /** 0..1: on a committed POST/PATCH/DELETE, destroy the socket without a response. */
  dropAfterCommitRate?: number;
  /** Over it (fixed one-second windows): 429 with Retry-After, no effect. */
  rateLimitPerSecond?: number;
  /** PRNG seed, so a run is reproducible. */
  seed?: number;
}

/** The PRNG seed when `FaultOptions.seed` is not given: fault runs are reproducible by default. */
export const DEFAULT_FAULT_SEED = 1;

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type FaultDecision =
  { kind: "pass" } | { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "unavailable" };

/** Decides, per request, which fault (if any) hits it. One instance per `setFaults` call. */
export class FaultInjector {
  readonly options: Readonly<FaultOptions>;
  readonly #random: () => number;
  /** Fixed one-second windows on the monotonic clock. */
  #windowStart = Number.NEGATIVE_INFINITY;
  #windowCount = 0;

  constructor(options: FaultOptions) {
    checkFaultOptions(options);
    this.options = { ...options };
    this.#random = mulberry32(options.seed ?? DEFAULT_FAULT_SEED);
  }

  /** Before any effect: the rate limit first (a rejected request does not count), then errors. */
  beforeRequest(now: number): FaultDecision {
    const limit = this.options.rateLimitPerSecond;
    if (limit !== undefined) {
      if (now - this.#windowStart >= 1000) {
        this.#windowStart = now;
        this.#windowCount = 0;
      }
      if (this.#windowCount >= limit) {
        const remainingMs = this.#windowStart + 1000 - now;
        return {
          kind: "rate-limited",
          retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
        };
      }
      this.#windowCount += 1;
    }
    if (this.#chance(this.options.errorRate)) return { kind: "unavailable" };
    return { kind: "pass" };
  }

  /** After a committed mutation: whether to destroy the socket instead of answering. */
  dropAfterCommit(): boolean {
    return this.#chance(this.options.dropAfterCommitRate);
  }

  /** Draws only when the rate is set, so enabling one fault does not shift another's sequence. */
  #chance(rate: number | undefined): boolean {
    if (rate === undefined || rate <= 0) return false;
    return this.#random() < rate;
  }
}

function checkFaultOptions(options: FaultOptions): void {
  const rates: [string, number | undefined][] = [
    ["errorRate", options.errorRate],
    ["dropAfterCommitRate", options.dropAfterCommitRate],
  ];
  for (const [name, rate] of rates) {
    if (rate !== undefined && !(rate >= 0 && rate <= 1)) {
      throw new RangeError(`faults.${name} must be a number from 0 to 1; got ${rate}.`);
    }
  }
  if (
    options.latencyMs !== undefined &&
    !(options.latencyMs >= 0 && Number.isFinite(options.latencyMs))
  ) {
    throw new RangeError(
      `faults.latencyMs must be a finite number >= 0; got ${options.latencyMs}.`,
    );
  }
  const limit = options.rateLimitPerSecond;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1)) {
    throw new RangeError(`faults.rateLimitPerSecond must be an integer >= 1; got ${limit}.`);
  }
  if (options.seed !== undefined && !Number.isInteger(options.seed)) {
    throw new RangeError(`faults.seed must be an integer; got ${options.seed}.`);
  }
}

// Delivers one call to the Compliance Inventory Service and returns its answer: every attempt
// passes the adaptive gate (rate-limit.ts) and counts toward the call's deadline (and the whole
// run's); between attempts, full-jitter backoff or the service's Retry-After; whether to try again
// is retry-policy.ts's decision. api-client.ts says what to ask; this module gets it answered.
import type { Dispatcher } from "undici";
import { ApiError, type Method } from "./api-error.ts";
import { AdaptiveGate, type GateOutcome, parseRetryAfter } from "./rate-limit.ts";
import { THROTTLE_BACKOFF } from "./refusal-advice.ts";
import { exchange } from "../network/response-body.ts";
import type { RawResponse } from "./response-records.ts";
import {
  type Attempt,
  failureOf,
  network,
  networkFailure,
  type PolicyContext,
  type TransportContext,
} from "./retry-policy.ts";

/** Counts the HTTP attempts one caller's calls make, so apply can report them per operation. */
export interface AttemptCounter {
  attempts: number;
}

interface CallSpec {
  method: Method;
  path: string;
  body?: string;
  counter: AttemptCounter | undefined;
  /** 404 is returned to the caller rather than thrown. */
  accept404?: boolean;
  /** A list: its body may be as large as `maxBodyBytes.list`. */
  list?: boolean;
}

/** How calls are sent: the client's options with their defaults applied (see ApiClientOptions). */
interface CallSettings {
  origin: string;
  /** The base URL's path without its trailing slash, put before every call's path. */
  pathPrefix: string;
  pool: Dispatcher;
  /** Requests in flight at most. */
  maxConcurrency: number;
  /** The headers of every request; one with a body adds its content type. */
  headers: Record<string, string>;
  /** Overall deadline of one call, retries and waits included. */
  deadlineMs: number;
  maxBodyBytes: { list: number; other: number };
  backoff: { baseDelayMs: number; maxDelayMs: number };
  /** Source of jitter in [0, 1). */
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  /** What the retry decision and the words of a failure need; its maxAttempts is the limit. */
  policy: PolicyContext;
  transport: TransportContext;
}

/** Sends the calls of one ApiClient: its gate, its request count and its run-wide deadline. */
export class ServiceCaller {
  readonly #settings: CallSettings;
  readonly #gate: AdaptiveGate;
  readonly #jsonHeaders: Record<string, string>;
  /** No call lasts beyond this time (epoch ms), whatever its own deadline: see endCallsBy. */
  #endBy = Number.POSITIVE_INFINITY;
  #requests = 0;

  constructor(settings: CallSettings) {
    this.#settings = settings;
    this.#gate = new AdaptiveGate(settings.maxConcurrency, settings.sleep);
    this.#jsonHeaders = { ...settings.headers, "content-type": "application/json" };
  }

  /** See ApiClient.endCallsBy. */
  endCallsBy(epochMs: number): void {
    this.#endBy = epochMs;
  }

  /** HTTP requests sent so far, retries included. */
  requestCount(): number {
    return this.#requests;
  }

  /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
  backoff(attempt: number): Promise<void> {
    return this.#settings.sleep(this.#jitterDelay(attempt));
  }

  /** The most attempts one operation may make. */
  get maxAttempts(): number {
    return this.#settings.policy.maxAttempts;
  }

  close(): Promise<void> {
    return this.#settings.pool.close();
  }

  /**
   * Sends one call with retries until success, a final answer, the attempt limit or the deadline.
   * Returns a 2xx response (or a 404 when `accept404`); throws ApiError otherwise.
   */
  async call(spec: CallSpec): Promise<RawResponse> {
    const ownDeadline = Date.now() + this.#settings.deadlineMs;
    const deadline = Math.min(ownDeadline, this.#endBy);
    const deadlineText =
      deadline < ownDeadline
        ? "the deadline of the whole run"
        : `the ${this.#settings.deadlineMs} ms deadline`;
    const deadlineReached = new AbortController();
    const timer = setTimeout(() => deadlineReached.abort(), Math.max(0, deadline - Date.now()));
    try {
      for (let attempt = 1; ; attempt++) {
        const outcome = await this.#attempt(spec, deadlineReached.signal, deadline, deadlineText);
        if (outcome.kind === "response") {
          const { status } = outcome.response;
          if (status >= 200 && status < 300) return { ...outcome.response, attempt };
          if (status === 404 && spec.accept404) return { ...outcome.response, attempt };
        }
        const failure = failureOf(spec, outcome, attempt, this.#settings.policy);
        if (!failure.retry) throw new ApiError(failure.fields);
        const retryAfterMs = outcome.kind === "response" ? outcome.retryAfterMs : undefined;
        // A 429 without Retry-After: the service's documentation asks for 1 s doubling to 60 s.
        const unpacedThrottle =
          outcome.kind === "response" &&
          outcome.response.status === 429 &&
          retryAfterMs === undefined;
        const jitter = this.#jitterDelay(
          attempt,
          unpacedThrottle ? THROTTLE_BACKOFF : this.#settings.backoff,
        );
        const delayMs = retryAfterMs === undefined ? jitter : Math.max(retryAfterMs, jitter);
        if (Date.now() + delayMs >= deadline) {
          const wait =
            retryAfterMs === undefined
              ? "no time left for another attempt"
              : `the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After), more than is left`;
          const reason = `${failure.fields.reason} (${wait} within ${deadlineText})`;
          throw new ApiError({ ...failure.fields, reason });
        }
        await this.#settings.sleep(delayMs);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  async #attempt(
    spec: CallSpec,
    signal: AbortSignal,
    deadline: number,
    deadlineText: string,
  ): Promise<Attempt> {
    const ticket = await this.#gate.acquire(deadline);
    let answer: GateOutcome = "none";
    const deadlineReason = `no outcome within ${deadlineText}`;
    try {
      if (signal.aborted || ticket.late || Date.now() >= deadline) {
        return network(false, true, deadlineReason);
      }
      this.#requests++;
      if (spec.counter) spec.counter.attempts++;
      const { status, headers, text } = await exchange(
        this.#settings.pool,
        {
          origin: this.#settings.origin,
          method: spec.method,
          path: this.#settings.pathPrefix + spec.path,
          headers: spec.body === undefined ? this.#settings.headers : this.#jsonHeaders,
          body: spec.body ?? null,
        },
        signal,
        spec.list ? this.#settings.maxBodyBytes.list : this.#settings.maxBodyBytes.other,
      );
      const retryAfterMs =
        status === 429 || status === 503 ? parseRetryAfter(headers["retry-after"]) : undefined;
      answer = "answered";
      if (status === 429) {
        answer = "throttled";
        // Held back no longer than this call may last: a Retry-After of 200 s stalled every
        // request of an apply for 200 s.
        this.#gate.pauseFor(Math.min(retryAfterMs ?? 0, Math.max(0, deadline - Date.now())));
      }
      return { kind: "response", response: { status, text }, retryAfterMs };
    } catch (error) {
      if (signal.aborted) {
        return network(true, true, deadlineReason);
      }
      return networkFailure(error, this.#settings.transport);
    } finally {
      this.#gate.release(ticket, answer);
    }
  }

  /** Full jitter: uniform in [0, min(cap, base * 2^(attempt - 1))). */
  #jitterDelay(attempt: number, backoff = this.#settings.backoff): number {
    const ceiling = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (attempt - 1));
    return this.#settings.random() * ceiling;
  }
}

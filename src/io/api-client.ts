// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome (retry-policy.ts),
// and an adaptive limit on requests in flight so a rate-limited service is not hammered. Every
// message that leaves this module has passed through redactSecret.
import { STATUS_CODES } from "node:http";
import { setTimeout as sleepTimer } from "node:timers/promises";
import type { Dispatcher } from "undici";
import type {
  ControlCenter,
  CyberAsset,
  CyberAssetCreate,
  CyberAssetPatch,
  CyberSystem,
  Facility,
  LiveInventory,
} from "../core/model.ts";
import { SHARED_NUMBER_SETTINGS } from "../core/number-setting.ts";
import { redactSecrets } from "../core/redact.ts";
import type { IdPrefix } from "../core/service-ids.ts";
import { ID_PREFIXES } from "../core/service-ids.ts";
import { ApiError, type Method } from "./api-error.ts";
import { type Connection, connectionSecrets } from "./connection.ts";
import { openDispatcher } from "./dispatcher.ts";
import { AdaptiveGate, type GateOutcome, parseRetryAfter } from "./rate-limit.ts";
import { exchange } from "./response-body.ts";
import {
  type AnswerContext,
  type RawResponse,
  readRecord,
  readRecordList,
  serviceMessage,
} from "./response-records.ts";
import {
  type Attempt,
  failureOf,
  network,
  networkFailure,
  type PolicyContext,
  type TransportContext,
} from "./retry-policy.ts";
import {
  CONTROL_CENTER,
  CYBER_ASSET,
  CYBER_SYSTEM,
  FACILITY,
  idSegment,
  type RecordKind,
} from "./service-records.ts";

export interface ApiClientOptions {
  connection: Connection;
  /** Defaults 10 s / 30 s / 60 s. The body timeout is the longest silence while reading a body. */
  timeouts?: { connectMs?: number; headersMs?: number; bodyMs?: number };
  /**
   * How long one request may wait for its answer (--request-timeout): the default of the headers
   * and body timeouts, and of the call deadline at 4 times as much when that is over 120 s.
   */
  requestTimeoutMs?: number;
  /** Overall deadline of one call (e.g. one create), retries and waits included. Default 120 s. */
  deadlineMs?: number;
  /** Default 5 attempts, backoff base 200 ms, backoff cap 10 s. */
  retry?: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Requests in flight at most; also the size of the connection pool. Default 8. */
  maxConcurrency?: number;
  /** Largest response body read: default 256 MiB for lists, 1 MiB for anything else. */
  maxBodyBytes?: { list?: number; other?: number };
  /** Source of jitter in [0, 1). */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Where requests go; default a pool to the service, through the connection's proxy if any. */
  dispatcher?: Dispatcher;
}

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

export class ApiClient {
  /** The key and the proxy credentials: masked in every message. */
  readonly #secrets: readonly string[];
  readonly #apiKey: string;
  readonly #origin: string;
  /** What the retry decision and the words of a failure need from this client. */
  readonly #policy: PolicyContext;
  readonly #transport: TransportContext;
  readonly #pathPrefix: string;
  readonly #pool: Dispatcher;
  readonly #gate: AdaptiveGate;
  readonly #timeouts: { connectMs: number; headersMs: number; bodyMs: number };
  readonly #deadlineMs: number;
  /** No call lasts beyond this time (epoch ms), whatever its own deadline: see endCallsBy. */
  #endBy = Number.POSITIVE_INFINITY;
  readonly #maxBodyBytes: { list: number; other: number };
  readonly #maxAttempts: number;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #random: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #headers: Record<string, string>;
  readonly #jsonHeaders: Record<string, string>;
  #requests = 0;

  constructor(options: ApiClientOptions) {
    const { baseUrl, apiKey, urlSource, keySource, proxy } = options.connection;
    this.#secrets = connectionSecrets(options.connection);
    this.#apiKey = apiKey;
    this.#origin = baseUrl.origin;
    this.#pathPrefix = baseUrl.pathname.replace(/\/+$/, "");
    const requestTimeoutMs = options.requestTimeoutMs;
    this.#timeouts = {
      connectMs: options.timeouts?.connectMs ?? 10_000,
      headersMs: options.timeouts?.headersMs ?? requestTimeoutMs ?? 30_000,
      bodyMs: options.timeouts?.bodyMs ?? requestTimeoutMs ?? 60_000,
    };
    this.#deadlineMs = options.deadlineMs ?? Math.max(120_000, 4 * (requestTimeoutMs ?? 0));
    this.#maxBodyBytes = {
      list: options.maxBodyBytes?.list ?? 256 * 2 ** 20,
      other: options.maxBodyBytes?.other ?? 2 ** 20,
    };
    this.#maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 5);
    this.#baseDelayMs = options.retry?.baseDelayMs ?? 200;
    this.#maxDelayMs = options.retry?.maxDelayMs ?? 10_000;
    const redact = (text: string) => this.redact(text);
    this.#policy = {
      maxAttempts: this.#maxAttempts,
      apiKey,
      redact,
      keyHint: `check the API key in ${keySource}`,
      urlHint: `check the service URL in ${urlSource}`,
    };
    this.#transport = { host: baseUrl.host, proxy, timeouts: this.#timeouts, apiKey, redact };
    this.#random = options.random ?? Math.random;
    this.#sleep = options.sleep ?? ((ms) => sleepTimer(ms));
    const maxConcurrency = Math.max(
      1,
      Math.floor(options.maxConcurrency ?? SHARED_NUMBER_SETTINGS.concurrency.default),
    );
    this.#gate = new AdaptiveGate(maxConcurrency, this.#sleep);
    this.#pool =
      options.dispatcher ??
      openDispatcher(baseUrl, proxy, {
        connections: maxConcurrency,
        connectTimeout: this.#timeouts.connectMs,
        headersTimeout: this.#timeouts.headersMs,
        bodyTimeout: this.#timeouts.bodyMs,
      });
    this.#headers = { "x-api-key": apiKey, accept: "application/json" };
    this.#jsonHeaders = { ...this.#headers, "content-type": "application/json" };
  }

  listFacilities(counter?: AttemptCounter): Promise<Facility[]> {
    return this.#list("/facilities", FACILITY, counter);
  }

  listControlCenters(counter?: AttemptCounter): Promise<ControlCenter[]> {
    return this.#list("/control-centers", CONTROL_CENTER, counter);
  }

  listCyberSystems(counter?: AttemptCounter): Promise<CyberSystem[]> {
    return this.#list("/cyber-systems", CYBER_SYSTEM, counter);
  }

  listCyberAssets(counter?: AttemptCounter): Promise<CyberAsset[]> {
    return this.#list("/cyber-assets", CYBER_ASSET, counter);
  }

  async getFacility(id: string, counter?: AttemptCounter): Promise<Facility> {
    const path = this.#recordPath("GET", "/facilities", id, ID_PREFIXES.facility);
    return this.#get(path, FACILITY, counter);
  }

  async getControlCenter(id: string, counter?: AttemptCounter): Promise<ControlCenter> {
    const path = this.#recordPath("GET", "/control-centers", id, ID_PREFIXES.controlCenter);
    return this.#get(path, CONTROL_CENTER, counter);
  }

  async getCyberSystem(id: string, counter?: AttemptCounter): Promise<CyberSystem> {
    const path = this.#recordPath("GET", "/cyber-systems", id, ID_PREFIXES.cyberSystem);
    return this.#get(path, CYBER_SYSTEM, counter);
  }

  /** The asset, or undefined when the service answers 404. */
  async getCyberAsset(id: string, counter?: AttemptCounter): Promise<CyberAsset | undefined> {
    const path = this.#recordPath("GET", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
    const response = await this.#call({ method: "GET", path, counter, accept404: true });
    if (response.status === 404) return undefined;
    return readRecord(response, CYBER_ASSET, this.#answer("GET", path));
  }

  /**
   * One create. A POST is repeated only when the service provably did nothing (429, or no
   * connection); any other failure after sending throws an ApiError with `ambiguous: true`, and
   * the caller must look for the asset before creating it again (see apply.ts).
   */
  async createCyberAsset(body: CyberAssetCreate, counter?: AttemptCounter): Promise<CyberAsset> {
    const path = "/cyber-assets";
    const response = await this.#call({
      method: "POST",
      path,
      body: JSON.stringify(body),
      counter,
    });
    // An unreadable 201 still means the create landed: the caller must find it, so ambiguous.
    return readRecord(response, CYBER_ASSET, this.#answer("POST", path, true));
  }

  async updateCyberAsset(
    id: string,
    patch: CyberAssetPatch,
    counter?: AttemptCounter,
  ): Promise<CyberAsset> {
    const path = this.#recordPath("PATCH", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
    const response = await this.#call({
      method: "PATCH",
      path,
      body: JSON.stringify(patch),
      counter,
    });
    return readRecord(response, CYBER_ASSET, this.#answer("PATCH", path));
  }

  /**
   * Resolves once the asset is gone. A 404 (an earlier attempt, or someone else, deleted it) counts
   * as done only after GET /cyber-assets/{id} confirms the asset is absent; a 404 to the first
   * attempt means someone else deleted it ("gone-before"), not this client.
   */
  async deleteCyberAsset(id: string, counter?: AttemptCounter): Promise<"deleted" | "gone-before"> {
    const path = this.#recordPath("DELETE", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
    const response = await this.#call({ method: "DELETE", path, counter, accept404: true });
    if (response.status !== 404) return "deleted";
    if ((await this.getCyberAsset(id, counter)) === undefined) {
      return response.attempt === 1 ? "gone-before" : "deleted";
    }
    throw new ApiError({
      method: "DELETE",
      path,
      status: 404,
      serviceMessage: serviceMessage(response.text, this.#apiKey),
      ambiguous: false,
      reason: `404 ${STATUS_CODES[404]} although GET ${path} still finds the asset; run apply again`,
    });
  }

  /**
   * From now on, no call lasts beyond `epochMs` (the deadline of a whole apply): a call that would
   * start later is not sent, one in flight is abandoned then, and no Retry-After is waited past it.
   */
  endCallsBy(epochMs: number): void {
    this.#endBy = epochMs;
  }

  /** HTTP requests sent so far, retries included. */
  requestCount(): number {
    return this.#requests;
  }

  /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
  backoff(attempt: number): Promise<void> {
    return this.#sleep(this.#jitterDelay(attempt));
  }

  /** The most attempts one operation may make. */
  get maxAttempts(): number {
    return this.#maxAttempts;
  }

  /** `text` with this client's API key and proxy credentials masked, for messages built outside. */
  redact(text: string): string {
    return redactSecrets(text, this.#secrets);
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  /** `collection/id`, refusing an id of another shape before anything is sent. */
  #recordPath(method: Method, collection: string, id: string, prefix: IdPrefix): string {
    const checked = idSegment(id, prefix);
    if ("segment" in checked) return `${collection}/${checked.segment}`;
    throw new ApiError({
      method,
      path: `${collection}/{id}`,
      status: undefined,
      serviceMessage: undefined,
      ambiguous: false,
      reason: `not sent: the id ${checked.problem}; plan again`,
    });
  }

  async #list<T extends { id: string }>(
    path: string,
    kind: RecordKind<T>,
    counter: AttemptCounter | undefined,
  ): Promise<T[]> {
    const response = await this.#call({ method: "GET", path, counter, list: true });
    return readRecordList(response, kind, this.#answer("GET", path));
  }

  async #get<T>(
    path: string,
    kind: RecordKind<T>,
    counter: AttemptCounter | undefined,
  ): Promise<T> {
    const response = await this.#call({ method: "GET", path, counter });
    return readRecord(response, kind, this.#answer("GET", path));
  }

  #answer(method: Method, path: string, ambiguous = false): AnswerContext {
    return { method, path, ambiguous, redact: (text) => this.redact(text) };
  }

  /**
   * Sends one call with retries until success, a final answer, the attempt limit or the deadline.
   * Returns a 2xx response (or a 404 when `accept404`); throws ApiError otherwise.
   */
  async #call(spec: CallSpec): Promise<RawResponse> {
    const ownDeadline = Date.now() + this.#deadlineMs;
    const deadline = Math.min(ownDeadline, this.#endBy);
    const deadlineText =
      deadline < ownDeadline
        ? "the deadline of the whole run"
        : `the ${this.#deadlineMs} ms deadline`;
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
        const failure = failureOf(spec, outcome, attempt, this.#policy);
        if (!failure.retry) throw new ApiError(failure.fields);
        const retryAfterMs = outcome.kind === "response" ? outcome.retryAfterMs : undefined;
        const jitter = this.#jitterDelay(attempt);
        const delayMs = retryAfterMs === undefined ? jitter : Math.max(retryAfterMs, jitter);
        if (Date.now() + delayMs >= deadline) {
          const wait =
            retryAfterMs === undefined
              ? "no time left for another attempt"
              : `the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After), more than is left`;
          const reason = `${failure.fields.reason} (${wait} within ${deadlineText})`;
          throw new ApiError({ ...failure.fields, reason });
        }
        await this.#sleep(delayMs);
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
        this.#pool,
        {
          origin: this.#origin,
          method: spec.method,
          path: this.#pathPrefix + spec.path,
          headers: spec.body === undefined ? this.#headers : this.#jsonHeaders,
          body: spec.body ?? null,
        },
        signal,
        spec.list ? this.#maxBodyBytes.list : this.#maxBodyBytes.other,
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
      return networkFailure(error, this.#transport);
    } finally {
      this.#gate.release(ticket, answer);
    }
  }

  #jitterDelay(attempt: number): number {
    const ceiling = Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1));
    return this.#random() * ceiling;
  }
}

/** The four lists at once: reading the live inventory costs exactly four requests. */
export async function fetchLiveInventory(client: ApiClient): Promise<LiveInventory> {
  const [facilities, controlCenters, cyberSystems, cyberAssets] = await Promise.all([
    client.listFacilities(),
    client.listControlCenters(),
    client.listCyberSystems(),
    client.listCyberAssets(),
  ]);
  return { facilities, controlCenters, cyberSystems, cyberAssets };
}

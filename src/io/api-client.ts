// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome, and an adaptive
// limit on requests in flight so a rate-limited service is not hammered. Every message that
// leaves this module has passed through redactSecret.
import { STATUS_CODES } from "node:http";
import { setTimeout as sleepTimer } from "node:timers/promises";
import type { Dispatcher } from "undici";
import { z } from "zod";
import type {
  ControlCenter,
  CyberAsset,
  CyberAssetCreate,
  CyberAssetPatch,
  CyberSystem,
  Facility,
  LiveInventory,
} from "../core/model.ts";
import { redactedLine, redactSecrets } from "../core/redact.ts";
import { revealHiddenCharacters } from "../core/reveal.ts";
import type { IdPrefix } from "../core/service-ids.ts";
import { ID_PREFIXES } from "../core/service-ids.ts";
import { type Connection, connectionSecrets } from "./connection.ts";
import { openDispatcher } from "./dispatcher.ts";
import type { Proxy } from "./proxy.ts";
import { AdaptiveGate, type GateOutcome, parseRetryAfter } from "./rate-limit.ts";
import { BODY_TOO_LARGE, exchange } from "./response-body.ts";
import {
  CONTROL_CENTER,
  CYBER_ASSET,
  CYBER_SYSTEM,
  duplicateIdProblem,
  FACILITY,
  idSegment,
  type RecordKind,
  recordIdProblem,
} from "./service-records.ts";
import { describeTransportFailure } from "./transport-errors.ts";

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

type Method = "GET" | "POST" | "PATCH" | "DELETE";

interface ApiErrorFields {
  method: string;
  path: string;
  status: number | undefined;
  serviceMessage: string | undefined;
  /** True when the request may have taken effect although no success was seen. */
  ambiguous: boolean;
  /** What went wrong, after "<METHOD> <path> failed: ". Already redacted. */
  reason: string;
  /** What to check, after the reason and "; " (the setting that is likely wrong). */
  hint?: string | undefined;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly serviceMessage: string | undefined;
  readonly ambiguous: boolean;

  constructor(fields: ApiErrorFields) {
    // The service's own sentence may end in a full stop: the hint follows it without doubling.
    const reason =
      fields.hint === undefined ? fields.reason : fields.reason.replace(/[.;,\s]+$/, "");
    const hint = fields.hint === undefined ? "" : `; ${fields.hint}`;
    super(`${fields.method} ${fields.path} failed: ${reason}${hint}`);
    this.method = fields.method;
    this.path = fields.path;
    this.status = fields.status;
    this.serviceMessage = fields.serviceMessage;
    this.ambiguous = fields.ambiguous;
  }
}

const serviceErrorSchema = z.object({ error: z.object({ message: z.string() }) });

/** Statuses after which the service did nothing, or may have: worth another attempt. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Network error codes raised before the request left this machine: nothing reached the service. */
const NOT_SENT_CODES = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** TLS failures (certificates, or https:// to a server that speaks plain HTTP). */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|EPROTO$)/;
/** Failures no retry can fix. */
const PERMANENT_CODES = new Set([
  "UND_ERR_INVALID_ARG",
  "UND_ERR_CLOSED",
  "UND_ERR_DESTROYED",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

interface RawResponse {
  status: number;
  text: string;
  /** The attempt that got this answer, 1-based. */
  attempt?: number;
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

/** What one attempt came to, for the retry decision. */
type Attempt =
  | { kind: "response"; response: RawResponse; retryAfterMs: number | undefined }
  | {
      kind: "network";
      sent: boolean;
      permanent: boolean;
      reason: string;
      /** The service could not be reached at all: the URL is the likely cause. */
      unreachable?: boolean;
      /** What to check, when something other than the URL is the likely cause. */
      hint?: string;
    };

export class ApiClient {
  /** The key and the proxy credentials: masked in every message. */
  readonly #secrets: readonly string[];
  readonly #apiKey: string;
  readonly #origin: string;
  readonly #host: string;
  readonly #proxy: Proxy | undefined;
  /** Hints appended to errors the API key or the URL setting likely caused. */
  readonly #keyHint: string;
  readonly #urlHint: string;
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
    this.#host = baseUrl.host;
    this.#proxy = proxy;
    this.#keyHint = `check the API key in ${keySource}`;
    this.#urlHint = `check the service URL in ${urlSource}`;
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
    this.#random = options.random ?? Math.random;
    this.#sleep = options.sleep ?? ((ms) => sleepTimer(ms));
    const maxConcurrency = Math.max(1, Math.floor(options.maxConcurrency ?? 8));
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
    return this.#record(response, "GET", path, CYBER_ASSET);
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
    return this.#record(response, "POST", path, CYBER_ASSET, true);
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
    return this.#record(response, "PATCH", path, CYBER_ASSET);
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
      serviceMessage: this.#serviceMessage(response.text),
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
    const parsed = this.#json(response, "GET", path);
    if (!Array.isArray(parsed)) {
      throw this.#badBody("GET", path, response.status, "expected a JSON array of records");
    }
    const records: T[] = new Array(parsed.length);
    for (let index = 0; index < parsed.length; index++) {
      const result = kind.schema.safeParse(parsed[index]);
      const problem = result.success
        ? recordIdProblem(result.data, kind)
        : describeIssues(result.error);
      if (problem !== undefined || !result.success) {
        const reason = `record ${index} is not a ${kind.noun}: ${problem}`;
        throw this.#badBody("GET", path, response.status, reason);
      }
      records[index] = result.data;
    }
    const duplicate = duplicateIdProblem(records);
    if (duplicate !== undefined) throw this.#badBody("GET", path, response.status, duplicate);
    return records;
  }

  async #get<T>(
    path: string,
    kind: RecordKind<T>,
    counter: AttemptCounter | undefined,
  ): Promise<T> {
    const response = await this.#call({ method: "GET", path, counter });
    return this.#record(response, "GET", path, kind);
  }

  #record<T>(
    response: RawResponse,
    method: Method,
    path: string,
    kind: RecordKind<T>,
    ambiguous = false,
  ): T {
    const result = kind.schema.safeParse(this.#json(response, method, path, ambiguous));
    const problem = result.success
      ? recordIdProblem(result.data, kind)
      : describeIssues(result.error);
    if (problem === undefined && result.success) return result.data;
    const reason = `the response is not a ${kind.noun}: ${problem}`;
    throw this.#badBody(method, path, response.status, reason, ambiguous);
  }

  #json(response: RawResponse, method: Method, path: string, ambiguous = false): unknown {
    try {
      return JSON.parse(response.text);
    } catch {
      throw this.#badBody(
        method,
        path,
        response.status,
        "the response body is not JSON",
        ambiguous,
      );
    }
  }

  #badBody(
    method: Method,
    path: string,
    status: number,
    problem: string,
    ambiguous = false,
  ): ApiError {
    return new ApiError({
      method,
      path,
      status,
      serviceMessage: undefined,
      ambiguous,
      reason: this.redact(`${statusLine(status)} but ${problem}`),
    });
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
        const failure = this.#failure(spec, outcome, attempt);
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

  /** The error an unsuccessful attempt amounts to, and whether another attempt may follow. */
  #failure(
    spec: CallSpec,
    outcome: Attempt,
    attempt: number,
  ): { fields: ApiErrorFields; retry: boolean } {
    const { method, path } = spec;
    const isPost = method === "POST";
    const last = attempt >= this.#maxAttempts;
    const suffix = attempt > 1 ? ` (after ${attempt} attempts)` : "";
    if (outcome.kind === "network") {
      // A POST that reached the service may have created the asset: never resend it blindly.
      const retry = !outcome.permanent && !last && (!isPost || !outcome.sent);
      const fields: ApiErrorFields = {
        method,
        path,
        status: undefined,
        serviceMessage: undefined,
        ambiguous: outcome.sent && method !== "GET",
        reason: this.redact(outcome.reason + suffix),
        hint: outcome.hint ?? (outcome.unreachable ? this.#urlHint : undefined),
      };
      return { fields, retry };
    }
    const { status, text } = outcome.response;
    const serviceMessage = this.#serviceMessage(text);
    // 429 is an answer given before any effect; a 5xx may follow a commit (spec says nothing).
    const ambiguous = status >= 500 && method !== "GET";
    const retry = RETRYABLE_STATUSES.has(status) && !last && (!isPost || status === 429);
    const detail = serviceMessage === undefined ? "" : `: ${serviceMessage}`;
    const fields: ApiErrorFields = {
      method,
      path,
      status,
      serviceMessage,
      ambiguous,
      reason: this.redact(`${statusLine(status)}${detail}${suffix}`),
      hint: status === 401 || status === 403 ? this.#keyHint : undefined,
    };
    return { fields, retry };
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
        return { kind: "network", sent: false, permanent: true, reason: deadlineReason };
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
        return { kind: "network", sent: true, permanent: true, reason: deadlineReason };
      }
      return this.#networkFailure(error);
    } finally {
      this.#gate.release(ticket, answer);
    }
  }

  #networkFailure(error: unknown): Attempt {
    const described = describeTransportFailure(error, this.#host, this.#proxy);
    if (described !== undefined) {
      const { sent, permanent, reason, hint } = described;
      return { kind: "network", sent, permanent, reason, hint: this.redact(hint) };
    }
    const code = (error as { code?: unknown } | null)?.code;
    // On one line (OpenSSL's messages end with a line break), redacted before it is collapsed.
    const message = redactedLine(
      this.redact(error instanceof Error ? error.message : String(error)),
      this.#apiKey,
      Number.POSITIVE_INFINITY,
    );
    const { connectMs, headersMs, bodyMs } = this.#timeouts;
    switch (code) {
      case "UND_ERR_CONNECT_TIMEOUT":
        return unreachable(
          network(false, false, `could not connect within ${connectMs} ms (connect timeout)`),
        );
      case "UND_ERR_HEADERS_TIMEOUT":
        return network(true, false, `no response within ${headersMs} ms (headers timeout)`);
      case "UND_ERR_BODY_TIMEOUT":
        return network(true, false, `the response body stalled for ${bodyMs} ms (body timeout)`);
      case BODY_TOO_LARGE:
        return network(true, true, `${message}; stopped reading it and did not retry`);
      case "UND_ERR_SOCKET":
      case "ECONNRESET":
      case "EPIPE":
        return network(
          true,
          false,
          `the connection closed before a complete response (${message})`,
        );
    }
    if (typeof code === "string" && NOT_SENT_CODES.has(code)) {
      return unreachable(network(false, false, `could not connect (${message})`));
    }
    if (typeof code === "string" && PERMANENT_CODES.has(code)) {
      return unreachable(network(false, true, `the request could not be made (${message})`));
    }
    const failed = network(true, false, `the request failed (${message})`);
    return typeof code === "string" && TLS_CODE.test(code) ? unreachable(failed) : failed;
  }

  #serviceMessage(text: string): string | undefined {
    if (text.trim() === "") return undefined;
    let message: string;
    try {
      const parsed = serviceErrorSchema.safeParse(JSON.parse(text));
      message = parsed.success ? parsed.data.error.message : text;
    } catch {
      message = text;
    }
    // The service's text reaches terminals and logs: escape sequences and bidirectional controls
    // in it are shown as \uXXXX, never interpreted.
    return revealHiddenCharacters(redactedLine(message, this.#apiKey, 300));
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

function network(
  sent: boolean,
  permanent: boolean,
  reason: string,
): Extract<Attempt, { kind: "network" }> {
  return { kind: "network", sent, permanent, reason };
}

function unreachable(attempt: Extract<Attempt, { kind: "network" }>): Attempt {
  return { ...attempt, unreachable: true };
}

function statusLine(status: number): string {
  const text = STATUS_CODES[status];
  return text === undefined ? `${status}` : `${status} ${text}`;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`)
    .join("; ");
}

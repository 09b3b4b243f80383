// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome (retry-policy.ts),
// and an adaptive limit on requests in flight so a rate-limited service is not hammered. This
// module holds the endpoints and the options' defaults; service-caller.ts sends each call. Every
// message that leaves this module has passed through redactSecrets.
import { STATUS_CODES } from "node:http";
import { setTimeout as sleepTimer } from "node:timers/promises";
import type { Dispatcher } from "undici";
import type * as live from "../../core/shared/live-records.ts";
import { SHARED_NUMBER_SETTINGS } from "../../core/shared/number-setting.ts";
import { redactSecrets } from "../../core/shared/text/redact.ts";
import type { IdPrefix } from "../../core/shared/service-ids.ts";
import { ID_PREFIXES } from "../../core/shared/service-ids.ts";
import { type ServiceFields, serviceFieldsOf } from "../../core/shared/service-fields.ts";
import { LIST_RULES } from "../../core/inventory/baselines/service-deviations.ts";
import { ApiError, type Method } from "./api-error.ts";
import { type Connection, connectionSecrets } from "../network/connection.ts";
import { openDispatcher } from "../network/dispatcher.ts";
import {
  type AnswerContext,
  readRecord,
  readRecordList,
  serviceMessage,
} from "./response-records.ts";
import { type AttemptCounter, ServiceCaller } from "./service-caller.ts";
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

export class ApiClient {
  /** The key and the proxy credentials: masked in every message. */
  readonly #secrets: readonly string[];
  readonly #caller: ServiceCaller;
  /** Each asset's extra fields, by asset id: see serviceFieldsOf. */
  readonly #assetServiceFields = new Map<string, ServiceFields>();

  constructor(options: ApiClientOptions) {
    const { baseUrl, apiKey, urlSource, keySource, proxy } = options.connection;
    this.#secrets = connectionSecrets(options.connection);
    const requestTimeoutMs = options.requestTimeoutMs;
    const timeouts = {
      connectMs: options.timeouts?.connectMs ?? 10_000,
      headersMs: options.timeouts?.headersMs ?? requestTimeoutMs ?? 30_000,
      bodyMs: options.timeouts?.bodyMs ?? requestTimeoutMs ?? 60_000,
    };
    const redact = (text: string) => this.redact(text);
    const maxConcurrency = Math.max(
      1,
      Math.floor(options.maxConcurrency ?? SHARED_NUMBER_SETTINGS.concurrency.default),
    );
    this.#caller = new ServiceCaller({
      origin: baseUrl.origin,
      pathPrefix: baseUrl.pathname.replace(/\/+$/, ""),
      pool:
        options.dispatcher ??
        openDispatcher(baseUrl, proxy, {
          connections: maxConcurrency,
          connectTimeout: timeouts.connectMs,
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.bodyMs,
        }),
      maxConcurrency,
      headers: { "x-api-key": apiKey, accept: "application/json" },
      deadlineMs: options.deadlineMs ?? Math.max(120_000, 4 * (requestTimeoutMs ?? 0)),
      maxBodyBytes: {
        list: options.maxBodyBytes?.list ?? 256 * 2 ** 20,
        other: options.maxBodyBytes?.other ?? 2 ** 20,
      },
      backoff: {
        baseDelayMs: options.retry?.baseDelayMs ?? 200,
        maxDelayMs: options.retry?.maxDelayMs ?? 10_000,
      },
      random: options.random ?? Math.random,
      sleep: options.sleep ?? ((ms) => sleepTimer(ms)),
      policy: {
        maxAttempts: Math.max(1, options.retry?.maxAttempts ?? 5),
        secrets: this.#secrets,
        redact,
        sources: { keySource, urlSource },
      },
      transport: {
        host: baseUrl.host,
        urlSource,
        proxy,
        timeouts,
        secrets: this.#secrets,
        redact,
      },
    });
  }

  listFacilities(counter?: AttemptCounter): Promise<live.Facility[]> {
    return this.#list("/facilities", FACILITY, counter);
  }

  listControlCenters(counter?: AttemptCounter): Promise<live.ControlCenter[]> {
    return this.#list("/control-centers", CONTROL_CENTER, counter);
  }

  listCyberSystems(counter?: AttemptCounter): Promise<live.CyberSystem[]> {
    return this.#list("/cyber-systems", CYBER_SYSTEM, counter);
  }

  async listCyberAssets(counter?: AttemptCounter): Promise<live.CyberAsset[]> {
    const path = "/cyber-assets";
    const response = await this.#caller.call({ method: "GET", path, counter, list: true });
    return readRecordList(response, CYBER_ASSET, this.#assetAnswer("GET", path));
  }

  /**
   * The fields the service last sent for the asset beyond the ones we map (`created_at`, ...), or
   * undefined. Kept here, beside the records rather than in them, so that no fingerprint, plan or
   * comparison can ever see them: only the echoes that ask for them (export, change record) do.
   */
  serviceFieldsOf(assetId: string): ServiceFields | undefined {
    return this.#assetServiceFields.get(assetId);
  }

  async getFacility(id: string, counter?: AttemptCounter): Promise<live.Facility> {
    const path = this.#recordPath("GET", "/facilities", id, ID_PREFIXES.facility);
    return this.#get(path, FACILITY, counter);
  }

  async getControlCenter(id: string, counter?: AttemptCounter): Promise<live.ControlCenter> {
    const path = this.#recordPath("GET", "/control-centers", id, ID_PREFIXES.controlCenter);
    return this.#get(path, CONTROL_CENTER, counter);
  }

  async getCyberSystem(id: string, counter?: AttemptCounter): Promise<live.CyberSystem> {
    const path = this.#recordPath("GET", "/cyber-systems", id, ID_PREFIXES.cyberSystem);
    return this.#get(path, CYBER_SYSTEM, counter);
  }

  /** The asset, or undefined when the service answers 404. */
  async getCyberAsset(id: string, counter?: AttemptCounter): Promise<live.CyberAsset | undefined> {
    const path = this.#recordPath("GET", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
    const response = await this.#caller.call({ method: "GET", path, counter, accept404: true });
    if (response.status === 404) return undefined;
    return readRecord(response, CYBER_ASSET, this.#assetAnswer("GET", path));
  }

  /**
   * One create. A POST is repeated only when the service provably did nothing (429, or no
   * connection); any other failure after sending throws an ApiError with `ambiguous: true`, and
   * the caller must look for the asset before creating it again (see apply-operation.ts).
   */
  async createCyberAsset(
    body: live.CyberAssetCreate,
    counter?: AttemptCounter,
  ): Promise<live.CyberAsset> {
    const path = "/cyber-assets";
    const response = await this.#caller.call({
      method: "POST",
      path,
      body: JSON.stringify(body),
      counter,
    });
    // An unreadable 201 still means the create landed: the caller must find it, so ambiguous.
    return readRecord(response, CYBER_ASSET, this.#assetAnswer("POST", path, true));
  }

  async updateCyberAsset(
    id: string,
    patch: live.CyberAssetPatch,
    counter?: AttemptCounter,
  ): Promise<live.CyberAsset> {
    const path = this.#recordPath("PATCH", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
    const response = await this.#caller.call({
      method: "PATCH",
      path,
      body: JSON.stringify(patch),
      counter,
    });
    return readRecord(response, CYBER_ASSET, this.#assetAnswer("PATCH", path));
  }

  /**
   * Resolves once the asset is gone. A 404 (an earlier attempt, or someone else, deleted it) counts
   * as done only after GET /cyber-assets/{id} confirms the asset is absent; a 404 to the first
   * attempt means someone else deleted it ("gone-before"), not this client.
   */
  async deleteCyberAsset(id: string, counter?: AttemptCounter): Promise<"deleted" | "gone-before"> {
    const path = this.#recordPath("DELETE", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
    const response = await this.#caller.call({ method: "DELETE", path, counter, accept404: true });
    if (response.status !== 404) return "deleted";
    if ((await this.getCyberAsset(id, counter)) === undefined) {
      return response.attempt === 1 ? "gone-before" : "deleted";
    }
    throw new ApiError({
      method: "DELETE",
      path,
      status: 404,
      serviceMessage: serviceMessage(response.text, this.#secrets),
      ambiguous: false,
      reason: `404 ${STATUS_CODES[404]} although GET ${path} still finds the asset; run apply again`,
    });
  }

  /**
   * From now on, no call lasts beyond `epochMs` (the deadline of a whole apply): a call that would
   * start later is not sent, one in flight is abandoned then, and no Retry-After is waited past it.
   */
  endCallsBy(epochMs: number): void {
    this.#caller.endCallsBy(epochMs);
  }

  /** HTTP requests sent so far, retries included. */
  requestCount(): number {
    return this.#caller.requestCount();
  }

  /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
  backoff(attempt: number): Promise<void> {
    return this.#caller.backoff(attempt);
  }

  /** The most attempts one operation may make. */
  get maxAttempts(): number {
    return this.#caller.maxAttempts;
  }

  /** `text` with this client's API key and proxy credentials masked, for messages built outside. */
  redact(text: string): string {
    return redactSecrets(text, this.#secrets);
  }

  close(): Promise<void> {
    return this.#caller.close();
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
    const response = await this.#caller.call({ method: "GET", path, counter, list: true });
    return readRecordList(response, kind, this.#answer("GET", path));
  }

  async #get<T>(
    path: string,
    kind: RecordKind<T>,
    counter: AttemptCounter | undefined,
  ): Promise<T> {
    const response = await this.#caller.call({ method: "GET", path, counter });
    return readRecord(response, kind, this.#answer("GET", path));
  }

  #answer(method: Method, path: string, ambiguous = false): AnswerContext {
    return { method, path, ambiguous, redact: (text) => this.redact(text) };
  }

  /** As #answer, keeping each asset's extra fields; the latest answer about an asset wins. */
  #assetAnswer(method: Method, path: string, ambiguous = false): AnswerContext {
    const known = LIST_RULES["/cyber-assets"].known;
    return {
      ...this.#answer(method, path, ambiguous),
      keepRaw: (record, raw) => {
        const fields = serviceFieldsOf(raw, known, (text) => this.redact(text));
        if (fields === undefined) this.#assetServiceFields.delete(record.id);
        else this.#assetServiceFields.set(record.id, fields);
      },
    };
  }
}

/** The four lists at once: reading the live inventory costs exactly four requests. */
export async function fetchLiveInventory(client: ApiClient): Promise<live.LiveInventory> {
  const [facilities, controlCenters, cyberSystems, cyberAssets] = await Promise.all([
    client.listFacilities(),
    client.listControlCenters(),
    client.listCyberSystems(),
    client.listCyberAssets(),
  ]);
  return { facilities, controlCenters, cyberSystems, cyberAssets };
}

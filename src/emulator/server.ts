// A local Compliance Inventory Service over node:http: the API-key surface of the spec (4.2, 5, 7),
// tenancy, validation, an optional state file, request counting and injectable faults.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import { errorMessage } from "../core/errors.ts";
import type { CyberAssetCreate, LiveInventory } from "../core/model.ts";
import { FaultInjector, type FaultOptions } from "./faults.ts";
import { assetFields, readJsonBody } from "./request-body.ts";
import { sendError, sendJson, sendRecord } from "./responses.ts";
import { type AvailableOperation, matchRoute } from "./routes.ts";
import { findDuplicateAssetName } from "./seed.ts";
import { type EmulatorSeed, EmulatorSeedError } from "./seed-model.ts";
import { lockState, type StateLock } from "./state-lock.ts";
import { loadState, writeStateSync } from "./state.ts";
import { assetNotFound, InventoryStore, type MutationResult, type Organization } from "./store.ts";

export interface EmulatorOptions {
  seed: EmulatorSeed;
  /** Default "127.0.0.1". */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** Default "": serve under a path prefix such as "/api". */
  basePath?: string;
  /** Persist every change here; loaded instead of the seed when it exists. */
  statePath?: string;
  /**
   * Milliseconds on a monotonic clock, for the rate limit's one-second windows. Default
   * `performance.now`; tests pass their own to step through windows without waiting.
   */
  clock?: () => number;
  /** Default true: asset names unique per organization, ignoring case (409 otherwise). */
  enforceUniqueNames?: boolean;
  /** Default true: cyber systems carry `control_center_id` (null for a facility's system). */
  exposeControlCenterParent?: boolean;
  faults?: FaultOptions;
}

export interface RunningEmulator {
  /** Base URL including basePath, no trailing slash. */
  url: string;
  /** True when the state came from an existing state file rather than from the seed. */
  restoredState: boolean;
  close(): Promise<void>;
  /** "METHOD /route-template" -> requests received; unknown paths count as "METHOD (unmatched)". */
  requestCounts(): Map<string, number>;
  /** POST, PATCH, PUT and DELETE requests received, whatever their outcome. */
  mutatingRequestCount(): number;
  resetCounts(): void;
  setFaults(faults: FaultOptions): void;
  /** An organization's records as the API returns them. */
  inventory(organizationSlug: string): LiveInventory;
  apiKeys(): { organization: string; key: string }[];
}

const MUTATING_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const lock = options.statePath === undefined ? undefined : lockState(options.statePath);
  try {
    return await listen(options, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function listen(
  options: EmulatorOptions,
  lock: StateLock | undefined,
): Promise<RunningEmulator> {
  const basePath = normalizeBasePath(options.basePath ?? "");
  const { store, persist, restoredState } = await openStore(options);
  const emulator = new Emulator(
    store,
    basePath,
    persist,
    options.faults ?? {},
    options.clock ?? (() => performance.now()),
  );
  const server = createServer((request, response) => {
    emulator.handle(request, response).catch((error: unknown) => {
      // Only a bug reaches here; answer rather than leave the client hanging.
      const message = errorMessage(error);
      sendError(response, {
        status: 500,
        code: "internal_error",
        message: `Emulator error: ${message}`,
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  const url = `http://${host}:${address.port}${basePath}`;
  lock?.listening(url);

  return {
    url,
    restoredState,
    close: () => {
      // Idempotent: a test may close early and its cleanup close again.
      closing ??= new Promise<void>((resolve, reject) => {
        emulator.close();
        lock?.release();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      });
      return closing;
    },
    requestCounts: () => new Map(emulator.counts),
    mutatingRequestCount: () => emulator.mutatingCount,
    resetCounts: () => {
      emulator.counts.clear();
      emulator.mutatingCount = 0;
    },
    setFaults: (faults) => {
      emulator.faults = new FaultInjector(faults);
    },
    inventory: (slug) => store.organization(slug).inventory(),
    apiKeys: () =>
      store.organizations.flatMap((organization) =>
        organization.apiKeys.map((key) => ({ organization: organization.slug, key })),
      ),
  };
}

/**
 * The store, from the state file when one exists (else the seed), and how to persist it. The state
 * is written at once, so that a bad state path fails here rather than on the first change.
 */
async function openStore(
  options: EmulatorOptions,
): Promise<{ store: InventoryStore; persist: () => void; restoredState: boolean }> {
  const enforceUniqueNames = options.enforceUniqueNames ?? true;
  const storeOptions = {
    enforceUniqueNames,
    exposeControlCenterParent: options.exposeControlCenterParent ?? true,
  };
  const saved = options.statePath === undefined ? undefined : await loadState(options.statePath);
  const seed = saved?.seed ?? options.seed;
  const duplicate = enforceUniqueNames ? findDuplicateAssetName(seed) : undefined;
  if (duplicate !== undefined) {
    const source = saved === undefined ? "seed" : options.statePath;
    throw new EmulatorSeedError(
      `${source}: ${duplicate.second} ${JSON.stringify(duplicate.name)} repeats ${duplicate.first} ignoring case, but the emulator enforces unique asset names; rename one, or turn unique names off (enforceUniqueNames: false, --no-unique-names).`,
    );
  }
  const store = new InventoryStore(seed, saved?.nextAssetSequence ?? 0, storeOptions);
  const statePath = options.statePath;
  const persist =
    statePath === undefined
      ? () => {}
      : () =>
          writeStateSync(statePath, {
            seed: store.toSeed(),
            nextAssetSequence: store.nextAssetSequence,
          });
  persist();
  return { store, persist, restoredState: saved !== undefined };
}

/** What is wrong with a base path, or undefined when it is usable. */
export function basePathProblem(basePath: string): string | undefined {
  const trimmed = basePath.replace(/\/+$/, "");
  if (trimmed !== "" && (!trimmed.startsWith("/") || /[?#\s]/.test(trimmed))) {
    return `must be empty or a path starting with "/" such as "/api"; got ${JSON.stringify(basePath)}`;
  }
  return undefined;
}

function normalizeBasePath(basePath: string): string {
  const problem = basePathProblem(basePath);
  if (problem !== undefined) throw new RangeError(`basePath ${problem}.`);
  return basePath.replace(/\/+$/, "");
}

class Emulator {
  readonly counts = new Map<string, number>();
  mutatingCount = 0;
  faults: FaultInjector;
  readonly #store: InventoryStore;
  readonly #basePath: string;
  readonly #persist: () => void;
  readonly #clock: () => number;
  /** Cuts injected latency short on close, so no timer outlives the server. */
  readonly #closing = new AbortController();

  constructor(
    store: InventoryStore,
    basePath: string,
    persist: () => void,
    faults: FaultOptions,
    clock: () => number,
  ) {
    this.#store = store;
    this.#basePath = basePath;
    this.#persist = persist;
    this.faults = new FaultInjector(faults);
    this.#clock = clock;
  }

  get closed(): boolean {
    return this.#closing.signal.aborted;
  }

  close(): void {
    this.#closing.abort();
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const pathname = new URL(request.url ?? "/", "http://emulator.invalid").pathname;
    const route = matchRoute(method, this.#relativePath(pathname));
    const countKey = `${method} ${route.kind === "unmatched" ? "(unmatched)" : route.template}`;
    this.counts.set(countKey, (this.counts.get(countKey) ?? 0) + 1);
    if (MUTATING_METHODS.has(method)) this.mutatingCount += 1;

    const faults = this.faults;
    const latency = faults.options.latencyMs ?? 0;
    if (latency > 0) {
      // Closing rejects the wait; the request is then dropped with its connection.
      const waited = await delay(latency, true, { signal: this.#closing.signal }).catch(
        () => false,
      );
      if (!waited) return;
    }
    const decision = faults.beforeRequest(this.#clock());
    if (decision.kind === "rate-limited") {
      const seconds = decision.retryAfterSeconds;
      return sendError(
        response,
        {
          status: 429,
          code: "rate_limited",
          message: `Too many requests; retry after ${seconds} s.`,
        },
        { "retry-after": String(seconds) },
      );
    }
    if (decision.kind === "unavailable") {
      return sendError(response, {
        status: 503,
        code: "service_unavailable",
        message: "The service is temporarily unavailable (injected fault); retry later.",
      });
    }

    const key = request.headers["x-api-key"];
    const organization = typeof key === "string" ? this.#store.organizationForKey(key) : undefined;
    if (organization === undefined) {
      // One answer for a missing and an unknown key; the key itself is never repeated.
      return sendError(response, {
        status: 401,
        code: "unauthenticated",
        message:
          "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
      });
    }

    switch (route.kind) {
      case "unmatched":
        return sendError(response, {
          status: 404,
          code: "route_not_found",
          message: `No endpoint ${method} ${pathname}; the API-key endpoints are /facilities, /control-centers, /cyber-systems and /cyber-assets (spec 4.2).`,
        });
      case "planned":
        return sendError(response, {
          status: 403,
          code: "not_available_to_api_keys",
          message: `${route.operationName} (${method} ${route.template}) is a planned operation that is not available to API keys.`,
        });
      case "method-not-allowed": {
        const allowed = route.allowedForApiKeys;
        const hint =
          allowed.length === 0
            ? "this path has no operation available to API keys"
            : `API keys may use ${allowed.join(", ")}`;
        return sendError(
          response,
          {
            status: 405,
            code: "method_not_allowed",
            message: `${method} is not allowed on ${route.template}; ${hint}.`,
          },
          { allow: allowed.join(", ") },
        );
      }
      case "available":
        return this.#serve(route.operation, route.id ?? "", organization, request, response);
    }
  }

  #relativePath(pathname: string): string {
    if (this.#basePath === "") return pathname;
    return pathname.startsWith(`${this.#basePath}/`) ? pathname.slice(this.#basePath.length) : "";
  }

  async #serve(
    operation: AvailableOperation,
    id: string,
    organization: Organization,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    switch (operation) {
      case "GET /facilities":
        return sendJson(response, 200, organization.facilities.listJson);
      case "GET /control-centers":
        return sendJson(response, 200, organization.controlCenters.listJson);
      case "GET /cyber-systems":
        return sendJson(response, 200, organization.cyberSystems.listJson);
      case "GET /cyber-assets":
        return sendJson(response, 200, organization.assetListJson());
      case "GET /facilities/{id}":
        return sendRecord(
          response,
          organization.facilities.json(id),
          "facility",
          id,
          "/facilities",
        );
      case "GET /control-centers/{id}":
        return sendRecord(
          response,
          organization.controlCenters.json(id),
          "control center",
          id,
          "/control-centers",
        );
      case "GET /cyber-systems/{id}":
        return sendRecord(
          response,
          organization.cyberSystems.json(id),
          "cyber system",
          id,
          "/cyber-systems",
        );
      case "GET /cyber-assets/{id}": {
        const asset = organization.assets.get(id);
        if (asset === undefined) return sendError(response, assetNotFound(id));
        return sendJson(response, 200, JSON.stringify(asset));
      }
      case "DELETE /cyber-assets/{id}":
        return this.#commit(request, response, 204, organization.delete(id));
      case "POST /cyber-assets": {
        const body = await readJsonBody(request);
        if (!body.ok) return sendError(response, body.refusal);
        const fields = assetFields(body.value, true);
        if (!fields.ok) return sendError(response, fields.refusal);
        // With `create`, assetFields has required every field.
        const create = fields.value as CyberAssetCreate;
        const result = organization.create(() => this.#store.newAssetId(), create);
        return this.#commit(request, response, 201, result);
      }
      case "PATCH /cyber-assets/{id}": {
        const body = await readJsonBody(request);
        if (!body.ok) return sendError(response, body.refusal);
        const fields = assetFields(body.value, false);
        if (!fields.ok) return sendError(response, fields.refusal);
        return this.#commit(request, response, 200, organization.patch(id, fields.value));
      }
    }
  }

  /** Persists a successful mutation (undoing it if that fails), then answers or drops. */
  #commit(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    result: MutationResult,
  ): void {
    if (this.closed) {
      if (result.ok) result.undo();
      return;
    }
    if (!result.ok) {
      sendError(response, result.refusal);
      return;
    }
    try {
      this.#persist();
    } catch (error) {
      result.undo();
      const reason = errorMessage(error);
      sendError(response, {
        status: 500,
        code: "internal_error",
        message: `The change was not stored: ${reason}`,
      });
      return;
    }
    if (this.faults.dropAfterCommit()) {
      request.socket.destroy();
      return;
    }
    if (result.asset === undefined) {
      response.writeHead(status).end();
      return;
    }
    sendJson(response, status, JSON.stringify(result.asset));
  }
}

// What the emulator does with one request, in order: count it, apply the injected faults (latency,
// rate limit, outage), authenticate the API key, route it (spec 4.2), serve it from the store, and
// persist a change before answering. server.ts owns the HTTP server and its lifecycle around this.
// The injected latency is the service's response time: it runs from the request's arrival, and the
// emulator's own work (reading the body meanwhile) happens within it rather than after it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { errorMessage } from "../core/shared/errors.ts";
import type { CyberAssetCreate } from "../core/shared/live-records.ts";
import { FaultInjector, type FaultOptions } from "./faults.ts";
import { type EmulatorProfile, rateLimitHeaders, unauthenticated } from "./profile.ts";
import { assetFields, type Checked, readJsonBody } from "./request-body.ts";
import { sendError, sendJson, sendRecord } from "./responses.ts";
import { type AvailableOperation, matchRoute, type RouteMatch } from "./routes.ts";
import {
  assetNotFound,
  type InventoryStore,
  type MutationResult,
  type Organization,
  type Refusal,
} from "./store.ts";

const MUTATING_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/** The records served by id: the organization's collection, a record's kind in words, its list. */
const RECORDS = {
  "GET /facilities/{id}": { collection: "facilities", kind: "facility", list: "/facilities" },
  "GET /control-centers/{id}": {
    collection: "controlCenters",
    kind: "control center",
    list: "/control-centers",
  },
  "GET /cyber-systems/{id}": {
    collection: "cyberSystems",
    kind: "cyber system",
    list: "/cyber-systems",
  },
} as const;

/**
 * Answers the requests of one running emulator: counts them, applies the injected faults,
 * authenticates the API key, routes, serves from the store and persists each change.
 */
export class RequestHandler {
  readonly counts = new Map<string, number>();
  mutatingCount = 0;
  faults: FaultInjector;
  readonly #store: InventoryStore;
  readonly #basePath: string;
  readonly #persist: () => void;
  readonly #clock: () => number;
  readonly #profile: EmulatorProfile;
  /** Cuts injected latency short on close, so no timer outlives the server. */
  readonly #closing = new AbortController();

  constructor(
    store: InventoryStore,
    basePath: string,
    persist: () => void,
    faults: FaultOptions,
    clock: () => number,
    profile: EmulatorProfile = "spec",
  ) {
    this.#store = store;
    this.#basePath = basePath;
    this.#persist = persist;
    this.faults = new FaultInjector(faults);
    this.#clock = clock;
    this.#profile = profile;
  }

  /** An error answer in this emulator's profile. */
  readonly #refuse = (
    response: ServerResponse,
    refusal: Refusal,
    headers: Record<string, string> = {},
  ): void => sendError(response, refusal, headers, this.#profile);

  get closed(): boolean {
    return this.#closing.signal.aborted;
  }

  close(): void {
    this.#closing.abort();
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answerAt = this.#clock() + (this.faults.options.latencyMs ?? 0);
    const method = request.method ?? "GET";
    const pathname = new URL(request.url ?? "/", "http://emulator.invalid").pathname;
    const route = matchRoute(method, this.#relativePath(pathname));
    const countKey = `${method} ${route.kind === "unmatched" ? "(unmatched)" : route.template}`;
    this.counts.set(countKey, (this.counts.get(countKey) ?? 0) + 1);
    if (MUTATING_METHODS.has(method)) this.mutatingCount += 1;
    // Read during the latency; judged only after the key and the route, as before.
    const body = route.kind === "available" ? startBody(route.operation, request) : undefined;

    if (!(await this.#passFaults(response, answerAt))) return;

    const key = request.headers["x-api-key"];
    const organization = typeof key === "string" ? this.#store.organizationForKey(key) : undefined;
    if (organization === undefined) {
      // The key itself is never repeated.
      const standing =
        typeof key !== "string" ? "missing" : this.#store.isExpiredKey(key) ? "expired" : "unknown";
      return this.#refuse(response, unauthenticated(standing, this.#profile));
    }
    if (route.kind !== "available") {
      const { refusal, headers } = routeRefusal(method, pathname, route);
      return this.#refuse(response, refusal, headers);
    }
    return this.#serve(route.operation, route.id ?? "", organization, { request, body }, response);
  }

  /**
   * Waits until `answerAt` (the arrival plus the injected latency, to the millisecond of the
   * timer), then applies the injected rate limit and outage. False when the request must go no
   * further: answered with the fault, or dropped because the server closed.
   */
  async #passFaults(response: ServerResponse, answerAt: number): Promise<boolean> {
    const faults = this.faults;
    const left = Math.round(answerAt - this.#clock());
    if (left > 0) {
      // Closing rejects the wait; the request is then dropped with its connection.
      const waited = await delay(left, true, { signal: this.#closing.signal }).catch(() => false);
      if (!waited) return false;
    }
    const decision = faults.beforeRequest(this.#clock());
    if (decision.kind === "rate-limited") {
      const seconds = decision.retryAfterSeconds;
      const message =
        this.#profile === "spec"
          ? `Too many requests; retry after ${seconds} s.`
          : "Rate limit exceeded. Please retry after a short delay.";
      this.#refuse(
        response,
        { status: 429, code: "rate_limited", message },
        rateLimitHeaders(seconds, this.#profile),
      );
      return false;
    }
    if (decision.kind === "unavailable") {
      this.#refuse(response, {
        status: 503,
        code: "service_unavailable",
        message: "The service is temporarily unavailable (injected fault); retry later.",
      });
      return false;
    }
    return true;
  }

  #relativePath(pathname: string): string {
    if (this.#basePath === "") return pathname;
    return pathname.startsWith(`${this.#basePath}/`) ? pathname.slice(this.#basePath.length) : "";
  }

  async #serve(
    operation: AvailableOperation,
    id: string,
    organization: Organization,
    received: { request: IncomingMessage; body: Promise<Checked<unknown>> | undefined },
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
      case "GET /control-centers/{id}":
      case "GET /cyber-systems/{id}": {
        const { collection, kind, list } = RECORDS[operation];
        const json = organization[collection].json(id);
        return sendRecord(response, json, kind, id, list, this.#profile);
      }
      case "GET /cyber-assets/{id}": {
        const asset = organization.assets.get(id);
        if (asset === undefined) return this.#refuse(response, assetNotFound(id));
        return sendJson(response, 200, JSON.stringify(asset));
      }
      case "DELETE /cyber-assets/{id}":
        return this.#commit(response, 204, organization.delete(id));
      case "POST /cyber-assets": {
        const body = await (received.body ?? readJsonBody(received.request));
        if (!body.ok) return this.#refuse(response, body.refusal);
        const fields = assetFields(body.value, true);
        if (!fields.ok) return this.#refuse(response, fields.refusal);
        // With `create`, assetFields has required every field.
        const create = fields.value as CyberAssetCreate;
        const result = organization.create(() => this.#store.newAssetId(), create);
        return this.#commit(response, 201, result);
      }
      case "PATCH /cyber-assets/{id}": {
        const body = await (received.body ?? readJsonBody(received.request));
        if (!body.ok) return this.#refuse(response, body.refusal);
        const fields = assetFields(body.value, false);
        if (!fields.ok) return this.#refuse(response, fields.refusal);
        return this.#commit(response, 200, organization.patch(id, fields.value));
      }
    }
  }

  /** Persists a successful mutation (undoing it if that fails), then answers or drops. */
  #commit(response: ServerResponse, status: number, result: MutationResult): void {
    if (this.closed) {
      if (result.ok) result.undo();
      return;
    }
    if (!result.ok) {
      this.#refuse(response, result.refusal);
      return;
    }
    try {
      this.#persist();
    } catch (error) {
      result.undo();
      const reason = errorMessage(error);
      this.#refuse(response, {
        status: 500,
        code: "internal_error",
        message: `The change was not stored: ${reason}`,
      });
      return;
    }
    if (this.faults.dropAfterCommit()) {
      response.socket?.destroy();
      return;
    }
    if (result.asset === undefined) {
      response.writeHead(status).end();
      return;
    }
    sendJson(response, status, JSON.stringify(result.asset));
  }
}

/**
 * The body of a create or an update, read from now on; a rejection (the client went away) is
 * marked handled, for a request refused before its body is looked at, and rethrown to a reader.
 */
function startBody(
  operation: AvailableOperation,
  request: IncomingMessage,
): Promise<Checked<unknown>> | undefined {
  if (operation !== "POST /cyber-assets" && operation !== "PATCH /cyber-assets/{id}") return;
  const body = readJsonBody(request);
  body.catch(() => {});
  return body;
}

/** The answer to an authenticated request no operation available to API keys matches. */
function routeRefusal(
  method: string,
  pathname: string,
  route: Exclude<RouteMatch, { kind: "available" }>,
): { refusal: Refusal; headers?: Record<string, string> } {
  switch (route.kind) {
    case "unmatched":
      return {
        refusal: {
          status: 404,
          code: "route_not_found",
          message: `No endpoint ${method} ${pathname}; the API-key endpoints are /facilities, /control-centers, /cyber-systems and /cyber-assets (spec 4.2).`,
        },
      };
    case "planned":
      return {
        refusal: {
          status: 403,
          code: "not_available_to_api_keys",
          message: `${route.operationName} (${method} ${route.template}) is a planned operation that is not available to API keys.`,
        },
      };
    case "method-not-allowed": {
      const allowed = route.allowedForApiKeys;
      const hint =
        allowed.length === 0
          ? "this path has no operation available to API keys"
          : `API keys may use ${allowed.join(", ")}`;
      return {
        refusal: {
          status: 405,
          code: "method_not_allowed",
          message: `${method} is not allowed on ${route.template}; ${hint}.`,
        },
        headers: { allow: allowed.join(", ") },
      };
    }
  }
}

// A local Compliance Inventory Service over node:http: the API-key surface of the spec (4.2, 5, 7),
// tenancy, validation, an optional state file, request counting and injectable faults. This module
// starts and stops the server and opens its store; request-handler.ts answers each request.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { errorMessage } from "../core/shared/errors.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";
import { FaultInjector, type FaultOptions } from "./faults.ts";
import type { EmulatorProfile } from "./profile.ts";
import { RequestHandler } from "./request-handler.ts";
import { sendError } from "./responses.ts";
import { findDuplicateAssetName } from "./seed.ts";
import { type EmulatorSeed, EmulatorSeedError } from "./seed-model.ts";
import { lockState, type StateLock } from "./state-lock.ts";
import { loadState, writeStateSync } from "./state.ts";
import { InventoryStore } from "./store.ts";

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
   * Milliseconds on a monotonic clock, for the rate limit's one-second windows and the time each
   * answer is due (arrival plus latency). Default `performance.now`; tests pass their own to step
   * through windows without waiting.
   */
  clock?: () => number;
  /** Default true: asset names unique per organization, ignoring case (409 otherwise). */
  enforceUniqueNames?: boolean;
  /** Default true: cyber systems carry `control_center_id` (null for a facility's system). */
  exposeControlCenterParent?: boolean;
  faults?: FaultOptions;
  /** Default "spec": the spec's contract; "documented": the service's public documentation. */
  profile?: EmulatorProfile;
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
  const handler = new RequestHandler(
    store,
    basePath,
    persist,
    options.faults ?? {},
    options.clock ?? (() => performance.now()),
    options.profile,
  );
  const server = createServer((request, response) => {
    handler.handle(request, response).catch((error: unknown) => {
      // Only a bug reaches here; answer rather than leave the client hanging.
      const message = errorMessage(error);
      const refusal = {
        status: 500,
        code: "internal_error",
        message: `Emulator error: ${message}`,
      };
      sendError(response, refusal, {}, options.profile);
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
        handler.close();
        lock?.release();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      });
      return closing;
    },
    requestCounts: () => new Map(handler.counts),
    mutatingRequestCount: () => handler.mutatingCount,
    resetCounts: () => {
      handler.counts.clear();
      handler.mutatingCount = 0;
    },
    setFaults: (faults) => {
      handler.faults = new FaultInjector(faults);
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
    assetTimestamps: options.profile === "documented",
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

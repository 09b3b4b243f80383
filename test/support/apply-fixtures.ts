// What the apply tests share: a plan of given operations as apply reads it, the connection to a
// service on loopback, and the servers and clients a test opens, closed after it.
import { onTestFinished } from "vitest";
import type { Operation, Plan, PlanSummary, SystemRef } from "../../src/core/plan/plan-model.ts";
import { type Connection, readConnection } from "../../src/io/network/connection.ts";

/** The system most apply tests change, with no parent (apply does not read it). */
export const EMS_SYSTEM: SystemRef = { id: "cs_ems", name: "EMS", parent: null };

const NO_CHANGES: PlanSummary = { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };

/**
 * A plan of `operations` over `managedSystems`. Apply reads the operations and the fingerprint
 * ("sha256:test"); the summary is zero unless given.
 */
export function planOfOperations(
  operations: Operation[],
  managedSystems: SystemRef[],
  extras: { managedLiveAssets?: number; summary?: PlanSummary } = {},
): Plan {
  return {
    format_version: 1,
    fingerprint: "sha256:test",
    summary: extras.summary ?? NO_CHANGES,
    operations,
    managed_systems: managedSystems,
    unmanaged: [],
    safety: { managed_live_assets: extras.managedLiveAssets ?? 0, violations: [] },
    warnings: [],
  };
}

/** The connection to a test service at `url`, as the CLI reads it from its variables. */
export function connectionTo(url: string, apiKey: string): Connection {
  return readConnection({
    apiUrl: url,
    apiKey,
    urlSource: "CIP_API_URL",
    keySource: "CIP_API_KEY",
  });
}

/**
 * `resource` (an emulator, a server, a client), closed after the test that opened it, the last
 * opened first. Registered on the test itself: an afterEach in this module would be registered
 * only for the first file that loads it, since unit files share a worker's module cache.
 */
export function closeAfterTest<T extends { close(): Promise<void> }>(resource: T): T {
  onTestFinished(() => resource.close());
  return resource;
}

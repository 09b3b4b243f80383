// Shared by the emulator tests: a small two-organization seed, a fetch wrapper, temp directories.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { TWO_SUBSTATIONS } from "../support/seed.ts";
import {
  type EmulatorOptions,
  type RunningEmulator,
  startEmulator,
} from "../../src/emulator/server.ts";

export const EAST_KEY = "contract-key-east";
export const EAST_KEY_2 = "contract-key-east-rotated";
export const WEST_KEY = "contract-key-west";

export const seedJson = {
  organizations: [
    {
      slug: "grid-east",
      name: "Grid East",
      api_keys: [EAST_KEY, EAST_KEY_2],
      ...TWO_SUBSTATIONS,
      cyber_assets: [
        {
          id: "ca_1",
          name: "alpha-relay-01",
          cyber_system_id: "cs_prot_a",
          asset_type: "hardware",
        },
        { id: "ca_2", name: "EMS-Server-01", cyber_system_id: "cs_ems", asset_type: "hardware" },
        {
          id: "ca_3",
          name: "bravo-relay-01",
          cyber_system_id: "cs_prot_b",
          asset_type: "software",
        },
      ],
    },
    {
      slug: "grid-west",
      name: "Grid West",
      api_keys: [WEST_KEY],
      facilities: [{ id: "fac_mesa", name: "Mesa" }],
      control_centers: [],
      cyber_systems: [{ id: "cs_mesa", name: "Protection System", facility_id: "fac_mesa" }],
      cyber_assets: [
        { id: "ca_w1", name: "alpha-relay-01", cyber_system_id: "cs_mesa", asset_type: "hardware" },
      ],
    },
  ],
};

export const seed = parseEmulatorSeed(JSON.stringify(seedJson), "contract seed");

/** A fresh empty directory, removed after the test. */
export async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), "cip-emulator-"));
  // Registered on the test: an afterEach here would run only for the first file of a worker that
  // loads this module, since unit files share the worker's module cache.
  onTestFinished(() => rm(directory, { recursive: true, force: true }));
  return directory;
}

/** Starts an emulator on the contract seed (or `options.seed`), closed after the test. */
export async function emulatorWith(
  options: Partial<EmulatorOptions> = {},
): Promise<RunningEmulator> {
  const emulator = await startEmulator({ seed, ...options });
  onTestFinished(() => emulator.close());
  return emulator;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface CallOptions {
  /** Default EAST_KEY; null sends no key. */
  key?: string | null;
  /** Serialized as JSON unless a string. */
  body?: unknown;
  /** Default "application/json" when there is a body; null sends none. */
  contentType?: string | null;
}

export async function call(
  emulator: RunningEmulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? EAST_KEY : options.key;
  if (key !== null) headers["x-api-key"] = key;
  // Bytes, not a string: fetch would otherwise add "text/plain" when no content type is set.
  let body: Uint8Array | undefined;
  if (options.body !== undefined) {
    const text = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    body = new TextEncoder().encode(text);
    const contentType =
      options.contentType === undefined ? "application/json" : options.contentType;
    if (contentType !== null) headers["content-type"] = contentType;
  }
  const response = await fetch(`${emulator.url}${path}`, { method, headers, body });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.startsWith("application/json") ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    // A HEAD answer has the GET headers and no body.
    json: isJson && text !== "" ? JSON.parse(text) : undefined,
  };
}

export function errorBody(
  code: string,
  message: string,
): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

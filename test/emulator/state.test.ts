// The state file (statePath, --state): every change persisted atomically, restored on restart,
// a torn temp file from a kill ignored, a corrupt file refused with the file and the fix named.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareCodePoints } from "../../src/core/shared/names.ts";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import { loadState } from "../../src/emulator/state.ts";
import { call, emulatorWith, errorBody, seed, seedJson, temporaryDirectory } from "./support.ts";

const CREATE = { name: "new-asset", cyber_system_id: "cs_prot_a", asset_type: "hardware" };
const FIX = "restore the file from a backup, or delete it to start again from the seed";

async function statePathInNewDirectory(): Promise<string> {
  return join(await temporaryDirectory(), "state.json");
}

function createdId(answer: { status: number; json: unknown }): string {
  expect(answer.status).toBe(201);
  return (answer.json as { id: string }).id;
}

describe("persistence", () => {
  it("stores every change; a restart restores both organizations and ignores the seed", async () => {
    const statePath = await statePathInNewDirectory();
    const first = await emulatorWith({ statePath });
    const created = createdId(await call(first, "POST", "/cyber-assets", { body: CREATE }));
    await call(first, "PATCH", "/cyber-assets/ca_1", { body: { name: "alpha-relay-01b" } });
    await call(first, "DELETE", "/cyber-assets/ca_3");
    const east = first.inventory("grid-east");
    const west = first.inventory("grid-west");
    await first.close();

    const otherSeed = parseEmulatorSeed(
      JSON.stringify({ organizations: [{ slug: "other", name: "Other", api_keys: ["k-other"] }] }),
      "other seed",
    );
    const second = await emulatorWith({ seed: otherSeed, statePath });
    expect([first.restoredState, second.restoredState]).toEqual([false, true]);
    expect(second.inventory("grid-east")).toEqual(east);
    expect(second.inventory("grid-west")).toEqual(west);
    expect(east.cyberAssets.map((asset) => [asset.id, asset.name])).toEqual([
      ["ca_1", "alpha-relay-01b"],
      ["ca_2", "EMS-Server-01"],
      [created, "new-asset"],
    ]);
    expect((await call(second, "GET", "/cyber-assets")).json).toEqual(east.cyberAssets);
    expect((await call(second, "GET", "/cyber-assets", { key: "k-other" })).status).toBe(401);
  });

  it("continues the id sequence after a restart: an id is never issued twice", async () => {
    const fresh = await emulatorWith();
    const expected = [
      createdId(await call(fresh, "POST", "/cyber-assets", { body: CREATE })),
      createdId(await call(fresh, "POST", "/cyber-assets", { body: { ...CREATE, name: "two" } })),
    ];
    const statePath = await statePathInNewDirectory();
    const first = await emulatorWith({ statePath });
    const firstId = createdId(await call(first, "POST", "/cyber-assets", { body: CREATE }));
    await call(first, "DELETE", `/cyber-assets/${firstId}`);
    await first.close();
    const second = await emulatorWith({ statePath });
    const secondId = createdId(
      await call(second, "POST", "/cyber-assets", { body: { ...CREATE, name: "two" } }),
    );
    expect([firstId, secondId]).toEqual(expected);
  });

  it("writes the state at start, readable by its owner only (it holds the API keys)", async () => {
    const statePath = await statePathInNewDirectory();
    await emulatorWith({ statePath });
    const saved = await loadState(statePath);
    expect(saved).toEqual({ seed, nextAssetSequence: 0 });
    if (process.platform !== "win32") expect((await stat(statePath)).mode & 0o777).toBe(0o600);
  });

  it("replaces the file by rename, never rewriting it in place, and leaves no temp file", async () => {
    const statePath = await statePathInNewDirectory();
    const emulator = await emulatorWith({ statePath });
    const before = (await stat(statePath)).ino;
    await call(emulator, "PATCH", "/cyber-assets/ca_2", { body: { asset_type: "software" } });
    expect((await stat(statePath)).ino).not.toBe(before);
    // The lock says this emulator owns the file while it runs (see "one emulator per state file").
    expect((await readdir(join(statePath, ".."))).sort()).toEqual([
      "state.json",
      "state.json.lock",
    ]);
    const saved = await loadState(statePath);
    const asset = saved?.seed.organizations[0]?.cyber_assets.find((record) => record.id === "ca_2");
    expect(asset?.asset_type).toBe("software");
  });
});

describe("a kill mid-write", () => {
  // The write goes to state.json.tmp, is fsynced, then renamed over state.json. A kill before the
  // rename leaves the old state.json and a temp file of any length: each length is tried here.
  it.each([
    ["an empty temp file", () => ""],
    ["a temp file of one byte", (text: string) => text.slice(0, 1)],
    ["a half-written temp file", (text: string) => text.slice(0, text.length / 2)],
    ["a temp file short of its last byte", (text: string) => text.slice(0, -1)],
    ["a complete temp file not yet renamed", (text: string) => text],
  ])("leaves the previous state: %s is ignored, then replaced", async (_label, torn) => {
    const statePath = await statePathInNewDirectory();
    const first = await emulatorWith({ statePath });
    await call(first, "POST", "/cyber-assets", { body: CREATE });
    const previousText = await readFile(statePath, "utf8");
    const previous = first.inventory("grid-east");
    await call(first, "DELETE", "/cyber-assets/ca_1");
    const nextText = await readFile(statePath, "utf8");
    await first.close();
    await writeFile(statePath, previousText);
    await writeFile(`${statePath}.tmp`, torn(nextText));

    const restarted = await emulatorWith({ statePath });
    expect(restarted.inventory("grid-east")).toEqual(previous);
    expect((await call(restarted, "DELETE", "/cyber-assets/ca_2")).status).toBe(204);
    expect(existsSync(`${statePath}.tmp`)).toBe(false);
    const ids = (await loadState(statePath))?.seed.organizations[0]?.cyber_assets.map(
      (asset) => asset.id,
    );
    expect(ids).toEqual(
      previous.cyberAssets.map((asset) => asset.id).filter((id) => id !== "ca_2"),
    );
  });
});

function stateJson(change: (state: Record<string, unknown>) => void = () => {}): string {
  const state: Record<string, unknown> = {
    emulator_state_version: 1,
    next_asset_sequence: 0,
    ...structuredClone(seedJson),
  };
  change(state);
  return JSON.stringify(state);
}

function firstAsset(state: Record<string, unknown>): Record<string, unknown> {
  return (state as typeof seedJson).organizations[0]!.cyber_assets[0] as Record<string, unknown>;
}

describe("a corrupt state file is refused, and left as it is", () => {
  const truncated = stateJson().slice(0, 40);
  it.each<[string, string, (path: string) => string]>([
    [
      "truncated JSON",
      truncated,
      (path) => `${path}:1:41: not valid JSON (unexpected end of input); ${FIX}.`,
    ],
    [
      "an empty file",
      "",
      (path) => `${path}:1:1: not valid JSON (unexpected end of input); ${FIX}.`,
    ],
    [
      "a seed file, not a state file",
      JSON.stringify(seedJson),
      (path) =>
        `${path}: emulator_state_version is missing, not 1; this is not an emulator state file of this version: ${FIX}.`,
    ],
    [
      "another format version",
      stateJson((state) => (state.emulator_state_version = 2)),
      (path) =>
        `${path}: emulator_state_version is 2, not 1; this is not an emulator state file of this version: ${FIX}.`,
    ],
    [
      "a negative id sequence",
      stateJson((state) => (state.next_asset_sequence = -1)),
      (path) => `${path}: next_asset_sequence must be an integer >= 0; ${FIX}.`,
    ],
    [
      "an invalid record",
      stateJson((state) => (firstAsset(state).asset_type = "Hardware")),
      (path) =>
        `${path}: organizations[0].cyber_assets[0].asset_type is "Hardware"; use "hardware" or "software".`,
    ],
    [
      "asset names repeated ignoring case",
      stateJson((state) => (firstAsset(state).name = "ems-server-01")),
      (path) =>
        `${path}: organizations[0].cyber_assets[1].name "EMS-Server-01" repeats organizations[0].cyber_assets[0].name ignoring case, but the emulator enforces unique asset names; rename one, or turn unique names off (enforceUniqueNames: false, --no-unique-names).`,
    ],
  ])("%s", async (_label, content, message) => {
    const statePath = await statePathInNewDirectory();
    await writeFile(statePath, content);
    await expect(startEmulator({ seed, statePath })).rejects.toThrow(message(statePath));
    expect(await readFile(statePath, "utf8")).toBe(content);
    expect(await readdir(join(statePath, ".."))).toEqual(["state.json"]);
  });

  it("a directory in place of the file", async () => {
    const directory = await temporaryDirectory();
    await expect(startEmulator({ seed, statePath: directory })).rejects.toThrow(
      `${directory}: cannot read the emulator state file (EISDIR: illegal operation on a directory, read); name a readable file, or one that does not exist yet.`,
    );
    expect(await readdir(directory)).toEqual([]);
  });
});

describe("a state file that cannot be written", () => {
  it("fails at start when its directory does not exist, creating nothing", async () => {
    const directory = await temporaryDirectory();
    const statePath = join(directory, "missing", "state.json");
    await expect(startEmulator({ seed, statePath })).rejects.toThrow(
      `${statePath}: cannot write the emulator state file (ENOENT: no such file or directory, open '${statePath}.tmp'); make sure its directory exists and is writable.`,
    );
    expect(await readdir(directory)).toEqual([]);
  });

  it("answers 500 to a change it cannot store, and undoes it in memory", async () => {
    const directory = join(await temporaryDirectory(), "state");
    await mkdir(directory);
    const statePath = join(directory, "state.json");
    const emulator = await emulatorWith({ statePath });
    const before = emulator.inventory("grid-east");
    await rm(directory, { recursive: true });
    const answers = [
      await call(emulator, "POST", "/cyber-assets", { body: CREATE }),
      await call(emulator, "PATCH", "/cyber-assets/ca_1", { body: { name: "renamed" } }),
      await call(emulator, "DELETE", "/cyber-assets/ca_2"),
    ];
    const failure = errorBody(
      "internal_error",
      `The change was not stored: ${statePath}: cannot write the emulator state file (ENOENT: no such file or directory, open '${statePath}.tmp'); make sure its directory exists and is writable.`,
    );
    expect(answers.map((answer) => [answer.status, answer.json])).toEqual(
      Array(3).fill([500, failure]),
    );
    // An undone delete puts the asset back at the end of the list; list order is not part of
    // the contract (spec 4.1 offers no sorting).
    const listed = (await call(emulator, "GET", "/cyber-assets")).json as { id: string }[];
    expect(listed.toSorted((a, b) => compareCodePoints(a.id, b.id))).toEqual(
      before.cyberAssets.toSorted((a, b) => compareCodePoints(a.id, b.id)),
    );
  });
});

describe("one emulator per state file", () => {
  it("a second emulator on the same file refuses to start, naming the first; it may once that stops", async () => {
    const statePath = await statePathInNewDirectory();
    const first = await emulatorWith({ statePath });
    await expect(startEmulator({ seed, statePath })).rejects.toThrow(
      `${statePath}: another emulator (pid ${process.pid} at ${first.url}) is using this state file; stop it first, or choose another state file (--state FILE).`,
    );
    await first.close();
    expect(existsSync(`${statePath}.lock`)).toBe(false);
    const second = await emulatorWith({ statePath });
    expect(second.restoredState).toBe(true);
  });

  it("takes over a lock whose process is gone", async () => {
    const statePath = await statePathInNewDirectory();
    // No process has pid 2^22 + 1 (above Linux's pid_max limit).
    await writeFile(`${statePath}.lock`, JSON.stringify({ pid: 4_194_305, url: "http://x" }));
    const emulator = await emulatorWith({ statePath });
    expect(JSON.parse(await readFile(`${statePath}.lock`, "utf8"))).toEqual({
      pid: process.pid,
      url: emulator.url,
    });
  });
});

// Complete populations from the terminal (issue 64, item 6): a ledger kept from the command line
// had a Cyber Asset population of the assets a break-glass apply touched only, while its ports
// population listed every declared asset. `evidence append --monitoring FILE --listing` reads the
// service as the drift check does and keeps the workspace's inventory listing beside the
// configuration-monitoring record, vouched for by its SHA-256: `cyber-assets.csv` is then complete,
// `evidence verify` checks the listing, and a refused read writes nothing.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generateKey, type PrivateKey } from "openpgp";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";
import { signedCommit } from "../support/ledger-clone.ts";

const KEY = "test-key-listing-from-terminal-64";
const BUILD = `{ os_firmware: [{ name: RHEL, version: "9.4" }], software: [], custom_software: [], ports: [{ port: 22, protocol: tcp, justification: admin }], patches: [] }`;
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: high",
  `baselines:\n  ems-build: ${BUILD}`,
  "assets:",
  "  ems-01: { type: hardware, baseline: ems-build }",
  "  ems-02: { type: hardware, baseline: ems-build }",
  "  ems-03: { type: hardware, baseline: ems-build }",
  "",
].join("\n");
/** The service holds ems-01 and ems-02 already; the break-glass apply creates ems-03 only. */
const HELD = ["ems-01", "ems-02"].map((name, index) => ({
  id: `ca_${index + 1}`,
  name,
  asset_type: "hardware" as const,
}));
const WORKSPACE = "grid-east";
/** Every command runs on 10 March 2026; the collector read the devices that morning. */
const now = () => Date.parse("2026-03-10T12:00:00Z");
const PERIOD = ["--from", "2026-03-01", "--to", "2026-03-31"];

const observed = {
  format_version: 1,
  workspace: WORKSPACE,
  observed_at: "2026-03-10T09:00:00Z",
  collector: { name: "example-collector", version: "0.1.0" },
  assets: [
    {
      cyber_system: "Alpha Protection",
      name: "ems-01",
      observed: {
        os_firmware: [{ name: "RHEL", version: "9.4" }],
        software: [],
        custom_software: [],
        ports: [{ port: 22, protocol: "tcp", service: "ssh" }],
        patches: [],
      },
    },
  ],
};

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-listing-from-terminal-");
  emulator = await startEmulator({ seed: acmeSeed(KEY, HELD) });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY, HOME: workdir, GIT_CONFIG_NOSYSTEM: "1" };
  sealableCheckout(workdir);
  await commitFiles(workdir, { "inventory/alpha.yaml": INVENTORY });
  // The ledger is kept in the same checkout: its records name commits this repository shows.
  await mkdir(join(workdir, "records"));
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

/** A throwaway operator key, and its public half in an --operator-keys file. */
async function operatorKeys(): Promise<{ privateKey: PrivateKey; file: string }> {
  const { privateKey, publicKey } = await generateKey({
    type: "curve25519",
    userIDs: [{ name: "dana" }],
    format: "object",
  });
  const file = join(workdir, "..", `${workdir.split("/").pop()}-operators.asc`);
  await writeFile(file, publicKey.armor());
  onTestFinished(() => rm(file, { force: true }));
  return { privateKey, file };
}

const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  runCliInProcess(args, { cwd: workdir, env: { ...env, ...extraEnv }, now });

/** A break-glass apply (creating ems-03) sealed into the ledger. */
async function breakGlass(): Promise<void> {
  const applied = await cli(["apply", "--yes", "--record", "change.json"]);
  expect(applied.code).toBe(0);
  const appended = await cli([
    "evidence",
    "append",
    "--dir",
    ".",
    "--record",
    "change.json",
    "--workspace",
    WORKSPACE,
  ]);
  expect(appended.stderr).toBe("");
  expect(appended.code).toBe(0);
}

async function appendObservation(...flags: string[]) {
  await writeFile(join(workdir, "observed.json"), JSON.stringify(observed));
  return cli(["evidence", "append", "--dir", ".", "--monitoring", "observed.json", ...flags]);
}

/** The asset names of cyber-assets.csv and of ports.csv, written into a new folder `out`. */
async function populations(
  out: string,
  ...flags: string[]
): Promise<{ assets: string[]; ports: string[] }> {
  const args = ["evidence", "populations", "--dir", ".", ...PERIOD, "--out", out, ...flags];
  const run = await cli(args);
  expect(run.code).toBe(0);
  const names = async (file: string, column: string) =>
    [...new Set((await csvRows(join(workdir, out, file))).map((row) => row[column]!))].sort();
  return {
    assets: await names("cyber-assets.csv", "name"),
    ports: await names("ports.csv", "asset"),
  };
}

describe("a ledger kept from the command line", () => {
  it("refuses --listing with --record: a listing is kept beside a collector's record", async () => {
    const run = await cli([
      "evidence",
      "append",
      "--dir",
      ".",
      "--record",
      "change.json",
      "--listing",
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      "error: --listing is read with --monitoring only (the inventory listing kept beside a collector's configuration-monitoring record): leave it out with --record\n",
    );
  });

  it("lists in cyber-assets.csv every asset ports.csv lists, saying no listing was kept (issue 71)", async () => {
    await breakGlass();
    const before = await populations("before");
    expect(before.ports).toEqual(["ems-01", "ems-02", "ems-03"]);
    expect([...before.assets].sort()).toEqual(before.ports);
    const rows = await csvRows(join(workdir, "before", "cyber-assets.csv"));
    for (const row of rows) expect(row.source).toMatch(/no inventory listing yet/);
  });

  it("is complete once a collector's observation is appended with --listing, in a commit an operator key signed", async () => {
    await breakGlass();
    const appended = await appendObservation("--listing");
    expect(appended.stderr).toBe("");
    expect(appended.code).toBe(0);
    const path = /as (\S+) /.exec(appended.stdout)?.[1] ?? "";
    // The listing is the operator's read of the service: it counts where their key signed it
    // (issue 78, item 6); unsigned, it is an exception (below).
    const keys = await operatorKeys();
    await signedCommit(workdir, "dana", [], keys.privateKey, "main");
    // The printed procedure commits the listing with its record.
    expect(appended.stdout).toContain(`git -C . add ${path} ${path}.listing\n`);
    const sealed = JSON.parse(await readFile(join(workdir, path), "utf8"));
    expect(sealed.configuration_monitoring.listing).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      cyber_assets: 3,
    });
    // The same read names the observed asset by the service's id, as the drift check's does.
    expect(sealed.configuration_monitoring.assets[0].asset_id).toBe("ca_1");
    const verify = await cli(["evidence", "verify", "--dir", "."]);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toContain("Verified 2 record(s) in 1 workspace(s) (grid-east)");
    const after = await populations("after", "--operator-keys", keys.file);
    expect(after.assets).toEqual(after.ports);
    const rows = await csvRows(join(workdir, "after", "cyber-assets.csv"));
    expect(rows.find((row) => row.name === "ems-02")).toMatchObject({
      source: "inventory listing",
      asset_id: "ca_2",
      impact: "high",
      record_path: path,
    });
    expect(rows.find((row) => row.name === "ems-03")?.asset_id).toMatch(/^\S+$/);
  });

  it("breaks verify when the listing beside the record is edited", async () => {
    await breakGlass();
    const appended = await appendObservation("--listing");
    expect(appended.code).toBe(0);
    const path = /as (\S+) /.exec(appended.stdout)?.[1] ?? "";
    const listing = join(workdir, `${path}.listing`);
    await writeFile(listing, (await readFile(listing, "utf8")).replace("ems-02", "ems-22"));
    const verify = await cli(["evidence", "verify", "--dir", "."]);
    expect(verify.code).toBe(1);
    expect(verify.stdout + verify.stderr).toContain(`${path}.listing has SHA-256 `);
  });

  it("writes nothing when --listing cannot read the service, saying which variable to set", async () => {
    await breakGlass();
    const before = await readdir(join(workdir, "records"), { recursive: true });
    await writeFile(join(workdir, "observed.json"), JSON.stringify(observed));
    const args = ["evidence", "append", "--dir", ".", "--monitoring", "observed.json", "--listing"];
    const refused = await cli(args, { CIP_API_KEY: "" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "error: --listing reads the workspace's inventory listing from the service, and CIP_API_KEY is empty: set CIP_API_KEY to the API key an Organization Admin generated for your organization; or leave out --listing. Nothing was written.\n",
    );
    expect(await readdir(join(workdir, "records"), { recursive: true })).toEqual(before);
  });
});

describe("a terminal listing commit is an operator's, not the writer's (issue 68)", () => {
  it("is an unauthenticated exception when unsigned, like the record alone, never a refusal of the ledger", async () => {
    await breakGlass();
    await commitFiles(workdir, {});
    const appended = await appendObservation("--listing");
    expect(appended.code).toBe(0);
    const path = /as (\S+) /.exec(appended.stdout)?.[1] ?? "";
    // The record and its listing committed together, as the printed procedure says, unsigned.
    await commitFiles(workdir, {});
    const verify = await cli(["evidence", "verify", "--dir", "."]);
    expect(verify.code).toBe(0);
    const said = verify.stdout + verify.stderr;
    expect(said).toContain(
      "adds a collector's configuration-monitoring records and cannot be authenticated (no --operator-keys): an unauthenticated exception for the audit",
    );
    expect(said).not.toContain("but the ledger's writer is");
    // The populations are written, and the observation closes nothing.
    const run = await cli(["evidence", "populations", "--dir", ".", ...PERIOD, "--out", "out"]);
    expect(run.code).toBe(0);
    const exceptions = await readFile(join(workdir, "out", "exceptions.csv"), "utf8");
    expect(exceptions).toContain(
      "CIP-010 R2.1 exception,\"ems-01 in Alpha Protection: due 2026-04-14, opened by record 1: no configuration monitoring with authority recorded; not closed by record 2 (it came from a collector's file appended from the command line whose commit ",
    );
    expect(exceptions).toContain("cannot be authenticated (no --operator-keys)");
    expect(path).toContain("configuration-monitoring-cli-");
    // Its listing, an unauthenticated read of some service, is not the Cyber Asset population
    // (issue 78, item 6): with no authenticated listing, the rows are what the applied changes
    // and the declared baselines show, and the exceptions name the listing and why.
    const assets = await csvRows(join(workdir, "out", "cyber-assets.csv"));
    // csvRows keeps a quoted field's quotes (the source holds a semicolon).
    expect(assets.map((row) => [row.name, row.source?.replaceAll('"', "")])).toEqual([
      ["ems-03", "applied changes only (no inventory listing yet)"],
      [
        "ems-01",
        "declared in a change record's baselines only (no inventory listing yet; no record created it)",
      ],
      [
        "ems-02",
        "declared in a change record's baselines only (no inventory listing yet; no record created it)",
      ],
    ]);
    // One row, citing the listing's record, with the history's why (its detail holds commas:
    // read from the line, not csvRows' cells).
    const skipped = exceptions
      .split("\r\n")
      .filter((line) => line.includes(",unauthenticated inventory listing,"));
    expect(skipped).toEqual([expect.stringContaining(`,${path},`)]);
    expect(skipped[0]).toMatch(
      /,2,.*,unauthenticated inventory listing,"the inventory listing kept beside this record is not the Cyber Asset population, since its record is unauthenticated \(.*cannot be authenticated \(no --operator-keys\).*\); with no authenticated listing, the population is what the applied changes show"$/,
    );
    // Signed by an operator key, the same listing completes the population.
    const keys = await operatorKeys();
    const signed = await populations("signed", "--operator-keys", keys.file);
    expect(signed.assets).toEqual(["ems-01", "ems-02", "ems-03"]);
  });

  it("never replaces the last authenticated listing: another service's read, unsigned, is an exception (issue 78)", async () => {
    await breakGlass();
    // Record 2: the operator's read of the service (ems-01, ems-02, ems-03), in a signed commit.
    const appended = await appendObservation("--listing");
    expect(appended.code).toBe(0);
    const keys = await operatorKeys();
    await signedCommit(workdir, "dana", [], keys.privateKey, "main");
    // Record 3: a read of another service, which holds ems-01 alone, committed unsigned.
    const other = await startEmulator({ seed: acmeSeed(KEY, HELD.slice(0, 1)) });
    onTestFinished(() => other.close());
    // A later read: a collector's file is recorded once.
    const later = { ...observed, observed_at: "2026-03-10T10:00:00Z" };
    await writeFile(join(workdir, "observed.json"), JSON.stringify(later));
    const forged = await cli([
      ...["evidence", "append", "--dir", ".", "--monitoring", "observed.json"],
      ...["--listing", "--api-url", other.url],
    ]);
    expect([forged.code, forged.stderr]).toEqual([0, ""]);
    const path = /as (\S+) /.exec(forged.stdout)?.[1] ?? "";
    await commitFiles(workdir, {});
    const run = await cli([
      ...["evidence", "populations", "--dir", ".", ...PERIOD, "--out", "out"],
      ...["--operator-keys", keys.file],
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "adds a collector's configuration-monitoring records and is not signed by any key of --operator-keys: an unauthenticated exception for the audit",
    );
    // Every asset the service holds stays in the population, from the authenticated listing.
    const assets = await csvRows(join(workdir, "out", "cyber-assets.csv"));
    const rows = assets.map((row) => [row.name, row.source, row.record_sequence]);
    expect(rows.sort()).toEqual([
      ["ems-01", "inventory listing", "2"],
      ["ems-02", "inventory listing", "2"],
      ["ems-03", "inventory listing", "2"],
    ]);
    const exceptions = await readFile(join(workdir, "out", "exceptions.csv"), "utf8");
    const skipped = exceptions
      .split("\r\n")
      .filter((line) => line.includes(",unauthenticated inventory listing,"));
    expect(skipped).toEqual([expect.stringContaining(`,3,`)]);
    expect(skipped[0]).toContain(`,${path},`);
    expect(skipped[0]).toMatch(
      /; the population is the listing of record #2, the last authenticated one"$/,
    );
  });
});

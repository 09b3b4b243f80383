// `cip-sync evidence append --monitoring FILE` in process: a collector's file compared with the
// inventory of a git checkout at HEAD, sealed on the workspace's head as a configuration-monitoring
// record of origin "cli" that `evidence verify` accepts; and every refusal (a bad file, at its JSON
// pointer, an undeclared asset, uncommitted inventory, both flags, the same file twice) writing
// nothing.
import { execFileSync } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { COLLECTOR_WORD } from "../../src/core/evidence/monitoring/configuration-monitoring.ts";
import { runCliInProcess } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";
import {
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
  withoutHistory,
} from "../support/evidence-records.ts";
import {
  type InventoryListing,
  inventoryListing,
  listingPath,
  listingReference,
  serializeListing,
} from "../../src/core/evidence/records/beside/inventory-listing.ts";

const INVENTORY = `cyber_system: EMS
impact: high
assets:
  rtu-01:
    type: hardware
    baseline:
      os_firmware: [{ name: RTOS, version: "4.2" }]
      software:
        - { name: agent, version: "1.0" }
      custom_software: [tool.sh]
      ports:
        - { port: 502, protocol: tcp, justification: Modbus }
      patches: [KB1]
`;

function observed(patches: string[], name = "rtu-01") {
  return {
    format_version: 1,
    workspace: "grid-east",
    observed_at: "2026-01-05T10:00:00Z",
    collector: { name: "example-collector", version: "0.1.0" },
    assets: [
      {
        cyber_system: "EMS",
        name,
        observed: {
          os_firmware: [{ name: "RTOS", version: "4.2" }],
          software: [{ name: "agent", version: "1.0" }],
          custom_software: ["tool.sh"],
          ports: [{ port: 502, protocol: "tcp", service: "modbus" }],
          patches,
        },
      },
    ],
  };
}

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: dir, GIT_CONFIG_NOSYSTEM: "1" },
  }).trim();
}

/** A reconciliation's listing of what the service held: EMS's rtu-01 as ca_ems_1. */
function emsListing(): { text: string; listed: InventoryListing } {
  const organization_slug = "grid-east";
  const ems = { id: "cs_ems", name: "EMS", facility_id: "fac_ems", organization_slug };
  const asset = { asset_type: "hardware" as const, organization_slug };
  const listed = inventoryListing(
    "grid-east",
    "0".repeat(40),
    [{ system: { id: "cs_ems", impact: "high" }, document: { assets: [] } }],
    {
      facilities: [{ id: "fac_ems", name: "Control Center East", organization_slug }],
      controlCenters: [],
      cyberSystems: [ems, { ...ems, id: "cs_other", name: "Other" }],
      cyberAssets: [
        { ...asset, id: "ca_ems_1", name: "rtu-01", cyber_system_id: "cs_ems" },
        { ...asset, id: "ca_other", name: "rtu-01", cyber_system_id: "cs_other" },
      ],
    },
  );
  return { text: serializeListing(listed), listed };
}

/**
 * An inventory checkout (inventory/ems.yaml committed, origin set) with a ledger beside it, under
 * `root`: a reconciliation (with its listing when `listed`), then a change. The commit's id.
 */
async function build(root: string, listed: boolean): Promise<string> {
  const repo = join(root, "inventory-repo");
  const ledger = join(root, "evidence");
  await mkdir(join(repo, "inventory"), { recursive: true });
  await writeFile(join(repo, "inventory", "ems.yaml"), INVENTORY);
  git(repo, "init", "-q", "-b", "main");
  git(repo, "config", "user.name", "Dana Operator");
  git(repo, "config", "user.email", "dana@grid.example");
  git(repo, "remote", "add", "origin", "https://github.com/grid/inventory.git");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "inventory");
  const reconciliation = monitoringDraft("grid-east", 1, true);
  const { text: listingText, listed: listedInventory } = emsListing();
  if (listed && reconciliation.kind === "monitoring")
    reconciliation.monitoring.listing = listingReference(listingText, listedInventory);
  const sealed = chainOf([
    { draft: reconciliation, at: day(0) },
    { draft: changeDraft("grid-east", 2), at: day(1) },
  ]);
  for (const { path, text } of sealed) {
    await mkdir(dirname(join(ledger, path)), { recursive: true });
    await writeFile(join(ledger, path), text);
  }
  if (listed) await writeFile(join(ledger, listingPath(sealed[0]!.path)), listingText);
  return git(repo, "rev-parse", "HEAD");
}

// Each set-up made once and copied for each test: a repository is made with a git process a step.
const withoutListing = directoryTemplate((root) => build(root, false));
const withListing = directoryTemplate((root) => build(root, true));

async function setUp(listed = false): Promise<{ repo: string; ledger: string; commit: string }> {
  const { dir: root, built: commit } = await (listed ? withListing : withoutListing)();
  return { repo: join(root, "inventory-repo"), ledger: join(root, "evidence"), commit };
}

const env = (repo: string) => ({ HOME: repo, GIT_CONFIG_NOSYSTEM: "1" });

async function append(repo: string, ledger: string, file: unknown, ...flags: string[]) {
  await writeFile(join(repo, "..", "observed.json"), JSON.stringify(file));
  return runCliInProcess(
    ["evidence", "append", "--dir", ledger, "--monitoring", "../observed.json", ...flags],
    { cwd: repo, env: env(repo) },
  );
}

async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).sort();
}

describe("cip-sync evidence append --monitoring", () => {
  it("seals a configuration-monitoring record at HEAD, and verify accepts the ledger", async () => {
    const { repo, ledger, commit } = await setUp();
    const run = await append(repo, ledger, observed(["KB1"]));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const path = /Sealed the configuration-monitoring record as (\S+) /.exec(run.stdout)?.[1] ?? "";
    expect(run.stdout).toContain(`\n${COLLECTOR_WORD}\n`);
    expect(run.stdout).toContain(
      "The observation: 1 asset(s) observed, 1 matching their baseline, 0 unauthorized change(s) to investigate.\n",
    );
    expect(path).toMatch(
      /^records\/grid-east\/\d{4}\/\d{2}\/\d{8}T\d{6}\.\d{3}Z-configuration-monitoring-cli-[0-9a-f]{20}-1\.json$/,
    );
    const sealed = JSON.parse(await readFile(join(ledger, path), "utf8"));
    expect(sealed).toMatchObject({
      origin: "cli",
      sequence: 3,
      kind: "configuration-monitoring",
      run: { repository: "https://github.com/grid/inventory.git", run_attempt: 1 },
      configuration_monitoring: {
        commit,
        observed_at: "2026-01-05T10:00:00Z",
        collector: { name: "example-collector", version: "0.1.0" },
        assets: [{ name: "rtu-01", impact: "high", complete: true, matches: true }],
        unauthorized_changes: [],
        investigations: [],
      },
    });
    expect(sealed.configuration_monitoring.input_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(sealed)).not.toContain("KB1");
    const verified = await runCliInProcess(["evidence", "verify", "--dir", ledger], { cwd: repo });
    expect(verified.stderr).toBe(withoutHistory(ledger));
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain("Verified 3 record(s) in 1 workspace(s) (grid-east)");
    const year = path.split("/")[2]!;
    const report = await runCliInProcess(
      ["evidence", "report", "--dir", ledger, "--from", "2026-01-01", "--to", `${year}-12-31`],
      { cwd: repo },
    );
    expect(report.code).toBe(0);
    expect(report.stdout).toContain("Collector observations (1)");
  });

  it("documents a new listening port 3389/tcp, not two digests: the record, the report and the collector's file (issue 64, item 5)", async () => {
    const { repo, ledger } = await setUp();
    const file = observed(["KB1"]);
    file.assets[0]!.observed.ports.push({ port: 3389, protocol: "tcp", service: "rdp" });
    const run = await append(repo, ledger, file);
    expect(run.code).toBe(0);
    const path = /as (\S+) /.exec(run.stdout)?.[1] ?? "";
    const sealed = JSON.parse(await readFile(join(ledger, path), "utf8"));
    const body = sealed.configuration_monitoring;
    expect(body.unauthorized_changes).toEqual([
      {
        cyber_system: "EMS",
        name: "rtu-01",
        item: "ports",
        observed: expect.stringMatching(/^sha256:/),
        declared: expect.stringMatching(/^sha256:/),
        added: [{ port: 3389, protocol: "tcp" }],
        removed: [],
      },
    ]);
    const year = path.split("/")[2]!;
    const report = await runCliInProcess(
      ["evidence", "report", "--dir", ledger, "--from", "2026-01-01", "--to", `${year}-12-31`],
      { cwd: repo },
    );
    expect(report.stdout).toContain(
      `- Unauthorized change: EMS/rtu-01 ports: observed, not declared: 3389/tcp; observed ${body.unauthorized_changes[0].observed}, declared ${body.unauthorized_changes[0].declared}`,
    );
    expect(report.stdout).toContain(`the collector's file: SHA-256 ${body.input_sha256}`);
    // Issue 98, item 5: the operator who seals the observation learns what it found then, not
    // only "Sealed": each unauthorized change, as the report words it.
    expect(run.stdout).toContain(
      `The observation: 1 asset(s) observed, 0 matching their baseline, 1 unauthorized change(s) to investigate:\n  EMS/rtu-01 ports: observed, not declared: 3389/tcp; observed ${body.unauthorized_changes[0].observed}, declared ${body.unauthorized_changes[0].declared}\n`,
    );
  });

  it("names each asset by the id the workspace's last inventory listing gives it", async () => {
    const { repo, ledger } = await setUp(true);
    const run = await append(repo, ledger, observed(["KB1", "KB9"]));
    expect(run.stderr).toBe("");
    const path = /as (\S+) /.exec(run.stdout)?.[1] ?? "";
    const sealed = JSON.parse(await readFile(join(ledger, path), "utf8"));
    expect(sealed.configuration_monitoring.assets).toMatchObject([
      { name: "rtu-01", asset_id: "ca_ems_1", class: "BCA" },
    ]);
    expect(sealed.configuration_monitoring.unauthorized_changes).toMatchObject([
      { name: "rtu-01", asset_id: "ca_ems_1", item: "patches" },
    ]);
  });

  it("refuses a listing edited after it was sealed, writing nothing", async () => {
    const { repo, ledger } = await setUp(true);
    const [edited] = (await listing(ledger)).filter((path) => path.endsWith(".listing"));
    const text = await readFile(join(ledger, edited!), "utf8");
    await writeFile(join(ledger, edited!), text.replace("ca_ems_1", "ca_ems_2"));
    const before = await listing(ledger);
    const run = await append(repo, ledger, observed(["KB1"]));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("the listing was changed after it was sealed");
    expect(run.stderr).toContain("cip-sync evidence verify --dir");
    expect(await listing(ledger)).toEqual(before);
  });

  it("lists a mismatch as an unauthorized change", async () => {
    const { repo, ledger } = await setUp();
    const run = await append(repo, ledger, observed(["KB1", "KB9"]));
    expect(run.code).toBe(0);
    const path = /as (\S+) /.exec(run.stdout)?.[1] ?? "";
    const sealed = JSON.parse(await readFile(join(ledger, path), "utf8"));
    expect(sealed.configuration_monitoring.unauthorized_changes).toEqual([
      expect.objectContaining({ cyber_system: "EMS", name: "rtu-01", item: "patches" }),
    ]);
  });

  it.each([
    [
      "a file that breaks the schema, at its JSON pointer with what to write",
      async () => ({ ...observed(["KB1"]), observed_at: "yesterday" }),
      [] as string[],
      ["--monitoring ../observed.json", "at /observed_at:", "ISO 8601 UTC"],
    ],
    [
      "a port out of range",
      async () => {
        const file = observed(["KB1"]);
        file.assets[0]!.observed.ports = [{ port: 70000, protocol: "tcp", service: "" }];
        return file;
      },
      [],
      ["at /assets/0/observed/ports/0/port", "write a number from 0 to 65535"],
    ],
    [
      "an asset the inventory does not declare",
      async () => observed(["KB1"], "rtu-1"),
      [],
      ["at /assets/0/name", 'no asset "rtu-1"', 'did you mean "rtu-01"?'],
    ],
    [
      "both --record and --monitoring",
      async () => observed(["KB1"]),
      ["--record", "change.json"],
      ["--record and --monitoring were both given"],
    ],
    [
      "--api-url without --listing, which alone reads the service",
      async () => observed(["KB1"]),
      ["--api-url", "http://127.0.0.1:9"],
      [
        "--api-url is read with --monitoring FILE --listing only (the service the inventory listing is read from): add --listing to a --monitoring append, or leave out --api-url\n",
      ],
    ],
    [
      "another --workspace than the file's",
      async () => observed(["KB1"]),
      ["--workspace", "grid-west"],
      [
        "--monitoring ../observed.json is of workspace grid-east (its /workspace), not --workspace grid-west: leave out --workspace, or append it to the ledger of workspace grid-east, or, if the file is of another workspace, write that one at /workspace. Nothing was written.\n",
      ],
    ],
    [
      // No --workspace: the message names the ledger's workspace, not a flag nobody passed.
      "a file of another workspace than the ledger's only one",
      async () => ({ ...observed(["KB1"]), workspace: "grid-west" }),
      [],
      [
        "--monitoring ../observed.json is of workspace grid-west (its /workspace), and the ledger in --dir ",
        " holds only workspace grid-east: append it to the ledger of workspace grid-west, or, if the file is of another workspace, write that one at /workspace. Nothing was written.\n",
      ],
    ],
  ])("refuses %s, writing nothing", async (_, file, flags, words) => {
    const { repo, ledger } = await setUp();
    const before = await listing(ledger);
    const run = await append(repo, ledger, await file(), ...flags);
    expect(run.code).not.toBe(0);
    for (const word of words) expect(run.stderr).toContain(word);
    expect(await listing(ledger)).toEqual(before);
  });

  // The authority table's configuration-observation row: observed_at never after the append,
  // beyond MAX_OBSERVATION_SKEW_MINUTES (5). A file dated in 2099 would blind R2.1 for good.
  const APPENDED = Date.parse("2026-01-05T12:00:00Z");
  it.each([
    ["2099-01-01T00:00:00Z", "refused", "it was observed at 2099-01-01T00:00:00Z"],
    ["2026-01-05T12:05:01Z", "refused", "it was observed at 2026-01-05T12:05:01Z"],
    ["2026-01-05T12:05:00Z", "sealed", undefined],
    ["2026-01-05T11:00:00Z", "sealed", undefined],
  ])("observed at %s, appended at 12:00: %s", async (at, _outcome, says) => {
    const { repo, ledger } = await setUp();
    const before = await listing(ledger);
    await writeFile(
      join(repo, "..", "observed.json"),
      JSON.stringify({ ...observed(["KB1"]), observed_at: at }),
    );
    const run = await runCliInProcess(
      ["evidence", "append", "--dir", ledger, "--monitoring", "../observed.json"],
      { cwd: repo, env: env(repo), now: () => APPENDED },
    );
    if (says === undefined) {
      expect([run.code, run.stderr]).toEqual([0, ""]);
      expect(await listing(ledger)).not.toEqual(before);
      return;
    }
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `--monitoring ../observed.json at /observed_at: ${says}, after it was appended (2026-01-05T12:00:00.000Z), beyond the 5 minutes a collector's clock may run ahead: write when the devices were read, by a clock set to UTC, never a time still to come. Nothing was written.`,
    );
    expect(await listing(ledger)).toEqual(before);
  });

  it("refuses an inventory that differs from HEAD, and the same file twice, writing nothing", async () => {
    const { repo, ledger } = await setUp();
    await writeFile(join(repo, "inventory", "ems.yaml"), `${INVENTORY}# edited\n`);
    const before = await listing(ledger);
    const dirty = await append(repo, ledger, observed(["KB1"]));
    expect(dirty.code).not.toBe(0);
    expect(dirty.stderr).toContain("the inventory differs from commit");
    expect(dirty.stderr).toContain("inventory/ems.yaml");
    expect(await listing(ledger)).toEqual(before);
    git(repo, "checkout", "--", ".");
    expect((await append(repo, ledger, observed(["KB1"]))).code).toBe(0);
    const sealedOnce = await listing(ledger);
    const twice = await append(repo, ledger, observed(["KB1"]));
    expect(twice.code).not.toBe(0);
    expect(twice.stderr).toContain("is already sealed in the ledger as");
    expect(await listing(ledger)).toEqual(sealedOnce);
  });

  it("refuses neither --record nor --monitoring, naming both", async () => {
    const { repo, ledger } = await setUp();
    const run = await runCliInProcess(["evidence", "append", "--dir", ledger], { cwd: repo });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("--record or --monitoring is required");
  });
});

// CIP-003-9 R2's reminder through the command line against the emulator (issue 91, item 2: "a
// site whose systems the inventory adds gets a reminder until its sections are declared"): a plan
// that creates an asset in an `impact: low` system at a facility no site file names lists one
// warning at the asset's declaration, in text and in JSON, with or without --base, with no
// reviewed file at all and even under `vendor_remote_access: require`; the plan is not refused
// (exit 0) and the service is asked to change nothing. Once a site file names the facility, the
// plan lists no reminder; a plan that adds no asset lists none either, unless it re-rates the
// system low against --base (issue 96, item 6): then the reminder is at its impact: line.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-low-impact-reminder-91";
/** Alpha Protection, declared low impact at Substation Alpha, with relay-02 to create. */
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: low",
  "assets:",
  "  relay-01:",
  "    type: hardware",
  "  relay-02:",
  "    type: hardware",
  "",
].join("\n");
const SITE_FILE = "low-impact/substation-alpha.yaml";
const SITE = `version: 1
id: substation-alpha
sites: [Substation Alpha]
physical_access: { controls: [card key], access_control_assets: [] }
electronic_access: { routable: false }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: none
`;
const REMINDER =
  'CIP-003-9 R2: this change adds assets to low impact system "Alpha Protection" at facility "Substation Alpha", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-alpha.yaml with sites: ["Substation Alpha"] and each Attachment 1 section\'s answer (physical_access, electronic_access, dial_up, transient_cyber_assets and vendor_remote_access; see docs/obligations/cip-003-low-impact.md), or add "Substation Alpha" to an existing site file\'s sites';
const AT = { file: "inventory/alpha.yaml", line: 7, column: 3 };
/**
 * The plan's warnings but the reminders of a program clock without its record: this file is about
 * the site reminder (test/core/low-impact/program-record-reminders.test.ts holds those).
 */
const siteWarnings = (warnings: { message: string }[]) =>
  warnings.filter(({ message }) => !/^CIP-003-9 [^:]*: no [a-z-]+ record in /.test(message));

let workdir: string;
let emulator: RunningEmulator;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-low-impact-reminder-");
  const seeded = acmeSeed(KEY, [{ id: "ca_relay_01", name: "relay-01", asset_type: "hardware" }]);
  // A second facility, which a site file may name without naming Substation Alpha.
  seeded.organizations[0]?.facilities.push({ id: "fac_beta", name: "Substation Beta" });
  emulator = await startEmulator({ seed: seeded });
  sealableCheckout(workdir);
  await commitFiles(workdir, { "inventory/alpha.yaml": INVENTORY });
  await mkdir(join(workdir, "low-impact"));
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  runCliInProcess(args, {
    cwd: workdir,
    env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    now: () => Date.parse("2026-05-01T12:00:00Z"),
  });

describe("CIP-003-9 R2's reminder for a low impact site no site file names", () => {
  it.each([
    { what: "without --base, no site file", base: [], site: undefined, policy: undefined },
    { what: "--base, no reviewed file at all", base: ["--base", "HEAD"], site: undefined },
    {
      what: "--base, under vendor_remote_access: require",
      base: ["--base", "HEAD"],
      site: undefined,
      policy: "require",
    },
    {
      what: "--base, a site file naming another site",
      base: ["--base", "HEAD"],
      site: SITE.replaceAll("Substation Alpha", "Substation Beta"),
    },
  ])("$what: listed, never refused, nothing applied", async ({ base, site, policy }) => {
    if (site !== undefined) await writeFile(join(workdir, SITE_FILE), site);
    if (policy !== undefined)
      await writeFile(
        join(workdir, "cip-policy.yaml"),
        `version: 1\nvendor_remote_access: ${policy}\n`,
      );
    const text = await run("plan", ...base);
    expect(text.code).toBe(0);
    expect(text.stderr).toBe("");
    expect(text.stdout.split("\n").filter((line) => line.includes("CIP-003-9 R2"))).toEqual([
      `inventory/alpha.yaml:7:3: warning: ${REMINDER}`,
    ]);
    const json = await run("plan", ...base, "--format", "json");
    expect(json.code).toBe(0);
    const plan = JSON.parse(json.stdout);
    expect(siteWarnings(plan.warnings)).toEqual([
      { severity: "warning", location: AT, message: REMINDER },
    ]);
    expect(plan.operations.map((operation: { action: string }) => operation.action)).toEqual([
      "create",
    ]);
    // Reading the site files for the reminder shows none the route did not compare.
    expect(plan.low_impact_files?.files.map(({ file }: { file: string }) => file)).toEqual(
      site === undefined ? undefined : [SITE_FILE],
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it.each([
    { what: "a site file names the facility, without --base", base: [], inventory: INVENTORY },
    {
      what: "a site file names the facility, --base",
      base: ["--base", "HEAD"],
      inventory: INVENTORY,
    },
    {
      what: "the plan adds no asset (no site file)",
      base: ["--base", "HEAD"],
      inventory: INVENTORY.replace("  relay-02:\n    type: hardware\n", ""),
      site: false,
    },
  ])("$what: no reminder", async ({ base, inventory, site }) => {
    if (site !== false) await writeFile(join(workdir, SITE_FILE), SITE);
    await writeFile(join(workdir, "inventory/alpha.yaml"), inventory);
    const json = await run("plan", ...base, "--format", "json");
    // Without --base, one line says the site file was not compared (issue 98, item 3).
    expect(json.stderr).toBe(
      base.length === 0 && site !== false
        ? "note: 1 low-impact file(s) in the checkout were not compared with any commit, so what this change adds, changes or removes there, and the gates on it, were not judged: pass --base REF (such as origin/main) to show them\n"
        : "",
    );
    expect(json.code).toBe(0);
    expect(siteWarnings(JSON.parse(json.stdout).warnings)).toEqual([]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it.each([
    { what: "re-rated from medium to low against --base", was: "medium", base: ["--base", "HEAD"] },
    {
      what: "re-rated from none declared to low against --base",
      was: null,
      base: ["--base", "HEAD"],
    },
  ])("$what, no asset added: listed at its impact line", async ({ was, base }) => {
    const unchanged = INVENTORY.replace("  relay-02:\n    type: hardware\n", "");
    await commitFiles(workdir, {
      "inventory/alpha.yaml": unchanged.replace(
        "impact: low\n",
        was === null ? "" : `impact: ${was}\n`,
      ),
    });
    await writeFile(join(workdir, "inventory/alpha.yaml"), unchanged);
    const json = await run("plan", ...base, "--format", "json");
    expect(json.code).toBe(0);
    const plan = JSON.parse(json.stdout);
    expect(siteWarnings(plan.warnings)).toEqual([
      {
        severity: "warning",
        location: { file: "inventory/alpha.yaml", line: 3, column: 9 },
        message: REMINDER.replace(
          'adds assets to low impact system "Alpha Protection"',
          're-rates system "Alpha Protection" to low impact',
        ),
      },
    ]);
    expect(plan.operations).toEqual([]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

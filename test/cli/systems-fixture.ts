// The service the CLI's plan, apply, import and validate tests run against (in-process in
// cli.test.ts, through the bundle in cli.e2e.test.ts): two organizations in the emulator, and a
// working directory whose inventory holds one change of every kind.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import type { CliRun } from "../support/cli.ts";
import { seed, TWO_SUBSTATIONS } from "../support/seed.ts";

export const KEY = "test-key-acme-5f1c";
export const OTHER_KEY = "test-key-other-9a2b";

/** Two organizations; Acme has two systems of the same name at two facilities. */
export const serviceSeed = seed(
  {
    slug: "acme",
    name: "Acme Power",
    api_keys: [KEY],
    ...TWO_SUBSTATIONS,
    cyber_systems: [
      ...TWO_SUBSTATIONS.cyber_systems,
      { id: "cs_untouched", name: "Physical Access", facility_id: "fac_bravo" },
    ],
    cyber_assets: [
      {
        id: "ca_1",
        name: "alpha-relay-01",
        cyber_system_id: "cs_prot_a",
        asset_type: "hardware",
      },
      { id: "ca_2", name: "alpha-rtu-01", cyber_system_id: "cs_prot_a", asset_type: "hardware" },
      {
        id: "ca_3",
        name: "alpha-historian",
        cyber_system_id: "cs_prot_a",
        asset_type: "hardware",
      },
      {
        id: "ca_4",
        name: "bravo-relay-01",
        cyber_system_id: "cs_prot_b",
        asset_type: "hardware",
      },
      // Software, as bravo-meter-01 is hardware: one delete and one create of a type in one system
      // would be a possible rename made in the service, which apply refuses without --allow-replace.
      { id: "ca_5", name: "old-hmi", cyber_system_id: "cs_prot_b", asset_type: "software" },
      { id: "ca_6", name: "EMS-Server-01", cyber_system_id: "cs_ems", asset_type: "hardware" },
      {
        id: "ca_7",
        name: "badge-reader-01",
        cyber_system_id: "cs_untouched",
        asset_type: "hardware",
      },
    ],
  },
  {
    slug: "other",
    name: "Other Utility",
    api_keys: [OTHER_KEY],
    facilities: [{ id: "fac_x", name: "Substation Alpha" }],
    cyber_systems: [{ id: "cs_x", name: "Protection System", facility_id: "fac_x" }],
    cyber_assets: [
      { id: "ca_x1", name: "alpha-relay-01", cyber_system_id: "cs_x", asset_type: "hardware" },
    ],
  },
);

/** Acme's inventory with one change of every kind: see the comment on each line. */
export const declaration = `# yaml-language-server: $schema=../schemas/inventory.schema.json
cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware        # unchanged
  alpha-rtu-01b:                  # rename in place
    type: hardware
    renamed_from: alpha-rtu-01
  alpha-historian: software       # type change
  bravo-relay-01: hardware        # moved here from Bravo
  alpha-gateway-01: hardware      # create
---
cyber_system: Protection System
facility: Substation Bravo
assets:
  bravo-meter-01: hardware        # create
---
cyber_system: EMS
control_center: Primary Control Center
assets:
  ems-server-01: hardware         # case-only rename
`;

export interface SystemsFixture {
  emulator: RunningEmulator;
  workdir: string;
  /** The connection to Acme. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startSystemsFixture(): Promise<SystemsFixture> {
  const emulator = await startEmulator({
    seed: serviceSeed,
  });
  const workdir = await mkdtemp(join(tmpdir(), "cip-sync-cli-"));
  await mkdir(join(workdir, "inventory"));
  await writeFile(join(workdir, "inventory", "systems.yaml"), declaration);
  return {
    emulator,
    workdir,
    env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    close: async () => {
      await emulator.close();
      await rm(workdir, { recursive: true, force: true });
    },
  };
}

/** Runs the CLI in `cwd` with exactly the variables in `env`. */
export type CliRunner = (
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
) => Promise<CliRun>;

/** `apply --yes` makes every change, touches nothing outside the managed scope, and converges. */
export async function expectApplyConverges(fixture: SystemsFixture, run: CliRunner) {
  const { emulator, workdir, env } = fixture;
  const other = emulator.inventory("other");
  const untouched = emulator.inventory("acme").cyberAssets.find((asset) => asset.id === "ca_7");

  const applied = await run(["apply", "--yes"], { cwd: workdir, env });
  expect(applied.code).toBe(0);

  const live = new Map(emulator.inventory("acme").cyberAssets.map((asset) => [asset.name, asset]));
  expect(live.get("alpha-rtu-01b")).toMatchObject({ id: "ca_2", cyber_system_id: "cs_prot_a" });
  expect(live.get("alpha-historian")).toMatchObject({ id: "ca_3", asset_type: "software" });
  expect(live.get("bravo-relay-01")).toMatchObject({ id: "ca_4", cyber_system_id: "cs_prot_a" });
  expect(live.get("ems-server-01")).toMatchObject({ id: "ca_6" });
  expect(live.get("alpha-gateway-01")).toMatchObject({ cyber_system_id: "cs_prot_a" });
  expect(live.has("old-hmi")).toBe(false);
  expect(live.get("badge-reader-01")).toEqual(untouched);
  expect(emulator.inventory("other")).toEqual(other);

  const again = await run(["plan", "--detailed-exitcode"], { cwd: workdir, env });
  expect(again.code).toBe(0);
  expect(again.stdout).toContain("No changes");
}

// A key of another organization than the files describe: each document names what the service
// does not hold, and the plan's last line says the key may be the cause (issue 52), so an operator
// does not correct seven files that were right.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { startEmulator } from "../../src/emulator/server.ts";
import { runCliInProcess } from "../support/cli.ts";
import { seed } from "../support/seed.ts";

const GRID_EAST_KEY = "test-key-grid-east-41c7";
const OTHER_KEY = "test-key-grid-west-0b9e";
const SUBSTATIONS = ["Substation Alpha", "Substation Bravo", "Substation Charlie"];

it("plan with a key of another organization: every unknown name, then the hint about the key", async () => {
  const emulator = await startEmulator({
    seed: seed(
      {
        api_keys: [GRID_EAST_KEY],
        facilities: SUBSTATIONS.map((name, index) => ({ id: `fac_${index}`, name })),
        cyber_systems: SUBSTATIONS.map((_, index) => ({
          id: `cs_${index}`,
          name: "Protection System",
          facility_id: `fac_${index}`,
        })),
      },
      { slug: "grid-west", name: "Grid West", api_keys: [OTHER_KEY], facilities: [] },
    ),
  });
  const workdir = await mkdtemp(join(tmpdir(), "cip-sync-other-org-"));
  onTestFinished(async () => {
    await emulator.close();
    await rm(workdir, { recursive: true, force: true });
  });
  await mkdir(join(workdir, "inventory"));
  await writeFile(
    join(workdir, "inventory", "systems.yaml"),
    SUBSTATIONS.map(
      (facility) =>
        `cyber_system: Protection System\nfacility: ${facility}\nassets:\n  ${facility.split(" ")[1]!.toLowerCase()}-rtu-01: hardware\n`,
    ).join("---\n"),
  );

  const run = await runCliInProcess(["plan"], {
    cwd: workdir,
    env: { CIP_API_URL: emulator.url, CIP_API_KEY: OTHER_KEY },
  });

  expect(run.code).toBe(1);
  expect(run.stdout).toBe("");
  const unknown = (line: number, facility: string) =>
    `inventory/systems.yaml:${line}:11: error: facility "${facility}" matches no facility (by id or name); run \`cip-sync import --out DIR\` to write the facilities, control centers and cyber systems the service holds as inventory files\n`;
  expect(run.stderr).toBe(
    unknown(2, "Substation Alpha") +
      unknown(7, "Substation Bravo") +
      unknown(12, "Substation Charlie") +
      "warning: 3 of 3 documents name a cyber system, facility or control center the service does not hold: if the files are right, the API key may belong to another organization than the one they describe (a key reads and writes only its own organization's inventory); check which organization issued the key, or run `cip-sync import --out DIR` with it to see what it reads\n",
  );
  expect(run.stderr).not.toContain(OTHER_KEY);
  expect(emulator.mutatingRequestCount()).toBe(0);
});

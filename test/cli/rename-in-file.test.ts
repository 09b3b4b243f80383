// A rename made in a file is told as one (issue 80, item 6): an asset renamed in its document
// without `renamed_from` plans as a delete and a create, which read "possibly renamed in the
// service"; with a base (`plan --base`, the pull request's base) that declared the old name in
// that system, every output says it was renamed in the file without renamed_from. Without a base
// the plan cannot tell, and says what it said. The fingerprint is the same either way.
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-rename-in-file-80";
const FILE = "inventory/alpha.yaml";
const document = (rtu: string) =>
  `cyber_system: Alpha Protection\nfacility: Substation Alpha\nassets:\n  alpha-relay-01: hardware\n  ${rtu}: hardware\n`;

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-rename-in-file-");
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [
      { id: "ca_1", name: "alpha-relay-01", asset_type: "hardware" },
      { id: "ca_2", name: "alpha-rtu-01", asset_type: "hardware" },
    ]),
  });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  sealableCheckout(workdir);
  await commitFiles(workdir, { [FILE]: document("alpha-rtu-01") });
  // The change: the RTU renamed in its file, with no renamed_from.
  await writeFile(join(workdir, FILE), document("alpha-rtu-01b"));
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const plan = (args: string[]) => runCliInProcess(["plan", ...args], { cwd: workdir, env });

it("plan --base tells a rename in the file as one, in text, Markdown and JSON", async () => {
  const text = await plan(["--base", "HEAD"]);
  expect(text.code, text.stderr).toBe(0);
  expect(text.stdout).not.toContain("possibly renamed in the service");
  expect(text.stdout).not.toContain("POSSIBLY RENAMED");
  expect(text.stdout).toContain(
    "    - alpha-rtu-01 (ca_2), hardware, renamed to alpha-rtu-01b in inventory/alpha.yaml without renamed_from\n",
  );
  expect(text.stdout).toContain("RENAMED IN THE FILES WITHOUT RENAMED_FROM: 1 asset.\n");
  expect(text.stdout).toContain(
    "    + alpha-rtu-01b (hardware), renamed from alpha-rtu-01 in inventory/alpha.yaml without renamed_from\n",
  );

  const markdown = await plan(["--base", "HEAD", "--format", "markdown"]);
  expect(markdown.stdout).not.toContain("possibly renamed in the service");
  expect(markdown.stdout).toContain("#### Renamed in the files without renamed_from\n");

  const json = JSON.parse((await plan(["--base", "HEAD", "--format", "json"])).stdout) as Plan;
  expect(
    json.operations.map((operation) =>
      "possible_rename" in operation ? operation.possible_rename : undefined,
    ),
  ).toEqual([
    { declared: "alpha-rtu-01b", live: "alpha-rtu-01", renamed_in_file: FILE },
    { declared: "alpha-rtu-01b", live: "alpha-rtu-01", renamed_in_file: FILE },
  ]);
  const without = JSON.parse((await plan(["--format", "json"])).stdout) as Plan;
  expect(
    without.operations.map((operation) =>
      "possible_rename" in operation ? operation.possible_rename : undefined,
    ),
  ).toEqual([
    { declared: "alpha-rtu-01b", live: "alpha-rtu-01" },
    { declared: "alpha-rtu-01b", live: "alpha-rtu-01" },
  ]);
  expect(json.fingerprint).toBe(without.fingerprint);
});

it("without a base the plan cannot tell, and says possibly in the service, as before", async () => {
  const text = await plan([]);
  expect(text.stdout).toContain("POSSIBLY RENAMED IN THE SERVICE: 1 asset.\n");
});

it("a saved plan that says where it was renamed is applied as reviewed, with or without the base", async () => {
  const saved = await plan(["--base", "HEAD", "--out", "plan.json", "--format", "json"]);
  expect(saved.code, saved.stderr).toBe(0);
  const run = await runCliInProcess(["apply", "--plan", "plan.json", "--yes", "--allow-replace"], {
    cwd: workdir,
    env,
  });
  expect(run.code, run.stderr).toBe(0);
  expect(
    emulator
      .inventory("acme")
      .cyberAssets.map((asset) => asset.name)
      .sort(),
  ).toEqual(["alpha-relay-01", "alpha-rtu-01b"]);
});

// Issue 90: a delete that could not be paired one to one (a rename and another new asset of its
// type) is told where the base shows it, in the delete block too, never "possibly renamed in the
// service" for a name the file itself dropped.
it("a rename in the file beside another new asset: the delete block says the file, with its candidates", async () => {
  await writeFile(join(workdir, FILE), document("bay-controller: hardware\n  hmi-new"));
  const text = await plan(["--base", "HEAD"]);
  expect(text.code, text.stderr).toBe(0);
  expect(text.stdout).not.toContain("possibly renamed in the service");
  expect(text.stdout).toContain(
    "    - alpha-rtu-01 (ca_2), hardware, renamed in inventory/alpha.yaml without renamed_from\n",
  );
  expect(text.stdout).toContain("RENAMED IN THE FILES WITHOUT RENAMED_FROM: 1 asset.\n");
  expect(text.stdout).toContain(
    "may be declared as hmi-new or bay-controller (it could not be paired one to one with a new asset of its type)",
  );
  const markdown = await plan(["--base", "HEAD", "--format", "markdown"]);
  expect(markdown.stdout).not.toContain("possibly renamed in the service");
  expect(markdown.stdout).toContain(
    "> | alpha-rtu-01 (renamed in `inventory/alpha.yaml` without renamed_from) | ca\\_2 | hardware |",
  );
  expect(markdown.stdout).toContain("#### Renamed in the files without renamed_from\n");
  const without = await plan([]);
  expect(without.stdout).toContain(
    "    - alpha-rtu-01 (ca_2), hardware, possibly renamed in the service\n",
  );
});

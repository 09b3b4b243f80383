// What apply prints (issue 25 item 7): the outcome last, where the terminal leaves it in view; only
// failed and skipped operations listed unless --verbose; and each warning once, even when the plan
// shown before the question already listed it.
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";

const KEY = "test-key-apply-output-41c9";
const RENAMED_FROM_NOTHING =
  'renamed_from "gone-relay" matches no live asset, so "new-relay" will be created as a new asset; correct renamed_from or remove it';
const INVENTORY =
  "cyber_system: Alpha Protection\nfacility: Substation Alpha\nassets:\n  relay-1: hardware\n  relay-2: hardware\n  new-relay:\n    type: hardware\n    renamed_from: gone-relay\n";

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-apply-output-");
  await writeFile(join(workdir, "inventory", "alpha.yaml"), INVENTORY);
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [{ id: "ca_1", name: "old-relay", asset_type: "software" }]),
  });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("apply's output", () => {
  it.each([
    [
      "without --verbose: the operations counted, not listed",
      ["apply", "--yes", "--allow-mass-delete"],
      ["Applied: all 4 operations succeeded."],
    ],
    [
      "with --verbose: every operation, then the verdict",
      ["apply", "--yes", "--allow-mass-delete", "--verbose"],
      [
        "  ok      #1 delete old-relay (ca_1) from Alpha Protection (facility Substation Alpha)",
        "  ok      #2 create new-relay (hardware) in Alpha Protection (facility Substation Alpha): created ca_01fce552",
        "  ok      #3 create relay-1 (hardware) in Alpha Protection (facility Substation Alpha): created ca_9f505634",
        "  ok      #4 create relay-2 (hardware) in Alpha Protection (facility Substation Alpha): created ca_079f4ece",
        "",
        "Applied: all 4 operations succeeded.",
      ],
    ],
  ])("%s; the verdict is the last line", async (_case, args, expected) => {
    const run = await runCliInProcess(args, { cwd: workdir, env });
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")).toEqual([...expected, ""]);
    expect(occurrences(run.stderr, RENAMED_FROM_NOTHING)).toBe(1);
  });

  it("on a terminal, a warning the plan showed above the question is not printed again", async () => {
    const run = await runCliInProcess(["apply", "--allow-mass-delete"], {
      cwd: workdir,
      env,
      stdinIsTTY: true,
      answer: "yes",
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`1 warning:\n`);
    expect(occurrences(run.stdout + run.stderr, RENAMED_FROM_NOTHING)).toBe(1);
    expect(run.stdout.endsWith("Applied: all 4 operations succeeded.\n")).toBe(true);
  });
});

describe("a stale saved plan", () => {
  it("is refused with the operations that differ, and nothing is changed", async () => {
    const planned = await runCliInProcess(["plan", "--out", "plan.json"], { cwd: workdir, env });
    expect(planned.code).toBe(0);
    await writeFile(
      join(workdir, "inventory", "alpha.yaml"),
      INVENTORY.replace("  relay-2: hardware\n", "  relay-3: software\n"),
    );
    const run = await runCliInProcess(
      ["apply", "--plan", "plan.json", "--allow-mass-delete", "--quiet"],
      { cwd: workdir, env },
    );
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n").slice(1)).toEqual([
      "2 operations differ (+ only in the plan now, - only in the reviewed plan):",
      "  + create relay-3 (software) in Alpha Protection (facility Substation Alpha)",
      "  - create relay-2 (hardware) in Alpha Protection (facility Substation Alpha)",
      "",
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

// `baselines: ref-only` in the Action: the pull request's plan, the apply on merge and the offline
// validate read it from the checkout's policy file and refuse baseline content in a High system,
// annotated at the asset; the apply changes nothing. A policy file that does not parse refuses too.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { annotations, runInProcess, workspaceOf } from "./run-action.ts";
import {
  checkDrift,
  dir,
  emulator,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario((options) => runInProcess(options));

const HIGH_INLINE = `cyber_system: Protection System
facility: Substation Alpha
impact: high
assets:
  alpha-relay-01:
    type: hardware
    baseline: { os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: [], patches: [] }
`;

const REFUSAL =
  'asset "alpha-relay-01" (in a high impact system) has an inline baseline, but cip-policy.yaml sets baselines: ref-only, which keeps the baselines of High and Medium systems off the repository host: write baseline_ref: { uri, sha256 } naming where the baseline is kept instead of baseline:';

describe("baselines: ref-only in the Action", () => {
  it.each([
    { route: "the pull request's plan", run: () => planPullRequest() },
    { route: "the apply on merge", run: () => pushToMain() },
    { route: "validate", run: () => checkDrift({ mode: "validate" }) },
  ])("refuses an inline High baseline in $route, applying nothing", async ({ run }) => {
    await writeInventory("alpha.yaml", HIGH_INLINE);
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\nbaselines: ref-only\n");
    const result = await run();
    expect(result.code).toBe(1);
    expect(result.outputs["failure-reason"]).toBe("invalid");
    const errors = annotations(result.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => [note.properties, note.message])).toContainEqual([
      "title=Invalid inventory,file=inventory/alpha.yaml,line=5,col=3",
      expect.stringContaining(REFUSAL),
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("refuses the plan when the policy file does not parse", async () => {
    await writeInventory("alpha.yaml", HIGH_INLINE);
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\nbaselines: refonly\n");
    const result = await pushToMain();
    expect(result.code).toBe(1);
    expect(result.outputs["failure-reason"]).toBe("invalid");
    expect(result.stdout).toContain('unknown baselines "refonly"; did you mean "ref-only"?');
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

// CIP-007-6 R2.1 in the pull request's plan (issue 62, item 1): software the pull request adds to a
// High asset's baseline without a patch source is flagged in the plan comment and the plan file as
// added by this change; under the checkout policy's `patch_sources: require` the plan is refused at
// the item, annotated there, and nothing is applied, not even when the pull request is merged;
// the offline validate only warns. In process against the emulator and the fake
// GitHub, the base's files read through it.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { annotations, runInProcess, workspaceOf } from "./run-action.ts";
import {
  checkDrift,
  commentsOnPullRequest,
  dir,
  emulator,
  github,
  planFileOf,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const BASE = "d4".repeat(20);
const inventory = (software: string) =>
  `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01:\n    type: hardware\n    baseline: { os_firmware: [{ name: RTOS, version: "4.2" }], software: [${software}], custom_software: [], ports: [], patches: [] }\n  old-hmi: hardware\n`;
const SOURCES =
  "version: 1\nsources:\n  - { id: rtos-vendor, name: RTOS advisories, covers: [{ os_firmware: RTOS }] }\n";

async function pullRequestAddingSoftware(policy: string | undefined) {
  github.policy.addFile(BASE, "inventory/alpha.yaml", inventory(""));
  await writeInventory("alpha.yaml", inventory('{ name: RTU Config Tool, version: "2.0" }'));
  await writeFile(join(workspaceOf(dir), "cip-patch-sources.yaml"), SOURCES);
  if (policy !== undefined) await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), policy);
  return planPullRequest();
}

describe("software added to a High baseline without a patch source", () => {
  it("is flagged in the plan comment and the plan file as added by this change", async () => {
    const run = await pullRequestAddingSoftware(undefined);
    expect(run.code).toBe(0);
    expect(planFileOf(run).patch_sources?.missing).toEqual([
      expect.objectContaining({
        asset: "alpha-rtu-01",
        item: "software",
        name: "RTU Config Tool",
        change: "added",
        location: expect.objectContaining({ file: "inventory/alpha.yaml", line: 7 }),
      }),
    ]);
    const [comment] = commentsOnPullRequest();
    expect(comment?.body).toContain("#### Patch sources missing");
    expect(comment?.body).toContain(
      "| software RTU Config Tool | 2.0 | alpha-rtu-01 | Protection System | **added by this change** | `inventory/alpha.yaml:7:",
    );
  });

  it("is refused under patch_sources: require, annotated at the item, applying nothing", async () => {
    const run = await pullRequestAddingSoftware("version: 1\npatch_sources: require\n");
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    const errors = annotations(run.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => [note.properties, note.message])).toContainEqual([
      expect.stringMatching(/^title=Invalid inventory,file=inventory\/alpha.yaml,line=7,col=\d+$/),
      expect.stringContaining(
        'software "RTU Config Tool" "2.0" of asset "alpha-rtu-01" in "Protection System" has no patch source (CIP-007-6 R2.1), added by this change, and cip-policy.yaml sets patch_sources: require',
      ),
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("validate (offline) warns at the item and passes, even under require", async () => {
    await writeInventory("alpha.yaml", inventory('{ name: RTU Config Tool, version: "2.0" }'));
    await writeFile(
      join(workspaceOf(dir), "cip-policy.yaml"),
      "version: 1\npatch_sources: require\n",
    );
    const run = await checkDrift({ mode: "validate" });
    expect(run.code).toBe(0);
    const warnings = annotations(run.stdout).filter((note) => note.kind === "warning");
    expect(warnings.map((note) => [note.properties, note.message])).toContainEqual([
      expect.stringMatching(/^title=Inventory warning,file=inventory\/alpha.yaml,line=7,col=\d+$/),
      expect.stringContaining('software "RTU Config Tool" "2.0" of asset "alpha-rtu-01"'),
    ]);
  });

  it("merged all the same, applies nothing: the refused plan left no reviewed plan", async () => {
    expect((await pullRequestAddingSoftware("version: 1\npatch_sources: require\n")).code).toBe(1);
    const merge = await pushToMain();
    expect(merge.code).toBe(1);
    expect(merge.outputs["failure-reason"]).toBe("no-reviewed-plan");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

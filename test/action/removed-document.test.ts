// A document removed in a pull request while its system's assets are live (issue 80, item 3):
// the pull request's plan comment says the system leaves management, its assets kept, from the
// base's files. In process against the emulator and the fake GitHub.
import { describe, expect, it } from "vitest";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { runInProcess } from "./run-action.ts";
import {
  ALPHA,
  commentsOnPullRequest,
  github,
  planFileOf,
  planPullRequest,
  reseedEmulator,
  SEED_ASSETS,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const BULK =
  "cyber_system: Bulk System\nfacility: Substation Alpha\nassets:\n  bulk-01: hardware\n  bulk-02: hardware\n";

describe("a pull request that removes Bulk System's document", () => {
  it("plans it as leaving management, assets kept, in the comment and the plan file", async () => {
    await reseedEmulator([
      ...SEED_ASSETS,
      { id: "ca_b1", name: "bulk-01", cyber_system_id: "cs_bulk" },
      { id: "ca_b2", name: "bulk-02", cyber_system_id: "cs_bulk" },
    ]);
    github.policy.addFile(UNLISTED_PARENT, "inventory/alpha.yaml", ALPHA);
    github.policy.addFile(UNLISTED_PARENT, "inventory/bulk.yaml", BULK);
    const run = await planPullRequest();
    expect(run.code, run.stdout).toBe(0);
    expect(planFileOf(run).released_systems).toEqual([
      {
        cyber_system: { id: "cs_bulk", name: "Bulk System" },
        file: "inventory/bulk.yaml",
        live_assets: 2,
      },
    ]);
    const [comment] = commentsOnPullRequest();
    expect(comment?.body).toContain("#### Leaving management\n");
    expect(comment?.body).toContain(
      "- `Bulk System` (`cs_bulk`), declared in `inventory/bulk.yaml` at the base: 2 live assets stay\n",
    );
  });

  it("with no other change, its status line says so, never No changes", async () => {
    await reseedEmulator([
      ...SEED_ASSETS,
      { id: "ca_b1", name: "bulk-01", cyber_system_id: "cs_bulk" },
    ]);
    const unchanged =
      "cyber_system: Protection System\nfacility: Substation Alpha\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n";
    await writeInventory("alpha.yaml", unchanged);
    github.policy.addFile(UNLISTED_PARENT, "inventory/alpha.yaml", unchanged);
    github.policy.addFile(UNLISTED_PARENT, "inventory/bulk.yaml", BULK);
    const run = await planPullRequest();
    expect(run.code, run.stdout).toBe(0);
    const [comment] = commentsOnPullRequest();
    expect(comment?.body).toMatch(
      /\*\*No service operation\*\* for `[0-9a-f]{7}`, but 1 cyber system leaves management: its document removed, its live assets stay as they are \(below\)\./u,
    );
    expect(comment?.body).not.toMatch(/no changes/iu);
  });
});

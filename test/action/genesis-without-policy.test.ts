// Before the first accepted merge the ledger's genesis is in force, and each drift check compares
// the governance facts the default branch declares with those of the genesis commit. A repository
// without an owner policy declares them too (each system's impact and owners, the sources'
// commands): they are read at the genesis commit whether or not it has a policy file, so that a
// branch unchanged since is not reported as declaring facts "null in force" (found by the ledger
// the 0.2.0 bundle wrote, test/action/ledger-0.2.0.test.ts).
import { describe, expect, it } from "vitest";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { runInProcess } from "./run-action.ts";
import { checkDrift, github, MERGE, useScenario, writeInventory } from "./scenario.ts";

useScenario(runInProcess);

const GENESIS = UNLISTED_PARENT;
const OWNED = (owners: string) =>
  `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: low\nowners: [${owners}]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n`;

/** The first drift check, at GENESIS, begins the ledger; no cip-policy.yaml anywhere. */
async function genesis(): Promise<void> {
  github.policy.addFile(GENESIS, "inventory/alpha.yaml", OWNED("dave, erin"));
  await writeInventory("alpha.yaml", OWNED("dave, erin"));
  expect((await checkDrift({ "drift-issue": "false" }, GENESIS)).code).toBe(0);
}

describe("the genesis's governance facts, in a repository without an owner policy", () => {
  it("reports nothing not in force when the default branch declares what the genesis did", async () => {
    await genesis();
    const drift = await checkDrift({ "drift-issue": "false" }, MERGE);
    expect(drift.code).toBe(0);
    expect(drift.stdout).not.toContain("Not in force");
  });

  it("names the genesis's owners as in force when a push changed them", async () => {
    await genesis();
    await writeInventory("alpha.yaml", OWNED("mallory"));
    const drift = await checkDrift({ "drift-issue": "false" }, MERGE);
    expect(drift.code).toBe(0);
    expect(drift.stdout).toContain(
      `::warning title=Not in force::The default branch at ${MERGE} declares governance facts the gate never accepted (in force: the genesis commit ${GENESIS}, what record #1 was judged at): the impact and owners of cyber system "Protection System": {"name":"Protection System","impact":"low","owners":["dave","erin"]} in force, {"name":"Protection System","impact":"low","owners":["mallory"]} on the branch.`,
    );
  });
});

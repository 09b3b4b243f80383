// The calendar the obligations are judged in is the one in force, never what a direct push left on
// the default branch (issue 78's finding "a refused merge's own calendar"): the docs' rule is that
// "the calendar a record opens obligations with is the one the last accepted record kept", and
// before any accepted merge that is the genesis commit's. A direct push changes the calendar; the
// next pull request carries it, is refused and merged anyway; the drift check that follows judges
// the refused merge's baseline deviation (its CIP-010 R1.3) by the calendar in force. (The
// finding's completion grace applies to an authorized deviation only, which a refused merge's is
// not: its R1.3 is due by the standard's 30 days; the pushed calendar reached it through "due
// soon" and the time zone.) In process against the emulator and the fake GitHub.
import { describe, expect, it } from "vitest";
import { verifyLedger } from "../support/ledger-check.ts";
import { addDays, dateIn } from "../../src/core/shared/calendar.ts";
import { pullRequest } from "./review-scenario.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import { checkDrift, dir, github, pushToMain, useScenario, writeInventory } from "./scenario.ts";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

useScenario(runInProcess);

const baseline = (patches: string) =>
  `{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [${patches}] }`;
/** Every asset the service holds, so that no plan has an operation: the baselines differ only. */
const alpha = (rtu: string) =>
  [
    "cyber_system: Protection System",
    "facility: Substation Alpha",
    "impact: high",
    "owners: [dave, grace]",
    "assets:",
    `  alpha-rtu-01: { type: hardware, baseline: ${baseline(rtu)} }`,
    `  alpha-relay-01: { type: hardware, baseline: ${baseline("KB7")} }`,
    "  old-hmi: hardware",
    "",
  ].join("\n");
const FILE = "inventory/alpha.yaml";
/**
 * In force at the genesis: R1.3's default 30 days, 60 days of "due soon", and dave's approval for
 * a change to the rules, which the pull request carrying the pushed calendar does not have.
 */
const IN_FORCE =
  'version: 1\npolicy_owners: { approvals: 1, from: ["dave"] }\ncalendar: { due_soon_days: 60 }\n';
/** What the direct push sets: nothing is "due soon" until a day before. */
const PUSHED = IN_FORCE.replace("due_soon_days: 60", "due_soon_days: 1");
const [genesis, pushed, head, refused] = [
  "d1".repeat(20),
  "d2".repeat(20),
  "d3".repeat(20),
  "d4".repeat(20),
] as const;

async function checkout(policy: string, rtu: string): Promise<void> {
  await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), policy);
  await writeInventory("alpha.yaml", alpha(rtu));
}

describe("the calendar of a refused merge's obligations (issue 78)", () => {
  it("is the one in force at the genesis, not the one a direct push set and the refused merge carried", async () => {
    github.policy.addFile(genesis, "cip-policy.yaml", IN_FORCE);
    github.policy.addFile(genesis, FILE, alpha("KB1"));
    await checkout(IN_FORCE, "KB1");
    expect((await checkDrift({}, genesis)).code).toBe(0);

    github.policy.addFile(pushed, "cip-policy.yaml", PUSHED);
    github.policy.addFile(pushed, FILE, alpha("KB1"));
    // Approved by grace alone: the change to the rules lacks dave's approval.
    pullRequest(8, head, {
      commits: [head, refused],
      mergeCommitSha: refused,
      mergedBy: "carol",
      reviews: [{ user: "grace", state: "APPROVED" }],
    });
    await checkout(PUSHED, "KB1, KB2");
    const merge = await pushToMain(refused, { "require-reviewed-plan": "false" }, pushed);
    const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    const change = records.at(-1)!.record;
    expect(change.kind === "change" && change.change.outcome).toBe("policy");
    expect(merge.code).toBe(1);

    github.policy.addFile(refused, "cip-policy.yaml", PUSHED);
    const drift = await checkDrift({}, refused);
    console.log(
      drift.stdout
        .split("\n")
        .filter((l) => /checkpoint|calendar|CIP obligations/i.test(l))
        .join("\n"),
    );
    console.log(
      drift.summary
        .split("\n")
        .filter((l) => /Dates count/i.test(l))
        .join("\n"),
    );
    // CIP-010 R1.3: "update the baseline configuration as necessary within 30 calendar days of
    // completing the change": due 30 days after the refused merge, so due soon by the 60 days in
    // force, where the pushed calendar would say open, and notify nobody.
    const due = addDays(dateIn(change.recorded_at, "UTC"), 30);
    const r13 = drift.summary.split("\n").find((line) => line.includes("| CIP-010 R1.3 |"));
    expect(r13).toMatch(new RegExp(`^\\| due-soon \\| CIP-010 R1\\.3 \\| .* \\| ${due} \\| 2 \\|`));
  });
});

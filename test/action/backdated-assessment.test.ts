// Issue 88, item 6's second half, end to end: a backdated assessment. In the documented setup, a
// High system is commissioned by a reviewed merge; then an engineer who owns nothing files, under a
// new id and with their one approval, an active assessment whose own performed_on is two years
// old. It closed R3.1 and R3.2 and restarted both clocks (the merge's day was used, performed_on
// never read). Now the Action's merge records it, and it closes nothing: both intervals stay open
// from the commissioning record, each listing the merge beside it with why, in the obligations and
// in the populations an auditor samples.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeObligations } from "../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { merge, plan, pullRequest, push } from "./review-scenario.ts";
import { populationsOf } from "./scenario-ledger.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import { dir, github, useScenario, writeInventory } from "./scenario.ts";

useScenario(runInProcess);

const BASE = "0e".repeat(20);
const ALPHA = [
  "cyber_system: Protection System",
  "facility: Substation Alpha",
  "impact: high",
  "assets:",
  "  alpha-relay-01: { type: hardware, baseline: { os_firmware: [{ name: SEL-451 firmware, version: R320 }], software: [], custom_software: [], ports: [], patches: [] } }",
  "  alpha-relay-02: software",
  "  alpha-rtu-01b: { type: hardware, renamed_from: alpha-rtu-01 }",
  "",
].join("\n");

/** Two years before today (UTC), as performed_on is written. */
const TWO_YEARS_AGO = (() => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 2);
  return day.toISOString().slice(0, 10);
})();

const BACKDATED = `version: 1
id: VA-NEW-ID
systems: [Protection System]
method: active
environment: production
controls_assessed: [ports and services]
performed_on: ${TWO_YEARS_AGO}
results: no findings
action_plan: no vulnerabilities found
`;

let parent = BASE;
const reviewed = new Map<string, string>();

/** Pull request `number`, approved by dave alone, planned and merged over the last merge. */
async function mergePullRequest(number: number): Promise<void> {
  const head = `${number}`.padStart(2, "0").repeat(20);
  const pull = pullRequest(number, head, { reviews: [{ user: "dave", state: "APPROVED" }] });
  github.commits.push({ sha: head, parents: [parent] });
  const planned = await plan(number, head);
  expect(planned.code, planned.stdout).toBe(0);
  const merged = `f${number}`.padEnd(40, "e");
  merge(pull, merged, parent);
  for (const [path, text] of reviewed) github.policy.addFile(merged, path, text);
  const pushed = await push(parent, merged);
  expect(pushed.code, pushed.stdout).toBe(0);
  parent = merged;
}

describe("a backdated assessment filed under a new id", () => {
  it("closes neither R3.1 nor R3.2 and restarts no clock: both listed with why", async () => {
    parent = BASE;
    github.commits.push({ sha: BASE, parents: [] });
    await writeInventory("alpha.yaml", ALPHA);
    await mergePullRequest(51);
    const path = "vulnerability-assessments/VA-NEW-ID.yaml";
    reviewed.set(path, BACKDATED);
    await mkdir(dirname(join(workspaceOf(dir), path)), { recursive: true });
    await writeFile(join(workspaceOf(dir), path), BACKDATED);
    await mergePullRequest(52);

    const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    // The merge recorded the file: what follows is the pass's judgement, not a missing record.
    expect(records.map((r) => r.record.kind)).toEqual(["change", "change"]);
    const today = new Date().toISOString().slice(0, 10);
    const found = computeObligations(records, today, DEFAULT_CALENDAR).filter(
      (o) => o.kind === "CIP-010 R3.1" || o.kind === "CIP-010 R3.2",
    );
    const opened = found[0]?.opened_by.recorded_at.slice(0, 10);
    const why = `assessment VA-NEW-ID was performed on ${TWO_YEARS_AGO}, before this interval opened on ${opened}: it closes nothing of it`;
    expect(
      found.map((o) => [
        o.kind,
        o.status,
        o.opened_by.sequence,
        o.closed_by,
        o.not_closed_by?.map((n) => [n.record.sequence, n.why]),
      ]),
    ).toEqual([
      ["CIP-010 R3.1", "open", 1, undefined, [[2, why]]],
      ["CIP-010 R3.2", "open", 1, undefined, [[2, why]]],
    ]);
    const sampled = await populationsOf(today);
    expect(sampled.assessmentIntervals.map((r) => [r.part, r.status, r.not_closed_by])).toEqual([
      ["CIP-010 R3.1", "open", expect.stringContaining(why)],
      ["CIP-010 R3.2", "open", expect.stringContaining(why)],
    ]);
  });
});

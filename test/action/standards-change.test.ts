// A day under `standards:` moved in a pull request, from plan to merge, in process against the
// emulator and the fake GitHub (issue 96, item 4: "moving a version's day is governed as lifting a
// rule"). The base's policy names a two-owner rule over the High system, a policy owner (heidi) and
// the CIP Senior Manager (sam); the pull request adds CIP-003-11 from a day after its own, or moves
// it later, and changes nothing else. Approved by the policy owner alone: the status is failure,
// naming the CIP Senior Manager and the rule's owners still missing; the merge is refused
// (failure-reason policy), nothing is applied, and the change record says so. Approved by everyone
// it asks: recorded, applying nothing.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { type ActionRun, runInProcess, workspaceOf } from "./run-action.ts";
import {
  dir,
  emulator,
  github,
  HEAD,
  PR,
  planPullRequest,
  pushToMain,
  useScenario,
} from "./scenario.ts";

useScenario(runInProcess);

const BASE = UNLISTED_PARENT;
const POLICY = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
policy_owners: { approvals: 1, from: [heidi] }
cip_senior_manager:
  login: sam
  name: Sam Vance
  title: VP Operations
  since: 2026-01-05
`;
const ALPHA =
  "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n";

/** The base's policy with `base` standards, the checkout's with `head`; the inventory unchanged. */
async function standardsMoved(base: string, head: string): Promise<void> {
  github.policy.addFile(BASE, "cip-policy.yaml", `${POLICY}${base}`);
  github.policy.addFile(BASE, "inventory/alpha.yaml", ALPHA);
  const workspace = workspaceOf(dir);
  await writeFile(join(workspace, "cip-policy.yaml"), `${POLICY}${head}`);
  await writeFile(join(workspace, "inventory", "alpha.yaml"), ALPHA);
}

function reviews(...users: string[]): void {
  github.pulls.find((pull) => pull.number === PR)!.reviews = users.map((user) => ({
    user,
    state: "APPROVED" as const,
  }));
}

function changeOf(run: ActionRun) {
  const path = run.outputs["evidence-record"]!;
  const record = JSON.parse(
    run.tempFiles.get(path.slice(run.runnerTemp.length + 1))!,
  ) as EvidenceRecord;
  if (record.kind !== "change") throw new Error(`expected a change record, got ${record.kind}`);
  return record.change;
}

const STANDARDS = 'rule "standards-change" is unmet: 1 more approval needed from sam';
const LIFTED =
  'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"';
const AT_ITS_DAY = "standards: { CIP-003: { CIP-003-11: 2029-07-01 } }\n";
const LATER = "standards: { CIP-003: { CIP-003-11: 2030-01-01 } }\n";

describe("a day under standards: at the status and the merge (issue 96, item 4)", () => {
  it.each<[string, string, string, string]>([
    ["CIP-003-11 added", "", AT_ITS_DAY, "CIP-003-11 added from 2029-07-01"],
    ["CIP-003-11 moved later", AT_ITS_DAY, LATER, "CIP-003-11 from 2029-07-01 -> from 2030-01-01"],
  ])(
    "%s by one policy owner alone: status failure, the merge refused, nothing applied",
    async (_case, base, head, words) => {
      await standardsMoved(base, head);
      reviews("heidi");
      await planPullRequest();
      const comment = github.comments.at(-1)!.body;
      expect(comment).toContain("**This pull request changes the rules it is judged by**");
      // The comment escapes what it quotes: "->" is shown as written, "&gt;" in its text.
      expect(comment).toContain(`${words.replace(">", "&gt;")} in cip-policy.yaml's standards:`);
      expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
      const run = await pushToMain();
      expect(run.code).toBe(1);
      expect(run.outputs["failure-reason"]).toBe("policy");
      expect(emulator.mutatingRequestCount()).toBe(0);
      const change = changeOf(run);
      expect(change.outcome).toBe("policy");
      expect(change.policy).toMatchObject({ allowed: false, base_sha: BASE });
      expect(change.policy!.reasons).toEqual([STANDARDS, LIFTED]);
      expect(change.policy!.rules.map((rule) => [rule.id, rule.result])).toEqual([
        ["policy-change", "met"],
        ["standards-change", "unmet"],
        ["rule-lifted", "unmet"],
      ]);
    },
  );

  it("records it approved by the policy owner, the CIP Senior Manager and the rule's owners, applying nothing", async () => {
    await standardsMoved(AT_ITS_DAY, LATER);
    reviews("heidi", "sam", "dave", "grace");
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "success" });
    const run = await pushToMain();
    expect(run.code, run.stdout).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
    const change = changeOf(run);
    expect(change.policy!.rules.map((rule) => [rule.id, rule.result, rule.governs])).toEqual([
      ["policy-change", "met", "the policy file cip-policy.yaml"],
      [
        "standards-change",
        "met",
        "the day a version of a standard judges from: CIP-003-11 from 2029-07-01 -> from 2030-01-01 in cip-policy.yaml's standards:",
      ],
      [
        "rule-lifted",
        "met",
        `the base rule "high-impact-deletes", which a day cip-policy.yaml's standards: moves could lift`,
      ],
    ]);
  });
});

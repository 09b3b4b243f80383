// A checkout on a runner whose file system ignores case (Windows, macOS): the entry is given that
// answer (this machine's does not ignore case), and the checkout is a git repository whose index
// holds two inventory paths that differ only in case. The merge is refused by the owner policy,
// both paths named, nothing applied (issue 51).
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { type ActionRun, runInProcess, workspaceOf } from "./run-action.ts";
import {
  ALPHA,
  dir,
  emulator,
  github,
  planPullRequest,
  pushToMain,
  useScenario,
} from "./scenario.ts";

useScenario((options) => runInProcess(options, { ignoresCase: () => Promise.resolve(true) }));

const POLICY = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 1, from: owners }
`;
const HIGH = ALPHA.replace("assets:\n", "impact: high\nowners: [dave]\nassets:\n");

function recordOf(run: ActionRun) {
  const path = run.outputs["evidence-record"]!;
  return JSON.parse(run.tempFiles.get(path.slice(run.runnerTemp.length + 1))!) as EvidenceRecord;
}

/** The checkout and the base: the policy and alpha.yaml; `extra` files in the checkout only. */
async function checkout(extra: Record<string, string>, git: boolean): Promise<void> {
  const workspace = workspaceOf(dir);
  await writeFile(join(workspace, "cip-policy.yaml"), POLICY);
  await writeFile(join(workspace, "inventory", "alpha.yaml"), HIGH);
  for (const [path, text] of Object.entries(extra)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), text);
  }
  github.policy.addFile(UNLISTED_PARENT, "cip-policy.yaml", POLICY);
  github.policy.addFile(UNLISTED_PARENT, "inventory/alpha.yaml", HIGH);
  if (!git) return;
  const run = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  run("init", "-q");
  run("add", "-A");
}

describe("a checkout on a file system that ignores case", () => {
  it.each<[string, Record<string, string>, boolean, string]>([
    [
      "two inventory files whose folders differ only in case",
      { "Inventory/alpha.yaml": HIGH.replace("[dave]", "[mallory]") },
      true,
      "the checkout has Inventory/alpha.yaml and inventory/alpha.yaml, whose paths differ only in case",
    ],
    [
      "a second policy file that differs only in case",
      { "CIP-Policy.yaml": "version: 1\n" },
      true,
      "the checkout has CIP-Policy.yaml and cip-policy.yaml, whose paths differ only in case",
    ],
    [
      "no git index to tell them apart",
      {},
      false,
      "is on a file system that ignores case, and git's index of it cannot be read",
    ],
  ])("refuses %s: failure-reason=policy, nothing applied", async (_case, extra, git, reason) => {
    await checkout(extra, git);
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ state: "failure" });
    const run = await pushToMain();
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("policy");
    expect(emulator.mutatingRequestCount()).toBe(0);
    const record = recordOf(run);
    if (record.kind !== "change") throw new Error(`expected a change record, got ${record.kind}`);
    expect(record.change.outcome).toBe("policy");
    expect(record.change.policy!.reasons.join("; ")).toContain(reason);
  });

  it("judges a checkout whose paths are all distinct in case as before", async () => {
    await checkout({}, true);
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ state: "success" });
  });
});

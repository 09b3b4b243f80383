// Which approvals count, in process against the emulator and the fake GitHub: only a person's
// account with write access approves (as branch protection counts approvals), a permission that
// cannot be read counts as no approval, and only a pull request merged into the pushed branch
// vouches for a push.
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { type ActionRun, runInProcess } from "./run-action.ts";
import { recordOf } from "./review-scenario.ts";
import {
  emulator,
  expectNoSecrets,
  github,
  PR,
  planPullRequest,
  pushToMain,
  useScenario,
} from "./scenario.ts";

useScenario(runInProcess);

const MIN_ONE = { "min-approvals": "1" };

/** The pull request of the change record of an apply attempt (refused ones included). */
function evidencePullRequest(run: ActionRun) {
  const path = run.outputs["evidence-record"]!;
  const record = JSON.parse(
    run.tempFiles.get(path.slice(run.runnerTemp.length + 1))!,
  ) as EvidenceRecord;
  if (record.kind !== "change") throw new Error(`expected a change record, got ${record.kind}`);
  return record.change.pull_request;
}

function scenarioPull() {
  return github.pulls.find((pull) => pull.number === PR)!;
}

function permissionLookups(from: number): string[] {
  return github.requests
    .slice(from)
    .filter((request) => request.path.endsWith("/permission"))
    .map((request) => decodeURIComponent(request.path.split("/").at(-2)!));
}

describe("approvals that count", () => {
  it("counts neither a bot's nor a reader's approval, and applies on a writer's", async () => {
    scenarioPull().reviews = [
      { user: "dependabot[bot]", state: "APPROVED" },
      { user: "deploy-helper", state: "APPROVED" },
      { user: "rita", state: "APPROVED" },
    ];
    github.accounts.set("deploy-helper", { type: "Bot", role: "write" });
    github.accounts.set("rita", { type: "User", role: "triage" });
    await planPullRequest();
    const notCounted = [
      { login: "dependabot[bot]", why: "a bot" },
      { login: "deploy-helper", why: "a bot" },
      { login: "rita", why: "read access only" },
    ];

    const before = github.requests.length;
    const refused = await pushToMain(undefined, MIN_ONE);
    expectNoSecrets(refused);
    expect(refused.code).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("not-approved");
    expect(emulator.mutatingRequestCount()).toBe(0);
    // A [bot] login is never asked about; each other approver once.
    expect(permissionLookups(before).sort()).toEqual(["deploy-helper", "rita"]);
    expect(evidencePullRequest(refused)).toMatchObject({
      approved_by: [],
      not_counted: notCounted,
    });
    expect(refused.stdout).toContain(
      "Not counted as approvals: dependabot[bot] (a bot), deploy-helper (a bot), rita (read access only).",
    );

    scenarioPull().reviews.push({ user: "wendy", state: "APPROVED" });
    github.accounts.set("wendy", { type: "User", role: "maintain" });
    const applied = await pushToMain(undefined, MIN_ONE);
    expect(applied.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBeGreaterThan(0);
    expect(recordOf(applied).context.pull_request).toMatchObject({
      approved_by: ["wendy"],
      not_counted: notCounted,
    });
  });

  it.each([404, 403])(
    "fails closed when the permission lookup answers %i: nothing applied, the reason recorded",
    async (status) => {
      scenarioPull().reviews = [{ user: "wendy", state: "APPROVED" }];
      github.accounts.set("wendy", { status });
      await planPullRequest();
      const refused = await pushToMain(undefined, MIN_ONE);
      expect(refused.code).toBe(1);
      expect(refused.outputs["failure-reason"]).toBe("not-approved");
      expect(emulator.mutatingRequestCount()).toBe(0);
      expect(evidencePullRequest(refused)).toMatchObject({
        approved_by: [],
        not_counted: [
          { login: "wendy", why: `permission could not be read: GitHub answered HTTP ${status}` },
        ],
      });
    },
  );
});

describe("the pushed branch", () => {
  it("refuses a direct push of a commit merged into another branch as no-reviewed-plan", async () => {
    scenarioPull().base = "develop";
    await planPullRequest();
    const refused = await pushToMain();
    expectNoSecrets(refused);
    expect(refused.code).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("no-reviewed-plan");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(evidencePullRequest(refused)).toBeNull();
  });
});

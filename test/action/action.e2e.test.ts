// End-to-end smoke tests: the bundled Action (dist/index.js) run as the GitHub runner runs it, in a
// child process with the real GitHub client, against the emulator and the fake GitHub on loopback.
// Run `npm run build` first. Each behaviour is covered in process by run.test.ts; these check that
// the bundle runs them the same way: exit code, output file, summary file and raw log.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import { COMMAND_BREAK } from "../../src/core/shared/text/workflow-commands.ts";
import { INTEGRATION_LOGIN } from "../support/fake-github.ts";
import {
  BASE,
  BULK,
  files,
  HEAD_21,
  HEAD_22,
  planTwoPullRequests,
  queue,
} from "./review-scenario.ts";
import { runBundledAction } from "./run-action.ts";
import {
  ALPHA,
  checkDrift,
  commentsOnPullRequest,
  emulator,
  expectNoSecrets,
  FORK_TOKEN,
  github,
  HEAD,
  planPullRequest,
  pullRequestEvent,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runBundledAction);

describe("the bundled Action", () => {
  it("plans a pull request into one comment, then applies it on merge with a change record", async () => {
    // The client spaces GitHub writes a second apart; the delete label (two more writes) is
    // covered in process by review-marks.test.ts.
    const plan = await planPullRequest({ "delete-label": "" });
    expectNoSecrets(plan);
    expect(plan.code).toBe(0);
    const [comment] = commentsOnPullRequest();
    expect(comment).toMatchObject({
      user: INTEGRATION_LOGIN,
      header: { fingerprint: plan.outputs.fingerprint, head: HEAD, status: "planned" },
    });

    const run = await pushToMain();
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    const record = JSON.parse(
      await readFile(run.outputs["change-record"]!, "utf8"),
    ) as ChangeRecord;
    expect(record).toMatchObject({
      status: "applied",
      context: { reviewed_fingerprint: plan.outputs.fingerprint },
    });
    expect(commentsOnPullRequest()[0]!.header).toMatchObject({ status: "applied" });
    expect(run.summary).toContain("## Inventory apply: workspace `default`");
  });

  it("validates a fork's files offline, and warns that its read-only token may not comment", async () => {
    const run = await planPullRequest(
      { "api-key": "", "github-token": FORK_TOKEN },
      pullRequestEvent("mallory/inventory"),
    );
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    expect(run.summary).toContain("No plan could be computed");
    expect(github.comments).toEqual([]);
    expect(run.stdout).toContain("Could not write the pull-request comment (403");
    expect(emulator.requestCounts().size).toBe(0);
  });

  it("fails on drift with fail-on-drift, naming the reason in its output", async () => {
    // The output alone; the bundle writes the ledger in the test above, and the monitoring record
    // and the drift issue are covered in process by evidence.test.ts.
    const run = await checkDrift({
      "fail-on-drift": "true",
      "evidence-branch": "",
      "drift-issue": "false",
    });
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("drift");
    expect(run.summary).toContain("**Drift:** the live inventory differs from the files");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("fails on a wrong input naming it, before any request", async () => {
    const run = await checkDrift({ mode: "deploy" });
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("settings");
    expect(run.stdout).toContain('::error::input mode is "deploy": use one of');
    expect(github.requests).toEqual([]);
    expect(emulator.requestCounts().size).toBe(0);
  });

  it("reads a merge_group event and passes a group that is the union of its reviewed plans", async () => {
    // The pull requests are planned in process; the bundle reads the queue's event.
    await planTwoPullRequests();
    const queued = "c2".repeat(20);
    github.commits.push(
      { sha: "c1".repeat(20), parents: [BASE, HEAD_21] },
      { sha: queued, parents: ["c1".repeat(20), HEAD_22] },
    );
    await files(ALPHA, BULK);
    const writes = github.writes().length;
    const run = await queue(queued, 22, runBundledAction);
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    expect(run.summary).toContain(
      "is exactly the union of the plans reviewed in #21 and #22, and the push would apply it",
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(github.writes()).toHaveLength(writes);
  });

  it("writes no hostile name as a workflow command in its raw log", async () => {
    await writeInventory(
      "hostile.yaml",
      'cyber_system: Bulk System\nfacility: Substation Alpha\nassets:\n  "x##[error title=Security review]Approved by CISO": hardware\n',
    );
    // The log alone: no ledger commit and no drift issue, which the throttled client spaces out.
    const run = await checkDrift({ "evidence-branch": "", "drift-issue": "false" });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("##[");
    expect(run.stdout).toContain(`x##${COMMAND_BREAK}[error title=Security review]`);
  });
});

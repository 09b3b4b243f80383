// The routes and failure reasons run.test.ts does not reach through the scenario alone: the
// validate route, an apply whose operation fails, and an error GitHub does not answer. The
// service and GitHub clients are injected where a case needs one to misbehave.
import { describe, expect, it } from "vitest";
import { openServiceClient } from "../../src/action/main.ts";
import type { ActionRunOptions } from "./run-action.ts";
import { runInProcess } from "./run-action.ts";
import {
  checkDrift,
  DIRECT_PUSH,
  emulator,
  expectNoSecrets,
  github,
  KEY,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";
import { unthrottledGitHubClient } from "../support/github-client.ts";

let entryOptions: Parameters<typeof runInProcess>[1] = {};
useScenario((options: ActionRunOptions) => runInProcess(options, entryOptions));

describe("validate route", () => {
  it("checks the files offline and says what it checked", async () => {
    entryOptions = {};
    const run = await checkDrift({ mode: "validate", "api-key": "" });
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    expect(run.summary).toContain(
      "**Valid:** 1 file(s), 1 cyber system(s), 3 asset(s). References to the live service were not checked (mode validate).",
    );
    expect(emulator.requestCounts().size).toBe(0);
    expect(github.requests).toEqual([]);
  });

  it("fails on invalid files with failure-reason invalid", async () => {
    entryOptions = {};
    await writeInventory("broken.yaml", "cyber_system: Protection System\nasets: {}\n");
    const run = await checkDrift({ mode: "validate" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    expect(run.summary).toContain("## Inventory: invalid");
    expect(emulator.requestCounts().size).toBe(0);
  });
});

describe("apply", () => {
  it("fails with apply-failed when an operation fails, and the record, comment and summary agree", async () => {
    entryOptions = {};
    const plan = await planPullRequest();
    expect(plan.code).toBe(0);
    // Someone deletes the asset being renamed while the apply runs: its update finds nothing.
    entryOptions = {
      openServiceClient: (settings) => {
        const client = openServiceClient(settings);
        const update = client.updateCyberAsset.bind(client);
        client.updateCyberAsset = async (...args) => {
          const response = await fetch(`${emulator.url}/cyber-assets/ca_2`, {
            method: "DELETE",
            headers: { "x-api-key": KEY },
          });
          expect(response.status).toBe(204);
          return update(...args);
        };
        return client;
      },
    };
    const run = await pushToMain();
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("apply-failed");
    const record = JSON.parse(run.tempFiles.get("cip-sync/default/change-record.json")!) as {
      status: string;
    };
    expect(record.status).toBe("partly-applied");
    const comment = github.commentsOn(7)[0]!;
    expect(comment.body).toContain('"status":"partly-applied"');
    expect(comment.body).toContain("**Partly applied: 2 of 3 operations succeeded;");
    expect(run.summary).toContain("**Partly applied: 2 of 3 operations succeeded;");
    expect(run.stdout).toContain(
      "::error::apply partly-applied: 2 succeeded, 1 failed, 0 skipped;",
    );
  });
});

describe("cancellation", () => {
  it("stops starting operations: progress in a log group, record and comment interrupted", async () => {
    entryOptions = {};
    const plan = await planPullRequest();
    expect(plan.code).toBe(0);
    // The job is cancelled while the first operation is on its way (GitHub sends SIGINT).
    const stop = new AbortController();
    entryOptions = {
      stop: stop.signal,
      openServiceClient: (settings) => {
        const client = openServiceClient(settings);
        const remove = client.deleteCyberAsset.bind(client);
        client.deleteCyberAsset = (...args) => {
          stop.abort();
          return remove(...args);
        };
        return client;
      },
    };
    const run = await pushToMain(undefined, { concurrency: "1" });
    expectNoSecrets(run);
    expect(run.stdout).toContain("::group::Applying 3 operation(s)\n");
    expect(run.stdout).toContain(
      "Cancelled: no new operation starts; those in flight finish, and the change record says interrupted.",
    );
    expect(run.stdout).toMatch(/Applying: 1\/3 \(33%\), 0 failed, [\d.]+\/s, about \d+ s left\n/);
    const record = JSON.parse(run.tempFiles.get("cip-sync/default/change-record.json")!) as {
      status: string;
      result_summary: { succeeded: number; skipped: number };
    };
    expect(record.status).toBe("interrupted");
    expect(record.result_summary).toMatchObject({ succeeded: 1, skipped: 2 });
    expect(emulator.inventory("grid-east").cyberAssets.map((asset) => asset.id)).not.toContain(
      "ca_3",
    );
    const comment = github.commentsOn(7)[0]!;
    expect(comment.body).toContain('"status":"interrupted"');
    expect(comment.body).toContain(
      "**Interrupted: 1 of 3 operations succeeded, 0 failed, 2 not started.**",
    );
    // Nothing failed: the comment and the summary say how to finish, not to fix a cause.
    for (const text of [comment.body, run.summary]) {
      expect(text).toContain(
        "The job was cancelled: the operations that had started finished, and none after them was started. To finish, apply what is missing:",
      );
      expect(text).not.toContain("Fix the cause");
    }
    expect(run.code).toBe(1);
  });
});

describe("failure reason error", () => {
  it("is set when GitHub cannot be reached, and nothing is applied", async () => {
    entryOptions = {
      createGitHub: (settings) =>
        unthrottledGitHubClient(settings.githubToken, "http://127.0.0.1:9"),
    };
    const run = await pushToMain(DIRECT_PUSH, { "require-reviewed-plan": "false" });
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("error");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

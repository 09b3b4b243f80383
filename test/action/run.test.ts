// The Action's routes run in process, as @github/local-action runs them: the entry with the
// inputs of each case, against the emulator and the fake GitHub REST API on loopback, with the
// raw log lines the runner would parse. action.e2e.test.ts runs a few of them against the bundle.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import { buildCommentBody, COMMENT_MAX_LENGTH } from "../../src/render/review/comment-body.ts";
import { escapeMarkdown } from "../../src/render/shared/escape-markdown.ts";
import { INTEGRATION_LOGIN } from "../support/fake-github.ts";
import { annotations, runInProcess } from "./run-action.ts";
import {
  ALPHA,
  checkDrift,
  commentsOnPullRequest,
  DIRECT_PUSH,
  dispatchDriftCheck,
  emulator,
  expectNoSecrets,
  FORK_TOKEN,
  github,
  HEAD,
  KEY,
  MERGE,
  OWNER,
  planFileOf,
  planPullRequest,
  PR,
  pullRequestEvent,
  pushToMain,
  REPO,
  reseedEmulator,
  SEED_ASSETS,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

describe("pull request", () => {
  it("posts the plan as one comment, then updates it in place on the next push", async () => {
    const first = await planPullRequest();
    expectNoSecrets(first);
    expect(first.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
    const fingerprint = first.outputs.fingerprint!;
    expect(first.outputs).toMatchObject({
      changes: "true",
      creates: "1",
      updates: "1",
      deletes: "1",
      fingerprint: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(planFileOf(first).fingerprint).toBe(fingerprint);
    const [created, ...others] = commentsOnPullRequest();
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      user: INTEGRATION_LOGIN,
      header: { fingerprint, head: HEAD, status: "planned" },
    });
    expect(first.outputs["comment-url"]).toBe(
      `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${created!.id}`,
    );
    expect(created!.body).toContain("old-hmi");
    expect(created!.body).toContain(`[Run](https://github.com/${OWNER}/${REPO}/actions/runs/`);
    expect(first.summary).toContain("## Inventory plan: workspace `default`");
    expect(first.summary).toContain("alpha-relay-02");

    await writeInventory("alpha.yaml", `${ALPHA}  alpha-relay-03: hardware\n`);
    const second = await planPullRequest();
    expectNoSecrets(second);
    expect(second.code).toBe(0);
    expect(second.outputs.creates).toBe("2");
    const [updated, ...more] = commentsOnPullRequest();
    expect(more).toEqual([]);
    expect(updated!.id).toBe(created!.id);
    expect(updated!.header?.fingerprint).toBe(second.outputs.fingerprint);
    expect(second.outputs.fingerprint).not.toBe(fingerprint);
    expect(updated!.body).toContain("alpha-relay-03");
    const commentWrites = github.writes().filter((request) => request.path.includes("/comments"));
    expect(commentWrites.map((request) => request.method)).toEqual(["POST", "PATCH"]);
  });

  it("ignores a plan marker pasted into a comment by someone else", async () => {
    const forged = github.addComment(
      PR,
      "mallory",
      buildCommentBody({
        workspace: "default",
        fingerprint: `sha256:${"66".repeat(32)}`,
        head: HEAD,
        status: "planned",
        statusLine: "Looks fine",
        render: () => "nothing to see\n",
      }),
    );
    const forgedBody = forged.body;
    const run = await planPullRequest();
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    const comments = commentsOnPullRequest();
    expect(comments.map((comment) => comment.user)).toEqual(["mallory", INTEGRATION_LOGIN]);
    expect(comments[0]!.body).toBe(forgedBody);
    expect(comments[1]!.header?.fingerprint).toBe(run.outputs.fingerprint);
  });

  it("fits a 2,000-operation plan in one comment with every delete listed, all of it in the summary", async () => {
    const count = 1000;
    const names = (prefix: string) =>
      Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(4, "0")}`);
    await reseedEmulator([
      ...SEED_ASSETS,
      ...names("bulk-old").map((name) => ({
        id: name.replace("bulk-old", "ca_bulk"),
        name,
        cyber_system_id: "cs_bulk",
      })),
    ]);
    await writeInventory(
      "bulk.yaml",
      `cyber_system: Bulk System\nfacility: Substation Alpha\nassets:\n${names("bulk-new")
        .map((name) => `  ${name}: hardware\n`)
        .join("")}`,
    );

    const run = await planPullRequest();
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ creates: String(count + 1), deletes: String(count + 1) });
    const [comment, ...others] = commentsOnPullRequest();
    expect(others).toEqual([]);
    expect(comment!.body.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    // Every delete is listed, by id at least (ids are unique; names may be left out to fit).
    const missing = [...names("ca_bulk"), "ca_3"].filter(
      (id) => !comment!.body.includes(escapeMarkdown(id)),
    );
    expect(missing).toEqual([]);
    expect(comment!.body).toContain("job summary of this run");
    expect(names("bulk-new").filter((name) => !run.summary.includes(name))).toEqual([]);
  });

  it.each([
    { key: "without a key", apiKey: "" },
    { key: "even with a key", apiKey: KEY },
  ])(
    "validates a fork's files offline $key, says that no plan could be computed, and does not fail",
    async ({ apiKey }) => {
      const run = await planPullRequest(
        { "api-key": apiKey, "github-token": FORK_TOKEN },
        pullRequestEvent("mallory/inventory"),
      );
      expectNoSecrets(run);
      expect(run.code).toBe(0);
      expect(emulator.requestCounts().size).toBe(0);
      expect(annotations(run.stdout)).toContainEqual({
        kind: "warning",
        properties: "title=No plan",
        message: expect.stringContaining(
          "No plan could be computed: this pull request comes from a fork",
        ),
      });
      expect(run.summary).toContain("No plan could be computed");
      expect(run.summary).toContain("The files are valid.");
      // The fork's read-only token may not comment: a warning, not a failure.
      expect(github.comments).toEqual([]);
      expect(run.stdout).toContain("Could not write the pull-request comment (403");
      expect(run.outputs.fingerprint).toBeUndefined();
    },
  );

  it("fails a pull request from a branch of the repository without the key, before any request", async () => {
    const run = await planPullRequest({ "api-key": "" });
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("settings");
    expect(run.stdout).toContain(
      "::error::input api-key is empty: store the service's API key as a secret (e.g. CIP_API_KEY under Settings > Secrets and variables > Actions, or as a secret of the job's environment) and pass it as api-key: ${{ secrets.CIP_API_KEY }}; only a pull request from a fork is validated offline without it",
    );
    expect(run.stdout).not.toContain("No plan could be computed");
    expect(run.summary).toBe("");
    expect(run.outputs.fingerprint).toBeUndefined();
    expect(emulator.requestCounts().size).toBe(0);
    expect(github.requests).toEqual([]);
  });

  it("annotates a fork's invalid files on their lines and fails", async () => {
    await writeInventory("broken.yaml", "cyber_system: Protection System\nasets: {}\n");
    const run = await planPullRequest(
      { "api-key": "", "github-token": FORK_TOKEN },
      pullRequestEvent("mallory/inventory"),
    );
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    expect(annotations(run.stdout)).toContainEqual({
      kind: "error",
      properties: "title=Invalid inventory,file=inventory/broken.yaml,line=2,col=1",
      message: 'unknown key "asets"; did you mean "assets"?',
    });
    expect(emulator.requestCounts().size).toBe(0);
  });

  it("annotates invalid files, fails the check, and says in the comment what is wrong", async () => {
    await writeInventory("broken.yaml", "cyber_system: Protection System\nasets: {}\n");
    const run = await planPullRequest();
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    expect(run.stdout).toContain(
      "::error::The inventory is invalid: 2 errors, annotated on the files.",
    );
    const [comment] = commentsOnPullRequest();
    expect(comment!.header).toMatchObject({ status: "invalid", fingerprint: undefined });
    expect(comment!.body).toContain('did you mean "assets"?');
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

describe("merge", () => {
  it("applies the reviewed plan and leaves a change record with the approvals", async () => {
    const plan = await planPullRequest();
    expect(plan.code).toBe(0);
    const run = await pushToMain();
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    expect(run.outputs["failure-reason"]).toBeUndefined();
    const live = emulator
      .inventory("grid-east")
      .cyberAssets.filter((asset) => asset.cyber_system_id === "cs_prot_a");
    expect(live.map((asset) => asset.name).sort()).toEqual([
      "alpha-relay-01",
      "alpha-relay-02",
      "alpha-rtu-01b",
    ]);

    const recordPath = run.outputs["change-record"]!;
    expect(recordPath).toBe(join(run.runnerTemp, "cip-sync", "default", "change-record.json"));
    const record = JSON.parse(await readFile(recordPath, "utf8")) as ChangeRecord;
    expect(record).toMatchObject({
      status: "applied",
      fingerprint: plan.outputs.fingerprint,
      context: {
        repository: `${OWNER}/${REPO}`,
        commit: MERGE,
        workspace: "default",
        reviewed_fingerprint: plan.outputs.fingerprint,
        pull_request: {
          number: PR,
          author: "bob",
          approved_by: ["dave"],
          approved_earlier_commit: ["frank"],
          merged_by: "carol",
        },
      },
      result_summary: { succeeded: 3, failed: 0, skipped: 0 },
    });
    expect(Date.parse(record.finished_at)).toBeGreaterThanOrEqual(Date.parse(record.started_at));
    // frank approved an earlier commit: named in the log and apart from the approvals.
    expect(run.stdout).toContain(
      `Not counted as approvals, given on an earlier commit than ${HEAD}: frank.`,
    );
    const created = live.find((asset) => asset.name === "alpha-relay-02")!;
    expect(record.operations).toContainEqual(
      expect.objectContaining({
        action: "create",
        name: "alpha-relay-02",
        result: "succeeded",
        asset_id: created.id,
      }),
    );

    const [comment, ...others] = commentsOnPullRequest();
    expect(others).toEqual([]);
    expect(comment!.header).toMatchObject({ status: "applied", head: HEAD });
    // One verdict, said once: the status line; the result below it does not repeat it.
    expect(comment!.body).toContain(
      "**Applied: all 3 operations succeeded.** At merge commit `b2b2b2b`.",
    );
    expect(comment!.body.match(/Applied/g)).toHaveLength(1);
    expect(run.summary.match(/Applied/g)).toHaveLength(1);
    expect(record.status).toBe(comment!.header!.status);
    expect(run.summary).toContain("## Inventory apply: workspace `default`");
    expect(run.summary).toContain(`Change record: \`${recordPath}\``);
  });

  it("applies nothing when the plan changed after review, and shows both plans", async () => {
    const plan = await planPullRequest();
    expect(plan.code).toBe(0);
    // Someone changes the live inventory outside git after the review.
    const response = await fetch(`${emulator.url}/cyber-assets`, {
      method: "POST",
      headers: { "x-api-key": KEY, "content-type": "application/json" },
      body: JSON.stringify({
        name: "rogue-laptop",
        cyber_system_id: "cs_prot_a",
        asset_type: "hardware",
      }),
    });
    expect(response.status).toBe(201);
    emulator.resetCounts();

    const run = await pushToMain();
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(run.outputs["failure-reason"]).toBe("plan-changed");
    expect(run.outputs["change-record"]).toBeUndefined();
    expect(run.outputs.fingerprint).not.toBe(plan.outputs.fingerprint);
    expect(run.outputs.deletes).toBe("2");
    expect(run.stdout).toContain(`Reviewed plan: ${plan.outputs.fingerprint}`);
    expect(run.summary).toContain("## Inventory apply: plan changed");
    expect(run.summary).toContain("rogue-laptop");

    const [comment, ...others] = commentsOnPullRequest();
    expect(others).toEqual([]);
    expect(comment!.header).toMatchObject({
      status: "plan-changed",
      fingerprint: run.outputs.fingerprint,
    });
    expect(comment!.body).toContain("#### The plan now");
    expect(comment!.body).toContain("rogue-laptop");
    expect(comment!.body).toContain("<details><summary>The plan that was reviewed</summary>");

    // The comment no longer offers a plan to apply: running the job again applies nothing either.
    const again = await pushToMain();
    expect(again.code).toBe(1);
    expect(again.outputs["failure-reason"]).toBe("no-reviewed-plan");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("takes no plan marker written by someone else for the reviewed plan", async () => {
    const drift = await checkDrift();
    expect(drift.code).toBe(0);
    github.addComment(
      PR,
      "mallory",
      buildCommentBody({
        workspace: "default",
        fingerprint: drift.outputs.fingerprint,
        head: HEAD,
        status: "planned",
        statusLine: "Reviewed, honest",
        render: () => "nothing to see\n",
      }),
    );
    const run = await pushToMain();
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("no-reviewed-plan");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(run.stdout).toContain(
      `pull request #${PR} has no plan comment for workspace default written by ${INTEGRATION_LOGIN}`,
    );
  });

  it("enforces the safety limits given as inputs", async () => {
    // One delete and one update of 3 live assets: 33% is over a 30% limit only from 3 assets up.
    const refused = await pushToMain(DIRECT_PUSH, {
      "require-reviewed-plan": "false",
      "min-assets-for-ratio": "3",
    });
    expectNoSecrets(refused);
    expect(refused.code).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("unsafe");
    expect(emulator.mutatingRequestCount()).toBe(0);

    const capped = await pushToMain(DIRECT_PUSH, {
      "require-reviewed-plan": "false",
      "max-changes": "0",
    });
    expect(capped.code).toBe(1);
    expect(capped.outputs["failure-reason"]).toBe("unsafe");
    expect(emulator.mutatingRequestCount()).toBe(0);

    const applied = await pushToMain(DIRECT_PUSH, {
      "require-reviewed-plan": "false",
      "min-assets-for-ratio": "3",
      "max-change-percent": "34",
      concurrency: "1",
    });
    expectNoSecrets(applied);
    expect(applied.code).toBe(0);
    expect(applied.outputs.changes).toBe("true");
  });

  it.each<{ inputs: Record<string, string>; applied: boolean }>([
    { inputs: {}, applied: false },
    { inputs: { "allow-mass-delete": "true" }, applied: false },
    { inputs: { "allow-replace": "true" }, applied: true },
  ])(
    "issue 25 item 1: a possible rename made in the service with $inputs: applied $applied",
    async ({ inputs, applied }) => {
      // old-hmi (ca_3, hardware) is not declared and alpha-hmi (hardware) is new: one of each.
      await writeInventory(
        "alpha.yaml",
        "cyber_system: Protection System\nfacility: Substation Alpha\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  alpha-hmi: hardware\n",
      );
      const run = await pushToMain(DIRECT_PUSH, { "require-reviewed-plan": "false", ...inputs });
      expectNoSecrets(run);
      if (applied) {
        expect(run.code).toBe(0);
        expect(run.outputs.changes).toBe("true");
        return;
      }
      expect(run.code).toBe(1);
      expect(run.outputs["failure-reason"]).toBe("unsafe");
      expect(run.stdout).toContain(
        "1 asset was possibly renamed (in the service, or in a file without renamed_from): applying would replace each with a new record",
      );
      expect(run.stdout).toContain(
        "re-run with --allow-replace (Action input allow-replace: true)",
      );
      expect(emulator.mutatingRequestCount()).toBe(0);
    },
  );

  it("checks the key before asking GitHub anything", async () => {
    const run = await pushToMain(MERGE, { "api-key": "first-line\nsecond-line" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("connection");
    expect(run.stdout).toContain(
      "::error::input api-key contains a line break: set it to the key alone, on one line",
    );
    expect(github.requests).toEqual([]);
    expect(emulator.requestCounts().size).toBe(0);
  });

  it("applies nothing for a direct push, and refuses one with nothing to apply as well", async () => {
    const refused = await pushToMain(DIRECT_PUSH);
    expectNoSecrets(refused);
    expect(refused.code).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("no-reviewed-plan");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(github.comments).toEqual([]);

    const applied = await pushToMain(DIRECT_PUSH, { "require-reviewed-plan": "false" });
    expect(applied.code).toBe(0);
    const record = JSON.parse(
      await readFile(applied.outputs["change-record"]!, "utf8"),
    ) as ChangeRecord;
    expect(record.context.pull_request).toBeUndefined();
    expect(record.status).toBe("applied");

    // Its plan is empty now, but a push the gate refuses may still carry what only a reviewed merge
    // may assert (a baseline, a completion date): it fails, and its record says why.
    const mutations = emulator.mutatingRequestCount();
    const unchanged = await pushToMain(DIRECT_PUSH);
    expect(unchanged.code).toBe(1);
    expect(unchanged.outputs["failure-reason"]).toBe("no-reviewed-plan");
    expect(unchanged.summary).toContain("## Inventory apply: no reviewed plan");
    expect(emulator.mutatingRequestCount()).toBe(mutations);
  });
});

describe("drift check", () => {
  it("reports drift in the job summary, and fails on it only with fail-on-drift", async () => {
    const report = await checkDrift();
    expectNoSecrets(report);
    expect(report.code).toBe(0);
    expect(report.outputs.changes).toBe("true");
    expect(report.summary).toContain("**Drift:** the live inventory differs from the files");
    expect(report.stdout).toMatch(
      /^Drift: \d+ assets differ between the files and the live inventory\.$/m,
    );
    // GitHub is asked only for the evidence ledger (its commits read as verify --remote reads
    // them, its head kept as a commit status and read back, its rulesets) and the drift issue
    // (evidence.test.ts).
    const repository = `/repos/${OWNER}/${REPO}`;
    expect(
      github.requests.filter(
        ({ path }) =>
          !path.startsWith(`${repository}/git/`) &&
          path !== `${repository}/commits` &&
          !path.startsWith(`${repository}/statuses/`) &&
          path !== `${repository}/rules/branches/cip-sync-evidence` &&
          !/\/commits\/[0-9a-f]{40}\/statuses$/.test(path) &&
          !path.startsWith(`${repository}/issues`) &&
          path !== "/user" &&
          path !== "/graphql",
      ),
    ).toEqual([]);

    const failing = await checkDrift({ "fail-on-drift": "true" });
    expectNoSecrets(failing);
    expect(failing.code).toBe(1);
    expect(failing.outputs["failure-reason"]).toBe("drift");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("runs the same check when started by hand (workflow_dispatch), on GitHub's payload", async () => {
    const run = await dispatchDriftCheck();
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    expect(run.outputs.changes).toBe("true");
    expect(run.summary).toContain("## Inventory drift check: workspace `default`");
    expect(run.outputs["drift-issue-url"]).toMatch(/\/issues\/\d+$/);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

describe("settings", () => {
  it.each([
    [
      { mode: "deploy" },
      "settings",
      'input mode is "deploy": use one of auto, plan, apply, validate, source-sync (auto plans on pull_request and applies on push to the default branch)',
    ],
    [
      { "fail-on-drift": "sometimes" },
      "settings",
      'input fail-on-drift is "sometimes": use true or false (default false)',
    ],
    [
      { "max-change-percent": "thirty" },
      "settings",
      'input max-change-percent is "thirty": use a number from 0 to 100 (default 30)',
    ],
    [
      { concurrency: "0" },
      "settings",
      'input concurrency is "0": use a whole number from 1 to 64 (default 8)',
    ],
    [
      { "api-key": "" },
      "settings",
      "input api-key is empty: store the service's API key as a secret",
    ],
    [
      { "api-url": "http://inventory.example.com" },
      "connection",
      "input api-url uses http:// to inventory.example.com: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)",
    ],
  ])("fails on %j naming the input, before any request", async (inputs, reason, message) => {
    const run = await checkDrift(inputs);
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe(reason);
    expect(run.stdout).toContain(`::error::${message}`);
    expect(emulator.requestCounts().size).toBe(0);
    expect(github.requests).toEqual([]);
  });
});

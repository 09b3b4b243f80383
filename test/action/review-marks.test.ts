// The marks of the review flow, in process against the emulator and the fake GitHub: a sibling's
// plan marked stale after an apply, the delete label, the apply in progress, min-approvals.
import { describe, expect, it } from "vitest";
import { openServiceClient } from "../../src/action/main.ts";
import { parseComment } from "../../src/render/review/comment-body.ts";
import { ANNOUNCED_APPLY_OPERATIONS } from "../../src/action/run/review-flow.ts";
import { runInProcess } from "./run-action.ts";
import {
  ALPHA_MAIN,
  BASE,
  BULK,
  commentOf,
  files,
  HEAD_21,
  HEAD_23,
  MERGE_21,
  merge,
  plan,
  pullRequest,
  push,
} from "./review-scenario.ts";
import { ALPHA, emulator, expectNoSecrets, github, OWNER, REPO, useScenario } from "./scenario.ts";

useScenario(runInProcess);

describe("after an apply", () => {
  it("marks a sibling's plan that touches a changed system stale, and its next plan clears it", async () => {
    github.commits.push({ sha: BASE, parents: [] }, { sha: HEAD_21, parents: [BASE] });
    const applied = pullRequest(21, HEAD_21);
    pullRequest(23, HEAD_23);
    pullRequest(24, "24".repeat(20));
    await files(`${ALPHA_MAIN}  alpha-relay-05: hardware\n`);
    await plan(23, HEAD_23);
    await files(ALPHA_MAIN, BULK);
    await plan(24, "24".repeat(20));
    await files(ALPHA);
    await plan(21, HEAD_21);
    merge(applied, MERGE_21, BASE);
    const before = github.requests.length;
    const run = await push(BASE, MERGE_21);
    expect(run.code).toBe(0);
    // One query for the plan comment (with the token's login), one for cip-ledger.yaml at the base
    // (none here), two for the base's inventory files (what the merge removed or renamed: issue
    // 80), one for the siblings' comments.
    const queries = github.requests.slice(before).filter((request) => request.path === "/graphql");
    expect(
      queries.map(
        ({ body }) =>
          /^(?:query|mutation) (\w+)/.exec(String((body as { query: string }).query))?.[1],
      ),
    ).toEqual(["PlanNote", "FilesAtCommit", "TreesAtCommit", "FilesAtCommit", "SiblingNotes"]);
    const sibling = commentOf(23);
    expect(sibling.parsed.header.status).toBe("planned");
    expect(sibling.parsed.statusLine).toContain(
      `**Stale plan:** the live inventory changed after this plan was made ([apply run](https://github.com/${OWNER}/${REPO}/actions/runs/`,
    );
    expect(commentOf(24).body).not.toContain("Stale plan");
    expect(run.stdout).toContain(
      "Marked stale the plans of #23: they touch cyber systems this apply changed (cs_prot_a).",
    );

    await files(`${ALPHA}  alpha-relay-05: hardware\n`);
    await plan(23, HEAD_23);
    expect(commentOf(23).body).not.toContain("Stale plan");
  });
});

describe("delete label", () => {
  it("is added while the plan deletes and removed when it no longer does", async () => {
    const pull = pullRequest(21, HEAD_21);
    await files(ALPHA);
    expect((await plan(21, HEAD_21)).code).toBe(0);
    expect(pull.labels).toEqual(["inventory-deletes"]);
    expect(github.labels.get("inventory-deletes")).toMatchObject({ color: "b60205" });
    expect(commentOf(21).body.split("\n")[1]).toBe(
      "### Inventory plan: workspace `default` · deletes 1 cyber asset",
    );

    await files(`${ALPHA}  old-hmi: hardware\n`);
    expect((await plan(21, HEAD_21, {}, ["inventory-deletes"])).code).toBe(0);
    expect(pull.labels).toEqual([]);
    expect(commentOf(21).body.split("\n")[1]).toBe(
      "### Inventory plan: workspace `default` · no deletes",
    );
  });

  it("is not touched when the input is empty", async () => {
    pullRequest(21, HEAD_21);
    await files(ALPHA);
    expect((await plan(21, HEAD_21, { "delete-label": "" })).code).toBe(0);
    expect(github.requests.filter((request) => request.path.includes("labels"))).toEqual([]);
  });
});

/** ALPHA and `count` more assets to create: an apply of count + 3 operations. */
function alphaAnd(count: number): string {
  const more = Array.from({ length: count }, (_, index) => `  bulk-${index}: software\n`);
  return `${ALPHA}${more.join("")}`;
}

describe("apply in progress", () => {
  it(`shows on the comment while an apply of ${ANNOUNCED_APPLY_OPERATIONS} operations runs, and the final status replaces it`, async () => {
    github.commits.push({ sha: BASE, parents: [] }, { sha: HEAD_21, parents: [BASE] });
    const pull = pullRequest(21, HEAD_21);
    await files(alphaAnd(ANNOUNCED_APPLY_OPERATIONS - 3));
    await plan(21, HEAD_21);
    merge(pull, MERGE_21, BASE);
    let duringApply: string | undefined;
    const run = await push(
      BASE,
      MERGE_21,
      { concurrency: "1" },
      {
        openServiceClient: (settings: Parameters<typeof openServiceClient>[0]) => {
          const client = openServiceClient(settings);
          const deleteAsset = client.deleteCyberAsset.bind(client);
          // Stopped here, after the first operations: what a run killed half-way leaves.
          client.deleteCyberAsset = async (...args) => {
            duringApply = github.commentsOn(21)[0]!.body;
            return deleteAsset(...args);
          };
          return client;
        },
      },
    );
    expect(run.code).toBe(0);
    const during = parseComment(duringApply!, "default")!;
    expect(during.header).toMatchObject({
      status: "applying",
      fingerprint: run.outputs.fingerprint,
    });
    expect(during.statusLine).toMatch(
      /^\*\*Apply in progress\*\* at merge commit `a21a21a` since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\. If this line stays, the run stopped before it finished: the next plan shows what is left to apply\. \[Run\]\(https:\/\/github\.com\/grid-east\/inventory\/actions\/runs\/\d+\)\.$/,
    );
    expect(during.rendered).toContain("old-hmi");
    expect(commentOf(21).parsed.header.status).toBe("applied");
  });

  it("is not announced for a smaller apply: the result is the comment's one update", async () => {
    github.commits.push({ sha: BASE, parents: [] }, { sha: HEAD_21, parents: [BASE] });
    const pull = pullRequest(21, HEAD_21);
    await files(alphaAnd(ANNOUNCED_APPLY_OPERATIONS - 4));
    await plan(21, HEAD_21);
    merge(pull, MERGE_21, BASE);
    const before = github.requests.length;
    expect((await push(BASE, MERGE_21)).code).toBe(0);
    const updates = github.requests
      .slice(before)
      .filter(({ method, path }) => method === "PATCH" && path.includes("/issues/comments/"));
    expect(updates).toHaveLength(1);
    expect(commentOf(21).parsed.header.status).toBe("applied");
  });
});

describe("min-approvals", () => {
  it("applies nothing with fewer approvals of the merged head commit, and keeps the reviewed plan", async () => {
    github.commits.push({ sha: BASE, parents: [] }, { sha: HEAD_21, parents: [BASE] });
    const pull = pullRequest(21, HEAD_21, {
      reviews: [
        { user: "dave", state: "APPROVED" },
        { user: "erin", state: "APPROVED", commitId: "e5".repeat(20) },
      ],
    });
    await files(ALPHA);
    await plan(21, HEAD_21);
    merge(pull, MERGE_21, BASE);
    const refused = await push(BASE, MERGE_21, { "min-approvals": "2" });
    expectNoSecrets(refused);
    expect(refused.code).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("not-approved");
    expect(emulator.mutatingRequestCount()).toBe(0);
    const { parsed } = commentOf(21);
    expect(parsed.header.status).toBe("planned");
    expect(parsed.statusLine).toContain(
      "Nothing was applied: min-approvals is 2, and #21 (1 of 2 approvals on its last commit 2121212) has fewer approvals given on the merged commit.",
    );

    const applied = await push(BASE, MERGE_21, { "min-approvals": "1" });
    expect(applied.code).toBe(0);
    expect(commentOf(21).parsed.header.status).toBe("applied");
  });
});

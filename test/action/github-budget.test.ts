// The GitHub request budget of a run (issue 27): how many requests a pull request's plan, the apply
// of its merge (no open siblings) and a drift check send, counted by the fake GitHub. A count, not
// a time: a change that adds a request fails here and says which.
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "../support/fake-github.ts";
import { runInProcess } from "./run-action.ts";
import { checkDrift, github, planPullRequest, pushToMain, useScenario } from "./scenario.ts";

useScenario(runInProcess);

/** "METHOD /path" with the repository's prefix and the SHAs and ids made generic. */
function routesOf(requests: readonly RecordedRequest[]): string[] {
  return requests.map(({ method, path }) =>
    `${method} ${path}`
      .replace("/repos/grid-east/inventory", "")
      .replace(/[0-9a-f]{40}/g, "{sha}")
      .replace(/comments\/\d+/, "comments/{id}"),
  );
}

async function requestsOf(run: () => Promise<unknown>): Promise<string[]> {
  const from = github.requests.length;
  await run();
  return routesOf(github.requests.slice(from));
}

describe("GitHub requests per run", () => {
  it("plans, applies the merge (no open siblings) and checks drift within a fixed count", async () => {
    const plan = await requestsOf(() => planPullRequest());
    const apply = await requestsOf(() => pushToMain());
    const drift = await requestsOf(() => checkDrift());
    expect(plan).toEqual([
      // The owner policy at the base commit (none here: a 404, and the policy is off).
      "GET /contents/cip-policy.yaml",
      // The token's login (an installation token: GraphQL's viewer, no GET /user first).
      "POST /graphql",
      "GET /issues/7/comments",
      "POST /issues/7/comments",
      "GET /labels/inventory-deletes",
      "POST /labels",
      "POST /issues/7/labels",
    ]);
    expect(apply).toEqual([
      // The pull request the push merged, read once for the range and the merge.
      "GET /commits/{sha}/pulls",
      "POST /graphql",
      "GET /issues/7/comments",
      "GET /pulls/7/reviews",
      "GET /pulls/7/commits",
      "GET /pulls/7",
      "GET /collaborators/dave/permission",
      // The owner policy at the base: the push's `before` when the event has it (this one has not:
      // the merge commit's first parent is read), then the policy file (none here: a 404).
      "GET /commits/{sha}",
      "GET /contents/cip-policy.yaml",
      "PATCH /issues/comments/{id}",
      // A new ledger branch; an existing one reads its head commit, tree and last record (3 more).
      "GET /git/ref/heads%2Fcip-sync-evidence",
      "POST /git/trees",
      "POST /git/commits",
      "POST /git/refs",
      "PATCH /issues/comments/{id}",
      "GET /pulls",
    ]);
    expect(apply.filter((route) => route !== "POST /graphql")).toHaveLength(15);
    expect(drift).toEqual([
      "GET /git/ref/heads%2Fcip-sync-evidence",
      "GET /git/commits/{sha}",
      "GET /git/trees/{sha}",
      "GET /git/blobs/{sha}",
      "POST /git/trees",
      "POST /git/commits",
      "PATCH /git/refs/heads%2Fcip-sync-evidence",
      "POST /graphql",
      "GET /issues",
    ]);
  });
});

// GitHub as the code host (github/code-host.ts): each role of core/review/code-host.ts, once,
// against the fake GitHub, to show it reaches the module behind it with this repository.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { driftFindings } from "../../src/core/evidence/records/drift-findings.ts";
import type { PolicyEvaluation } from "../../src/core/review/policy/evaluate-policy.ts";
import { gitHubCodeHost } from "../../src/github/code-host.ts";
import { POLICY_STATUS_CONTEXT } from "../../src/core/review/policy-status-target.ts";
import { type FakeGitHub, INTEGRATION_LOGIN, startFakeGitHub } from "../support/fake-github.ts";
import { unthrottledGitHubClient } from "../support/github-client.ts";
import { day, driftPlan, LIVE, monitoringDraft } from "../support/evidence-records.ts";

const repository = { owner: "grid-east", repo: "inventory" };
const HEAD = "a1".repeat(20);
const MERGE = "b2".repeat(20);
const change = { ...repository, number: 7 };

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    ...repository,
    tokens: { ghs: { kind: "integration" } },
    pulls: [
      {
        number: 7,
        title: "Replace the Alpha RTU",
        author: "bob",
        headSha: HEAD,
        commits: [HEAD, MERGE],
        mergeCommitSha: MERGE,
        mergedBy: "carol",
        reviews: [{ user: "dave", state: "APPROVED" }],
      },
    ],
  });
});

afterEach(async () => {
  await github.close();
});

const host = () => gitHubCodeHost(unthrottledGitHubClient("ghs", github.url), repository);

const NEWEST_YEAR = Array.from({ length: 4 }, () => "GET /git/trees/{sha}");

describe("gitHubCodeHost", () => {
  it("review facts: the token's login comes with the plan note, and is not asked again", async () => {
    const facts = host().facts;
    const merged = await facts.mergeFacts({
      sha: MERGE,
      before: undefined,
      branch: "main",
      workspace: "grid-east",
    });
    expect(merged.changes.map(({ change: c }) => [c.number, c.headSha])).toEqual([[7, HEAD]]);
    expect(merged.changes[0]?.approvedBy).toEqual(["dave"]);
    expect(merged.changes[0]?.mergedBy).toBe("carol");
    expect(merged.author).toBe(INTEGRATION_LOGIN);
    const asked = github.requests.length;
    expect(await facts.whoAmI()).toBe(INTEGRATION_LOGIN);
    // One GraphQL query read the note, the login, the merger and the reviews; none since.
    expect(github.requests.filter((r) => r.path === "/graphql")).toHaveLength(1);
    expect(github.requests.length).toBe(asked);
  });

  it("plan notes: written by the token, then found by the search", async () => {
    const { notes } = host();
    const body = "<!-- not ours: no header -->";
    const url = await notes.write(change, undefined, body);
    expect(github.commentsOn(7).map((comment) => comment.body)).toEqual([body]);
    expect(url).toContain("/pull/7#issuecomment-");
    expect(await notes.search(change, "grid-east")).toEqual({
      comment: undefined,
      bounded: false,
    });
  });

  it("labels: added with the repository label created first", async () => {
    const style = { color: "b60205", description: "deletes" };
    expect(await host().labels.set(change, "inventory-deletes", true, style, [])).toBe("added");
    expect(github.labels.get("inventory-deletes")?.color).toBe("b60205");
  });

  it("evidence store: appends to the branch; no apply recorded since", async () => {
    const { evidence } = host();
    const appended = await evidence.append(
      "cip-sync-evidence",
      monitoringDraft("grid-east", 1, true),
    );
    expect(appended.record.sequence).toBe(1);
    expect(github.git.refs.get("heads/cip-sync-evidence")).toBe(appended.commit);
    expect(
      await evidence.lastApplySince("cip-sync-evidence", "grid-east", day(0).toISOString()),
    ).toBeUndefined();
  });

  it("evidence store: the ledger head read with the note serves the append, and a stale one costs a retry", async () => {
    const client = unthrottledGitHubClient("ghs", github.url);
    const read = (ledgerBranch: string) => gitHubCodeHost(client, repository, { ledgerBranch });
    const branch = "cip-sync-evidence";
    const first = await read(branch).evidence.append(branch, monitoringDraft("grid-east", 1, true));
    // The head read with the note, then moved by another job before the append.
    const host = read(branch);
    await host.notes.search(change, "grid-east");
    github.git.commitFiles(branch, { "notes.txt": "another job\n" });
    const before = github.requests.length;
    const second = await host.evidence.append(branch, monitoringDraft("grid-east", 2, true));
    expect(second).toMatchObject({ attempts: 2, record: { sequence: 2 } });
    expect(first.record.sequence).toBe(1);
    expect(github.git.refs.get(`heads/${branch}`)).toBe(second.commit);
    // The first attempt trusted the head read with the note: no ref read before its commit.
    expect(
      github.requests
        .slice(before)
        .map(
          ({ method, path }) =>
            `${method} ${path.replace(/^\/repos\/grid-east\/inventory/, "").replace(/[0-9a-f]{40}/, "{sha}")}`,
        ),
    ).toEqual([
      // The newest year of the workspace's files: the tree, records/, the years, then the year.
      ...NEWEST_YEAR,
      "GET /git/blobs/{sha}",
      "POST /graphql",
      "GET /git/ref/heads%2Fcip-sync-evidence",
      ...NEWEST_YEAR,
      "GET /git/blobs/{sha}",
      "POST /graphql",
    ]);
  });

  it("evidence store: only the first note read asks the ledger's head, however many run together", async () => {
    const ledgerBranch = "cip-sync-evidence";
    const { notes } = gitHubCodeHost(unthrottledGitHubClient("ghs", github.url), repository, {
      ledgerBranch,
    });
    await Promise.all([notes.search(change, "grid-east"), notes.search(change, "grid-east")]);
    await notes.search(change, "grid-east");
    const asked = github.requests
      .filter(({ path }) => path === "/graphql")
      .map(({ body }) => (body as { variables: { withLedger: boolean } }).variables.withLedger);
    // The two in flight together may reach the server in either order.
    expect(asked.sort()).toEqual([false, false, true]);
  });

  it("drift issues: opened for drift, by the token's login", async () => {
    const result = await host().driftIssues.report("grid-east", driftFindings(driftPlan(), LIVE), {
      at: day(1),
      runUrl: "https://github.com/grid-east/inventory/actions/runs/1",
    });
    expect(result.action).toBe("opened");
    expect(github.issues.issues).toHaveLength(1);
  });

  it("commit statuses: the policy's verdict on the commit", async () => {
    const evaluation = { verdict: { allowed: true, reasons: [] } } as unknown as PolicyEvaluation;
    await host().statuses.setPolicy(HEAD, evaluation);
    expect(github.policy.statuses).toEqual([
      expect.objectContaining({ sha: HEAD, context: POLICY_STATUS_CONTEXT, state: "success" }),
    ]);
  });

  it("the error classifier: a failed request's HTTP status, nothing for other errors", async () => {
    const denied = await host()
      .notes.write(
        { ...repository, number: 404_404 },
        { id: 1, url: "", body: "", header: {} as never },
        "x",
      )
      .catch((error: unknown) => error);
    expect(host().statusOf(denied)).toBe(404);
    expect(host().statusOf(new Error("no status"))).toBeUndefined();
  });
});

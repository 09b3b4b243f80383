// The GitHub request budget of a run (issue 27): how many requests a pull request's plan, the apply
// of its merge and a drift check send, counted by the fake GitHub. A count, not a time: a change
// that adds a request fails here and says which. The count does not grow with the comments on any
// pull request: the plan comment is found in one GraphQL query of a page of comments, and the open
// siblings' in one query per SIBLINGS_PER_QUERY of them.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { SIBLINGS_PER_QUERY } from "../../src/github/notices/stale-siblings.ts";
import { type RecordedRequest, UNLISTED_PARENT } from "../support/fake-github.ts";
import { requestsOf, routesOf } from "./github-routes.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  ALPHA,
  checkDrift,
  dir,
  github,
  HEAD,
  MERGE,
  PR,
  planPullRequest,
  pushToMain,
  reseedEmulator,
  SEED_ASSETS,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const rest = (routes: string[]) => routes.filter((route) => !route.startsWith("GraphQL"));

/** The merge as GitHub's graph has it: the base, the pull request's head, the merge commit. */
function mergeGraph(): void {
  github.commits.push(
    { sha: UNLISTED_PARENT, parents: [] },
    { sha: HEAD, parents: [UNLISTED_PARENT] },
    { sha: MERGE, parents: [UNLISTED_PARENT, HEAD] },
  );
}

/** A ledger as most applies find it: the workspace's chain already two records long. */
async function existingLedger(): Promise<void> {
  await checkDrift();
  await checkDrift();
}

/** `count` comments on pull request `number` by someone else. */
function comments(number: number, count: number): void {
  for (let index = 0; index < count; index++) github.addComment(number, "spammer", `+1 #${index}`);
}

/**
 * `count` open pull requests besides the merged one, every other one planned (its plan comment
 * first); the others have none, which a search through every page of comments would read to the
 * end. Returns the planned ones.
 */
async function openSiblings(count: number): Promise<number[]> {
  const numbers = Array.from({ length: count }, (_, index) => 100 + index);
  for (const number of numbers) {
    const headSha = number.toString(16).padStart(40, "a");
    github.pulls.push({
      number,
      title: `Sibling ${number}`,
      author: "bob",
      headSha,
      commits: [headSha],
      mergeCommitSha: null,
      mergedBy: null,
      reviews: [],
    });
    const event = {
      action: "synchronize",
      number,
      pull_request: {
        number,
        head: { sha: headSha, repo: { full_name: "grid-east/inventory" } },
        base: { ref: "main", sha: UNLISTED_PARENT, repo: { full_name: "grid-east/inventory" } },
      },
      repository: { full_name: "grid-east/inventory", default_branch: "main" },
    };
    if (number % 2 === 0) expect((await planPullRequest({}, event)).code).toBe(0);
  }
  return numbers.filter((number) => number % 2 === 0);
}

/**
 * The controls the gate relies on outside cip-sync, said at every run (branch-guards.test.ts):
 * the evidence branch's rulesets, and the default branch's, for a required approval.
 */
const GUARDS = ["GET /rules/branches/cip-sync-evidence", "GET /rules/branches/main"];

/**
 * The workspace's newest year of files (github/ledger/ledger-tree.ts): the branch's tree, records/
 * and the workspace's years one level each, then the newest year's months and files in one listing;
 * constant in the ledger's age, where one recursive listing of the whole tree grew with it.
 */
const NEWEST_YEAR = [
  "GET /git/trees/{sha}",
  "GET /git/trees/{sha}",
  "GET /git/trees/{sha}",
  "GET /git/trees/{sha}",
];

/** The ledger read from its last checkpoint on (github/ledger/ledger-since-checkpoint.ts). */
const LEDGER_SINCE_CHECKPOINT = [
  "GET /git/ref/heads%2Fcip-sync-evidence",
  "GET /git/commits/{sha}",
  ...NEWEST_YEAR,
  "GET /git/blobs/{sha}",
  "GET /commits",
  "GET /compare/{sha}...{sha}",
  "GraphQL FilesAtCommit",
];

/**
 * The ledger writer's declaration at the commit judged from (cip-ledger.yaml, as the documented
 * setup has it: every scenario's, test/support/ledger-writer-key.ts), then the
 * head the Action kept for the workspace (core/evidence/chain/ledger-authority.ts): the statuses
 * of the commit judged from, then its first parents listed (none carries it here).
 */
const KEPT_HEAD = ["GraphQL FilesAtCommit", "GET /commits/{sha}/statuses", "GET /commits"];

/**
 * What is in force (the commit the owner policy is judged at), from the authenticated reading of
 * the ledger: the kept head, the ledger's branch and its head commit's tree, the checkpoint the
 * first drift check wrote, the commit that added its record and the commits since (compare), the
 * records from it on. The checkpoint's record names no accepted merge yet, so the genesis is in
 * force: the checkpoint carries it (issue 78), and the ledger is not read whole for it. Last,
 * cip-ledger.yaml at the commit in force, which must be the one at the commit judged from.
 */
const FACTS_IN_FORCE = [
  ...KEPT_HEAD,
  "GET /git/ref/heads%2Fcip-sync-evidence",
  "GET /git/commits/{sha}",
  ...NEWEST_YEAR,
  "GET /git/blobs/{sha}",
  "GET /commits",
  "GET /compare/{sha}...{sha}",
  "GraphQL FilesAtCommit",
  "GraphQL FilesAtCommit",
];

/**
 * The base's inventory files, listed and read in one query each (issue 80): whether a document
 * was removed since (its system leaves management) or an asset renamed in its file. Read once
 * per run: a plan that compares its baselines, or an owner policy at the base, reads them anyway
 * and shares the reading.
 */
const BASE_FILES = ["GraphQL TreesAtCommit", "GraphQL FilesAtCommit"];

/** The usual apply: a push naming `before`, onto an existing ledger, without a policy file. */
const USUAL_APPLY = [
  ...GUARDS,
  "GET /compare/{sha}...{sha}",
  // The pull request the push merged, read once for the range and the merge.
  "GET /commits/{sha}/pulls",
  // Its plan comment among its first 100 comments, the token's login, merger, reviews, ledger head.
  "GraphQL PlanNote",
  "GET /pulls/7/commits",
  "GET /collaborators/dave/permission",
  ...FACTS_IN_FORCE,
  // The owner policy at the commit in force (none here: a 404, confirmed by the commit itself).
  "GET /contents/cip-policy.yaml",
  "GET /commits/{sha}",
  ...BASE_FILES,
  // The record: one commit on the chain head read with the facts in force, conditional on it
  // (createCommitOnBranch), and the new head kept on the merge commit.
  "GraphQL AppendCommit",
  "POST /statuses/{sha}",
  // The open siblings whose plans went stale (none here), then the merged one's comment.
  "GET /pulls",
  "PATCH /issues/comments/{id}",
];

describe("GitHub requests per run", () => {
  it("plans a pull request, applies its merge (no open siblings) and checks drift within a fixed count", async () => {
    // A rated system (Low: no CIP obligation is an exception), so that the obligations issue has
    // nothing to say: an unrated system's R2.1 is an exception, which the issue would list.
    await writeInventory("alpha.yaml", ALPHA.replace("assets:", "impact: low\nassets:"));
    mergeGraph();
    const plan = await requestsOf(() => planPullRequest());
    await existingLedger();
    const apply = await requestsOf(() => pushToMain(MERGE, {}, UNLISTED_PARENT));
    // The first check after the apply closes the drift issue the checks before it opened.
    await checkDrift();
    const drift = await requestsOf(() => checkDrift());
    expect(plan).toEqual([
      ...GUARDS,
      // No ledger branch and no kept head: not started, so the owner policy at the base commit
      // (none here: a 404 the commit's own read confirms). The kept head is the writer's: the
      // token's login first.
      "GraphQL viewer",
      ...KEPT_HEAD,
      "GET /git/ref/heads%2Fcip-sync-evidence",
      ...BASE_FILES,
      "GET /contents/cip-policy.yaml",
      "GET /commits/{sha}",
      "GraphQL PlanNote",
      "POST /issues/7/comments",
      "GET /labels/inventory-deletes",
      "POST /labels",
      "POST /issues/7/labels",
    ]);
    expect(apply).toEqual(USUAL_APPLY);
    expect(rest(apply)).toHaveLength(22);
    expect(drift).toEqual([
      // The evidence branch's protection (a drift check asks nothing of approvals).
      "GET /rules/branches/cip-sync-evidence",
      // What is in force, authenticated (issue 68), first: the obligations are read with the
      // writer's keys it finds. The token's login (the ledger's writer, which also finds the drift
      // issue), cip-ledger.yaml at the commit checked, the head kept on that commit,
      // then the branch's head, the workspace's files, the checkpoint the first check after the
      // apply wrote, the commit that added its record and the commits since (compare), and the
      // records from it on (a hundred per GraphQL query): bounded by the records since the
      // checkpoint, never by the ledger's age.
      "GraphQL viewer",
      "GraphQL FilesAtCommit",
      "GET /commits/{sha}/statuses",
      ...LEDGER_SINCE_CHECKPOINT,
      // The CIP obligations, before the check's record: the branch's head, which has not moved,
      // so the authority's reading of that commit serves (github/ledger/ledger-since-checkpoint.ts).
      "GET /git/ref/heads%2Fcip-sync-evidence",
      "GET /git/commits/{sha}",
      // The check's record, on the chain head just read, conditional on it, and the new head
      // kept on the commit the check read.
      "GraphQL AppendCommit",
      "POST /statuses/{sha}",
      // The drift issue, found by its author.
      "GET /issues",
      // The obligations issue, looked for; none is due, so none is written.
      "GET /issues",
    ]);
  });

  it.each([1, 30])(
    "applies with a policy file at the base and %i inventory document(s): one query listing the base's inventory folder, one for CODEOWNERS, the documents, the review file, the sources file and cip-ledger.yaml",
    async (count) => {
      mergeGraph();
      // The ledger's genesis is the commit its first drift check read (MERGE, in this scenario):
      // the policy in force, read there.
      const GENESIS = MERGE;
      github.policy.addFile(GENESIS, "cip-policy.yaml", "version: 1\n");
      github.policy.addFile(GENESIS, "inventory/alpha.yaml", ALPHA);
      // Documents of systems the service has, with nothing to change.
      const extra = Array.from({ length: count - 1 }, (_, index) => index + 1);
      await reseedEmulator(
        SEED_ASSETS,
        extra.map((index) => ({ id: `cs_extra_${index}`, name: `Extra System ${index}` })),
      );
      for (const index of extra) {
        const text = `cyber_system: Extra System ${index}\nfacility: Substation Alpha\nassets: {}\n`;
        await writeInventory(`extra-${index}.yaml`, text);
        github.policy.addFile(GENESIS, `inventory/extra-${index}.yaml`, text);
      }
      await planPullRequest();
      await existingLedger();
      const from = github.requests.length;
      const apply = await requestsOf(() => pushToMain(MERGE, {}, UNLISTED_PARENT));
      const at = USUAL_APPLY.indexOf("GET /contents/cip-policy.yaml");
      expect(apply).toEqual([
        ...USUAL_APPLY.slice(0, at + 1),
        // The base's own inventory files, listed under inventory/ (one level: no subfolder), so
        // that a document moved or deleted since is read too.
        "GraphQL TreesAtCommit",
        // GitHub's three CODEOWNERS places and every document, at the base, in one query.
        "GraphQL FilesAtCommit",
        // The file is there: no read of the commit to confirm an absence; the plan's reading
        // of the base is the policy's.
        ...USUAL_APPLY.slice(at + 2 + BASE_FILES.length),
      ]);
      expect(rest(apply)).toHaveLength(21);
      // The last FilesAtCommit: those before it read the ledger's records.
      const query = github.requests
        .slice(from)
        .findLast(({ body }) =>
          String((body as { query?: string })?.query).includes("FilesAtCommit"),
        );
      const { variables } = query!.body as { variables: Record<string, unknown> };
      // CODEOWNERS' three places, each document, the CIP-002 R2 review file, the sources file
      // (whose commands are a change to the rules) and cip-ledger.yaml (whose keys sign what is in
      // force), in that order.
      expect(Object.keys(variables).filter((name) => /^e\d+$/.test(name))).toHaveLength(
        3 + count + 3,
      );
      expect(variables.e3).toBe(`${GENESIS}:inventory/alpha.yaml`);
      expect(variables[`e${3 + count}`]).toBe(`${GENESIS}:cip-002-review.yaml`);
      expect(variables[`e${4 + count}`]).toBe(`${GENESIS}:cip-sources.yaml`);
      expect(variables[`e${5 + count}`]).toBe(`${GENESIS}:cip-ledger.yaml`);
    },
  );

  it("reads the default branch's rules before each run with an owner policy in the checkout: one request where a ruleset requires cip-sync/policy, two where none does", async () => {
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\n");
    mergeGraph();
    const unprotected = await requestsOf(() => planPullRequest());
    github.git.rulesByBranch.set("main", {
      rules: [{ requiredStatusChecks: ["cip-sync/policy"], rulesetId: 42 }],
      protection: null,
    });
    const protectedPlan = await requestsOf(() => planPullRequest());
    // The checkout's policy file is not the base's (none there): what the plan reads after is as before.
    expect(unprotected.slice(0, 2)).toEqual([
      "GET /rules/branches/main",
      "GET /branches/main/protection",
    ]);
    expect(protectedPlan.slice(0, 2)).toEqual([
      "GET /rules/branches/main",
      // The evidence branch's protection (the default branch's rules, read already, say whether
      // an approval is required).
      "GET /rules/branches/cip-sync-evidence",
    ]);
    const drift = await requestsOf(() => checkDrift());
    expect(drift[0]).toBe("GET /rules/branches/main");
    expect(drift[1]).toBe("GET /rules/branches/cip-sync-evidence");
    expect(drift[2]).not.toMatch(/rules|protection/);
  });

  it("applies the first record of a new ledger branch through the git data API", async () => {
    mergeGraph();
    await planPullRequest();
    const apply = await requestsOf(() => pushToMain(MERGE, {}, UNLISTED_PARENT));
    const facts = USUAL_APPLY.indexOf(FACTS_IN_FORCE[0]!);
    const at = USUAL_APPLY.indexOf("GraphQL AppendCommit");
    expect(apply).toEqual([
      ...USUAL_APPLY.slice(0, facts),
      // No branch and no kept head: not started, so the policy is looked for at the base.
      ...KEPT_HEAD,
      "GET /git/ref/heads%2Fcip-sync-evidence",
      ...USUAL_APPLY.slice(facts + FACTS_IN_FORCE.length, at),
      // No branch: an orphan commit, and the branch created on it.
      "POST /git/trees",
      "POST /git/commits",
      "POST /git/refs",
      ...USUAL_APPLY.slice(at + 1),
    ]);
  });

  it("costs the same with 1 or 300 comments on the pull request", async () => {
    mergeGraph();
    await planPullRequest();
    comments(PR, 1);
    const few = await requestsOf(() => planPullRequest());
    comments(PR, 299);
    const many = await requestsOf(() => planPullRequest());
    expect(many).toEqual(few);
    // The plan comment found in its one query and updated in place; no listing of comments.
    expect(many.slice(0, 13)).toEqual([
      ...GUARDS,
      "GraphQL viewer",
      ...KEPT_HEAD,
      "GET /git/ref/heads%2Fcip-sync-evidence",
      ...BASE_FILES,
      "GET /contents/cip-policy.yaml",
      "GET /commits/{sha}",
      "GraphQL PlanNote",
      "PATCH /issues/comments/{id}",
    ]);
    expect(many.filter((route) => route.includes("/comments") && route.startsWith("GET"))).toEqual(
      [],
    );
    await existingLedger();
    const apply = await requestsOf(() => pushToMain(MERGE, {}, UNLISTED_PARENT));
    expect(github.commentsOn(PR)).toHaveLength(301);
    expect(apply).toEqual(USUAL_APPLY);
  });

  it.each([1, 300])(
    "applies with 10 open siblings carrying %i comment(s) each: one query for their comments",
    async (count) => {
      mergeGraph();
      await planPullRequest();
      const planned = await openSiblings(10);
      for (const pull of github.pulls) comments(pull.number, count);
      await existingLedger();
      const apply = await requestsOf(() => pushToMain(MERGE, {}, UNLISTED_PARENT));
      expect(apply).toEqual([
        ...USUAL_APPLY.slice(0, -1),
        // The siblings' plan comments, SIBLINGS_PER_QUERY pull requests to a query, then the stale
        // mark of each planned one (each plans the same cyber system as the merged one).
        ...Array.from({ length: 10 / SIBLINGS_PER_QUERY }, () => "GraphQL SiblingNotes"),
        ...planned.map(() => "PATCH /issues/comments/{id}"),
        // The merged pull request's own comment last.
        "PATCH /issues/comments/{id}",
      ]);
      expect(rest(apply)).toHaveLength(22 + planned.length);
    },
  );
});

describe("a merge that keeps patch and assessment files (issue 82)", () => {
  const BASE = "d7".repeat(20);
  const SOURCES =
    'version: 1\nsources:\n  - id: sel-advisories\n    name: SEL security notifications\n    covers:\n      - { os_firmware: "RTOS" }\n';
  const EVALUATION =
    "version: 1\nsource: sel-advisories\nreleases_since: 2026-01-01\npatches: []\n";
  const ASSESSMENT =
    "version: 1\nid: VA-2026-01\nsystems: [Protection System]\nmethod: active\ncontrols_assessed: [ports and services]\nresults: no finding\naction_plan: no vulnerabilities found\n";
  const INVENTORY =
    'cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline: { os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [] } }\n';
  /** Each family's files: the checkout has them all, the base the sources file and the assessment. */
  const CHECKOUT = {
    "cip-patch-sources.yaml": SOURCES,
    "patch-evaluations/sel-advisories/2026-01.yaml": EVALUATION,
    "vulnerability-assessments/VA-2026-01.yaml": ASSESSMENT,
  };
  /** Where the families' files are listed from and read (core/obligations/family-table.ts). */
  const REVIEWED =
    /^(cip-patch-sources\.yaml|patch-evaluations|patch-plans|vulnerability-assessments)/;

  /**
   * The git trees and contents queries of the apply that read the base's reviewed files: those
   * whose every expression names a reviewed path at `sha`.
   */
  function reviewedReadsAt(requests: readonly RecordedRequest[], sha: string): string[] {
    return routesOf(
      requests.filter(({ path, body }) => {
        if (path !== "/graphql") return false;
        const { variables = {} } = body as { variables?: Record<string, unknown> };
        const expressions = Object.entries(variables)
          .filter(([name]) => /^[dep]\d+$/.test(name))
          .map(([, value]) => String(value));
        return (
          expressions.some((expression) => expression.startsWith(`${sha}:`)) &&
          expressions.some((expression) => REVIEWED.test(expression.slice(sha.length + 1)))
        );
      }),
    );
  }

  /**
   * The merge of commit MERGE over BASE, its checkout and BASE keeping the families' files: onto no
   * ledger (the plan compares with the base, where the record reads them too), or onto `ledger`
   * (its genesis, MERGE, in force: the plan compares with it, the record with the base).
   */
  async function mergeKeepingReviewedFiles(ledger?: "ledger") {
    await writeInventory("alpha.yaml", INVENTORY);
    for (const [path, text] of Object.entries(CHECKOUT)) {
      const file = join(workspaceOf(dir), path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    }
    // The pull request's base is that commit too, as on GitHub: its plan showed what the merge's shows.
    for (const sha of [BASE, UNLISTED_PARENT, MERGE]) {
      github.policy.addFile(sha, "cip-patch-sources.yaml", SOURCES);
      github.policy.addFile(sha, "vulnerability-assessments/VA-2026-01.yaml", ASSESSMENT);
    }
    if (ledger !== undefined) await existingLedger();
    expect((await planPullRequest()).code).toBe(0);
    const from = github.requests.length;
    const run = await pushToMain(MERGE, {}, BASE);
    const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    const record = records.at(-1)!.record;
    const requests = github.requests.slice(from);
    return {
      run,
      change: record.kind === "change" ? record.change : undefined,
      reads: reviewedReadsAt(requests, BASE),
      readsInForce: reviewedReadsAt(requests, MERGE),
    };
  }

  it("reads the base's reviewed files once for the plan and every family's record", async () => {
    const { run, change, reads } = await mergeKeepingReviewedFiles();
    expect(run.code).toBe(0);
    // One listing of every family's roots (no folder under them here) and one query reading the
    // files found.
    expect(reads).toEqual(["GraphQL TreesAtCommit", "GraphQL FilesAtCommit"]);
    // What the record carries: the evaluation the base had not, compared with the base.
    expect(change?.patch_files?.compared_with).toBe(BASE);
    expect(change?.patch_files?.files.map(({ file }) => file)).toEqual([
      "patch-evaluations/sel-advisories/2026-01.yaml",
    ]);
    expect(change?.assessment_files).toBeUndefined();
  });

  it("reads each commit once when the plan compares with the commit in force and the record with the base", async () => {
    const { run, change, reads, readsInForce } = await mergeKeepingReviewedFiles("ledger");
    expect(run.code).toBe(0);
    // The plan's, at the commit in force; the record's two families', at the base.
    expect(readsInForce).toEqual(["GraphQL TreesAtCommit", "GraphQL FilesAtCommit"]);
    expect(reads).toEqual(["GraphQL TreesAtCommit", "GraphQL FilesAtCommit"]);
    expect(change?.patch_files?.compared_with).toBe(BASE);
    expect(change?.patch_files?.files.map(({ file }) => file)).toEqual([
      "patch-evaluations/sel-advisories/2026-01.yaml",
    ]);
  });

  it("keeps a failed reading of the base as failed: the plan and each family say so as before, and the reading is not asked again", async () => {
    // A folder of the patch family's that GitHub cannot list at the base.
    github.policy.failingListings.add(`${BASE}:patch-evaluations`);
    const { run, change, reads } = await mergeKeepingReviewedFiles();
    expect(reads).toEqual([
      // Every family's folders, for the plan: failed, which the record's families find kept.
      "GraphQL TreesAtCommit",
      // Then each family's own, as before they were shared: the patch family's fails again...
      "GraphQL TreesAtCommit",
      // ...the assessment family's are read, so its record compares with the base as before.
      "GraphQL TreesAtCommit",
      "GraphQL FilesAtCommit",
    ]);
    expect(change?.patch_files?.compared_with).toMatch(
      new RegExp(
        `^nothing: the patch files at commit ${BASE} could not be read \\(cannot list patch-evaluations at commit ${BASE}: `,
      ),
    );
    expect(change?.patch_files?.files.map(({ file }) => file)).toEqual([
      "cip-patch-sources.yaml",
      "patch-evaluations/sel-advisories/2026-01.yaml",
    ]);
    // The base's assessment is the checkout's: nothing new to carry.
    expect(change?.assessment_files).toBeUndefined();
    expect(run.stdout).toContain(`The CIP-007 R2 patch files at commit ${BASE} could not be read`);
    expect(run.stdout).not.toContain("assessment files at commit");
    expect(run.stdout).toContain(
      `compared with nothing: the patch and assessment files at the base commit ${BASE} could not be read (cannot list patch-evaluations at commit ${BASE}: `,
    );
  });
});

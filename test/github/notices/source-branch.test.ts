// A source's proposal commit (github/notices/source-branch.ts commitFiles) against the fake GitHub: the
// files' contents go inline in the tree request, so the commit costs the same requests whatever
// the number of files; past the tree request's bound, chained tree requests; a refusal by GitHub
// a SourceProposalError naming the step. And the fake's tree request, held to GitHub's rules.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FileChange } from "../../../src/core/review/code-host.ts";
import { type TreeEntry, treeRequests } from "../../../src/github/files/git-data.ts";
import {
  commitFiles,
  pointBranch,
  SourceProposalError,
} from "../../../src/github/notices/source-branch.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";

const TOKEN = "ghs_sourceBranchToken07";
const repository = { owner: "grid-east", repo: "inventory" };
const BRANCH = "cip-sync/source-cmdb";
const MAIN = {
  "cip-sources.yaml": "version: 1\n",
  "inventory/cmdb/stale.yaml": "cyber_system: Stale\n",
  "inventory/hand/alpha.yaml": "cyber_system: Alpha\n",
};

let github: FakeGitHub;
let base: string;

beforeEach(async () => {
  github = await startFakeGitHub({ ...repository, tokens: { [TOKEN]: { kind: "integration" } } });
  base = github.git.commitFiles("main", MAIN);
});

afterEach(async () => {
  await github.close();
});

const client = () => unthrottledGitHubClient(TOKEN, github.url);

/** `count` inventory files written by the source, each naming its own cyber system. */
function written(count: number): FileChange[] {
  return Array.from({ length: count }, (_, index) => ({
    path: `inventory/cmdb/system-${String(index).padStart(3, "0")}.yaml`,
    content: `cyber_system: System ${index}\nassets:\n  rtu-${index}: hardware\n`,
  }));
}

/** Commits `files` on main's head, points the branch at it; returns the requests it took. */
async function propose(files: readonly FileChange[], treeBytes?: number) {
  const from = github.requests.length;
  const sha = await commitFiles(client(), repository, base, files, "Inventory", treeBytes);
  const requests = github.requests.slice(from);
  await pointBranch(client(), repository, BRANCH, sha, false);
  return { sha, requests };
}

const route = ({ method, path }: { method: string; path: string }) =>
  `${method} ${path.replace(/^\/repos\/grid-east\/inventory/, "").replace(/[0-9a-f]{40}/, "{sha}")}`;

function branchFiles(): Record<string, string> {
  return Object.fromEntries(
    github.git.filesOn(BRANCH).map(({ path, bytes }) => [path, Buffer.from(bytes).toString()]),
  );
}

const contents = (files: readonly FileChange[]) =>
  Object.fromEntries(files.map(({ path, content }) => [path, content]));

describe("commitFiles", () => {
  it.each([1, 150])(
    "%i files: the base commit, one tree, one commit, and the branch holds exactly the files",
    async (count) => {
      const files = written(count);
      const { sha, requests } = await propose(files);
      expect(requests.map(route)).toEqual([
        "GET /git/commits/{sha}",
        "POST /git/trees",
        "POST /git/commits",
      ]);
      expect(branchFiles()).toEqual({ ...MAIN, ...contents(files) });
      expect(github.git.commits.get(sha)).toMatchObject({ parents: [base], message: "Inventory" });
      // No blob written apart: GitHub writes each content of the tree request.
      expect(github.requests.filter((r) => r.path.endsWith("/git/blobs"))).toEqual([]);
    },
  );

  it("writes, rewrites and removes files in one commit: contents inline, a removal as sha null", async () => {
    const files: FileChange[] = [
      { path: "inventory/cmdb/new.yaml", content: "cyber_system: New\n" },
      { path: "inventory/hand/alpha.yaml", content: "cyber_system: Alpha\nfacility: East\n" },
      { path: "inventory/cmdb/stale.yaml", content: null },
    ];
    const { requests } = await propose(files);
    const tree = requests.find((r) => r.method === "POST" && r.path.endsWith("/git/trees"));
    expect((tree?.body as { tree: unknown }).tree).toEqual([
      { path: "inventory/cmdb/new.yaml", mode: "100644", type: "blob", content: files[0]!.content },
      {
        path: "inventory/hand/alpha.yaml",
        mode: "100644",
        type: "blob",
        content: files[1]!.content,
      },
      { path: "inventory/cmdb/stale.yaml", mode: "100644", type: "blob", sha: null },
    ]);
    expect(branchFiles()).toEqual({
      "cip-sources.yaml": MAIN["cip-sources.yaml"],
      "inventory/cmdb/new.yaml": "cyber_system: New\n",
      "inventory/hand/alpha.yaml": "cyber_system: Alpha\nfacility: East\n",
    });
    expect(github.git.history(BRANCH)).toHaveLength(2);
  });

  it("past the bound, chains tree requests, each over the tree the one before made", async () => {
    const files = [...written(5), { path: "inventory/cmdb/stale.yaml", content: null }];
    // Each written file weighs about 80 bytes (path and content): two fit in 200, not three.
    const { sha, requests } = await propose(files, 200);
    const trees = requests.filter((r) => r.method === "POST" && r.path.endsWith("/git/trees"));
    const bodies = trees.map((r) => r.body as { base_tree: string; tree: TreeEntry[] });
    expect(bodies.map((body) => body.tree.map((entry) => entry.path))).toEqual([
      [files[0]!.path, files[1]!.path],
      [files[2]!.path, files[3]!.path],
      [files[4]!.path, files[5]!.path],
    ]);
    expect(bodies[0]!.base_tree).toBe(github.git.commits.get(base)!.tree);
    // Each later request builds on the tree the one before made; the commit holds the last.
    const made = [...github.git.trees.keys()].slice(-3);
    expect(bodies.slice(1).map((body) => body.base_tree)).toEqual(made.slice(0, 2));
    expect(github.git.commits.get(sha)?.tree).toBe(made[2]);
    expect(requests.map(route)).toEqual([
      "GET /git/commits/{sha}",
      "POST /git/trees",
      "POST /git/trees",
      "POST /git/trees",
      "POST /git/commits",
    ]);
    const kept = Object.entries(MAIN).filter(([path]) => path !== "inventory/cmdb/stale.yaml");
    expect(branchFiles()).toEqual({ ...Object.fromEntries(kept), ...contents(written(5)) });
  });

  it("a refusal by GitHub (422: a removed file the base does not hold) names the step and writes no commit", async () => {
    const from = github.requests.length;
    const files = [...written(1), { path: "inventory/cmdb/gone.yaml", content: null }];
    const error = await commitFiles(client(), repository, base, files, "Inventory").catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SourceProposalError);
    expect((error as Error).message).toMatch(
      /^could not write the tree of 2 files and its commit \(GitRPC::BadObjectState/,
    );
    // A 422 is not the token's permissions: no advice about them.
    expect((error as Error).message).not.toContain("github-token needs");
    expect(github.requests.slice(from).map(route)).toEqual([
      "GET /git/commits/{sha}",
      "POST /git/trees",
    ]);
    expect(github.git.refs.has(`heads/${BRANCH}`)).toBe(false);
  });
});

const entry = (path: string, content: string): TreeEntry => ({
  path,
  mode: "100644",
  type: "blob",
  content,
});
const removal = (path: string): TreeEntry => ({ path, mode: "100644", type: "blob", sha: null });
const blob = (path: string): TreeEntry => ({
  path,
  mode: "100644",
  type: "blob",
  sha: "f".repeat(40),
});

describe("treeRequests", () => {
  // Weights: a path and its content's UTF-8 bytes; a blob's path and 40 hex digits.
  it.each<[string, TreeEntry[], number, string[][]]>([
    ["no entries: one empty request", [], 10, [[]]],
    ["all within the bound", [entry("a", "12"), entry("b", "34")], 10, [["a", "b"]]],
    ["exactly the bound", [entry("a", "12"), entry("b", "34")], 6, [["a", "b"]]],
    ["one byte over", [entry("a", "12"), entry("b", "345")], 6, [["a"], ["b"]]],
    [
      "an entry heavier than the bound goes alone",
      [entry("a", "1".repeat(20)), entry("b", "")],
      6,
      [["a"], ["b"]],
    ],
    ["contents counted in UTF-8 bytes", [entry("a", "é"), entry("b", "é")], 5, [["a"], ["b"]]],
    ["removals weigh their path", [removal("abc"), removal("def")], 6, [["abc", "def"]]],
    ["a blob's SHA counts", [blob("a"), blob("b")], 60, [["a"], ["b"]]],
  ])("%s", (_, entries, bound, expected) => {
    expect(treeRequests(entries, bound).map((part) => part.map(({ path }) => path))).toEqual(
      expected,
    );
  });

  it("keeps every entry in order, within the bound, and starts a request only when it must", () => {
    const weight = (part: TreeEntry[]) =>
      part.reduce(
        (sum, { path, ...rest }) =>
          sum + path.length + ("content" in rest ? Buffer.byteLength(rest.content) : 0),
        0,
      );
    const entries = fc.array(
      fc.oneof(
        fc
          .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 40 }))
          .map(([path, content]) => entry(path, content)),
        fc.stringMatching(/^[a-z]{1,8}$/).map(removal),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(entries, fc.integer({ min: 1, max: 120 }), (all, bound) => {
        const requests = treeRequests(all, bound);
        expect(requests.flat()).toEqual(all);
        expect(requests.length).toBeGreaterThan(0);
        for (const [index, part] of requests.entries()) {
          // Over the bound only as one entry alone; never empty unless there are no entries.
          if (weight(part) > bound) expect(part).toHaveLength(1);
          expect(part.length > 0 || all.length === 0).toBe(true);
          // The next request's first entry did not fit in this one.
          const next = requests[index + 1]?.[0];
          if (next !== undefined) expect(weight([...part, next])).toBeGreaterThan(bound);
        }
      }),
    );
  });
});

describe("the fake GitHub's tree request, as GitHub answers it", () => {
  const createTree = (tree: unknown[], baseTree?: string) =>
    client()
      .request("POST /repos/{owner}/{repo}/git/trees", {
        ...repository,
        ...(baseTree === undefined ? {} : { base_tree: baseTree }),
        tree: tree as never,
      })
      .then(
        ({ data }) => ({ status: 201, sha: data.sha }),
        (error: { status: number }) => ({ status: error.status, sha: undefined }),
      );
  const mainTree = () => github.git.commits.get(base)!.tree;

  it.each<[string, unknown[], () => string | undefined, number]>([
    ["content and sha both: refused", [{ ...entry("x", "x"), sha: "f".repeat(40) }], mainTree, 422],
    [
      "neither content nor sha: refused",
      [{ path: "x", mode: "100644", type: "blob" }],
      mainTree,
      422,
    ],
    ["removing a path the base does not hold: refused", [removal("absent.yaml")], mainTree, 422],
    ["a base tree that does not exist: refused", [entry("x", "x")], () => "0".repeat(40), 422],
    ["content: GitHub writes the blob", [entry("x", "x")], mainTree, 201],
  ])("%s", async (_, tree, baseTree, status) => {
    const before = github.git.trees.size;
    const answer = await createTree(tree, baseTree());
    expect(answer.status).toBe(status);
    expect(github.git.trees.size).toBe(status === 201 ? before + 1 : before);
  });

  it("a content entry's blob holds the content's UTF-8 bytes", async () => {
    const { sha } = await createTree([entry("notes/é.txt", "Zürich\n")], mainTree());
    const files = github.git.trees.get(sha!)!;
    expect(github.git.blobs.get(files.get("notes/é.txt")!)?.toString("utf8")).toBe("Zürich\n");
    expect([...files.keys()].sort()).toEqual([...Object.keys(MAIN), "notes/é.txt"].sort());
  });
});

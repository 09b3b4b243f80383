// Commits through GitHub's git data API, never a checkout: a tree of blobs (over a base tree, or
// alone), then a commit of it. The evidence ledger, its timestamp tokens and a source's proposal
// branch all write this way; what points a branch at the commit is each writer's own affair.
// A file's content goes inline in the tree request (GitHub writes the blob), so a commit costs a
// tree request and a commit request whatever the number of files, up to our bound on one request.
import { type GitHubClient, graphqlErrors, requestStatus } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { missingEntry } from "../../core/shared/collections.ts";

/** A file of the tree: its content, a blob already written, or (sha null) the file removed. */
export type TreeEntry = { path: string; mode: "100644"; type: "blob" } & (
  { content: string } | { sha: string | null }
);

/** The SHA of `branch`'s head commit; undefined when the branch does not exist. */
export async function readBranchSha(
  octokit: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.git.getRef({ ...repository, ref: `heads/${branch}` });
    return data.object.sha;
  } catch (error) {
    if (requestStatus(error) === 404) return undefined;
    throw error;
  }
}

/**
 * Our bound on the paths and contents of one tree request: 8 MiB. GitHub documents no limit on
 * the request's body, but a bounded one is what a proxy or a retry can be trusted with; past it,
 * the entries go in several requests, each over the tree the one before made.
 */
export const TREE_REQUEST_BYTES = 8 * 1024 * 1024;

/** What an entry weighs against the bound: its path, and its content (a blob's SHA otherwise). */
function entryBytes(entry: TreeEntry): number {
  const sha = "sha" in entry ? (entry.sha?.length ?? 0) : 0;
  const content = "content" in entry ? Buffer.byteLength(entry.content, "utf8") : 0;
  return Buffer.byteLength(entry.path, "utf8") + sha + content;
}

/**
 * The entries in order, split into tree requests of at most `bound` bytes each (an entry heavier
 * than the bound goes alone); always at least one request, empty when there are no entries.
 */
export function treeRequests(entries: readonly TreeEntry[], bound: number): TreeEntry[][] {
  let current: TreeEntry[] = [];
  const requests: TreeEntry[][] = [current];
  let size = 0;
  for (const entry of entries) {
    const weight = entryBytes(entry);
    if (size + weight > bound && current.length > 0) {
      current = [];
      requests.push(current);
      size = 0;
    }
    current.push(entry);
    size += weight;
  }
  return requests;
}

/**
 * Writes the tree and a commit of it on `parents`; returns the commit's SHA. One tree request,
 * or, past `treeBytes` (default TREE_REQUEST_BYTES) of paths and contents, a chain of them.
 */
export async function writeCommit(
  octokit: GitHubClient,
  repository: Repository,
  commit: {
    /** The tree the entries change; absent, the tree holds only the entries. */
    baseTree?: string;
    entries: readonly TreeEntry[];
    message: string;
    parents: string[];
    treeBytes?: number;
  },
): Promise<string> {
  let tree = commit.baseTree;
  for (const entries of treeRequests(commit.entries, commit.treeBytes ?? TREE_REQUEST_BYTES)) {
    const { data } = await octokit.rest.git.createTree({
      ...repository,
      ...(tree === undefined ? {} : { base_tree: tree }),
      tree: entries,
    });
    tree = data.sha;
  }
  const { data: created } = await octokit.rest.git.createCommit({
    ...repository,
    message: commit.message,
    // Set above on every path that reaches here: the tree was created or given.
    tree: tree ?? missingEntry("the commit's tree"),
    parents: commit.parents,
  });
  return created.sha;
}

const COMMIT_ON_BRANCH = `mutation AppendCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid } }
}`;

/**
 * One commit of `files` on top of `branch`, if its head is still `expectedHead`: GraphQL's
 * createCommitOnBranch writes the blobs, the tree, the commit and moves the branch in one atomic
 * request, authored by the token's account and signed by GitHub, as a commit of the git data API
 * is. The branch must exist. Returns the commit's SHA, or undefined when the branch moved
 * meanwhile (nothing was written).
 */
export async function commitOnBranch(
  octokit: GitHubClient,
  repository: Repository,
  commit: {
    branch: string;
    expectedHead: string;
    files: readonly { path: string; content: string }[];
    message: string;
  },
): Promise<string | undefined> {
  try {
    const { createCommitOnBranch } = await octokit.graphql<{
      createCommitOnBranch: { commit: { oid: string } };
    }>(COMMIT_ON_BRANCH, {
      input: {
        branch: {
          repositoryNameWithOwner: `${repository.owner}/${repository.repo}`,
          branchName: commit.branch,
        },
        expectedHeadOid: commit.expectedHead,
        message: { headline: commit.message },
        fileChanges: {
          additions: commit.files.map(({ path, content }) => ({
            path,
            contents: Buffer.from(content, "utf8").toString("base64"),
          })),
        },
      },
    });
    return createCommitOnBranch.commit.oid;
  } catch (error) {
    if (headMoved(error)) return undefined;
    throw error;
  }
}

/** GitHub's answer when expectedHeadOid is no longer the branch's head. */
function headMoved(error: unknown): boolean {
  return graphqlErrors(error).some((entry) =>
    /^Expected branch to point to /.test(String(entry.message)),
  );
}

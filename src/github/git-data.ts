// Commits through GitHub's git data API, never a checkout: a tree of blobs (over a base tree, or
// alone), then a commit of it. The evidence ledger, its timestamp tokens and a source's proposal
// branch all write this way; what points a branch at the commit is each writer's own affair.
import type { GitHubClient } from "./client.ts";
import type { Repository } from "./commit-range.ts";

/** A file of the tree: its content, a blob already written, or (sha null) the file removed. */
export type TreeEntry = { path: string; mode: "100644"; type: "blob" } & (
  { content: string } | { sha: string | null }
);

/** Writes the tree and a commit of it on `parents`; returns the commit's SHA. */
export async function writeCommit(
  octokit: GitHubClient,
  repository: Repository,
  commit: {
    /** The tree the entries change; absent, the tree holds only the entries. */
    baseTree?: string;
    entries: readonly TreeEntry[];
    message: string;
    parents: string[];
  },
): Promise<string> {
  const { data: tree } = await octokit.rest.git.createTree({
    ...repository,
    ...(commit.baseTree === undefined ? {} : { base_tree: commit.baseTree }),
    tree: [...commit.entries],
  });
  const { data: created } = await octokit.rest.git.createCommit({
    ...repository,
    message: commit.message,
    tree: tree.sha,
    parents: commit.parents,
  });
  return created.sha;
}

// A source's bot branch and its one pull request, through GitHub's REST API (no checkout, no git
// binary): the branch's head as it is, a commit of the sync's files on top of the base commit
// (a tree on the base's tree holding the contents, a commit), the branch pointed at it (created, or
// force-updated: this branch only ever holds the latest proposal), and the open pull request from
// it found, opened, updated or closed.
import type { BranchHead, FileChange, OpenProposal } from "../../core/review/code-host.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { readBranchSha, type TreeEntry, writeCommit } from "../files/git-data.ts";

/** Writing the branch or the pull request failed; the message says what the token needs. */
export class SourceProposalError extends Error {
  override name = "SourceProposalError";
}

const TOKEN_NEEDS =
  "github-token needs contents: write and pull-requests: write (a GitHub App installation token, or a fine-grained personal access token, with both)";

/** Runs one step of the proposal; a refusal by GitHub becomes a SourceProposalError saying why. */
async function step<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = requestStatus(error);
    const advice = status === 403 || status === 404 ? `: ${TOKEN_NEEDS}` : "";
    throw new SourceProposalError(`could not ${what} (${errorMessage(error)})${advice}`);
  }
}

/** The branch's head commit, or undefined when the branch does not exist. */
export async function readBranchHead(
  octokit: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<BranchHead | undefined> {
  const sha = await readBranchSha(octokit, repository, branch).catch((error: unknown) => {
    throw new SourceProposalError(`could not read the branch ${branch} (${errorMessage(error)})`);
  });
  if (sha === undefined) return undefined;
  const { data } = await step(`read the head commit of ${branch}`, () =>
    octokit.rest.git.getCommit({ ...repository, commit_sha: sha }),
  );
  return { sha, parent: data.parents[0]?.sha, message: data.message };
}

/**
 * One commit on top of `base` holding `files`; returns its sha. Nothing is pointed at it yet.
 * The contents go inline in the tree request (a removed file as `sha: null`), so the commit costs
 * three requests whatever the number of files: the base commit, the tree and the commit; one more
 * tree request per `treeBytes` (default TREE_REQUEST_BYTES) of paths and contents past the first.
 */
export async function commitFiles(
  octokit: GitHubClient,
  repository: Repository,
  base: string,
  files: readonly FileChange[],
  message: string,
  treeBytes?: number,
): Promise<string> {
  const { data: baseCommit } = await step(`read the base commit ${base}`, () =>
    octokit.rest.git.getCommit({ ...repository, commit_sha: base }),
  );
  const entries = files.map(({ path, content }): TreeEntry => ({
    path,
    mode: "100644",
    type: "blob",
    ...(content === null ? { sha: null } : { content }),
  }));
  const count = `${files.length} file${files.length === 1 ? "" : "s"}`;
  return step(`write the tree of ${count} and its commit`, () =>
    writeCommit(octokit, repository, {
      baseTree: baseCommit.tree.sha,
      entries,
      message,
      parents: [base],
      treeBytes,
    }),
  );
}

/** Points `branch` at `sha`: creates it, or force-updates it when it exists. */
export async function pointBranch(
  octokit: GitHubClient,
  repository: Repository,
  branch: string,
  sha: string,
  exists: boolean,
): Promise<void> {
  await step(`point the branch ${branch} at ${sha}`, async () => {
    if (exists)
      await octokit.rest.git.updateRef({ ...repository, ref: `heads/${branch}`, sha, force: true });
    else await octokit.rest.git.createRef({ ...repository, ref: `refs/heads/${branch}`, sha });
  });
}

/** The open pull request from `branch` into `base` (the oldest, should there be several). */
export async function findOpenPullRequest(
  octokit: GitHubClient,
  repository: Repository,
  branch: string,
  base: string,
): Promise<OpenProposal | undefined> {
  const { data } = await step(`list the pull requests from ${branch}`, () =>
    octokit.rest.pulls.list({
      ...repository,
      state: "open",
      head: `${repository.owner}:${branch}`,
      base,
      per_page: 100,
    }),
  );
  const [oldest] = [...data].sort((a, b) => a.number - b.number);
  return oldest === undefined
    ? undefined
    : { number: oldest.number, url: oldest.html_url, body: oldest.body ?? "" };
}

/** Opens the pull request from `branch`, or updates the open one's title and body. */
export async function writePullRequest(
  octokit: GitHubClient,
  repository: Repository,
  proposal: { branch: string; base: string; title: string; body: string },
  open: OpenProposal | undefined,
): Promise<OpenProposal & { created: boolean }> {
  const { branch, base, title, body } = proposal;
  if (open !== undefined) {
    await step(`update pull request #${open.number}`, () =>
      octokit.rest.pulls.update({ ...repository, pull_number: open.number, title, body }),
    );
    return { ...open, created: false };
  }
  const { data } = await step(`open a pull request from ${branch}`, () =>
    octokit.rest.pulls.create({ ...repository, head: branch, base, title, body }),
  );
  return { number: data.number, url: data.html_url, body, created: true };
}

/** Says why on the pull request, then closes it. */
export async function closePullRequest(
  octokit: GitHubClient,
  repository: Repository,
  open: OpenProposal,
  comment: string,
): Promise<void> {
  await step(`comment on pull request #${open.number}`, () =>
    octokit.rest.issues.createComment({ ...repository, issue_number: open.number, body: comment }),
  );
  await step(`close pull request #${open.number}`, () =>
    octokit.rest.pulls.update({ ...repository, pull_number: open.number, state: "closed" }),
  );
}

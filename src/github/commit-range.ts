// The pull requests a range of commits brings in: those a push to the default branch merged (a
// merge-queue batch, or several merges pushed at once), and those a merge queue's group holds.
// Found through GitHub's own records (compare, and the pull requests associated with a commit),
// never through commit messages, which the pull requests' authors write.
import { shortSha } from "../core/shared/wording.ts";
import type { ChangeRequest } from "../core/review/reviewed-plan.ts";
import { sourceClaim } from "../core/sources/source-proposal.ts";
import { type GitHubClient, requestStatus } from "./client.ts";

export interface Repository {
  owner: string;
  repo: string;
}

/** Commits of a range read at most; a longer range is reported incomplete. */
export const MAX_RANGE_COMMITS = 300;
/** Commits of the range's first-parent chain asked about their pull requests, at most. */
export const MAX_RANGE_PULL_REQUESTS = 50;

const COMPARE_PAGE = 100;
const ZERO_SHA = /^0+$/;

export interface RangePullRequests {
  pullRequests: ChangeRequest[];
  /**
   * Why the range could not be read whole (too many commits, or a base GitHub no longer has, as
   * after a force push); absent when it was. Pull requests may then be missing, so their
   * operations count as unreviewed.
   */
  incomplete?: string;
  /** The pull requests GitHub associates with the pushed commit, when they were read. */
  atHead?: AssociatedPulls;
}

/** GET commits/{sha}/pulls, every page. */
export type AssociatedPulls = Awaited<ReturnType<typeof associatedPulls>>;

/** The fields of a pull request as the REST API answers it that the change record keeps. */
export function pullRequestOf(pull: {
  number: number;
  html_url: string;
  title: string;
  user: { login: string; type: string } | null;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { repo: { full_name: string } };
  body: string | null;
}): ChangeRequest {
  const claim = sourceClaim({
    number: pull.number,
    headRef: pull.head.ref,
    body: pull.body ?? "",
    author:
      pull.user === null ? undefined : { login: pull.user.login, bot: pull.user.type === "Bot" },
    sameRepository: pull.head.repo?.full_name === pull.base.repo.full_name,
  });
  return {
    number: pull.number,
    url: pull.html_url,
    title: pull.title,
    author: pull.user?.login ?? "",
    headSha: pull.head.sha,
    ...(claim === undefined
      ? {}
      : "source" in claim
        ? { source: claim.source }
        : { sourceRefused: claim.refused }),
  };
}

interface RangeCommit {
  sha: string;
  parents: string[];
}

/** The commits reachable from `head` and not from `base`, at most MAX_RANGE_COMMITS of them. */
async function compareRange(
  octokit: GitHubClient,
  repository: Repository,
  base: string,
  head: string,
): Promise<{ commits: RangeCommit[]; incomplete?: string }> {
  const commits: RangeCommit[] = [];
  for (let page = 1; commits.length < MAX_RANGE_COMMITS; page += 1) {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repository,
      basehead: `${base}...${head}`,
      per_page: COMPARE_PAGE,
      page,
    });
    commits.push(
      ...data.commits.map((commit) => ({
        sha: commit.sha,
        parents: commit.parents.map((parent) => parent.sha),
      })),
    );
    if (commits.length >= data.total_commits || data.commits.length < COMPARE_PAGE)
      return { commits };
  }
  return {
    commits,
    incomplete: `the range ${shortSha(base)}...${shortSha(head)} has more than ${MAX_RANGE_COMMITS} commits; only the first were read`,
  };
}

/**
 * The commits the range's branch itself moved through, newest first: from `head` along first
 * parents while inside the range. These are the merge, squash or rebased commits a merge made;
 * a merged pull request's own commits hang off them as second parents.
 */
function firstParentChain(commits: RangeCommit[], head: string): RangeCommit[] {
  const bySha = new Map(commits.map((commit) => [commit.sha, commit]));
  const chain: RangeCommit[] = [];
  for (let commit = bySha.get(head); commit !== undefined;) {
    chain.push(commit);
    if (chain.length > commits.length) break;
    commit = commit.parents[0] === undefined ? undefined : bySha.get(commit.parents[0]);
  }
  return chain;
}

export async function associatedPulls(octokit: GitHubClient, repository: Repository, sha: string) {
  return octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
    ...repository,
    commit_sha: sha,
    per_page: 100,
  });
}

/**
 * The pull requests a push from `before` to `after` on `branch` merged, by number: each one merged
 * into `branch` whose merge commit (GitHub's merge_commit_sha: the merge, squash or last rebased
 * commit) is on the pushed branch's first-parent chain. One merged into another branch does not
 * vouch for this push. An unknown `before` (a new branch) reads `after` alone.
 */
export async function findPullRequestsMergedBy(
  octokit: GitHubClient,
  repository: Repository,
  push: { before: string | undefined; after: string; branch: string },
): Promise<RangePullRequests> {
  const range =
    push.before === undefined || ZERO_SHA.test(push.before)
      ? { commits: [{ sha: push.after, parents: [] }] }
      : await compareOrIncomplete(octokit, repository, push.before, push.after);
  const chain = firstParentChain(range.commits, push.after);
  const onChain = new Set(chain.map((commit) => commit.sha));
  const found = new Map<number, ChangeRequest>();
  let atHead: AssociatedPulls | undefined;
  for (const commit of chain.slice(0, MAX_RANGE_PULL_REQUESTS)) {
    const pulls = await associatedPulls(octokit, repository, commit.sha);
    if (commit.sha === push.after) atHead = pulls;
    for (const pull of pulls) {
      const intoBranch = pull.merged_at !== null && pull.base.ref === push.branch;
      if (intoBranch && onChain.has(pull.merge_commit_sha ?? ""))
        found.set(pull.number, pullRequestOf(pull));
    }
  }
  const result = finish(found, range.incomplete, chain.length);
  return atHead === undefined ? result : { ...result, atHead };
}

/**
 * The open pull requests a merge queue's group holds: the one its branch names
 * (gh-readonly-queue/<base>/pr-<number>-<sha>), and every one whose head commit the group merged
 * (a second parent of a commit on the group's first-parent chain).
 */
export async function findMergeGroupPullRequests(
  octokit: GitHubClient,
  repository: Repository,
  group: { baseSha: string; headSha: string; headRef: string },
): Promise<RangePullRequests> {
  const range = await compareOrIncomplete(octokit, repository, group.baseSha, group.headSha);
  const inRange = new Set(range.commits.map((commit) => commit.sha));
  const chain = firstParentChain(range.commits, group.headSha);
  const found = new Map<number, ChangeRequest>();
  const named = /\/pr-(\d+)-[0-9a-f]+$/.exec(group.headRef)?.[1];
  if (named !== undefined) {
    const { data } = await octokit.rest.pulls.get({ ...repository, pull_number: Number(named) });
    if (data.state === "open") found.set(data.number, pullRequestOf(data));
  }
  const merged = chain.flatMap((commit) => commit.parents.slice(1));
  for (const sha of merged.slice(0, MAX_RANGE_PULL_REQUESTS)) {
    for (const pull of await associatedPulls(octokit, repository, sha)) {
      if (pull.state === "open" && inRange.has(pull.head.sha))
        found.set(pull.number, pullRequestOf(pull));
    }
  }
  return finish(found, range.incomplete, merged.length);
}

async function compareOrIncomplete(
  octokit: GitHubClient,
  repository: Repository,
  base: string,
  head: string,
): Promise<{ commits: RangeCommit[]; incomplete?: string }> {
  try {
    return await compareRange(octokit, repository, base, head);
  } catch (error) {
    // 404: GitHub no longer has `base` (a force push), so only `head` is known.
    if (requestStatus(error) !== 404) throw error;
    return {
      commits: [{ sha: head, parents: [] }],
      incomplete: `GitHub cannot compare ${shortSha(base)}...${shortSha(head)} (404); only ${shortSha(head)} was read`,
    };
  }
}

function finish(
  found: Map<number, ChangeRequest>,
  incomplete: string | undefined,
  asked: number,
): RangePullRequests {
  const pullRequests = [...found.values()].sort((a, b) => a.number - b.number);
  const cut =
    asked > MAX_RANGE_PULL_REQUESTS
      ? `only the first ${MAX_RANGE_PULL_REQUESTS} of ${asked} merges were looked up`
      : undefined;
  const why = [incomplete, cut].filter((text) => text !== undefined).join("; ");
  return why === "" ? { pullRequests } : { pullRequests, incomplete: why };
}

/** How `head` stands to `base`, as GitHub's compare says it ("ahead": `base` is its ancestor). */
export async function compareStatus(
  octokit: GitHubClient,
  repository: Repository,
  base: string,
  head: string,
): Promise<"ahead" | "behind" | "identical" | "diverged"> {
  const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
    ...repository,
    basehead: `${base}...${head}`,
    per_page: 1,
  });
  return data.status;
}

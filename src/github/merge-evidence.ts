// The merge evidence of the change record: the pull request a pushed commit came from, its plan
// comment (the reviewed plan), who approved its head commit and who merged it. Read before anything
// is applied, so that the record does not depend on GitHub answering afterwards.
import { compareCodePoints } from "../core/shared/names.ts";
import { commitParticipants, splitIndependent } from "./approval-independence.ts";
import type { GitHubClient } from "./client.ts";
import { awaitsApply } from "./comment-body.ts";
import { type IssueRef, type StickyComment, findStickyComment } from "./sticky-comment.ts";

/**
 * What the merge route knows about the commit it applies: the pull request it came from and that
 * pull request's reviews (no approvals and no comment for a commit pushed directly).
 */
export interface MergeEvidence extends Omit<PullRequestReviews, "issue"> {
  /** The pushed commit. */
  sha: string;
  /** The commit the plan comment is about: the pull request's head, or the pushed commit. */
  head: string;
  /** The login this token writes comments as; "" when there was no pull request to look at. */
  author: string;
  pullRequest?: MergedPullRequest;
  issue?: IssueRef;
  /** The fingerprint of the plan reviewers saw: the comment's, when its status is "planned". */
  reviewed?: string;
}

/**
 * The merge evidence of commit `sha` for `workspace`'s plan comment, the one `login` (the login the
 * token writes as, see tokenLogin) wrote; asked for only when a merged pull request is found.
 */
export async function readMergeEvidence(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  { sha, workspace }: { sha: string; workspace: string },
  login: () => Promise<string>,
): Promise<MergeEvidence> {
  const pullRequest = await findMergedPullRequest(octokit, repository, sha);
  if (pullRequest === undefined)
    return {
      sha,
      head: sha,
      author: "",
      approvedBy: [],
      notIndependent: [],
      approvedEarlierCommit: [],
    };
  const author = await login();
  const reviews = await readPullRequestReviews(octokit, repository, pullRequest, {
    workspace,
    author,
    merged: true,
  });
  const { sticky } = reviews;
  const reviewed =
    sticky !== undefined && awaitsApply(sticky.header.status)
      ? sticky.header.fingerprint
      : undefined;
  return {
    sha,
    head: pullRequest.headSha,
    author,
    pullRequest,
    ...reviews,
    ...(reviewed === undefined ? {} : { reviewed }),
  };
}

/** What one pull request's page says about its review: its plan comment and who approved it. */
export interface PullRequestReviews {
  issue: IssueRef;
  /** Its plan comment for the workspace, written by the token's login. */
  sticky?: StickyComment;
  /**
   * Reviewers whose approval stands on its last commit and who neither authored nor committed any
   * of its commits: the change record's independent approvals.
   */
  approvedBy: string[];
  /** Approvals of its last commit by someone who authored or committed one of its commits. */
  notIndependent: string[];
  /** Reviewers whose approval was given on an earlier commit: logged, not recorded as approvals. */
  approvedEarlierCommit: string[];
  /** Who merged it; asked only of a merged pull request. */
  mergedBy?: string;
}

/** Reads a pull request's plan comment (written by `author`), approvals and, when merged, merger. */
export async function readPullRequestReviews(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  pullRequest: MergedPullRequest,
  options: { workspace: string; author: string; merged: boolean },
): Promise<PullRequestReviews> {
  const issue = { ...repository, number: pullRequest.number };
  const [sticky, { approvedBy: approving, approvedEarlierCommit }, participants, merger] =
    await Promise.all([
      findStickyComment(octokit, issue, options.workspace, options.author),
      approvals(octokit, repository, pullRequest),
      commitParticipants(octokit, repository, pullRequest.number),
      options.merged ? mergedBy(octokit, repository, pullRequest.number) : undefined,
    ]);
  return {
    issue,
    ...(sticky === undefined ? {} : { sticky }),
    ...splitIndependent(approving, participants),
    approvedEarlierCommit,
    ...(merger === undefined ? {} : { mergedBy: merger }),
  };
}

export interface MergedPullRequest {
  number: number;
  url: string;
  title: string;
  author: string;
  headSha: string;
}

/**
 * The pull request merged as `sha`: the one whose merge commit is `sha`, else (a fast-forward) the
 * only merged one containing it; undefined when the commit was pushed directly, or when several
 * merged pull requests contain it and none was merged as it (the approvals would be a guess).
 */
export async function findMergedPullRequest(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  sha: string,
): Promise<MergedPullRequest | undefined> {
  const pulls = await octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
    ...repository,
    commit_sha: sha,
    per_page: 100,
  });
  const merged = pulls.filter((pull) => pull.merged_at !== null);
  const found =
    merged.find((pull) => pull.merge_commit_sha === sha) ??
    (merged.length === 1 ? merged[0] : undefined);
  return found === undefined ? undefined : pullRequestOf(found);
}

/** The fields of a pull request as the REST API answers it that the change record keeps. */
export function pullRequestOf(pull: {
  number: number;
  html_url: string;
  title: string;
  user: { login: string } | null;
  head: { sha: string };
}): MergedPullRequest {
  return {
    number: pull.number,
    url: pull.html_url,
    title: pull.title,
    author: pull.user?.login ?? "",
    headSha: pull.head.sha,
  };
}

/** Who merged the pull request; the commit list does not say. */
export async function mergedBy(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  number: number,
): Promise<string | undefined> {
  const { data } = await octokit.rest.pulls.get({ ...repository, pull_number: number });
  return data.merged_by?.login;
}

/** Who approved the pull request, split by the commit each approval was given on. */
export interface Approvals {
  /** Logins whose latest deciding review approves the head commit: the changes that were merged. */
  approvedBy: string[];
  /**
   * Logins whose latest deciding review approves an earlier commit: the pull request changed after
   * they approved it, so they did not approve what was merged. Not counted as approvals.
   */
  approvedEarlierCommit: string[];
}

/**
 * The approvals of pull request `number`, whose head commit at merge is `headSha`, sorted. Each
 * reviewer counts by their latest deciding review: a later "changes requested" or a dismissal
 * withdraws an approval; a plain comment review does not (as on GitHub). An approval counts only
 * when given on `headSha` (review.commit_id): the reviewed plan is the head's.
 */
export async function approvals(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  pullRequest: { number: number; headSha: string },
): Promise<Approvals> {
  const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
    ...repository,
    pull_number: pullRequest.number,
    per_page: 100,
  });
  const latest = new Map<string, { state: string; commit: string | null }>();
  // The API lists reviews in the order they were submitted.
  for (const review of reviews) {
    const login = review.user?.login;
    if (login === undefined) continue;
    if (
      review.state === "APPROVED" ||
      review.state === "CHANGES_REQUESTED" ||
      review.state === "DISMISSED"
    ) {
      latest.set(login, { state: review.state, commit: review.commit_id });
    }
  }
  const approving = [...latest].filter(([, review]) => review.state === "APPROVED");
  const logins = (atHead: boolean) =>
    approving
      .filter(([, review]) => (review.commit === pullRequest.headSha) === atHead)
      .map(([login]) => login)
      .sort(compareCodePoints);
  return { approvedBy: logins(true), approvedEarlierCommit: logins(false) };
}

export interface OpenPullRequest {
  number: number;
  headSha: string;
  labels: string[];
}

/**
 * The open pull requests, oldest first, at most `limit` of them (read page by page, stopping
 * there); `more` says whether any were left unread.
 */
export async function listOpenPullRequests(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  limit: number,
): Promise<{ pullRequests: OpenPullRequest[]; more: boolean }> {
  const pullRequests: OpenPullRequest[] = [];
  let more = false;
  await octokit.paginate(
    octokit.rest.pulls.list,
    { ...repository, state: "open", sort: "created", direction: "asc", per_page: 100 },
    (response, done) => {
      for (const pull of response.data) {
        if (pullRequests.length === limit) {
          more = true;
          break;
        }
        pullRequests.push({
          number: pull.number,
          headSha: pull.head.sha,
          labels: pull.labels.map((label) => label.name),
        });
      }
      if (more || pullRequests.length === limit) {
        more ||= response.headers.link?.includes('rel="next"') === true;
        done();
      }
      return [];
    },
  );
  return { pullRequests, more };
}

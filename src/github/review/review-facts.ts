// The review facts of a push to the default branch or of a merge-queue group, read from GitHub
// once, before anything is planned or applied: the pull requests it brings in, each one's plan
// comment, who approved its head commit (independently of its commits, from an account with
// write access) and who merged it. The
// rules that decide what counts are in core/review/; this file only reads.
import {
  approvalBodies,
  type Approvals,
  approvalsOf,
  splitCounted,
  splitIndependent,
  type SubmittedReview,
} from "../../core/review/approvals.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import type { ChangeReviewFacts, GroupFacts, MergeFacts } from "../../core/review/code-host.ts";
import {
  type ChangeRequest,
  memberReview,
  reviewedFingerprint,
  reviewedOperationsOf,
  unreviewedReasons,
  whyUnreviewed,
} from "../../core/review/reviewed-plan.ts";
import { commitParticipants } from "./approval-independence.ts";
import { ApproverAccounts } from "./approver-accounts.ts";
import type { GitHubClient } from "../client.ts";
import {
  findMergeGroupPullRequests,
  type AssociatedPulls,
  associatedPulls,
  findPullRequestsMergedBy,
  pullRequestOf,
  type Repository,
} from "../commit-range.ts";
import type { ChangeRef } from "../../core/review/code-host.ts";
import { type NoteRead, readPlanNote } from "../change-query.ts";

export type { MergeFacts };

/** Reads a change's plan note (with the token's login and the merger) in one request. */
export type NoteReader = (issue: ChangeRef, workspace: string) => Promise<NoteRead>;

interface FactsRequest {
  workspace: string;
  /** The login the token writes as (see tokenLogin); known once a note was read. */
  login: () => Promise<string>;
  /** Default: readPlanNote. */
  readNote?: NoteReader | undefined;
}

/**
 * The review facts of commit `sha` pushed to `branch`, the default branch (`before` its previous
 * head): one pull request merged into it, several merged together (a merge-queue batch), or none
 * (a direct push, also of a commit merged into another branch).
 */
export async function readMergeFacts(
  octokit: GitHubClient,
  repository: Repository,
  {
    sha,
    before,
    branch,
    ...request
  }: FactsRequest & { sha: string; before: string | undefined; branch: string },
): Promise<MergeFacts> {
  const push = { before, after: sha, branch };
  const merged = await findPullRequestsMergedBy(octokit, repository, push);
  if (merged.pullRequests.length > 1)
    return groupFacts(octokit, repository, sha, merged, { ...request, merged: true });
  const change = await findMergedPullRequest(octokit, repository, { sha, branch }, merged.atHead);
  const owner = { workspace: request.workspace, author: "" };
  if (change === undefined)
    return {
      sha,
      author: "",
      changes: [],
      reviewed: { kind: "none", why: whyUnreviewed(sha, undefined, undefined, owner) },
    };
  const facts = await readChangeFacts(octokit, repository, change, {
    workspace: request.workspace,
    merged: true,
    accounts: new ApproverAccounts(octokit, repository),
    readNote: request.readNote,
  });
  // Known from the note's query: no request.
  owner.author = await request.login();
  const fingerprint = reviewedFingerprint(facts.note?.header);
  return {
    sha,
    author: owner.author,
    changes: [facts],
    reviewed:
      fingerprint === undefined
        ? {
            kind: "none",
            why: whyUnreviewed(sha, change, facts.note?.header, {
              ...owner,
              searchBounded: facts.noteSearchBounded === true,
            }),
          }
        : { kind: "fingerprint", value: fingerprint },
  };
}

/** The review facts of a merge queue's group, whose head commit is `group.headSha`. */
export async function readQueueFacts(
  octokit: GitHubClient,
  repository: Repository,
  group: { headSha: string; baseSha: string; headRef: string },
  request: FactsRequest,
): Promise<GroupFacts> {
  const found = await findMergeGroupPullRequests(octokit, repository, group);
  return groupFacts(octokit, repository, group.headSha, found, { ...request, merged: false });
}

async function groupFacts(
  octokit: GitHubClient,
  repository: Repository,
  sha: string,
  found: { pullRequests: ChangeRequest[]; incomplete?: string },
  request: FactsRequest & { merged: boolean },
): Promise<GroupFacts> {
  const options = {
    workspace: request.workspace,
    merged: request.merged,
    // One lookup per approver for the whole group, however many pull requests each approved.
    accounts: new ApproverAccounts(octokit, repository),
    readNote: request.readNote,
  };
  const changes: ChangeReviewFacts[] = [];
  // One pull request at a time: each costs several requests.
  for (const change of found.pullRequests)
    changes.push(await readChangeFacts(octokit, repository, change, options));
  const members = changes.map(({ change, review }) => ({ change, review }));
  return {
    sha,
    // Known from the first note read; asked only when the group is empty.
    author: await request.login(),
    changes,
    reviewed: {
      kind: "operations",
      perChange: reviewedOperationsOf(members),
      unreviewed: unreviewedReasons(members),
    },
    ...(found.incomplete === undefined ? {} : { incomplete: found.incomplete }),
  };
}

/**
 * Reads a pull request's plan comment (written by this token, whose login comes with it),
 * approvals (with each independent approver's account, through `accounts`) and, when merged,
 * merger.
 */
export async function readChangeFacts(
  octokit: GitHubClient,
  repository: Repository,
  change: ChangeRequest,
  options: {
    workspace: string;
    merged: boolean;
    accounts: ApproverAccounts;
    readNote?: NoteReader | undefined;
  },
): Promise<ChangeReviewFacts> {
  const issue = { ...repository, number: change.number };
  const readNote: NoteReader =
    options.readNote ?? ((ref, workspace) => readPlanNote(octokit, ref, workspace));
  const [read, participants] = await Promise.all([
    readNote(issue, options.workspace),
    commitParticipants(octokit, repository, change.number),
  ]);
  const {
    approvedBy: approving,
    approvedEarlierCommit,
    approvedAt,
    bodies,
  } = read.reviews === undefined
    ? await approvals(octokit, repository, change)
    : approvalsFrom(read.reviews, change.headSha);
  const { search, login: author } = read;
  const merger = options.merged ? read.mergedBy : undefined;
  // An approver's e-mail tells only when a commit's author or committer has no account.
  const emails =
    participants.kind === "read" && participants.unlinkedEmails.size > 0
      ? await options.accounts.emails(approving)
      : undefined;
  const independent = splitIndependent(approving, participants, emails);
  const accounts = await options.accounts.of(independent.approvedBy);
  const counted = splitCounted(independent.approvedBy, accounts);
  const note = search.comment;
  return {
    change,
    issue,
    ...(note === undefined ? {} : { note }),
    ...(search.bounded ? { noteSearchBounded: true } : {}),
    approvedBy: counted.approvedBy,
    notCounted: [...independent.notCounted, ...counted.notCounted].sort((a, b) =>
      compareCodePoints(a.login, b.login),
    ),
    notIndependent: independent.notIndependent,
    approvedEarlierCommit,
    approvedAt,
    approvalBodies: bodies,
    ...(merger === undefined ? {} : { mergedBy: merger }),
    review: memberReview(change, note?.header, {
      workspace: options.workspace,
      author,
      searchBounded: search.bounded,
    }),
  };
}

/**
 * The pull request merged into `branch` as `sha`: the one whose merge commit is `sha`, else (a
 * fast-forward) the only merged one containing it; undefined when the commit was pushed directly
 * (also after being merged into another branch: that review was not of this branch), or when
 * several merged pull requests contain it and none was merged as it (the approvals would be a guess).
 */
export async function findMergedPullRequest(
  octokit: GitHubClient,
  repository: Repository,
  { sha, branch }: { sha: string; branch: string },
  /** The pull requests associated with `sha`, when already read (findPullRequestsMergedBy). */
  associated?: AssociatedPulls,
): Promise<ChangeRequest | undefined> {
  const pulls = associated ?? (await associatedPulls(octokit, repository, sha));
  const merged = pulls.filter((pull) => pull.merged_at !== null && pull.base.ref === branch);
  const found =
    merged.find((pull) => pull.merge_commit_sha === sha) ??
    (merged.length === 1 ? merged[0] : undefined);
  return found === undefined ? undefined : pullRequestOf(found);
}

/**
 * The approvals of the change: its reviews as GitHub lists them (in the order submitted), counted
 * by the rules of core/review/approvals.ts, and the text of each latest approval, every page read
 * (for a pull request with more reviews than the change query reads).
 */
export async function approvals(
  octokit: GitHubClient,
  repository: Repository,
  pullRequest: { number: number; headSha: string },
): Promise<Approvals & { bodies: Map<string, string> }> {
  const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
    ...repository,
    pull_number: pullRequest.number,
    per_page: 100,
  });
  const submitted = reviews.map((review) => ({
    login: review.user?.login,
    state: review.state,
    commit: review.commit_id,
    at: review.submitted_at,
    body: review.body ?? "",
  }));
  return approvalsFrom(submitted, pullRequest.headSha);
}

/** The approvals of `submitted` reviews (in the order submitted), and each latest approval's text. */
function approvalsFrom(
  submitted: readonly (SubmittedReview & { body: string })[],
  headSha: string,
): Approvals & { bodies: Map<string, string> } {
  return { ...approvalsOf(submitted, headSha), bodies: approvalBodies(submitted) };
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
  repository: Repository,
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

// A pull request's review facts that one GraphQL query reads, whatever the number of its comments:
// our plan note among its first comments (written by this token: `viewerDidAuthor`), the token's
// login, the merger, the reviews, and the evidence ledger's head. REST would take a request for
// each, and pages of comments.
import type { ChainHead } from "../core/evidence/chain/record-files.ts";
import type { ChangeRef, NoteSearch } from "../core/review/code-host.ts";
import type { SubmittedReview } from "../core/review/approvals.ts";
import { MAX_NOTE_SEARCH_COMMENTS } from "../core/review/reviewed-plan.ts";
import { parseComment } from "../render/review/comment-body.ts";
import type { GitHubClient } from "./client.ts";

/** Reviews read in the query; a pull request with more is read by REST, page by page. */
const REVIEW_PAGE = 100;

/** An account as GraphQL names it: a bot's login without the "[bot]" REST gives it. */
interface Account {
  __typename: string;
  login: string;
}

/** The login as REST (and the evidence records, and the approval rules) name it. */
function restLogin(account: Account | null): string | undefined {
  if (account === null) return undefined;
  return account.__typename === "Bot" ? `${account.login}[bot]` : account.login;
}

/** A comment as the note queries select it. */
interface CommentNode {
  databaseId: number | null;
  url: string;
  body: string;
  viewerDidAuthor: boolean;
}

export interface CommentPage {
  pageInfo: { hasNextPage: boolean };
  nodes: (CommentNode | null)[];
}

/** The selection of a pull request's first comments, oldest first (GraphQL's only order here). */
export const COMMENT_PAGE = `comments(first: ${MAX_NOTE_SEARCH_COMMENTS}) { pageInfo { hasNextPage } nodes { databaseId url body viewerDidAuthor } }`;

/**
 * Our comment for `workspace` among one page of comments: the oldest one the token wrote with the
 * marker. Our comment is written by the first plan of the pull request and then updated in place,
 * so it sits at the start; `bounded` says it was not among the first MAX_NOTE_SEARCH_COMMENTS
 * with more unread, so "not found" is not an answer to rely on.
 */
export function noteInPage(page: CommentPage, workspace: string): NoteSearch {
  for (const comment of page.nodes) {
    // viewerDidAuthor: written by this token's account, as GitHub knows it; never by its name.
    if (comment === null || comment.viewerDidAuthor !== true || comment.databaseId === null)
      continue;
    const parsed = parseComment(comment.body, workspace);
    if (parsed === undefined) continue;
    const note = { id: comment.databaseId, url: comment.url, header: parsed.header };
    return { comment: { ...note, body: comment.body }, bounded: false };
  }
  return { comment: undefined, bounded: page.pageInfo.hasNextPage };
}

/**
 * The head commit of the evidence ledger's branch, read beside the note (null: no branch), and the
 * chain head of a workspace when a run read it there already (checked against its predecessor).
 */
export type LedgerHeadHint = {
  commit: string;
  chain?: { workspace: string; head: ChainHead };
} | null;

/** What one note query reads: the note, who the token is, who merged, and the ledger's head. */
export interface NoteRead {
  search: NoteSearch;
  login: string;
  /** The pull request's merger, as REST names it (a bot's login ends in [bot]). */
  mergedBy: string | undefined;
  /** Its reviews in the order submitted; undefined when they exceed one page (read them by REST). */
  reviews: (SubmittedReview & { body: string })[] | undefined;
  /** Asked only with `ledgerBranch`. */
  ledger?: LedgerHeadHint;
}

const NOTE_QUERY = `query PlanNote($owner: String!, $repo: String!, $number: Int!, $ledger: String!, $withLedger: Boolean!) {
  viewer { login }
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      mergedBy { __typename login }
      ${COMMENT_PAGE}
      reviews(first: ${REVIEW_PAGE}) { pageInfo { hasNextPage } nodes { author { __typename login } state commit { oid } body submittedAt } }
    }
    ledger: ref(qualifiedName: $ledger) @include(if: $withLedger) { target { oid } }
  }
}`;

interface NoteAnswer {
  viewer: { login: string };
  repository: {
    pullRequest: {
      mergedBy: Account | null;
      comments: CommentPage;
      reviews: {
        pageInfo: { hasNextPage: boolean };
        nodes: ({
          author: Account | null;
          state: string;
          commit: { oid: string } | null;
          body: string;
          submittedAt: string | null;
        } | null)[];
      };
    };
    ledger?: { target: { oid: string } } | null;
  };
}

/**
 * Our plan note on `issue` for `workspace`, in one GraphQL request whatever the number of
 * comments, with the token's login, the merger and (given `ledgerBranch`) the ledger's head.
 */
export async function readPlanNote(
  octokit: GitHubClient,
  issue: ChangeRef,
  workspace: string,
  ledgerBranch?: string,
): Promise<NoteRead> {
  const answer = await octokit.graphql<NoteAnswer>(NOTE_QUERY, {
    owner: issue.owner,
    repo: issue.repo,
    number: issue.number,
    ledger: `refs/heads/${ledgerBranch ?? ""}`,
    withLedger: ledgerBranch !== undefined,
  });
  const { pullRequest, ledger } = answer.repository;
  const { reviews } = pullRequest;
  return {
    search: noteInPage(pullRequest.comments, workspace),
    login: answer.viewer.login,
    mergedBy: restLogin(pullRequest.mergedBy),
    reviews: reviews.pageInfo.hasNextPage
      ? undefined
      : reviews.nodes.flatMap((review) =>
          review === null
            ? []
            : [
                {
                  login: restLogin(review.author),
                  state: review.state,
                  commit: review.commit?.oid ?? null,
                  at: review.submittedAt ?? undefined,
                  body: review.body,
                },
              ],
        ),
    ...(ledgerBranch === undefined
      ? {}
      : { ledger: ledger == null ? null : { commit: ledger.target.oid } }),
  };
}

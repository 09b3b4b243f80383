// The fake GitHub's GraphQL endpoint: the queries and the mutation the Action sends, answered as
// GitHub answers them. `viewer { login }`; a pull request's first comments, each with
// `viewerDidAuthor` (written by the token's account), its merger and reviews (a bot's login
// without "[bot]", as GraphQL names it) and a ref's head (PlanNote); several pull requests' comments under aliases
// (SiblingNotes); files at a commit under aliases, `object: null` for a missing path
// (FilesAtCommit), and folders' entries the same way (TreesAtCommit); and createCommitOnBranch, checked against the branch's head (AppendCommit).
// A query the fake does not know answers 400, so that a new one cannot pass untested.
import { DEFAULT_REVIEW_TIME, type FakeComment, type FakePullRequest } from "./fake-github.ts";
import type { FakeGit } from "./fake-github-git.ts";
import type { FakePolicyFacts } from "./fake-github-policy.ts";

export interface GraphqlContext {
  login: string;
  readOnly: boolean;
  /** False: the viewer query answers with an error, as for a token GitHub denies it to. */
  viewer: boolean;
  pulls: readonly FakePullRequest[];
  commentsOn: (issue: number) => FakeComment[];
  git: FakeGit;
  policy: FakePolicyFacts;
  /** The repository's web address, html URLs are built from. */
  html: string;
}

type Answer = { status: number; body: unknown };

const ok = (data: unknown, errors?: unknown[]): Answer => ({
  status: 200,
  body: errors === undefined ? { data } : { data, errors },
});

export function answerGraphql(context: GraphqlContext, body: unknown): Answer {
  const { query, variables = {} } = (body ?? {}) as {
    query?: unknown;
    variables?: Record<string, unknown>;
  };
  if (typeof query !== "string") return { status: 400, body: { message: "no query" } };
  if (/^query \{ viewer \{ login \} \}$/.test(query)) {
    if (!context.viewer)
      return ok(null, [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }]);
    return ok({ viewer: { login: context.login } });
  }
  if (query.startsWith("query PlanNote(")) return planNote(context, query, variables);
  if (query.startsWith("query SiblingNotes(")) return siblingNotes(context, query);
  if (query.startsWith("query FilesAtCommit(")) return filesAtCommit(context, query, variables);
  // Trees answer as in FilesAtCommit: a folder's entries with their modes, a file's type.
  if (query.startsWith("query TreesAtCommit("))
    return filesAtCommit(context, query, variables, context.policy.failingListings);
  if (query.startsWith("mutation AppendCommit(")) return appendCommit(context, variables);
  return { status: 400, body: { message: "this fake does not answer that query" } };
}

/** `comments(first: N)` of the pull request: N oldest first, and whether more follow. */
function commentPage(context: GraphqlContext, query: string, number: number) {
  const first = Number(/comments\(first: (\d+)\)/.exec(query)?.[1] ?? 0);
  const comments = context.commentsOn(number);
  return {
    pageInfo: { hasNextPage: comments.length > first },
    nodes: comments.slice(0, first).map((comment) => ({
      databaseId: comment.id,
      url: `${context.html}/pull/${number}#issuecomment-${comment.id}`,
      body: comment.body,
      viewerDidAuthor: comment.user === context.login,
    })),
  };
}

/** An account as GraphQL names it: a bot's login without "[bot]". */
function account(login: string) {
  return login.endsWith("[bot]")
    ? { __typename: "Bot", login: login.slice(0, -"[bot]".length) }
    : { __typename: "User", login };
}

function notFound(number: number) {
  return {
    type: "NOT_FOUND",
    message: `Could not resolve to a PullRequest with the number of ${number}.`,
  };
}

function planNote(context: GraphqlContext, query: string, variables: Record<string, unknown>) {
  const number = Number(variables.number);
  const pull = context.pulls.find((candidate) => candidate.number === number);
  const ledger =
    variables.withLedger === true
      ? {
          ledger: ((head) => (head === undefined ? null : { target: { oid: head } }))(
            context.git.refs.get(String(variables.ledger).replace(/^refs\//, "")),
          ),
        }
      : {};
  if (pull === undefined)
    return ok({ viewer: { login: context.login }, repository: { pullRequest: null, ...ledger } }, [
      notFound(number),
    ]);
  const reviewsFirst = Number(/reviews\(first: (\d+)\)/.exec(query)?.[1] ?? 0);
  return ok({
    viewer: { login: context.login },
    repository: {
      pullRequest: {
        mergedBy: pull.mergedBy === null ? null : account(pull.mergedBy),
        comments: commentPage(context, query, number),
        reviews: {
          pageInfo: { hasNextPage: pull.reviews.length > reviewsFirst },
          nodes: pull.reviews.slice(0, reviewsFirst).map((review) => ({
            author: account(review.user),
            state: review.state,
            commit: { oid: review.commitId ?? pull.headSha },
            body: review.body ?? "",
            submittedAt: review.at ?? DEFAULT_REVIEW_TIME,
          })),
        },
      },
      ...ledger,
    },
  });
}

function siblingNotes(context: GraphqlContext, query: string) {
  const repository: Record<string, unknown> = {};
  const errors: unknown[] = [];
  for (const [, alias, number] of query.matchAll(/(\w+): pullRequest\(number: (\d+)\)/g)) {
    const found = context.pulls.some((pull) => pull.number === Number(number));
    repository[alias!] = found
      ? { comments: commentPage(context, query, Number(number)) }
      : (errors.push(notFound(Number(number))), null);
  }
  return ok({ repository }, errors.length === 0 ? undefined : errors);
}

function filesAtCommit(
  context: GraphqlContext,
  query: string,
  variables: Record<string, unknown>,
  failing: ReadonlySet<string> = new Set(),
) {
  const repository: Record<string, unknown> = {};
  const errors: unknown[] = [];
  for (const [, alias, name, selection] of query.matchAll(
    /(\w+): object\(expression: \$(\w+)\) (\{[^\n]*\})/g,
  )) {
    const expression = variables[name!];
    if (typeof expression !== "string")
      return {
        status: 400,
        body: { message: `Variable $${name} of type String! was not provided.` },
      };
    // Files of the repository's commits (the policy facts), else of the evidence branch's.
    const blob = failing.has(expression)
      ? { error: `Something went wrong reading ${expression}` }
      : (context.policy.blobAt(expression) ?? context.git.blobAt(expression));
    if (blob !== null && "error" in blob) {
      errors.push({ type: "INTERNAL", path: ["repository", alias], message: blob.error });
      repository[alias!] = null;
    } else if (blob !== null && "entries" in blob && !selection!.includes("entries")) {
      // A file's selection asks a tree only its type: GitHub answers no entries there.
      repository[alias!] = { __typename: blob.__typename };
    } else if (blob !== null && !("entries" in blob) && !selection!.includes("text")) {
      // A folder's selection asks a file at most its type: GitHub answers nothing else there.
      repository[alias!] = selection!.includes("__typename") ? { __typename: blob.__typename } : {};
    } else repository[alias!] = blob;
  }
  return ok({ repository }, errors.length === 0 ? undefined : errors);
}

function appendCommit(context: GraphqlContext, variables: Record<string, unknown>) {
  if (context.readOnly)
    return ok(null, [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }]);
  const input = variables.input as {
    branch: { branchName: string };
    expectedHeadOid: string;
    message: { headline: string };
    fileChanges: { additions?: { path: string; contents: string }[] };
  };
  context.git.writer = context.login;
  const written = context.git.commitOnBranch(
    input.branch.branchName,
    input.expectedHeadOid,
    input.fileChanges.additions ?? [],
    input.message.headline,
  );
  if ("error" in written)
    return ok({ createCommitOnBranch: null }, [{ type: "UNPROCESSABLE", message: written.error }]);
  return ok({ createCommitOnBranch: { commit: { oid: written.oid } } });
}

// The fake GitHub is checked against GitHub's own published descriptions, and the checks bite:
// a path GitHub does not have (on github.com, or on the oldest GitHub Enterprise Server release
// supported), a wrong query parameter or body, a GraphQL field or variable GitHub's schema lacks,
// and an answer of the fake with a field GitHub does not send each fail, by name; a request that
// reaches the fake that way fails the test that made it when the fake closes.
import { describe, expect, it } from "vitest";
import {
  type RestRequest,
  graphqlAnswerProblems,
  graphqlProblems,
  restRequestProblems,
  restResponseProblems,
} from "../support/github-api-check.ts";
import { startFakeGitHub } from "../support/fake-github.ts";

const repo = "/repos/grid-east/inventory";

describe("REST requests against api.github.com and GHES 3.17", () => {
  it.each<{ case: string; request: RestRequest; expected: string[] }>([
    {
      case: "a made-up path",
      request: { method: "GET", path: `${repo}/plan-comments`, query: {}, body: undefined },
      expected: [
        `GET ${repo}/plan-comments: api.github.com has no GET ${repo}/plan-comments`,
        `GET ${repo}/plan-comments: ghes-3.17 has no GET ${repo}/plan-comments`,
      ],
    },
    {
      case: "a path github.com has and GHES 3.17 has not",
      request: {
        method: "GET",
        path: `${repo}/actions/cache/retention-limit`,
        query: {},
        body: undefined,
      },
      expected: [
        `GET ${repo}/actions/cache/retention-limit: GET /repos/{owner}/{repo}/actions/cache/retention-limit is not in test/support/github-operations.ts: add it with its permission, and to the table in docs/review-and-security.md`,
        `GET ${repo}/actions/cache/retention-limit: ghes-3.17 has no GET ${repo}/actions/cache/retention-limit`,
      ],
    },
    {
      case: "a query parameter the operation does not take, and a page that is not a number",
      request: {
        method: "GET",
        path: `${repo}/pulls`,
        query: { page: "two", merged: "true" },
        body: undefined,
      },
      expected: [
        `GET ${repo}/pulls: api.github.com: query parameter page must be an integer, not two`,
        `GET ${repo}/pulls: api.github.com: /repos/{owner}/{repo}/pulls takes no query parameter merged`,
        `GET ${repo}/pulls: ghes-3.17: query parameter page must be an integer, not two`,
        `GET ${repo}/pulls: ghes-3.17: /repos/{owner}/{repo}/pulls takes no query parameter merged`,
      ],
    },
    {
      case: "a commit status GitHub does not know",
      request: {
        method: "POST",
        path: `${repo}/statuses/${"a".repeat(40)}`,
        query: {},
        body: { state: "approved", context: "cip-sync/policy" },
      },
      expected: [
        `POST ${repo}/statuses/${"a".repeat(40)}: api.github.com: request body: /state must be equal to one of the allowed values`,
        `POST ${repo}/statuses/${"a".repeat(40)}: ghes-3.17: request body: /state must be equal to one of the allowed values`,
      ],
    },
    {
      case: "a request as the Action sends it",
      request: {
        method: "GET",
        path: `${repo}/pulls`,
        query: { state: "open", per_page: "100" },
        body: undefined,
      },
      expected: [],
    },
  ])("$case", ({ request, expected }) => {
    expect(restRequestProblems(request)).toEqual(expected);
  });
});

describe("GraphQL documents against GitHub's schema", () => {
  it.each([
    {
      case: "a field GitHub's schema lacks",
      body: { query: "query Viewer { viewer { login planComments } }" },
      expected: [
        'GraphQL Viewer: Cannot query field "planComments" on type "User". Did you mean "gistComments" or "issueComments"?',
      ],
    },
    {
      case: "a variable of the wrong type",
      body: {
        query:
          "query PlanNote($owner: String!, $repo: String!, $number: Int!) { repository(owner: $owner, name: $repo) { pullRequest(number: $number) { id } } }",
        variables: { owner: "o", repo: "r", number: "seven" },
      },
      expected: [
        'GraphQL PlanNote: Variable "$number" got invalid value "seven"; Int cannot represent non-integer value: "seven"',
      ],
    },
    {
      case: "an operation not in the list of those the Action calls",
      body: { query: "query Stars { viewer { starredRepositories { totalCount } } }" },
      expected: [
        "GraphQL Stars is not in test/support/github-operations.ts: add it with its permission, and to the table in docs/review-and-security.md",
      ],
    },
    {
      case: "the viewer query as the Action sends it",
      body: { query: "query { viewer { login } }" },
      expected: [],
    },
  ])("$case", ({ body, expected }) => {
    expect(graphqlProblems(body)).toEqual(expected);
  });
});

describe("the fake's GraphQL answers executed against GitHub's schema", () => {
  const planNote = {
    query:
      "query PlanNote($owner: String!, $repo: String!, $number: Int!) { repository(owner: $owner, name: $repo) { pullRequest(number: $number) { mergedBy { __typename login } reviews(first: 1) { nodes { state submittedAt } } } } }",
    variables: { owner: "o", repo: "r", number: 7 },
  };
  const answer = (
    review: Record<string, unknown>,
    mergedBy: unknown = { __typename: "User", login: "carol" },
  ) => ({
    data: {
      repository: { pullRequest: { mergedBy, reviews: { nodes: [review] } } },
    },
  });

  it.each([
    {
      case: "an answer as GitHub gives it",
      answer: answer({ state: "APPROVED", submittedAt: "2025-01-01T00:00:00Z" }),
      expected: [],
    },
    {
      case: "a review state GitHub does not have",
      answer: answer({ state: "ACCEPTED", submittedAt: "2025-01-01T00:00:00Z" }),
      expected: [
        'GraphQL PlanNote answer at repository.pullRequest.reviews.nodes.0.state: Enum "PullRequestReviewState" cannot represent value: "ACCEPTED"',
      ],
    },
    {
      case: "a field the document did not ask for",
      answer: answer({ state: "APPROVED", submittedAt: "2025-01-01T00:00:00Z", dismissed: true }),
      expected: [
        "GraphQL PlanNote answer: repository.pullRequest.reviews.nodes.0.dismissed was not asked for",
      ],
    },
    {
      case: "a merger of a type that is no Actor",
      answer: answer(
        { state: "APPROVED", submittedAt: "2025-01-01T00:00:00Z" },
        { __typename: "Team", login: "ops" },
      ),
      expected: [
        'GraphQL PlanNote answer at repository.pullRequest.mergedBy: Runtime Object type "Team" is not a possible type for "Actor".',
      ],
    },
    {
      case: "an error instead of data",
      answer: { data: null, errors: [{ message: "no" }] },
      expected: [],
    },
  ])("$case", ({ answer: given, expected }) => {
    expect(graphqlAnswerProblems(planNote, given)).toEqual(expected);
  });
});

describe("the fake's answers against GitHub's response schemas", () => {
  it("refuses a field GitHub's pull-request lists do not have, and accepts the list without it", () => {
    const listed = { number: 7, title: "t", user: { login: "bob" }, state: "open" };
    expect(restResponseProblems({ method: "GET", path: `${repo}/pulls` }, 200, [listed])).toEqual(
      [],
    );
    expect(
      restResponseProblems({ method: "GET", path: `${repo}/pulls` }, 200, [
        { ...listed, merged_by: { login: "carol" } },
      ]),
    ).toEqual([
      `GET ${repo}/pulls answered 200: /0 must NOT have unevaluated properties: merged_by`,
    ]);
  });
});

describe("a request GitHub does not have, sent to the fake", () => {
  it("is answered 422, and closing the fake fails the test with the request named", async () => {
    const github = await startFakeGitHub({
      owner: "grid-east",
      repo: "inventory",
      tokens: { t: { kind: "user", login: "carol" } },
    });
    const response = await fetch(`${github.apiUrl}${repo}/plan-comments`, {
      headers: { authorization: "token t" },
    });
    expect(response.status).toBe(422);
    await expect(github.close()).rejects.toThrow(
      `the fake GitHub saw what GitHub's published descriptions do not allow:\nGET ${repo}/plan-comments: api.github.com has no GET ${repo}/plan-comments`,
    );
  });
});

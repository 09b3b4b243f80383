// A small fake of the GitHub REST API on loopback (and of its GraphQL queries, in
// fake-github-graphql.ts): the endpoints the Action uses, with GitHub's
// pagination (per_page, page, Link header), its 65,536-character comment limit, token identities
// (a personal token answers GET /user; an installation token gets 403 there, GraphQL's viewer names
// its bot, and it writes as that bot) and read-only tokens. Every request is recorded.
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type CommitPeople,
  commitJson,
  commitsBetween,
  type FakeCommit,
  PULL_COMMITS_LISTED,
} from "./fake-github-commits.ts";
import { FakeGit } from "./fake-github-git.ts";
import { FakeIssues } from "./fake-github-issues.ts";
import { FakeEnvironments } from "./fake-github-environments.ts";
import { handlePullWrites } from "./fake-github-pulls.ts";
import { FakePolicyFacts } from "./fake-github-policy.ts";
import { scenarioLedgerDeclaration } from "./ledger-writer-key.ts";
import { answerGraphql } from "./fake-github-graphql.ts";
import {
  graphqlAnswerProblems,
  graphqlProblems,
  restRequestProblems,
  restResponseProblems,
} from "./github-api-check.ts";

export type { FakeCommit } from "./fake-github-commits.ts";

export const INTEGRATION_LOGIN = "github-actions[bot]";
/** When a review was submitted, unless a test says otherwise. */
export const DEFAULT_REVIEW_TIME = "2025-01-01T00:00:00Z";
/** The first parent GET commits/{sha} answers for a commit that `FakeGitHub.commits` does not list. */
export const UNLISTED_PARENT = "0e".repeat(20);

export type TokenIdentity =
  | { kind: "user"; login: string; readOnly?: boolean }
  | {
      kind: "integration";
      /** Default github-actions[bot] (the GITHUB_TOKEN); a GitHub App's token is "<slug>[bot]". */
      login?: string;
      readOnly?: boolean;
      /** False: GraphQL's viewer answers with an error, as for a token GitHub denies it to. */
      viewer?: boolean;
    };

export interface FakeComment {
  id: number;
  issue: number;
  user: string;
  body: string;
}

export interface FakeReview {
  user: string;
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "DISMISSED";
  /** The commit the review was given on (commit_id); default the pull request's head. */
  commitId?: string;
  /** The review's text (a freeze override starts /override-freeze); default "". */
  body?: string;
  /** When it was submitted (submitted_at, submittedAt); default DEFAULT_REVIEW_TIME. */
  at?: string;
}

/**
 * What GET collaborators/{login}/permission answers for a login: its account type and permission
 * (role_name as GitHub names it: maintain and triage fold into write and read in `permission`),
 * or an HTTP status to fail with. A login not in `FakeGitHub.accounts` is a user with write.
 */
export type FakeAccount =
  | {
      type: "User" | "Bot" | "Organization";
      role: "admin" | "maintain" | "write" | "triage" | "read";
    }
  | { status: number };

export interface FakePullRequest {
  number: number;
  title: string;
  author: string;
  headSha: string;
  /** Commits this pull request is associated with (GET commits/{sha}/pulls). */
  commits: string[];
  mergeCommitSha: string | null;
  mergedBy: string | null;
  reviews: FakeReview[];
  /** Default: "closed" once merged (mergeCommitSha set), else "open". See "Review flow" below. */
  state?: "open" | "closed";
  /** Label names; changed by the labels endpoints. */
  labels?: string[];
  /** The branch it targets (base.ref); default "main". */
  base?: string;
  /** The branch it comes from (head.ref); default "feature-<number>". */
  headRef?: string;
  /** Its description; default "". */
  body?: string;
  /** The repository its head branch is in, owner/name; default this one (else a fork). */
  headRepository?: string;
  /** GET pulls/{n}/commits: who authored and committed each commit (null: no GitHub account). */
  commitPeople?: (CommitPeople & { sha: string })[];
  /**
   * The base branch's commit (base.sha). Without commitPeople, GET pulls/{n}/commits lists the
   * commit graph's commits from it to headSha, at most 250 as GitHub does; compare lists them all.
   */
  baseSha?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body, for writes. */
  body: unknown;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  /** Token -> who it is. Any other token gets 401. */
  tokens: Record<string, TokenIdentity>;
  pulls?: FakePullRequest[];
  /** The commit graph GET compare/{base}...{head} walks. See "Review flow" below. */
  commits?: FakeCommit[];
  /** Labels the repository has before the test (name -> color). */
  labels?: Record<string, string>;
  /**
   * GitHub Enterprise Server serves the REST API under "/api/v3" (and GraphQL at "/api/graphql");
   * default "" as on github.com. Requests outside it get 404.
   */
  apiPrefix?: "" | "/api/v3";
  /** The web address html_url links are built from (GITHUB_SERVER_URL); default https://github.com. */
  serverUrl?: string;
  /**
   * cip-ledger.yaml at every commit; default the scenarios' declaration (ledger-writer-key.ts),
   * null for none.
   */
  ledgerDeclaration?: string | null;
}

const COMMENT_LIMIT = 65_536;
const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;

export class FakeGitHub {
  /** The origin; the REST API is at `apiUrl`. */
  readonly url: string;
  /** GITHUB_API_URL for this fake: the origin and the API prefix. */
  readonly apiUrl: string;
  readonly comments: FakeComment[] = [];
  readonly pulls: FakePullRequest[];
  readonly requests: RecordedRequest[] = [];
  /** The repository's labels by name. */
  readonly labels = new Map<string, FakeLabel>();
  /** The commit graph compare walks; tests may add commits as they merge. */
  readonly commits: FakeCommit[] = [];
  /** Commits GET commits/{sha} answers 404 for (a token without contents: read, another repository). */
  readonly unreadableCommits = new Set<string>();
  /** The git data API: the evidence ledger's branch. */
  readonly git = new FakeGit();
  /** Issues (the drift issue); their comments are `comments`, as a pull request's. */
  readonly issues = new FakeIssues();
  /** Contents at a commit, commit statuses and team memberships (fake-github-policy.ts). */
  readonly policy = new FakePolicyFacts();
  /** Deployment environments and rulesets' bypass lists (fake-github-environments.ts). */
  readonly environments = new FakeEnvironments(() => this.defaultBranch);
  /** The repository's default branch, as GET /repos/{owner}/{repo} names it (and its rules). */
  get defaultBranch(): string {
    return this.git.defaultBranch;
  }
  set defaultBranch(name: string) {
    this.git.defaultBranch = name;
  }
  /** Accounts the collaborator permission endpoint answers for, by login (see FakeAccount). */
  readonly accounts = new Map<string, FakeAccount>();
  /** Public e-mails GET users/{login} answers, by login; none for any other login. */
  readonly emails = new Map<string, string>();
  /**
   * What GitHub's own descriptions would not accept: a request to a path or with a field GitHub
   * does not have, a GraphQL document its schema refuses, or an answer of this fake shaped unlike
   * GitHub's. Each request so refused is answered 422; close() then throws, failing the test.
   */
  readonly violations: string[] = [];
  readonly #close: () => Promise<void>;
  #nextCommentId = 1000;

  constructor(
    url: string,
    pulls: FakePullRequest[],
    close: () => Promise<void>,
    apiPrefix: string = "",
  ) {
    this.url = url;
    this.apiUrl = `${url}${apiPrefix}`;
    this.pulls = pulls;
    this.#close = close;
  }

  addComment(issue: number, user: string, body: string): FakeComment {
    const comment = { id: this.#nextCommentId++, issue, user, body };
    this.comments.push(comment);
    return comment;
  }

  commentsOn(issue: number): FakeComment[] {
    return this.comments.filter((comment) => comment.issue === issue);
  }

  /** Requests that change something: REST writes and GraphQL mutations (a query reads only). */
  writes(): RecordedRequest[] {
    return this.requests.filter((request) =>
      request.path === "/graphql"
        ? /^mutation\b/.test(String((request.body as { query?: unknown }).query))
        : request.method !== "GET",
    );
  }

  async close(): Promise<void> {
    await this.#close();
    if (this.violations.length > 0) {
      throw new Error(
        `the fake GitHub saw what GitHub's published descriptions do not allow:\n${this.violations.join("\n")}`,
      );
    }
  }
}

/** The request each answer is for, so that send() checks the answer against GitHub's description. */
const answering = new WeakMap<ServerResponse, { fake: FakeGitHub; method: string; path: string }>();

export async function startFakeGitHub(options: FakeGitHubOptions): Promise<FakeGitHub> {
  const server = createServer((request, response) => {
    handle(fake, options, request, response).catch((error: unknown) => {
      send(response, 500, { message: String(error) });
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const fake = new FakeGitHub(
    `http://127.0.0.1:${port}`,
    options.pulls ?? [],
    async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
    options.apiPrefix,
  );
  fake.commits.push(...(options.commits ?? []));
  const declaration =
    options.ledgerDeclaration === undefined
      ? scenarioLedgerDeclaration()
      : options.ledgerDeclaration;
  if (declaration !== null) fake.policy.atEveryCommit.set("cip-ledger.yaml", declaration);
  for (const [name, color] of Object.entries(options.labels ?? {}))
    fake.labels.set(name, { name, color, description: "" });
  return fake;
}

async function handle(
  fake: FakeGitHub,
  options: FakeGitHubOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? "/", fake.url);
  const method = request.method ?? "GET";
  const text = await readBody(request);
  const body: unknown = text === "" ? undefined : JSON.parse(text);
  const pathname = apiPath(url.pathname, options.apiPrefix ?? "");
  if (pathname === undefined) return send(response, 404, { message: "Not Found" });
  fake.requests.push({
    method,
    path: pathname,
    query: Object.fromEntries(url.searchParams),
    body,
  });

  const problems =
    method === "POST" && pathname === "/graphql"
      ? graphqlProblems(body)
      : restRequestProblems({
          method,
          path: pathname,
          query: Object.fromEntries(url.searchParams),
          body,
        });
  if (problems.length > 0) {
    fake.violations.push(...problems);
    return send(response, 422, { message: problems.join("; ") });
  }
  if (pathname !== "/graphql") answering.set(response, { fake, method, path: pathname });

  const token = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
  const identity = token === undefined ? undefined : options.tokens[token];
  if (identity === undefined) return send(response, 401, { message: "Bad credentials" });
  const login = identity.kind === "user" ? identity.login : (identity.login ?? INTEGRATION_LOGIN);

  if (method === "POST" && pathname === "/graphql") {
    const answer = answerGraphql(
      {
        login,
        readOnly: identity.readOnly === true,
        viewer: !(identity.kind === "integration" && identity.viewer === false),
        pulls: fake.pulls,
        commentsOn: (issue) => fake.commentsOn(issue),
        git: fake.git,
        policy: fake.policy,
        html: `${options.serverUrl ?? "https://github.com"}/${options.owner}/${options.repo}`,
      },
      body,
    );
    fake.violations.push(...graphqlAnswerProblems(body, answer.body));
    return send(response, answer.status, answer.body);
  }

  const userPath = /^\/users\/([^/]+)$/.exec(pathname);
  if (method === "GET" && userPath !== null) {
    const user = decodeURIComponent(userPath[1]!);
    return send(response, 200, { login: user, type: "User", email: fake.emails.get(user) ?? null });
  }
  if (method === "GET" && pathname === "/user") {
    if (identity.kind === "integration") {
      return send(response, 403, { message: "Resource not accessible by integration" });
    }
    return send(response, 200, { login, id: 1, type: "User" });
  }

  const repoPrefix = `/repos/${options.owner}/${options.repo}`;
  const inRepo = pathname.startsWith(`${repoPrefix}/`)
    ? pathname.slice(repoPrefix.length)
    : undefined;
  const policyReply = {
    send: (status: number, payload: unknown) => send(response, status, payload),
  };
  fake.policy.writer = login;
  if (fake.policy.handle(method, pathname, inRepo, url.searchParams, body, policyReply)) return;
  if (method === "GET" && pathname === repoPrefix) {
    return send(response, 200, {
      full_name: `${options.owner}/${options.repo}`,
      default_branch: fake.defaultBranch,
    });
  }
  if (!pathname.startsWith(`${repoPrefix}/`)) return send(response, 404, { message: "Not Found" });
  const path = pathname.slice(repoPrefix.length);
  const html = `${options.serverUrl ?? "https://github.com"}/${options.owner}/${options.repo}`;
  const commentJson = (comment: FakeComment) => ({
    id: comment.id,
    body: comment.body,
    user: { login: comment.user },
    html_url: `${html}/pull/${comment.issue}#issuecomment-${comment.id}`,
  });
  const repository = { full_name: `${options.owner}/${options.repo}` };
  const pullJson = (pull: FakePullRequest) => ({
    number: pull.number,
    title: pull.title,
    user: { login: pull.author, type: accountType(fake, pull.author) },
    html_url: `${html}/pull/${pull.number}`,
    head: {
      sha: pull.headSha,
      ref: pull.headRef ?? `feature-${pull.number}`,
      repo: { full_name: pull.headRepository ?? repository.full_name },
    },
    base: { ref: pull.base ?? "main", sha: pull.baseSha ?? UNLISTED_PARENT, repo: repository },
    body: pull.body ?? "",
    merge_commit_sha: pull.mergeCommitSha,
    merged_at: pull.mergeCommitSha === null ? null : "2025-01-01T00:00:00Z",
    state: pullState(pull),
    labels: (pull.labels ?? []).map((name) => ({ name })),
  });
  // Only a pull request's own page has merged_by; GitHub's lists (pull-request-simple) do not.
  const fullPullJson = (pull: FakePullRequest) => ({
    ...pullJson(pull),
    merged_by: pull.mergedBy === null ? null : { login: pull.mergedBy },
  });
  /** A read-only token (a fork's GITHUB_TOKEN) may not write; answers 403 and says so. */
  const writeDenied = (): boolean => {
    if (identity.readOnly !== true) return false;
    send(response, 403, { message: "Resource not accessible by integration" });
    return true;
  };

  const environmentReply = {
    send: (status: number, payload: unknown) => send(response, status, payload),
    page: (items: unknown[], wrap: (items: unknown[], total: number) => unknown) =>
      sendPage(response, url, items, wrap),
  };
  if (fake.environments.handle(method, path, html, environmentReply)) return;
  // --- Evidence: git data (fake-github-git.ts) ---
  if (path.startsWith("/git/")) {
    if (method !== "GET" && writeDenied()) return;
    const reply = { send: (status: number, payload: unknown) => send(response, status, payload) };
    fake.git.writer = login;
    if (fake.git.handle(method, path, body, reply, url.searchParams)) return;
  }
  // --- Evidence: the branch's commits and protection (evidence verify --remote) ---
  const factsReply = {
    send: (status: number, payload: unknown) => send(response, status, payload),
    page: (items: unknown[]) => sendPage(response, url, items),
  };
  if (fake.git.handleBranchFacts(method, path, url.searchParams, factsReply)) return;
  // --- Evidence: the people of a pull request's commits (independent approval) ---
  const commitsOf = /^\/pulls\/(\d+)\/commits$/.exec(path);
  if (commitsOf !== null && method === "GET") {
    const pull = fake.pulls.find((candidate) => candidate.number === Number(commitsOf[1]));
    if (pull === undefined) return send(response, 404, { message: "Not Found" });
    const commits =
      pull.commitPeople ??
      (pull.baseSha === undefined ? [] : commitsBetween(fake.commits, pull.baseSha, pull.headSha));
    return sendPage(response, url, commits.slice(0, PULL_COMMITS_LISTED).map(commitJson));
  }
  // --- Evidence: issues (fake-github-issues.ts) ---
  if (path === "/issues" || /^\/issues\/\d+$/.test(path)) {
    if (method !== "GET" && writeDenied()) return;
    const reply = {
      send: (status: number, payload: unknown) => send(response, status, payload),
      page: (items: unknown[]) => sendPage(response, url, items),
    };
    if (fake.issues.handle(method, path, url.searchParams, body, login, html, reply)) return;
  }

  let match = /^\/issues\/(\d+)\/comments$/.exec(path);
  if (match !== null && method === "GET") {
    return sendPage(response, url, fake.commentsOn(Number(match[1])).map(commentJson));
  }
  if (match !== null && method === "POST") {
    if (writeDenied()) return;
    const commentBody = bodyText(body);
    if (commentBody.length > COMMENT_LIMIT) return tooLong(response);
    return send(response, 201, commentJson(fake.addComment(Number(match[1]), login, commentBody)));
  }
  match = /^\/issues\/comments\/(\d+)$/.exec(path);
  if (match !== null && method === "PATCH") {
    if (writeDenied()) return;
    const comment = fake.comments.find((candidate) => candidate.id === Number(match![1]));
    if (comment === undefined) return send(response, 404, { message: "Not Found" });
    // GitHub lets only the author (or an admin, which our tokens are not) edit a comment.
    if (comment.user !== login) return send(response, 403, { message: "Forbidden" });
    const commentBody = bodyText(body);
    if (commentBody.length > COMMENT_LIMIT) return tooLong(response);
    comment.body = commentBody;
    return send(response, 200, commentJson(comment));
  }
  match = /^\/commits\/([0-9a-f]+)\/pulls$/.exec(path);
  if (match !== null && method === "GET") {
    const sha = match[1]!;
    return sendPage(
      response,
      url,
      fake.pulls.filter((pull) => pull.commits.includes(sha)).map(pullJson),
    );
  }
  match = /^\/commits\/([0-9a-f]+)$/.exec(path);
  if (match !== null && method === "GET") {
    if (fake.unreadableCommits.has(match[1]!)) return send(response, 404, { message: "Not Found" });
    // A commit the graph does not list has one parent, UNLISTED_PARENT (a base with no files).
    const commit = fake.commits.find((candidate) => candidate.sha === match![1]);
    const parents = commit?.parents ?? [UNLISTED_PARENT];
    return send(response, 200, { sha: match[1], parents: parents.map((sha) => ({ sha })) });
  }
  match = /^\/collaborators\/([^/]+)\/permission$/.exec(path);
  if (match !== null && method === "GET") return sendPermission(response, fake, match[1]!);
  match = /^\/pulls\/(\d+)(\/reviews)?$/.exec(path);
  if (match !== null && method === "GET") {
    const pull = fake.pulls.find((candidate) => candidate.number === Number(match![1]));
    if (pull === undefined) return send(response, 404, { message: "Not Found" });
    if (match[2] === undefined) return send(response, 200, fullPullJson(pull));
    const reviews = pull.reviews.map((review, index) => ({
      id: index + 1,
      user: { login: review.user },
      state: review.state,
      commit_id: review.commitId ?? pull.headSha,
      body: review.body ?? "",
      submitted_at: review.at ?? new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    }));
    return sendPage(response, url, reviews);
  }
  const readOnly = identity.readOnly === true;
  if (/^\/pulls(?:\/\d+)?$/.test(path) && method !== "GET") {
    if (writeDenied()) return;
    const reply = { send: (status: number, payload: unknown) => send(response, status, payload) };
    const request = { method, path, body, login };
    if (handlePullWrites(fake.pulls, fake.git, request, fullPullJson, reply)) return;
  }
  if (
    await handleReviewFlow(fake, options, { method, path, url, body, response, readOnly }, pullJson)
  )
    return;
  return send(response, 404, { message: "Not Found" });
}

/** An account's type: as `fake.accounts` has it, else a Bot when GitHub would name it one. */
function accountType(fake: FakeGitHub, login: string): string {
  const account = fake.accounts.get(login);
  if (account !== undefined && "type" in account) return account.type;
  return login.endsWith("[bot]") ? "Bot" : "User";
}

/** GET collaborators/{login}/permission, as GitHub answers it for `fake.accounts`. */
function sendPermission(response: ServerResponse, fake: FakeGitHub, encoded: string): void {
  const login = decodeURIComponent(encoded);
  const account = fake.accounts.get(login) ?? { type: "User", role: "write" };
  if ("status" in account) return send(response, account.status, { message: "Not Found" });
  const permission =
    account.role === "maintain" ? "write" : account.role === "triage" ? "read" : account.role;
  send(response, 200, {
    permission,
    role_name: account.role,
    user: { login, type: account.type },
  });
}

/** The path as github.com would see it, or undefined outside the API (GHES: /api/v3, /api/graphql). */
function apiPath(pathname: string, prefix: string): string | undefined {
  if (prefix === "") return pathname;
  if (pathname === "/api/graphql") return "/graphql";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

function bodyText(body: unknown): string {
  if (
    typeof body !== "object" ||
    body === null ||
    typeof (body as { body?: unknown }).body !== "string"
  ) {
    throw new Error("request has no string body field");
  }
  return (body as { body: string }).body;
}

function tooLong(response: ServerResponse): void {
  send(response, 422, {
    message: "Validation Failed",
    errors: [
      {
        resource: "IssueComment",
        code: "custom",
        field: "body",
        message: "body is too long (maximum is 65536 characters)",
      },
    ],
  });
}

/**
 * One page of `items`, with a Link header to the next and last pages as GitHub sends it; `wrap`
 * makes the body of a list GitHub answers inside an object (with its total count).
 */
function sendPage(
  response: ServerResponse,
  url: URL,
  items: unknown[],
  wrap?: (items: unknown[], total: number) => unknown,
): void {
  const perPage = Math.min(
    MAX_PER_PAGE,
    Math.max(1, Number(url.searchParams.get("per_page") ?? DEFAULT_PER_PAGE)),
  );
  const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const pageUrl = (number: number) => {
    const next = new URL(url);
    next.searchParams.set("per_page", String(perPage));
    next.searchParams.set("page", String(number));
    return next.href;
  };
  const links: string[] = [];
  if (page < last)
    links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`);
  if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`);
  if (links.length > 0) response.setHeader("link", links.join(", "));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  send(response, 200, wrap === undefined ? slice : wrap(slice, items.length));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const asked = answering.get(response);
  if (asked !== undefined) asked.fake.violations.push(...restResponseProblems(asked, status, body));
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

// ---------------------------------------------------------------------------------------------
// Review flow (issue 14): the commit graph behind GET compare/{base}...{head}, open pull requests
// listed by state, labels (the repository's and each pull request's), and merge_group events.

export interface FakeLabel {
  name: string;
  color: string;
  description: string;
}

function pullState(pull: FakePullRequest): "open" | "closed" {
  return pull.state ?? (pull.mergeCommitSha === null ? "open" : "closed");
}

/** The payload of a `merge_group` event (action checks_requested) for the queue's head commit. */
export function mergeGroupEvent(group: {
  headSha: string;
  baseSha: string;
  /** The last pull request of the group, named by the queue's branch. */
  pullRequest: number;
  baseRef?: string;
  defaultBranch?: string;
}): unknown {
  const baseRef = group.baseRef ?? "main";
  return {
    action: "checks_requested",
    merge_group: {
      head_sha: group.headSha,
      head_ref: `refs/heads/gh-readonly-queue/${baseRef}/pr-${group.pullRequest}-${group.baseSha}`,
      base_sha: group.baseSha,
      base_ref: `refs/heads/${baseRef}`,
      head_commit: { id: group.headSha, message: "Merge queue group", tree_id: "0".repeat(40) },
    },
    repository: {
      default_branch: group.defaultBranch ?? baseRef,
      full_name: "grid-east/inventory",
    },
  };
}

interface ReviewFlowRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  response: ServerResponse;
  /** A read-only token (a fork's GITHUB_TOKEN): every write answers 403. */
  readOnly: boolean;
}

/** Answers the review-flow endpoints; false when `request` is none of them. */
async function handleReviewFlow(
  fake: FakeGitHub,
  options: FakeGitHubOptions,
  { method, path, url, body, response, readOnly }: ReviewFlowRequest,
  pullJson: (pull: FakePullRequest) => unknown,
): Promise<boolean> {
  if (readOnly && method !== "GET" && /^\/(?:labels|issues\/\d+\/labels)/.test(path)) {
    send(response, 403, { message: "Resource not accessible by integration" });
    return true;
  }
  let match = /^\/compare\/([0-9a-f]+)\.\.\.([0-9a-f]+)$/.exec(path);
  if (match !== null && method === "GET") {
    const known = new Set(fake.commits.map((commit) => commit.sha));
    if (!known.has(match[1]!) || !known.has(match[2]!)) {
      send(response, 404, { message: "Not Found" });
      return true;
    }
    const commits = commitsBetween(fake.commits, match[1]!, match[2]!);
    const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? 250));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const slice = commits.slice((page - 1) * perPage, page * perPage);
    send(response, 200, {
      status: commits.length === 0 ? "identical" : "ahead",
      ahead_by: commits.length,
      total_commits: commits.length,
      commits: slice.map(commitJson),
    });
    return true;
  }
  if (path === "/pulls" && method === "GET") {
    const state = url.searchParams.get("state") ?? "open";
    const head = url.searchParams.get("head");
    const base = url.searchParams.get("base");
    const pulls = fake.pulls.filter(
      (pull) =>
        (state === "all" || pullState(pull) === state) &&
        (head === null ||
          `${options.owner}:${pull.headRef ?? `feature-${pull.number}`}` === head) &&
        (base === null || (pull.base ?? "main") === base),
    );
    sendPage(response, url, pulls.map(pullJson));
    return true;
  }
  match = /^\/labels\/([^/]+)$/.exec(path);
  if (match !== null && method === "GET") {
    const label = fake.labels.get(decodeURIComponent(match[1]!));
    send(response, label === undefined ? 404 : 200, label ?? { message: "Not Found" });
    return true;
  }
  if (path === "/labels" && method === "POST") {
    const { name, color, description } = body as Partial<FakeLabel>;
    if (typeof name !== "string" || name === "") {
      send(response, 422, { message: "Validation Failed" });
    } else if (fake.labels.has(name)) {
      send(response, 422, {
        message: "Validation Failed",
        errors: [{ resource: "Label", code: "already_exists", field: "name" }],
      });
    } else {
      const label = { name, color: color ?? "ededed", description: description ?? "" };
      fake.labels.set(name, label);
      send(response, 201, label);
    }
    return true;
  }
  match = /^\/issues\/(\d+)\/labels(?:\/([^/]+))?$/.exec(path);
  const pull =
    match === null
      ? undefined
      : fake.pulls.find((candidate) => candidate.number === Number(match![1]));
  if (match === null) return false;
  if (pull === undefined) {
    send(response, 404, { message: "Not Found" });
    return true;
  }
  const labelsJson = () => (pull.labels ?? []).map((name) => fake.labels.get(name) ?? { name });
  if (method === "GET" && match[2] === undefined) {
    sendPage(response, url, labelsJson());
  } else if (method === "POST" && match[2] === undefined) {
    const names = (body as { labels?: unknown }).labels;
    if (!Array.isArray(names) || names.some((name) => typeof name !== "string")) {
      send(response, 422, { message: "Validation Failed" });
      return true;
    }
    for (const name of names as string[]) {
      // As GitHub does: a label the repository lacks is created with the default colour.
      if (!fake.labels.has(name)) fake.labels.set(name, { name, color: "ededed", description: "" });
      if (!(pull.labels ?? []).includes(name)) pull.labels = [...(pull.labels ?? []), name];
    }
    send(response, 200, labelsJson());
  } else if (method === "DELETE" && match[2] !== undefined) {
    const name = decodeURIComponent(match[2]);
    if (!(pull.labels ?? []).includes(name)) {
      send(response, 404, { message: "Label does not exist" });
      return true;
    }
    pull.labels = (pull.labels ?? []).filter((label) => label !== name);
    send(response, 200, labelsJson());
  } else {
    return false;
  }
  return true;
}

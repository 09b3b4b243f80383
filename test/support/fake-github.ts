// A small fake of the GitHub REST API on loopback: the endpoints the Action uses, with GitHub's
// pagination (per_page, page, Link header), its 65,536-character comment limit, token identities
// (a personal token answers GET /user; an installation token gets 403 there, GraphQL's viewer names
// its bot, and it writes as that bot) and read-only tokens. Every request is recorded.
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeGit } from "./fake-github-git.ts";
import { FakeIssues } from "./fake-github-issues.ts";

export const INTEGRATION_LOGIN = "github-actions[bot]";

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
}

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
  /** GET pulls/{n}/commits: who authored and committed each commit (null: no GitHub account). */
  commitPeople?: { sha: string; author: string | null; committer: string | null }[];
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
  /**
   * GitHub Enterprise Server serves the REST API under "/api/v3" (and GraphQL at "/api/graphql");
   * default "" as on github.com. Requests outside it get 404.
   */
  apiPrefix?: "" | "/api/v3";
  /** The web address html_url links are built from (GITHUB_SERVER_URL); default https://github.com. */
  serverUrl?: string;
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
  /** The git data API: the evidence ledger's branch. */
  readonly git = new FakeGit();
  /** Issues (the drift issue); their comments are `comments`, as a pull request's. */
  readonly issues = new FakeIssues();
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

  /** Requests that change something (comment writes); a GraphQL query reads only. */
  writes(): RecordedRequest[] {
    return this.requests.filter(
      (request) => request.method !== "GET" && request.path !== "/graphql",
    );
  }

  close(): Promise<void> {
    return this.#close();
  }
}

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

  const token = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
  const identity = token === undefined ? undefined : options.tokens[token];
  if (identity === undefined) return send(response, 401, { message: "Bad credentials" });
  const login = identity.kind === "user" ? identity.login : (identity.login ?? INTEGRATION_LOGIN);

  if (method === "POST" && pathname === "/graphql") {
    const query = (body as { query?: unknown } | undefined)?.query;
    if (typeof query !== "string" || !/^query \{ viewer \{ login \} \}$/.test(query)) {
      return send(response, 400, { message: "this fake answers only { viewer { login } }" });
    }
    if (identity.kind === "integration" && identity.viewer === false) {
      return send(response, 200, {
        data: null,
        errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }],
      });
    }
    return send(response, 200, { data: { viewer: { login } } });
  }

  if (method === "GET" && pathname === "/user") {
    if (identity.kind === "integration") {
      return send(response, 403, { message: "Resource not accessible by integration" });
    }
    return send(response, 200, { login, id: 1, type: "User" });
  }

  const repoPrefix = `/repos/${options.owner}/${options.repo}`;
  if (!pathname.startsWith(`${repoPrefix}/`)) return send(response, 404, { message: "Not Found" });
  const path = pathname.slice(repoPrefix.length);
  const html = `${options.serverUrl ?? "https://github.com"}/${options.owner}/${options.repo}`;
  const commentJson = (comment: FakeComment) => ({
    id: comment.id,
    body: comment.body,
    user: { login: comment.user },
    html_url: `${html}/pull/${comment.issue}#issuecomment-${comment.id}`,
  });
  const pullJson = (pull: FakePullRequest) => ({
    number: pull.number,
    title: pull.title,
    user: { login: pull.author },
    html_url: `${html}/pull/${pull.number}`,
    head: { sha: pull.headSha },
    merge_commit_sha: pull.mergeCommitSha,
    merged_at: pull.mergeCommitSha === null ? null : "2025-01-01T00:00:00Z",
    merged_by: pull.mergedBy === null ? null : { login: pull.mergedBy },
  });
  /** A read-only token (a fork's GITHUB_TOKEN) may not write; answers 403 and says so. */
  const writeDenied = (): boolean => {
    if (identity.readOnly !== true) return false;
    send(response, 403, { message: "Resource not accessible by integration" });
    return true;
  };

  // --- Evidence: git data (fake-github-git.ts) ---
  if (path.startsWith("/git/")) {
    if (method !== "GET" && writeDenied()) return;
    const reply = { send: (status: number, payload: unknown) => send(response, status, payload) };
    if (fake.git.handle(method, path, body, reply)) return;
  }
  // --- Evidence: the people of a pull request's commits (independent approval) ---
  const commitsOf = /^\/pulls\/(\d+)\/commits$/.exec(path);
  if (commitsOf !== null && method === "GET") {
    const pull = fake.pulls.find((candidate) => candidate.number === Number(commitsOf[1]));
    if (pull === undefined) return send(response, 404, { message: "Not Found" });
    const person = (login: string | null) => (login === null ? null : { login });
    return sendPage(
      response,
      url,
      (pull.commitPeople ?? []).map((commit) => ({
        sha: commit.sha,
        author: person(commit.author),
        committer: person(commit.committer),
      })),
    );
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
  match = /^\/pulls\/(\d+)(\/reviews)?$/.exec(path);
  if (match !== null && method === "GET") {
    const pull = fake.pulls.find((candidate) => candidate.number === Number(match![1]));
    if (pull === undefined) return send(response, 404, { message: "Not Found" });
    if (match[2] === undefined) return send(response, 200, pullJson(pull));
    const reviews = pull.reviews.map((review, index) => ({
      id: index + 1,
      user: { login: review.user },
      state: review.state,
      commit_id: review.commitId ?? pull.headSha,
      submitted_at: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    }));
    return sendPage(response, url, reviews);
  }
  return send(response, 404, { message: "Not Found" });
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

/** One page of `items`, with a Link header to the next and last pages as GitHub sends it. */
function sendPage(response: ServerResponse, url: URL, items: unknown[]): void {
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
  send(response, 200, items.slice((page - 1) * perPage, page * perPage));
}

function send(response: ServerResponse, status: number, body: unknown): void {
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

// The fake GitHub's policy facts: file contents at a commit (GET contents/{path}?ref=, and GraphQL's
// `object(expression: "SHA:PATH")` as files-at-commit.ts asks it, answered by blobAt), commit
// statuses (POST statuses/{sha}) and team memberships (GET /orgs/{org}/teams/{slug}/memberships/
// {username}: 404 for a team it does not know or a non-member, as GitHub answers both).
import { createHash } from "node:crypto";
import { posix } from "node:path";

/** The git blob SHA of `text`, as GitHub names a file's content. */
export function gitBlobSha(text: string): string {
  const bytes = Buffer.from(text);
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

export interface FakeStatus {
  sha: string;
  state: string;
  context: string;
  description: string;
  /** The login of the token that wrote it, as GitHub names it in `creator`. */
  creator?: string;
}

export interface PolicyReply {
  send(status: number, body: unknown): void;
}

export class FakePolicyFacts {
  /** "org/slug" -> login -> state. */
  readonly teams = new Map<string, Map<string, "active" | "pending">>();
  /** "sha:path" -> text. */
  readonly contents = new Map<string, string>();
  /**
   * path -> text of the files at the root of every commit that `contents` does not name otherwise
   * (the scenarios' cip-ledger.yaml, ledger-writer-key.ts); a test that wants none deletes it.
   */
  readonly atEveryCommit = new Map<string, string>();
  readonly statuses: FakeStatus[] = [];
  /** The login of the token of the request being handled (set by the fake before `handle`). */
  writer: string | undefined;
  /** Answer every membership request with this status (403: a token without Members: read). */
  membershipStatus: number | undefined;
  /** GraphQL returns a blob's text truncated past this many bytes (isTruncated). */
  blobTextLimit = 512 * 1024;
  /** "sha:path" of the symbolic links among `contents` (their text is the target). */
  readonly symlinks = new Set<string>();
  /** "sha:path" GraphQL answers with an error for (as for a repository it fails to read). */
  readonly failing = new Set<string>();
  /** "sha:path" of folders TreesAtCommit (the listing alone) answers with an error for. */
  readonly failingListings = new Set<string>();

  addMember(team: string, login: string, state: "active" | "pending" = "active"): void {
    const members = this.teams.get(team) ?? new Map<string, "active" | "pending">();
    members.set(login, state);
    this.teams.set(team, members);
  }

  addFile(sha: string, path: string, text: string): void {
    this.contents.set(`${sha}:${path}`, text);
  }

  /** "sha:path" of `path`, or of its target when it is a symbolic link (the contents API follows it). */
  private followed(sha: string, path: string): string {
    const key = `${sha}:${path}`;
    if (!this.symlinks.has(key)) return key;
    return `${sha}:${posix.normalize(posix.join(posix.dirname(path), this.contents.get(key)!))}`;
  }

  /** A symbolic link at `path` to `target` (relative to its directory), as git stores it. */
  addSymlink(sha: string, path: string, target: string): void {
    this.addFile(sha, path, target);
    this.symlinks.add(`${sha}:${path}`);
  }

  /**
   * GraphQL's `object(expression: "SHA:PATH")`: null when nothing is there, a Tree (its entries
   * with git's modes) when files are under it, else a Blob, binary when it holds a NUL byte (its
   * text null, as GitHub answers); a symbolic link is a blob of its target's path.
   */
  blobAt(expression: string): { error: string } | Record<string, unknown> | null {
    if (this.failing.has(expression))
      return { error: `Something went wrong reading ${expression}` };
    const text = this.textAt(expression);
    if (text === undefined) return this.treeAt(expression);
    const isBinary = text.includes("\0");
    const isTruncated = !isBinary && Buffer.byteLength(text) > this.blobTextLimit;
    return {
      __typename: "Blob",
      oid: gitBlobSha(text),
      isBinary,
      isTruncated,
      text: isBinary
        ? null
        : isTruncated
          ? Buffer.from(text).subarray(0, this.blobTextLimit).toString("utf8")
          : text,
    };
  }

  /** The text at "sha:path": the commit's own, else the file every commit has. */
  private textAt(expression: string): string | undefined {
    const path = expression.slice(expression.indexOf(":") + 1);
    return this.contents.get(expression) ?? this.atEveryCommit.get(path);
  }

  /** The tree at "SHA:DIR" ("SHA:" the root): its entries, or null when no file is under it. */
  private treeAt(expression: string): Record<string, unknown> | null {
    const prefix = expression.endsWith(":") ? expression : `${expression}/`;
    const entries = new Map<string, number>();
    if (expression.endsWith(":"))
      for (const path of this.atEveryCommit.keys()) entries.set(path, 0o100644);
    for (const key of this.contents.keys()) {
      if (!key.startsWith(prefix)) continue;
      const [name = "", ...rest] = key.slice(prefix.length).split("/");
      entries.set(name, rest.length > 0 ? 0o40000 : this.symlinks.has(key) ? 0o120000 : 0o100644);
    }
    if (entries.size === 0) return null;
    return {
      __typename: "Tree",
      entries: [...entries].map(([name, mode]) => ({ name, mode })),
    };
  }

  /** Answers the request when it is one of the policy's; `repoPath` is relative to the repository. */
  handle(
    method: string,
    pathname: string,
    repoPath: string | undefined,
    query: URLSearchParams,
    body: unknown,
    reply: PolicyReply,
  ): boolean {
    const membership = /^\/orgs\/([^/]+)\/teams\/([^/]+)\/memberships\/([^/]+)$/.exec(pathname);
    if (membership !== null && method === "GET") {
      if (this.membershipStatus !== undefined) {
        reply.send(this.membershipStatus, { message: "Resource not accessible by integration" });
        return true;
      }
      const [, org, slug, login] = membership;
      const state = this.teams.get(`${org}/${slug}`)?.get(login!);
      if (state === undefined) reply.send(404, { message: "Not Found" });
      else reply.send(200, { state, role: "member" });
      return true;
    }
    if (repoPath === undefined) return false;
    const contents = /^\/contents\/(.+)$/.exec(repoPath);
    if (contents !== null && method === "GET") {
      const text = this.textAt(
        this.followed(query.get("ref") ?? "", decodeURIComponent(contents[1]!)),
      );
      if (text === undefined) reply.send(404, { message: "Not Found" });
      else {
        const content = Buffer.from(text).toString("base64");
        const sha = gitBlobSha(text);
        reply.send(200, { type: "file", encoding: "base64", content, path: contents[1], sha });
      }
      return true;
    }
    const status = /^\/statuses\/([0-9a-f]+)$/.exec(repoPath);
    if (status !== null && method === "POST") {
      const fields = body as { state: string; context: string; description: string };
      this.statuses.push({
        sha: status[1]!,
        state: fields.state,
        context: fields.context,
        description: fields.description,
        ...(this.writer === undefined ? {} : { creator: this.writer }),
      });
      reply.send(201, { ...fields, id: this.statuses.length });
      return true;
    }
    // GET commits/{ref}/statuses: newest first, each with its creator, as GitHub lists them, a
    // page of per_page (default 30, at most 100) at a time.
    const statusesOf = /^\/commits\/([^/]+)\/statuses$/.exec(repoPath);
    if (statusesOf !== null && method === "GET") {
      const ref = decodeURIComponent(statusesOf[1]!);
      const perPage = Math.min(Number(query.get("per_page") ?? 30), 100);
      const page = Number(query.get("page") ?? 1);
      const listed = this.statuses
        .map((status, index) => ({ status, id: index + 1 }))
        .filter(({ status }) => status.sha === ref)
        .reverse()
        .slice((page - 1) * perPage, page * perPage)
        .map(({ status, id }) => ({
          id,
          state: status.state,
          context: status.context,
          description: status.description,
          creator: status.creator === undefined ? null : { login: status.creator, type: "Bot" },
        }));
      reply.send(200, listed);
      return true;
    }
    return false;
  }
}

// The fake GitHub's git data API (refs, commits, trees, blobs), as the evidence ledger uses it.
// A tree is kept as a flat map of full paths to blobs and listed as GitHub lists it: with
// `recursive=1` every folder and file (or, with `truncateRecursive`, a truncated part of them),
// without it one level, each folder with the sha of its own subtree. Ref updates are checked as GitHub checks
// them: without `force`, the new commit must descend from the current one.
import { createHash } from "node:crypto";
import type { LedgerFile } from "../../src/core/evidence/chain/evidence-chain.ts";

interface FakeCommit {
  tree: string;
  parents: string[];
  message: string;
  /** The login that made it (the token's, through the API); absent: no GitHub account. */
  author?: string;
  /** GitHub's signature verification; commits made through the API by a token are verified. */
  verified?: boolean;
  /**
   * The commit's OpenPGP signature and what it signs, as GitHub's REST API gives them
   * (`verification.signature` and `verification.payload`); absent: an unsigned commit (null).
   */
  signed?: { payload: string; signature: string };
}

/** A ruleset's required_status_checks rule: the contexts it requires, and its ruleset. */
export interface FakeStatusRule {
  requiredStatusChecks: string[];
  rulesetId: number;
  /** Where the ruleset is defined; default this repository ("grid-east/inventory"). */
  source?: string;
}

/**
 * What protects a branch: active ruleset rules (a type, or a required_status_checks rule) and
 * classic branch protection (null: none; "forbidden": 403, as to a token without administration
 * read; "hidden": 404 Not Found, as GitHub answers some such tokens).
 */
/** A ruleset's pull_request rule: the approving reviews it requires before a merge. */
export interface FakePullRequestRule {
  requiredApprovals: number;
}

export interface FakeBranchRules {
  /** "forbidden": read as GitHub answers a private repository whose plan has no rulesets. */
  rules: (string | FakeStatusRule | FakePullRequestRule)[] | "forbidden";
  protection:
    | {
        allowForcePushes: boolean;
        allowDeletions: boolean;
        /** Required status checks: listed as `contexts` and as `checks[].context`. */
        requiredContexts?: string[];
      }
    | null
    | "forbidden"
    | "hidden";
}

/** Answers one request; the fake's response helpers, so that this file needs none of its own. */
export interface GitReply {
  send(status: number, body: unknown): void;
  /** One page of a list, with GitHub's Link header (per_page and page from the query). */
  page?(items: unknown[]): void;
}

export class FakeGit {
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, Map<string, string>>();
  readonly commits = new Map<string, FakeCommit>();
  /** "heads/<branch>" -> commit sha. */
  readonly refs = new Map<string, string>();
  /**
   * Runs once, before the next ref write is checked: a test moves the ref here to play another
   * job that wrote between this writer's read and its write.
   */
  beforeRefWrite: (() => void) | undefined;
  /** The rules of every branch `rulesByBranch` does not name; unset: WELL_CONFIGURED's, else none. */
  branchRules: FakeBranchRules | undefined;
  /** The repository's default branch (FakeGitHub's), whose well-configured rules need an approval. */
  defaultBranch = "main";
  /** A branch's own rules and protection (the default branch's, beside the evidence branch's). */
  readonly rulesByBranch = new Map<string, FakeBranchRules>();
  /** Answer recursive tree reads as GitHub does past its size limit: a part, `truncated: true`. */
  truncateRecursive = false;
  #counter = 0;

  #sha(kind: string, content: string | Buffer): string {
    return createHash("sha1").update(`${kind} ${this.#counter++}\0`).update(content).digest("hex");
  }

  addBlob(content: Buffer): string {
    const sha = this.#sha("blob", content);
    this.blobs.set(sha, content);
    return sha;
  }

  addTree(entries: Map<string, string>): string {
    const sha = this.#sha("tree", JSON.stringify([...entries]));
    this.trees.set(sha, entries);
    return sha;
  }

  /**
   * A commit of the default branch under the SHA a test names it by (no files): GET commits?sha=
   * then lists its first parents, as the kept ledger head is looked for along them.
   */
  defaultBranchCommit(sha: string, parents: string[]): void {
    this.commits.set(sha, { tree: this.addTree(new Map()), parents, message: "inventory" });
  }

  addCommit(commit: FakeCommit): string {
    const sha = this.#sha("commit", JSON.stringify(commit));
    this.commits.set(sha, commit);
    return sha;
  }

  /**
   * Writes `files` as one commit on top of `branch` (created when absent), as another job would;
   * `commit` says who made it (by default no GitHub account, "another writer").
   */
  commitFiles(
    branch: string,
    files: Record<string, string | Buffer>,
    deleted: string[] = [],
    commit: Omit<FakeCommit, "tree" | "parents"> = { message: "another writer" },
  ): string {
    const parent = this.refs.get(`heads/${branch}`);
    const entries = new Map(parent === undefined ? [] : this.#treeOf(parent));
    for (const [path, content] of Object.entries(files))
      entries.set(path, this.addBlob(Buffer.from(content)));
    for (const path of deleted) entries.delete(path);
    const sha = this.addCommit({
      ...commit,
      tree: this.addTree(entries),
      parents: parent === undefined ? [] : [parent],
    });
    this.refs.set(`heads/${branch}`, sha);
    return sha;
  }

  /**
   * GraphQL's createCommitOnBranch, as GitHub checks it: the branch must exist and still point at
   * `expectedHead`; the files are added over its tree in one commit by `writer`, signed, and the
   * branch moves to it. Returns the commit, or GitHub's error message.
   */
  commitOnBranch(
    branch: string,
    expectedHead: string,
    files: { path: string; contents: string }[],
    message: string,
  ): { oid: string } | { error: string } {
    this.#beforeRefWrite();
    const name = branch.replace(/^refs\/heads\//, "");
    const head = this.refs.get(`heads/${name}`);
    if (head === undefined) return { error: `A ref named "refs/heads/${name}" does not exist.` };
    if (head !== expectedHead)
      return {
        error: `Expected branch to point to "${expectedHead}" but it did not. Pull and try again.`,
      };
    const added = files.map(({ path, contents }) => [path, Buffer.from(contents, "base64")]);
    const oid = this.commitFiles(name, Object.fromEntries(added), [], {
      message,
      author: this.writer,
      verified: true,
    });
    return { oid };
  }

  /** The files of the branch's head commit, as `evidence verify` reads a checkout. */
  filesOn(branch: string): LedgerFile[] {
    const head = this.refs.get(`heads/${branch}`);
    if (head === undefined) return [];
    return [...this.#treeOf(head)].map(([path, blob]) => ({ path, bytes: this.blobs.get(blob)! }));
  }

  /**
   * `object(expression: "COMMIT:PATH")` over the commits this fake wrote (the evidence branch):
   * the file's text blob as GraphQL answers it, or null when there is no such file.
   */
  blobAt(expression: string): Record<string, unknown> | null {
    const [commit, ...rest] = expression.split(":");
    const path = rest.join(":");
    const tree =
      commit === undefined || !this.commits.has(commit) ? undefined : this.#treeOf(commit);
    const sha = tree?.get(path);
    const bytes = sha === undefined ? undefined : this.blobs.get(sha);
    if (sha === undefined || bytes === undefined) return null;
    return {
      __typename: "Blob",
      text: bytes.toString("utf8"),
      oid: sha,
      isBinary: false,
      isTruncated: false,
    };
  }

  /** The branch's commits, newest first (first parents). */
  history(branch: string): FakeCommit[] {
    const history: FakeCommit[] = [];
    // A branch's name, or a commit's SHA, as GET commits?sha= takes either.
    let sha = this.refs.get(`heads/${branch}`) ?? (this.commits.has(branch) ? branch : undefined);
    while (sha !== undefined) {
      const commit = this.commits.get(sha)!;
      history.push(commit);
      sha = commit.parents[0];
    }
    return history;
  }

  #treeOf(commit: string): Map<string, string> {
    return this.trees.get(this.commits.get(commit)!.tree)!;
  }

  #descends(sha: string, ancestor: string): boolean {
    const queue = [sha];
    for (let index = 0; index < queue.length; index++) {
      const current = queue[index]!;
      if (current === ancestor) return true;
      queue.push(...(this.commits.get(current)?.parents ?? []));
    }
    return false;
  }

  /** Answers `method path` (relative to /repos/{owner}/{repo}) when it is a git data request. */
  handle(
    method: string,
    rawPath: string,
    body: unknown,
    reply: GitReply,
    query = new URLSearchParams(),
  ): boolean {
    // Octokit sends a ref's "/" as %2F.
    const path = decodeURIComponent(rawPath);
    const fields = (body ?? {}) as Record<string, unknown>;
    let match = /^\/git\/ref\/(heads\/.+)$/.exec(path);
    if (match !== null && method === "GET") {
      const sha = this.refs.get(match[1]!);
      if (sha === undefined) reply.send(404, { message: "Not Found" });
      else reply.send(200, { ref: `refs/${match[1]}`, object: { sha, type: "commit" } });
      return true;
    }
    if (path === "/git/refs" && method === "POST") {
      const ref = String(fields.ref).replace(/^refs\//, "");
      this.#writeRef(reply, () => {
        if (this.refs.has(ref)) return "Reference already exists";
        this.refs.set(ref, String(fields.sha));
        reply.send(201, { ref: `refs/${ref}`, object: { sha: fields.sha, type: "commit" } });
        return undefined;
      });
      return true;
    }
    match = /^\/git\/refs\/(heads\/.+)$/.exec(path);
    if (match !== null && method === "PATCH") {
      const ref = match[1]!;
      this.#writeRef(reply, () => {
        const current = this.refs.get(ref);
        if (current === undefined) return "Reference does not exist";
        const sha = String(fields.sha);
        if (fields.force !== true && !this.#descends(sha, current))
          return "Update is not a fast forward";
        this.refs.set(ref, sha);
        reply.send(200, { ref: `refs/${ref}`, object: { sha, type: "commit" } });
        return undefined;
      });
      return true;
    }
    return this.#handleObjects(method, path, fields, reply, query.has("recursive"));
  }

  /** The login of the token of the request being handled (set by the fake before `handle`). */
  writer: string | undefined;

  /** GET commits?sha=BRANCH, rules/branches/BRANCH and branches/BRANCH/protection. */
  handleBranchFacts(
    method: string,
    path: string,
    query: URLSearchParams,
    reply: GitReply,
  ): boolean {
    if (method !== "GET") return false;
    const single = /^\/commits\/([0-9a-f]{40})$/.exec(path);
    const onBranch = single === null ? undefined : this.#onABranch(single[1]!);
    if (onBranch !== undefined) {
      // As GitHub's "get a commit": the commit with the files it changed from its first parent.
      reply.send(200, { ...this.#commitJson(onBranch), files: this.#filesChanged(onBranch) });
      return true;
    }
    if (path === "/commits") {
      // With `path`, only the commits that changed that file, as GitHub lists them.
      const file = query.get("path");
      const listed = this.history(query.get("sha") ?? "")
        .filter((commit) => file === null || this.#changes(commit, file))
        .map((commit) => this.#commitJson(commit));
      if (reply.page === undefined) reply.send(200, listed);
      else reply.page(listed);
      return true;
    }
    const compared = /^\/compare\/([0-9a-f]{40})\.\.\.([0-9a-f]{40})$/.exec(path);
    if (compared !== null && this.commits.has(compared[1]!) && this.commits.has(compared[2]!)) {
      reply.send(200, this.#compare(compared[1]!, compared[2]!, query));
      return true;
    }
    const rulesOf = /^\/rules\/branches\/(.+)$/.exec(path);
    if (rulesOf !== null) {
      const { rules } = this.#rulesOf(rulesOf[1]!);
      if (rules === "forbidden")
        reply.send(403, {
          message: "Upgrade to GitHub Pro or make this repository public to enable this feature.",
        });
      else reply.send(200, rules.map(ruleJson));
      return true;
    }
    const protectionOf = /^\/branches\/(.+)\/protection$/.exec(path);
    if (protectionOf !== null) {
      const { protection } = this.#rulesOf(protectionOf[1]!);
      if (protection === "forbidden")
        reply.send(403, { message: "Resource not accessible by integration" });
      else if (protection === "hidden") reply.send(404, { message: "Not Found" });
      else if (protection === null) reply.send(404, { message: "Branch not protected" });
      else reply.send(200, protectionJson(protection));
      return true;
    }
    return false;
  }

  /** The commit `sha` when a branch's line holds it (a ledger's commit), else undefined. */
  #onABranch(sha: string): FakeCommit | undefined {
    const heads = [...this.refs.values()];
    return heads.some((head) => [...this.#line(head)].includes(sha))
      ? this.commits.get(sha)
      : undefined;
  }

  /** The files `commit` changed from its first parent, as GitHub's commit lists them. */
  #filesChanged(commit: FakeCommit) {
    const parent = commit.parents[0];
    const before = parent === undefined ? new Map<string, string>() : this.#treeOf(parent);
    const after = this.trees.get(commit.tree)!;
    const file = (filename: string, sha: string, status: string) => ({
      sha,
      filename,
      status,
      additions: 0,
      deletions: 0,
      changes: 0,
      blob_url: `https://github.com/blob/${sha}/${filename}`,
      raw_url: `https://github.com/raw/${sha}/${filename}`,
      contents_url: `https://api.github.com/contents/${filename}`,
    });
    return [
      ...[...after].flatMap(([path, blob]) =>
        before.get(path) === blob
          ? []
          : [file(path, blob, before.has(path) ? "modified" : "added")],
      ),
      ...[...before].flatMap(([path, blob]) =>
        after.has(path) ? [] : [file(path, blob, "removed")],
      ),
    ];
  }

  /** Whether `commit` changed `file` from its first parent. */
  #changes(commit: FakeCommit, file: string): boolean {
    const parent = commit.parents[0];
    const before = parent === undefined ? undefined : this.#treeOf(parent).get(file);
    return this.trees.get(commit.tree)!.get(file) !== before;
  }

  #commitJson(commit: FakeCommit) {
    return {
      sha: [...this.commits].find(([, value]) => value === commit)![0],
      author: commit.author === undefined ? null : { login: commit.author },
      // As GitHub lists them: every commit with its parents.
      parents: commit.parents.map((sha) => ({ sha })),
      commit: {
        verification: {
          verified: commit.verified === true,
          reason: commit.verified ? "valid" : commit.signed ? "unknown_key" : "unsigned",
          signature: commit.signed?.signature ?? null,
          payload: commit.signed?.payload ?? null,
        },
      },
    };
  }

  /** GET compare/{base}...{head} over the ledger's line of commits, a page at a time. */
  #compare(base: string, head: string, query: URLSearchParams) {
    const line = [...this.#line(head)].reverse();
    const at = line.indexOf(base);
    const ahead = at === -1 ? [] : line.slice(at + 1);
    // As GitHub: "behind" when `head` is on `base`'s line, before it.
    const behind = at === -1 ? [...this.#line(base)].indexOf(head) : -1;
    const status =
      base === head ? "identical" : at !== -1 ? "ahead" : behind !== -1 ? "behind" : "diverged";
    const perPage = Math.min(100, Number(query.get("per_page") ?? 250));
    const page = Math.max(1, Number(query.get("page") ?? 1));
    const commits = ahead
      .slice((page - 1) * perPage, page * perPage)
      .map((sha) => this.#commitJson(this.commits.get(sha)!));
    const behindBy = Math.max(behind, 0);
    return {
      status,
      ahead_by: ahead.length,
      behind_by: behindBy,
      total_commits: ahead.length,
      commits,
    };
  }

  /** The SHAs from `head` back along first parents, newest first. */
  *#line(head: string): Generator<string> {
    for (
      let sha: string | undefined = head;
      sha !== undefined;
      sha = this.commits.get(sha)?.parents[0]
    )
      yield sha;
  }

  #rulesOf(encodedBranch: string): FakeBranchRules {
    const branch = decodeURIComponent(encodedBranch);
    return (
      this.rulesByBranch.get(branch) ??
      this.branchRules ??
      WELL_CONFIGURED.get(branch === this.defaultBranch ? DEFAULT_BRANCH : branch) ?? {
        rules: [],
        protection: null,
      }
    );
  }

  /** Commits, trees and blobs. */
  #handleObjects(
    method: string,
    path: string,
    fields: Record<string, unknown>,
    reply: GitReply,
    recursive: boolean,
  ): boolean {
    let match = /^\/git\/commits\/([0-9a-f]+)$/.exec(path);
    if (match !== null && method === "GET") {
      const commit = this.commits.get(match[1]!);
      if (commit === undefined) reply.send(404, { message: "Not Found" });
      else
        reply.send(200, {
          sha: match[1],
          tree: { sha: commit.tree },
          parents: commit.parents.map((sha) => ({ sha })),
          message: commit.message,
        });
      return true;
    }
    if (path === "/git/commits" && method === "POST") {
      const sha = this.addCommit({
        tree: String(fields.tree),
        parents: (fields.parents as string[] | undefined) ?? [],
        message: String(fields.message),
        author: this.writer,
        verified: true,
      });
      reply.send(201, { sha });
      return true;
    }
    match = /^\/git\/trees\/([0-9a-f]+)$/.exec(path);
    if (match !== null && method === "GET") {
      // As git and GitHub resolve a tree-ish: a commit's SHA names its tree.
      const sha = this.commits.get(match[1]!)?.tree ?? match[1]!;
      const entries = this.trees.get(sha);
      if (entries === undefined) reply.send(404, { message: "Not Found" });
      else if (!recursive) reply.send(200, { sha, tree: this.#level(entries), truncated: false });
      else if (this.truncateRecursive)
        reply.send(200, { sha, tree: this.#listing(entries).slice(0, 1), truncated: true });
      else reply.send(200, { sha, tree: this.#listing(entries), truncated: false });
      return true;
    }
    if (path === "/git/trees" && method === "POST") {
      const written = this.#writeTree(fields);
      if (typeof written === "string") reply.send(422, { message: written });
      else reply.send(201, { sha: written.sha });
      return true;
    }
    if (path === "/git/blobs" && method === "POST") {
      const encoding = fields.encoding === "base64" ? "base64" : "utf8";
      reply.send(201, { sha: this.addBlob(Buffer.from(String(fields.content), encoding)) });
      return true;
    }
    match = /^\/git\/blobs\/([0-9a-f]+)$/.exec(path);
    if (match !== null && method === "GET") {
      const blob = this.blobs.get(match[1]!);
      if (blob === undefined) reply.send(404, { message: "Not Found" });
      else
        reply.send(200, {
          sha: match[1],
          content: blob.toString("base64"),
          encoding: "base64",
          size: blob.length,
        });
      return true;
    }
    return false;
  }

  /**
   * POST git/trees as GitHub answers it: each entry names a blob (`sha`), removes the path from the
   * base tree (`sha: null`; a path it does not hold is refused) or gives the file's `content`
   * (GitHub writes the blob), never both. Returns the tree, or why GitHub refuses it (a 422).
   */
  #writeTree(fields: Record<string, unknown>): { sha: string } | string {
    const baseSha = fields.base_tree === undefined ? undefined : String(fields.base_tree);
    const base = baseSha === undefined ? new Map<string, string>() : this.trees.get(baseSha);
    if (base === undefined) return "base_tree is not a valid tree oid";
    const entries = new Map(base);
    for (const entry of fields.tree as { path: string; content?: string; sha?: string | null }[]) {
      if (entry.content !== undefined && entry.sha !== undefined)
        return `tree.sha and tree.content cannot both be given (${entry.path})`;
      if (entry.content !== undefined)
        entries.set(entry.path, this.addBlob(Buffer.from(entry.content, "utf8")));
      else if (entry.sha === undefined)
        return `tree.sha or tree.content is required (${entry.path})`;
      else if (entry.sha !== null) entries.set(entry.path, entry.sha);
      else if (!entries.delete(entry.path)) return "GitRPC::BadObjectState";
    }
    return { sha: this.addTree(entries) };
  }

  /** Runs the test's `beforeRefWrite`, once. */
  #beforeRefWrite(): void {
    const hook = this.beforeRefWrite;
    this.beforeRefWrite = undefined;
    hook?.();
  }

  #writeRef(reply: GitReply, write: () => string | undefined): void {
    this.#beforeRefWrite();
    const refused = write();
    if (refused !== undefined) reply.send(422, { message: refused });
  }

  /** One level of a flat tree: its files, and each folder as a subtree of its own. */
  #level(entries: Map<string, string>) {
    const folders = new Map<string, Map<string, string>>();
    const files: { path: string; mode: string; type: string; sha: string }[] = [];
    for (const [path, sha] of entries) {
      const slash = path.indexOf("/");
      if (slash === -1) {
        files.push({ path, mode: "100644", type: "blob", sha });
        continue;
      }
      const folder = folders.get(path.slice(0, slash)) ?? new Map<string, string>();
      folder.set(path.slice(slash + 1), sha);
      folders.set(path.slice(0, slash), folder);
    }
    return [
      ...[...folders].map(([path, subtree]) => ({
        path,
        mode: "040000",
        type: "tree",
        sha: this.addTree(subtree),
      })),
      ...files,
    ];
  }

  /** A flat tree as GitHub lists it recursively: each folder, then each file. */
  #listing(entries: Map<string, string>) {
    const folders = new Set<string>();
    for (const path of entries.keys()) {
      const parts = path.split("/");
      for (let depth = 1; depth < parts.length; depth++)
        folders.add(parts.slice(0, depth).join("/"));
    }
    return [
      ...[...folders].map((path) => ({ path, mode: "040000", type: "tree", sha: "0".repeat(40) })),
      ...[...entries].map(([path, sha]) => ({
        path,
        mode: "100644",
        type: "blob",
        sha,
        size: this.blobs.get(sha)?.length ?? 0,
      })),
    ];
  }
}

/** A rule as GitHub lists the rules on a branch: its type, parameters and ruleset. */
/**
 * A repository set up as docs/installing.md says, unless a test says otherwise: the evidence branch
 * protected against deletion, force pushes and others' updates, and a merge into main needing an
 * approving review. The default branch's required status (cip-sync/policy) is each test's own.
 */
const DEFAULT_BRANCH = Symbol("the default branch");
const WELL_CONFIGURED = new Map<string | typeof DEFAULT_BRANCH, FakeBranchRules>([
  ["cip-sync-evidence", { rules: ["deletion", "non_fast_forward", "update"], protection: null }],
  [DEFAULT_BRANCH, { rules: [{ requiredApprovals: 1 }], protection: null }],
]);

function ruleJson(rule: FakeBranchRules["rules"][number]): unknown {
  // As GitHub lists every rule: with the ruleset it comes from (the update rule in one of its own,
  // whose bypass list may name GitHub Actions, as docs/ledger-writer.md sets it up).
  if (typeof rule === "string")
    return {
      type: rule,
      ruleset_source_type: "Repository",
      ruleset_source: "grid-east/inventory",
      ruleset_id: rule === "update" ? 10 : 9,
    };
  if ("requiredApprovals" in rule)
    return {
      type: "pull_request",
      parameters: {
        required_approving_review_count: rule.requiredApprovals,
        dismiss_stale_reviews_on_push: true,
        require_code_owner_review: false,
        require_last_push_approval: false,
        required_review_thread_resolution: false,
      },
      ruleset_source_type: "Repository",
      ruleset_source: "grid-east/inventory",
      ruleset_id: 7,
    };
  return {
    type: "required_status_checks",
    parameters: {
      required_status_checks: rule.requiredStatusChecks.map((context) => ({ context })),
      strict_required_status_checks_policy: false,
    },
    ruleset_source_type: "Repository",
    ruleset_source: rule.source ?? "grid-east/inventory",
    ruleset_id: rule.rulesetId,
  };
}

function protectionJson(
  protection: Exclude<FakeBranchRules["protection"], null | "forbidden" | "hidden">,
): unknown {
  const contexts = protection.requiredContexts;
  return {
    allow_force_pushes: { enabled: protection.allowForcePushes },
    allow_deletions: { enabled: protection.allowDeletions },
    ...(contexts === undefined
      ? {}
      : {
          required_status_checks: {
            strict: false,
            contexts,
            checks: contexts.map((context) => ({ context, app_id: null })),
          },
        }),
  };
}

// Reads the history of a clone of the evidence branch with git: every commit reachable from the
// head (merges and other roots included: a first-parent walk would miss a history joined by a
// merge), oldest first, with its parents, its author and the files under records/ it added,
// modified or deleted. With keys, each commit that changes the ledger has its signature checked
// against them (commit-signature.ts). Judged in core/evidence/chain/evidence-history.ts.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { Key } from "openpgp";
import type { HistoryCommit } from "../../core/evidence/chain/evidence-history.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { runGit } from "../checkout/git.ts";

/** Whether `dir` is the top of a git checkout (it has .git, a directory or a worktree's file). */
export async function isGitCheckout(dir: string): Promise<boolean> {
  return (await stat(join(dir, ".git")).catch(() => undefined)) !== undefined;
}

const SEPARATOR = "\u0001";

/** The public keys whose signatures identify the writer and the break-glass operators. */
export interface SigningKeys {
  writer: readonly Key[];
  operators: readonly Key[];
}

/** Which commits git log selects: reachable from `revisions`, and changing `paths` when given. */
interface HistorySelection {
  revisions: readonly string[];
  /** Pathspecs: only commits that change a file they match, each with all it changes. */
  paths?: readonly string[];
}

/**
 * The checkout's commits, oldest first (those `selection` selects; every commit reachable from
 * the head by default); throws with git's message when git cannot read them.
 */
export async function readLedgerHistory(
  dir: string,
  keys: SigningKeys = { writer: [], operators: [] },
  selection: HistorySelection = { revisions: ["HEAD"] },
): Promise<HistoryCommit[]> {
  const { revisions, paths = [] } = selection;
  const output = await git(dir, [
    "log",
    "--reverse",
    "--topo-order",
    "--no-renames",
    "--name-status",
    `--format=${SEPARATOR}%H%x09%P%x09%an%x09%ae`,
    ...(paths.length > 0 ? ["--full-diff"] : []),
    ...revisions,
    "--",
    ...paths,
  ]);
  const commits = output
    .split(SEPARATOR)
    .filter((block) => block.trim() !== "")
    .map((block): HistoryCommit => {
      const [header = "", ...lines] = block.split("\n");
      const [sha = "", parents = "", name = "", email = ""] = header.split("\t");
      const changes = lines
        .filter((line) => line.includes("\t"))
        .map((line) => {
          const [status = "", path = ""] = line.split("\t");
          const kind = status === "A" || status === "M" || status === "D" ? status : "other";
          return { status: kind, path } as const;
        });
      const parentList = parents.split(" ").filter(Boolean);
      return { sha, parents: parentList, author: `${name} <${email}>`, authorName: name, changes };
    });
  if (keys.writer.length + keys.operators.length > 0) await markSigners(dir, commits, keys);
  return commits;
}

/**
 * The history from the commit that added `path` (a checkpoint's record) on: that commit and every
 * commit reachable from the head that is not before it, oldest first, with that commit (`since`);
 * and `before`, the commits before it that change a file `beforePaths` (pathspecs) match. Throws,
 * saying why, when no commit adds it or that commit is not on the head's first-parent line (the
 * branch was rewritten around it). Each commit is read as readLedgerHistory reads it.
 */
export async function readLedgerHistorySince(
  dir: string,
  path: string,
  keys: SigningKeys = { writer: [], operators: [] },
  beforePaths: readonly string[] = [],
): Promise<{ since: string; commits: HistoryCommit[]; before: HistoryCommit[] }> {
  const added = await git(dir, ["log", "-1", "--diff-filter=A", "--format=%H", "HEAD", "--", path]);
  const since = added.trim();
  if (since === "") throw new Error(`no commit of the branch adds ${path}`);
  // Newest first: the commit's first parent follows it on the line.
  const line = (await git(dir, ["rev-list", "--first-parent", "HEAD"])).split("\n");
  const at = line.indexOf(since);
  if (at < 0)
    throw new Error(
      `the commit ${since} that adds ${path} is not on the first-parent line of the branch's head: the branch was rewritten or joined around it`,
    );
  const parent = line[at + 1];
  if (parent === undefined || parent === "")
    return { since, commits: await readLedgerHistory(dir, keys), before: [] };
  const commits = await readLedgerHistory(dir, keys, { revisions: [`^${parent}`, "HEAD"] });
  const before =
    beforePaths.length === 0
      ? []
      : await readLedgerHistory(dir, keys, { revisions: [parent], paths: beforePaths });
  return { since, commits, before };
}

/** The author name of the commit that added `path`; undefined when none did. */
export async function authorAdding(dir: string, path: string): Promise<string | undefined> {
  const name = await git(dir, ["log", "-1", "--diff-filter=A", "--format=%an", "HEAD", "--", path]);
  return name.trim() === "" ? undefined : name.trim();
}

/** Sets `signedBy` on each commit that changes the ledger, from its raw object. */
async function markSigners(dir: string, commits: HistoryCommit[], keys: SigningKeys) {
  const ledger = commits.filter((commit) => commit.changes.length > 0);
  const raw = await rawCommits(
    dir,
    ledger.map((commit) => commit.sha),
  );
  // Loaded only when keys are given: OpenPGP is most of what verify would load otherwise.
  const { signedByOneOf } = await import("./commit-signature.ts");
  for (const commit of ledger) {
    const object = raw.get(commit.sha) ?? "";
    if (await signedByOneOf(object, keys.writer)) commit.signedBy = "writer";
    else if (await signedByOneOf(object, keys.operators)) commit.signedBy = "operator";
  }
}

/** The raw objects of `shas`, in one `git cat-file --batch`. */
async function rawCommits(dir: string, shas: readonly string[]): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  if (shas.length === 0) return objects;
  const output = Buffer.from(await git(dir, ["cat-file", "--batch"], `${shas.join("\n")}\n`));
  let at = 0;
  while (at < output.length) {
    const newline = output.indexOf(10, at);
    const [sha = "", , size = "0"] = output.subarray(at, newline).toString("utf8").split(" ");
    const length = Number(size);
    objects.set(sha, output.subarray(newline + 1, newline + 1 + length).toString("utf8"));
    at = newline + 1 + length + 1;
  }
  return objects;
}

async function git(dir: string, args: string[], input?: string): Promise<string> {
  const answer = await runGit(dir, args, input === undefined ? {} : { input }).catch(
    (error: unknown) => {
      throw new Error(
        `git could not be started to read the history of ${dir} (${errorMessage(error)})`,
      );
    },
  );
  if (answer.code === 0) return answer.stdout;
  const message = answer.stderr.trim().split("\n")[0];
  throw new Error(`git could not read the history of ${dir}: ${message}`);
}

// How the evidence ledger's writer reads a branch's tree: one recursive read when GitHub lists it
// whole, else the workspace's folder by path, level by level (GitHub truncates a recursive
// listing near 7 MB, and a long-lived ledger gets there).
import { isRecordPathOf, RECORDS_DIR } from "../../core/evidence/chain/record-files.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import type { GitHubClient } from "../client.ts";

export interface LedgerTarget {
  owner: string;
  repo: string;
  /** The branch name, without refs/heads/. */
  branch: string;
}

/** Writing the ledger failed; the message says why and what the token needs. */
export class EvidenceLedgerError extends Error {
  override name = "EvidenceLedgerError";
}

/**
 * Every file of the workspace on the tree (records, their tokens, anything else), in name order.
 * One recursive read usually answers; GitHub truncates it near 7 MB, and then the workspace's own
 * folder is read by path, level by level.
 */
/** A file of a workspace's folder on the ledger's tree, and its blob. */
export interface WorkspaceFile {
  path: string;
  sha: string;
}

export async function workspaceFiles(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
  workspace: string,
): Promise<WorkspaceFile[]> {
  const prefix = `${RECORDS_DIR}/${workspace}`;
  const whole = await listTree(octokit, target, treeSha, true);
  const files = whole.truncated
    ? await filesUnder(octokit, target, treeSha, prefix)
    : whole.entries.filter(({ type, path }) => type === "blob" && path.startsWith(`${prefix}/`));
  return files
    .map(({ path, sha }) => ({ path, sha }))
    .sort((a, b) => compareCodePoints(a.path, b.path));
}

/** The workspaces of the ledger on the tree: the folders under records/ (two one-level reads). */
export async function ledgerWorkspaces(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
): Promise<string[]> {
  const { entries: root } = await listLevel(octokit, target, treeSha, "/");
  const records = root.find(({ type, path }) => type === "tree" && path === RECORDS_DIR);
  if (records === undefined) return [];
  const { entries } = await listLevel(octokit, target, records.sha, RECORDS_DIR);
  return entries.filter(({ type }) => type === "tree").map(({ path }) => path);
}

interface TreeEntry {
  path: string;
  type: string;
  sha: string;
}

async function listTree(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
  recursive: boolean,
): Promise<{ entries: TreeEntry[]; truncated: boolean }> {
  const { data } = await octokit.rest.git.getTree({
    owner: target.owner,
    repo: target.repo,
    tree_sha: treeSha,
    ...(recursive ? { recursive: "1" } : {}),
  });
  const entries = data.tree.flatMap(({ type, path, sha }) =>
    type !== undefined && path !== undefined && sha !== undefined ? [{ path, type, sha }] : [],
  );
  return { entries, truncated: data.truncated };
}

/** The files below `folder` (a path from the root), one tree read per folder on the way. */
async function filesUnder(
  octokit: GitHubClient,
  target: LedgerTarget,
  rootSha: string,
  folder: string,
): Promise<TreeEntry[]> {
  let sha = rootSha;
  for (const name of folder.split("/")) {
    const { entries } = await listLevel(octokit, target, sha, folder);
    const entry = entries.find((candidate) => candidate.type === "tree" && candidate.path === name);
    if (entry === undefined) return [];
    sha = entry.sha;
  }
  const files: TreeEntry[] = [];
  let level = [{ path: folder, sha }];
  // records/<workspace>/<YYYY>/<MM>/<file>: three levels hold everything a workspace has.
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const parent of level) {
      const { entries } = await listLevel(octokit, target, parent.sha, parent.path);
      for (const entry of entries) {
        const path = `${parent.path}/${entry.path}`;
        if (entry.type === "tree") next.push({ path, sha: entry.sha });
        else if (entry.type === "blob") files.push({ ...entry, path });
      }
    }
    level = next;
  }
  return files;
}

/** One folder's entries; a folder too large for GitHub to list is an error, not a short list. */
async function listLevel(
  octokit: GitHubClient,
  target: LedgerTarget,
  sha: string,
  folder: string,
): Promise<{ entries: TreeEntry[] }> {
  const listed = await listTree(octokit, target, sha, false);
  if (listed.truncated) {
    throw new EvidenceLedgerError(
      `the evidence branch ${target.branch} holds more entries under ${folder} than GitHub lists in one tree; start a new evidence-branch and keep this one as the archive`,
    );
  }
  return listed;
}

export async function readBlob(
  octokit: GitHubClient,
  target: LedgerTarget,
  sha: string,
): Promise<Buffer> {
  const { data } = await octokit.rest.git.getBlob({
    owner: target.owner,
    repo: target.repo,
    file_sha: sha,
  });
  return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
}

/** The records among a workspace's files (anything else beside them is not of the chain). */
export function recordFilesOf<F extends { path: string }>(
  files: readonly F[],
  workspace: string,
): F[] {
  return files.filter(({ path }) => isRecordPathOf(path, workspace));
}

/** The workspace's record files on the tree, in name (chain) order, with their blob shas. */
export async function workspaceRecordPaths(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
  workspace: string,
): Promise<WorkspaceFile[]> {
  return recordFilesOf(await workspaceFiles(octokit, target, treeSha, workspace), workspace);
}

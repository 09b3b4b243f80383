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

/** A file of a workspace's folder on the ledger's tree, and its blob. */
export interface WorkspaceFile {
  path: string;
  sha: string;
}

/**
 * The workspace's files of its newest years, in name order: the newest year's first, then each
 * year before it, until `enough` holds for the files read so far or no year is left (`whole`:
 * every year was read). What a routine read or an append needs (the head record; the last
 * checkpoint and the records after it) is in the newest year or two, so the requests and their
 * size are bounded by the time since the last checkpoint, not by the ledger's age: the branch's
 * tree, records/ and the workspace's years are one small listing each, then one recursive listing
 * per year (its months, level by level, where GitHub truncates even that). `enough` of
 * `() => false` reads the whole workspace.
 */
export async function newestWorkspaceFiles(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
  workspace: string,
  enough: (files: readonly WorkspaceFile[]) => boolean,
): Promise<{ files: WorkspaceFile[]; whole: boolean }> {
  const folder = `${RECORDS_DIR}/${workspace}`;
  const workspaceSha = await folderSha(octokit, target, treeSha, folder);
  let files: WorkspaceFile[] = [];
  if (workspaceSha === undefined) return { files, whole: true };
  const years = await subfolders(octokit, target, { path: folder, sha: workspaceSha });
  // records/<workspace>/<YYYY>/<MM>/<file>: folders named so that name order is time order.
  years.reverse();
  for (const [index, year] of years.entries()) {
    files = [...(await yearFiles(octokit, target, year)), ...files];
    if (enough(files)) return { files, whole: index === years.length - 1 };
  }
  return { files, whole: true };
}

/** Every file of the workspace on the tree (records, their tokens, anything else), in name order. */
export async function workspaceFiles(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
  workspace: string,
): Promise<WorkspaceFile[]> {
  return (await newestWorkspaceFiles(octokit, target, treeSha, workspace, () => false)).files;
}

/** The files of a year's month folders, in name order. */
async function yearFiles(
  octokit: GitHubClient,
  target: LedgerTarget,
  year: Folder,
): Promise<WorkspaceFile[]> {
  const listed = await listTree(octokit, target, year.sha, true);
  const inMonths = listed.truncated
    ? await monthFilesLevelByLevel(octokit, target, year)
    : listed.entries.filter(({ type, path }) => type === "blob" && path.split("/").length === 2);
  return fromRoot(year, inMonths);
}

/** A year's month files (paths from the year) read folder by folder: one read per month. */
async function monthFilesLevelByLevel(
  octokit: GitHubClient,
  target: LedgerTarget,
  year: Folder,
): Promise<TreeEntry[]> {
  const files: TreeEntry[] = [];
  for (const month of await subfolders(octokit, target, year)) {
    const { entries } = await listLevel(octokit, target, month.sha, month.path);
    for (const { path, type, sha } of entries)
      if (type === "blob")
        files.push({ path: `${month.path.slice(year.path.length + 1)}/${path}`, type, sha });
  }
  return files;
}

interface Folder {
  path: string;
  sha: string;
}

/** The folders in `folder`, in name order, with their paths from the root. */
async function subfolders(
  octokit: GitHubClient,
  target: LedgerTarget,
  folder: Folder,
): Promise<Folder[]> {
  const { entries } = await listLevel(octokit, target, folder.sha, folder.path);
  return fromRoot(
    folder,
    entries.filter(({ type }) => type === "tree"),
  );
}

/** Entries of `folder` (paths from it) with their paths from the root, in name order. */
function fromRoot(folder: Folder, entries: readonly TreeEntry[]): Folder[] {
  return entries
    .map(({ path, sha }) => ({ path: `${folder.path}/${path}`, sha }))
    .sort((a, b) => compareCodePoints(a.path, b.path));
}

/** The tree sha of `folder` (a path from the root), one tree read per folder on the way. */
async function folderSha(
  octokit: GitHubClient,
  target: LedgerTarget,
  rootSha: string,
  folder: string,
): Promise<string | undefined> {
  let sha = rootSha;
  let above = "/";
  for (const name of folder.split("/")) {
    const { entries } = await listLevel(octokit, target, sha, above);
    const entry = entries.find((candidate) => candidate.type === "tree" && candidate.path === name);
    if (entry === undefined) return undefined;
    sha = entry.sha;
    above = above === "/" ? name : `${above}/${name}`;
  }
  return sha;
}

/** The workspaces of the ledger on the tree: the folders under records/ (two one-level reads). */
export async function ledgerWorkspaces(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
): Promise<string[]> {
  const sha = await folderSha(octokit, target, treeSha, RECORDS_DIR);
  if (sha === undefined) return [];
  const workspaces = await subfolders(octokit, target, { path: RECORDS_DIR, sha });
  return workspaces.map(({ path }) => path.slice(RECORDS_DIR.length + 1));
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

/**
 * The workspace's newest record files on the tree, in name (chain) order, with their blob shas:
 * the newest months', back until `enough` holds for the records read (or every month was read).
 */
export async function newestRecordFiles(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
  workspace: string,
  enough: (records: readonly WorkspaceFile[]) => boolean,
): Promise<WorkspaceFile[]> {
  const { files } = await newestWorkspaceFiles(octokit, target, treeSha, workspace, (read) =>
    enough(recordFilesOf(read, workspace)),
  );
  return recordFilesOf(files, workspace);
}

// The files under some paths at one commit, listed through GraphQL tree entries, level by level:
// one query per FILES_PER_QUERY directories of a level (a directory's `entries` with their git
// modes, as files-at-commit.ts reads them), so an inventory folder two levels deep costs two
// queries whatever the number of its files. GitHub lists a tree's entries whole (it flags no
// truncation there, unlike the REST git trees API), so nothing is guessed. Anything it cannot list
// fails the listing closed: the owner policy must not judge a base missing documents. Symbolic
// links are listed apart: the caller reads those that name a file it wants (files-at-commit.ts
// follows them) and refuses the others, whose target may be a folder the checkout follows.
import { posix } from "node:path";
import { errorMessage } from "../../core/shared/errors.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import {
  FILES_PER_QUERY,
  itemOfError,
  objectsQueryParts,
  TREE_ENTRIES,
} from "./files-at-commit.ts";
import { itemOrThrow } from "../../core/shared/collections.ts";

/** git's modes of a folder, a symbolic link and a submodule (a commit of another repository). */
const TREE_MODE = 0o40000;
const SYMLINK_MODE = 0o120000;
const SUBMODULE_MODE = 0o160000;

interface TreeNode {
  __typename?: string;
  entries?: { name: string; mode: number }[];
}

interface TreesAnswer {
  repository: Record<string, TreeNode | null> | null;
}

/** A listing that could not be made whole; the message says where, why and what to do. */
export class TreeListingError extends Error {
  override name = "TreeListingError";
}

/** A symbolic link the listing cannot follow: no retry helps, only replacing the link. */
export class SymbolicLinkError extends TreeListingError {
  override name = "SymbolicLinkError";
}

/** A symbolic link above a root. */
export class LinkAboveRootError extends SymbolicLinkError {
  override name = "LinkAboveRootError";
}

/** Each folder's entries, and each folder's parent's (to tell a link to it by its mode). */
function treesQuery(count: number, parents: number): string {
  const { variables, fields } = objectsQueryParts([
    { alias: "d", variable: "d", count, selection: `__typename ${TREE_ENTRIES}` },
    { alias: "p", variable: "p", count: parents, selection: TREE_ENTRIES },
  ]);
  return `query TreesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
}

const shown = (path: string) => (path === "" ? "the repository's root" : path);

function cannotList(path: string, sha: string, why: string, cause?: unknown): TreeListingError {
  return new TreeListingError(`cannot list ${shown(path)} at commit ${sha}: ${why}`, { cause });
}

const parentOf = (path: string) => (posix.dirname(path) === "." ? "" : posix.dirname(path));

/** The folders above `path`, nearest the repository's root first ("" itself included). */
function ancestorsOf(path: string): string[] {
  if (path === "") return [];
  const parent = parentOf(path);
  return [...ancestorsOf(parent), parent];
}

/**
 * One level: each folder's answer (null: nothing at that path), with the git mode of each under
 * its parent's entries when `withModes` (the roots: a root that is a symbolic link answers as a
 * blob, and only its parent's entries tell). A symbolic link at any level above a root fails the
 * listing: GitHub answers nothing under it, which would read as no files at all, while the
 * checkout follows it to the folder it names.
 */
async function listLevel(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  folders: readonly string[],
  withModes: boolean,
): Promise<{ node: TreeNode | null; mode: number | undefined }[]> {
  const parents = withModes ? [...new Set(folders.flatMap(ancestorsOf))] : [];
  const variables: Record<string, string> = { owner: repository.owner, repo: repository.repo };
  folders.forEach((folder, index) => (variables[`d${index}`] = `${sha}:${folder}`));
  parents.forEach((parent, index) => (variables[`p${index}`] = `${sha}:${parent}`));
  let answer: TreesAnswer;
  try {
    answer = await client.graphql<TreesAnswer>(
      treesQuery(folders.length, parents.length),
      variables,
    );
  } catch (error) {
    const [first = "", ...more] = folders;
    const what =
      itemOfError(error, "d", folders) ??
      (more.length === 0 ? first : `${shown(first)} (and ${more.length} more folders)`);
    throw cannotList(what, sha, errorMessage(error), error);
  }
  const found = answer.repository ?? {};
  const modeOf = (path: string) =>
    path === ""
      ? undefined
      : found[`p${parents.indexOf(parentOf(path))}`]?.entries?.find(
          (entry) => entry.name === posix.basename(path),
        )?.mode;
  return folders.map((folder, index) => {
    const node = found[`d${index}`];
    if (node === undefined) throw cannotList(folder, sha, "GitHub's answer does not include it");
    const link = withModes
      ? ancestorsOf(folder).find((above) => modeOf(above) === SYMLINK_MODE)
      : undefined;
    if (link !== undefined)
      throw new LinkAboveRootError(
        `cannot list ${folder} at commit ${sha}: ${link}, a folder above it, is a symbolic link, which the checkout follows to another folder and the listing cannot: replace the link with the folder it points to`,
      );
    return { node, mode: modeOf(folder) };
  });
}

/** What a listing found: files, and symbolic links (to a file or a folder: the listing cannot tell). */
export interface ListedFiles {
  files: string[];
  links: string[];
}

/**
 * Every file at commit `sha` under each of `roots` (paths from the repository's root, "" the root
 * itself), at any depth, sorted: a root that is a file is itself, one that does not exist there is
 * nothing. Submodules are skipped, as a checkout without them has none of their files. Throws a
 * TreeListingError for anything it cannot list.
 */
export async function listFilesAtCommit(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  roots: readonly string[],
): Promise<ListedFiles> {
  const files = new Set<string>();
  const links = new Set<string>();
  let level = [...new Set(roots)];
  for (let depth = 0; level.length > 0; depth++) {
    const next: string[] = [];
    for (let start = 0; start < level.length; start += FILES_PER_QUERY) {
      const folders = level.slice(start, start + FILES_PER_QUERY);
      const nodes = await listLevel(client, repository, sha, folders, depth === 0);
      nodes.forEach(({ node, mode: rootMode }, index) => {
        // listLevel answers one node per folder asked, in order.
        const folder = itemOrThrow(folders, index, "the folders asked");
        if (node === null) return;
        if (node.__typename === "Blob" && depth === 0)
          return void (rootMode === SYMLINK_MODE ? links : files).add(folder);
        if (node.__typename !== "Tree" || node.entries === undefined)
          throw cannotList(folder, sha, `it is a ${node.__typename ?? "thing"} GitHub cannot list`);
        for (const { name, mode } of node.entries) {
          const path = folder === "" ? name : posix.join(folder, name);
          if (mode === TREE_MODE) next.push(path);
          else if (mode === SYMLINK_MODE) links.add(path);
          else if (mode !== SUBMODULE_MODE) files.add(path);
        }
      });
    }
    level = next;
  }
  const sorted = (paths: Set<string>) => [...paths].sort(compareCodePoints);
  return { files: sorted(files), links: sorted(links) };
}

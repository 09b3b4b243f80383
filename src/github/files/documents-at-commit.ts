// The inventory files at a commit: the one listing of a commit's documents (the files the commit
// itself has under the patterns' roots that they match), which the owner policy's base
// (github/review/policy-facts.ts) and the change record's base baselines
// (core/evidence/records/base-baselines.ts) both take, so that both refuse the same links; and
// their text, for the base baselines; and any files under some roots (a family's reviewed files,
// for a merge record).
import type { DocumentPaths } from "../../core/review/code-host.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { isInventoryFileName } from "../../io/checkout/inventory-files.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { readFilesAtCommit } from "./files-at-commit.ts";
import { listFilesAtCommit, SymbolicLinkError } from "./tree-at-commit.ts";

/**
 * The inventory files `sha` has under the patterns' roots that the patterns match. Throws a
 * SymbolicLinkError when they cannot all be listed for a link: one at any level above a root
 * (LinkAboveRootError), or one under the patterns other than a document they name, which may be a
 * folder the checkout reads and no listing follows; a TreeListingError when GitHub cannot answer.
 */
export async function listDocumentsAtCommit(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  wanted: DocumentPaths,
): Promise<string[]> {
  const listed = await listFilesAtCommit(client, repository, sha, wanted.roots);
  // A link named as a document is read (files-at-commit.ts follows it to its file).
  const link = listed.links.find((path) => !wanted.matches(path) || !isInventoryFileName(path));
  if (link !== undefined)
    throw new SymbolicLinkError(
      `cannot list ${link} at commit ${sha}: it is a symbolic link under the inventory patterns, which may point to a folder the checkout reads and the listing cannot follow: replace the link with the folder or file it points to`,
    );
  return [...listed.files, ...listed.links].filter((path) => wanted.matches(path));
}

/** Each inventory file at `sha` that exists there; throws when GitHub cannot list or read them. */
export async function readDocumentsAtCommit(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  wanted: DocumentPaths,
): Promise<{ path: string; text: string }[]> {
  const under = await listDocumentsAtCommit(client, repository, sha, wanted);
  const paths = [...new Set([...wanted.paths, ...under])].sort(compareCodePoints);
  const read = await readFilesAtCommit(client, repository, sha, paths);
  return paths.flatMap((path, index) => {
    const file = read[index];
    return file === undefined ? [] : [{ path, text: file.text }];
  });
}

/**
 * Every file at `sha` under each of `roots` and its text; throws when GitHub cannot list or read
 * them, and for a symbolic link there, which the listing cannot follow.
 */
export async function readFilesUnder(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  roots: readonly string[],
): Promise<{ path: string; text: string }[]> {
  const { files, links } = await listFilesAtCommit(client, repository, sha, roots);
  const [link] = links;
  if (link !== undefined)
    throw new SymbolicLinkError(
      `cannot read ${link} at commit ${sha}: it is a symbolic link, which the listing cannot follow: replace it with the file it points to`,
    );
  const read = await readFilesAtCommit(client, repository, sha, files);
  return files.flatMap((path, index) => {
    const file = read[index];
    return file === undefined ? [] : [{ path, text: file.text }];
  });
}

// The inventory files at a commit: the paths asked for, and the files the commit itself has under
// the patterns' roots that they match, with their text. What the change record's base baselines
// are read from (core/evidence/records/base-baselines.ts).
import type { DocumentPaths } from "../../core/review/code-host.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { readFilesAtCommit } from "./files-at-commit.ts";
import { listFilesAtCommit } from "./tree-at-commit.ts";

/** Each inventory file at `sha` that exists there; throws when GitHub cannot list or read them. */
export async function readDocumentsAtCommit(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  wanted: DocumentPaths,
): Promise<{ path: string; text: string }[]> {
  const listed = await listFilesAtCommit(client, repository, sha, wanted.roots);
  const under = [...listed.files, ...listed.links].filter((path) => wanted.matches(path));
  const paths = [...new Set([...wanted.paths, ...under])].sort(compareCodePoints);
  const read = await readFilesAtCommit(client, repository, sha, paths);
  return paths.flatMap((path, index) => {
    const file = read[index];
    return file === undefined ? [] : [{ path, text: file.text }];
  });
}

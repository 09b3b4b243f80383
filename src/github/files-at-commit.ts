// Many files at one commit in one GraphQL query per FILES_PER_QUERY of them, whatever their number:
// `object(expression: "SHA:PATH")` under an alias each, the expression a variable (a path named
// by the repository never becomes query text). GitHub answers `null` for a path that does not
// exist there; anything else but a whole text blob (an error, a tree, a binary or truncated blob)
// cannot be read, and fails the read closed.
import { errorMessage } from "../core/shared/errors.ts";
import type { GitHubClient } from "./client.ts";
import type { Repository } from "./commit-range.ts";

/** Files read in one query: GitHub's usual page size, well under its node limit. */
export const FILES_PER_QUERY = 100;

/** What one alias selects: the blob's text and git blob SHA, with why the text may be partial. */
interface BlobNode {
  __typename: string;
  text?: string | null;
  oid?: string;
  isBinary?: boolean;
  isTruncated?: boolean;
}

interface FilesAnswer {
  repository: Record<string, BlobNode | null> | null;
}

/** The text and git blob SHA of a file that exists at the commit. */
export interface BlobAtCommit {
  text: string;
  sha: string;
}

function filesQuery(count: number): string {
  const indexes = Array.from({ length: count }, (_, index) => index);
  const variables = indexes.map((index) => `$e${index}: String!`).join(", ");
  const fields = indexes
    .map(
      (index) =>
        `f${index}: object(expression: $e${index}) { __typename ... on Blob { text oid isBinary isTruncated } }`,
    )
    .join("\n    ");
  return `query FilesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
}

/** The path an error of the answer names (its `path` is ["repository", "f3"]), if any. */
function pathOfError(error: unknown, paths: readonly string[]): string | undefined {
  const errors =
    typeof error === "object" && error !== null && "errors" in error && Array.isArray(error.errors)
      ? (error.errors as { path?: unknown }[])
      : [];
  for (const entry of errors) {
    const alias = Array.isArray(entry.path) ? String(entry.path[1] ?? "") : "";
    const index = /^f(\d+)$/.exec(alias)?.[1];
    if (index !== undefined && paths[Number(index)] !== undefined) return paths[Number(index)];
  }
  return undefined;
}

function cannotRead(path: string, sha: string, why: string, cause?: unknown): Error {
  return new Error(`cannot read ${path} at commit ${sha}: ${why}`, { cause });
}

/** The blob `node` holds for `path`; undefined for null (no such path at the commit). */
function blobOf(node: BlobNode | null | undefined, path: string, sha: string) {
  if (node === null) return undefined;
  if (node === undefined) throw cannotRead(path, sha, "GitHub's answer does not include it");
  if (node.__typename !== "Blob")
    throw cannotRead(path, sha, `it is a ${node.__typename}, not a file`);
  if (node.isBinary === true) throw cannotRead(path, sha, "GitHub reads it as a binary file");
  if (node.isTruncated === true || typeof node.text !== "string" || typeof node.oid !== "string")
    throw cannotRead(path, sha, "GitHub returns its text truncated (the file is too large)");
  return { text: node.text, sha: node.oid };
}

async function readBatch(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  paths: readonly string[],
): Promise<(BlobAtCommit | undefined)[]> {
  const variables: Record<string, string> = { owner: repository.owner, repo: repository.repo };
  paths.forEach((path, index) => (variables[`e${index}`] = `${sha}:${path}`));
  let answer: FilesAnswer;
  try {
    answer = await client.graphql<FilesAnswer>(filesQuery(paths.length), variables);
  } catch (error) {
    const named = pathOfError(error, paths);
    const what =
      named ??
      (paths.length === 1 ? paths[0]! : `${paths[0]} (and ${paths.length - 1} more files)`);
    throw cannotRead(what, sha, errorMessage(error), error);
  }
  const { repository: found } = answer;
  return paths.map((path, index) =>
    blobOf(found === null ? undefined : found[`f${index}`], path, sha),
  );
}

/**
 * Each of `paths` at commit `sha`, in order: its text and blob SHA, or undefined when it does not
 * exist there. Throws "cannot read PATH at commit SHA: why" for anything else.
 */
export async function readFilesAtCommit(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  paths: readonly string[],
): Promise<(BlobAtCommit | undefined)[]> {
  const files: (BlobAtCommit | undefined)[] = [];
  for (let start = 0; start < paths.length; start += FILES_PER_QUERY) {
    const batch = paths.slice(start, start + FILES_PER_QUERY);
    files.push(...(await readBatch(client, repository, sha, batch)));
  }
  return files;
}

// Many files at one commit in one GraphQL query per FILES_PER_QUERY of them, whatever their number:
// `object(expression: "SHA:PATH")` under an alias each, the expression a variable (a path named
// by the repository never becomes query text). GitHub answers `null` for a path that does not
// exist there; anything else but a whole text blob (an error, a tree, a binary or truncated blob)
// cannot be read, and fails the read closed. A symbolic link (its blob holds the target's path:
// told by its mode in its directory's entries, read in the same query) is followed once to a
// file inside the repository, as the contents API follows it; any other link cannot be read.
import { posix } from "node:path";
import { errorMessage } from "../../core/shared/errors.ts";
import { type GitHubClient, graphqlErrors } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { itemOrThrow } from "../../core/shared/collections.ts";

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

/** What a directory alias selects: its entries' names and git modes. */
interface TreeNode {
  entries?: { name: string; mode: number }[];
}

interface FilesAnswer {
  repository: Record<string, (BlobNode & TreeNode) | null> | null;
}

/** git's mode of a symbolic link, 0o120000. */
const SYMLINK_MODE = 0o120000;

/** The text and git blob SHA of a file that exists at the commit. */
export interface BlobAtCommit {
  text: string;
  sha: string;
}

/**
 * A group of aliases of one query: `${alias}0`, `${alias}1`, ... each `object(expression:
 * $${variable}N)` selecting `selection`, one per expression.
 */
export interface ObjectAliases {
  alias: string;
  variable: string;
  count: number;
  selection: string;
}

/**
 * The variables and the fields of a query of the repository's objects, every expression a
 * variable (never query text); each caller names its query in its own text, where the docs' list
 * of GitHub calls finds it.
 */
export function objectsQueryParts(groups: readonly ObjectAliases[]): {
  variables: string;
  fields: string;
} {
  const each = <T>(group: ObjectAliases, make: (index: number) => T) =>
    Array.from({ length: group.count }, (_, index) => make(index));
  const variables = groups
    .flatMap((group) => each(group, (index) => `$${group.variable}${index}: String!`))
    .join(", ");
  const fields = groups
    .flatMap((group) =>
      each(
        group,
        (index) =>
          `${group.alias}${index}: object(expression: $${group.variable}${index}) { ${group.selection} }`,
      ),
    )
    .join("\n    ");
  return { variables, fields };
}

/** The item of `items` whose alias (`${alias}N`) an error of the answer names, if any. */
export function itemOfError<T>(error: unknown, alias: string, items: readonly T[]): T | undefined {
  for (const entry of graphqlErrors(error)) {
    // An error's `path` names the alias it is about: ["repository", "f3"].
    const named = Array.isArray(entry.path) ? String(entry.path[1] ?? "") : "";
    const index = named.startsWith(alias) ? named.slice(alias.length) : "";
    if (/^\d+$/.test(index) && items[Number(index)] !== undefined) return items[Number(index)];
  }
  return undefined;
}

/** What a directory's alias selects: its entries' names and git modes. */
export const TREE_ENTRIES = "... on Tree { entries { name mode } }";

/** Each blob's text and digest, and each directory's entries (to tell a link by its mode). */
function filesQuery(count: number, directories: number): string {
  const { variables, fields } = objectsQueryParts([
    {
      alias: "f",
      variable: "e",
      count,
      selection: "__typename ... on Blob { text oid isBinary isTruncated }",
    },
    { alias: "d", variable: "d", count: directories, selection: TREE_ENTRIES },
  ]);
  return `query FilesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
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

/** A blob, or a symbolic link to follow: its target's path in the repository. */
type Read = BlobAtCommit | { link: string } | undefined;

/** A file to read: its path at a commit. */
interface FileAt {
  sha: string;
  path: string;
}

async function readBatch(
  client: GitHubClient,
  repository: Repository,
  files: readonly FileAt[],
): Promise<Read[]> {
  // Each file's directory at its commit, once: its entries tell a link by its mode.
  const directoryOf = ({ sha, path }: FileAt) => `${sha}:${posix.dirname(path)}`;
  const directories = new Map(
    files.map((file) => [directoryOf(file), { sha: file.sha, path: posix.dirname(file.path) }]),
  );
  const directoryKeys = [...directories.keys()];
  const variables: Record<string, string> = { owner: repository.owner, repo: repository.repo };
  files.forEach(({ sha, path }, index) => (variables[`e${index}`] = `${sha}:${path}`));
  [...directories.values()].forEach(
    ({ sha, path }, index) => (variables[`d${index}`] = `${sha}:${path === "." ? "" : path}`),
  );
  const paths = files.map(({ path }) => path);
  const commits = [...new Set(files.map(({ sha }) => sha))];
  const where = commits.length === 1 ? String(commits[0]) : `${commits.length} commits`;
  let answer: FilesAnswer;
  try {
    const query = filesQuery(files.length, directories.size);
    answer = await client.graphql<FilesAnswer>(query, variables);
  } catch (error) {
    const named = itemOfError(error, "f", paths);
    const [first = "", ...more] = paths;
    const what = named ?? (more.length === 0 ? first : `${first} (and ${more.length} more files)`);
    throw cannotRead(what, where, errorMessage(error), error);
  }
  const found = answer.repository ?? {};
  return files.map((file, index) => {
    const blob = blobOf(found[`f${index}`], file.path, file.sha);
    const entries = found[`d${directoryKeys.indexOf(directoryOf(file))}`]?.entries ?? [];
    const mode = entries.find((entry) => entry.name === posix.basename(file.path))?.mode;
    return blob !== undefined && mode === SYMLINK_MODE
      ? { link: linkTarget(file.path, blob.text, file.sha) }
      : blob;
  });
}

/** Where the link at `path` points, inside the repository; else it cannot be read. */
function linkTarget(path: string, target: string, sha: string): string {
  const resolved = posix.normalize(posix.join(posix.dirname(path), target));
  if (posix.isAbsolute(target) || resolved === ".." || resolved.startsWith("../"))
    throw cannotRead(path, sha, `it is a symbolic link to ${target}, outside the repository`);
  return resolved;
}

async function readBatches(
  client: GitHubClient,
  repository: Repository,
  files: readonly FileAt[],
): Promise<Read[]> {
  const read: Read[] = [];
  for (let start = 0; start < files.length; start += FILES_PER_QUERY) {
    const batch = files.slice(start, start + FILES_PER_QUERY);
    read.push(...(await readBatch(client, repository, batch)));
  }
  return read;
}

/**
 * Each of `paths` at commit `sha`, in order: its text and blob SHA, or undefined when it does not
 * exist there. Throws "cannot read PATH at commit SHA: why" for anything else. The targets of
 * symbolic links cost one more query per FILES_PER_QUERY of them, only when there are links.
 */
export async function readFilesAtCommit(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  paths: readonly string[],
): Promise<(BlobAtCommit | undefined)[]> {
  const read = await readBatches(
    client,
    repository,
    paths.map((path) => ({ sha, path })),
  );
  const links = read.flatMap((file) =>
    file !== undefined && "link" in file ? [{ sha, path: file.link }] : [],
  );
  const targets = links.length === 0 ? [] : await readBatches(client, repository, links);
  let next = 0;
  return read.map((file, index) => {
    if (file === undefined || !("link" in file)) return file;
    const target = targets[next++];
    if (target !== undefined && "link" in target)
      throw cannotRead(
        // targets were asked for `paths`, one answer per path in the same order.
        itemOrThrow(paths, index, "the paths asked"),
        sha,
        `it is a symbolic link to ${file.link}, itself a symbolic link: point the link at the file itself`,
      );
    return target;
  });
}

/**
 * The file at `path` at each of `shas`, in order (undefined where it does not exist), one query per
 * FILES_PER_QUERY commits: what a file declared at many commits costs when read commit by commit.
 * A symbolic link cannot be read here.
 */
export async function readFileAtCommits(
  client: GitHubClient,
  repository: Repository,
  path: string,
  shas: readonly string[],
): Promise<(BlobAtCommit | undefined)[]> {
  const read = await readBatches(
    client,
    repository,
    shas.map((sha) => ({ sha, path })),
  );
  return read.map((file, index) => {
    if (file === undefined || !("link" in file)) return file;
    throw cannotRead(
      path,
      itemOrThrow(shas, index, "the commits asked"),
      `it is a symbolic link to ${file.link}: keep the file itself there`,
    );
  });
}

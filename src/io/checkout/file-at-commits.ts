// One file (cip-ledger.yaml) at many commits of a clone, as `evidence verify --repository` reads
// the declarations in force before each record (core/evidence/chain/keys-in-force.ts): one
// `git cat-file --batch` for all of them, without a shell, bounded. Each commit is asked twice, as
// a commit (`<id>^{commit}`) and for the file (`<id>:<path>`), so that a commit the clone lacks is
// told from a commit without the file: the one is a clone to fetch again, the other a fact.
import { runGit } from "./git.ts";

const COMMIT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BOUNDS = { timeoutMs: 120_000, maxStdoutBytes: 256 * 1024 * 1024, bytes: true };

/** The file's text at each commit (undefined: the commit has none); or the commits not in the clone. */
export type FileAtCommits =
  { texts: Map<string, string | undefined> } | { missing: string[] } | { gitSaid: string };

/** `path` (from the repository's root) at each of `commits` in the clone `dir`. */
export async function fileAtCommits(
  dir: string,
  path: string,
  commits: readonly string[],
): Promise<FileAtCommits> {
  // A commit id comes from a record: anything but hex is no commit, and never reaches git's input.
  const asked = [...new Set(commits)].filter((commit) => COMMIT_ID.test(commit));
  const missing = commits.filter((commit) => !COMMIT_ID.test(commit));
  const input = asked.map((commit) => `${commit}^{commit}\n${commit}:${path}\n`).join("");
  const answer = await runGit(dir, ["cat-file", "--batch"], { ...BOUNDS, input });
  if (answer.code !== 0 || answer.bytes === undefined)
    return { gitSaid: answer.stderr.trim() || `git cat-file exited with ${answer.code}` };
  const objects = batchObjects(answer.bytes);
  const texts = new Map<string, string | undefined>();
  asked.forEach((commit, index) => {
    if (objects[2 * index] === undefined) missing.push(commit);
    else texts.set(commit, objects[2 * index + 1]?.toString("utf8"));
  });
  return missing.length > 0 ? { missing: [...new Set(missing)] } : { texts };
}

/** Each object `cat-file --batch` gave, in the order asked: its bytes, undefined when missing. */
function batchObjects(bytes: Buffer): (Buffer | undefined)[] {
  const objects: (Buffer | undefined)[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf(0x0a, at);
    if (end === -1) break;
    // "<id> <type> <size>", or "<asked> missing" (or "ambiguous"): sizes count bytes.
    const header = bytes.subarray(at, end).toString("utf8").split(" ");
    const size = Number(header[2]);
    if (header.length !== 3 || !Number.isSafeInteger(size)) {
      objects.push(undefined);
      at = end + 1;
      continue;
    }
    objects.push(bytes.subarray(end + 1, end + 1 + size));
    at = end + 1 + size + 1;
  }
  return objects;
}

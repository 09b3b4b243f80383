// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names); and one
// file at many commits of a clone (fileAtCommits), as `evidence verify --repository` reads the
// declarations in force before each record (core/evidence/chain/keys-in-force.ts): one
// `git cat-file --batch` for all of them, each commit asked twice, as a commit (`<id>^{commit}`)
// and for the file (`<id>:<path>`), so that a commit the clone lacks is told from a commit without
// the file: the one is a clone to fetch again, the other a fact.
import { spawn } from "node:child_process";

export interface GitAnswer {
  /** git's exit code; null when it was stopped (the time or output bound) or killed. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Standard output's bytes, when GitBounds.bytes asked for them. */
  bytes?: Buffer;
}

export interface GitBounds {
  /** Stop git after this long. */
  timeoutMs?: number;
  /** Stop git once its standard output passes this many bytes. */
  maxStdoutBytes?: number;
  /** Written to git's standard input (`cat-file --batch`), which is closed after it. */
  input?: string;
  /** Keep standard output's bytes too (GitAnswer.bytes): `cat-file --batch` counts sizes in bytes. */
  bytes?: boolean;
}

/**
 * git `args` in `dir`, paths unquoted (core.quotePath=false). Rejects only when git cannot be
 * started; a failing git resolves with its code and standard error, for the caller to judge.
 */
export function runGit(
  dir: string,
  args: readonly string[],
  bounds: GitBounds = {},
): Promise<GitAnswer> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
      stdio: ["pipe", "pipe", "pipe"],
      ...(bounds.timeoutMs === undefined ? {} : { timeout: bounds.timeoutMs }),
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let overflowed = false;
    child.stdout.on("data", (chunk: Buffer) => {
      outBytes += chunk.length;
      if (bounds.maxStdoutBytes !== undefined && outBytes > bounds.maxStdoutBytes) {
        overflowed = true;
        child.kill();
        return;
      }
      out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.stdin.on("error", () => {}); // git may exit before reading all of it: its code says why.
    child.stdin.end(bounds.input ?? "");
    child.on("error", reject);
    child.on("close", (code) => {
      const stdout = Buffer.concat(out);
      resolve({
        code: overflowed ? null : code,
        stdout: stdout.toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        ...(bounds.bytes === true ? { bytes: stdout } : {}),
      });
    });
  });
}

const COMMIT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BATCH_BOUNDS = { timeoutMs: 120_000, maxStdoutBytes: 256 * 1024 * 1024, bytes: true };

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
  const answer = await runGit(dir, ["cat-file", "--batch"], { ...BATCH_BOUNDS, input });
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

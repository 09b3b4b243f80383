// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names).
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

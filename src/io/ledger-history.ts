// Reads the history of a clone of the evidence branch with git: each commit, oldest first, with
// its author and the files under records/ it added, modified or deleted against its first parent.
// Judged in core/evidence/evidence-history.ts.
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { HistoryCommit } from "../core/evidence/evidence-history.ts";
import { RECORDS_DIR } from "../core/evidence/evidence-record.ts";

/** Whether `dir` is the top of a git checkout (it has .git, a directory or a worktree's file). */
export async function isGitCheckout(dir: string): Promise<boolean> {
  return (await stat(join(dir, ".git")).catch(() => undefined)) !== undefined;
}

const SEPARATOR = "\u0001";

/** The checkout's commits, oldest first; throws with git's message when git cannot read them. */
export async function readLedgerHistory(dir: string): Promise<HistoryCommit[]> {
  const output = await git(dir, [
    "log",
    "--first-parent",
    "--reverse",
    "--no-renames",
    "--name-status",
    `--format=${SEPARATOR}%H%x09%an%x09%ae`,
    "HEAD",
    "--",
    `${RECORDS_DIR}/`,
  ]);
  return output
    .split(SEPARATOR)
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const [header = "", ...lines] = block.split("\n");
      const [sha = "", name = "", email = ""] = header.split("\t");
      const changes = lines
        .filter((line) => line.includes("\t"))
        .map((line) => {
          const [status = "", path = ""] = line.split("\t");
          const kind = status === "A" || status === "M" || status === "D" ? status : "other";
          return { status: kind, path } as const;
        });
      return { sha, author: `${name} <${email}>`, authorName: name, changes };
    });
}

function git(dir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) =>
      reject(
        new Error(`git could not be started to read the history of ${dir} (${error.message})`),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else {
        const message = Buffer.concat(err).toString("utf8").trim().split("\n")[0];
        reject(new Error(`git could not read the history of ${dir}: ${message}`));
      }
    });
  });
}

// Reads the history of a clone of the evidence branch with git: each commit, oldest first, with
// its author and the files under records/ it added, modified or deleted against its first parent.
// Judged in core/evidence/evidence-history.ts.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { HistoryCommit } from "../core/evidence/evidence-history.ts";
import { RECORDS_DIR } from "../core/evidence/evidence-record.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { runGit } from "./git.ts";

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

async function git(dir: string, args: string[]): Promise<string> {
  const answer = await runGit(dir, args).catch((error: unknown) => {
    throw new Error(
      `git could not be started to read the history of ${dir} (${errorMessage(error)})`,
    );
  });
  if (answer.code === 0) return answer.stdout;
  const message = answer.stderr.trim().split("\n")[0];
  throw new Error(`git could not read the history of ${dir}: ${message}`);
}

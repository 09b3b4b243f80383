// A git clone of the evidence branch as a test builds it: commits by a named author (GitHub's
// committer, as for a commit made through the API), each adding sealed records as files.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";

/** The Action's writer, as GITHUB_TOKEN's commits name it. */
export const BOT = "github-actions[bot]";

export function git(dir: string, author: string, ...args: string[]): void {
  execFileSync("git", ["-C", dir, ...args], {
    env: {
      PATH: process.env.PATH ?? "",
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: `${author}@users.noreply.github.com`,
      GIT_COMMITTER_NAME: "GitHub",
      GIT_COMMITTER_EMAIL: "noreply@github.com",
      GIT_CONFIG_NOSYSTEM: "1",
      HOME: dir,
    },
    stdio: "ignore",
  });
}

/** One commit by `author` adding `sealed` (none: an empty commit). */
export async function commit(dir: string, author: string, sealed: readonly SealedRecord[]) {
  for (const { path, text } of sealed) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  git(dir, author, "add", "-A");
  git(dir, author, "commit", "-q", "--allow-empty", "-m", "ledger");
}

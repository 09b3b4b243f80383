// A git clone of the evidence branch as a test builds it: commits by a named author (GitHub's
// committer, as for a commit made through the API), each adding sealed records as files, and an
// operator's commit signed by a key.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createMessage, type PrivateKey, sign } from "openpgp";
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

/**
 * One commit by `author` adding `sealed` on the branch's head, signed by `key` as git signs one
 * (a `gpgsig` header over the commit's other lines): an operator's commit of a terminal's records,
 * on `branch` (the evidence branch unless a test keeps the ledger in another checkout's branch).
 */
export async function signedCommit(
  dir: string,
  author: string,
  sealed: readonly SealedRecord[],
  key: PrivateKey,
  branch = "cip-sync-evidence",
): Promise<void> {
  for (const { path, text } of sealed) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const read = (...args: string[]) =>
    execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
  git(dir, author, "add", "-A");
  const parent = read("rev-parse", "HEAD");
  const header = [
    `tree ${read("write-tree")}`,
    `parent ${parent}`,
    `author ${author} <${author}@users.noreply.github.com> 1767250800 +0000`,
    "committer GitHub <noreply@github.com> 1767250800 +0000",
  ].join("\n");
  const armored = (await sign({
    message: await createMessage({ binary: new TextEncoder().encode(`${header}\n\nledger\n`) }),
    signingKeys: key,
    detached: true,
  })) as string;
  const [first, ...rest] = armored.trimEnd().split("\n");
  const gpgsig = [`gpgsig ${first}`, ...rest.map((line) => ` ${line}`)].join("\n");
  const sha = execFileSync("git", ["-C", dir, "hash-object", "-t", "commit", "-w", "--stdin"], {
    input: `${header}\n${gpgsig}\n\nledger\n`,
    encoding: "utf8",
  }).trim();
  git(dir, author, "update-ref", `refs/heads/${branch}`, sha);
  git(dir, author, "reset", "-q", "--hard", sha);
}

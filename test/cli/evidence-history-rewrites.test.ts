// `evidence verify` on a clone walks every commit reachable from the head and authenticates the
// writer by signature: the orphan branch merged with `-s ours` onto the real tip (a fast-forward
// that "block force pushes" allows), a second root, a record forged under the writer's name, and a
// break-glass commit are each judged, with keys generated here and commits signed as git signs them.
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createMessage, generateKey, type PrivateKey, sign } from "openpgp";
import { beforeAll, describe, expect, it } from "vitest";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { runCliInProcess } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../support/evidence-records.ts";

const BOT = "github-actions[bot]";

function git(dir: string, args: string[], input?: string): string {
  return execFileSync("git", ["-C", dir, ...args], {
    env: {
      PATH: process.env.PATH ?? "",
      GIT_AUTHOR_NAME: BOT,
      GIT_AUTHOR_EMAIL: "bot@example.com",
      GIT_COMMITTER_NAME: "GitHub",
      GIT_COMMITTER_EMAIL: "noreply@github.com",
      GIT_CONFIG_NOSYSTEM: "1",
      HOME: dir,
    },
    encoding: "utf8",
    ...(input === undefined ? {} : { input }),
  }).trim();
}

async function stage(dir: string, sealed: readonly SealedRecord[]): Promise<void> {
  for (const { path, text } of sealed) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  git(dir, ["add", "-A"]);
}

/** A commit of the staged tree on `parents`, signed by `key` when given, as git writes one. */
async function commitObject(
  dir: string,
  parents: string[],
  author: string,
  key?: PrivateKey,
): Promise<string> {
  const tree = git(dir, ["write-tree"]);
  const header = [
    `tree ${tree}`,
    ...parents.map((parent) => `parent ${parent}`),
    `author ${author} <${author.replace(/\W/g, "")}@example.com> 1767250800 +0000`,
    "committer GitHub <noreply@github.com> 1767250800 +0000",
  ];
  const payload = `${header.join("\n")}\n\nledger\n`;
  let object = payload;
  if (key !== undefined) {
    const armored = (await sign({
      message: await createMessage({ binary: new TextEncoder().encode(payload) }),
      signingKeys: key,
      detached: true,
    })) as string;
    const [first, ...rest] = armored.trimEnd().split("\n");
    const gpgsig = [`gpgsig ${first}`, ...rest.map((line) => ` ${line}`)].join("\n");
    object = `${header.join("\n")}\n${gpgsig}\n\nledger\n`;
  }
  const sha = git(dir, ["hash-object", "-t", "commit", "-w", "--stdin"], object);
  git(dir, ["update-ref", "refs/heads/cip-sync-evidence", sha]);
  git(dir, ["reset", "-q", "--hard", sha]);
  return sha;
}

const drafts = [
  { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
  { draft: changeDraft("grid-east", 2), at: day(1) },
  { draft: monitoringDraft("grid-east", 3, true), at: day(2) },
];

let writer: { privateKey: PrivateKey; publicKey: string };
let operator: { privateKey: PrivateKey; publicKey: string };
let mallory: { privateKey: PrivateKey; publicKey: string };

beforeAll(async () => {
  const key = async (name: string) => {
    const { privateKey, publicKey } = await generateKey({
      type: "curve25519",
      userIDs: [{ name }],
      format: "object",
    });
    return { privateKey, publicKey: publicKey.armor() };
  };
  [writer, operator, mallory] = await Promise.all([key("web-flow"), key("dana"), key("mallory")]);
});

/**
 * A clone whose writer signed records 1-3, one commit each (in ledger/), and its keys beside it (in
 * keys/): made once, after the keys, and copied for each test.
 */
const template = directoryTemplate(async (root) => {
  const dir = join(root, "ledger");
  await mkdir(dir);
  git(dir, ["init", "-q", "-b", "cip-sync-evidence"]);
  const sealed = chainOf(drafts);
  const shas: string[] = [];
  for (const record of sealed) {
    await stage(dir, [record]);
    shas.push(await commitObject(dir, shas.slice(-1), BOT, writer.privateKey));
  }
  const keys = join(root, "keys");
  await mkdir(keys);
  await writeFile(join(keys, "writer.asc"), writer.publicKey);
  await writeFile(join(keys, "operators.asc"), operator.publicKey);
  return { sealed, shas };
});

/** A copy of the clone for one test: its directory, records, commit ids and keys' directory. */
async function clone() {
  const { dir: root, built } = await template();
  return { dir: join(root, "ledger"), keys: join(root, "keys"), ...built };
}

const verify = (dir: string, ...flags: string[]) =>
  runCliInProcess(["evidence", "verify", "--dir", ".", ...flags], { cwd: dir });

describe("evidence verify walks the whole history", () => {
  it("accepts the writer's signed history with --writer-key, without a warning", async () => {
    const { dir, keys } = await clone();
    const run = await verify(dir, "--writer-key", join(keys, "writer.asc"));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it("refuses an orphan rewrite merged onto the real tip with -s ours (a fast-forward)", async () => {
    const { dir, shas } = await clone();
    // The rewrite: records 1 and 3 only, 3 re-chained onto 1, on an orphan branch.
    git(dir, ["checkout", "-q", "--orphan", "rewrite"]);
    git(dir, ["rm", "-q", "-r", "--cached", "."]);
    await rm(join(dir, "records"), { recursive: true, force: true });
    const rewritten = chainOf([drafts[0]!, drafts[2]!]);
    await stage(dir, rewritten);
    git(dir, ["commit", "-q", "-m", "ledger"]);
    git(dir, ["merge", "-q", "-s", "ours", "--allow-unrelated-histories", "-m", "merge", shas[2]!]);
    const tip = git(dir, ["rev-parse", "HEAD"]);
    // The merge descends from the real tip: the push would be a fast-forward.
    expect(git(dir, ["merge-base", "--is-ancestor", shas[2]!, tip]) === "").toBe(true);
    const run = await verify(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`merges `);
    expect(run.stderr).toContain(
      "the evidence branch is linear, one commit after another, and a merge can join a rewritten history to the real one as a fast-forward",
    );
    expect(run.stderr).toContain("is a second root (the first is ");
  });

  it("refuses a record forged under the writer's name, unsigned or signed by another key", async () => {
    for (const key of [undefined, mallory.privateKey]) {
      const { dir, shas, keys } = await clone();
      const [forged] = chainOf([
        ...drafts,
        { draft: monitoringDraft("grid-east", 4, true), at: day(3) },
      ]).slice(3);
      await stage(dir, [forged!]);
      const sha = await commitObject(dir, [shas[2]!], BOT, key);
      const run = await verify(dir, "--writer-key", join(keys, "writer.asc"));
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `history: commit ${sha} by ${BOT} <githubactionsbot@example.com> adds records but is not signed by the writer's key (--writer-key): records added by anyone else are not evidence, whatever name they carry`,
      );
    }
  });

  it("says a --writer-key that holds no key is wrong, naming the flag", async () => {
    const { dir, keys } = await clone();
    await writeFile(join(keys, "empty.asc"), "not a key\n");
    const run = await verify(dir, "--writer-key", join(keys, "empty.asc"));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      `--writer-key ${join(keys, "empty.asc")} holds no OpenPGP public key`,
    );
  });
});

// `cip-sync evidence verify` on a git clone of the evidence branch walks its history: a record
// deleted, edited and re-chained, or added by another identity through ordinary commits (no force
// push) fails, though the chain of the files left may be intact.
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";
import { BOT, commit, git } from "../support/ledger-clone.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../support/evidence-records.ts";

const drafts = [
  { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
  { draft: changeDraft("grid-east", 2), at: day(1) },
  { draft: monitoringDraft("grid-east", 3, true), at: day(2) },
];

/** A clone whose bot wrote records 1-3, one commit each: made once, copied for each test. */
const template = directoryTemplate(async (dir) => {
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const sealed = chainOf(drafts);
  for (const record of sealed) await commit(dir, BOT, [record]);
  return sealed;
});

async function clone(): Promise<{ dir: string; sealed: SealedRecord[] }> {
  const { dir, built } = await template();
  return { dir, sealed: built };
}

const verify = (dir: string, ...flags: string[]) =>
  runCliInProcess(["evidence", "verify", "--dir", ".", ...flags], { cwd: dir });

describe("evidence verify on a git clone", () => {
  it("accepts a history the writer only appended to, warning that a name proves nobody", async () => {
    const { dir } = await clone();
    const run = await verify(dir);
    expect(run.stderr).toBe(
      "warning: history: the ledger's writer is recognised by its author name, which anyone can set on a commit: pass --writer-key with the writer's public signing key (GitHub's web-flow key for the commits the Action makes) to authenticate every record\n",
    );
    expect(run.code).toBe(0);
  });

  it("fails when the newest record was removed by an ordinary commit", async () => {
    const { dir, sealed } = await clone();
    await rm(join(dir, sealed[2]!.path));
    git(dir, "mallory", "commit", "-q", "-am", "tidy");
    const run = await verify(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `history: commit [0-9a-f]{40} by mallory <mallory@users.noreply.github.com> deleted ${sealed[2]!.path.replace(/\./g, "\\.")}: the ledger is append-only`,
      ),
    );
  });

  it("fails when records were edited and re-chained", async () => {
    const { dir, sealed } = await clone();
    const rewritten = chainOf([
      drafts[0]!,
      { ...drafts[1]!, draft: changeDraft("grid-east", 2, "failed") },
      drafts[2]!,
    ]);
    await commit(dir, BOT, rewritten.slice(1));
    const run = await verify(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`modified ${sealed[1]!.path}`);
  });

  it.each([
    [
      "extended by another identity",
      [],
      "by mallory <mallory@users.noreply.github.com> adds records, but the ledger's writer is github-actions[bot] (the author of its first record)",
    ],
    [
      "written by someone else than --writer",
      ["--writer", "cip-sync-bot[bot]"],
      "adds records, but the ledger's writer is cip-sync-bot[bot] (--writer)",
    ],
  ])("fails when %s", async (_, flags, expected) => {
    const { dir, sealed } = await clone();
    const [forged] = chainOf([
      ...drafts,
      { draft: monitoringDraft("grid-east", 4, true), at: day(3) },
    ]).slice(3);
    await commit(dir, "mallory", [forged!]);
    const run = await verify(dir, ...flags);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(expected);
    expect(sealed).toHaveLength(3);
  });

  it("refuses --writer when --dir is not a git clone", async () => {
    const dir = await temporaryDirectory();
    await mkdir(join(dir, "records"));
    const run = await verify(dir, "--writer", BOT);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "--writer needs the ledger's git history, and --dir . has none (no .git: a copy of the branch's files): give --dir a git clone of the evidence branch",
    );
  });
});

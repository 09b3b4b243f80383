// The history from a checkpoint's record's commit on (io/ledger/ledger-history.ts,
// readLedgerHistorySince): that commit and every one after it, and a refusal, saying why, when no
// commit adds the record or its commit is off the head's first-parent line (joined by a merge).
import { describe, expect, it } from "vitest";
import { readLedgerHistorySince } from "../../../src/io/ledger/ledger-history.ts";
import { temporaryDirectory } from "../../emulator/support.ts";
import { BOT, commit, git } from "../../support/ledger-clone.ts";
import { execFileSync } from "node:child_process";

const file = (path: string) => ({ path, text: `${path}\n` }) as never;
const head = (dir: string) =>
  execFileSync("git", ["-C", dir, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();

async function clone(): Promise<string> {
  const dir = await temporaryDirectory();
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  return dir;
}

describe("readLedgerHistorySince", () => {
  it("reads the commit that adds the record and every commit after it, oldest first", async () => {
    const dir = await clone();
    await commit(dir, BOT, [file("records/w/2026/01/a.json")]);
    await commit(dir, BOT, [file("records/w/2026/01/b.json")]);
    const since = head(dir);
    await commit(dir, BOT, [file("records/w/2026/01/c.json")]);
    const read = await readLedgerHistorySince(dir, "records/w/2026/01/b.json");
    expect(read.since).toBe(since);
    expect(read.commits.map(({ changes }) => changes.map(({ path }) => path))).toEqual([
      ["records/w/2026/01/b.json"],
      ["records/w/2026/01/c.json"],
    ]);
  });

  it("reads the commits before it that change a file the pathspecs match, with all they change", async () => {
    const dir = await clone();
    await commit(dir, BOT, [
      file("records/w/2026/01/a-cli.json"),
      file("records/w/2026/01/x.json"),
    ]);
    await commit(dir, BOT, [file("records/w/2026/01/b.json")]);
    await commit(dir, BOT, [file("records/w/2026/01/c.json")]);
    await commit(dir, BOT, [file("records/w/2026/01/d-cli.json")]);
    const read = await readLedgerHistorySince(dir, "records/w/2026/01/c.json", undefined, [
      ":(glob)records/w/**/*-cli.json",
    ]);
    expect(read.before.map(({ changes }) => changes.map(({ path }) => path))).toEqual([
      ["records/w/2026/01/a-cli.json", "records/w/2026/01/x.json"],
    ]);
    expect(read.commits).toHaveLength(2);
  });

  it("reads the whole history when the record's commit is the first", async () => {
    const dir = await clone();
    await commit(dir, BOT, [file("records/w/2026/01/a.json")]);
    await commit(dir, BOT, [file("records/w/2026/01/b.json")]);
    const read = await readLedgerHistorySince(dir, "records/w/2026/01/a.json");
    expect(read.commits).toHaveLength(2);
  });

  it.each([
    [
      "no commit adds the record",
      "records/w/2026/01/absent.json",
      "no commit of the branch adds records/w/2026/01/absent.json",
    ],
    [
      "the record's commit was joined by a merge",
      "records/w/2026/01/side.json",
      "is not on the first-parent line of the branch's head",
    ],
  ])("refuses, saying why, when %s", async (_, path, message) => {
    const dir = await clone();
    await commit(dir, BOT, [file("records/w/2026/01/a.json")]);
    git(dir, BOT, "checkout", "-q", "-b", "side");
    await commit(dir, BOT, [file("records/w/2026/01/side.json")]);
    git(dir, BOT, "checkout", "-q", "cip-sync-evidence");
    await commit(dir, BOT, [file("records/w/2026/01/main.json")]);
    git(dir, BOT, "merge", "-q", "--no-ff", "-m", "join", "side");
    await expect(readLedgerHistorySince(dir, path)).rejects.toThrow(message);
  });
});

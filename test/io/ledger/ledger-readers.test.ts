// `evidence verify`'s reader threads (io/ledger/ledger-readers.ts) give the chain check exactly
// what checking the files in one thread gives: the same breaks, the same records' facts in the
// same order, and the same error for a file that cannot be read, once the files before it were
// taken. The readers run the sources' bin entry, as the bundle runs its own.
import { writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LedgerChecker } from "../../../src/core/evidence/chain/chain-check.ts";
import { walkLedgerDirectory } from "../../../src/io/ledger/ledger-files.ts";
import {
  checkLedgerFiles,
  checkWithReaders,
  LedgerReaders,
  parsesAhead,
  readersFor,
  type RecordsTaker,
} from "../../../src/io/ledger/ledger-readers.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { driftCheckLedger, SOURCE_BIN_ENTRY as ENTRY } from "../../support/evidence-records.ts";

/** More files than three readers are sent at once (4 batches of 48 each), so that batches wait. */
const RECORDS = 600;

/** Three workspaces' chains, one record edited, one not JSON, a stray listing and a stray file. */
async function brokenLedger(): Promise<string> {
  const { dir, sealed } = await driftCheckLedger(RECORDS);
  const edited = sealed[300]!;
  await writeFile(join(dir, edited.path), edited.text.replace('"in_sync"', '"in_sync" '));
  await writeFile(join(dir, sealed[400]!.path), "{ not json");
  await writeFile(join(dir, `${sealed[500]!.path.slice(0, -".json".length)}.listing`), "[]");
  await writeFile(join(dir, "records", "README.md"), "the ledger");
  return dir;
}

/**
 * Checks `paths` of `dir` in this thread, or with `readers` reader threads (three: batches go
 * round them, and come back in another order than they were sent).
 */
async function check(dir: string, paths: Iterable<string>, readers: number | undefined) {
  const checker = new LedgerChecker({ keepRecords: true });
  await (readers === undefined
    ? checkLedgerFiles(dir, paths, checker, undefined)
    : checkWithReaders(new LedgerReaders(ENTRY, readers, dir, false), dir, paths, checker));
  return checker;
}

describe("checkLedgerFiles with reader threads", () => {
  it("gives the chain check what checking in one thread gives", async () => {
    const dir = await brokenLedger();
    const paths = await walkLedgerDirectory(dir, "--dir");
    const alone = (await check(dir, paths(), undefined)).result();
    const pooled = (await check(dir, paths(), 3)).result();
    expect(alone.breaks.map((found) => found.kind)).toEqual([
      "invalid",
      "misplaced",
      "edited",
      "deleted",
    ]);
    expect(alone.recordCount).toBe(RECORDS - 1);
    expect(pooled).toEqual(alone);
  });

  it("gives each record's bytes during its take only: each batch's buffer is let go once taken", async () => {
    const { dir, sealed } = await driftCheckLedger(RECORDS);
    const paths = await walkLedgerDirectory(dir, "--dir");
    const kept: Uint8Array[] = [];
    const digests: string[] = [];
    const records: RecordsTaker = {
      workspaces: new Set(sealed.map(({ record }) => record.workspace)),
      readersWait: false,
      take(path, sha256, bytes) {
        expect(sha256Hex(bytes)).toBe(sha256);
        digests.push(sha256);
        kept.push(bytes);
      },
    };
    const checker = new LedgerChecker({ keepRecords: false });
    await checkWithReaders(new LedgerReaders(ENTRY, 2, dir, false), dir, paths(), checker, records);
    expect(digests).toHaveLength(RECORDS);
    // A view kept past its take is of a buffer let go: empty, whatever the record was.
    expect(kept.filter((bytes) => bytes.byteLength > 0)).toEqual([]);
  });

  it("reads a file larger than a reader's buffer whole", async () => {
    const { dir, sealed } = await driftCheckLedger(40);
    // Still the same record, but not the bytes its successor hashed: 200,000 spaces after it.
    const padded = `${sealed[20]!.text}${" ".repeat(200_000)}`;
    await writeFile(join(dir, sealed[20]!.path), padded);
    const paths = await walkLedgerDirectory(dir, "--dir");
    const alone = (await check(dir, paths(), undefined)).result();
    const pooled = (await check(dir, paths(), 2)).result();
    expect(pooled).toEqual(alone);
    expect(alone.breaks.map((found) => found.message).join("\n")).toContain(
      `has SHA-256 ${sha256Hex(padded)}`,
    );
  });

  it("throws a file's read error at its turn, as one thread does, after the files before it", async () => {
    const dir = await brokenLedger();
    const listed = [...(await walkLedgerDirectory(dir, "--dir"))()];
    // A file gone between the listing and its read, in name order after the first 200.
    const paths = [...listed.slice(0, 200), `${listed[199]!}.gone`, ...listed.slice(200)];
    const errors: unknown[] = [];
    const taken = [];
    for (const readers of [undefined, 2]) {
      const checker = new LedgerChecker({ keepRecords: true });
      errors.push(
        await (
          readers === undefined
            ? checkLedgerFiles(dir, paths, checker, undefined)
            : checkWithReaders(new LedgerReaders(ENTRY, readers, dir, false), dir, paths, checker)
        ).catch((error: unknown) => error),
      );
      taken.push(checker.result().records.map((record) => record.path));
    }
    expect(errors[0]).toBeInstanceOf(Error);
    expect((errors[1] as Error).message).toBe((errors[0] as Error).message);
    expect((errors[1] as { code?: string }).code).toBe("ENOENT");
    expect(taken[1]).toEqual(taken[0]);
    // The first 200 files: records/README.md and 199 records.
    expect(taken[0]).toHaveLength(199);
  });

  // The handover's judging thread, which the readers wait on, reads a batch itself while the next
  // it takes is still being read: a reader's start (an isolate and the sources) is reason enough.
  it.each([
    ["every file", 0],
    ["a file gone after the first 200", 200],
  ])("reads batches in the taker's thread while a reader is behind: %s", async (_, goneAfter) => {
    const dir = await brokenLedger();
    const listed = [...(await walkLedgerDirectory(dir, "--dir"))()];
    const paths =
      goneAfter === 0
        ? listed
        : [...listed.slice(0, goneAfter), `${listed[goneAfter - 1]!}.gone`, ...listed.slice(200)];
    const runs = [];
    for (const readersWait of [false, true]) {
      let asked = 0;
      const readers = new (class extends LedgerReaders {
        override ask(request: Parameters<LedgerReaders["ask"]>[0]) {
          asked++;
          return super.ask(request);
        }
      })(ENTRY, 1, dir, readersWait);
      const taken: string[] = [];
      const records: RecordsTaker = {
        workspaces: new Set(["grid-east", "grid-west", "grid-north"]),
        readersWait,
        take: (path, sha256, bytes) => {
          expect(sha256Hex(bytes)).toBe(sha256);
          taken.push(path);
        },
      };
      const checker = new LedgerChecker({ keepRecords: true });
      const error = await checkWithReaders(readers, dir, paths, checker, records).then(
        () => undefined,
        (thrown: unknown) => (thrown as Error).message,
      );
      runs.push({ error, taken, result: checker.result(), asked });
    }
    const [sent, readHere] = runs;
    expect(readHere!.error).toBe(sent!.error);
    expect(readHere!.error === undefined).toBe(goneAfter === 0);
    expect(readHere!.taken).toEqual(sent!.taken);
    expect(readHere!.result).toEqual(sent!.result);
    // Each batch of 48 files is sent to the reader, or read in the taker's thread.
    if (goneAfter === 0) {
      expect(sent!.asked).toBe(Math.ceil(listed.length / 48));
      expect(readHere!.asked).toBeLessThan(sent!.asked);
    }
  });

  // A batch was once sent after every take, unchecked, so each batch the taker read itself added
  // one: at 100,000 signed records the handover had 505 batches out (issue 99).
  it("keeps at most 4 batches a reader out, however many the taker reads itself", async () => {
    const dir = await brokenLedger();
    const listed = [...(await walkLedgerDirectory(dir, "--dir"))()];
    let out = 0;
    let most = 0;
    let asked = 0;
    // A reader slower than the taker: its answers come one at a time, each a few milliseconds on.
    let answered: Promise<unknown> = Promise.resolve();
    const readers = new (class extends LedgerReaders {
      override ask(request: Parameters<LedgerReaders["ask"]>[0]) {
        asked++;
        most = Math.max(most, ++out);
        const answer = super.ask(request);
        const slowed = answered
          .then(() => answer)
          .then(async (result) => {
            await sleep(5);
            return result;
          });
        answered = slowed.catch(() => {});
        return slowed.finally(() => out--);
      }
    })(ENTRY, 1, dir, true);
    const taken: string[] = [];
    const records: RecordsTaker = {
      workspaces: new Set(["grid-east", "grid-west", "grid-north"]),
      readersWait: true,
      take: (path) => taken.push(path),
    };
    const checker = new LedgerChecker({ keepRecords: true });
    await checkWithReaders(readers, dir, listed, checker, records);
    expect(most).toBe(4);
    // The taker read some batches itself, and was given every record once, in order.
    expect(asked).toBeLessThan(Math.ceil(listed.length / 48));
    expect(taken).toEqual([...new Set(taken)].sort());
    expect(checker.result().recordCount).toBe(RECORDS - 1);
  });

  it("checks in this thread a checker that takes records: the readers hand back links only", async () => {
    const dir = await brokenLedger();
    const paths = await walkLedgerDirectory(dir, "--dir");
    const visited: number[] = [];
    const checker = new LedgerChecker({
      keepRecords: false,
      visit: (entry) => visited.push(entry.record.sequence),
    });
    // Readers started all the same are closed, and the files checked here.
    await checkLedgerFiles(dir, paths(), checker, new LedgerReaders(ENTRY, 2, dir, false));
    expect(visited).toHaveLength(RECORDS - 1);
  });

  it("throws the error of a reader that stopped before the walk asked it anything", async () => {
    const dir = await brokenLedger();
    const paths = await walkLedgerDirectory(dir, "--dir");
    const exiting = new URL("data:text/javascript,process.exit(3)");
    const readers = new LedgerReaders(exiting, 2, dir, false);
    // Both have stopped by the time the listing is read, as they may while verify reads it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const checker = new LedgerChecker({ keepRecords: true });
    await expect(checkWithReaders(readers, dir, paths(), checker)).rejects.toThrow(
      "a ledger reader stopped (exit code 3)",
    );
    expect(checker.result().recordCount).toBe(0);
  });

  it("throws the error of a reader that stops during the walk, at the first batch it had", async () => {
    const dir = await brokenLedger();
    const paths = await walkLedgerDirectory(dir, "--dir");
    const exiting = new URL("data:text/javascript,process.exit(4)");
    const checker = new LedgerChecker({ keepRecords: true });
    await expect(
      checkWithReaders(new LedgerReaders(exiting, 1, dir, false), dir, paths(), checker),
    ).rejects.toThrow("a ledger reader stopped (exit code 4)");
  });
});

describe("readersFor", () => {
  // Each reader is an isolate with the bundle loaded: a runner of many cores must not pay a reader
  // per core.
  // Readers the taker's thread holds back (the handover's judging) leave it a core of its own.
  it.each([
    [1, 0, 0],
    [2, 2, 1],
    [3, 3, 2],
    [4, 4, 3],
    [5, 4, 4],
    [64, 4, 4],
  ])("%i cores: %i readers, %i when they wait on the taker", (cores, readers, waiting) => {
    expect(readersFor(cores)).toBe(readers);
    expect(readersFor(cores, true)).toBe(waiting);
  });
});

describe("parsesAhead", () => {
  // The readers take the carried files' parsing from the taker's thread only while it is behind
  // them (the batch it took was back before it asked); verify's checkpoints are never behind.
  const taker = (readersWait: boolean): RecordsTaker => ({
    workspaces: new Set(),
    readersWait,
    take: () => {},
  });
  it.each([
    [true, 0, true],
    [true, 0.99, true],
    [true, 1, false],
    [true, 250, false],
    [false, 0, false],
    [false, 250, false],
  ])("readers wait on the taker: %s, it waited %f ms: parse ahead %s", (wait, waited, ahead) => {
    expect(parsesAhead(taker(wait), waited)).toBe(ahead);
  });
});

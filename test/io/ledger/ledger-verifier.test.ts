// The ledger verified on a second thread (io/ledger/ledger-verifier.ts) must hand the judging
// thread exactly what verifying it in that thread hands it: every valid record, parsed alike, with
// its SHA-256 and path, in name order, and the same breaks; an error thrown where a record is
// judged must stop the verification and be the command's error. The thread runs the bin entry from
// source here (the bundle's is run by test/cli/ledger-worker.e2e.test.ts).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { walkLedgerDirectory } from "../../../src/io/ledger/ledger-files.ts";
import { verifyLedger } from "../../../src/io/ledger/ledger-verifier.ts";
import { driftCheckLedger, SOURCE_BIN_ENTRY as ENTRY } from "../../support/evidence-records.ts";

/** A checkout of `count` drift checks (more than the 8 batches of 64 a thread may have out). */
async function ledgerOf(count: number): Promise<string> {
  return (await driftCheckLedger(count)).dir;
}

/** What verifyLedger hands `visit`, and the breaks, in a second thread (`entry`) or in this one. */
async function visited(dir: string, entry: URL | undefined) {
  const visits: { entry: HashedRecord; path: string }[] = [];
  const paths = await walkLedgerDirectory(dir, "--dir");
  const breaks = await verifyLedger(dir, paths, entry, (record, path) =>
    visits.push({ entry: record, path }),
  );
  return { visits, breaks };
}

describe("verifying the ledger in a second thread", () => {
  it("hands every record as this thread's verification does, in name order", async () => {
    const dir = await ledgerOf(700);
    const threaded = await visited(dir, ENTRY);
    expect(threaded.breaks).toEqual([]);
    expect(threaded.visits).toHaveLength(700);
    expect(threaded).toEqual(await visited(dir, undefined));
  });

  it("finds the same breaks, and hands the same valid records", async () => {
    const dir = await ledgerOf(90);
    const here = await visited(dir, undefined);
    // An edited record (its successor names other bytes) and a file that is no record.
    const edited = here.visits[40]!.path;
    const record = JSON.parse(await readFile(join(dir, edited), "utf8")) as object;
    await writeFile(join(dir, edited), JSON.stringify({ ...record, tool_version: "9.9.9" }));
    await writeFile(join(dir, "records/grid-east/2026/01/stray.json"), "{");
    const threaded = await visited(dir, ENTRY);
    expect(threaded.breaks.map(({ kind, file }) => ({ kind, file }))).toEqual(
      expect.arrayContaining([
        { kind: "invalid", file: "records/grid-east/2026/01/stray.json" },
        expect.objectContaining({ kind: "edited" }),
      ]),
    );
    expect(threaded).toEqual(await visited(dir, undefined));
  });

  it("stops where judging a record throws, with that error", async () => {
    const dir = await ledgerOf(700);
    let seen = 0;
    const judging = verifyLedger(dir, await walkLedgerDirectory(dir, "--dir"), ENTRY, () => {
      seen++;
      if (seen === 300) throw new Error("judging failed at the 300th record");
    });
    await expect(judging).rejects.toThrow("judging failed at the 300th record");
    expect(seen).toBe(300);
  });

  it("says a missing ledger as this thread does", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cip-ledger-verifier-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const message = /has no records\/ directory/;
    // In this thread the caller's walk says it; the verification thread walks the checkout itself.
    await expect(walkLedgerDirectory(dir, "--dir")).rejects.toThrow(message);
    await expect(
      verifyLedger(
        dir,
        () => [],
        ENTRY,
        () => {},
      ),
    ).rejects.toThrow(message);
  });
});

// A record without in_force after one that carries it (issue 88, item 3): the 0.2.0 rule, "start
// the fold afresh", holds only before the first record that carries one. After it, the writer's
// record without one is a break; one sealed from the command line (an operator's, or another
// workflow's posing as one) is passed over, so it neither puts the genesis back in force nor stops
// every later run.
import { describe, expect, it } from "vitest";
import { judgeLedgerAuthority } from "../../../src/core/evidence/chain/ledger-authority.ts";
import {
  type ChainHead,
  sealRecord,
  serializeRecord,
} from "../../../src/core/evidence/chain/record-files.ts";
import type { LedgerFile } from "../../../src/core/evidence/chain/evidence-chain.ts";
import type {
  EvidenceDraft,
  EvidenceRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  breakGlassDraft,
  changeDraft,
  configurationMonitoringDraft,
  day,
  MERGE_SHA,
  monitoringDraft,
} from "../../support/evidence-records.ts";
import { verifyLedger } from "../../support/ledger-check.ts";

/** Seals `drafts` in order; those in `stripped` without in_force, as a writer of 0.2.0 or a forger. */
function ledgerOf(drafts: readonly EvidenceDraft[], stripped: ReadonlySet<number>): LedgerFile[] {
  let head: ChainHead | undefined;
  return drafts.map((draft, index) => {
    const sealed = sealRecord(draft, head, day(index));
    const record = { ...sealed.record } as EvidenceRecord;
    if (stripped.has(index)) delete record.in_force;
    const text = serializeRecord(record);
    head = { record, bytes: Buffer.from(text) };
    return { path: sealed.path, bytes: Buffer.from(text) };
  });
}

function judged(files: readonly LedgerFile[]) {
  const { records, breaks } = verifyLedger(files);
  const authority = judgeLedgerAuthority({
    branch: "cip-sync-evidence",
    workspace: "default",
    branchCommit: "ce".repeat(20),
    records: records.map(({ record, sha256 }) => ({ record, sha256 })),
    start: "first-record",
    kept: undefined,
  });
  return { breaks: breaks.map(({ message }) => message), authority };
}

const ACCEPTED = changeDraft("default", 2);
const DRIFT = monitoringDraft("default", 1, true);
const BREAK_GLASS = breakGlassDraft(changeDraft("default", 3));
const COLLECTOR = configurationMonitoringDraft("default", 4, [], day(2));

describe("a record without in_force after one that carries it", () => {
  it("from the command line (a break-glass record) is passed over: the accepted merge stays in force", () => {
    const { breaks, authority } = judged(ledgerOf([DRIFT, ACCEPTED, BREAK_GLASS], new Set([2])));
    expect(breaks).toEqual([]);
    expect(authority).toEqual({
      kind: "in-force",
      inForce: { sequence: 2, commit: MERGE_SHA },
      from: "accepted-merge",
    });
  });

  it("from the command line (a collector's file) is passed over", () => {
    const files = ledgerOf([DRIFT, ACCEPTED, COLLECTOR], new Set([2]));
    const { breaks, authority } = judged(files);
    expect(breaks).toEqual([]);
    expect(authority).toMatchObject({ kind: "in-force", inForce: { sequence: 2 } });
  });

  it("from the writer is a break, never a restart that puts the genesis back in force", () => {
    const files = ledgerOf([DRIFT, ACCEPTED, DRIFT], new Set([2]));
    const { breaks } = judged(files);
    expect(breaks).toEqual([
      expect.stringContaining(
        "carries no in_force, but record #2 before it does: only a ledger begun with 0.2.0 has records without it, all before the first that carries one, so it is not the writer's",
      ),
    ]);
  });

  it("before any record carries one (a 0.2.0 ledger) starts the fold afresh, as 0.2.0 did", () => {
    const files = ledgerOf([DRIFT, ACCEPTED, DRIFT], new Set([0, 1, 2]));
    const { breaks, authority } = judged(files);
    expect(breaks).toEqual([]);
    // The last record, carrying none, reads alone: no accepted merge, so the genesis is in force.
    expect(authority).toEqual({
      kind: "in-force",
      inForce: { sequence: 1, commit: MERGE_SHA },
      from: "genesis",
    });
  });

  it("the writer seals after a command-line record without in_force with the fold's pointer", () => {
    const files = ledgerOf([DRIFT, ACCEPTED, BREAK_GLASS], new Set([2]));
    const { records } = verifyLedger(files);
    const last = records.at(-1)!;
    const head = { record: last.record, bytes: files.at(-1)!.bytes };
    const folded = { sequence: 2, commit: MERGE_SHA };
    const next = sealRecord(DRIFT, { ...head, inForce: folded }, day(9));
    expect(next.record.in_force).toEqual(folded);
    const after = [...files, { path: next.path, bytes: Buffer.from(next.text) }];
    expect(judged(after).breaks).toEqual([]);
    expect(next.record.previous_sha256).toBe(sha256Hex(head.bytes));
  });
});

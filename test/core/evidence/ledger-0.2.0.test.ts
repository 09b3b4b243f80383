// Issue 78, item 5: a ledger written by the 0.2.0 bundle itself (test/fixtures/ledger-0.2.0/, built
// once by its build.ts from the release commit), not one a test builds. Its records predate
// `in_force`: a drift check that began it, an accepted merge, then a refused one merged anyway.
// Today's writer appends one record on its head (sealRecord, as the drift check's write does), and
// the gate's judgement of what is in force (judgeLedgerAuthority) is then evidence verify's (its
// LedgerChecker, through verifyLedger: no break) and the checkpoint's fold's (WorkspaceFold): the
// refused merge's commit is never in force, and nothing refuses with "run 'cip-sync evidence
// verify'".
import { describe, expect, it } from "vitest";
import { WorkspaceFold } from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import type { EvidenceRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import type { LedgerFile } from "../../../src/core/evidence/chain/evidence-chain.ts";
import { judgeLedgerAuthority } from "../../../src/core/evidence/chain/ledger-authority.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { changeDraft } from "../../support/evidence-records.ts";
import { verifyLedger } from "../../support/ledger-check.ts";
import {
  LEDGER_0_2_0_COMMITS,
  LEDGER_0_2_0_WORKSPACE as WORKSPACE,
  ledger020Files,
  recordOfFile as recordOf,
  sealedOnHead,
  todaysDriftCheck,
} from "../../support/ledger-0.2.0.ts";

const { begun: BEGUN_AT, accepted: ACCEPTED_MERGE, refused: REFUSED_MERGE } = LEDGER_0_2_0_COMMITS;

/** The fixture with today's drift check sealed on its head. */
async function withTodaysRecord(): Promise<{ files: LedgerFile[]; today: EvidenceRecord }> {
  const { files, record } = sealedOnHead(await ledger020Files(), todaysDriftCheck());
  return { files, today: record };
}

function gateOf(files: readonly LedgerFile[]) {
  return judgeLedgerAuthority({
    branch: "cip-sync-evidence",
    workspace: WORKSPACE,
    branchCommit: "ce".repeat(20),
    records: files.map((file) => ({ record: recordOf(file), sha256: sha256Hex(file.bytes) })),
    start: "first-record",
    kept: undefined,
  });
}

describe("a ledger written by the 0.2.0 bundle (issue 78, item 5)", () => {
  it("holds what 0.2.0 wrote: a drift check, an accepted merge, a refused one, none carrying in_force", async () => {
    const records = (await ledger020Files()).map(recordOf);
    expect(
      records.map((record) => ({
        sequence: record.sequence,
        tool_version: record.tool_version,
        carries_in_force: "in_force" in record,
        what:
          record.kind === "change"
            ? `${record.change.outcome} ${record.change.merge_sha}`
            : record.kind === "monitoring"
              ? `drift check ${record.monitoring.commit}`
              : record.kind,
      })),
    ).toEqual([
      {
        sequence: 1,
        tool_version: "0.2.0",
        carries_in_force: false,
        what: `drift check ${BEGUN_AT}`,
      },
      {
        sequence: 2,
        tool_version: "0.2.0",
        carries_in_force: false,
        what: `applied ${ACCEPTED_MERGE}`,
      },
      {
        sequence: 3,
        tool_version: "0.2.0",
        carries_in_force: false,
        what: `not-approved ${REFUSED_MERGE}`,
      },
    ]);
    expect(verifyLedger(await ledger020Files()).breaks).toEqual([]);
  });

  it("is judged from the genesis before any record of today's writer, as the checkpoint's fold has it", async () => {
    // The upgrade's own pull request is judged so: no pointer written yet, the same one fold.
    const files = await ledger020Files();
    const fold = WorkspaceFold.start(WORKSPACE, { asOf: "2027-01-01", calendar: DEFAULT_CALENDAR });
    for (const file of files) fold.add({ record: recordOf(file), sha256: sha256Hex(file.bytes) });
    expect(fold.factsInForce.inForce).toBeNull();
    expect(gateOf(files)).toEqual({
      kind: "in-force",
      inForce: { sequence: 1, commit: BEGUN_AT },
      from: "genesis",
    });
  });

  it("is judged by the gate as verify and the checkpoint's fold judge it, once today's writer appended a record", async () => {
    const { files, today } = await withTodaysRecord();
    // verify passes, so the pointer today's writer sealed is the fold verify recomputes.
    expect(verifyLedger(files).breaks).toEqual([]);
    const fold = WorkspaceFold.start(WORKSPACE, { asOf: "2027-01-01", calendar: DEFAULT_CALENDAR });
    for (const file of files) fold.add({ record: recordOf(file), sha256: sha256Hex(file.bytes) });
    expect(fold.factsInForce.inForce).toEqual(today.in_force);
    // The writer read the refused merge's record alone: no accepted merge in force after it (0.2.0
    // recorded none as a pointer), so the gate judges from the genesis, the commit the ledger began
    // at; never from the refused merge.
    expect(today.in_force).toBeNull();
    const gate = gateOf(files);
    expect(gate).toEqual({
      kind: "in-force",
      inForce: { sequence: 1, commit: BEGUN_AT },
      from: "genesis",
    });
    expect(JSON.stringify(gate)).not.toContain(REFUSED_MERGE);
  });

  it("puts the next accepted merge, sealed by today's writer, in force, as verify does", async () => {
    const { files } = await withTodaysRecord();
    const draft = changeDraft(WORKSPACE, 5001, "applied");
    if (draft.kind !== "change") throw new Error("a merge's draft");
    const next = "c9".repeat(20);
    const sealed = sealedOnHead(files, {
      ...draft,
      change: { ...draft.change, base_sha: REFUSED_MERGE, merge_sha: next },
    });
    const ledger = sealed.files;
    expect(verifyLedger(ledger).breaks).toEqual([]);
    expect(sealed.record.in_force).toEqual({ sequence: 5, commit: next });
    expect(gateOf(ledger)).toEqual({
      kind: "in-force",
      inForce: { sequence: 5, commit: next },
      from: "accepted-merge",
    });
  });
});

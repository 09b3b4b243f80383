// Issue 78, item 5: one fold of what is in force. Over generated ledgers whose first records were
// sealed before records carried `in_force` (as 0.2.0 wrote them: accepted and refused merges, drift
// checks), then today's writer's records, the four readers agree: the writer's pointer in each new
// record (sealRecord), evidence verify's checker (no in-force break), the checkpoint's fold
// (WorkspaceFold) and the gate (judgeLedgerAuthority, never a refusal of a genuine ledger).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgeLedgerAuthority } from "../../../src/core/evidence/chain/ledger-authority.ts";
import { LedgerChecker } from "../../../src/core/evidence/chain/chain-check.ts";
import {
  recordPath,
  sealRecord,
  serializeRecord,
} from "../../../src/core/evidence/chain/record-files.ts";
import type {
  EvidenceDraft,
  EvidenceRecord,
  HashedRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { WorkspaceFold } from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { changeDraft, monitoringDraft } from "../../support/evidence-records.ts";

const WORKSPACE = "default";
const sha = (n: number) => n.toString(16).padStart(40, "0");
type Step = "accepted" | "refused" | "drift";

function draftOf(step: Step, index: number): EvidenceDraft {
  if (step === "drift") {
    const check = monitoringDraft(WORKSPACE, index, true);
    if (check.kind !== "monitoring") throw new Error("a drift check's draft");
    return { ...check, monitoring: { ...check.monitoring, commit: sha(1000 + index) } };
  }
  const draft = changeDraft(WORKSPACE, index, step === "accepted" ? "applied" : "policy");
  return {
    ...draft,
    change: { ...draft.change, base_sha: sha(1000 + index), merge_sha: sha(2000 + index) },
  };
}

/** The ledger: the first `legacy` records without `in_force` (0.2.0's), each sealed on the last. */
function ledgerOf(steps: readonly Step[], legacy: number): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  let head: { record: EvidenceRecord; bytes: Buffer } | undefined;
  steps.forEach((step, index) => {
    const sealed = sealRecord(
      draftOf(step, index + 1),
      head,
      new Date(Date.UTC(2026, 0, 1, 0, index)),
    );
    const record = { ...sealed.record };
    if (index < legacy) delete (record as { in_force?: unknown }).in_force;
    const text = serializeRecord(record);
    head = { record, bytes: Buffer.from(text) };
    files.push({ path: recordPath(record), text });
  });
  return files;
}

const steps = fc.array(fc.constantFrom<Step>("accepted", "refused", "drift"), {
  minLength: 1,
  maxLength: 12,
});

describe("one fold of what is in force (issue 78, item 5)", () => {
  it("the writer, the checker, the checkpoint's fold and the gate agree on ledgers begun before in_force", () => {
    fc.assert(
      fc.property(steps, fc.nat(12), (generated, legacyCount) => {
        const legacy = Math.min(legacyCount, generated.length);
        const files = ledgerOf(generated, legacy);
        const checker = new LedgerChecker({ keepRecords: false });
        const fold = WorkspaceFold.start(WORKSPACE, {
          asOf: "2026-06-01",
          calendar: DEFAULT_CALENDAR,
        });
        const records: HashedRecord[] = [];
        for (const file of files) {
          const bytes = Buffer.from(file.text);
          checker.add({ path: file.path, bytes });
          const record = JSON.parse(file.text) as EvidenceRecord;
          records.push({ record, sha256: sha256Hex(bytes) });
          fold.add({ record, sha256: sha256Hex(bytes) });
        }
        expect(checker.result().breaks).toEqual([]);
        const last = records.at(-1)!.record;
        const folded = fold.factsInForce.inForce;
        if (last.in_force !== undefined) expect(folded).toEqual(last.in_force);
        const authority = judgeLedgerAuthority({
          branch: "cip-sync-evidence",
          workspace: WORKSPACE,
          branchCommit: sha(9),
          records,
          start: "first-record",
          kept: undefined,
        });
        if (folded === null) expect(authority).toMatchObject({ kind: "in-force", from: "genesis" });
        else
          expect(authority).toEqual({ kind: "in-force", inForce: folded, from: "accepted-merge" });
      }),
      { numRuns: 300 },
    );
  });

  it("judges the 0.2.0 ledger of the finding (accepted, refused, then today's record) as verify does", () => {
    const files = ledgerOf(["accepted", "refused", "drift"], 2);
    const records = files.map((file) => ({
      record: JSON.parse(file.text) as EvidenceRecord,
      sha256: sha256Hex(Buffer.from(file.text)),
    }));
    const checker = new LedgerChecker({ keepRecords: false });
    for (const file of files) checker.add({ path: file.path, bytes: Buffer.from(file.text) });
    expect(checker.result().breaks).toEqual([]);
    const authority = judgeLedgerAuthority({
      branch: "cip-sync-evidence",
      workspace: WORKSPACE,
      branchCommit: sha(9),
      records,
      start: "first-record",
      kept: undefined,
    });
    // Today's writer sealed record 3 reading record 2 alone: nothing accepted in force after it,
    // so the genesis (what record 1 was judged at) is: the same answer verify's fold gives.
    expect(authority).toEqual({
      kind: "in-force",
      inForce: { sequence: 1, commit: sha(1001) },
      from: "genesis",
    });
  });
});

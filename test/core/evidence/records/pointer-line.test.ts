// A pointer that only moves forward (issue 88, item 4): a record that puts in force a commit an
// earlier record merged or was judged from, before the commit in force, moves it backwards; the
// reading refuses the ledger and evidence verify calls the record a break. A resumed attempt (the
// refused merge's own commit, once approved) and the commit in force recorded again are not moves
// back.
import { describe, expect, it } from "vitest";
import { PointerLine } from "../../../../src/core/evidence/records/in-force/pointer-line.ts";
import { judgeLedgerAuthority } from "../../../../src/core/evidence/chain/ledger-authority.ts";
import { type ChainHead, sealRecord } from "../../../../src/core/evidence/chain/record-files.ts";
import type { LedgerFile } from "../../../../src/core/evidence/chain/evidence-chain.ts";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import type { ChangeOutcome } from "../../../../src/core/evidence/records/evidence-record.ts";
import { changeDraft, day, monitoringDraft } from "../../../support/evidence-records.ts";
import { verifyLedger } from "../../../support/ledger-check.ts";

const commit = (n: number) => n.toString(16).padStart(40, "0");

/** A merge of `merge` from `base`, with its outcome. */
function merge(base: number, to: number, outcome: ChangeOutcome = "applied"): EvidenceDraft {
  const draft = changeDraft("default", to, outcome);
  if (draft.kind !== "change") throw new Error("a merge's draft");
  return { ...draft, change: { ...draft.change, base_sha: commit(base), merge_sha: commit(to) } };
}

function judge(drafts: readonly EvidenceDraft[]) {
  let head: ChainHead | undefined;
  const files: LedgerFile[] = drafts.map((draft, index) => {
    const sealed = sealRecord(draft, head, day(index));
    head = { record: sealed.record, bytes: Buffer.from(sealed.text) };
    return { path: sealed.path, bytes: Buffer.from(sealed.text) };
  });
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

const DRIFT = monitoringDraft("default", 1, true);

describe("a pointer that only moves forward", () => {
  const forward: [string, EvidenceDraft[], number][] = [
    ["merges in order", [merge(1, 2), merge(2, 3), merge(3, 4)], 4],
    [
      "a refused merge, then its re-run once approved",
      [merge(1, 2), merge(2, 3, "policy"), merge(2, 3)],
      3,
    ],
    ["a failed attempt resumed", [merge(1, 2, "failed"), merge(1, 2)], 2],
    [
      "a refused merge, then a later merge over it",
      [merge(1, 2), merge(2, 3, "policy"), merge(3, 4)],
      4,
    ],
    ["drift checks between merges", [DRIFT, merge(1, 2), DRIFT, merge(2, 3)], 3],
  ];
  it.each(forward)("%s: in force, no break", (_, drafts, to) => {
    const { breaks, authority } = judge(drafts);
    expect(breaks).toEqual([]);
    expect(authority).toMatchObject({ kind: "in-force", inForce: { commit: commit(to) } });
  });

  const backwards: [string, EvidenceDraft[], number, number][] = [
    ["an older merge applied again", [merge(1, 2), merge(2, 3), merge(1, 2)], 3, 2],
    [
      "a refused merge re-run after a later merge",
      [merge(1, 2), merge(2, 3, "policy"), merge(3, 4), merge(2, 3)],
      4,
      3,
    ],
    ["a merge's base put in force", [merge(1, 2), merge(2, 3), merge(9, 1)], 3, 1],
  ];
  it.each(backwards)("%s: refused, and a break at that record", (_, drafts, sequence, to) => {
    const { breaks, authority } = judge(drafts);
    expect(authority.kind).toBe("refused");
    if (authority.kind !== "refused") return;
    expect(authority.why).toContain(`record #${sequence} of workspace default`);
    expect(authority.why).toContain(`puts commit ${commit(to)} in force`);
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toContain(`puts commit ${commit(to)} in force`);
  });

  it("from a checkpoint, knows the commit in force there as older once the pointer moves", () => {
    const line = new PointerLine({ sequence: 7, commit: commit(7) });
    expect(line.step([commit(8), commit(7)], { sequence: 8, commit: commit(8) })).toBeUndefined();
    expect(line.step([commit(7), commit(8)], { sequence: 9, commit: commit(7) })).toContain(
      `puts commit ${commit(7)} in force`,
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  inForceAfter,
  inForceOf,
  notAccepted,
} from "../../../../src/core/evidence/records/in-force/facts-in-force.ts";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import { sealRecord } from "../../../../src/core/evidence/chain/record-files.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  MERGE_SHA,
  monitoringDraft,
} from "../../../support/evidence-records.ts";
import { verifyLedger } from "../../../support/ledger-check.ts";

const BEFORE = { sequence: 3, commit: "c".repeat(40) };
const pushed = (): EvidenceDraft => {
  const draft = changeDraft("grid-east", 9);
  draft.change.pull_request = null;
  return draft;
};
const unapproved = (): EvidenceDraft => {
  const draft = changeDraft("grid-east", 9);
  draft.change.pull_request!.approved_by = [];
  return draft;
};

describe("what a record puts in force (the fold's step)", () => {
  it.each<[string, () => EvidenceDraft, string | undefined]>([
    ["an accepted merge, applied", () => changeDraft("grid-east", 9), undefined],
    ["an accepted merge, no changes", () => changeDraft("grid-east", 9, "no-changes"), undefined],
    [
      "an accepted merge whose apply failed",
      () => changeDraft("grid-east", 9, "failed"),
      undefined,
    ],
    [
      "a merge the owner policy refused",
      () => changeDraft("grid-east", 9, "policy"),
      "a merge the gate refused (outcome policy)",
    ],
    [
      "a merge without counted approvals",
      () => changeDraft("grid-east", 9, "not-approved"),
      "a merge the gate refused (outcome not-approved)",
    ],
    ["a direct push", pushed, "a push without a pull request with counted approvals"],
    [
      "an approval-less pull request",
      unapproved,
      "a push without a pull request with counted approvals",
    ],
    [
      "a break-glass apply",
      () => breakGlassDraft(changeDraft("grid-east", 9)),
      "a break-glass apply (cip-sync apply --record): no review",
    ],
    ["a drift check", () => monitoringDraft("grid-east", 9, false), "a monitoring record"],
  ])("%s", (_, draft, refused) => {
    const record = draft();
    expect(notAccepted(record)).toBe(refused);
    expect(inForceAfter(record, 4, BEFORE)).toEqual(
      refused === undefined ? { sequence: 4, commit: MERGE_SHA } : BEFORE,
    );
  });
});

describe("facts in force carried by the chain", () => {
  const sealed = chainOf([
    { draft: monitoringDraft("grid-east", 1, true), at: day(1) },
    { draft: changeDraft("grid-east", 2), at: day(2) },
    { draft: changeDraft("grid-east", 3, "policy"), at: day(3) },
    { draft: breakGlassDraft(changeDraft("grid-east", 4)), at: day(4) },
    { draft: monitoringDraft("grid-east", 5, false), at: day(5) },
  ]);

  it("names the last accepted merge at every record, none before the first", () => {
    expect(sealed.map(({ record }) => record.in_force)).toEqual([
      null,
      { sequence: 2, commit: MERGE_SHA },
      { sequence: 2, commit: MERGE_SHA },
      { sequence: 2, commit: MERGE_SHA },
      { sequence: 2, commit: MERGE_SHA },
    ]);
    expect(verifyLedger(ledgerFilesOf(sealed)).breaks).toEqual([]);
  });

  it("refuses a record whose pointer names a refused merge, re-chained after it", () => {
    // A writer of the repository re-seals record 3 (the refused merge) claiming it is in force,
    // and every record after it on top: the hashes link, the fold does not.
    const forged = [sealed[0]!, sealed[1]!];
    let head = { record: sealed[1]!.record, bytes: Buffer.from(sealed[1]!.text) };
    for (const [index, original] of sealed.slice(2).entries()) {
      const { sequence, previous_sha256, recorded_at, in_force, ...draft } = original.record;
      void [sequence, previous_sha256, in_force];
      const resealed = sealRecord(draft as EvidenceDraft, head, new Date(recorded_at));
      if (index === 0) {
        resealed.record.in_force = { sequence: 3, commit: MERGE_SHA };
        const text = JSON.stringify(resealed.record);
        forged.push({ ...resealed, text });
        head = { record: resealed.record, bytes: Buffer.from(text) };
      } else {
        forged.push(resealed);
        head = { record: resealed.record, bytes: Buffer.from(resealed.text) };
      }
    }
    const { breaks } = verifyLedger(ledgerFilesOf(forged));
    expect(breaks).toEqual([
      {
        kind: "in-force",
        file: forged[2]!.path,
        message: `${forged[2]!.path} says the facts in force after it were put there by record #3 (commit ${MERGE_SHA}), but the records before it give record #2 (commit ${MERGE_SHA}): a record's in_force is the last merge the gate accepted, never another`,
      },
    ]);
  });

  it("establishes a ledger sealed before records carried it at its first accepted merge", () => {
    const legacy = sealed.map(({ record }) => {
      const { in_force, ...older } = record;
      void in_force;
      return older;
    });
    expect(legacy.map(inForceOf)).toEqual([
      null,
      { sequence: 2, commit: MERGE_SHA },
      null,
      null,
      null,
    ]);
    const next = sealRecord(
      monitoringDraft("grid-east", 6, true),
      {
        record: legacy[1]!,
        bytes: Buffer.from(JSON.stringify(legacy[1])),
      },
      day(6),
    );
    expect(next.record.in_force).toEqual({ sequence: 2, commit: MERGE_SHA });
  });
});

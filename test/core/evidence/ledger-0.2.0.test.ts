// Issue 78, item 5: a ledger written by the 0.2.0 bundle itself (test/fixtures/ledger-0.2.0/, built
// once by its build.ts from the release commit), not one a test builds. Its records predate
// `in_force`: a drift check that began it, an accepted merge, then a refused one merged anyway.
// Today's writer appends one record on its head (sealRecord, as the drift check's write does), and
// the gate's judgement of what is in force (judgeLedgerAuthority) is then evidence verify's
// (LedgerChecker, no break) and the checkpoint's fold's (WorkspaceFold): the refused merge's
// commit is never in force, and nothing refuses with "run 'cip-sync evidence verify'".
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { WorkspaceFold } from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import { LedgerChecker } from "../../../src/core/evidence/chain/chain-check.ts";
import type { LedgerFile } from "../../../src/core/evidence/chain/evidence-chain.ts";
import { judgeLedgerAuthority } from "../../../src/core/evidence/chain/ledger-authority.ts";
import { sealRecord } from "../../../src/core/evidence/chain/record-files.ts";
import type {
  EvidenceDraft,
  EvidenceRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { evidenceRecordSchema } from "../../../src/core/evidence/records/evidence-schema.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { compareCodePoints } from "../../../src/core/shared/names.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { changeDraft, monitoringDraft } from "../../support/evidence-records.ts";

const FIXTURE = new URL("../../fixtures/ledger-0.2.0/", import.meta.url);
const WORKSPACE = "default";
/** The commits build.ts gave the default branch: the drift check's, and each merge's. */
const BEGUN_AT = "0a".repeat(20);
const ACCEPTED_MERGE = "b7".repeat(20);
const REFUSED_MERGE = "b8".repeat(20);

/** The fixture's ledger files, paths relative to the ledger's root with "/", in name order. */
async function fixtureFiles(): Promise<LedgerFile[]> {
  const root = new URL("records/", FIXTURE).pathname;
  const files: LedgerFile[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(new URL(".", FIXTURE).pathname, path).split(sep).join("/");
    files.push({ path: name, bytes: await readFile(path) });
  }
  return files.sort((a, b) => compareCodePoints(a.path, b.path));
}

function recordOf(file: LedgerFile): EvidenceRecord {
  return JSON.parse(Buffer.from(file.bytes).toString("utf8")) as EvidenceRecord;
}

/** A drift check of today's writer at the default branch after the refused merge. */
function todaysDriftCheck(): EvidenceDraft {
  const draft = monitoringDraft(WORKSPACE, 5000, true);
  if (draft.kind !== "monitoring") throw new Error("a drift check's draft");
  return { ...draft, monitoring: { ...draft.monitoring, commit: REFUSED_MERGE } };
}

/** The fixture with today's record sealed on its head, as the drift check's write seals it. */
async function withTodaysRecord(): Promise<{ files: LedgerFile[]; today: EvidenceRecord }> {
  const files = await fixtureFiles();
  const last = files.at(-1)!;
  const sealed = sealRecord(
    todaysDriftCheck(),
    { record: recordOf(last), bytes: Buffer.from(last.bytes) },
    new Date(Date.parse(recordOf(last).recorded_at) + 3_600_000),
  );
  expect(evidenceRecordSchema.safeParse(sealed.record).success).toBe(true);
  return {
    files: [...files, { path: sealed.path, bytes: Buffer.from(sealed.text) }],
    today: sealed.record,
  };
}

/** evidence verify's checker over `files`: its breaks. */
function verifyBreaks(files: readonly LedgerFile[]) {
  const checker = new LedgerChecker({ keepRecords: false });
  for (const file of files) checker.add(file);
  return checker.result().breaks;
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
    const records = (await fixtureFiles()).map(recordOf);
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
    expect(verifyBreaks(await fixtureFiles())).toEqual([]);
  });

  it("is judged by the gate as verify and the checkpoint's fold judge it, once today's writer appended a record", async () => {
    const { files, today } = await withTodaysRecord();
    // verify passes, so the pointer today's writer sealed is the fold verify recomputes.
    expect(verifyBreaks(files)).toEqual([]);
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
    const head = files.at(-1)!;
    const draft = changeDraft(WORKSPACE, 5001, "applied");
    if (draft.kind !== "change") throw new Error("a merge's draft");
    const next = "c9".repeat(20);
    const sealed = sealRecord(
      { ...draft, change: { ...draft.change, base_sha: REFUSED_MERGE, merge_sha: next } },
      { record: recordOf(head), bytes: Buffer.from(head.bytes) },
      new Date(Date.parse(recordOf(head).recorded_at) + 60_000),
    );
    const ledger = [...files, { path: sealed.path, bytes: Buffer.from(sealed.text) }];
    expect(verifyBreaks(ledger)).toEqual([]);
    expect(sealed.record.in_force).toEqual({ sequence: 5, commit: next });
    expect(gateOf(ledger)).toEqual({
      kind: "in-force",
      inForce: { sequence: 5, commit: next },
      from: "accepted-merge",
    });
  });
});

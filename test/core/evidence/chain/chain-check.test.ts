// The record-by-record chain check (chain-check.ts) against an independent whole-ledger check
// written here the plain way (every chain held, then walked): the same findings, with the same
// words, in the same order, on intact and broken ledgers, table by table and on generated ledgers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLedgerFile, LedgerChecker } from "../../../../src/core/evidence/chain/chain-check.ts";
import {
  type ChainBreak,
  deletedBreak,
  editedBreak,
  type LedgerFile,
  parseRecordFile,
  reorderedBreak,
} from "../../../../src/core/evidence/chain/evidence-chain.ts";
import {
  type EvidenceDraft,
  type EvidenceRecord,
} from "../../../../src/core/evidence/records/evidence-record.ts";
import {
  recordPath,
  sealRecord,
  serializeRecord,
  workspaceOfPath,
} from "../../../../src/core/evidence/chain/record-files.ts";
import { compareCodePoints } from "../../../../src/core/shared/names.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import {
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../../../support/evidence-records.ts";

/** What can go wrong with a ledger: each applied to the record at `at` (modulo the count). */
type Damage =
  | { kind: "gap"; at: number }
  | { kind: "reorder"; at: number }
  | { kind: "forge"; at: number }
  | { kind: "duplicate"; at: number }
  | { kind: "garbage"; at: number }
  | { kind: "rename"; at: number };

function textOf(file: LedgerFile): string {
  return Buffer.from(file.bytes).toString("utf8");
}

function fileOf(record: EvidenceRecord): LedgerFile {
  return { path: recordPath(record), bytes: Buffer.from(serializeRecord(record)) };
}

/** `files` with `damage` done to the record at `damage.at` (a ledger without records is left alone). */
function damaged(files: readonly LedgerFile[], damage: Damage): LedgerFile[] {
  if (files.length === 0) return [...files];
  const at = damage.at % files.length;
  const target = files[at]!;
  const record = parsedOrNot(target);
  const others = files.filter((_, index) => index !== at);
  switch (damage.kind) {
    case "gap":
      return others;
    case "reorder":
      if (record === undefined) return [...files];
      // Given a later time (past every record of the ledger) and refiled under it.
      return [...others, fileOf({ ...record, recorded_at: day(400 + at).toISOString() })];
    case "forge":
      return [...others, { ...target, bytes: Buffer.from(textOf(target).replace("carol", "eve")) }];
    case "duplicate":
      if (record === undefined) return [...files];
      // The same place in the chain claimed again, by another run a little later.
      return [
        ...files,
        fileOf({
          ...record,
          recorded_at: new Date(Date.parse(record.recorded_at) + 1).toISOString(),
          run: { ...record.run, run_id: `${record.run.run_id}9` },
        } as EvidenceRecord),
      ];
    case "garbage":
      return [...others, { ...target, bytes: Buffer.from(textOf(target).slice(0, 30)) }];
    case "rename":
      return [...others, { ...target, path: target.path.replace("-1.json", "-7.json") }];
  }
}

/** The record a file holds, or undefined when earlier damage left it no record. */
function parsedOrNot(file: LedgerFile): EvidenceRecord | undefined {
  try {
    return JSON.parse(textOf(file)) as EvidenceRecord;
  } catch {
    return undefined;
  }
}

/** The files in name order, one per path (the last given wins), as a checkout holds them. */
function checkout(files: readonly LedgerFile[]): LedgerFile[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  return [...byPath.values()].sort((a, b) => compareCodePoints(a.path, b.path));
}

interface HeldRecord {
  path: string;
  record: EvidenceRecord;
  sha256: string;
}

/** The oracle: every valid record held per workspace, then each chain walked for its first break. */
function wholeLedgerCheck(files: readonly LedgerFile[]) {
  const breaks: ChainBreak[] = [];
  const byWorkspace = new Map<string, HeldRecord[]>();
  for (const file of [...files].sort((a, b) => compareCodePoints(a.path, b.path))) {
    const workspace = workspaceOfPath(file.path);
    if (workspace === undefined || !file.path.endsWith(".json")) continue;
    const parsed = parseRecordFile(file);
    if ("message" in parsed) {
      breaks.push(parsed);
      continue;
    }
    const chain = byWorkspace.get(workspace) ?? [];
    chain.push({ path: file.path, record: parsed, sha256: sha256Hex(file.bytes) });
    byWorkspace.set(workspace, chain);
  }
  for (const chain of byWorkspace.values()) {
    const broken = firstBreakOf(chain);
    if (broken !== undefined) breaks.push(broken);
  }
  return { records: [...byWorkspace.values()].flat(), workspaces: [...byWorkspace.keys()], breaks };
}

function firstBreakOf(chain: readonly HeldRecord[]): ChainBreak | undefined {
  for (const [index, { path, record }] of chain.entries()) {
    const expected = index + 1;
    const previous = chain[index - 1];
    if (record.sequence !== expected) {
      const misfiled = chain.find((entry) => entry.record.sequence === expected);
      return misfiled !== undefined
        ? reorderedBreak(path, record.sequence, expected, misfiled.path)
        : deletedBreak(path, record.sequence, expected, previous?.path);
    }
    if (record.previous_sha256 !== (previous?.sha256 ?? null))
      return editedBreak(path, record.previous_sha256, previous);
  }
  return undefined;
}

/** Both checks of the same checkout, in comparable form. */
function bothChecks(files: readonly LedgerFile[]) {
  const sorted = checkout(files);
  const whole = wholeLedgerCheck(sorted);
  const checker = new LedgerChecker({ keepRecords: true });
  for (const file of sorted) checker.add(file);
  const incremental = checker.result();
  const facts = (records: readonly { path: string; sha256: string; record: EvidenceRecord }[]) =>
    records.map(({ path, sha256, record }) => ({ path, sha256, sequence: record.sequence }));
  return {
    whole: {
      breaks: whole.breaks,
      workspaces: whole.workspaces,
      recordCount: whole.records.length,
      records: facts(whole.records),
    },
    incremental: {
      breaks: incremental.breaks,
      workspaces: incremental.workspaces,
      recordCount: incremental.recordCount,
      records: incremental.records.map(({ path, sha256, record }) => ({
        path,
        sha256,
        sequence: record.sequence,
      })),
    },
  };
}

/** Ledgers of up to 12 records round three workspaces, up to three kinds of damage done to them. */
const generatedLedger = fc
  .tuple(
    fc.array(
      fc.record({
        workspace: fc.constantFrom("grid-east", "grid-west", "grid-north"),
        kind: fc.constantFrom("change", "drift", "in-sync"),
      }),
      { maxLength: 12 },
    ),
    fc.array(
      fc.record({
        kind: fc.constantFrom("gap", "reorder", "forge", "duplicate", "garbage", "rename"),
        at: fc.nat(40),
      }) as fc.Arbitrary<Damage>,
      { maxLength: 3 },
    ),
  )
  .map(([entries, damages]) => {
    const drafts = entries.map(({ workspace, kind }, index): EvidenceDraft => {
      if (kind === "change") return changeDraft(workspace, 100 + index);
      return monitoringDraft(workspace, 100 + index, kind === "in-sync");
    });
    let files = ledgerFilesOf(chainOf(drafts.map((draft, index) => ({ draft, at: day(index) }))));
    for (const each of damages) files = damaged(files, each);
    return files;
  });

/** grid-east: change, monitoring, monitoring, change; grid-west: one monitoring run between. */
function sampleFiles(): LedgerFile[] {
  return ledgerFilesOf(
    chainOf([
      { draft: changeDraft("grid-east", 101), at: day(0) },
      { draft: monitoringDraft("grid-east", 102, false), at: day(1) },
      { draft: monitoringDraft("grid-west", 103, true), at: day(1) },
      { draft: monitoringDraft("grid-east", 104, true), at: day(2) },
      { draft: changeDraft("grid-east", 105, "plan-changed"), at: day(3) },
    ]),
  );
}

describe("LedgerChecker", () => {
  it.each<[string, Damage | undefined, string[]]>([
    ["an intact ledger", undefined, []],
    ["a gap in the middle", { kind: "gap", at: 1 }, ["deleted"]],
    ["a deleted start", { kind: "gap", at: 0 }, ["deleted"]],
    ["a record refiled after a later one", { kind: "reorder", at: 1 }, ["reordered"]],
    ["a forged record", { kind: "forge", at: 1 }, ["edited"]],
    ["a forged head (nothing names its hash)", { kind: "forge", at: 4 }, []],
    ["a duplicate of a record", { kind: "duplicate", at: 1 }, ["reordered"]],
    ["a file that is not a record", { kind: "garbage", at: 2 }, ["invalid"]],
    ["a renamed record", { kind: "rename", at: 0 }, ["misplaced", "deleted"]],
  ])("finds in %s what the whole-ledger check finds, with the same words", (_, damage, kinds) => {
    const files = sampleFiles();
    const before = files.map(textOf);
    const { whole, incremental } = bothChecks(
      damage === undefined ? files : damaged(files, damage),
    );
    expect(incremental.breaks.map(({ kind }) => kind)).toEqual(kinds);
    expect(incremental).toEqual(whole);
    // The check reads its input and changes none of it.
    expect(files.map(textOf)).toEqual(before);
  });

  it("keeps no record's facts unless asked to, and still counts them", () => {
    const checker = new LedgerChecker({ keepRecords: false });
    for (const file of checkout(sampleFiles())) checker.add(file);
    expect(checker.result()).toMatchObject({ recordCount: 5, records: [], breaks: [] });
  });

  it("refuses files out of name order instead of misjudging the chain", () => {
    const [first, second] = checkout(sampleFiles());
    const checker = new LedgerChecker({ keepRecords: false });
    checker.add(second!);
    expect(() => checker.add(first!)).toThrow(`ledger files out of name order: ${first!.path}`);
  });

  it("agrees with the whole-ledger check on generated ledgers, intact or damaged", () => {
    fc.assert(
      fc.property(generatedLedger, (files) => {
        const { whole, incremental } = bothChecks(files);
        expect(incremental).toEqual(whole);
      }),
      { numRuns: 150 },
    );
  });

  // What evidence verify's readers do (io/ledger/ledger-readers.ts): each file checked on its own,
  // perhaps in another thread, handing back its link only, then taken in name order.
  it("takes files checked on their own, without their records, as it adds them", () => {
    fc.assert(
      fc.property(generatedLedger, (files) => {
        const sorted = checkout(files);
        const added = new LedgerChecker({ keepRecords: true });
        for (const file of sorted) added.add(file);
        const taken = new LedgerChecker({ keepRecords: true });
        for (const file of sorted) expect(taken.take(checkLedgerFile(file, false))).toBeUndefined();
        expect(taken.result()).toEqual(added.result());
      }),
      { numRuns: 150 },
    );
  });

  it("refuses a file checked without its record when it has a visitor to show records to", () => {
    const [first] = checkout(sampleFiles());
    const checker = new LedgerChecker({ keepRecords: false, visit: () => {} });
    expect(checker.takesRecords).toBe(true);
    expect(new LedgerChecker({ keepRecords: false }).takesRecords).toBe(false);
    expect(() => checker.take(checkLedgerFile(first!, false))).toThrow(
      `${first!.path} was checked without its record`,
    );
    expect(checker.result().recordCount).toBe(0);
  });
});

describe("LedgerChecker: what it reads, and what it gives of each record", () => {
  it.each<[string, string]>([
    ["a record's timestamp token", ".json.tsr"],
    ["a file of another kind in a month's folder", ".md"],
  ])("passes over %s beside the records: no record, no break", (_, suffix) => {
    const [record] = checkout(sampleFiles());
    const beside = { path: `${record!.path}${suffix}`, bytes: Buffer.from("{") };
    const checker = new LedgerChecker({ keepRecords: true });
    checker.add(record!);
    expect(checker.add(beside)).toBeUndefined();
    expect(checker.result()).toMatchObject({ recordCount: 1, breaks: [] });
  });

  it("passes over a listing outside the records' folders: no break", () => {
    const checker = new LedgerChecker({ keepRecords: true });
    expect(
      checker.add({ path: "notes/inventory.listing", bytes: Buffer.from("{") }),
    ).toBeUndefined();
    expect(checker.result()).toStrictEqual({
      recordCount: 0,
      workspaces: [],
      breaks: [],
      records: [],
    });
  });

  it("gives each record's facts, with the predecessors it declares untimestamped, and shows each to its visitor", () => {
    const sealed = chainOf([
      { draft: changeDraft("grid-east", 1), at: day(0) },
      { draft: monitoringDraft("grid-west", 2, true), at: day(1) },
    ]);
    const [first] = sealed;
    const late = sealRecord(
      monitoringDraft("grid-east", 3, true),
      { record: first!.record, bytes: Buffer.from(first!.text) },
      day(2),
      [1],
    );
    const files = checkout(ledgerFilesOf([...sealed, late]));
    const seen: [unknown, string][] = [];
    const checker = new LedgerChecker({
      keepRecords: true,
      visit: (entry, path) => seen.push([entry, path]),
    });
    for (const file of files) checker.add(file);
    const [east1, east2, west1] = files.map((file) => ({
      path: file.path,
      sha256: sha256Hex(file.bytes),
    }));
    expect(checker.result()).toStrictEqual({
      recordCount: 3,
      workspaces: ["grid-east", "grid-west"],
      breaks: [],
      records: [
        {
          ...east1,
          record: { workspace: "grid-east", sequence: 1, recorded_at: "2026-01-01T06:00:00.000Z" },
        },
        {
          ...east2,
          record: {
            workspace: "grid-east",
            sequence: 2,
            recorded_at: "2026-01-03T06:00:00.000Z",
            untimestamped_predecessors: [1],
          },
        },
        {
          ...west1,
          record: { workspace: "grid-west", sequence: 1, recorded_at: "2026-01-02T06:00:00.000Z" },
        },
      ],
    });
    expect(seen).toEqual([
      [{ record: sealed[0]!.record, sha256: east1!.sha256 }, east1!.path],
      [{ record: late.record, sha256: east2!.sha256 }, east2!.path],
      [{ record: sealed[1]!.record, sha256: west1!.sha256 }, west1!.path],
    ]);
  });
});

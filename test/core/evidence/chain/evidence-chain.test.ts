import { describe, expect, expectTypeOf, it } from "vitest";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import type { z } from "zod";
import {
  checkedHead,
  headBreak,
  type LedgerFile,
  MAX_CLOCK_SKEW_MS,
  parseRecordFile,
  parseVerifiedRecord,
} from "../../../../src/core/evidence/chain/evidence-chain.ts";
import { verifyLedger } from "../../../support/ledger-check.ts";
import { type EvidenceRecord } from "../../../../src/core/evidence/records/evidence-record.ts";
import { driftFindings } from "../../../../src/core/evidence/records/drift-findings.ts";
import {
  recordPath,
  sealRecord,
  serializeRecord,
} from "../../../../src/core/evidence/chain/record-files.ts";
import type { ChangeRecord } from "../../../../src/core/evidence/records/change-record.ts";
import {
  changeRecordSchema,
  evidenceRecordSchema,
} from "../../../../src/core/evidence/records/evidence-schema.ts";
import { cyberAsset, cyberSystem, liveInventory } from "../../../support/fixtures.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  day,
  highImpactChange,
  highImpactDeviation,
  ledgerFilesOf,
  monitoringDraft,
  renameChange,
} from "../../../support/evidence-records.ts";
import { ALPHA, BRAVO, planOf } from "../../../support/sample-plans.ts";

/** grid-east: change, monitoring, monitoring, change; grid-west: one monitoring run between. */
function sampleLedger() {
  return chainOf([
    { draft: changeDraft("grid-east", 101), at: day(0) },
    { draft: monitoringDraft("grid-east", 102, false), at: day(1) },
    { draft: monitoringDraft("grid-west", 103, true), at: day(1) },
    { draft: monitoringDraft("grid-east", 104, true), at: day(2) },
    { draft: changeDraft("grid-east", 105, "plan-changed"), at: day(3) },
  ]);
}

function textOf(file: LedgerFile): string {
  return Buffer.from(file.bytes).toString("utf8");
}

describe("sealRecord", () => {
  it("numbers a workspace's records and chains each to the exact bytes of the one before", () => {
    const [first, second, west, third] = sampleLedger();
    expect(first!.record).toMatchObject({ sequence: 1, previous_sha256: null });
    expect(second!.record).toMatchObject({ sequence: 2, previous_sha256: sha256Hex(first!.text) });
    expect(west!.record).toMatchObject({ sequence: 1, previous_sha256: null });
    expect(third!.record).toMatchObject({ sequence: 3, previous_sha256: sha256Hex(second!.text) });
    expect(first!.path).toBe("records/grid-east/2026/01/20260101T060000.000Z-change-101-1.json");
    expect(west!.path).toBe("records/grid-west/2026/01/20260102T060000.000Z-monitoring-103-1.json");
  });

  it("records one millisecond after the previous record when this runner's clock is behind", () => {
    const [first] = chainOf([{ draft: changeDraft("grid-east", 1), at: day(5) }]);
    const head = { record: first!.record, bytes: Buffer.from(first!.text) };
    const behind = sealRecord(monitoringDraft("grid-east", 2, true), head, day(4));
    expect(behind.record.recorded_at).toBe("2026-01-06T06:00:00.001Z");
    expect(behind.path > first!.path).toBe(true);
  });

  it("writes canonical JSON: keys in code-point order, two-space indent, one final newline", () => {
    const [first] = sampleLedger();
    const keys = Object.keys(JSON.parse(first!.text) as object);
    expect(keys).toEqual([...keys].sort());
    expect(first!.text.startsWith('{\n  "change": {')).toBe(true);
    expect(first!.text.endsWith("}\n")).toBe(true);
    expect(serializeRecord(JSON.parse(first!.text) as EvidenceRecord)).toBe(first!.text);
  });

  it("has a schema that mirrors the record types, the change record's exactly", () => {
    // The change record is another module's type: a field added there must reach the schema.
    expectTypeOf<z.infer<typeof changeRecordSchema>>().toEqualTypeOf<ChangeRecord>();
    expectTypeOf<EvidenceRecord>().toExtend<z.infer<typeof evidenceRecordSchema>>();
  });

  it("writes records the schema accepts, of both kinds", () => {
    for (const sealed of sampleLedger()) {
      expect(evidenceRecordSchema.safeParse(JSON.parse(sealed.text)).success).toBe(true);
    }
  });
});

describe("driftFindings", () => {
  it("lists each drifted asset once with what git declares and what the service holds", () => {
    const live = liveInventory({
      cyberSystems: [cyberSystem(ALPHA.id, ALPHA.name), cyberSystem(BRAVO.id, BRAVO.name)],
      cyberAssets: [
        cyberAsset("ca_1", "sw-a", ALPHA.id, "software"),
        cyberAsset("ca_2", "sw-b", ALPHA.id, "software"),
        cyberAsset("ca_3", "relay", BRAVO.id),
      ],
    });
    // A rename cycle (sw-a <-> sw-b) through a temporary name, and a move with a retype.
    const rename = (id: string, from: string, to: string, temporary = false) => ({
      action: "update" as const,
      depends_on: [],
      asset_id: id,
      name: to,
      cyber_system: ALPHA,
      kinds: ["rename" as const],
      temporary,
      changes: { name: { from, to } },
    });
    const plan = planOf(
      [
        rename("ca_1", "sw-a", "sw-a~tmp", true),
        rename("ca_2", "sw-b", "sw-a"),
        rename("ca_1", "sw-a~tmp", "sw-b"),
        {
          action: "update",
          depends_on: [],
          asset_id: "ca_3",
          name: "relay",
          cyber_system: ALPHA,
          kinds: ["move", "retype"],
          temporary: false,
          changes: {
            cyber_system: { from: BRAVO, to: ALPHA },
            asset_type: { from: "hardware", to: "software" },
          },
        },
      ],
      { create: 0, update: 3, delete: 0, move: 1, rename: 2, retype: 1 },
      { managed_systems: [ALPHA] },
    );
    const evidence = driftFindings(plan, live);
    expect(evidence.differences).toEqual([
      {
        action: "update",
        asset_id: "ca_1",
        declared: { name: "sw-b", cyber_system: ALPHA.name, asset_type: "software" },
        live: { name: "sw-a", cyber_system: ALPHA.name, asset_type: "software" },
      },
      {
        action: "update",
        asset_id: "ca_2",
        declared: { name: "sw-a", cyber_system: ALPHA.name, asset_type: "software" },
        live: { name: "sw-b", cyber_system: ALPHA.name, asset_type: "software" },
      },
      {
        action: "update",
        asset_id: "ca_3",
        declared: { name: "relay", cyber_system: ALPHA.name, asset_type: "software" },
        live: { name: "relay", cyber_system: BRAVO.name, asset_type: "hardware" },
      },
    ]);
    expect(evidence).toMatchObject({
      in_sync: false,
      systems: [{ id: ALPHA.id, name: ALPHA.name }],
      live_counts: { cyber_systems: 2, cyber_assets: 3, managed_assets: 2 },
    });
  });

  it("fingerprints the live state whatever order the service listed it in", () => {
    const assets = [cyberAsset("ca_1", "a", ALPHA.id), cyberAsset("ca_2", "b", ALPHA.id)];
    const plan = planOf([], { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 });
    const one = driftFindings(plan, liveInventory({ cyberAssets: assets }));
    const other = driftFindings(plan, liveInventory({ cyberAssets: [...assets].reverse() }));
    expect(one.live_fingerprint).toBe(other.live_fingerprint);
    expect(one.live_fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe("verifyLedger", () => {
  it("accepts an intact ledger and returns its records in chain order, whatever the file order", () => {
    const files = ledgerFilesOf(sampleLedger()).reverse();
    const verified = verifyLedger([...files, { path: "README.md", bytes: Buffer.from("# x") }]);
    expect(verified.breaks).toEqual([]);
    expect(verified.workspaces).toEqual(["grid-east", "grid-west"]);
    expect(verified.records.map(({ record }) => `${record.workspace}#${record.sequence}`)).toEqual([
      "grid-east#1",
      "grid-east#2",
      "grid-east#3",
      "grid-east#4",
      "grid-west#1",
    ]);
  });

  it("names the edited record when its bytes no longer match what the next one recorded", () => {
    const files = ledgerFilesOf(sampleLedger());
    const edited = files[1]!;
    edited.bytes = Buffer.from(textOf(edited).replace('"in_sync": false', '"in_sync": true'));
    const { breaks } = verifyLedger(files);
    expect(breaks).toEqual([
      {
        kind: "edited",
        file: edited.path,
        message: `${edited.path} has SHA-256 ${sha256Hex(edited.bytes)}, but ${files[3]!.path} recorded ${sha256Hex(sampleLedger()[1]!.text)} for it: ${edited.path} was edited after ${files[3]!.path} was written`,
      },
    ]);
  });

  it("names a first record that names a predecessor: the chain's start was edited", () => {
    const [first, ...rest] = ledgerFilesOf(sampleLedger());
    const forged = "0".repeat(64);
    first!.bytes = Buffer.from(
      textOf(first!).replace('"previous_sha256": null', `"previous_sha256": "${forged}"`),
    );
    const { breaks } = verifyLedger([first!, ...rest]);
    expect(breaks[0]).toEqual({
      kind: "edited",
      file: first!.path,
      message: `${first!.path} is sequence 1 but names a previous record (previous_sha256 ${forged}): the chain's start was edited`,
    });
  });

  it("names the record after a deleted one, and a deleted start of the chain", () => {
    const files = ledgerFilesOf(sampleLedger());
    const middle = verifyLedger(files.filter((_, index) => index !== 1));
    expect(middle.breaks).toEqual([
      {
        kind: "deleted",
        file: files[3]!.path,
        message: `${files[3]!.path} has sequence 3, but the record before it is ${files[0]!.path}: record 2 was deleted`,
      },
    ]);
    const start = verifyLedger(files.slice(3));
    expect(start.breaks).toEqual([
      {
        kind: "deleted",
        file: files[3]!.path,
        message: `${files[3]!.path} has sequence 3, but the record before it is the start of the chain: record 1-2 was deleted`,
      },
    ]);
  });

  it("names a record moved after a later one, refiled under its new time", () => {
    const sealed = sampleLedger();
    const files = ledgerFilesOf(sealed);
    // Record 2 given a time after record 3, and filed accordingly: the chain order shows it.
    const moved = JSON.parse(sealed[1]!.text) as EvidenceRecord;
    moved.recorded_at = "2026-01-03T07:00:00.000Z";
    files[1] = { path: recordPath(moved), bytes: Buffer.from(serializeRecord(moved)) };
    const { breaks } = verifyLedger(files);
    expect(breaks).toEqual([
      {
        kind: "reordered",
        file: files[3]!.path,
        message: `${files[3]!.path} has sequence 3 where sequence 2 belongs, and ${files[1]!.path} has sequence 2: records were reordered`,
      },
    ]);
  });

  it.each([
    ["not JSON", (text: string) => text.slice(0, 20), "not UTF-8 JSON"],
    [
      "a wrong field",
      (text: string) => text.replace('"sequence": 2', '"sequence": "2"'),
      "at $.sequence: Invalid input: expected number, received string",
    ],
    [
      "an unknown field",
      (text: string) =>
        text.replace('{\n  "format_version"', '{\n  "extra": 1,\n  "format_version"'),
      'at $: Unrecognized key: "extra"',
    ],
  ])("reports a file that is %s as invalid", (_, edit, why) => {
    const files = ledgerFilesOf(sampleLedger());
    files[1]!.bytes = Buffer.from(edit(textOf(files[1]!)));
    const [first] = verifyLedger(files).breaks;
    expect(first?.kind).toBe("invalid");
    expect(first?.file).toBe(files[1]!.path);
    expect(first?.message).toContain(`${files[1]!.path} is not a valid evidence record: ${why}`);
  });

  it("reports a record filed under another name as misplaced", () => {
    const files = ledgerFilesOf(sampleLedger());
    const original = files[0]!.path;
    files[0]!.path = original.replace("-101-1.json", "-999-1.json");
    expect(verifyLedger(files).breaks[0]).toEqual({
      kind: "misplaced",
      file: files[0]!.path,
      message: `${files[0]!.path} holds the record that belongs at ${original} (workspace, time, kind and run): a record was renamed or moved`,
    });
  });
});

describe("a record read again by its digest (parseVerifiedRecord)", () => {
  // The populations' second pass parses a record whose bytes have the SHA-256 the chain check
  // verified without checking it again: that holds only while the schema transforms nothing.
  const [deviation, deviationAgain] = highImpactDeviation();
  const sealed = chainOf(
    [
      changeDraft("grid-east", 1),
      monitoringDraft("grid-east", 2, false),
      breakGlassDraft(changeDraft("grid-east", 3)),
      highImpactChange(),
      deviation,
      deviationAgain,
      renameChange("ca_9", "alpha-rtu-09", "alpha-rtu-10"),
      configurationMonitoringDraft(
        "grid-east",
        8,
        [{ cyber_system: "Alpha", name: "alpha-rtu-10", asset_id: "ca_9", changed: "patches" }],
        day(8),
      ),
    ].map((draft, at) => ({ draft, at: day(at + 1) })),
  );

  it.each(sealed.map((file) => [file.record.kind, file] as const))(
    "a %s record: the value the schema accepts is the JSON itself",
    (_kind, file) => {
      const bytes = new TextEncoder().encode(file.text);
      const json = JSON.parse(file.text) as unknown;
      expect(evidenceRecordSchema.parse(json)).toEqual(json);
      expect(parseVerifiedRecord(bytes)).toEqual(parseRecordFile({ path: file.path, bytes }));
    },
  );
});

describe("parseRecordFile's refusals say what is wrong, and no more", () => {
  const [file] = ledgerFilesOf(sampleLedger());

  it("refuses bytes that are not UTF-8, though they would decode with replacement characters", () => {
    const text = textOf(file!);
    const at = text.indexOf("grid-east");
    // 0xFF never occurs in UTF-8: a lenient decoder would read the record as U+FFFD, whose hash
    // the next record could not have recorded of the same text.
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, at)),
      Buffer.from([0xff]),
      Buffer.from(text.slice(at + 1)),
    ]);
    expect(parseRecordFile({ path: file!.path, bytes })).toEqual({
      kind: "invalid",
      file: file!.path,
      message: expect.stringMatching(
        new RegExp(`^${file!.path} is not a valid evidence record: not UTF-8 JSON \\(`),
      ),
    });
  });

  it("names the first three schema problems, separated by semicolons", () => {
    const value = JSON.parse(textOf(file!)) as Record<string, unknown>;
    const broken = { ...value, sequence: "one", workspace: 7, recorded_at: 2, run: "x" };
    const result = parseRecordFile({
      path: file!.path,
      bytes: Buffer.from(JSON.stringify(broken)),
    });
    expect(result).toMatchObject({ kind: "invalid", file: file!.path });
    const why = (result as { message: string }).message.split(": ").slice(1).join(": ");
    expect(why.split("; ")).toHaveLength(3);
    expect(why.split("; ").every((part) => part.startsWith("at "))).toBe(true);
  });
});

describe("headBreak: the head a writer appends after, checked at its edges", () => {
  const sealed = chainOf([
    { draft: changeDraft("grid-east", 1), at: day(0) },
    { draft: monitoringDraft("grid-east", 2, true), at: day(1) },
  ]);
  const [first, second] = ledgerFilesOf(sealed) as [LedgerFile, LedgerFile];
  const at = (ms: number) => new Date(day(1).getTime() + ms);

  it.each<[string, LedgerFile, LedgerFile | undefined, Date, string | undefined]>([
    ["the first record, no predecessor", first, undefined, at(0), undefined],
    ["a head and its predecessor", second, first, at(0), undefined],
    [
      "a head stamped as far ahead of the clock as runners may differ",
      second,
      first,
      at(-MAX_CLOCK_SKEW_MS),
      undefined,
    ],
    [
      "a head stamped a millisecond further ahead",
      second,
      first,
      at(-MAX_CLOCK_SKEW_MS - 1),
      "future-dated",
    ],
    ["a head that is not the first, without its predecessor", second, undefined, at(0), "deleted"],
  ])("%s", (_, head, previous, now, kind) => {
    expect(headBreak(head, previous, now)?.kind).toBe(kind);
  });

  it("refuses a predecessor or a head that is not a valid record, naming it", () => {
    const broken = { path: first.path, bytes: Buffer.from("{") };
    expect(headBreak(second, broken, at(0))).toMatchObject({ kind: "invalid", file: first.path });
    const brokenHead = { path: second.path, bytes: Buffer.from("{") };
    expect(headBreak(brokenHead, first, at(0))).toMatchObject({
      kind: "invalid",
      file: second.path,
    });
  });

  it("allows five minutes of clock skew, and says so", () => {
    expect(MAX_CLOCK_SKEW_MS).toBe(300_000);
    expect(headBreak(second, first, at(-MAX_CLOCK_SKEW_MS - 1))?.message).toContain(
      "more than 5 minutes after this run's clock",
    );
  });
});

describe("checkedHead: the head of one workspace's chain among a checkout's files", () => {
  const sealed = chainOf([
    { draft: changeDraft("grid-east", 1), at: day(0) },
    { draft: monitoringDraft("grid-east", 2, true), at: day(1) },
    { draft: monitoringDraft("grid-west", 3, true), at: day(1) },
    { draft: monitoringDraft("grid-east", 4, false), at: day(2) },
  ]);
  const [first, second, west, third] = ledgerFilesOf(sealed) as [
    LedgerFile,
    LedgerFile,
    LedgerFile,
    LedgerFile,
  ];
  // Beside the records, files that are not record-shaped: both sort after grid-east's records.
  const readme = { path: "records/grid-east/README.md", bytes: Buffer.from("# x") };
  const stray = { path: "records/grid-east/2026/01/notes.json", bytes: Buffer.from("{") };
  const now = day(3);

  it.each<[string, LedgerFile[], ReturnType<typeof checkedHead>]>([
    ["a checkout without records", [], { head: undefined }],
    [
      "only another workspace's records and stray files",
      [west, readme, stray],
      { head: undefined },
    ],
    [
      "the last in name order, whatever the order given, stray files and other workspaces aside",
      [third, west, readme, first, stray, second],
      { head: { record: sealed[3]!.record, bytes: third.bytes } },
    ],
    [
      "a chain of one record",
      [first, west],
      { head: { record: sealed[0]!.record, bytes: first.bytes } },
    ],
    [
      "a head whose predecessor was deleted: the break, not the head",
      [third, first, west],
      {
        broken: {
          kind: "deleted",
          file: third.path,
          message: `${third.path} has sequence 3, but the record before it is ${first.path}: record 2 was deleted`,
        },
      },
    ],
  ])("%s", (_, files, expected) => {
    expect(checkedHead(files, "grid-east", now)).toStrictEqual(expected);
  });
});

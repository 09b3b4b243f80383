// Where the populations' first pass notes each record and the SHA-256 it verified with, which the
// second pass reads records again against: each digest is given back as the hex it was given in
// (held as 32 bytes), for each record named; a
// digest that is not a SHA-256 in lowercase hex is refused, not held as something else. A record
// read again is given back unchecked only from the very bytes it verified with, at its path.
import { describe, expect, it } from "vitest";
import { RecordPaths } from "../../../src/core/audit/record-paths.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../../support/evidence-records.ts";
import { recordPath } from "../../../src/core/evidence/chain/record-files.ts";

/** Two workspaces' chains, interleaved: changes and drift checks, 70 records each. */
function ledger(): HashedRecord[] {
  const drafts = Array.from({ length: 140 }, (_, index) => {
    const workspace = index % 2 === 0 ? "grid-east" : "grid-west";
    const draft =
      index % 3 === 0 ? changeDraft(workspace, index) : monitoringDraft(workspace, index, true);
    return { draft, at: new Date(day(0).getTime() + index * 3_600_000) };
  });
  return chainOf(drafts).map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
}

describe("RecordPaths", () => {
  it("gives back a record read again only from the bytes it verified with, at its own path", () => {
    const sealed = chainOf([
      { draft: changeDraft("grid-east", 1), at: day(0) },
      { draft: monitoringDraft("grid-east", 2, true), at: day(1) },
    ]);
    const paths = new RecordPaths();
    for (const { record, text } of sealed) paths.add({ record, sha256: sha256Hex(text) });
    const [first, second] = sealed.map(({ record, text }) => ({
      record,
      path: recordPath(record),
      bytes: new TextEncoder().encode(text),
    }));
    expect(paths.verifiedRecord(first!.path, first!.bytes)).toStrictEqual(first!.record);
    // Another record's bytes, the same bytes at another path, changed bytes, no record: not given.
    expect(paths.verifiedRecord(first!.path, second!.bytes)).toBeUndefined();
    expect(paths.verifiedRecord(second!.path, first!.bytes)).toBeUndefined();
    // The same record, parsed, from bytes it did not verify with.
    const changed = new TextEncoder().encode(`${sealed[0]!.text} `);
    expect(paths.verifiedRecord(first!.path, changed)).toBeUndefined();
    for (const text of ["not json", "null", "7", '{"workspace":"grid-east","sequence":"1"}'])
      expect(paths.verifiedRecord(first!.path, new TextEncoder().encode(text))).toBeUndefined();
  });

  it("gives back each named record's path and digest, and each record's path as it is added", () => {
    const records = ledger();
    const paths = new RecordPaths();
    for (const entry of records) expect(paths.add(entry)).toBe(recordPath(entry.record));
    const named = records.filter((_, index) => index % 7 === 1);
    const digests = paths.digestsOf([
      ...named.map(({ record }) => record),
      // A record not held names nothing.
      { workspace: "grid-north", sequence: 1 },
      { workspace: "grid-east", sequence: 10_000 },
    ]);
    expect(new Map([...digests].sort())).toStrictEqual(
      new Map(named.map((entry) => [recordPath(entry.record), entry.sha256] as const).sort()),
    );
  });

  it.each([
    ["upper case", "A".repeat(64)],
    ["too short", "a".repeat(63)],
    ["prefixed", `sha256:${"a".repeat(64)}`],
    ["not hex", "g".repeat(64)],
  ])("refuses a digest %s, holding nothing of it", (_, digest) => {
    const [entry] = ledger();
    const paths = new RecordPaths();
    expect(() => paths.add({ ...entry!, sha256: digest })).toThrow(
      `not a SHA-256 in lowercase hex: ${digest}`,
    );
    expect(paths.digestsOf([entry!.record])).toStrictEqual(new Map());
  });

  // Paths are held as their bytes: each is given back as it was, whatever its run's id holds
  // (bytes UTF-8 would not give back: a lone surrogate), and whatever its sequence.
  it.each([
    ["a run id in ASCII", "4711", 3],
    ["a run id beyond ASCII", "lauf-ä-東", 3],
    ["a run id with a lone surrogate", "run-\uD800", 3],
    ["a sequence past the room the others took", "4711", 5_000],
  ])("gives back the path of %s as it was", (_, runId, sequence) => {
    const records = ledger().slice(0, 6);
    const first = records[0]!;
    const record = { ...first.record, sequence };
    record.run = { ...record.run, run_id: runId };
    const odd: HashedRecord = { ...first, record };
    const paths = new RecordPaths();
    for (const entry of [...records, odd]) paths.add(entry);
    const { workspace } = odd.record;
    expect(paths.pathOf(workspace, sequence)).toBe(recordPath(odd.record));
    for (const { record } of records.filter((entry) => entry.record.sequence !== sequence))
      expect(paths.pathOf(record.workspace, record.sequence)).toBe(recordPath(record));
    expect([...paths.digestsOf([odd.record])]).toStrictEqual([
      [recordPath(odd.record), odd.sha256],
    ]);
  });
});

// The sort `cip-sync obligations` sorts a ledger's obligations with, held or spilled to runs on
// disk: for any items and any bound, the order of a stable in-memory sort, the items as they were
// (text with line breaks and characters beyond the BMP included, written as it is or as an index
// into the sort's table of repeated texts), and no file left behind; handed off to be read on
// another thread (the handover's obligations.md), the same order from its runs.
import fc from "fast-check";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SpilledSort, sortedRuns } from "../../../src/io/sort/spilled-sort.ts";

interface Item {
  key: number;
  added: number;
  text: string;
}

const parent = mkdtempSync(join(tmpdir(), "spilled-sort-test-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const byKey = { keyOf: (item: Item) => item.key, compare: (a: number, b: number) => a - b };
const inOrder = (items: Item[]) => [...items].sort((a, b) => a.key - b.key);
const text = fc.string({
  unit: fc.constantFrom("a", "\n", "\r", "\u2028", '"', "\\", "é", "🔌", "\u0000"),
  maxLength: 6,
});

describe("SpilledSort", () => {
  it("gives the order of a stable sort, the items as they were, and leaves no file", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), text }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 160 }), { nil: undefined }),
        (drafts, runLength, repeated, heldBytes) => {
          const items = drafts.map((draft, added) => ({ ...draft, added }));
          const sort = new SpilledSort(byKey, {
            runLength,
            directory: parent,
            ...(repeated ? { repeatedFields: ["text"] } : {}),
            ...(heldBytes === undefined ? {} : { heldBytes }),
          });
          for (const item of items) sort.add(item);
          if (heldBytes === undefined) expect(sort.runs).toBe(Math.floor(items.length / runLength));
          expect([...sort.sorted()]).toEqual(inOrder(items));
          expect(readdirSync(parent)).toEqual([]);
        },
      ),
    );
  });

  it("handed off, gives from its runs what sorted() gives; its files stay until discarded", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), text }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (drafts, runLength, repeated) => {
          const items = drafts.map((draft, added) => ({ ...draft, added }));
          const options = {
            runLength,
            directory: parent,
            ...(repeated ? { repeatedFields: ["text"] } : {}),
          };
          const handing = new SpilledSort(byKey, options);
          for (const item of items) handing.add(item);
          // Structured-cloned, as a thread is given it.
          const handed = structuredClone(handing.handOff());
          expect(handed.runs).toHaveLength(Math.ceil(items.length / runLength));
          expect(() => [...handing.sorted()]).toThrow(/read already/);
          expect([...sortedRuns(byKey, handed)]).toEqual(inOrder(items));
          expect(readdirSync(parent)).toHaveLength(items.length === 0 ? 0 : 1);
          handing.discard();
          expect(readdirSync(parent)).toEqual([]);
        },
      ),
    );
  });

  // A run is read back 64 KiB at a time (run-reader.ts): lines that cross a block's end, lines
  // longer than a block, and characters of several bytes cut by a block's end come back whole.
  it("reads back lines across its read blocks, and lines longer than a block", () => {
    const lengths = [1, 65_530, 65_536, 70_000, 140_000, 3, 65_535, 200_001];
    const items = lengths.map((length, added) => ({
      key: added % 3,
      added,
      text: `${"é🔌\n".repeat(Math.floor(length / 4))}${"a".repeat(length % 4)}`,
    }));
    const sort = new SpilledSort(byKey, { runLength: 4, directory: parent });
    for (const item of items) sort.add(item);
    expect(sort.runs).toBe(2);
    expect([...sort.sorted()]).toEqual(inOrder(items));
  });

  it("writes nothing below its bound", () => {
    const sort = new SpilledSort(byKey, { runLength: 3, directory: parent });
    sort.add({ key: 2, added: 0, text: "b" });
    sort.add({ key: 1, added: 1, text: "a" });
    expect(readdirSync(parent)).toEqual([]);
    expect([...sort.sorted()].map((item) => item.text)).toEqual(["a", "b"]);
  });

  it("removes its runs when discarded unread, and when its reader stops early", () => {
    const unread = new SpilledSort(byKey, { runLength: 2, directory: parent });
    for (let added = 0; added < 5; added++) unread.add({ key: 5 - added, added, text: "" });
    expect(readdirSync(parent)).toHaveLength(1);
    unread.discard();
    expect(readdirSync(parent)).toEqual([]);

    const stopped = new SpilledSort(byKey, { runLength: 2, directory: parent });
    for (let added = 0; added < 5; added++) stopped.add({ key: 5 - added, added, text: "" });
    for (const item of stopped.sorted()) {
      expect(item.key).toBe(1);
      break;
    }
    expect(readdirSync(parent)).toEqual([]);
  });

  it("gives an item back as it was when added, held or spilled", () => {
    const sort = new SpilledSort(byKey, { runLength: 2, directory: parent });
    const items = [0, 1, 2].map((added) => ({ key: 3 - added, added, text: "as added" }));
    for (const item of items) sort.add(item);
    // The third is still held, the first two in a run: none is the object that was added.
    for (const item of items) item.text = "changed since";
    expect([...sort.sorted()].map(({ added, text }) => [added, text])).toEqual([
      [2, "as added"],
      [1, "as added"],
      [0, "as added"],
    ]);
  });

  it("is read once, and takes nothing after", () => {
    const sort = new SpilledSort(byKey, { runLength: 2, directory: parent });
    sort.add({ key: 1, added: 0, text: "" });
    expect([...sort.sorted()]).toHaveLength(1);
    expect(() => [...sort.sorted()]).toThrow(/read already/);
    expect(() => sort.add({ key: 2, added: 1, text: "" })).toThrow(/added after/);
  });

  // Lines of 31 bytes with a bound of 70: the third would pass it, so the first two are written.
  it("writes what it holds before a line would pass its byte bound, however few the items", () => {
    const items = [0, 1, 2, 3, 4].map((added) => ({ key: 4 - added, added, text: "x" }));
    const line = (item: Item) => Buffer.byteLength(`${JSON.stringify(item)}\n`);
    expect(items.map(line)).toEqual([31, 31, 31, 31, 31]);
    const sort = new SpilledSort(byKey, { runLength: 100, heldBytes: 70, directory: parent });
    const runs = items.map((item) => {
      sort.add(item);
      return sort.runs;
    });
    expect(runs).toEqual([0, 0, 1, 1, 2]);
    expect([...sort.sorted()]).toEqual(inOrder(items));
    // A line longer than the bound is held alone.
    const long = new SpilledSort(byKey, { heldBytes: 10, directory: parent });
    long.add({ key: 2, added: 0, text: "a" });
    long.add({ key: 1, added: 1, text: "b" });
    expect(long.runs).toBe(1);
    expect([...long.sorted()].map((item) => item.text)).toEqual(["b", "a"]);
  });

  // docs/command-line/compliance.md and evidence.md: the obligations' and the populations' rows go
  // to disk 4,096 at a time, or 2 MiB of them.
  it.each([
    [4_095, 0, 0],
    [4_096, 0, 1],
    [8_192, 0, 2],
    [3, 1_000_000, 1],
  ])("by default holds %i items of %i characters in %i runs on disk", (count, length, runs) => {
    const sort = new SpilledSort(byKey, { directory: parent });
    const text = "x".repeat(length);
    for (let added = 0; added < count; added++) sort.add({ key: added % 5, added, text });
    expect(sort.runs).toBe(runs);
    sort.discard();
  });
});

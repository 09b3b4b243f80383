// What a sync expects each system's next plan to do, from the files alone: every asset created,
// updated (its type changed) or deleted counted once, names matched ignoring case, and the
// mass-delete guard judged on those counts. Table-driven over the files as they are and the rows.
import { describe, expect, it } from "vitest";
import { DEFAULT_SAFETY_LIMITS } from "../../../src/core/plan/plan-model.ts";
import { buildSnapshot, type SourceRow } from "../../../src/core/sources/source-documents.ts";
import type { SourceDefinition } from "../../../src/core/sources/sources-schema.ts";
import { type CurrentFile, planSync } from "../../../src/core/sources/sync-plan.ts";

const SOURCE: SourceDefinition = {
  name: "discovery",
  kind: "command",
  run: ["node", "export.mjs"],
  env: [],
  timeout_seconds: 120,
  systems: ["Alpha"],
  out: "inventory/discovery",
};

const rows = (assets: Record<string, string>): SourceRow[] =>
  Object.entries(assets).map(([name, type], index) => ({
    place: `item ${index + 1}`,
    name,
    system: "Alpha",
    type,
  }));

/** The file as a user left it: Alpha's assets, name -> type. */
function currentFile(assets: Record<string, string>): CurrentFile {
  const content = [
    "cyber_system: Alpha",
    "assets:",
    ...Object.entries(assets).map(([name, type]) => `  ${name}: ${type}`),
    "",
  ].join("\n");
  return { path: "inventory/discovery/alpha.yaml", content };
}

interface Case {
  case: string;
  /** The file's assets, or no file yet. */
  before: Record<string, string> | undefined;
  after: Record<string, string>;
  change: { rows: number; creates: number; updates: number; deletes: number };
}

describe("planSync", () => {
  it.each<Case>([
    {
      case: "a first sync creates every asset",
      before: undefined,
      after: { "rtu-1": "hardware", "rtu-2": "hardware" },
      change: { rows: 2, creates: 2, updates: 0, deletes: 0 },
    },
    {
      case: "the same assets change nothing",
      before: { "rtu-1": "hardware", hist: "software" },
      after: { "rtu-1": "hardware", hist: "software" },
      change: { rows: 2, creates: 0, updates: 0, deletes: 0 },
    },
    {
      case: "a name given in other case is the same asset",
      before: { "RTU-1": "hardware", hist: "software" },
      after: { "rtu-1": "hardware", HIST: "hardware" },
      change: { rows: 2, creates: 0, updates: 1, deletes: 0 },
    },
    {
      case: "created, updated and deleted together",
      before: { a: "hardware", b: "hardware", c: "hardware", d: "software" },
      after: { a: "hardware", b: "software", e: "hardware", f: "software", g: "hardware" },
      change: { rows: 5, creates: 3, updates: 1, deletes: 2 },
    },
    {
      case: "every asset replaced",
      before: { a: "hardware", b: "hardware" },
      after: { c: "hardware" },
      change: { rows: 1, creates: 1, updates: 0, deletes: 2 },
    },
  ])("$case", ({ before, after, change }) => {
    const snapshot = buildSnapshot(SOURCE, rows(after));
    const current = before === undefined ? [] : [currentFile(before)];
    const plan = planSync(SOURCE.name, snapshot, current, DEFAULT_SAFETY_LIMITS);
    expect(plan.systems).toEqual([{ system: "Alpha", ...change }]);
    expect(plan.refusals).toEqual([]);
  });

  // A file that is the generated document byte for byte is not parsed: its rows are the
  // document's. The counts are those of the same assets in a file laid out by hand.
  it.each<{ case: string; written: boolean }>([
    { case: "the generated file as the last sync wrote it", written: true },
    { case: "the same assets in a file laid out by hand", written: false },
  ])("$case: counts as the assets it holds", ({ written }) => {
    const previous = { a: "hardware", b: "hardware", c: "software" };
    const last = buildSnapshot(SOURCE, rows(previous));
    const [document] = last.documents;
    const file = written
      ? { path: document!.path, content: document!.content }
      : currentFile(previous);
    for (const [after, change, writes] of [
      [previous, { rows: 3, creates: 0, updates: 0, deletes: 0 }, 0],
      [{ a: "software", d: "hardware" }, { rows: 2, creates: 1, updates: 1, deletes: 2 }, 1],
    ] as const) {
      const plan = planSync(SOURCE.name, buildSnapshot(SOURCE, rows(after)), [file], {
        ...DEFAULT_SAFETY_LIMITS,
      });
      expect(plan.systems).toEqual([{ system: "Alpha", ...change }]);
      expect(plan.writes).toHaveLength(written ? writes : 1);
    }
  });

  it("refuses to drop more of a system than the limits allow, with the count", () => {
    const before = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`rtu-${index + 1}`, "hardware"]),
    );
    const snapshot = buildSnapshot(SOURCE, rows({ "rtu-1": "hardware", "rtu-21": "hardware" }));
    const plan = planSync(SOURCE.name, snapshot, [currentFile(before)], {
      ...DEFAULT_SAFETY_LIMITS,
      minAssetsForRatio: 10,
      maxChangeRatio: 0.5,
      maxChanges: 100,
    });
    expect(plan.systems).toEqual([
      { system: "Alpha", rows: 2, creates: 1, updates: 0, deletes: 19 },
    ]);
    expect(plan.refusals).toEqual([
      'source "discovery" would drop 19 assets of cyber system "Alpha": 95% of its 20 assets (limit 50%); check the source\'s export, or re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended',
    ]);
  });
});

// Issue 89, item 1: ownership by field. A system a source owns keeps every fact people declared
// in its generated document (impact, owners, erc, its parent, shared baselines, each asset's class
// and baseline) through ten syncs in which the source adds, renames and drops assets: each fact
// survives byte for byte except those of a dropped asset, which the plan lists per asset; the
// file stays valid and canonical, and a second sync of the same rows writes nothing.
import { describe, expect, it } from "vitest";
import { DEFAULT_SAFETY_LIMITS } from "../../../src/core/plan/plan-model.ts";
import { buildSnapshot, type SourceRow } from "../../../src/core/sources/source-documents.ts";
import type { SourceDefinition } from "../../../src/core/sources/sources-schema.ts";
import { type CurrentFile, planSync } from "../../../src/core/sources/sync-plan.ts";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { validateInventory } from "../../../src/core/inventory/document/validate-inventory.ts";
import { formatInventoryText } from "../../../src/core/inventory/writing/format-inventory.ts";

const SOURCE: SourceDefinition = {
  name: "cmdb",
  kind: "csv",
  file: "exports/ot.csv",
  columns: { name: "hostname", system: "cip_system", type: "class" },
  types: { RTU: "hardware", App: "software" },
  systems: ["Alpha"],
  out: "inventory/cmdb",
};
const PATH = "inventory/cmdb/alpha.yaml";
const LIMITS = { ...DEFAULT_SAFETY_LIMITS, maxChangeRatio: 1 };

const rowsOf = (names: readonly string[]): SourceRow[] =>
  names.map((name, index) => ({
    place: `exports/ot.csv:${index + 2}`,
    name,
    system: "Alpha",
    type: name.startsWith("app") ? "App" : "RTU",
  }));

/** What people declare by hand, per asset: the lines under its name. */
const ASSET_FACTS: Record<string, string[]> = {
  "rtu-01": ["    type: hardware", "    class: BCA", "    baseline: rtu-standard"],
  "rtu-02": [
    "    type: hardware",
    "    class: EACMS",
    "    baseline:",
    "      os_firmware: [{ name: FortiOS, version: 7.4.3 }]",
    "      software: []",
    "      custom_software: []",
    "      ports: [{ port: 443, protocol: tcp, service: https, justification: management }]",
    "      patches: []",
  ],
  "rtu-03": ["    type: hardware", "    class: PCA", "    baseline: rtu-standard"],
  "rtu-04": ["    type: hardware", "    class: PACS"],
  "app-01": ["    type: software", "    baseline: rtu-standard"],
};
const SYSTEM_FACTS = [
  "facility: Substation Alpha",
  "impact: high",
  "erc: true",
  "owners: [alice, grid-east/protection]",
  "baselines:",
  "  rtu-standard:",
  "    os_firmware: [{ name: SEL-3530, version: R145 }]",
  "    software: []",
  "    custom_software: []",
  "    ports: []",
  "    patches: []",
  "    reviewed: 2026-11-20",
];

/** The generated file with the facts typed in by hand, then laid out by cip-sync fmt. */
function declareByHand(generated: string): string {
  const lines = generated.split("\n");
  const at = lines.findIndex((line) => line.startsWith("cyber_system:"));
  lines.splice(at + 1, 0, ...SYSTEM_FACTS);
  const text = lines
    .map((line) => {
      const name = /^ {2}([^ :]+): hardware|^ {2}([^ :]+): software/.exec(line);
      const asset = name?.[1] ?? name?.[2];
      const facts = asset === undefined ? undefined : ASSET_FACTS[asset];
      return facts === undefined ? line : [`  ${asset}:`, ...facts].join("\n");
    })
    .join("\n");
  const formatted = formatInventoryText(text);
  if (formatted.status !== "formatted") throw new Error(formatted.message);
  return formatted.text;
}

/** Each asset's block of lines in a file (its name's line and those indented under it). */
function assetBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const lines = text.split("\n");
  const start = lines.indexOf("assets:");
  let current: string | undefined;
  for (const line of lines.slice(start + 1)) {
    const name = /^ {2}([^ :]+):/.exec(line)?.[1];
    if (name !== undefined) current = name;
    if (current !== undefined)
      blocks.set(current, [blocks.get(current), line].filter(Boolean).join("\n"));
  }
  return blocks;
}

const systemPart = (text: string) =>
  text.slice(text.indexOf("cyber_system:"), text.indexOf("prune:"));

const START = ["app-01", "rtu-01", "rtu-02", "rtu-03", "rtu-04", "rtu-05"];

/** Ten syncs: each the source's names after the platform added, renamed and dropped assets. */
const SYNCS: { change: string; names: string[]; dropped: string[] }[] = [
  { change: "adds rtu-06", names: [...START, "rtu-06"], dropped: [] },
  {
    change: "renames rtu-05 (no facts) to rtu-5b",
    names: ["app-01", "rtu-01", "rtu-02", "rtu-03", "rtu-04", "rtu-06", "rtu-5b"],
    dropped: [],
  },
  {
    change: "renames rtu-03 to RTU-03 (case only: the same asset)",
    names: ["app-01", "rtu-01", "rtu-02", "RTU-03", "rtu-04", "rtu-06", "rtu-5b"],
    dropped: [],
  },
  {
    change: "drops rtu-04 with its class",
    names: ["app-01", "rtu-01", "rtu-02", "RTU-03", "rtu-06", "rtu-5b"],
    dropped: ["rtu-04"],
  },
  {
    change: "adds rtu-07 and rtu-08",
    names: ["app-01", "rtu-01", "rtu-02", "RTU-03", "rtu-06", "rtu-07", "rtu-08", "rtu-5b"],
    dropped: [],
  },
  {
    change: "the same rows again",
    names: ["app-01", "rtu-01", "rtu-02", "RTU-03", "rtu-06", "rtu-07", "rtu-08", "rtu-5b"],
    dropped: [],
  },
  {
    change: "drops rtu-06 (no facts)",
    names: ["app-01", "rtu-01", "rtu-02", "RTU-03", "rtu-07", "rtu-08", "rtu-5b"],
    dropped: [],
  },
  {
    change: "renames app-01 to app-01-new: its facts go with the old name",
    names: ["app-01-new", "rtu-01", "rtu-02", "RTU-03", "rtu-07", "rtu-08", "rtu-5b"],
    dropped: ["app-01"],
  },
  {
    change: "adds rtu-09, drops rtu-07",
    names: ["app-01-new", "rtu-01", "rtu-02", "RTU-03", "rtu-08", "rtu-09", "rtu-5b"],
    dropped: [],
  },
  {
    change: "drops rtu-02 with its baseline",
    names: ["app-01-new", "rtu-01", "RTU-03", "rtu-08", "rtu-09", "rtu-5b"],
    dropped: ["rtu-02"],
  },
];

const sync = (names: readonly string[], current: CurrentFile[]) =>
  planSync(SOURCE.name, buildSnapshot(SOURCE, rowsOf(names)), current, LIMITS);

describe("declared facts through ten syncs", () => {
  it("keeps every declared fact byte for byte but a dropped asset's, which the plan lists", () => {
    const first = sync(START, []);
    const generated = first.writes[0]?.content ?? "";
    let file = declareByHand(generated);
    // A file the sync wrote, with facts added by hand: the sync agrees with it (--check exits 0).
    expect(sync(START, [{ path: PATH, content: file }]).writes).toEqual([]);
    const declaredSystem = systemPart(file);
    const declared = assetBlocks(file);
    for (const step of SYNCS) {
      const plan = sync(step.names, [{ path: PATH, content: file }]);
      expect(plan.unreadable, step.change).toEqual([]);
      expect(
        plan.dropped.map((entry) => entry.asset),
        step.change,
      ).toEqual(step.dropped);
      for (const entry of plan.dropped) {
        expect(entry.keys, step.change).toEqual(
          (ASSET_FACTS[entry.asset] ?? [])
            .filter((line) => /^ {4}\S/.test(line))
            .map((line) => line.trim().split(":")[0])
            .filter((key) => key !== "type"),
        );
      }
      file = plan.writes[0]?.content ?? file;
      expect(systemPart(file), step.change).toBe(declaredSystem);
      const blocks = assetBlocks(file);
      expect([...blocks.keys()].sort(), step.change).toEqual([...step.names].sort());
      for (const name of step.names) {
        const before = declared.get(name.toLowerCase());
        const facts = ASSET_FACTS[name.toLowerCase()];
        if (facts === undefined)
          expect(blocks.get(name), step.change).toMatch(/^ {2}\S+: (hardware|software)$/);
        else expect(blocks.get(name), step.change).toBe(before?.replace(name.toLowerCase(), name));
      }
      const parsed = parseInventoryText(file, PATH);
      expect(parsed.diagnostics, step.change).toEqual([]);
      expect(validateInventory(parsed.documents), step.change).toEqual([]);
      // Canonical and byte-stable: the same rows and facts write nothing again.
      expect(formatInventoryText(file), step.change).toEqual({ status: "formatted", text: file });
      expect(sync(step.names, [{ path: PATH, content: file }]).writes, step.change).toEqual([]);
    }
  });

  // Issue 98, item 5: the rows changing re-laid every fact, so each scheduled pull request showed
  // lines nobody changed; now the new row is the only change.
  it("leaves facts typed in another layout as written, when the rows change too", () => {
    const generated = sync(START, []).writes[0]?.content ?? "";
    const typed = generated
      .replace("prune: true\n", "impact:   high\nprune: true\n")
      .replace("  rtu-01: hardware\n", "  rtu-01: { type: hardware,   class: PCA }\n");
    expect(sync(START, [{ path: PATH, content: typed }]).writes).toEqual([]);
    const next = sync([...START, "rtu-06"], [{ path: PATH, content: typed }]).writes[0]?.content;
    expect(next).toContain("impact:   high\n");
    expect(next).toContain("  rtu-01: { type: hardware,   class: PCA }\n  rtu-02: hardware\n");
    expect(next).toContain("  rtu-06: hardware\n");
  });

  it.each([
    { case: "broken YAML", content: "cyber_system: Alpha\nassets: [\n", at: `${PATH}:3:1` },
    {
      case: "two documents",
      content: "cyber_system: Alpha\nassets: {}\n---\ncyber_system: Alpha\nassets: {}\n",
      at: `${PATH}:1:1`,
    },
  ])("refuses, writing nothing, a file whose facts cannot be read: $case", ({ content, at }) => {
    const plan = sync(START, [{ path: PATH, content }]);
    expect(plan.writes).toEqual([]);
    expect(plan.unreadable).toHaveLength(1);
    expect(plan.unreadable[0]).toMatch(new RegExp(`^${at.replaceAll(".", "\\.")}: `));
    expect(plan.refusals[0]).toBe(plan.unreadable[0]);
  });
});

describe("declared facts found by the platform's id (source_id)", () => {
  /** A platform's rows: [name, id] each, as its reader hands them over. */
  const platformRows = (assets: readonly (readonly [string, string])[]): SourceRow[] =>
    assets.map(([name, id], index) => ({ ...rowsOf([name])[0]!, place: `row ${index}`, id }));
  const syncIds = (assets: readonly (readonly [string, string])[], current: CurrentFile[]) =>
    planSync(SOURCE.name, buildSnapshot(SOURCE, platformRows(assets)), current, LIMITS);
  const START_IDS = [
    ["rtu-01", "6816f79cc0a8016401c5a33be04be441"],
    ["rtu-02", "12345"],
  ] as const;
  const declared = (content: string) =>
    content.replace(
      "    type: hardware\n    source_id: 6816f79cc0a8016401c5a33be04be441\n",
      "    type: hardware\n    source_id: 6816f79cc0a8016401c5a33be04be441\n    class: EACMS\n    baseline: rtu-standard\n",
    );

  it("writes each asset's id, quoted where YAML would read a number", () => {
    expect(syncIds(START_IDS, []).writes[0]?.content).toContain(
      'assets:\n  rtu-01:\n    type: hardware\n    source_id: 6816f79cc0a8016401c5a33be04be441\n  rtu-02:\n    type: hardware\n    source_id: "12345"\n',
    );
  });

  it("carries the facts of an asset the platform renamed to its new name, listed as renamed", () => {
    const file = declared(syncIds(START_IDS, []).writes[0]?.content ?? "");
    expect(file).toContain("class: EACMS");
    const plan = syncIds(
      [
        ["rtu-01-new", "6816f79cc0a8016401c5a33be04be441"],
        ["rtu-02", "12345"],
      ],
      [{ path: PATH, content: file }],
    );
    expect(plan.dropped).toEqual([]);
    expect(plan.renamed).toEqual([
      { system: "Alpha", from: "rtu-01", to: "rtu-01-new", keys: ["class", "baseline"] },
    ]);
    expect(plan.writes[0]?.content).toContain(
      "  rtu-01-new:\n    type: hardware\n    source_id: 6816f79cc0a8016401c5a33be04be441\n    class: EACMS\n    baseline: rtu-standard\n    renamed_from: rtu-01\n  rtu-02:",
    );
    expect(plan.writes[0]?.content).not.toContain("rtu-01:");
  });

  it.each([
    ["a file that declares nothing (read line by line)", (content: string) => content],
    [
      "a file with facts",
      (content: string) => content.replace("prune: true\n", "impact: low\nprune: true\n"),
    ],
  ])("renames the live asset in place, not delete and create: %s", (_case, edit) => {
    const file = edit(syncIds(START_IDS, []).writes[0]?.content ?? "");
    const renamedOnce = syncIds(
      [
        ["rtu-02", "12345"],
        ["rtu-99", "6816f79cc0a8016401c5a33be04be441"],
      ],
      [{ path: PATH, content: file }],
    );
    expect(renamedOnce.renamed).toEqual([
      { system: "Alpha", from: "rtu-01", to: "rtu-99", keys: [] },
    ]);
    const content = renamedOnce.writes[0]?.content ?? "";
    expect(content).toContain(
      "  rtu-99:\n    type: hardware\n    source_id: 6816f79cc0a8016401c5a33be04be441\n    renamed_from: rtu-01\n",
    );
    // Renamed again before the first rename is applied: the live asset still has its first name.
    const again = syncIds(
      [
        ["rtu-02", "12345"],
        ["rtu-100", "6816f79cc0a8016401c5a33be04be441"],
      ],
      [{ path: PATH, content }],
    );
    expect(again.writes[0]?.content).toContain(
      "  rtu-100:\n    type: hardware\n    source_id: 6816f79cc0a8016401c5a33be04be441\n    renamed_from: rtu-01\n",
    );
    // The same names again: nothing to write, renamed_from carried until people remove it.
    const same = syncIds(
      [
        ["rtu-02", "12345"],
        ["rtu-100", "6816f79cc0a8016401c5a33be04be441"],
      ],
      [{ path: PATH, content: again.writes[0]?.content ?? "" }],
    );
    expect(same.writes).toEqual([]);
  });

  it("finds an entry by name where the file has no source_id yet (written before ids), and adds it", () => {
    const file = sync(["rtu-01", "rtu-02"], []).writes[0]?.content ?? "";
    const typed = file.replace(
      "  rtu-01: hardware\n",
      "  rtu-01:\n    type: hardware\n    class: PCA\n",
    );
    const plan = syncIds(START_IDS, [{ path: PATH, content: typed }]);
    expect(plan.dropped).toEqual([]);
    expect(plan.renamed).toEqual([]);
    expect(plan.writes[0]?.content).toContain(
      "  rtu-01:\n    type: hardware\n    source_id: 6816f79cc0a8016401c5a33be04be441\n    class: PCA\n",
    );
  });

  it("takes an entry whose source_id is another asset's for that asset: a new id under the name is a new asset", () => {
    const file = declared(syncIds(START_IDS, []).writes[0]?.content ?? "");
    const plan = syncIds(
      [
        ["rtu-01", "0f0f0f0fc0a8016401c5a33be04be441"],
        ["rtu-02", "12345"],
      ],
      [{ path: PATH, content: file }],
    );
    expect(plan.dropped).toEqual([
      { system: "Alpha", asset: "rtu-01", keys: ["class", "baseline"] },
    ]);
    expect(plan.writes[0]?.content).toContain(
      "  rtu-01:\n    type: hardware\n    source_id: 0f0f0f0fc0a8016401c5a33be04be441\n  rtu-02:",
    );
  });

  it("refuses, writing nothing, a file whose entries give one source_id twice, at the second's line", () => {
    const file = declared(syncIds(START_IDS, []).writes[0]?.content ?? "").replace(
      'source_id: "12345"',
      "source_id: 6816f79cc0a8016401c5a33be04be441",
    );
    const line = file.split("\n").findIndex((text) => text.startsWith("  rtu-02:")) + 3;
    const plan = syncIds(START_IDS, [{ path: PATH, content: file }]);
    expect(plan.writes).toEqual([]);
    expect(plan.unreadable).toEqual([
      `${PATH}:${line}:16: source_id "6816f79cc0a8016401c5a33be04be441" is also asset "rtu-01"'s; one platform asset has one entry, so the facts to carry are unclear and nothing was written: remove the entry (or its source_id line) that is not that asset's, and sync again`,
    ]);
    expect(plan.refusals[0]).toBe(plan.unreadable[0]);
  });
});

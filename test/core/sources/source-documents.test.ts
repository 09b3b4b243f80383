// Rows to documents: deterministic whatever the row order, canonical (fmt leaves them alone), and
// every row that cannot be declared reported by its place.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { formatInventoryText } from "../../../src/core/inventory/writing/format-inventory.ts";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import {
  buildSnapshot,
  SnapshotBuilder,
  type SourceRow,
} from "../../../src/core/sources/source-documents.ts";
import type { SourceDefinition } from "../../../src/core/sources/sources-schema.ts";
import { documentText, documentTextThroughYaml } from "../../../src/core/sources/document-text.ts";
import { ownedSystem } from "../../../src/core/sources/owned-systems.ts";
import type { AssetType } from "../../../src/core/shared/live-records.ts";

const SOURCE: SourceDefinition = {
  name: "discovery",
  kind: "command",
  run: ["node", "export.mjs"],
  env: [],
  timeout_seconds: 120,
  systems: ["Alpha", "Bravo"],
  out: "inventory/discovery",
};

const row = (place: number, name: string, system = "Alpha", type = "hardware"): SourceRow => ({
  place: `item ${place}`,
  name,
  system,
  type,
});

describe("buildSnapshot", () => {
  it.each([
    {
      case: "a UUID",
      id: "3e1c0f52-7a3d-4f6b-9a1e-2b7c4d5e6f70",
      line: "3e1c0f52-7a3d-4f6b-9a1e-2b7c4d5e6f70",
    },
    {
      case: "digits, a number to YAML",
      id: "00000000000040008000000000000001",
      line: '"00000000000040008000000000000001"',
    },
    { case: "a workflow command", id: "::error::x", line: "::error::x" },
    { case: "a formula", id: "=HYPERLINK(1)", line: "=HYPERLINK(1)" },
    { case: "markup and a key", id: "<b>x: y</b> #z", line: '"<b>x: y</b> #z"' },
  ])("writes a platform's id as text YAML reads back as it: $case", ({ id, line }) => {
    const snapshot = buildSnapshot(SOURCE, [{ ...row(1, "rtu-1"), id }]);
    expect(snapshot.problems).toEqual([]);
    const content = snapshot.documents[0]!.content;
    expect(content).toContain(`  rtu-1:\n    type: hardware\n    source_id: ${line}\n`);
    const parsed = parseInventoryText(content, "a.yaml");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.documents[0]!.assets.map((asset) => asset.name)).toEqual(["rtu-1"]);
    expect(parse(content)).toMatchObject({ assets: { "rtu-1": { source_id: id } } });
  });

  it.each([
    { case: "a line feed", id: "x\n  evil: hardware", says: "U+000A" },
    { case: "a space at its end", id: "abc ", says: "leading or trailing whitespace" },
  ])(
    "refuses a row whose platform id cannot be a source_id, writing none: $case",
    ({ id, says }) => {
      const snapshot = buildSnapshot(SOURCE, [{ ...row(1, "rtu-1"), id }]);
      expect(snapshot.problems).toHaveLength(1);
      expect(snapshot.problems[0]!.place).toBe("item 1");
      expect(snapshot.problems[0]!.message).toMatch(
        /^the platform's id of the asset cannot be written as its source_id: /,
      );
      expect(snapshot.problems[0]!.message).toContain(says);
      expect(snapshot.documents[0]!.content).not.toContain("rtu-1");
    },
  );

  it("writes canonical documents that parse back to the rows", () => {
    const snapshot = buildSnapshot(SOURCE, [
      row(1, "rtu-2"),
      row(2, "RTU-1"),
      row(3, "hist", "Bravo", "software"),
    ]);
    expect(snapshot.problems).toEqual([]);
    for (const document of snapshot.documents) {
      expect(formatInventoryText(document.content)).toEqual({
        status: "formatted",
        text: document.content,
      });
      const parsed = parseInventoryText(document.content, document.path);
      expect(parsed.diagnostics).toEqual([]);
      expect(parsed.documents[0]!.assets.map((asset) => [asset.name, asset.type])).toEqual(
        [...document.assets].sort(([a], [b]) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
    }
    expect(snapshot.documents.map((document) => document.path)).toEqual([
      "inventory/discovery/alpha.yaml",
      "inventory/discovery/bravo.yaml",
    ]);
  });

  it.each([
    {
      case: "a system the source does not own",
      rows: [row(1, "a", "Zulu")],
      message:
        'cyber system "Zulu" is not one source "discovery" owns; add it to its systems in the sources file, or leave them out of the command\'s output',
    },
    {
      case: "a type without a mapping",
      rows: [row(1, "a", "Alpha", "Switch")],
      message:
        "type \"Switch\" is neither hardware nor software; print one of them, or map the command's values in the source's types (for example types: { Switch: hardware }), or leave them out of the command's output",
    },
    {
      case: "a name the rules refuse",
      rows: [row(1, "rtu\u202E1")],
      message:
        'asset name "rtu\\u202E1" contains U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control: it can make a name display as another) at character 4; remove it',
    },
  ])("reports $case by its place and keeps the row out", ({ rows, message }) => {
    const snapshot = buildSnapshot(SOURCE, rows);
    expect(snapshot.problems).toEqual([{ place: "item 1", message }]);
    expect(snapshot.documents.every((document) => document.assets.size === 0)).toBe(true);
  });

  it.each([
    {
      kind: "csv",
      source: {
        ...SOURCE,
        kind: "csv" as const,
        file: "exports/ot-assets.csv",
        columns: { name: "hostname", system: "cip_system", type: "asset_class" },
        types: { RTU: "hardware" as const },
      },
      message:
        'type "Managed Switch" has no mapping; map it to hardware or software in the source\'s types (for example types: { "Managed Switch": hardware }), or leave such rows out with the source\'s where (for example where: { status: Active })',
    },
    {
      kind: "command without types",
      source: SOURCE,
      message:
        'type "Managed Switch" is neither hardware nor software; print one of them, or map the command\'s values in the source\'s types (for example types: { "Managed Switch": hardware }), or leave them out of the command\'s output',
    },
    {
      kind: "servicenow",
      source: {
        ...SOURCE,
        kind: "servicenow" as const,
        url: "https://example.service-now.com",
        table: "cmdb_ci_ot",
        auth: "basic" as const,
        page_size: 10_000,
        system: "u_cip_system",
        asset_name: "name",
        type: { field: "u_device_type", map: { PLC: "hardware" as const } },
      },
      message:
        'type "Managed Switch" has no mapping; map it to hardware or software in the source\'s type.map (for example type: { field: u_device_type, map: { "Managed Switch": hardware } }), or leave such records out with the source\'s query (for example query: u_cip_systemISNOTEMPTY)',
    },
  ])("names the $kind source's type map as the sources file writes it", ({ source, message }) => {
    const snapshot = buildSnapshot(source, [row(1, "sw-1", "Alpha", "Managed Switch")]);
    expect(snapshot.problems).toEqual([{ place: "item 1", message }]);
  });

  const platform = {
    system: "cip_system",
    asset_name: "name",
    type: { field: "type", map: { PLC: "hardware" as const } },
  };
  it.each<{ source: SourceDefinition; offer: string }>([
    {
      source: {
        ...SOURCE,
        kind: "csv",
        file: "exports/ot-assets.csv",
        columns: { name: "hostname", system: "cip_system", type: "asset_class" },
        types: { PLC: "hardware" },
      },
      offer:
        "or leave such rows out with the source's where (for example where: { status: Active })",
    },
    {
      source: { ...SOURCE, ...platform, kind: "netbox", url: "https://netbox.example.internal" },
      offer:
        "or leave such devices out with the source's filters (for example filters: { tag: cip })",
    },
    {
      source: {
        ...SOURCE,
        ...platform,
        kind: "servicenow",
        url: "https://example.service-now.com",
        table: "cmdb_ci_ot",
        auth: "basic",
        page_size: 10_000,
      },
      offer:
        "or leave such records out with the source's query (for example query: u_cip_systemISNOTEMPTY)",
    },
    {
      source: {
        ...SOURCE,
        ...platform,
        kind: "tenable-ot",
        url: "https://ot.example.internal",
        page_size: 200,
        include_hidden: false,
      },
      offer:
        "or leave such assets out with the source's filter (for example filter: { op: NotEqual, field: type, values: Unknown })",
    },
    {
      source: {
        ...SOURCE,
        ...platform,
        kind: "nozomi",
        url: "https://guardian.example.internal",
        auth: "basic",
        page_size: 1000,
      },
      offer:
        "or leave such assets out with the source's condition (for example condition: level <= 2)",
    },
    {
      source: { ...SOURCE, types: { PLC: "hardware" } },
      offer: "or leave them out of the command's output",
    },
  ])("offers the $source.kind source's own filter for a row it refuses", ({ source, offer }) => {
    const snapshot = buildSnapshot(source, [
      row(1, "a", "Zulu", "PLC"),
      row(2, "b", "Alpha", "Switch"),
    ]);
    expect(snapshot.problems.map((problem) => problem.message.slice(-offer.length))).toEqual([
      offer,
      offer,
    ]);
  });

  it("reports both rows of a name given differently, and keeps neither", () => {
    const snapshot = buildSnapshot(SOURCE, [
      row(9, "rtu-1"),
      row(10, "RTU-1", "Bravo"),
      row(2, "x"),
    ]);
    const message =
      'asset name "RTU-1" is given differently by item 9, item 10 (names are unique ignoring case); keep one row';
    expect(snapshot.problems.map((problem) => problem.place)).toEqual(["item 9", "item 10"]);
    expect(snapshot.problems[1]!.message).toBe(message);
    expect([...snapshot.documents[0]!.assets.keys()]).toEqual(["x"]);
  });

  it("keeps of each row handed to it only what the documents need, not the row", () => {
    const rows = [row(1, "rtu-2"), row(2, "RTU-1", "Bravo"), row(3, "plc", "Zulu")];
    const builder = new SnapshotBuilder(SOURCE);
    for (const handed of rows) {
      // The row object is the reader's, as is the page it came in: reused or dropped once handed.
      const reused = { ...handed };
      builder.push(reused);
      Object.assign(reused, { place: "gone", name: "gone", system: "gone", type: "gone" });
    }
    expect(builder.finish()).toEqual(buildSnapshot(SOURCE, rows));
  });

  it("is deterministic: the order of the rows never changes the files, the digest or the problems", () => {
    const rowArbitrary = fc.record({
      name: fc.constantFrom("rtu-1", "RTU-1", "plc-2", "hmi", "app", " bad", "relay-9"),
      system: fc.constantFrom("Alpha", "Bravo", "alpha", "Zulu"),
      type: fc.constantFrom("hardware", "software", "Switch"),
    });
    fc.assert(
      fc.property(
        fc.array(rowArbitrary, { maxLength: 25 }).chain((rows) => {
          const placed = rows.map((fields, index) => ({ ...fields, place: `item ${index + 1}` }));
          return fc.tuple(
            fc.constant(placed),
            fc.shuffledSubarray(placed, { minLength: placed.length }),
          );
        }),
        ([rows, shuffled]) => {
          expect(buildSnapshot(SOURCE, shuffled)).toEqual(buildSnapshot(SOURCE, rows));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("digests each system's rows as its sorted JSON lines, whether its names sort as their lines or not", () => {
    // Names a prefix of others, with the characters that sort before a line's closing quote.
    const name = fc
      .stringMatching(/^[a-c][a-c !"\\#-]{0,4}$/)
      .filter((text) => text.trim() === text);
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(name, fc.option(fc.oneof(fc.uuid(), fc.constantFrom('a"b', "c\\d", "12345")))),
          {
            selector: ([text]) => text.toLowerCase(),
            maxLength: 12,
          },
        ),
        (named) => {
          const rows = named.map(([text, id], index) => ({
            ...row(index + 1, text),
            ...(id === null ? {} : { id }),
          }));
          const [alpha] = buildSnapshot(SOURCE, rows).documents;
          const lines = rows
            .map((each) =>
              JSON.stringify(["Alpha", each.name, "hardware", ...(each.id ? [each.id] : [])]),
            )
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          const text = `${lines.join("\n")}\n`;
          expect(alpha?.digest).toBe(`sha256:${createHash("sha256").update(text).digest("hex")}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("digests 10,000 rows, hashed a part at a time, as their sorted JSON lines", () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      ...row(index + 1, `rtu-${index}`),
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    }));
    const lines = rows
      .map((each) => JSON.stringify(["Alpha", each.name, "hardware", each.id]))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const expected = createHash("sha256")
      .update(`${lines.join("\n")}\n`)
      .digest("hex");
    expect(buildSnapshot(SOURCE, rows).documents[0]?.digest).toBe(`sha256:${expected}`);
  });

  it("writes plain names directly as yaml and fmt would, and leaves the rest to them", () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.()-]{0,8}$/);
    const name = fc.oneof(
      word,
      fc.constantFrom("yes", "No", "null", "012", "a: b", "#x", "é-1", "a  b"),
    );
    fc.assert(
      fc.property(
        name,
        fc.option(fc.tuple(fc.constantFrom("facility", "control_center"), name)),
        fc.dictionary(name, fc.constantFrom<AssetType>("hardware", "software"), { maxKeys: 12 }),
        // Platform ids: UUIDs, sys_ids (hex, some of them numbers to YAML), and odd texts.
        fc.array(
          fc.option(
            fc.oneof(
              fc.uuid(),
              fc.stringMatching(/^[0-9a-f]{32}$/),
              fc.constantFrom("12345", "1e3", "0x1F", "0o17", "012", "2024-01-01", "null", "True"),
              fc.constantFrom("-1", "+5", "1.", ".5", "a b", "x: y", "#1", "'q'", "é", "no", "~"),
              fc.string({ minLength: 1, maxLength: 6 }),
            ),
          ),
          { maxLength: 12 },
        ),
        (name, parent, record, ids) => {
          const system =
            parent === null
              ? ownedSystem(name)
              : ownedSystem({ cyber_system: name, [parent[0]]: parent[1] });
          const assets = Object.entries(record).map(([asset, type], index) => {
            const id = ids[index];
            return id === undefined || id === null
              ? { name: asset, type }
              : { name: asset, type, id };
          });
          const header = [" Generated by cip-sync.", " generated: edit the source."];
          expect(documentText(header, system, assets)).toBe(
            documentTextThroughYaml(header, system, assets),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

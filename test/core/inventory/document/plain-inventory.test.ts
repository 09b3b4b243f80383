// The plain reader must never disagree with the YAML walk: on every text it accepts, it returns
// exactly the documents parseInventoryYaml returns, and yaml finds no problem there; every other
// text it leaves to the walk. Tables of both kinds, then random texts near the plain style.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  parseInventoryText,
  parseInventoryYaml,
} from "../../../../src/core/inventory/document/parse-inventory.ts";
import { readPlainInventory } from "../../../../src/core/inventory/document/plain-inventory.ts";

const FILE = "inventory/alpha.yaml";

/** The reader's documents for a text it must accept, checked against the YAML walk. */
function readAsYamlDoes(text: string) {
  const yaml = parseInventoryYaml(text, FILE);
  expect(yaml.diagnostics).toEqual([]);
  const plain = readPlainInventory(text, FILE);
  expect(plain).toEqual(yaml.documents);
  expect(parseInventoryText(text, FILE)).toEqual(yaml);
  return plain;
}

describe("readPlainInventory: texts it reads", () => {
  it.each([
    [
      "the README's example, comments and all",
      `# yaml-language-server: $schema=../../schemas/inventory.schema.json
cyber_system: Alpha Protection # required
facility: Substation Alpha
# control_center: Primary Control Center   # optional
prune: true # optional, default true
assets: # required map
  alpha-relay-01: hardware
  alpha-historian: software
  alpha-rtu-01b:  # replacement RTU
    type: hardware
    renamed_from: alpha-rtu-01 # rename in place
`,
    ],
    [
      "several documents, a leading ---, prune false, a control center",
      `---
cyber_system: EMS
control_center: Primary Control Center
prune: false
assets:
  ems-server-01: hardware
---
# the second system
cyber_system: cs_0042
assets:
  r1: software
`,
    ],
    [
      "wider indentation, extra spaces after colons, blank lines, no final line feed",
      `cyber_system:    Protection System 01

assets:
    f0001-s01-hw-000:   software

    f0001-s01-hw-001:
          renamed_from:  old name (v2)
          type: hardware
  `,
    ],
    [
      "names that YAML would type if they were values: 0x1F, 012, 1e3, true, null",
      `cyber_system: 012
facility: true
assets:
  0x1F: hardware
  1e3: software
  null: hardware
  true: software
`,
    ],
    [
      "keys after the assets map",
      `cyber_system: Alpha
assets:
  a: hardware
prune: false
facility: Substation Alpha
`,
    ],
  ])("%s", (_label, text) => {
    expect(readAsYamlDoes(text)?.length).toBeGreaterThan(0);
  });

  it("locates every name where the YAML walk does", () => {
    const [document] = readAsYamlDoes(`# header
cyber_system:   Alpha
assets:
    r1: hardware
    r2:
      type: software
      renamed_from: r0
`)!;
    expect(document).toEqual({
      location: { file: FILE, line: 2, column: 1 },
      cyberSystem: { value: "Alpha", location: { file: FILE, line: 2, column: 17 } },
      prune: true,
      assets: [
        { name: "r1", type: "hardware", location: { file: FILE, line: 4, column: 5 } },
        {
          name: "r2",
          type: "software",
          location: { file: FILE, line: 5, column: 5 },
          renamedFrom: { value: "r0", location: { file: FILE, line: 7, column: 21 } },
        },
      ],
      assetsLocation: { file: FILE, line: 3, column: 1 },
    });
  });
});

describe("readPlainInventory: texts it leaves to the YAML walk", () => {
  const base = "cyber_system: Alpha\nassets:\n  r1: hardware\n";
  it.each([
    ["an empty file", ""],
    ["only comments", "# nothing here\n"],
    ["a quoted name", base.replace("r1", '"r1"')],
    ["a tab", base.replace("  r1", "\tr1")],
    ["a carriage return", base.replaceAll("\n", "\r\n")],
    ["a byte order mark", `\uFEFF${base}`],
    ["a non-ASCII name", base.replace("r1", "rélais")],
    ["assets: {}", "cyber_system: Alpha\nassets: {}\n"],
    ["an assets key with no map", "cyber_system: Alpha\nassets:\n"],
    ["a duplicate asset", `${base}  r1: software\n`],
    ["a duplicate document key", `${base}cyber_system: Beta\n`],
    ["an unknown key", `${base}asets: x\n`],
    ["a missing cyber_system", "assets:\n  r1: hardware\n"],
    ["a missing assets", "cyber_system: Alpha\n"],
    ["facility and control_center", `${base}facility: A\ncontrol_center: B\n`],
    ["an empty document between markers", `${base}---\n---\n${base.replace("r1", "r2")}`],
    ["a marker at the end", `${base}---\n`],
    ["a document end marker", `${base}...\n`],
    ["a directive", `%YAML 1.2\n---\n${base}`],
    ["an anchor", base.replace("hardware", "&a hardware")],
    ["a tag", base.replace("hardware", "!!str hardware")],
    ["a continued plain scalar", base.replace("Alpha\n", "Alpha\n  Protection\n")],
    ["a line deeper than an inline value", `${base}    type: hardware\n`],
    ["a # inside a name", base.replace("r1", "r#1")],
    ["no space after a colon", base.replace("r1: hardware", "r1:hardware")],
    ["a colon inside a value", base.replace("Alpha", "Alpha: Beta")],
    ["an unknown asset type", base.replace("hardware", "hardwre")],
    ["an asset map without type", `${base}  r2:\n    renamed_from: r0\n`],
    ["an asset map with an unknown key", `${base}  r2:\n    type: hardware\n    tpye: x\n`],
    ["an asset name key with nothing under it", `${base}  r2:\n`],
    ["prune: yes", `${base}prune: yes\n`],
    ["a sequence", "cyber_system: Alpha\nassets:\n  - r1\n"],
    ["a block scalar", "cyber_system: |\n  Alpha\nassets:\n  r1: hardware\n"],
    ["a name over 255 characters", base.replace("r1", "r".repeat(256))],
    ["a key written with a space before the colon", base.replace("r1:", "r1 :")],
    ["inconsistent asset indentation", `${base}    r2: hardware\n`],
  ])("%s", (_label, text) => {
    expect(readPlainInventory(text, FILE)).toBeUndefined();
    expect(parseInventoryText(text, FILE)).toEqual(parseInventoryYaml(text, FILE));
  });
});

describe("readPlainInventory: a name's first and last characters", () => {
  const base = "cyber_system: Alpha\nassets:\n  r1: hardware\n";
  // Every printable ASCII character that is not a letter, digit or "_", first or last in a name
  // (key and value): the reader leaves each to the YAML walk, which may read it otherwise.
  const others = [..."!\"$%&'()*+,-./;<=>?@[\\]^`{|}~"];
  it.each(others.flatMap((character) => [`${character}r1`, `r1${character}`]))("%s", (name) => {
    for (const text of [base.replace("r1", name), base.replace("Alpha", name)]) {
      const yaml = parseInventoryYaml(text, FILE);
      const plain = readPlainInventory(text, FILE);
      if (plain !== undefined) expect(plain).toEqual(yaml.documents);
      // A name ending in one of "./()+-" is plain; nothing else at either end is.
      expect(plain !== undefined).toBe(/^r1[./()+-]$/.test(name));
      expect(parseInventoryText(text, FILE)).toEqual(yaml);
    }
  });
});

describe("readPlainInventory against the YAML walk, on random texts", () => {
  // Every character a plain name may hold, in every place (plain-inventory.ts NAME_CHARACTERS).
  const name = fc.stringMatching(/^[A-Za-z0-9_](?:[A-Za-z0-9_ ./()+-]{0,8}[A-Za-z0-9_./()+-])?$/);
  /** Mostly the valid value, sometimes a wrong one the full parser must report. */
  const mostly = <T>(valid: T, wrong: T) =>
    fc.oneof(
      { arbitrary: fc.constant(valid), weight: 9 },
      { arbitrary: fc.constant(wrong), weight: 1 },
    );
  const asset = fc.record({
    name,
    type: fc.oneof(mostly("hardware", "hardwre"), fc.constant("software")),
    renamedFrom: fc.option(name, { nil: undefined }),
    // A platform's id, as the sync writes it (a UUID, a sys_id), or one YAML reads as a number.
    sourceId: fc.option(fc.oneof(name, fc.uuid(), fc.constantFrom("12345", "1e3", "0x1F")), {
      nil: undefined,
    }),
  });
  const document = fc.record({
    system: name,
    parent: fc.option(fc.tuple(fc.constantFrom("facility", "control_center"), name), {
      nil: undefined,
    }),
    prune: fc.oneof(fc.constantFrom(undefined, "true", "false"), mostly(undefined, "yes")),
    assets: fc.array(asset, { minLength: 1, maxLength: 5 }),
    indent: fc.integer({ min: 1, max: 4 }),
  });
  type Document = typeof document extends fc.Arbitrary<infer T> ? T : never;
  const render = (doc: Document): string => {
    const pad = " ".repeat(doc.indent);
    const lines = [`cyber_system: ${doc.system}`];
    if (doc.parent) lines.push(`${doc.parent[0]}: ${doc.parent[1]}`);
    if (doc.prune) lines.push(`prune: ${doc.prune}`);
    lines.push("assets:");
    for (const { name: assetName, type, renamedFrom, sourceId } of doc.assets) {
      if (renamedFrom === undefined && sourceId === undefined)
        lines.push(`${pad}${assetName}: ${type}`);
      else
        lines.push(
          `${pad}${assetName}:`,
          `${pad}  type: ${type}`,
          ...(renamedFrom === undefined ? [] : [`${pad}  renamed_from: ${renamedFrom}`]),
          ...(sourceId === undefined ? [] : [`${pad}  source_id: ${sourceId}`]),
        );
    }
    return lines.join("\n");
  };
  // Edits that keep a text close to the plain style: the places where a reader of lines could go
  // wrong (indentation, structure, comments), and characters that change YAML's reading.
  const noise = fc.constantFrom(
    ...[" ", ":", ": ", "#", " #", "-", "- ", "'", '"', "{", "[", "&", "*", "!", "|", ">", "?"],
    ...["%", "@", "`", ",", "\t", "é", "~", "\r"],
  );
  const edit = fc.oneof(
    fc.record({
      kind: fc.constant("indent" as const),
      line: fc.nat(),
      by: fc.integer({ min: -2, max: 4 }),
    }),
    fc.record({ kind: fc.constant("duplicate" as const), line: fc.nat() }),
    fc.record({ kind: fc.constant("delete" as const), line: fc.nat() }),
    fc.record({
      kind: fc.constant("insert" as const),
      line: fc.nat(),
      text: fc.constantFrom("---", "# note", "", "  # note", "...", "  - x", "x"),
    }),
    fc.record({ kind: fc.constant("comment" as const), line: fc.nat() }),
    fc.record({ kind: fc.constant("noise" as const), line: fc.nat(), at: fc.nat(), text: noise }),
  );
  type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;
  const apply = (lines: string[], change: Edit): string[] => {
    const index = change.line % lines.length;
    const line = lines[index]!;
    const result = [...lines];
    switch (change.kind) {
      case "indent":
        result[index] = change.by >= 0 ? " ".repeat(change.by) + line : line.slice(-change.by);
        break;
      case "duplicate":
        result.splice(index, 0, line);
        break;
      case "delete":
        result.splice(index, 1);
        break;
      case "insert":
        result.splice(index, 0, change.text);
        break;
      case "comment":
        result[index] = `${line} # note`;
        break;
      case "noise": {
        const at = change.at % (line.length + 1);
        result[index] = line.slice(0, at) + change.text + line.slice(at);
      }
    }
    return result.length > 0 ? result : lines;
  };

  it("never reads a text differently from yaml, nor one yaml finds fault with", () => {
    let read = 0;
    fc.assert(
      fc.property(
        fc.array(document, { minLength: 1, maxLength: 3 }),
        fc.oneof(fc.constant([]), fc.array(edit, { minLength: 1, maxLength: 3 })),
        (documents, edits) => {
          const lines = edits.reduce(apply, documents.map(render).join("\n---\n").split("\n"));
          const text = `${lines.join("\n")}\n`;
          const plain = readPlainInventory(text, FILE);
          if (plain === undefined) return true;
          read++;
          const yaml = parseInventoryYaml(text, FILE);
          return yaml.diagnostics.length === 0 && isDeepStrictEqual(plain, yaml.documents);
        },
      ),
      { numRuns: 3000, seed: 6 },
    );
    // The property says something only if many of the texts were plain enough to be read.
    expect(read).toBeGreaterThan(500);
  });
});

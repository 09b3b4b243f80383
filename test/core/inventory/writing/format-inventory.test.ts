// fmt's layout: golden files, idempotence, and the property that formatting never changes what a
// file declares, over generated inventories written in many styles.
import { readFile } from "node:fs/promises";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { formatInventoryText } from "../../../../src/core/inventory/writing/format-inventory.ts";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";

/** Strings YAML 1.1 readers take for other than text when plain (issue 22 item 5). */
const YAML_11_LOOKALIKES = [
  "<<",
  "12:30",
  "0b101",
  "1_000",
  "2001-12-14",
  "yes",
  "n",
  "off",
  "~",
  "0o17",
  "017",
  ".inf",
  ".nan",
  "=",
  "1.5",
];

const FIXTURES = new URL("../../../fixtures/fmt/", import.meta.url);

function formatted(text: string): string {
  const result = formatInventoryText(text);
  if (result.status !== "formatted") throw new Error(result.message);
  return result.text;
}

describe("golden files", () => {
  it.each(["messy", "canonical"])("%s", async (name) => {
    const input = await readFile(new URL(`${name}.input.yaml`, FIXTURES), "utf8");
    const expected = await readFile(new URL(`${name}.expected.yaml`, FIXTURES), "utf8");
    expect(formatted(input)).toBe(expected);
    expect(formatted(expected)).toBe(expected);
  });

  it.each(YAML_11_LOOKALIKES)(
    "keeps the quotes of the asset name %j, which YAML 1.1 readers take for other than text",
    (name) => {
      const text = `cyber_system: S\nfacility: F\nassets:\n  "${name}": hardware\n  "relay": '${name}'\n`;
      const once = formatted(text);
      expect(once).toContain(`  "${name}": hardware\n`);
      expect(once).toContain(`  relay: '${name}'\n`);
    },
  );

  it("leaves unreadable YAML alone and says where it breaks", () => {
    expect(formatInventoryText("cyber_system: A\nassets:\n  x: [hardware\n")).toMatchObject({
      status: "unreadable",
      line: 4,
    });
  });
});

/** What a file declares, without positions (formatting moves lines) or asset order. */
function declared(text: string) {
  const { documents, diagnostics } = parseInventoryText(text, "inventory/x.yaml");
  return {
    documents: documents.map((document) => ({
      cyberSystem: document.cyberSystem.value,
      facility: document.facility?.value,
      controlCenter: document.controlCenter?.value,
      prune: document.prune,
      assets: document.assets.map((asset) => JSON.stringify(withoutLocations(asset))).sort(),
    })),
    // Messages may name other positions ("first written at x.yaml:3:3"): those move too.
    diagnostics: diagnostics
      .map((diagnostic) =>
        `${diagnostic.severity}: ${diagnostic.message}`.replace(/x\.yaml:\d+:\d+/g, "x.yaml"),
      )
      .sort(),
  };
}

function withoutLocations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLocations);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/location/i.test(key))
      .map(([key, inner]) => [key, withoutLocations(inner)]),
  );
}

// Names YAML reads in other ways when plain, or that need quotes, or that only differ in case.
const NAME = fc.constantFrom(
  "relay-01",
  "Relay-01",
  "RELAY-02",
  "012",
  "0x1F",
  "1e3",
  "no",
  "true",
  "null",
  "~",
  "a: b",
  "# hash",
  "- dash",
  "x,y",
  "[list]",
  "{map}",
  "quote'single",
  'quote"double',
  "ümlaut",
  "space in name",
  "__proto__",
  ...YAML_11_LOOKALIKES,
);
const STYLE = fc.constantFrom("plain", "single", "double");

function scalar(value: string, style: string): string {
  if (style === "single") return `'${value.replace(/'/g, "''")}'`;
  if (style === "double") return JSON.stringify(value);
  // Plain only where it reads back as the same string; otherwise double quotes.
  return /^[A-Za-z][A-Za-z0-9 _.-]*$/.test(value) && !/^(?:true|false|null|no)$/i.test(value)
    ? value
    : JSON.stringify(value);
}

const asset = fc.record({
  name: NAME,
  nameStyle: STYLE,
  type: fc.constantFrom("hardware", "software"),
  typeStyle: STYLE,
  form: fc.constantFrom("short", "block", "flow"),
  renamedFrom: fc.option(NAME, { nil: undefined }),
  comment: fc.boolean(),
});

const documentArbitrary = fc.record({
  system: NAME,
  parent: fc.constantFrom("facility", "control_center"),
  parentName: NAME,
  prune: fc.option(fc.boolean(), { nil: undefined }),
  assets: fc.array(asset, { maxLength: 6 }),
  keyOrder: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
  indent: fc.constantFrom(2, 4),
});

type GeneratedDocument = typeof documentArbitrary extends fc.Arbitrary<infer T> ? T : never;

function writeDocument(document: GeneratedDocument): string {
  const pad = " ".repeat(document.indent);
  const assetLines = document.assets.flatMap((entry) => {
    const key = scalar(entry.name, entry.nameStyle);
    const type = scalar(entry.type, entry.typeStyle);
    const comment = entry.comment ? " # note" : "";
    const renamed =
      entry.renamedFrom === undefined ? undefined : scalar(entry.renamedFrom, "double");
    if (entry.form === "short" && renamed === undefined) return [`${pad}${key}: ${type}${comment}`];
    if (entry.form === "flow") {
      const more = renamed === undefined ? "" : `, renamed_from: ${renamed}`;
      return [`${pad}${key}: {type: ${type}${more}}${comment}`];
    }
    return [
      `${pad}${key}:${comment}`,
      `${pad}${pad}type: ${type}`,
      ...(renamed === undefined ? [] : [`${pad}${pad}renamed_from: ${renamed}`]),
    ];
  });
  const blocks = [
    [`cyber_system: ${scalar(document.system, "plain")}`],
    [`${document.parent}: ${scalar(document.parentName, "single")}`],
    document.prune === undefined ? [] : [`prune: ${document.prune}`],
    assetLines.length === 0 ? ["assets: {}"] : ["assets:", ...assetLines],
  ];
  return document.keyOrder.flatMap((index) => blocks[index]!).join("\n");
}

/**
 * The asset names as a YAML 1.1 reader with merge keys (PyYAML, go-yaml v2) sees them: a name
 * that lost its quotes would read as a number, a date, a boolean, null or a merge.
 */
function namesAsYaml11Reads(text: string): unknown[] {
  return parseAllDocuments(text, { version: "1.1", merge: true, uniqueKeys: false })
    .flatMap((doc) => {
      const value = doc.toJS() as { assets?: object } | null;
      return Object.keys(value?.assets ?? {});
    })
    .sort();
}

describe("formatting never changes what a file declares", () => {
  it("parse(fmt(x)) equals parse(x), and fmt is idempotent", () => {
    fc.assert(
      fc.property(fc.array(documentArbitrary, { minLength: 1, maxLength: 3 }), (documents) => {
        const text = `# yaml-language-server: $schema=x.json\n${documents.map(writeDocument).join("\n---\n")}\n`;
        const once = formatted(text);
        expect(declared(once)).toEqual(declared(text));
        expect(formatted(once)).toBe(once);
        expect(namesAsYaml11Reads(once)).toEqual(namesAsYaml11Reads(text));
        expect(once.startsWith("# yaml-language-server: $schema=x.json\n")).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

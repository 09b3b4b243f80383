import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { schemaFiles } from "../scripts/generate-schemas.ts";
import {
  inventoryDocumentSchema,
  inventoryJsonSchema,
} from "../src/core/inventory/document/inventory-schema.ts";
import { parseInventoryText } from "../src/core/inventory/document/parse-inventory.ts";

const ROOT = new URL("../", import.meta.url);

describe("committed JSON Schemas", () => {
  it.each(schemaFiles().map((file) => [file.path, file.content]))(
    "%s equals a fresh generation (run 'npm run schemas' when this fails)",
    async (path, content) => {
      expect(await readFile(new URL(path, ROOT), "utf8")).toBe(content);
    },
  );

  it("`generate-schemas.ts --check` exits 0 on the committed files", async () => {
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ["scripts/generate-schemas.ts", "--check"],
      { cwd: ROOT },
    );
    expect(stderr).toBe("");
  });

  it("describes the inventory for editors: draft 2020-12, titles, one parent at most", () => {
    const schema = inventoryJsonSchema() as {
      $schema: string;
      title: string;
      not: unknown;
      properties: Record<string, { title?: string; description?: string }>;
    };
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.title).toBe("cip-inventory-sync inventory document");
    expect(schema.not).toEqual({ required: ["facility", "control_center"] });
    for (const key of ["cyber_system", "facility", "control_center", "prune", "assets"]) {
      expect(schema.properties[key]?.title).toBeTruthy();
      expect(schema.properties[key]?.description).toBeTruthy();
    }
  });
});

describe("inventoryDocumentSchema agrees with the parser", () => {
  // Values where YAML typing and the parser differ on purpose are left out: a plain `012` is the
  // name "012" for the parser but the number 12 for a schema checker (quote it to satisfy both).
  it.each([
    ["cyber_system: a\nassets: {}\n", true],
    [
      "cyber_system: a\nfacility: F\nprune: false\nassets:\n  r1: hardware\n  r2:\n    type: software\n    renamed_from: r0\n",
      true,
    ],
    ["cyber_system: a\ncontrol_center: C\nassets: {r1: software}\n", true],
    ["cyber_system: a\nfacility: F\ncontrol_center: C\nassets: {}\n", false],
    ["cyber_system: a\n", false],
    ["assets: {}\n", false],
    ["cyber_system: a\nasets: {}\nassets: {}\n", false],
    ["cyber_system: a\nassets:\n  r1: firmware\n", false],
    ["cyber_system: a\nassets:\n  r1:\n    renamed_from: r0\n", false],
    ["cyber_system: a\nassets:\n  r1:\n    type: hardware\n    serial: x\n", false],
    ["cyber_system: a\nprune: 'yes'\nassets: {}\n", false],
    ["cyber_system: ''\nassets: {}\n", false],
    ['cyber_system: " a"\nassets: {}\n', false],
    ['cyber_system: a\nassets:\n  "r\\u202E1": hardware\n', false],
    ['cyber_system: a\nassets:\n  "r\\u200B1": hardware\n', false],
    [`cyber_system: a\nassets:\n  ${"x".repeat(256)}: hardware\n`, false],
    [`cyber_system: a\nassets:\n  ${"x".repeat(255)}: hardware\n`, true],
  ])("%#: valid is %s", (text, valid) => {
    const parsed = parseInventoryText(text, "a.yaml");
    expect(parsed.diagnostics.length === 0).toBe(valid);
    const [document] = parseAllDocuments(text);
    expect(inventoryDocumentSchema.safeParse(document?.toJS()).success).toBe(valid);
  });
});

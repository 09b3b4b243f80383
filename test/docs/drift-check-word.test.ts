// The drift check is an inventory reconciliation of the files against the service, never CIP-010
// R2.1 configuration monitoring (docs/audit-populations.md, reconciliation.csv): no page calls
// it that (issue 90, item 3: README's step 7 did).
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);

async function pages(): Promise<string[]> {
  const docs = (await readdir(new URL("docs/", root), { recursive: true }))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs];
}

describe("the drift check is not called configuration monitoring", () => {
  it("no page labels it (CIP-010 R2.1)", async () => {
    const found: string[] = [];
    for (const page of await pages()) {
      const text = (await readFile(new URL(page, root), "utf8")).replace(/\s+/g, " ");
      for (const sentence of text.split(/(?<=[.:;])\s/)) {
        if (/drift check \((?:CIP-010 )?R2\.1\)/.test(sentence)) found.push(`${page}: ${sentence}`);
      }
    }
    expect(found).toEqual([]);
  });
});

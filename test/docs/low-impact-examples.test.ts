// The site file and the program record docs/obligations/cip-003-low-impact.md shows are files the
// tool reads: each ```yaml block whose first line names it parses without a problem, so a reader
// who copies it starts from a valid file. The page says in its first lines what is judged.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parseProgramRecordText } from "../../src/core/low-impact/parse-program-record.ts";
import { parseSiteFileText } from "../../src/core/low-impact/parse-site-file.ts";

const text = await readFile(
  new URL("../../docs/obligations/cip-003-low-impact.md", import.meta.url),
  "utf8",
);
const examples = [...text.matchAll(/```yaml\n# (low-impact\/\S+)\n([\s\S]*?)```/g)].map(
  ([, file, body]) => ({ file: file!, body: body! }),
);

describe("docs/obligations/cip-003-low-impact.md", () => {
  it("says first what is judged", () => {
    const [title, , notice] = text.split("\n");
    expect(title).toBe(
      "# CIP-003 R2 low impact (CIP-003-9): Section 6 and the program's clocks judged",
    );
    expect(notice).toMatch(/^> \*\*What is judged\.\*\*/);
  });

  it("shows a site file and a program record", () => {
    expect(examples.map(({ file }) => file)).toEqual([
      "low-impact/substation-12.yaml",
      "low-impact/records/policy-review-2026.yaml",
    ]);
  });

  it("the site file parses without a problem", () => {
    const { file, body } = examples[0]!;
    const parsed = parseSiteFileText(body, file);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.vendorRemoteAccess).toMatchObject({ allowed: true });
  });

  it("the program record parses without a problem, at review", () => {
    const { file, body } = examples[1]!;
    const parsed = parseProgramRecordText(body, file, new Date());
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toMatchObject({ kind: "policy-review", performedOn: "2026-03-10" });
  });
});

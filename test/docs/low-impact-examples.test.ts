// The site file docs/obligations/cip-003-low-impact.md shows is a file the tool reads: the ```yaml
// block whose first line names it parses without a problem, so a reader who copies it starts from
// a valid file. The page says in its first lines that the family is not judged yet.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parseSiteFileText } from "../../src/core/low-impact/parse-site-file.ts";

const text = await readFile(
  new URL("../../docs/obligations/cip-003-low-impact.md", import.meta.url),
  "utf8",
);
const examples = [...text.matchAll(/```yaml\n# (low-impact\/\S+)\n([\s\S]*?)```/g)].map(
  ([, file, body]) => ({ file: file!, body: body! }),
);

describe("docs/obligations/cip-003-low-impact.md", () => {
  it("says first which part is judged and which are not yet", () => {
    const [title, , notice] = text.split("\n");
    expect(title).toBe("# CIP-003 R2 low impact (CIP-003-9 Attachment 1): Section 6 judged");
    expect(notice).toMatch(/^> \*\*Section 6 judged; the rest not judged yet/);
  });

  it("shows a site file", () => {
    expect(examples.map(({ file }) => file)).toEqual(["low-impact/substation-12.yaml"]);
  });

  it.each(examples)("$file parses without a problem", ({ file, body }) => {
    const parsed = parseSiteFileText(body, file);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.vendorRemoteAccess).toMatchObject({ allowed: true });
  });
});

// The access file and the password-change record docs/obligations/cip-007-r5.md shows are files
// the tool reads: each ```yaml block whose first line names it parses without a problem, so a
// reader who copies it starts from a valid file. The page says in its first lines what is judged,
// and quotes each part's words as the family's shape holds them.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  MEDIUM_REACH_WORDS,
  SYSTEM_ACCESS_PARTS,
} from "../../../src/core/families/system-access/system-access-shape.ts";
import { SYSTEM_ACCESS_ROWS } from "../../../src/core/obligations/system-access/system-access-rows.ts";
import { parseAccessFileText } from "../../../src/core/system-access/parse-access-file.ts";
import { parsePasswordChangeText } from "../../../src/core/system-access/parse-password-change.ts";

const text = await readFile(
  new URL("../../../docs/obligations/cip-007-r5.md", import.meta.url),
  "utf8",
);
const examples = [...text.matchAll(/```yaml\n# (system-access\/\S+)\n([\s\S]*?)```/g)].map(
  ([, file, body]) => ({ file: file!, body: body! }),
);
/** The page's prose on one line, as a quote spans its lines. */
const prose = text.replace(/\n(> )?/g, " ");

describe("docs/obligations/cip-007-r5.md", () => {
  it("says first what is judged", () => {
    const [title, , notice] = text.split("\n");
    expect(title).toBe(
      "# CIP-007 R5 system access control (CIP-007-6): Part 5.6's password changes judged",
    );
    expect(notice).toMatch(/^> \*\*What is judged\.\*\*/);
  });

  it("shows an access file and a password-change record", () => {
    expect(examples.map(({ file }) => file)).toEqual([
      "system-access/ems.yaml",
      "system-access/records/ems-root-2026-03.yaml",
    ]);
  });

  it("the access file parses without a problem", () => {
    const { file, body } = examples[0]!;
    const parsed = parseAccessFileText(body, file);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.accountTypes.map((type) => type.change?.enforcement)).toEqual([
      "procedural",
      "technical",
      undefined,
    ]);
  });

  it("the password-change record parses without a problem, at review", () => {
    const { file, body } = examples[1]!;
    const parsed = parsePasswordChangeText(body, file, new Date());
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toMatchObject({ performedOn: "2026-03-10", accountTypes: ["root"] });
  });

  /** The cells of the page's table row for part `part` ("5.1"), after the part's own. */
  const cells = (part: string) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`| ${part} `))
      .map((line) =>
        line
          .split("|")
          .slice(2, -1)
          .map((cell) => cell.trim()),
      );

  it.each(Object.entries(SYSTEM_ACCESS_PARTS))(
    "gives %s's Applicable Systems and what CIP-007-7.1 changes as the data holds them",
    (kind, part) => {
      const id = kind.slice("CIP-007 R".length);
      const later = SYSTEM_ACCESS_ROWS.find((row) => row.id === kind)?.laterVersions[0];
      expect(cells(id)).toEqual([
        ["yes", MEDIUM_REACH_WORDS[part.medium]],
        [later?.changes.slice(later.changes.indexOf("; ") + 2)],
      ]);
    },
  );

  it.each(Object.entries(SYSTEM_ACCESS_PARTS))("quotes %s as the shape holds it", (_, part) => {
    expect(prose).toContain(`"${part.requirementText}`);
  });
});

// The one CSV cell every CSV we write uses: no part of it a spreadsheet may read as a field (split
// on `,`, `;`, tab or any line break, quotes honoured or not) starts a formula, and RFC 4180 readers get the text back.
import fc from "fast-check";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell } from "../../../src/render/shared/csv-cell.ts";

describe("csvCell", () => {
  it.each<[string, string | number | undefined, string]>([
    ["nothing", undefined, ""],
    ["a plain name", "alpha-relay-01", "alpha-relay-01"],
    ["a number", 42, "42"],
    ["a leading =", "=1+1", "'=1+1"],
    ["a leading - (a negative number is text too)", "-5", "'-5"],
    [
      "a formula after ; (Excel's separator in most of Europe)",
      "relay-07;=cmd|' /C calc'!A0",
      `"relay-07;'=cmd|' /C calc'!A0"`,
    ],
    ["a formula after a comma", "a,@SUM(A1)", `"a,'@SUM(A1)"`],
    ["a formula after a tab", "a\t+1", `"a\t'+1"`],
    ["a CR after ;, then a formula after the CR", "a;\r=b", `"a;'\r'=b"`],
    ["a ; with nothing after it", "x;y", `"x;y"`],
    ["a quote", 'say "hi"', `"say ""hi"""`],
    ["a line break", "a\nb", `"a\nb"`],
    [
      "a formula after a lone CR (a note's second line)",
      "ok\r=cmd|' /C calc'!A0",
      `"ok\r'=cmd|' /C calc'!A0"`,
    ],
    ["a formula after LF", "ok\n@SUM(A1)", `"ok\n'@SUM(A1)"`],
    ["a formula after CRLF", "ok\r\n+1", `"ok\r\n'+1"`],
    ["a formula after NEXT LINE", "ok\u0085=1", `"ok\u0085'=1"`],
    ["a formula after LINE SEPARATOR", "ok\u2028=1", `"ok\u2028'=1"`],
    ["a formula after PARAGRAPH SEPARATOR", "ok\u2029-1", `"ok\u2029'-1"`],
    ["a formula after VT and FF", "a\v=1\f=2", `"a\v'=1\f'=2"`],
  ])("%s", (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  const FORMULA = /^[=+\-@\t\r]/u;
  const LINE_BREAKS = ["\r", "\n", "\v", "\f", "\u0085", "\u2028", "\u2029"];
  const text = fc.string({
    unit: fc.constantFrom("a", "=", "+", "-", "@", ",", ";", "\t", '"', " ", ...LINE_BREAKS),
  });

  it("no field a comma, semicolon, tab or line reader may see starts a formula, quoted or not, its leading spaces trimmed or not", () => {
    fc.assert(
      fc.property(text, (value) => {
        const cell = csvCell(value);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        for (const raw of [cell, unquoted]) {
          for (const field of raw.split(/[,;\t\r\n\v\f\u0085\u2028\u2029]/u)) {
            expect(field).not.toMatch(FORMULA);
            // A list joined with "; " read by a reader that trims what follows a separator.
            expect(field.replace(/^ +/, "")).not.toMatch(FORMULA);
          }
        }
      }),
    );
  });

  // csvCell runs the look-behind only where a quicker search finds a formula's first character
  // after the start or a separator: the cell is the one the look-behind alone makes.
  it("marks what the look-behind alone marks", () => {
    const separator = ",;\\t\\r\\n\\v\\f\\u0085\\u2028\\u2029";
    const lookBehind = new RegExp(`(?<=^ *|[${separator}] *)(?=[=+\\-@\\t\\r])`, "gu");
    fc.assert(
      fc.property(text, (value) => {
        const marked = value.replace(lookBehind, "'");
        const unquoted = /["\r\n\v\f\u0085\u2028\u2029,;\t]/u.test(marked)
          ? `"${marked.replaceAll('"', '""')}"`
          : marked;
        expect(csvCell(value)).toBe(unquoted);
      }),
      { numRuns: 2000 },
    );
  });

  it("an RFC 4180 reader gets the text back, apostrophes aside", () => {
    fc.assert(
      fc.property(text, (value) => {
        const rows = parse(`${csvCell(value)}\r\n`, { relax_column_count: true }) as string[][];
        const read = rows[0]?.[0] ?? "";
        expect(read.replaceAll("'", "")).toBe(value.replaceAll("'", ""));
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  compareDiagnostics,
  formatLocation,
  hasErrors,
  quote,
} from "../../../src/core/shared/diagnostics.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import { at } from "../../support/fixtures.ts";

describe("quote: the one way messages quote a name", () => {
  it.each<[string, string, string]>([
    ["plain text", "RTU-1", '"RTU-1"'],
    ["quotes and backslashes, escaped", 'say "hi" \\ bye', '"say \\"hi\\" \\\\ bye"'],
    ["a bidirectional override", "rtu\u202E10", '"rtu\\u202E10"'],
    ["a control character, in upper-case hex", "a\u001Bb", '"a\\u001Bb"'],
    ["a tab and a newline, in their short forms", "a\tb\nc", '"a\\tb\\nc"'],
    ["a lone surrogate", "x\uD800", '"x\\uD800"'],
    ["a zero-width character", "a\u200Bb", '"a\\u200Bb"'],
    ["a tag character beyond the BMP", "x\u{E0041}", '"x\\u{E0041}"'],
    ["an escape written as text, kept apart by its backslash", "a\\u001bb", '"a\\\\u001bb"'],
  ])("%s", (_label, text, quoted) => {
    expect(quote(text)).toBe(quoted);
  });
});

describe("diagnostics", () => {
  it("formats a location as file:line:column", () => {
    expect(formatLocation(at("inventory/a.yaml", 3, 7))).toBe("inventory/a.yaml:3:7");
  });

  it("orders diagnostics without a place first, then by file, line and column", () => {
    const of = (file?: string, line = 1, column = 1): Diagnostic => ({
      severity: "error",
      message: file ?? "none",
      ...(file === undefined ? {} : { location: at(file, line, column) }),
    });
    const sorted = [of("b.yaml"), of("a.yaml", 2, 1), of(), of("a.yaml", 1, 9), of("a.yaml", 2, 0)]
      .sort(compareDiagnostics)
      .map((diagnostic) =>
        diagnostic.location ? formatLocation(diagnostic.location) : diagnostic.message,
      );
    expect(sorted).toEqual(["none", "a.yaml:1:9", "a.yaml:2:0", "a.yaml:2:1", "b.yaml:1:1"]);
  });

  it("has errors only when one diagnostic is an error", () => {
    const warning: Diagnostic = { severity: "warning", message: "w" };
    expect(hasErrors([warning])).toBe(false);
    expect(hasErrors([warning, { severity: "error", message: "e" }])).toBe(true);
  });
});

// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.
import type { Diagnostic, SourceLocation } from "./model.ts";
import { compareCodePoints } from "./names.ts";
import { revealHiddenCharacters } from "./reveal.ts";

/** "file:line:column", the way every message names a place in the inventory files. */
export function formatLocation(location: SourceLocation): string {
  return `${location.file}:${location.line}:${location.column}`;
}

/** Diagnostics without a place first, then by file (code-point order), line and column. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (!a.location || !b.location) return (a.location ? 1 : 0) - (b.location ? 1 : 0);
  return (
    compareCodePoints(a.location.file, b.location.file) ||
    a.location.line - b.location.line ||
    a.location.column - b.location.column
  );
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}

/**
 * Text from the inventory or the service, quoted the one way every message quotes it: a JSON
 * string (quotes and backslashes inside escaped) with every hidden character a visible `\u202E`
 * escape, so that a message can be neither reordered nor hidden by the characters it reports.
 */
export function quote(text: string): string {
  const json = JSON.stringify(text).replace(/\\(?:\\|u([0-9a-f]{4}))/g, (escape, hex?: string) =>
    hex === undefined ? escape : `\\u${hex.toUpperCase()}`,
  );
  return revealHiddenCharacters(json);
}

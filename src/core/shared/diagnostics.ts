// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.

import { compareCodePoints } from "./names.ts";
import { revealHiddenCharacters } from "./text/reveal.ts";

/** A 1-based position in a source file. `file` is the path as the user gave it (relative to cwd). */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

type Severity = "error" | "warning";

/** One problem found in the user's input or against the live service. */
export interface Diagnostic {
  severity: Severity;
  message: string;
  /** Where the problem is; absent for problems that have no place in a file (e.g. an empty glob). */
  location?: SourceLocation;
  /** Other places involved (e.g. the first declaration of a duplicate name). */
  related?: SourceLocation[];
}

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

// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.
import { FORBIDDEN_NAME_CHARACTER } from "./inventory-schema.ts";
import type { Diagnostic, SourceLocation } from "./model.ts";
import { compareCodePoints } from "./names.ts";

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
 * Quotes text for a message, with forbidden characters escaped (\u{202E}) so that a message
 * cannot itself be reordered or hidden by the characters it reports.
 */
export function quote(text: string): string {
  const escaped = text.replace(
    new RegExp(FORBIDDEN_NAME_CHARACTER.source, "gu"),
    (character) =>
      `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}}`,
  );
  return `'${escaped}'`;
}

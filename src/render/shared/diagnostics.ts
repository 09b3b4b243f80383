// One diagnostic as a terminal line and as a Markdown list item; the renderers of diagnostic lists
// and of plan warnings build on these.
import type { Diagnostic } from "../../core/shared/diagnostics.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import { paint, type TextStyle } from "./ansi.ts";
import { escapeMarkdown, markdownCodeSpan } from "./escape-markdown.ts";
import { revealHiddenCharacters } from "../../core/shared/text/reveal.ts";

// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";

/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
export function diagnosticTextLines(diagnostic: Diagnostic, style: TextStyle): string[] {
  const label = paint(
    style,
    diagnostic.severity === "error" ? "boldRed" : "boldYellow",
    `${diagnostic.severity}:`,
  );
  const message = revealHiddenCharacters(diagnostic.message);
  const place = diagnostic.location
    ? `${revealHiddenCharacters(formatLocation(diagnostic.location))}: `
    : "";
  const related = (diagnostic.related ?? []).map(
    (location) => `  ${revealHiddenCharacters(formatLocation(location))}: note: ${RELATED_NOTE}`,
  );
  return [`${place}${label} ${message}`, ...related];
}

/** "- `file:line:column` **error:** message", related places as a nested list. */
export function diagnosticMarkdownItem(diagnostic: Diagnostic): string {
  const place = diagnostic.location
    ? `${markdownCodeSpan(formatLocation(diagnostic.location))} `
    : "";
  const related = (diagnostic.related ?? []).map(
    (location) => `\n  - ${markdownCodeSpan(formatLocation(location))} ${RELATED_NOTE}`,
  );
  return `- ${place}**${diagnostic.severity}:** ${escapeMarkdown(diagnostic.message)}${related.join("")}`;
}

/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
export function renderDiagnosticsText(diagnostics: Diagnostic[], style: TextStyle): string {
  const lines = diagnostics.flatMap((diagnostic) => diagnosticTextLines(diagnostic, style));
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

// Every character some reader ends a line at: CR and LF (CSV readers, spreadsheets, the runner's
// log), VT and FF, NEXT LINE (U+0085) and the Unicode LINE and PARAGRAPH SEPARATORs (U+2028/2029),
// which JavaScript, many editors and chat clients break at. A rule about "the start of a line"
// (a review's slash command, a spreadsheet cell's formula) must hold after each of them, or text
// that looks like one line to us is two lines to its reader.

/** The line-break characters, for a regular expression's character class. */
export const LINE_BREAK_CLASS = "\\r\\n\\v\\f\\u0085\\u2028\\u2029";

const LINE_BREAK = new RegExp(`\\r\\n|[${LINE_BREAK_CLASS}]`, "u");

/** `text`'s lines, split at any line break (CRLF counted once). */
export function splitLines(text: string): string[] {
  return text.split(LINE_BREAK);
}

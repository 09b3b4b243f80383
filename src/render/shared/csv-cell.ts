// One CSV cell as every CSV we write has it (RFC 4180): never a formula in a spreadsheet. A cell
// that begins with = + - @ tab or CR would run as a formula, and so would any part of it after a
// separator some spreadsheet splits on: `,`, `;` (Excel's default where the decimal mark is a comma,
// most of Europe and fr-CA) or tab, since a reader splitting on `;` ignores our quotes around a cell
// that does not start one of its fields; and after any line break (a lone CR included), since a
// reader that ignores our quotes starts a new row there. A reader that trims the spaces at a
// field's start (a list joined with "; ") finds the same starts after them. Each such start gets an
// apostrophe, and the cell is quoted when it holds any separator, a quote or a line break.

import { LINE_BREAK_CLASS } from "../../core/shared/text/line-breaks.ts";

const SEPARATOR = `,;\\t${LINE_BREAK_CLASS}`;
/** A formula's first character, as a character class. */
const FORMULA_FIRST = "[=+\\-@\\t\\r]";
const FORMULA_START = new RegExp(`(?<=^ *|[${SEPARATOR}] *)(?=${FORMULA_FIRST})`, "gu");
const NEEDS_QUOTES = new RegExp(`["${SEPARATOR}]`, "u");
/**
 * Where FORMULA_START matches, found without its look-behind: a formula's first character after the
 * cell's start or a separator, and spaces.
 */
const FORMULA_POSSIBLE = new RegExp(`(?:^|[${SEPARATOR}]) *${FORMULA_FIRST}`, "u");

export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return "";
  const plain = String(value);
  // Most cells (dates, digests, names, sentences with commas) have no formula's first character
  // where a field may start: the replacement's look-behind, tried at every character of the cell,
  // is spared for them (it was a tenth of the handover's populations at 100,000 records when any
  // separator let it run).
  const text = FORMULA_POSSIBLE.test(plain) ? plain.replace(FORMULA_START, "'") : plain;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// The slash commands approvers write in a review, one per line (`/cip-010-r1.4 ...`,
// `/cip-010-completed ...`): read only from the counted approvers' approving reviews, each line
// that starts with the command (any case) followed by white space. "/cip-010-r1.45" is another
// word, not the command. A line ends at any line break a reader of the record may break at (a CR
// alone too), and control characters are dropped: a note is one line of plain text in every CSV,
// notice and page it reaches, never the start of another. Pure.

import { splitLines } from "../shared/text/line-breaks.ts";

const CONTROL = /\p{Cc}/gu;

/** What follows `command` on each line that starts with it, per counted approver, in order. */
export function commandLines(
  bodies: ReadonlyMap<string, string>,
  counted: readonly string[],
  command: string,
): { login: string; text: string }[] {
  return counted.flatMap((login) =>
    splitLines(bodies.get(login) ?? "").flatMap((line) => {
      const trimmed = plainLine(line).trim();
      if (!trimmed.toLowerCase().startsWith(command)) return [];
      const rest = trimmed.slice(command.length);
      return /^\s/.test(rest) ? [{ login, text: rest.trim() }] : [];
    }),
  );
}

/**
 * What the tool cannot check of the approvers' notes, said wherever a merge records one and in
 * docs/review-and-security.md and docs/cip-obligations.md (test/docs/collector-word.test.ts holds
 * the pages to it): the notes are held to the authority table, but the field work is people's.
 */
export const APPROVER_WORD =
  "When a field change was completed (/cip-010-completed), how R1.4 was verified (/cip-010-r1.4) and where an investigation is documented (/cip-010-investigated) are the approvers' word: the tool keeps each note with who wrote it in the dated record of the merge and closes an obligation only on one the authority table accepts, but cannot check that the field work or the investigation was done.";

/** How much of a note's free text a record keeps: the record is evidence, not a document store. */
export const NOTE_TEXT_LIMIT = 500;

/** `#N`, naming a pull request or a ledger record by its number. */
export const NUMBER_REFERENCE = /^#[1-9]\d{0,9}$/;

/**
 * The reader of the notes `command` gives: of the counted approvers' approving reviews (`bodies`),
 * per approver, in order, each line's text as `parse` reads it, a line it cannot read (undefined)
 * being no note.
 */
export function commandNotes<Note>(
  command: string,
  parse: (text: string) => Note | undefined,
): (
  bodies: ReadonlyMap<string, string>,
  counted: readonly string[],
) => (Note & { login: string })[] {
  return (bodies, counted) =>
    commandLines(bodies, counted, command).flatMap(({ login, text }) => {
      const note = parse(text);
      return note === undefined ? [] : [{ login, ...note }];
    });
}

/** Tab reads as a space; every other control character (C0, DEL, C1) is dropped. */
function plainLine(line: string): string {
  return line.replaceAll("\t", " ").replace(CONTROL, "");
}

/** `text` cut to `limit` characters, with an ellipsis when cut: the record is not a document store. */
export function cutTo(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

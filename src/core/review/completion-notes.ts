// CIP-010-4 R1.3 counts 30 calendar days "from the completion of the change": the date the work on
// the device was done, which no repository shows. A counted approver records it where the change
// is reviewed, one line of an approving review on the merged head (as `/cip-010-r1.4` lines):
//
//   /cip-010-completed YYYY-MM-DD [#N] [differs] [reference ...]
//
// - YYYY-MM-DD: the date the field change was completed (a real calendar date);
// - #N: the change was reviewed in pull request N, an earlier one (absent: this pull request);
// - differs: the change made in the field differs from the baseline merged at authorization, so the
//   baseline must still be updated (R1.3 stays open until a reviewed baseline change);
// - the rest, up to 500 characters: a reference (work order, ticket), kept with the note.
// A line without a valid date is not a completion: it is ignored, and the obligation keeps reading
// "completion not recorded".

import type { CompletionNote } from "../evidence/records/completion-note.ts";
import { isCalendarDate } from "../shared/calendar.ts";
import { commandNotes, cutTo, NOTE_TEXT_LIMIT, NUMBER_REFERENCE } from "./review-commands.ts";

export type { CompletionNote };
export const COMPLETION_COMMAND = "/cip-010-completed";

/** The completion notes of the counted approvers' approving reviews, in their order. */
export const completionNotes = commandNotes(COMPLETION_COMMAND, parseCompletionText);

/** What follows the command: the date, then #N, `differs` and a reference, each optional. */
function parseCompletionText(text: string): Omit<CompletionNote, "login"> | undefined {
  const words = text.split(/\s+/);
  const date = words.shift() ?? "";
  if (!isCalendarDate(date)) return undefined;
  const note: Omit<CompletionNote, "login"> = { completed_on: date };
  const named = words[0];
  if (named !== undefined && NUMBER_REFERENCE.test(named)) {
    words.shift();
    note.pull_request = Number(named.slice(1));
  }
  if (words[0]?.toLowerCase() === "differs") {
    words.shift();
    note.differs = true;
  }
  const reference = words.join(" ");
  if (reference !== "") note.reference = cutTo(reference, NOTE_TEXT_LIMIT);
  return note;
}

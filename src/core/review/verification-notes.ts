// CIP-010-4 R1.4 asks, for a change that deviates from the baseline, to determine beforehand the
// CIP-005 and CIP-007 controls it could affect, verify afterwards that they are not adversely
// affected, and document the results. The tool cannot see that work; an approver can record it
// where the change is reviewed: a line of an approving review on the merged head that starts with
// `/cip-010-r1.4` (the controls determined, or a link to the verification). The change record
// keeps each such note with its approver, and the R1.4 reminder lists them; it never closes it.

import { commandLines, cutTo, NOTE_TEXT_LIMIT } from "./review-commands.ts";

export const VERIFICATION_COMMAND = "/cip-010-r1.4";

export interface VerificationNote {
  login: string;
  note: string;
}

/** The notes of the counted approvers' latest approving reviews, in their order; none if none. */
export function verificationNotes(
  bodies: ReadonlyMap<string, string>,
  counted: readonly string[],
): VerificationNote[] {
  // commandLines gives a command only with words after it: never an empty note.
  return commandLines(bodies, counted, VERIFICATION_COMMAND).map(({ login, text }) => ({
    login,
    note: cutTo(text, NOTE_TEXT_LIMIT),
  }));
}

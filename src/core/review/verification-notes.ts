// CIP-010-4 R1.4 asks, for a change that deviates from the baseline, to determine beforehand the
// CIP-005 and CIP-007 controls it could affect, verify afterwards that they are not adversely
// affected, and document the results. The tool cannot see that work; an approver can record it
// where the change is reviewed: a line of an approving review on the merged head that starts with
// `/cip-010-r1.4` (the controls determined, or a link to the verification). The change record
// keeps each such note with its approver, and the R1.4 reminder lists them; it never closes it.

export const VERIFICATION_COMMAND = "/cip-010-r1.4";
/** A note longer than this is cut: the record is evidence, not a document store. */
const NOTE_LIMIT = 500;

export interface VerificationNote {
  login: string;
  note: string;
}

/** The notes of the counted approvers' latest approving reviews, in their order; none if none. */
export function verificationNotes(
  bodies: ReadonlyMap<string, string>,
  counted: readonly string[],
): VerificationNote[] {
  return counted.flatMap((login) =>
    (bodies.get(login) ?? "").split(/\r?\n/).flatMap((line) => {
      const trimmed = line.trim();
      if (!trimmed.toLowerCase().startsWith(VERIFICATION_COMMAND)) return [];
      // The command, then a space: "/cip-010-r1.45" is another word.
      const rest = trimmed.slice(VERIFICATION_COMMAND.length);
      const note = rest.trim();
      if (note === "" || !/^\s/.test(rest)) return [];
      return [{ login, note: note.length > NOTE_LIMIT ? `${note.slice(0, NOTE_LIMIT)}…` : note }];
    }),
  );
}

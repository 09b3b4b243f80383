// CIP-010 R1.3 completion dates as change records keep them (the grammar of the review line is
// core/review/completion-notes.ts).

/** A `/cip-010-completed` line of a counted approval (grammar: core/review/completion-notes.ts). */
export interface CompletionNote {
  login: string;
  /** The date the field change was completed, YYYY-MM-DD. */
  completed_on: string;
  /** The pull request whose change was completed, when it is not the one the note is in. */
  pull_request?: number;
  /** The field change differs from the baseline merged at authorization. */
  differs?: true;
  reference?: string;
}

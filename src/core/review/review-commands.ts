// The slash commands approvers write in a review, one per line (`/cip-010-r1.4 ...`,
// `/cip-010-completed ...`): read only from the counted approvers' approving reviews, each line
// that starts with the command (any case) followed by white space. "/cip-010-r1.45" is another
// word, not the command. Pure.

/** What follows `command` on each line that starts with it, per counted approver, in order. */
export function commandLines(
  bodies: ReadonlyMap<string, string>,
  counted: readonly string[],
  command: string,
): { login: string; text: string }[] {
  return counted.flatMap((login) =>
    (bodies.get(login) ?? "").split(/\r?\n/).flatMap((line) => {
      const trimmed = line.trim();
      if (!trimmed.toLowerCase().startsWith(command)) return [];
      const rest = trimmed.slice(command.length);
      return /^\s/.test(rest) ? [{ login, text: rest.trim() }] : [];
    }),
  );
}

/** `text` cut to `limit` characters, with an ellipsis when cut: the record is not a document store. */
export function cutTo(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

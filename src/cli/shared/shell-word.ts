// A value as one word of a shell command, for the commands the tool prints for a person to run.

/** `text` as one shell word, for the commands printed for a person to run. */
export function shellWord(text: string): string {
  return /^[\w./@:+-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}

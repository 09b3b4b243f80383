// Untrusted text in a GitHub Actions log must never become a workflow command: the Action's log,
// and everything the CLI prints in a workflow step (GITHUB_ACTIONS=true). The runner reads the
// step's output line by line (a line ends at "\n", "\r" or "\r\n", as .NET's ReadLine splits it)
// and takes a line for a command in two ways:
//   - `::name ...::message` when the line starts with "::" after trimming white space (Unicode
//     white space, as .NET's String.Trim strips it);
//   - the legacy `##[name ...]message` wherever "##[" appears in the line.
// Names of assets and cyber systems (from a pull request's YAML or from the service), file names
// and the service's error messages all reach the log, so every line written as text goes through
// `neutraliseWorkflowCommands`: a ZERO WIDTH SPACE is put between the two characters that start a
// command. The line reads the same to a person, and `stop-commands`, `add-mask`, `set-output` or a
// forged annotation cannot start. JSON goes through `neutraliseWorkflowCommandsInJson` instead,
// which writes "[" as the escape "\u005b": the document still parses to the same value.

/** Inserted between the characters that would start a command; invisible, and not white space. */
export const COMMAND_BREAK = "\u200B";

/**
 * Characters a line may start with before "::" and still be trimmed away by the runner: JavaScript's
 * `\s` (Unicode white space and BOM), NEXT LINE, and the information separators .NET also counts.
 * A wider class than the runner's only costs an extra invisible character.
 */
const LEADING = "[\\s\\u0085\\u001C-\\u001F]*";

const LINE_START_COMMAND = new RegExp(`^(${LEADING}:)(?=:)`);

/** One line of text (no line breaks) that the runner will not take for a command. */
function neutraliseLine(line: string): string {
  return line
    .replace(/##\[/g, `##${COMMAND_BREAK}[`)
    .replace(LINE_START_COMMAND, `$1${COMMAND_BREAK}`);
}

/**
 * `text` with every line neutralised; the line breaks are kept as they are. Idempotent: a
 * neutralised text has no "##[" and no line starting with "::".
 */
export function neutraliseWorkflowCommands(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part, index) => (index % 2 === 1 ? part : neutraliseLine(part)))
    .join("");
}

/**
 * JSON text that the runner will not take for commands, parsing to the same value. In JSON, "##["
 * can only be inside a string (so `\u005b` there means the same "["), and no line can start with
 * "::" (strings cannot hold a line break; a line starts with indentation and a token); the text
 * rule still runs for any line that is not JSON after all.
 */
export function neutraliseWorkflowCommandsInJson(json: string): string {
  return neutraliseWorkflowCommands(json.replace(/##\[/g, "##\\u005b"));
}

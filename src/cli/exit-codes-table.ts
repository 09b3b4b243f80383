// What every exit code of cip-sync means, as data: `cip-sync --help` prints it, and
// docs/command-line.md's table "Exit codes, all commands" is checked against it row by row, so the
// help and the manual cannot disagree. Markdown code spans (`...`) are plain text in the help.

export interface ExitCodeRow {
  /** "0", or several codes of one command: "1, 2". */
  code: string;
  meaning: string;
}

export const EXIT_CODE_ROWS: readonly ExitCodeRow[] = [
  { code: "0", meaning: "Success (`plan --detailed-exitcode`: no changes)" },
  {
    code: "1",
    meaning:
      "Error, refused apply, an apply in which some operation failed, `fmt --check`, `plan --detailed-exitcode` with no operation and baselines not compared (no `--base`)",
  },
  {
    code: "2",
    meaning:
      "`plan --detailed-exitcode` only: success, and there are changes (operations, baseline deviations from `--base`, CIP-007 R2 patch files or CIP-010 R3 assessment files shown for approval, or a system leaving management: its document removed since `--base`)",
  },
  { code: "2", meaning: "`drift` only: the live inventory differs from the files" },
  { code: "1, 2", meaning: "`doctor`: 1 blocked, 2 deviations found" },
  { code: "2", meaning: "`source sync --check` only: the generated files would change" },
  { code: "1, 2", meaning: "`policy check` only: 1 the policy refuses the plan, 2 bad input" },
  {
    code: "2",
    meaning:
      "`obligations`, `evidence populations`: the policy file is invalid; these and `evidence report`: `--time-zone` is invalid; `obligations`: `--status` names no status, or comes with `--all`",
  },
  {
    code: "2",
    meaning:
      "`obligations`, `evidence populations`, `evidence report`, `evidence verify`: `--operator-keys`, `--writer` or `--writer-key` on a `--dir` without git history, or a `--dir` file that is no git bundle",
  },
  {
    code: "3",
    meaning: "`obligations --fail-on` only: an exception or overdue obligation (or one due soon)",
  },
  { code: "130", meaning: "Interrupted (Ctrl-C or SIGTERM)" },
];

/** The rows for `--help`: the code, then its meaning wrapped to `width` columns. */
export function exitCodesHelp(width: number): string {
  const indent = " ".repeat(8);
  return EXIT_CODE_ROWS.map(({ code, meaning }) => {
    const lines: string[] = [];
    let line = `  ${code.padEnd(6)}`;
    for (const word of meaning.replaceAll("`", "").split(" ")) {
      if (line.length + 1 + word.length > width && line.trim() !== "") {
        lines.push(line);
        line = indent + word;
      } else line += line.endsWith(" ") ? word : ` ${word}`;
    }
    return [...lines, line].join("\n");
  }).join("\n");
}

// The shape of the command line's words (command-specs.ts holds them): a command, its options, its
// argument and its subcommands, as data the grammar in program.ts and the help are built from.
export interface OptionSpec {
  flags: string;
  description: string;
  /** Given more than once, every value counts (`--path`, `--status`): the values are a list. */
  repeatable?: true;
}

export interface CommandSpec {
  name: string;
  summary: string;
  /** Takes inventory paths as plain arguments. */
  paths: boolean;
  options: OptionSpec[];
  examples: string[];
  /** One plain argument other than paths (`source sync NAME`). */
  argument?: OptionSpec;
  /** Commands under this one (`evidence verify`); the parsed command is "<name> <sub>". */
  subcommands?: readonly CommandSpec[];
}

// The command line's grammar: commands, their options and arguments, and their help, declared with
// commander. Parsing here only splits the words; settings.ts checks the values and turns them into
// settings, so every message about a value is written in one place.
import { Command, CommanderError, Option } from "commander";
import type { CommandSpec, OptionSpec } from "./command-spec.ts";
import { COMMAND_SPECS } from "./command-specs.ts";
import { exitCodesHelp } from "./exit-codes-table.ts";
import { UsageError } from "./shared/usage-error.ts";
import { VERSION_LINE } from "./version.ts";

/** The words of a command line, by option name as written ("max-changes"), before any checks. */
export interface ParsedWords {
  command: string;
  values: Record<string, string | string[] | boolean | undefined>;
  positionals: string[];
}

/** Help or the version, asked for: print it and stop. */
interface ShownText {
  command: "help";
  text: string;
}

/** Help is wrapped to this many columns. */
const HELP_WIDTH = 80;

const PROGRAM_EPILOG = `
Connection (validate, plan, apply, import, export, drift, doctor):
  CIP_API_URL  base URL of the service (https:// except for loopback)
  CIP_API_KEY  API key: from the environment only, never a flag, never printed
  NETBOX_TOKEN the token of a netbox source (source sync), never printed
  SERVICENOW_USER, SERVICENOW_PASSWORD or SERVICENOW_TOKEN, TENABLE_OT_API_KEY,
  NOZOMI_USER, NOZOMI_PASSWORD or NOZOMI_KEY_NAME, NOZOMI_KEY_TOKEN
               the credential of a servicenow, tenable-ot or nozomi source,
               never printed (docs/sources.md)

Exit codes:
${exitCodesHelp(HELP_WIDTH)}`;

/** Splits argv into a command, its option values and its plain arguments; or the help asked for. */
export function parseWords(argv: readonly string[]): ParsedWords | ShownText {
  let shown = "";
  let parsed: ParsedWords | undefined;
  const program = new Command("cip-sync")
    .description("The NERC CIP cyber-asset inventory as code.")
    .version(VERSION_LINE.trimEnd(), "-V, --version", "print the version")
    .helpOption("-h, --help", "show help")
    .helpCommand("help [command]", "show help for a command")
    .configureHelp({ helpWidth: HELP_WIDTH, sortOptions: false })
    .configureOutput({
      writeOut: (text) => (shown += text),
      writeErr: (text) => (shown += text),
      outputError: () => {},
    })
    .exitOverride()
    .addHelpText("after", PROGRAM_EPILOG);
  const register = (parent: Command, spec: CommandSpec, prefix: string): void => {
    const command = parent
      .command(spec.name)
      // The first sentence: everything before the first ". ".
      .summary(spec.summary.replace(/(?<=\.) [\s\S]*$/, ""))
      .description(spec.summary);
    if (spec.paths) command.argument("[paths...]", "inventory files, directories or globs");
    if (spec.argument) command.argument(spec.argument.flags, spec.argument.description);
    for (const option of spec.options) command.addOption(optionOf(option));
    command.addHelpText("after", `\nExamples:\n${spec.examples.map((e) => `  ${e}`).join("\n")}`);
    if (spec.subcommands !== undefined) {
      for (const sub of spec.subcommands) register(command, sub, `${prefix}${spec.name} `);
      return;
    }
    command.action((...args: unknown[]) => {
      const self = args.at(-1) as Command;
      parsed = {
        command: `${prefix}${spec.name}`,
        values: valuesByFlag(self),
        positionals: self.args,
      };
    });
  };
  for (const spec of COMMAND_SPECS) register(program, spec, "");
  if (argv.length === 0) {
    program.outputHelp();
    return { command: "help", text: shown };
  }
  try {
    program.parse([...argv], { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // "commander.help": a command of subcommands given none (`cip-sync evidence`) shows its help.
    if (error.exitCode === 0 || error.code === "commander.help")
      return { command: "help", text: shown };
    throw new UsageError(usageMessage(error, argv));
  }
  if (parsed === undefined) {
    // Every leaf command has an action and a command of subcommands given none throws "commander.help".
    throw new Error("commander parsed the command line without running a command's action");
  }
  return parsed;
}

function optionOf(spec: OptionSpec): Option {
  const option = new Option(spec.flags, spec.description);
  if (spec.repeatable === true) {
    option.argParser((value: string, previous: string[] | undefined) => [
      ...(previous ?? []),
      value,
    ]);
  }
  return option;
}

function valuesByFlag(command: Command): ParsedWords["values"] {
  const opts = command.opts();
  const values: ParsedWords["values"] = {};
  for (const option of command.options) {
    // Every option in command-specs.ts is declared with a long flag: settings read values by it.
    if (option.long === undefined) throw new Error(`option ${option.flags} has no long flag`);
    const name = option.long.slice(2);
    const value: unknown = opts[option.attributeName()];
    // A negated flag ("--no-color") sets its positive attribute to false.
    if (option.negate) {
      if (value === false) values[name] = true;
    } else values[name] = value as string | string[] | boolean | undefined;
  }
  return values;
}

/** The command named in argv: "plan", or with its subcommand, "evidence verify". */
function commandWords(argv: readonly string[]): string | undefined {
  for (const [index, word] of argv.entries()) {
    const spec = COMMAND_SPECS.find((candidate) => candidate.name === word);
    if (spec === undefined) continue;
    const sub = spec.subcommands?.find((candidate) => candidate.name === argv[index + 1]);
    return sub === undefined ? spec.name : `${spec.name} ${sub.name}`;
  }
  return undefined;
}

/** The flags a user may try for the API key, which only the environment gives. */
const API_KEY_FLAG = /^--(?:api[-_]?key|key)$/i;

/** Commander's "error: unknown option '--paths'\n(Did you mean --path?)", in the CLI's wording. */
function usageMessage(error: CommanderError, argv: readonly string[]): string {
  const command = commandWords(argv);
  const help = `Run 'cip-sync ${command === undefined ? "" : `${command} `}--help' for usage.`;
  const unknown = /^error: unknown option '([^']+)'/.exec(error.message)?.[1];
  // The flag without any "=value" written onto it: the value may be a secret, and is never shown.
  const flag = unknown?.replace(/=[\s\S]*$/, "");
  if (flag !== undefined && /^--notify[-_]?url$/i.test(flag)) {
    return `${flag} is not a flag: the webhook URL holds a token, so it is read from the environment variable CIP_NOTIFY_URL only, to stay out of the shell history and the process list; run export CIP_NOTIFY_URL=... and leave out ${flag}. ${help}`;
  }
  if (flag !== undefined && API_KEY_FLAG.test(flag)) {
    return `${flag} is not a flag: the API key is read from the environment variable CIP_API_KEY only, so that it stays out of the shell history and the process list; run export CIP_API_KEY=... (or set it from your secret store) and leave out ${flag}. ${help}`;
  }
  if (command !== undefined && flag !== undefined) {
    const elsewhere = COMMAND_SPECS.flatMap((spec) => [spec, ...(spec.subcommands ?? [])]).filter(
      (spec) => spec.options.some((option) => option.flags.split(/[ ,]+/).includes(flag)),
    );
    if (elsewhere.length > 0) return `'${command}' does not take ${flag}. ${help}`;
  }
  if (command !== undefined && error.code === "commander.excessArguments") {
    const lastWord = command.slice(command.lastIndexOf(" ") + 1);
    const extra = argv[argv.indexOf(lastWord) + 1] ?? "";
    return `unexpected argument '${extra}' for '${command}': it takes no paths. ${help}`;
  }
  const text = error.message
    .replace(/^error: /, "")
    .replace(/^(unknown option '[^'=]+)=[^']*'/, "$1'")
    .replace(/^option '(\S+) <(\w+)>' argument missing$/, "$1 needs a value: $1 <$2>")
    .replace(/\n\(Did you mean (.+)\?\)$/, "; did you mean $1?");
  return `${text}${/[.?]$/.test(text) ? "" : "."} ${help}`;
}

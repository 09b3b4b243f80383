// The commands a sources file runs, by source name, as the owner policy compares them between the
// base and a change (authority table: source-commands): a `kind: command` source's program and
// arguments and the variables it is given. A file that does not read has one entry saying why, so
// that breaking it, or mending it, is a change of the commands too (fail closed). Pure.
import { formatLocation } from "../shared/diagnostics.ts";
import { parseSourcesText } from "./parse-sources.ts";

/** Undefined: no sources file. */
export function sourceCommandsOf(
  text: string | undefined,
  file: string,
): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  const parsed = parseSourcesText(text, file);
  const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
  if (error !== undefined) {
    const where = error.location === undefined ? file : formatLocation(error.location);
    return { [`(${file})`]: `does not read: ${where}: ${error.message}` };
  }
  const commands: Record<string, string> = {};
  for (const { definition } of parsed.sources)
    if (definition.kind === "command")
      commands[definition.name] =
        `run ${JSON.stringify(definition.run)} with env ${JSON.stringify(definition.env)}`;
  return commands;
}

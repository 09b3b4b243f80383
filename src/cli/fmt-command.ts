import { type CliIo, EXIT_ERROR } from "./io.ts";
import type { CliSettings } from "./settings.ts";

export async function formatFiles(
  _settings: Extract<CliSettings, { command: "fmt" }>,
  io: CliIo,
): Promise<number> {
  io.stderr("error: fmt is not implemented yet\n");
  return EXIT_ERROR;
}

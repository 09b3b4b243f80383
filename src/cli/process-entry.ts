// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals (processIo). Secrets are masked and lines neutralised by runCli.
import { processIo } from "./shared/io.ts";
import { runCli } from "./main.ts";

export function runProcess(args: readonly string[]): Promise<number> {
  return runCli(args, processIo());
}

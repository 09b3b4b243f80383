// What the commands share: where the inventory is, the connection, diagnostics on standard error,
// and the flags that name files.
import { resolve } from "node:path";
import type { Diagnostic } from "../core/model.ts";
import { SHARED_NUMBER_SETTINGS } from "../core/number-setting.ts";
import { ApiClient } from "../io/api-client.ts";
import { readConnection } from "../io/connection.ts";
import { renderDiagnosticsText } from "../render/text.ts";
import type { FlagPath } from "./flag-files.ts";
import type { CliIo } from "./io.ts";
import type { ColorSetting, ConnectionInput } from "./settings.ts";

export function sourceOf(settings: { source: { patterns: string[]; root: string } }, io: CliIo) {
  return {
    patterns: settings.source.patterns,
    cwd: io.cwd,
    root: resolve(io.cwd, settings.source.root),
  };
}

export function openClient(
  input: ConnectionInput,
  concurrency: number = SHARED_NUMBER_SETTINGS.concurrency.default,
): ApiClient {
  return new ApiClient({
    connection: readConnection(input),
    maxConcurrency: concurrency,
    requestTimeoutMs: input.requestTimeoutMs,
  });
}

/** Diagnostics go to standard error, in its colour setting. */
export function reportDiagnostics(
  diagnostics: Diagnostic[],
  io: CliIo,
  color: ColorSetting["color"],
): void {
  if (diagnostics.length > 0) {
    io.stderr(renderDiagnosticsText(diagnostics, { color: color.stderr }));
  }
}

/** The flags that name files, with the fix each message ends with. */
export const FLAG_FIXES = {
  plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
  planOut: "choose another file path for the saved plan",
  record: "choose another file path for the change record",
  importOut: "choose an empty or new directory",
} as const;

export function flagPath(flag: string, given: string, fix: string, io: CliIo): FlagPath {
  return { flag, given, fix, cwd: io.cwd };
}

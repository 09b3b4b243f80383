// Reads a `command` source: a program of the repository's (an OT discovery tool's exporter, a
// ServiceNow query) that prints the rows as JSON, `[{ "name", "system", "type" }]`. It runs
// without a shell (its arguments are never re-read by one), from the repository root, with a
// timeout; when it fails, the end of its standard error is shown, hidden characters escaped.
import { execFile } from "node:child_process";
import { quote } from "../core/shared/diagnostics.ts";
import { revealHiddenCharacters } from "../core/shared/reveal.ts";
import type { SourceRow } from "../core/sources/source-documents.ts";
import type { CommandSource } from "../core/sources/sources-schema.ts";
import { SourceReadError } from "./source-error.ts";

const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
const STDERR_LINES_SHOWN = 20;

interface Finished {
  stdout: string;
  stderr: string;
  error: (Error & { code?: unknown; signal?: unknown; killed?: boolean }) | null;
}

export async function readCommandRows(source: CommandSource, root: string): Promise<SourceRow[]> {
  const [program, ...args] = source.run;
  const named = `source ${quote(source.name)}: the command ${quote(source.run.join(" "))}`;
  const { stdout, stderr, error } = await new Promise<Finished>((resolve) => {
    execFile(
      program!,
      args,
      {
        cwd: root,
        shell: false,
        timeout: source.timeout_seconds * 1000,
        maxBuffer: MAX_OUTPUT_BYTES,
        windowsHide: true,
        encoding: "utf8",
      },
      (failure, out, err) => resolve({ stdout: out, stderr: err, error: failure }),
    );
  });
  if (error !== null) {
    const why =
      error.killed === true && error.signal === "SIGTERM"
        ? `did not finish within ${source.timeout_seconds} s (timeout_seconds)`
        : typeof error.code === "number"
          ? `exited with status ${error.code}`
          : error.code === "ENOENT"
            ? "could not be started: the program was not found (run names a program and its arguments; no shell)"
            : `failed: ${error.message}`;
    throw new SourceReadError(`${named} ${why}; nothing was written.${stderrTail(stderr)}`);
  }
  return rowsOf(stdout, named);
}

function rowsOf(stdout: string, named: string): SourceRow[] {
  const fix = 'it must print a JSON list of { "name", "system", "type" } objects';
  let items: unknown;
  try {
    items = JSON.parse(stdout);
  } catch (error) {
    throw new SourceReadError(
      `${named} printed output that is not JSON (${(error as Error).message}); ${fix}; nothing was written.`,
    );
  }
  if (!Array.isArray(items)) {
    throw new SourceReadError(`${named} printed JSON that is not a list; ${fix}.`);
  }
  return items.map((item: unknown, index): SourceRow => {
    const place = `item ${index + 1}`;
    const fields =
      typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    const text = (key: string): string => {
      const value = fields[key];
      if (typeof value !== "string") {
        throw new SourceReadError(
          `${named} printed ${place} without a text ${quote(key)}; ${fix}; nothing was written.`,
        );
      }
      return value;
    };
    return { place, name: text("name"), system: text("system"), type: text("type") };
  });
}

function stderrTail(stderr: string): string {
  const lines = stderr.trimEnd().split(/\r?\n/).filter(Boolean).slice(-STDERR_LINES_SHOWN);
  if (lines.length === 0) return "";
  const shown = lines.map((line) => `  ${revealHiddenCharacters(line).slice(0, 500)}`);
  return `\nIts standard error ended with:\n${shown.join("\n")}`;
}

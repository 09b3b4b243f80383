// Reads a `command` source: a program of the repository's (an OT discovery tool's exporter, a
// ServiceNow query) that prints the rows as JSON, `[{ "name", "system", "type" }]`. It runs
// without a shell (its arguments are never re-read by one), from the repository root, with a
// timeout, and with a minimal environment: what a program needs to start (PATH, HOME, the
// temporary directory, the locale, Windows' system variables) and the variables the source lists
// in `env`, never the run's other secrets (the Action's inputs, the API key, GitHub and source
// tokens, proxy credentials). When it fails, the end of its standard error is shown, hidden
// characters escaped and every known secret masked in every form.
import { execFile } from "node:child_process";
import { quote } from "../../core/shared/diagnostics.ts";
import { redactSecrets } from "../../core/shared/text/redact.ts";
import { revealHiddenCharacters } from "../../core/shared/text/reveal.ts";
import type { SourceRow } from "../../core/sources/source-documents.ts";
import type { CommandSource } from "../../core/sources/sources-schema.ts";
import { knownSecrets, SECRET_NAME } from "../network/known-secrets.ts";
import { SourceReadError } from "./source-error.ts";

const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
const STDERR_LINES_SHOWN = 20;

interface Finished {
  stdout: string;
  stderr: string;
  error: (Error & { code?: unknown; signal?: unknown; killed?: boolean }) | null;
}

/** Variables every program may need to start and read text, compared in upper case (Windows' Path). */
const BASE_VARIABLES = new Set([
  "PATH",
  "HOME",
  "TMPDIR",
  "TEMP",
  "TMP",
  "LANG",
  "LANGUAGE",
  "TZ",
  "SYSTEMROOT",
  "WINDIR",
  "PATHEXT",
  "COMSPEC",
  "USERPROFILE",
]);

type Environment = Readonly<Record<string, string | undefined>>;

/** The environment the command runs with: BASE_VARIABLES, LC_*, and the ones `listed`. */
export function commandEnvironment(
  listed: readonly string[],
  env: Environment,
): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const upper = name.toUpperCase();
    if (BASE_VARIABLES.has(upper) || upper.startsWith("LC_") || listed.includes(name))
      passed[name] = value;
  }
  return passed;
}

/** Every secret the stderr tail must not show: the run's known ones, and listed secret-named ones. */
function secretsFor(listed: readonly string[], env: Environment): string[] {
  const named = listed.filter((name) => SECRET_NAME.test(name)).map((name) => env[name] ?? "");
  return [...knownSecrets(env), ...named].filter((value) => value !== "");
}

export async function readCommandRows(
  source: CommandSource,
  root: string,
  env: Environment,
): Promise<SourceRow[]> {
  // The schema asks for at least one entry: the program.
  const [program = "", ...args] = source.run;
  const named = `source ${quote(source.name)}: the command ${quote(source.run.join(" "))}`;
  const { stdout, stderr, error } = await new Promise<Finished>((resolve) => {
    execFile(
      program,
      args,
      {
        cwd: root,
        env: commandEnvironment(source.env, env),
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
    const tail = stderrTail(stderr, secretsFor(source.env, env));
    throw new SourceReadError(`${named} ${why}; nothing was written.${tail}`);
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

function stderrTail(stderr: string, secrets: readonly string[]): string {
  // Masked whole, before the text is split or cut, so that no part of a secret survives a cut.
  const redacted = redactSecrets(stderr, secrets);
  const lines = redacted.trimEnd().split(/\r?\n/).filter(Boolean).slice(-STDERR_LINES_SHOWN);
  if (lines.length === 0) return "";
  const shown = lines.map(
    (line) => `  ${redactSecrets(revealHiddenCharacters(line).slice(0, 500), secrets)}`,
  );
  return `\nIts standard error ended with:\n${shown.join("\n")}`;
}

// The command line: settings in, engine calls, exit code out. This file is the one place where
// errors become messages and exit codes.
import { createInterface } from "node:readline/promises";
import { resolve } from "node:path";
import packageJson from "../../package.json" with { type: "json" };
import { applyComplete, buildChangeRecord } from "../core/change-record.ts";
import { EXPORTED_SCHEMA_FILE, exportInventory } from "../core/export-inventory.ts";
import { inventoryJsonSchema } from "../core/inventory-schema.ts";
import type { Diagnostic } from "../core/model.ts";
import { compareDiagnostics, hasErrors } from "../core/diagnostics.ts";
import { parsePlanJson } from "../core/plan-schema.ts";
import { redactSecret } from "../core/redact.ts";
import { resolveInventory } from "../core/resolve.ts";
import { applyFromSource, planFromSource, validateOffline } from "../engine/engine.ts";
import { ApiClient, fetchLiveInventory } from "../io/api-client.ts";
import { readConnection } from "../io/connection.ts";
import { renderDiagnosticsText, renderApplyResultText, renderPlanText } from "../render/text.ts";
import { renderJson, renderPlanJson } from "../render/json.ts";
import { renderPlanMarkdown } from "../render/markdown.ts";
import { checkDrift } from "./drift-command.ts";
import { runEmulatorCommand } from "./emulator-command.ts";
import { runEvidenceCommand } from "./evidence-command.ts";
import type { CliIo } from "./io.ts";
import {
  type FlagPath,
  listFlagDirectory,
  checkFlagFileWritable,
  readFlagFile,
  writeFlagFile,
  writeUnder,
} from "./flag-files.ts";
import {
  type CliSettings,
  type ColorSetting,
  type ConnectionInput,
  parseCliArgs,
  USAGE,
  UsageError,
} from "./settings.ts";
import { VERSION_LINE } from "./version.ts";

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_CHANGES = 2;

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  // Whatever goes wrong, the key never reaches the terminal: every write is redacted.
  const key = io.env.CIP_API_KEY;
  const out = redacting(io.stdout, key);
  const err = redacting(io.stderr, key);
  try {
    if (argv[0] === "evidence")
      return await runEvidenceCommand(argv.slice(1), { ...io, stdout: out, stderr: err });
    if (argv[0] === "drift") {
      // The flags of plan, checked by its parser; the output is the drift check's.
      const settings = parseCliArgs(["plan", ...argv.slice(1)], io);
      if (settings.command !== "plan") throw new UsageError("usage: cip-sync drift [plan's flags]");
      return await checkDrift(settings, { ...io, stdout: out, stderr: err });
    }
    const settings = parseCliArgs(argv, io);
    return await runCommand(settings, { ...io, stdout: out, stderr: err });
  } catch (error) {
    err(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_ERROR;
  }
}

function redacting(write: (text: string) => void, secret: string | undefined) {
  return secret ? (text: string) => write(redactSecret(text, secret)) : write;
}

async function runCommand(settings: CliSettings, io: CliIo): Promise<number> {
  switch (settings.command) {
    case "help":
      io.stdout(USAGE);
      return EXIT_OK;
    case "version":
      io.stdout(VERSION_LINE);
      return EXIT_OK;
    case "validate":
      return validate(settings, io);
    case "plan":
      return plan(settings, io);
    case "apply":
      return apply(settings, io);
    case "import":
      return importInventory(settings, io);
    case "emulator":
      return runEmulatorCommand(settings, io);
  }
}

function sourceOf(settings: { source: { patterns: string[]; root: string } }, io: CliIo) {
  return {
    patterns: settings.source.patterns,
    cwd: io.cwd,
    root: resolve(io.cwd, settings.source.root),
  };
}

function openClient(input: ConnectionInput, concurrency = 8): ApiClient {
  return new ApiClient({
    connection: readConnection(input),
    maxConcurrency: concurrency,
    requestTimeoutMs: input.requestTimeoutMs,
  });
}

/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(
  diagnostics: Diagnostic[],
  io: CliIo,
  color: ColorSetting["color"],
): void {
  if (diagnostics.length > 0) {
    io.stderr(renderDiagnosticsText(diagnostics, { color: color.stderr }));
  }
}

/** The flags that name files, with the fix each message ends with. */
const FLAG_FIXES = {
  plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
  planOut: "choose another file path for the saved plan",
  record: "choose another file path for the change record",
  importOut: "choose an empty or new directory",
} as const;

function flagPath(flag: string, given: string, fix: string, io: CliIo): FlagPath {
  return { flag, given, fix, cwd: io.cwd };
}

async function validate(
  settings: Extract<CliSettings, { command: "validate" }>,
  io: CliIo,
): Promise<number> {
  const loaded = await validateOffline(sourceOf(settings, io));
  let diagnostics = loaded.diagnostics;
  const online =
    settings.connection.apiUrl !== undefined || settings.connection.apiKey !== undefined;
  // The references of every file without errors are resolved even when other files have errors,
  // so that one run reports every problem; a file with errors is not resolved (its documents may
  // be incomplete, and a duplicate would be reported twice).
  const filesWithErrors = new Set(
    loaded.diagnostics.flatMap((diagnostic) =>
      diagnostic.severity === "error" && diagnostic.location ? [diagnostic.location.file] : [],
    ),
  );
  const resolvable = loaded.documents.filter(
    (document) => !filesWithErrors.has(document.location.file),
  );
  if (online && resolvable.length > 0) {
    const live = await readLive(settings.connection).catch((error: unknown) => {
      // The connection failed: still show what the files themselves got wrong, first.
      reportDiagnostics(diagnostics, io, settings.color);
      throw error;
    });
    diagnostics = [...diagnostics, ...resolveInventory(resolvable, live).diagnostics].sort(
      compareDiagnostics,
    );
  }
  reportDiagnostics(diagnostics, io, settings.color);
  if (hasErrors(diagnostics)) return EXIT_ERROR;
  const documents = loaded.documents.length;
  const assets = loaded.documents.reduce((sum, document) => sum + document.assets.length, 0);
  io.stderr(
    `Valid: ${loaded.files.length} file(s), ${documents} cyber system(s), ${assets} asset(s)${online ? ", every reference resolved" : ""}.\n`,
  );
  return EXIT_OK;
}

async function readLive(connection: ConnectionInput) {
  const client = openClient(connection);
  try {
    return await fetchLiveInventory(client);
  } finally {
    await client.close();
  }
}

async function plan(
  settings: Extract<CliSettings, { command: "plan" }>,
  io: CliIo,
): Promise<number> {
  const client = openClient(settings.connection);
  try {
    const outcome = await planFromSource(
      { source: sourceOf(settings, io), limits: settings.limits },
      client,
    );
    // A valid outcome's warnings are part of the plan and shown with it.
    if (outcome.status === "invalid") {
      reportDiagnostics(outcome.diagnostics, io, settings.color);
      return EXIT_ERROR;
    }
    const { plan } = outcome;
    const planJson =
      settings.out !== undefined || settings.format === "json" ? renderPlanJson(plan) : "";
    if (settings.out !== undefined)
      await writeFlagFile(flagPath("--out", settings.out, FLAG_FIXES.planOut, io), planJson);
    switch (settings.format) {
      case "json":
        io.stdout(planJson);
        break;
      case "markdown":
        io.stdout(
          renderPlanMarkdown(plan, {
            truncatedNote: "Run `cip-sync plan --format json` for the complete plan.",
          }),
        );
        break;
      case "text":
        io.stdout(renderPlanText(plan, { color: settings.color.stdout }));
        break;
    }
    if (settings.out !== undefined)
      io.stderr(`Saved the plan to ${settings.out} (${plan.fingerprint}).\n`);
    return settings.detailedExitCode && plan.operations.length > 0 ? EXIT_CHANGES : EXIT_OK;
  } finally {
    await client.close();
  }
}

async function apply(
  settings: Extract<CliSettings, { command: "apply" }>,
  io: CliIo,
): Promise<number> {
  const expectedFingerprint =
    settings.planFile === undefined
      ? undefined
      : parsePlanJson(
          await readFlagFile(flagPath("--plan", settings.planFile, FLAG_FIXES.plan, io)),
          `--plan ${settings.planFile}`,
        ).fingerprint;
  const client = openClient(settings.connection, settings.concurrency);
  try {
    const source = sourceOf(settings, io);
    // Interactive confirmation only on a terminal; never wait for input otherwise (CI).
    if (io.stdinIsTTY && !settings.assumeYes && expectedFingerprint === undefined) {
      const preview = await planFromSource({ source, limits: settings.limits }, client);
      if (preview.status === "invalid") {
        reportDiagnostics(preview.diagnostics, io, settings.color);
        return EXIT_ERROR;
      }
      io.stdout(renderPlanText(preview.plan, { color: settings.color.stdout }));
      if (preview.plan.operations.length === 0) return EXIT_OK;
      if (!(await confirm())) {
        io.stderr("Apply cancelled: nothing was changed.\n");
        return EXIT_ERROR;
      }
      return await applyAndReport(settings, io, client, preview.plan.fingerprint);
    }
    return await applyAndReport(settings, io, client, expectedFingerprint);
  } finally {
    await client.close();
  }
}

async function applyAndReport(
  settings: Extract<CliSettings, { command: "apply" }>,
  io: CliIo,
  client: ApiClient,
  expectedFingerprint: string | undefined,
): Promise<number> {
  const recordPath =
    settings.recordFile === undefined
      ? undefined
      : flagPath("--record", settings.recordFile, FLAG_FIXES.record, io);
  // The record is written after the changes are made: a path that cannot take it must stop the
  // apply before, not leave a change without its audit evidence.
  if (recordPath !== undefined) await checkFlagFileWritable(recordPath);
  const outcome = await applyFromSource(
    {
      source: sourceOf(settings, io),
      limits: settings.limits,
      allowMassDelete: settings.allowMassDelete,
      expectedFingerprint,
      concurrency: settings.concurrency,
      deadlineMs: settings.deadlineMs,
    },
    client,
  );
  switch (outcome.status) {
    case "invalid":
      reportDiagnostics(outcome.diagnostics, io, settings.color);
      return EXIT_ERROR;
    case "plan-changed":
      io.stdout(renderPlanText(outcome.plan, { color: settings.color.stdout }));
      io.stderr(
        `error: the live inventory changed since this plan was reviewed: the reviewed plan has fingerprint ${outcome.expectedFingerprint}, the plan now is ${outcome.plan.fingerprint} (shown above). Nothing was changed; review the new plan and apply it.\n`,
      );
      return EXIT_ERROR;
    case "unsafe":
      io.stdout(renderPlanText(outcome.plan, { color: settings.color.stdout }));
      io.stderr(`error: ${outcome.message}\nNothing was changed.\n`);
      return EXIT_ERROR;
    case "applied": {
      reportDiagnostics(outcome.diagnostics, io, settings.color);
      io.stdout(
        renderApplyResultText(outcome.plan, outcome.result, {
          color: settings.color.stdout,
        }),
      );
      if (recordPath !== undefined) {
        const record = buildChangeRecord(outcome.plan, outcome.result, {
          tool_version: packageJson.version,
          ...(expectedFingerprint !== undefined
            ? { reviewed_fingerprint: expectedFingerprint }
            : {}),
        });
        await writeFlagFile(recordPath, renderJson(record));
        io.stderr(`Wrote the change record to ${recordPath.given}.\n`);
      }
      return applyComplete(outcome.result) ? EXIT_OK : EXIT_ERROR;
    }
  }
}

async function confirm(): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(
      "Apply these changes to the live inventory? Only 'yes' is accepted: ",
    );
    return answer.trim() === "yes";
  } finally {
    prompt.close();
  }
}

async function importInventory(
  settings: Extract<CliSettings, { command: "import" }>,
  io: CliIo,
): Promise<number> {
  const outDir = flagPath("--out", settings.out, FLAG_FIXES.importOut, io);
  const existing = await listFlagDirectory(outDir);
  if (existing.length > 0 && !settings.force) {
    throw new UsageError(
      `--out ${settings.out} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`,
    );
  }
  const client = openClient(settings.connection);
  try {
    const files = exportInventory(await fetchLiveInventory(client));
    await writeUnder(
      outDir,
      EXPORTED_SCHEMA_FILE,
      `${JSON.stringify(inventoryJsonSchema(), null, 2)}\n`,
    );
    for (const file of files) await writeUnder(outDir, file.path, file.content);
    io.stderr(`Imported ${files.length} cyber system(s) into ${settings.out}/.\n`);
    return EXIT_OK;
  } finally {
    await client.close();
  }
}

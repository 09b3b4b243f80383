// The command line: settings in, engine calls, exit code out. This file is the one place where
// errors become messages and exit codes. The commands are loaded only when run, so that --help
// and --version answer without loading the engine.
import { errorMessage } from "../core/shared/errors.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "./shared/io.ts";
import { outputFilter } from "./shared/output-filter.ts";
import { type CliSettings, parseCliArgs, UsageError } from "./shared/settings.ts";

export type { CliIo } from "./shared/io.ts";
export { EXIT_CHANGES, EXIT_ERROR, EXIT_INTERRUPTED, EXIT_OK } from "./shared/io.ts";

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  // Whatever goes wrong, no secret reaches the terminal and no name becomes a workflow command:
  // every write passes the filter.
  const filter = outputFilter(io.env);
  const out = (text: string) => io.stdout(filter(text));
  const err = (text: string) => io.stderr(filter(text));
  try {
    const filtered = { ...io, stdout: out, stderr: err };
    const settings = await parseCliArgs(argv, filtered);
    return await runCommand(settings, filtered);
  } catch (error) {
    err(`error: ${errorMessage(error)}\n`);
    return (error instanceof UsageError ? error.exitCode : undefined) ?? EXIT_ERROR;
  }
}

/** `command` on the ledger --dir names: a checkout as it is, or a git bundle's temporary clone. */
async function onLedger<Settings extends { dir: string; repository?: string | undefined }>(
  settings: Settings,
  io: CliIo,
  command: (settings: Settings, bundle?: string) => Promise<number>,
): Promise<number> {
  return (await import("./shared/ledger/ledger-dir.ts")).onLedgerDir(settings, io, command);
}

async function runCommand(settings: CliSettings, io: CliIo): Promise<number> {
  switch (settings.command) {
    case "help":
      io.stdout(settings.text);
      return EXIT_OK;
    case "validate":
      return (await import("./inventory/inventory-commands.ts")).validate(settings, io);
    case "plan":
      return (await import("./inventory/inventory-commands.ts")).plan(settings, io);
    case "import":
      return (await import("./inventory/inventory-commands.ts")).importInventory(settings, io);
    case "export":
      return (await import("./inventory/export-command.ts")).exportRows(settings, io);
    case "source sync":
      return (await import("./sources/source-command.ts")).syncSourceCommand(settings, io);
    case "fmt":
      return (await import("./inventory/fmt-command.ts")).formatFiles(settings, io);
    case "apply":
      return (await import("./inventory/apply-command.ts")).apply(settings, io);
    case "emulator":
      return (await import("./service/emulator-command.ts")).runEmulatorCommand(settings, io);
    case "doctor":
      return (await import("./service/doctor-command.ts")).runDoctor(settings, io);
    case "drift":
      return (await import("./inventory/drift-command.ts")).checkDrift(settings, io);
    case "evidence verify":
      return onLedger(settings, io, async (read) =>
        (await import("./evidence/evidence-command.ts")).verifyEvidence(read, io),
      );
    case "evidence append":
      return (await import("./evidence/evidence-append.ts")).appendEvidenceRecord(settings, io);
    case "evidence report":
      return onLedger(settings, io, async (read) =>
        (await import("./evidence/report-command.ts")).reportEvidence(read, io),
      );
    case "evidence populations":
      return onLedger(settings, io, async (read, bundle) =>
        (await import("./evidence/populations-command.ts")).writePopulations(read, io, bundle),
      );
    case "evidence handover":
      return onLedger(settings, io, async (read, bundle) =>
        (await import("./evidence/handover-command.ts")).handOver(read, io, bundle),
      );
    case "obligations":
      return onLedger(settings, io, async (read) =>
        (await import("./compliance/obligations-command.ts")).reportObligations(read, io),
      );
    case "review":
      return (await import("./compliance/review-command.ts")).writeReview(settings, io);
    case "policy check":
      return (await import("./compliance/policy-command.ts")).checkPolicy(settings, io);
    case "patches draft":
      return (await import("./compliance/patches-draft-command.ts")).draftPatchEvaluation(
        settings,
        io,
      );
  }
}

// validate, plan and import: each translates its settings into one engine call, and the outcome
// into output and an exit code.
import { resolve } from "node:path";
import { exportFromService, patchSourceProblems, validateFromSource } from "../../engine/engine.ts";
import { updateFromService } from "../../engine/import-update.ts";
import { compareDiagnostics, type Diagnostic, hasErrors } from "../../core/shared/diagnostics.ts";
import { sourceOwnershipProblems } from "../../engine/source-ownership.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { planChanges } from "../../core/plan/baseline-deviations.ts";
import { PLAN_RENDERERS, VALIDATION_RENDERERS } from "../../render/formats.ts";
import { renderPlanJson } from "../../render/plan/plan-json.ts";
import type { FilesRead } from "../../render/plan/validation.ts";
import {
  closingAfter,
  openClient,
  patchSourcesAt,
  planAgainst,
  sourceOf,
} from "../shared/command-support.ts";
import {
  FLAG_FIXES,
  flagPath,
  listFlagDirectory,
  requireEmptyDirectory,
  writeFlagFile,
  writeUnder,
} from "../shared/flag-files.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { readPolicyFile } from "../compliance/policy-file.ts";
import { declarationProblemsIn } from "../../io/checkout/optional-file.ts";
import { reviewedFileCounts, unknownParentProblems } from "../../io/checkout/reviewed-files.ts";
import type { LoadedInventory } from "../../io/checkout/inventory-files.ts";
import type { LiveInventory } from "../../core/shared/live-records.ts";
import { LEDGER_DECLARATION_FILE } from "../../core/evidence/chain/writer-declaration.ts";
import { DEFAULT_SOURCES_FILE } from "../../core/sources/sources-schema.ts";
import {
  baselineRuleOf,
  inlineBaselineProblems,
} from "../../core/inventory/baselines/baseline-keeping.ts";
import { type CliIo, EXIT_CHANGES, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import { type CliSettings, UsageError } from "../shared/settings.ts";
import { reviewedFilesShown } from "../../render/shared/reviewed-file-words.ts";

/**
 * The reviewed files' problems at validate: the patch files' (and each baseline item without a
 * patch source, as a warning), and each site a family's file names that is no facility or control
 * center the service holds (`outcome.live`) or, without the service, the documents declare.
 */
async function reviewedFileProblems(
  outcome: { documents: LoadedInventory["documents"]; live?: LiveInventory | undefined },
  source: { cwd: string; root: string },
  policyFile: string,
): Promise<Diagnostic[]> {
  return [
    ...(await patchSourceProblems(outcome.documents, patchSourcesAt(source, policyFile))),
    ...(await unknownParentProblems(source, outcome.documents, outcome.live)),
  ];
}

/**
 * Each kind of file validate read, the inventory's first: the verdict says what it covers. The
 * policy, ledger declaration and sources file are counted only when there was one to read.
 */
async function filesRead(
  root: string,
  read: {
    inventoryFiles: number;
    policyFile: string | undefined;
    ledgerDeclared: boolean;
    sourcesFile: string | undefined;
  },
): Promise<FilesRead[]> {
  const one = (kind: string, file: string | undefined) =>
    file === undefined ? [] : [{ kind, files: 1, file }];
  return [
    { kind: "inventory file", files: read.inventoryFiles },
    ...(await reviewedFileCounts(root)).map(({ set, files }) => ({ kind: set.noun, files })),
    ...one("owner policy", read.policyFile),
    ...one("ledger declaration", read.ledgerDeclared ? LEDGER_DECLARATION_FILE : undefined),
    ...one("sources file", read.sourcesFile),
  ];
}

export async function validate(
  settings: Extract<CliSettings, { command: "validate" }>,
  io: CliIo,
): Promise<number> {
  const online =
    settings.connection.apiUrl !== undefined || settings.connection.apiKey !== undefined;
  const outcome = await validateFromSource(
    sourceOf(settings, io),
    online ? () => openClient(settings.connection) : undefined,
    // The connection failed: still show what the files themselves got wrong, first.
    (fileDiagnostics) => reportDiagnostics(fileDiagnostics, io, settings.color),
  );
  // The sources file at the root, when there is one: its problems, and hand-written documents
  // for the systems its sources own; the policy file too (cip-policy.yaml, or --policy).
  const { cwd, root } = sourceOf(settings, io);
  const owned = await sourceOwnershipProblems(
    { file: settings.sourcesFile, cwd, root, named: "--sources" },
    outcome.documents,
    outcome.live,
  );
  const policy = await readPolicyFile(settings.policyFile, io);
  // A policy that does not parse is an error here already, so validate fails closed on it.
  const baselines = baselineRuleOf(policy?.parsed.policy, settings.policyFile);
  const patches = await reviewedFileProblems(outcome, { cwd, root }, settings.policyFile);
  // The evidence ledger's writer declaration (cip-ledger.yaml, beside the policy file), when
  // there is one: each problem at its line, a private key refused without being repeated.
  const ledger = await declarationProblemsIn(io.cwd);
  const diagnostics = [
    ...outcome.diagnostics,
    ...(ledger ?? []),
    ...owned.diagnostics,
    ...(policy?.parsed.diagnostics ?? []),
    ...inlineBaselineProblems(outcome.documents, baselines),
    ...patches,
  ].sort(compareDiagnostics);
  const report = {
    files: outcome.files.length,
    cyberSystems: outcome.documents.length,
    assets: outcome.documents.reduce((sum, document) => sum + document.assets.length, 0),
    read: await filesRead(root, {
      inventoryFiles: outcome.files.length,
      policyFile: policy?.file,
      ledgerDeclared: ledger !== undefined,
      sourcesFile: owned.read ? (settings.sourcesFile ?? DEFAULT_SOURCES_FILE) : undefined,
    }),
    referencesChecked: online,
    diagnostics,
  };
  // For people, the diagnostics go to standard error as every command's do, and the verdict is
  // the output; JSON and SARIF carry the diagnostics in the output.
  if (settings.format === "text") reportDiagnostics(diagnostics, io, settings.color);
  io.stdout(
    VALIDATION_RENDERERS[settings.format](report, {
      color: settings.color.stdout,
      toolVersion: TOOL_VERSION,
    }),
  );
  return hasErrors(diagnostics) ? EXIT_ERROR : EXIT_OK;
}

export async function plan(
  settings: Extract<CliSettings, { command: "plan" }>,
  io: CliIo,
): Promise<number> {
  return closingAfter(openClient(settings.connection), async (client) => {
    const outcome = await planAgainst(client, settings, io);
    // A valid outcome's warnings are part of the plan and shown with it.
    if (outcome.status === "invalid") {
      reportDiagnostics(outcome.diagnostics, io, settings.color);
      return EXIT_ERROR;
    }
    const { plan } = outcome;
    const output = PLAN_RENDERERS[settings.format](plan, {
      color: settings.color.stdout,
      toolVersion: TOOL_VERSION,
    });
    if (settings.out !== undefined) {
      const planJson = settings.format === "json" ? output : renderPlanJson(plan);
      await writeFlagFile(flagPath("--out", settings.out, FLAG_FIXES.planOut, io), planJson);
    }
    io.stdout(output);
    if (settings.out !== undefined)
      io.stderr(`Saved the plan to ${settings.out} (${plan.fingerprint}).\n`);
    const notCompared = await reviewedFilesNotCompared(settings.base, sourceOf(settings, io).root);
    if (notCompared !== undefined) io.stderr(`note: ${notCompared}\n`);
    if (!settings.detailedExitCode) return EXIT_OK;
    // Reviewed files shown for approval (any family's, asked of the table) are changes too.
    if (planChanges(plan) || reviewedFilesShown(plan) !== undefined) return EXIT_CHANGES;
    if (notCompared !== undefined) {
      io.stderr(
        "error: --detailed-exitcode cannot answer 0 (no changes): there is no service operation, but the reviewed files were not compared (see the note above), so whether this change adds, changes or removes one is unknown: pass --base REF to answer 0 or 2\n",
      );
      return EXIT_ERROR;
    }
    // No operation, and baselines not compared: "no changes" would be an all-clear for what was
    // not judged (a baseline change is a change CIP-010 R1.2 counts), so the answer is refused.
    if (plan.baseline_deviations?.compared_with === null) {
      io.stderr(
        "error: --detailed-exitcode cannot answer 0 (no changes): there is no service operation, but the baselines were not compared with the existing baselines, so whether one deviates (a change CIP-010 R1.2 counts) is unknown: pass --base REF, the commit the live baselines were declared at (such as origin/main), to answer 0 or 2\n",
      );
      return EXIT_ERROR;
    }
    return EXIT_OK;
  });
}

/**
 * Without --base, the reviewed files of the checkout at `root` (a site file, a patch file) are
 * compared with no commit, so the plan shows none of them and no gate judges them: one line that
 * says so, each family's count, and the flag that would; undefined with --base, or with none.
 */
async function reviewedFilesNotCompared(
  base: string | undefined,
  root: string,
): Promise<string | undefined> {
  if (base !== undefined) return undefined;
  const counts = await reviewedFileCounts(root);
  if (counts.length === 0) return undefined;
  const files = counts.map(({ set, files }) => `${files} ${set.noun}(s)`).join(", ");
  return `${files} in the checkout were not compared with any commit, so what this change adds, changes or removes there, and the gates on it, were not judged: pass --base REF (such as origin/main) to show them`;
}

/**
 * What an import cannot write: the spec names no impact field of a cyber system, so the records
 * an API key reads carry none; without it a system is judged as High and matched by every impact
 * rule (docs/inventory-format.md).
 */
const IMPACT_NOTE =
  "note: no file has impact:, which the service does not show to API keys; add impact: high, medium or low (the system's CIP-002 rating) to each document: until then the CIP obligations judge the system as High, and every impact rule of the policy matches it.\n";

export async function importInventory(
  settings: Extract<CliSettings, { command: "import" }>,
  io: CliIo,
): Promise<number> {
  const outDir = flagPath("--out", settings.out, FLAG_FIXES.importOut, io);
  if (settings.update) {
    if ((await listFlagDirectory(outDir)).length > 0) return importUpdate(settings, io);
    throw new UsageError(
      `--out ${settings.out} holds no inventory files to update; write them first with 'cip-sync import --out ${settings.out}' (without --update).`,
    );
  }
  await requireEmptyDirectory(outDir, settings.force);
  return closingAfter(openClient(settings.connection), async (client) => {
    const files = await exportFromService(client);
    await writeUnder(outDir, files);
    io.stderr(
      `Imported ${files.length - 1} cyber system(s) into ${settings.out}/.\n${IMPACT_NOTE}`,
    );
    return EXIT_OK;
  });
}

/** import --update: the files in --out rewritten in place, new systems in new files. */
async function importUpdate(
  settings: Extract<CliSettings, { command: "import" }>,
  io: CliIo,
): Promise<number> {
  const outDir = resolve(io.cwd, settings.out);
  const source = { patterns: [settings.out], cwd: io.cwd, root: io.cwd };
  return closingAfter(openClient(settings.connection), async (client) => {
    const outcome = await updateFromService(source, outDir, client);
    reportDiagnostics(outcome.diagnostics, io, { stdout: false, stderr: false });
    if (outcome.status === "invalid") {
      io.stderr(`Nothing was written: fix the errors above, then run import --update again.\n`);
      return EXIT_ERROR;
    }
    const { rewritten, created, unchanged } = outcome;
    io.stderr(
      `Updated ${rewritten.length} file(s) and created ${created.length} in ${settings.out}/ (${unchanged} already matched the service); review the changes with git diff, then commit them in a pull request.\n`,
    );
    return EXIT_OK;
  });
}

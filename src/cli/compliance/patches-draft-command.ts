// `cip-sync patches draft`: a patch evaluation (R2.2) of one patch source, drafted from CSAF 2.0
// advisories for review. Reads the checkout (the patch sources file, the inventory, the source's
// previous evaluations) and the advisories, refuses any the reference validator refuses, and
// writes patch-evaluations/SOURCE/NAME.yaml with every applicable null; then says what matched
// nothing. It never overwrites a file without --force, and never judges.
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { afterTodayWords } from "../../core/shared/calendar.ts";
import { hasErrors, quote } from "../../core/shared/diagnostics.ts";
import { parsePatchSourcesText } from "../../core/patches/parse-patch-sources.ts";
import {
  evaluationFolderSource,
  parsePatchEvaluationText,
} from "../../core/patches/parse-patch-evaluation.ts";
import {
  EVALUATIONS_FOLDER,
  itemText,
  PATCH_SOURCES_FILE,
  type PatchSource,
} from "../../core/patches/patch-files.ts";
import { applicableItems } from "../../core/patches/patch-inputs.ts";
import { inventoryPatchAssets } from "../../core/patches/csaf/inventory-assets.ts";
import { draftEvaluation, type EvaluationDraft } from "../../core/patches/csaf/evaluation-draft.ts";
import { evaluationDraftText } from "../../core/patches/csaf/evaluation-draft-text.ts";
import type { CsafAdvisory } from "../../core/patches/csaf/csaf-advisory.ts";
import { loadInventory } from "../../io/checkout/inventory-files.ts";
import { readNamedFile } from "../../io/checkout/optional-file.ts";
import {
  AdvisoryPathError,
  readAdvisoryFiles,
} from "../../io/checkout/families/csaf-advisories.ts";
import { evaluationFiles, lastCommitDay } from "../../io/checkout/families/patch-checkout.ts";
import { containedPath, outsideWords } from "../../io/checkout/contained-path.ts";
import { sourceOf } from "../shared/command-support.ts";
import { flagPath, writeFlagFile } from "../shared/flag-files.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import { UsageError } from "../shared/usage-error.ts";
import type { PatchesDraftSettings } from "./patches-draft-settings.ts";

const NO_COLOR = { stdout: false, stderr: false };

export async function draftPatchEvaluation(
  settings: PatchesDraftSettings,
  io: CliIo,
): Promise<number> {
  const root = resolve(io.cwd, settings.source.root);
  const source = await patchSource(settings, root, io);
  if (source === undefined) return EXIT_ERROR;
  const out = outPath(settings, root, io);
  // Checked before anything else: a link on the way must not make a draft write outside.
  const contained = await containedPath(root, resolve(io.cwd, out));
  if ("outside" in contained)
    throw new UsageError(
      outsideWords(`--out ${out}`, contained.outside, `--root ${settings.source.root}`),
    );
  if (existsSync(resolve(io.cwd, out)) && !settings.force)
    throw new UsageError(
      `--out ${out} exists: pass --force to overwrite it, or choose another --out (a draft never replaces an evaluation silently)`,
    );
  const since = await releasesSince(settings, root, resolve(io.cwd, out), io);
  if (since === undefined) return EXIT_ERROR;
  const advisories = await validAdvisories(settings, io);
  if (advisories === undefined) return EXIT_ERROR;
  const inventory = await loadInventory(sourceOf(settings, io));
  reportDiagnostics(inventory.diagnostics, io, NO_COLOR);
  if (hasErrors(inventory.diagnostics)) {
    io.stderr("No evaluation was drafted: fix the inventory's errors above first.\n");
    return EXIT_ERROR;
  }
  const draft = draftEvaluation({
    source,
    items: applicableItems(inventoryPatchAssets(inventory.documents)).values(),
    advisories,
    releasesSince: since.day,
  });
  if (draft.patches.length > 0) {
    const fix = "choose another path for the evaluation";
    await writeFlagFile(flagPath("--out", out, fix, io), evaluationDraftText(draft, since.why));
  }
  io.stdout(summary(draft, out, advisories.length));
  return EXIT_OK;
}

/** The source the flag names, from the patch sources file; undefined after reporting its errors. */
async function patchSource(
  settings: PatchesDraftSettings,
  root: string,
  io: CliIo,
): Promise<PatchSource | undefined> {
  const text = await readNamedFile(root, PATCH_SOURCES_FILE);
  if (text === undefined)
    throw new UsageError(
      `${PATCH_SOURCES_FILE} is missing under --root ${settings.source.root}: write it with the source and the baseline items it covers (docs/obligations/cip-007-r2.md#the-files), or pass --root, the repository holding it`,
    );
  const parsed = parsePatchSourcesText(text, PATCH_SOURCES_FILE);
  reportDiagnostics(parsed.diagnostics, io, NO_COLOR);
  if (parsed.value === undefined) {
    io.stderr(`No evaluation was drafted: fix ${PATCH_SOURCES_FILE} first.\n`);
    return undefined;
  }
  const ids = parsed.value.sources.map((source) => source.id);
  const source = parsed.value.sources.find((candidate) => candidate.id === settings.patchSource);
  if (source === undefined)
    throw new UsageError(
      `--source ${settings.patchSource} is not a source of ${PATCH_SOURCES_FILE}${ids.length === 0 ? ", which has none" : ` (its sources: ${ids.join(", ")})`}; pass one of them, or add the source there first`,
    );
  return source;
}

/** --out, or patch-evaluations/SOURCE/TODAY.yaml under the root; filed under the source's folder. */
function outPath(settings: PatchesDraftSettings, root: string, io: CliIo): string {
  const today = new Date(io.now?.() ?? Date.now()).toISOString().slice(0, 10);
  const out =
    settings.out ??
    relative(io.cwd, resolve(root, EVALUATIONS_FOLDER, settings.patchSource, `${today}.yaml`));
  const folder = evaluationFolderSource(resolve(io.cwd, out).replaceAll("\\", "/"));
  if (folder !== settings.patchSource)
    throw new UsageError(
      `--out ${out} is not filed under the source's folder: an evaluation of ${settings.patchSource} is ${EVALUATIONS_FOLDER}/${settings.patchSource}/NAME.yaml; choose such a path`,
    );
  return out;
}

/** The first release day to cover, and why: the flag, else the source's latest evaluation's day. */
async function releasesSince(
  settings: PatchesDraftSettings,
  root: string,
  out: string,
  io: CliIo,
): Promise<{ day: string; why: string } | undefined> {
  const ask = `the day the source's previous evaluation was merged, or for a first evaluation the day the source was identified`;
  if (settings.releasesSince !== undefined) {
    // A release day nobody has lived yet covers no release: the draft would say "patches: []".
    const later = afterTodayWords(settings.releasesSince, new Date(io.now?.() ?? Date.now()));
    if (later !== undefined)
      throw new UsageError(`--releases-since ${settings.releasesSince} is ${later}: pass ${ask}`);
    return { day: settings.releasesSince, why: "as --releases-since says" };
  }
  const files = (await evaluationFiles(root, settings.patchSource)).filter(
    (file) => resolve(root, file.file) !== out,
  );
  if (files.length === 0)
    throw new UsageError(
      `${EVALUATIONS_FOLDER}/${settings.patchSource}/ holds no previous evaluation of ${settings.patchSource}; pass --releases-since YYYY-MM-DD: ${ask}`,
    );
  const parsed = files.map((file) => parsePatchEvaluationText(file.text, file.file));
  const diagnostics = parsed.flatMap((file) => file.diagnostics);
  if (hasErrors(diagnostics)) {
    reportDiagnostics(diagnostics, io, NO_COLOR);
    io.stderr(
      `No evaluation was drafted: fix the evaluations above first, or pass --releases-since YYYY-MM-DD: ${ask}.\n`,
    );
    return undefined;
  }
  const latest = parsed
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a file parsed without errors (checked above) has its value
    .map((file) => file.value!)
    .reduce((a, b) => (b.releasesSince >= a.releasesSince ? b : a));
  const day = await lastCommitDay(root, latest.file);
  if (day === undefined)
    throw new UsageError(
      `${latest.file}, the source's latest evaluation, has no commit to date it; pass --releases-since YYYY-MM-DD: ${ask}`,
    );
  return {
    day,
    why: `the day ${latest.file} was last committed (UTC-12), no later than its merge`,
  };
}

/** Every advisory, checked; undefined when the validator refused one (each reported). */
async function validAdvisories(
  settings: PatchesDraftSettings,
  io: CliIo,
): Promise<CsafAdvisory[] | undefined> {
  let files;
  try {
    files = await readAdvisoryFiles(settings.advisories, io.cwd);
  } catch (error) {
    if (!(error instanceof AdvisoryPathError)) throw error;
    throw new UsageError(
      `--advisories ${error.path}: ${error.message}; pass a CSAF advisory (JSON) or a folder of them`,
    );
  }
  const refused = files.flatMap((file) => ("problems" in file ? [file] : []));
  for (const file of refused)
    for (const problem of file.problems)
      io.stderr(`${file.file}: refused by the CSAF 2.0 validator: ${problem}\n`);
  if (refused.length > 0) {
    io.stderr(
      `No evaluation was drafted: ${refused.length} advisory file(s) are not valid CSAF 2.0. Ask the publisher for a valid one, or leave the file out of --advisories and evaluate its release by hand: a draft that skipped it would miss its patches.\n`,
    );
    return undefined;
  }
  if (files.length === 0)
    throw new UsageError(
      `--advisories ${settings.advisories.join(" ")} holds no .json file: pass CSAF advisories`,
    );
  return files.flatMap((file) => ("advisory" in file ? [file.advisory] : []));
}

/** What was written, and what matched nothing, every name quoted as data. */
function summary(draft: EvaluationDraft, out: string, advisories: number): string {
  const lines =
    draft.patches.length > 0
      ? [
          `Wrote ${out}: ${draft.patches.length} patch(es) from ${advisories} advisory file(s) for source ${draft.source}, releases since ${draft.releasesSince}. Every applicable is null: judge each (true, or false with a reason), then commit it in a pull request; cip-sync refuses the file until then.`,
        ]
      : [
          `No evaluation was written: no vendor fix of the ${advisories} advisory file(s) names an item source ${draft.source} covers in an applicable baseline. If the source released nothing since ${draft.releasesSince}, write the evaluation with patches: [] yourself: that is a person's statement, not a draft's.`,
        ];
  const section = (title: string, entries: string[]) =>
    entries.length === 0 ? [] : [title, ...entries.map((entry) => `  ${entry}`)];
  lines.push(
    ...section(
      "Advisory products no covered item is:",
      draft.unmatched.map(
        (entry) =>
          `${quote(entry.advisory)}: ${quote(entry.product)}${entry.versions.length === 0 ? "" : ` (${entry.versions.map(quote).join(", ")})`}`,
      ),
    ),
    ...section(
      "Covered items no advisory names:",
      draft.unmentioned.map((item) => itemText(item)),
    ),
    ...section(
      "Covered items an advisory names without a vendor_fix (no patch drafted):",
      draft.withoutFix.map((entry) => `${quote(entry.advisory)}: ${itemText(entry.item)}`),
    ),
    ...section(
      "Advisories not drafted:",
      draft.skipped.map((entry) => `${quote(entry.advisory)} (${entry.file}): ${entry.why}`),
    ),
  );
  return `${lines.join("\n")}\n`;
}

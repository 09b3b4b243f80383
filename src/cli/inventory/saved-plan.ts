// The plan `apply --plan FILE` was saved as, which is the confirmation: read, refused without
// --base when it shows reviewed files compared with a commit, and the inventory it was made from.
import { resolve } from "node:path";
import type { Plan } from "../../core/plan/plan-model.ts";
import { parsePlanJson } from "../../core/plan/saved/plan-schema.ts";
import type { InventorySource } from "../../io/checkout/inventory-files.ts";
import { reviewedFilesShown } from "../../render/shared/reviewed-file-words.ts";
import { sourceOf } from "../shared/command-support.ts";
import { FLAG_FIXES, flagPath, readFlagFile } from "../shared/flag-files.ts";
import type { CliIo } from "../shared/io.ts";
import { type CliSettings, UsageError } from "../shared/settings.ts";

type ApplySettings = Extract<CliSettings, { command: "apply" }>;

/**
 * The saved plan --plan names, read; undefined without --plan. A plan showing reviewed files
 * compared with a commit is refused without --base, before anything is asked or changed.
 */
export async function savedPlanOf(settings: ApplySettings, io: CliIo): Promise<Plan | undefined> {
  if (settings.planFile === undefined) return undefined;
  const reviewed = parsePlanJson(
    await readFlagFile(flagPath("--plan", settings.planFile, FLAG_FIXES.plan, io)),
    `--plan ${settings.planFile}`,
  );
  // The fingerprint covers the patch and assessment files the saved plan shows against --base:
  // without it here the fresh plan shows none, and the plans differ for want of a flag.
  const shown = reviewedFilesShown(reviewed);
  if (shown !== undefined && settings.base === undefined)
    throw new UsageError(
      `--plan ${settings.planFile} shows the ${shown.title} compared with ${shown.comparedWith}, which 'plan --base' compared: pass the same --base to apply, so that the plan it checks is compared alike. Nothing was changed.`,
    );
  return reviewed;
}

/**
 * The inventory a saved plan was made from, unless paths or --root are given: its patterns are
 * relative to its root, and its root to the directory the plan was made in.
 */
export function sourceOfPlan(settings: ApplySettings, plan: Plan, io: CliIo): InventorySource {
  if (settings.source.given || plan.inputs === undefined) return sourceOf(settings, io);
  const root = resolve(io.cwd, plan.inputs.root);
  const { maxAssets, maxBytes } = settings.source;
  return { patterns: plan.inputs.patterns, cwd: root, root, maxAssets, maxTotalBytes: maxBytes };
}

// The reviewed files a plan shows for approval: each family's (the patch files, the assessment
// files) the change adds, changes or removes against the commit compared with (read
// once for both), and the plan's fingerprint over them, since their approval rests on it.
import { resolve } from "node:path";
import { assessmentFileChanges } from "../core/assessments/assessment-file-changes.ts";
import { patchFileChanges } from "../core/patches/patch-file-changes.ts";
import { ASSESSMENT_FILES } from "../core/assessments/assessment-files.ts";
import { isPatchFile, PATCH_FILES } from "../core/patches/patch-files.ts";
import type { Plan } from "../core/plan/plan-model.ts";
import { fingerprintPlan } from "../core/plan/saved/fingerprint.ts";
import type { PatchFilesAtBase } from "../io/checkout/patch-files.ts";
import { reviewedFileTexts } from "../io/checkout/optional-file.ts";

export type ReviewedFileChanges = Pick<Plan, "patch_files" | "assessment_files" | "fingerprint">;

/**
 * The reviewed files `plan`'s change adds, changes or removes, when the route compares them
 * (`atBase`), with the fingerprint that covers them; {} when none changes.
 */
export async function reviewedFileChangesOf(
  plan: Pick<Plan, "operations" | "baselines">,
  checkout: { cwd: string; root: string },
  atBase: (() => Promise<PatchFilesAtBase>) | undefined,
): Promise<Partial<ReviewedFileChanges>> {
  if (atBase === undefined) return {};
  const root = resolve(checkout.cwd, checkout.root);
  const patchHead = await reviewedFileTexts(root, PATCH_FILES);
  const assessmentHead = await reviewedFileTexts(root, ASSESSMENT_FILES);
  // A checkout without reviewed files reads nothing more: removing every one takes nothing out of
  // force (the sources in force stay tracked), as the merge's record carries none then.
  if (patchHead.size === 0 && assessmentHead.size === 0) return {};
  const base = await atBase();
  const patchBase = new Map([...base.files].filter(([path]) => isPatchFile(path)));
  const patches =
    patchHead.size === 0 ? undefined : patchFileChanges(patchHead, patchBase, base.comparedWith);
  const assessed =
    assessmentHead.size === 0
      ? undefined
      : assessmentFileChanges(assessmentHead, base.files, base.comparedWith);
  if (patches === undefined && assessed === undefined) return {};
  return {
    ...(patches === undefined ? {} : { patch_files: patches }),
    ...(assessed === undefined ? {} : { assessment_files: assessed }),
    // The fingerprint covers the files the plan shows: their approval rests on it.
    fingerprint: fingerprintPlan(plan.operations, plan.baselines, {
      ...(patches === undefined ? {} : { patch_files: patches }),
      ...(assessed === undefined ? {} : { assessment_files: assessed }),
    }),
  };
}

// CIP-007 R2 patch management as the layers below the family table know it: its name and its
// reviewed files' shape (the patch files: the plan's and the record's field, the saved plan's
// schema of what the reviewer approves, and each file's lines). Its parsers are core/patches/, its
// pass core/obligations/patch-management/. Pure.
import { z } from "zod";
import {
  changedFilesSchema,
  type Escape,
  type FamilyShape,
  type FileLines,
} from "../family-shape.ts";

const patchFileChanges = changedFilesSchema({
  sources: z
    .array(z.strictObject({ id: z.string(), name: z.string(), covers: z.array(z.string()) }))
    .optional(),
  no_source: z
    .array(z.strictObject({ item: z.string(), kind: z.string(), reason: z.string() }))
    .optional(),
  evaluation: z
    .strictObject({
      source: z.string(),
      releases_since: z.string(),
      patches: z.array(
        z.strictObject({
          id: z.string(),
          released: z.string(),
          item: z.string(),
          applicable: z.boolean(),
          reason: z.string().optional(),
        }),
      ),
    })
    .optional(),
  plan: z
    .strictObject({
      id: z.string(),
      patches: z.array(z.string()),
      actions: z.array(z.string()),
      timeframe: z.string(),
      event_occurred_on: z.string().optional(),
      implemented_on: z.string().optional(),
    })
    .optional(),
});

/**
 * One patch file as the change leaves it (a removed file shows its path only): the sources file's
 * sources with the items each covers (`software "RTAC"`) and its no_source declarations, an
 * evaluation's source, first release day and each patch with its judgement, or a mitigation
 * plan's patches, actions, timeframe and the days later changes add.
 */
export type PatchFileShown = z.infer<typeof patchFileChanges>["files"][number];

export const PATCH_MANAGEMENT_SHAPE = {
  name: "CIP-007 R2",
  populationFiles: {
    patchSources: "patch-sources.csv",
    patchEvaluations: "patch-evaluations.csv",
    applicablePatches: "applicable-patches.csv",
    mitigationPlans: "mitigation-plans.csv",
  },
  reviewedFiles: {
    name: "patch files",
    noun: "patch file",
    field: "patch_files",
    recordDescription:
      "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
    shown: patchFileChanges,
    shownTitle: "Patch files changed (CIP-007-6 R2)",
    shownDescription:
      "The CIP-007 R2 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: a source's coverage, an evaluation's patches with their applicability and reason, a mitigation plan's patches, actions and timeframe. Part of the fingerprint, as shown (compared_with aside).",
    lines: patchFileLines,
  },
} as const satisfies FamilyShape;

/** One file: its line, then a line per source, patch, action. */
function patchFileLines(shown: PatchFileShown, code: Escape, words: Escape): FileLines {
  const file = `${shown.change} ${code(shown.file)}`;
  if (shown.evaluation !== undefined) {
    const { evaluation } = shown;
    return {
      line: `${file}: evaluation of source ${code(evaluation.source)}, releases since ${words(evaluation.releases_since)}, ${evaluation.patches.length === 1 ? "1 patch" : `${evaluation.patches.length} patches`}`,
      details: evaluation.patches.map(
        (patch) =>
          `${code(patch.id)} (${words(patch.item)}, released ${words(patch.released)}): ${patch.applicable ? "applicable" : `not applicable: ${words(patch.reason ?? "")}`}`,
      ),
    };
  }
  if (shown.plan !== undefined) {
    const { plan } = shown;
    const dates = [
      plan.event_occurred_on === undefined
        ? ""
        : `, event occurred on ${words(plan.event_occurred_on)}`,
      plan.implemented_on === undefined ? "" : `, implemented on ${words(plan.implemented_on)}`,
    ].join("");
    return {
      line: `${file}: mitigation plan ${code(plan.id)}, timeframe ${words(plan.timeframe)}${dates}`,
      details: [
        `patches: ${plan.patches.map(code).join(", ")}`,
        ...plan.actions.map((action) => `action: ${words(action)}`),
      ],
    };
  }
  if (shown.sources !== undefined || shown.no_source !== undefined) {
    return {
      line: `${file}: the patch sources`,
      details: [
        ...(shown.sources ?? []).map(
          (source) =>
            `source ${code(source.id)} (${words(source.name)}) covers ${source.covers.map(words).join(", ")}`,
        ),
        ...(shown.no_source ?? []).map(
          (declaration) =>
            `no source for ${words(declaration.item)} (${words(declaration.kind)}): ${words(declaration.reason)}`,
        ),
      ],
    };
  }
  return { line: file, details: [] };
}

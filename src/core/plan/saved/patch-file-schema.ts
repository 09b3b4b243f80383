// The saved plan's `patch_files` and `assessment_files` (core/plan/patch-file-model.ts): the
// reviewed files a change adds, changes or removes, as shown; apart from
// plan-schema.ts to keep each within its size.
import { z } from "zod";

/** What the saved plan's fingerprint covers, as its schema says. */
export const FINGERPRINT_WORDS =
  'sha256 over the canonical JSON of operations, of each baseline\'s system id, asset and digest, of the patch files shown (patch_files.files) and of the assessment files shown (assessment_files.files), as "sha256:<hex>"; a plan without baselines, patch files or assessment files: over its operations only.';

/** A family's changed files: the commit compared with, and each file with what `shown` holds. */
function changedFilesSchema<T extends z.ZodRawShape>(shown: T) {
  return z.strictObject({
    compared_with: z.string(),
    files: z.array(
      z.strictObject({
        file: z.string(),
        change: z.enum(["added", "changed", "removed"]),
        ...shown,
      }),
    ),
  });
}

export const patchFileChangesSchema = changedFilesSchema({
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
}).meta({
  title: "Patch files changed (CIP-007-6 R2)",
  description:
    "The CIP-007 R2 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: a source's coverage, an evaluation's patches with their applicability and reason, a mitigation plan's patches, actions and timeframe. Part of the fingerprint, as shown (compared_with aside).",
});

export const assessmentFileChangesSchema = changedFilesSchema({
  record: z
    .strictObject({
      kind: z.enum(["assessment", "technical-feasibility", "commissioning"]),
      id: z.string(),
      covers: z.string(),
      method: z.enum(["paper", "active"]).optional(),
      environment: z.enum(["production", "test"]).optional(),
      closes: z.array(z.string()),
    })
    .optional(),
}).meta({
  title: "Assessment files changed (CIP-010-4 R3)",
  description:
    "The CIP-010 R3 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: what it covers, its method and environment, and each part it closes (an action item: opens) once an accepted merge records it. Part of the fingerprint, as shown (compared_with aside).",
});

/** The saved plan's fields of the reviewed files it shows for approval. */
export const REVIEWED_FILE_FIELDS = {
  patch_files: patchFileChangesSchema.optional(),
  assessment_files: assessmentFileChangesSchema.optional(),
};

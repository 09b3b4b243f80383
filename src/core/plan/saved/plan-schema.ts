// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.
import { z } from "zod";
import { errorMessage } from "../../shared/errors.ts";
import { ASSET_TYPES } from "../../shared/live-records.ts";
import { IMPACT_LEVELS, impactSchema } from "../../inventory/document/principals.ts";
import { ASSET_CLASSES } from "../../inventory/document/asset-class.ts";
import { BASELINE_ITEMS } from "../../inventory/document/baseline-items.ts";
import { REQUIREMENT_IDS } from "../../inventory/baselines/requirements.ts";
import {
  PATCH_SOURCE_CHANGES,
  PATCH_SOURCE_SETTINGS,
  PLAN_FORMAT_VERSION,
  type Plan,
} from "../plan-model.ts";
import { SHA256_DIGEST } from "../../shared/sha256.ts";
import { commissioningAssessmentCheckSchema } from "./commissioning-assessment-schema.ts";
import { fingerprintPlan } from "./fingerprint.ts";
import { releasedSystemsSchema } from "./released-system-schema.ts";
import { possibleRenameSchema } from "./possible-rename-schema.ts";
import { FINGERPRINT_WORDS, REVIEWED_FILE_FIELDS } from "./reviewed-file-fields.ts";

export const assetTypeSchema = z.enum(ASSET_TYPES);
const count = z.int().nonnegative();

const sourceLocationSchema = z
  .strictObject({
    file: z.string().meta({ description: "Path relative to the working directory, with /." }),
    line: z.int().positive(),
    column: z.int().positive(),
  })
  .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
  });

const diagnosticSchema = z
  .strictObject({
    severity: z.enum(["error", "warning"]),
    message: z.string(),
    location: sourceLocationSchema.optional(),
    related: z.array(sourceLocationSchema).optional(),
  })
  .meta({ title: "Diagnostic" });

const parentRefSchema = z.strictObject({
  kind: z.enum(["facility", "control_center"]),
  id: z.string(),
  name: z.string(),
});

export const systemRefSchema = z
  .strictObject({
    id: z.string(),
    impact: impactSchema.optional(),
    name: z.string(),
    parent: parentRefSchema.nullable(),
  })
  .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
  });

export function fieldChange<T extends z.ZodType>(schema: T) {
  return z.strictObject({ from: schema, to: schema });
}

const operationBase = {
  depends_on: z.array(count).meta({
    description:
      "Indexes into operations of the operations that must succeed before this one runs.",
  }),
  source: sourceLocationSchema
    .meta({ description: "The declaration that caused this operation." })
    .optional(),
};

const sha256Digest = z.string().regex(SHA256_DIGEST);

/** A declared baseline as plans and change records carry it: digests, never content. */
export const planBaselineSchema = z.strictObject({
  asset: z.string(),
  asset_id: z.string().optional(),
  asset_type: z.enum(ASSET_TYPES).optional(),
  class: z.enum(ASSET_CLASSES).optional(),
  completed_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  cyber_system: z.string().optional(),
  cyber_system_id: z.string(),
  digest: sha256Digest,
  erc: z.boolean().optional(),
  impact: z.enum(IMPACT_LEVELS).optional(),
  items: z.partialRecord(z.enum(BASELINE_ITEMS), sha256Digest).optional().meta({
    description:
      "The SHA-256 of each CIP-010 R1.1 item of a baseline written as content: which items a change touched, without their content.",
  }),
  kind: z.enum(["content", "ref"]).optional(),
  patched: z
    .strictObject({
      os_firmware: z.array(z.strictObject({ name: z.string(), version: z.string() })),
      software: z.array(z.strictObject({ name: z.string(), version: z.string() })),
      patches: z.array(z.string()),
    })
    .optional()
    .meta({
      description:
        "A baseline written as content: its os_firmware and software items with their versions and its patches, the items CIP-007 R2's patch sources must cover and the patches applied.",
    }),
});

/** The plan's baselines against the existing ones (plan-model.ts BaselineComparison). */
export const baselineComparisonSchema = z
  .union([
    z.strictObject({
      compared_with: z
        .string()
        .meta({ description: "The commit the existing baselines were read at." }),
      deviations: z.array(
        z.strictObject({
          asset: z.string(),
          asset_id: z.string().optional(),
          cyber_system: z.string(),
          cyber_system_id: z.string(),
          items: z.array(
            z.strictObject({
              item: z.enum([...BASELINE_ITEMS, "unknown"]),
              added: z.array(z.string()),
              removed: z.array(z.string()),
            }),
          ),
          opens: z.array(z.enum(REQUIREMENT_IDS)).meta({
            description: "The requirement parts the deviation opens, by the requirement table.",
          }),
        }),
      ),
    }),
    z.strictObject({
      compared_with: z.null(),
      not_compared: z.string().meta({ description: "Why no existing baselines were read." }),
    }),
  ])
  .meta({
    description:
      "The declared baselines against the existing ones (CIP-010 R1.2): each asset whose baseline changes an R1.1 item, with the entries added and removed; or why they were not compared. Not part of the fingerprint; absent when no baseline is declared.",
  });

/** The asset a create or a delete names whole, and the rename it may be half of. */
const wholeAsset = {
  name: z.string(),
  asset_type: assetTypeSchema,
  cyber_system: systemRefSchema,
  possible_rename: possibleRenameSchema,
};

const createOperationSchema = z
  .strictObject({ action: z.literal("create"), ...operationBase, ...wholeAsset })
  .meta({ title: "Create an asset" });

const updateOperationSchema = z
  .strictObject({
    action: z.literal("update"),
    ...operationBase,
    asset_id: z.string(),
    name: z.string().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: z.array(z.enum(["rename", "move", "retype"])),
    temporary: z.boolean().meta({
      description:
        "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: z.strictObject({
      name: fieldChange(z.string()).optional(),
      cyber_system: fieldChange(systemRefSchema).optional(),
      asset_type: fieldChange(assetTypeSchema).optional(),
    }),
  })
  .meta({ title: "Update an asset (rename, move, retype)" });

const deleteOperationSchema = z
  .strictObject({
    action: z.literal("delete"),
    ...operationBase,
    asset_id: z.string(),
    ...wholeAsset,
  })
  .meta({ title: "Delete an asset" });

const patchSourceCheckSchema = z
  .strictObject({
    sources_file: z.string().nullable().meta({
      description: "The sources file read (cip-patch-sources.yaml); null: the repository has none.",
    }),
    setting: z.enum(PATCH_SOURCE_SETTINGS).meta({
      description:
        "The policy's patch_sources: flag lists the gaps, require refuses those the change adds or changes.",
    }),
    missing: z.array(
      z.strictObject({
        cyber_system: z.string(),
        asset: z.string(),
        item: z.enum(["os_firmware", "software"]),
        name: z.string(),
        version: z.string(),
        location: sourceLocationSchema,
        change: z.enum(PATCH_SOURCE_CHANGES).meta({
          description:
            "added or changed (its version) by this change, existing before it, or unknown (the baselines were not compared).",
        }),
      }),
    ),
    not_seen: z
      .array(
        z.strictObject({
          cyber_system: z.string(),
          asset: z.string(),
          location: sourceLocationSchema,
        }),
      )
      .meta({
        description:
          "Applicable assets with a baseline_ref: their items are not in the repository.",
      }),
  })
  .meta({
    title: "Patch sources (CIP-007-6 R2.1)",
    description:
      "The os_firmware and software items of applicable assets' baselines with no patch source and no no_source declaration. Derived, not part of the fingerprint.",
  });

export const planSummarySchema = z.strictObject({
  create: count,
  update: count,
  delete: count,
  move: count,
  rename: count,
  retype: count,
});

export const planSchema = z
  .strictObject({
    format_version: z.literal(PLAN_FORMAT_VERSION),
    fingerprint: z.string().regex(SHA256_DIGEST).meta({ description: FINGERPRINT_WORDS }),
    summary: planSummarySchema,
    operations: z
      .array(
        z.discriminatedUnion("action", [
          createOperationSchema,
          updateOperationSchema,
          deleteOperationSchema,
        ]),
      )
      .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: z.array(systemRefSchema),
    unmanaged: z
      .array(
        z.strictObject({
          asset_id: z.string(),
          name: z.string(),
          asset_type: assetTypeSchema,
          cyber_system: systemRefSchema,
        }),
      )
      .meta({ description: "Undeclared live assets of prune: false systems: never deleted." }),
    released_systems: releasedSystemsSchema.optional(),
    baselines: z.array(planBaselineSchema).optional().meta({
      description:
        "Declared baselines (CIP-010 R1.1) by system id and asset name, as SHA-256 digests; never sent to the service. Absent when none is declared.",
    }),
    baseline_deviations: baselineComparisonSchema.optional(),
    patch_sources: patchSourceCheckSchema.optional(),
    commissioning_assessments: commissioningAssessmentCheckSchema(sourceLocationSchema).optional(),
    ...REVIEWED_FILE_FIELDS,
    safety: z.strictObject({
      managed_live_assets: count,
      violations: z.array(
        z.strictObject({
          rule: z.enum(["mass-delete", "mass-update", "empty-system", "possible-rename"]),
          message: z.string(),
        }),
      ),
    }),
    warnings: z.array(diagnosticSchema),
    inputs: z
      .strictObject({
        patterns: z.array(z.string()).meta({
          description: "Inventory files, directories or globs, relative to root.",
        }),
        root: z.string().meta({
          description: "The repository root, relative to the directory the plan was made in.",
        }),
        declared: sha256Digest.optional().meta({
          description:
            "SHA-256 of what the operations depend on from the files (each document's system, parent, prune and assets, without baselines or places): apply --plan says whether the files or the live inventory changed since.",
        }),
      })
      .meta({ description: "What the plan was made from: apply --plan reads the same files." })
      .optional(),
  })
  .meta({
    title: "cip-inventory-sync plan",
    description:
      "What apply would do, as written by `cip-sync plan --format json` or `--out FILE`.",
  }) satisfies z.ZodType<Plan>;

/** The JSON Schema (draft 2020-12) of a saved plan. */
export function planJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(planSchema, { target: "draft-2020-12" });
}

const MAX_REPORTED_ISSUES = 5;

/** A saved plan file that cannot be used: the message names the file and how to get a good one. */
export class PlanFileError extends Error {
  override name = "PlanFileError";
}

/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws a PlanFileError naming `source`
 * and the JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
export function parsePlanJson(text: string, source: string): Plan {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new PlanFileError(
      `${source} is not valid JSON (${errorMessage(error)}); pass the file written by 'cip-sync plan --out FILE'`,
      { cause: error },
    );
  }
  const version = (value as { format_version?: unknown } | null)?.format_version;
  if (version !== undefined && version !== PLAN_FORMAT_VERSION) {
    throw new PlanFileError(
      `${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${PLAN_FORMAT_VERSION}; run 'cip-sync plan --out FILE' again with this version`,
    );
  }
  const result = planSchema.safeParse(value);
  if (result.success) return heldByItsFingerprint(result.data, source);
  const issues = result.error.issues;
  const lines = issues
    .slice(0, MAX_REPORTED_ISSUES)
    .map((issue) => `  at ${jsonPath(issue.path)}: ${issue.message}`);
  if (issues.length > MAX_REPORTED_ISSUES) {
    lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
  }
  throw new PlanFileError(
    `${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`,
  );
}

/**
 * The plan, when its fingerprint is the one of its operations and baselines: a plan saved by a
 * cip-sync whose fingerprint left the baselines out, or an edited file, would otherwise be
 * reviewed as one plan and held to another.
 */
function heldByItsFingerprint(plan: Plan, source: string): Plan {
  const expected = fingerprintPlan(plan.operations, plan.baselines, plan);
  if (plan.fingerprint === expected) return plan;
  throw new PlanFileError(
    `${source} at $.fingerprint: ${plan.fingerprint} is not the fingerprint of the plan's operations and baselines (${expected}); the file was edited, or saved by a cip-sync whose fingerprint left the baselines out. Run 'cip-sync plan --out FILE' again, review that plan and apply it`,
  );
}

/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let text = "$";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else if (typeof segment === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
      text += `.${segment}`;
    } else text += `[${JSON.stringify(String(segment))}]`;
  }
  return text;
}

// Evidence records as a zod schema: the check `cip-sync evidence verify` makes on every file of the
// ledger, and the source of schemas/evidence-record.schema.json. It mirrors `EvidenceRecord`
// (evidence-record.ts) and `ChangeRecord` (change-record.ts) exactly: `satisfies` fails the
// typecheck when they drift apart.
import { z } from "zod";
import { CHANGE_RECORD_FORMAT_VERSION, type ChangeRecord } from "./change-record.ts";
import {
  CHANGE_OUTCOMES,
  EVIDENCE_FORMAT_VERSION,
  type EvidenceRecord,
  originProblem,
  WORKSPACE_PATTERN,
} from "./evidence-record.ts";
import {
  assetTypeSchema,
  fieldChange,
  planSummarySchema,
  systemRefSchema,
} from "../../plan/saved/plan-schema.ts";
import { impactSchema } from "../../inventory/document/principals.ts";
import { baselineComparisonSchema, planBaselineSchema } from "../../plan/saved/plan-schema.ts";
import {
  commitSha,
  count,
  logins,
  governanceFactsSchema,
  policySchema,
  timestamp,
} from "./policy-schema.ts";
import { reviewEvidenceSchema } from "./review-record.ts";
import { REVIEWED_FILES_FIELD_SCHEMAS } from "./in-force/recorded-file-fields.ts";
import { checkpointReferenceSchema } from "./beside/checkpoint-reference.ts";
import { listingReferenceSchema } from "./beside/inventory-listing.ts";
import { configurationMonitoringEvidenceSchema } from "./configuration-monitoring-model.ts";
import type { ServiceFieldValue } from "../../shared/service-fields.ts";
import { SHA256_DIGEST } from "../../shared/sha256.ts";
import { MONTH_END_CONVENTIONS } from "../../shared/calendar.ts";
import { httpUrl, notCounted, pullRequestSchema } from "./pull-request-schema.ts";

/** "sha256:" and 64 hex digits: a plan's or live inventory's fingerprint, a snapshot's digest. */
const fingerprint = z.string().regex(SHA256_DIGEST);

/** Any JSON value: a service field as the service sent it. Named, so the JSON Schema names it. */
const jsonValue: z.ZodType<ServiceFieldValue> = z
  .lazy(() =>
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(jsonValue),
      z.record(z.string(), jsonValue),
    ]),
  )
  .meta({ id: "JsonValue", description: "Any JSON value, as the service sent it." });

/** The service and organization a change or a check was made against (ServiceContext). */
const serviceContext = {
  service: httpUrl
    .optional()
    .meta({ description: "The origin (scheme, host, port) of the service URL." }),
  organization: z
    .string()
    .optional()
    .meta({ description: "The organization_slug the service reported on its records." }),
};

/** A merged pull request in a change record's context. */
const changePullRequestSchema = z.strictObject({
  number: z.int().positive(),
  url: httpUrl,
  title: z.string(),
  author: z.string(),
  approved_by: logins,
  not_independent: logins.optional(),
  not_counted: notCounted.optional(),
  approved_earlier_commit: logins.optional(),
  merged_by: z.string().optional(),
  source: z
    .strictObject({
      name: z.string().min(1),
      digest: fingerprint,
    })
    .optional()
    .meta({
      description:
        "The source of cip-sources.yaml whose scheduled sync proposed the pull request (from the branch cip-sync/source-<name>, opened by a bot account from a branch of this repository), and the digest of the snapshot its files were generated from.",
    }),
  source_not_counted: z.string().optional().meta({
    description:
      "Why the pull request's branch cip-sync/source-<name> and marker were not recorded as its source: it was opened by an account that is not a bot, or from a fork.",
  }),
});

/** Declared baselines as digests (the plan's `baselines`): what CIP-010 R1.3 is dated by. */
const baselinesSchema = z.array(planBaselineSchema).meta({
  description:
    "The baselines (CIP-010 R1.1) the applied files declared, by system id and asset name, as SHA-256 digests of their content (or of their baseline_ref) and of each R1.1 item, with the asset's class and its system's impact and erc.",
});

/** An operation of a change record, its service fields' values held to `serviceFieldValue`. */
function operationSchemaWith(serviceFieldValue: z.ZodType<ServiceFieldValue>) {
  return z.strictObject({
    index: count,
    action: z.enum(["create", "update", "delete"]),
    name: z.string(),
    cyber_system: systemRefSchema,
    asset_type: assetTypeSchema.optional(),
    changes: z
      .strictObject({
        name: fieldChange(z.string()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(assetTypeSchema).optional(),
      })
      .optional(),
    result: z.enum(["succeeded", "failed", "skipped"]),
    asset_id: z.string().optional(),
    adopted: z.boolean().optional(),
    error: z.string().optional(),
    service_fields: z.record(z.string(), serviceFieldValue).optional().meta({
      description:
        'Fields the service sent for the created or updated asset beyond the mapped ones (created_at, ...); a value over 1 KiB is replaced by "<value over 1 KiB left out>".',
    }),
  });
}

/** A change record whose service fields' values are held to `serviceFieldValue` (recordSchemaWith). */
function changeRecordSchemaWith(serviceFieldValue: z.ZodType<ServiceFieldValue>) {
  return z
    .strictObject({
      format_version: z.literal(CHANGE_RECORD_FORMAT_VERSION),
      tool: z.strictObject({ name: z.literal("cip-inventory-sync"), version: z.string() }),
      status: z.enum(["applied", "partly-applied", "failed", "no-changes", "interrupted"]),
      fingerprint,
      started_at: timestamp,
      finished_at: timestamp,
      context: z.strictObject({
        workspace: z.string().optional(),
        repository: z.string().optional(),
        commit: z.string().optional(),
        ref: z.string().optional(),
        tree_dirty: z.boolean().optional(),
        run_url: httpUrl.optional(),
        actor: z.string().optional(),
        operator: z
          .strictObject({
            git_name: z.string().optional(),
            git_email: z.string().optional(),
            os_user: z.string().optional(),
          })
          .optional(),
        host: z.string().optional(),
        ...serviceContext,
        pull_request: changePullRequestSchema.optional(),
        pull_requests: z.array(changePullRequestSchema).optional(),
        reviewed_fingerprint: fingerprint.optional(),
        freezes_held: z
          .array(
            z.strictObject({ id: z.string(), from: timestamp, to: timestamp, operations: count }),
          )
          .optional()
          .meta({
            description:
              "Freeze windows of the policy that held operations of this plan when an apply from the terminal started: it went around them (no review can override a freeze there).",
          }),
      }),
      plan_summary: planSummarySchema,
      result_summary: z.strictObject({ succeeded: count, failed: count, skipped: count }),
      operations: z.array(operationSchemaWith(serviceFieldValue)),
      baseline_deviations: baselineComparisonSchema.optional(),
      verification: z
        .strictObject({
          problems: z.array(
            z.strictObject({
              kind: z.enum(["no-effect", "changed-by-other", "duplicate", "not-verified"]),
              operation: count.optional(),
              message: z.string(),
            }),
          ),
        })
        .optional()
        .meta({ description: "What re-reading the live assets after the apply showed." }),
      baselines: baselinesSchema.optional(),
    })
    .meta({
      title: "Change record",
      description: "What the apply executed, operation by operation.",
    });
}

/** A change evidence record's `change`, its change record held to `changeRecord`. */
function changeSchemaWith(changeRecord: ReturnType<typeof changeRecordSchemaWith>) {
  return z.strictObject({
    outcome: z.enum(CHANGE_OUTCOMES),
    reason: z.string().nullable(),
    base_sha: commitSha.nullable(),
    merge_sha: commitSha,
    plan_fingerprint: fingerprint.nullable(),
    reviewed_fingerprint: fingerprint.nullable(),
    pull_request: pullRequestSchema.nullable(),
    pull_requests: z.array(pullRequestSchema).min(2).optional().meta({
      description:
        "A push that merged several pull requests (a merge-queue batch): each, with its approvals; pull_request is then null.",
    }),
    change_record: changeRecord.nullable(),
    policy: policySchema.optional(),
    baselines: baselinesSchema.optional(),
    base_baselines: z.array(planBaselineSchema).optional().meta({
      description:
        "What the base commit declared of each baseline the merge changed, as digests (the merged baseline's system id and asset, the base's digest and items): the existing baseline a first recorded change deviates from (CIP-010 R1.2). Absent when the merge changed none the base declared.",
    }),
    base_baselines_unread: z.string().optional().meta({
      description:
        "Why the base commit's baselines could not be read: each baseline the record declares that the ledger has not seen is then judged a change from an existing baseline nobody could read (CIP-010 R1.2 to R1.6 open, items unknown), never a first declaration. Absent when they were read.",
    }),
    calendar: z
      .strictObject({
        time_zone: z.string(),
        due_soon_days: count,
        month_end: z.enum(MONTH_END_CONVENTIONS),
        completion_grace_days: count,
        standard_versions: z
          .array(
            z.strictObject({ version: z.string(), from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
          )
          .optional()
          .meta({
            description:
              "The later versions of the standards the merged policy file's standards: judges by, each from its first day (YYYY-MM-DD): an obligation opened on that day or after names that version. Absent: every row's own version.",
          }),
      })
      .optional()
      .meta({
        description:
          "The calendar in force from this record (the merged policy file's calendar:, or the default), and the versions of the standards (standards:): the obligations it opens are judged by them. Absent in older records.",
      }),
    review: reviewEvidenceSchema.optional(),
    governance: governanceFactsSchema.optional(),
    ...REVIEWED_FILES_FIELD_SCHEMAS,
  });
}

const assetStateSchema = z.strictObject({
  name: z.string(),
  cyber_system: z.string(),
  asset_type: assetTypeSchema,
});

const monitoringSchema = z.strictObject({
  in_sync: z.boolean(),
  commit: commitSha,
  plan_fingerprint: fingerprint,
  systems: z.array(
    z.strictObject({ id: z.string(), name: z.string(), impact: impactSchema.optional() }),
  ),
  live_counts: z.strictObject({ cyber_systems: count, cyber_assets: count, managed_assets: count }),
  live_fingerprint: fingerprint,
  ...serviceContext,
  listing: listingReferenceSchema.optional(),
  checkpoint: checkpointReferenceSchema.optional().meta({
    description:
      "The checkpoint kept beside the record (<record path>.checkpoint): the judged state after every record of the workspace up to `through`, so that routine runs read it and the records after it; sha256 is the hex SHA-256 of the file's exact bytes. evidence verify recomputes the state from the records.",
  }),
  differences: z.array(
    z.strictObject({
      action: z.enum(["create", "update", "delete"]),
      asset_id: z.string().nullable(),
      declared: assetStateSchema.nullable(),
      live: assetStateSchema.nullable(),
      possible_rename: z
        .strictObject({
          declared: z.string(),
          live: z.string(),
          candidates: z.array(z.string()).min(1).max(3).optional(),
        })
        .meta({
          description: "This create or delete and another may be one asset renamed in the service.",
        })
        .optional(),
    }),
  ),
});

const workflowRun = {
  repository: z.string(),
  run_id: z.string().regex(/^[0-9A-Za-z_-]+$/),
  run_attempt: z.int().positive(),
  run_url: httpUrl,
  actor: z.string(),
};

const envelope = {
  format_version: z.literal(EVIDENCE_FORMAT_VERSION),
  workspace: z.string().regex(WORKSPACE_PATTERN),
  sequence: z
    .int()
    .positive()
    .meta({ description: "1 for the workspace's first record, then +1." }),
  previous_sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .meta({
      description:
        "Hex SHA-256 of the exact bytes of the workspace's previous record file; null for the first.",
    }),
  recorded_at: timestamp,
  tool_version: z.string(),
  origin: z.enum(["action", "cli"]).optional().meta({
    description:
      'Who wrote the record: absent or "action", the Action; "cli", sealed with cip-sync evidence append, a break-glass apply or a collector\'s configuration monitoring (run_id "cli-...", no run_url).',
  }),

  untimestamped_predecessors: z.array(z.int().positive()).min(1).optional().meta({
    description:
      "Sequences of earlier records of the workspace that had no RFC 3161 timestamp token when this one was written (a TSA outage, caught up later); absent when none.",
  }),
  in_force: z
    .strictObject({ sequence: z.int().positive(), commit: commitSha })
    .nullable()
    .optional()
    .meta({
      description:
        "Where the facts in force after this record were put there: the last merge the gate accepted (its sequence in this chain and the commit it merged), this record or an earlier one; null when none has yet. evidence verify recomputes it at every record. Absent in records written before it was kept.",
    }),
};

/**
 * An evidence record whose service fields' values are held to `serviceFieldValue`: jsonValue,
 * which the JSON Schema shows and a record made in memory is held to; or nothing, for the value
 * JSON.parse made of a record's file (record-file-schema.ts). `changeRecord`: the change record's
 * schema with the same, when one is built already (changeRecordSchema).
 */
export function recordSchemaWith(
  serviceFieldValue: z.ZodType<ServiceFieldValue>,
  changeRecord = changeRecordSchemaWith(serviceFieldValue),
) {
  return z
    .discriminatedUnion("kind", [
      z
        .strictObject({
          ...envelope,
          run: z.strictObject({ ...workflowRun, run_url: httpUrl.optional() }),
          kind: z.literal("change"),
          change: changeSchemaWith(changeRecord),
        })
        .meta({ title: "Change (CIP-010 R1): an apply attempt" }),
      z
        .strictObject({
          ...envelope,
          run: z.strictObject(workflowRun),
          kind: z.literal("monitoring"),
          monitoring: monitoringSchema,
        })
        .meta({ title: "Monitoring: a drift check (inventory reconciliation)" }),
      z
        .strictObject({
          ...envelope,
          run: z.strictObject({ ...workflowRun, run_url: httpUrl.optional() }),
          kind: z.literal("configuration-monitoring"),
          configuration_monitoring: configurationMonitoringEvidenceSchema,
        })
        .meta({ title: "Configuration monitoring (CIP-010 R2.1): a collector's observations" }),
    ])
    .superRefine((record, context) => {
      const problem = originProblem(record);
      if (problem !== undefined) context.addIssue({ code: "custom", ...problem });
    })
    .meta({
      title: "cip-inventory-sync evidence record",
      description:
        "One file of the evidence ledger (records/<workspace>/<YYYY>/<MM>/<time>-<kind>-<run>-<attempt>.json), chained per workspace.",
    });
}

export const changeRecordSchema = changeRecordSchemaWith(
  jsonValue,
) satisfies z.ZodType<ChangeRecord>;
export const evidenceRecordSchema = recordSchemaWith(
  jsonValue,
  changeRecordSchema,
) satisfies z.ZodType<EvidenceRecord>;

/** The JSON Schema (draft 2020-12) of an evidence record. */
export function evidenceJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(evidenceRecordSchema, { target: "draft-2020-12" });
}

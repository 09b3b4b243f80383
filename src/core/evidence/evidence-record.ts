// Evidence records: the ledger's entries, one JSON file each, kept for CIP audits: a `change` record
// per apply attempt (CIP-010 R1), a `monitoring` record per drift check (R2). Records are chained
// per workspace by `sequence` and the SHA-256 of the previous record's exact bytes, so a removed,
// edited or reordered record shows. Pure; the chain check is in evidence-chain.ts.
import { sha256Hex } from "../shared/sha256.ts";
import type { CompletionNote } from "./completion-note.ts";
import type { ChangeRecord } from "./change-record.ts";
import { canonical } from "../plan/fingerprint.ts";
import type { AssetType, LiveInventory } from "../shared/live-records.ts";
import type {
  CreateOperation,
  DeleteOperation,
  Plan,
  PlanBaseline,
  PossibleRename,
} from "../plan/plan-model.ts";
import type { Impact } from "../inventory/principals.ts";
import { compareCodePoints } from "../shared/names.ts";
import type { PolicyEvidence } from "./policy-record.ts";
import type { ReviewEvidence } from "./review-record.ts";
import type { ServiceContext } from "./service-context.ts";

export const EVIDENCE_FORMAT_VERSION = 1;

/** What a record documents; each consumer handles every kind (see core/shared/exhaustive.ts). */
export type EvidenceKind = EvidenceRecord["kind"];
export const EVIDENCE_KINDS = ["change", "monitoring"] as const;

/** A workspace's name: it is a folder of the ledger (records/<workspace>/). */
export const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The branch the Action keeps the ledger on unless told otherwise (input evidence-branch). */
export const DEFAULT_EVIDENCE_BRANCH = "cip-sync-evidence";

export const CHANGE_OUTCOMES = [
  "applied",
  "partly-applied",
  "failed",
  "no-changes",
  "interrupted",
  "plan-changed",
  "unsafe",
  "no-reviewed-plan",
  "not-approved",
  "policy",
  "invalid",
] as const;
/** What an apply attempt came to: the change record's status, or why nothing was applied. */
export type ChangeOutcome = (typeof CHANGE_OUTCOMES)[number];

/** Who authorised the change: the pull request merged, and its reviews on the merged head. */
export interface PullRequestEvidence {
  number: number;
  url: string;
  title: string;
  author: string;
  /** Independent approvals of the merged head commit. */
  approved_by: string[];
  approved_at?: Record<string, string>; // when each of them approved, where GitHub dates it
  verification_notes?: { login: string; note: string }[]; // CIP-010 R1.4, by an approver
  completion_notes?: CompletionNote[]; // CIP-010 R1.3: `/cip-010-completed` lines, by an approver
  /** Approvals of the merged head by someone who authored or committed a commit of it. */
  not_independent: string[];
  /** Independent approvals of the merged head that do not count, with why; absent in older records. */
  not_counted?: { login: string; why: string }[];
  /** Approvals given on an earlier commit only: not approvals of what was merged. */
  approved_earlier_commit: string[];
  merged_by: string | null;
}

interface ChangeEvidence {
  outcome: ChangeOutcome;
  /** Why nothing, or not everything, was applied; null when everything was. */
  reason: string | null;
  /** The default branch before the merge (the merge commit's first parent), when known. */
  base_sha: string | null;
  /** The commit applied: the merge commit pushed to the default branch. */
  merge_sha: string;
  /** The plan computed at the merge; null when the files were invalid. */
  plan_fingerprint: string | null;
  /** The plan reviewers saw; equal to plan_fingerprint when what was executed is what was reviewed. */
  reviewed_fingerprint: string | null;
  /** The pull request merged; null for a direct push, and for a push that merged several. */
  pull_request: PullRequestEvidence | null;
  /** A push that merged several pull requests (a merge-queue batch): each, with its approvals. */
  pull_requests?: PullRequestEvidence[];
  /** What was executed, operation by operation; null when nothing was attempted. */
  change_record: ChangeRecord | null;
  /** The owner policy's judgement; absent when the base commit has no policy file. */
  policy?: PolicyEvidence;
  /** The baselines the merged files declared, also when nothing was applied. */
  baselines?: PlanBaseline[];
  /** A CIP-002 R2 review file the merge changed; absent when it changed none. */
  review?: ReviewEvidence;
}

/** The pull requests a change record names: the one merged, each of a batch, or none. */
export function pullRequestsOf(change: ChangeEvidence): PullRequestEvidence[] {
  return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}

/** An asset as one side (the files, or the service) has it. */
export interface AssetState {
  name: string;
  cyber_system: string;
  asset_type: AssetType;
}

/** One asset on which the files and the service disagree. */
export interface Difference {
  action: "create" | "update" | "delete";
  /** The live asset's id; null for an asset that exists only in the files. */
  asset_id: string | null;
  /** What git declares; null when the files do not declare the asset. */
  declared: AssetState | null;
  /** What the service holds; null when the service does not have it. */
  live: AssetState | null;
  /** This create or delete and another may be one asset renamed in the service (see the plan). */
  possible_rename?: PossibleRename;
}

/** What a drift check found, wherever it ran. */
export interface DriftFindings {
  in_sync: boolean;
  plan_fingerprint: string;
  /** The managed cyber systems compared, by id and name, with the impact their document declares. */
  systems: { id: string; name: string; impact?: Impact }[];
  live_counts: { cyber_systems: number; cyber_assets: number; managed_assets: number };
  /** "sha256:<hex>" of the canonical JSON of the live inventory, sorted by id. */
  live_fingerprint: string;
  differences: Difference[];
}

/** A drift check's record (`service` and `organization` absent in older ones), and its commit. */
interface MonitoringEvidence extends DriftFindings, ServiceContext {
  commit: string;
}

/**
 * Where the record comes from: the workflow run that wrote it or, for a record sealed by
 * `cip-sync evidence append` (origin "cli"), the command line's apply: its run id is
 * CLI_RUN_PREFIX and a digest of the change record, and it has no run URL.
 */
interface RunEvidence {
  repository: string;
  run_id: string;
  run_attempt: number;
  /** The workflow run; absent for a record of origin "cli". */
  run_url?: string;
  actor: string;
}

/** Who wrote a record: the Action on merge (absent in older records) or the CLI (break-glass). */
export type RecordOrigin = "action" | "cli";

/** The run id of every record of origin "cli" starts so; a workflow run's id is a number. */
export const CLI_RUN_PREFIX = "cli-";

interface RecordEnvelope {
  format_version: typeof EVIDENCE_FORMAT_VERSION;
  workspace: string;
  /** 1 for a workspace's first record, then one more for each. */
  sequence: number;
  /** Hex SHA-256 of the exact bytes of the workspace's previous record; null for the first. */
  previous_sha256: string | null;
  /** ISO 8601 UTC, to the millisecond; strictly later than the previous record's. */
  recorded_at: string;
  tool_version: string;
  /** Absent: written by the Action. "cli": a break-glass apply sealed with `evidence append`. */
  origin?: RecordOrigin;
  run: RunEvidence;
  /**
   * The sequences of earlier records still without a timestamp token when this one was written
   * (a TSA outage): sealed here, so a later token is known to be a catch-up. Absent when none.
   */
  untimestamped_predecessors?: number[];
}

export type EvidenceRecord = RecordEnvelope &
  (
    | { kind: "change"; change: ChangeEvidence }
    // A drift check is always a workflow run's: never of origin "cli", it names its run URL.
    | { kind: "monitoring"; monitoring: MonitoringEvidence; run: { run_url: string } }
  );

/** A ledger record with the hex SHA-256 of its file: how obligations and populations cite it. */
export type HashedRecord = { record: EvidenceRecord; sha256: string };

/** A record before it takes its place in the chain. */
export type EvidenceDraft = EvidenceRecord extends infer Kind
  ? Kind extends EvidenceRecord
    ? Omit<Kind, "sequence" | "previous_sha256" | "recorded_at" | "untimestamped_predecessors">
    : never
  : never;

/** The workspace's last record, as the ledger holds it. */
export interface ChainHead {
  record: EvidenceRecord;
  bytes: Uint8Array;
}

/**
 * The chain head a run publishes once it appended a record (job summary, outputs, drift issue):
 * what `evidence verify --expect-head` pins the past with.
 */
export interface PublishedHead {
  workspace: string;
  sequence: number;
  sha256: string;
  /** The TSA token's time (ISO 8601), when the record is timestamped. */
  tsaTime: string | undefined;
}

export interface SealedRecord {
  record: EvidenceRecord;
  /** The file's exact content: what the next record's previous_sha256 hashes. */
  text: string;
  path: string;
}

/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
export function serializeRecord(record: EvidenceRecord): string {
  return `${JSON.stringify(canonical(record), null, 2)}\n`;
}

/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order. `untimestamped` lists earlier records still waiting for a token.
 */
export function sealRecord(
  draft: EvidenceDraft,
  head: ChainHead | undefined,
  now: Date,
  untimestamped: readonly number[] = [],
): SealedRecord {
  const previousAt =
    head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
  const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
  const record = {
    ...draft,
    sequence: head === undefined ? 1 : head.record.sequence + 1,
    previous_sha256: head === undefined ? null : sha256Hex(head.bytes),
    recorded_at: recordedAt,
    ...(untimestamped.length === 0 ? {} : { untimestamped_predecessors: [...untimestamped] }),
  } as EvidenceRecord;
  return { record, text: serializeRecord(record), path: recordPath(record) };
}

export const RECORDS_DIR = "records";

/** `20261123T150022.123Z`: sorts like the time, and is a valid file name everywhere. */
export function fileStamp(iso: string): string {
  return iso.replace(/[-:]/g, "");
}

/** `records/<workspace>/<YYYY>/<MM>/<UTC timestamp>-<kind>-<run id>-<attempt>.json`. */
export function recordPath(
  record: Pick<EvidenceRecord, "workspace" | "recorded_at" | "kind" | "run">,
): string {
  const [year, month] = record.recorded_at.split("-");
  return `${RECORDS_DIR}/${record.workspace}/${year}/${month}/${fileStamp(record.recorded_at)}-${record.kind}-${record.run.run_id}-${record.run.run_attempt}.json`;
}

/**
 * Whether `path` has the shape recordPath gives a record of `workspace`: anything else beside the
 * records (a stray file someone committed) is not part of the chain the writer extends.
 */
export function isRecordPathOf(path: string, workspace: string): boolean {
  const prefix = `${RECORDS_DIR}/${workspace}/`;
  return (
    path.startsWith(prefix) &&
    /^\d{4}\/\d{2}\/\d{8}T\d{6}\.\d{3}Z-(change|monitoring)-[^/]+-\d+\.json$/.test(
      path.slice(prefix.length),
    )
  );
}

/** Whether `path` is the file of a record sealed from the command line (origin "cli"). */
export function isCliRecordPath(path: string): boolean {
  const workspace = workspaceOfPath(path);
  return (
    workspace !== undefined &&
    isRecordPathOf(path, workspace) &&
    path.includes(`-change-${CLI_RUN_PREFIX}`)
  );
}

/** The kind a record's file name states (recordPath), or undefined for another name. */
export function kindOfPath(path: string): EvidenceKind | undefined {
  const name = path.slice(path.lastIndexOf("/") + 1);
  return /^\d{8}T\d{6}\.\d{3}Z-(change|monitoring)-/.exec(name)?.[1] as EvidenceKind | undefined;
}

/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
export function workspaceOfPath(path: string): string | undefined {
  const parts = path.split("/");
  return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}

/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live: LiveInventory): string {
  const byId = <T extends { id: string }>(items: T[]) =>
    [...items].sort((a, b) => compareCodePoints(a.id, b.id));
  const state = {
    facilities: byId(live.facilities),
    control_centers: byId(live.controlCenters),
    cyber_systems: byId(live.cyberSystems),
    cyber_assets: byId(live.cyberAssets),
  };
  return `sha256:${sha256Hex(JSON.stringify(canonical(state)))}`;
}

function renameOf(
  operation: CreateOperation | DeleteOperation,
): Pick<Difference, "possible_rename"> {
  const rename = operation.possible_rename;
  if (rename === undefined) return {};
  const { candidates, declared, live } = rename;
  return { possible_rename: { declared, live, ...(candidates ? { candidates } : {}) } };
}

/**
 * What a drift check found: each asset on which the files and the service disagree, once (the two
 * halves of a rename cycle are one difference), with both sides in full.
 */
export function driftFindings(plan: Plan, live: LiveInventory): DriftFindings {
  const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
  const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
  const liveState = (id: string): AssetState | null => {
    const asset = liveAssets.get(id);
    if (asset === undefined) return null;
    const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
    return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
  };
  const differences: Difference[] = [];
  const updated = new Map<string, Difference>();
  for (const operation of plan.operations) {
    if (operation.action === "create") {
      const declared = {
        name: operation.name,
        cyber_system: operation.cyber_system.name,
        asset_type: operation.asset_type,
      };
      differences.push({
        action: "create",
        asset_id: null,
        declared,
        live: null,
        ...renameOf(operation),
      });
    } else if (operation.action === "delete") {
      const before = liveState(operation.asset_id);
      differences.push({
        action: "delete",
        asset_id: operation.asset_id,
        declared: null,
        live: before,
        ...renameOf(operation),
      });
    } else {
      let difference = updated.get(operation.asset_id);
      if (difference === undefined) {
        const before = liveState(operation.asset_id);
        // The planner updates only assets it read from the service.
        if (before === null) throw new Error(`update of ${operation.asset_id}, which is not live`);
        difference = {
          action: "update",
          asset_id: operation.asset_id,
          declared: before,
          live: before,
        };
        updated.set(operation.asset_id, difference);
        differences.push(difference);
      }
      const { changes } = operation;
      const current = difference.declared!;
      difference.declared = {
        name: changes.name?.to ?? current.name,
        cyber_system: changes.cyber_system?.to.name ?? current.cyber_system,
        asset_type: changes.asset_type?.to ?? current.asset_type,
      };
    }
  }
  const managed = new Set(plan.managed_systems.map((system) => system.id));
  return {
    in_sync: plan.operations.length === 0,
    plan_fingerprint: plan.fingerprint,
    systems: plan.managed_systems.map(({ id, name, impact }) =>
      impact === undefined ? { id, name } : { id, impact, name },
    ),
    live_counts: {
      cyber_systems: live.cyberSystems.length,
      cyber_assets: live.cyberAssets.length,
      managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
    },
    live_fingerprint: liveFingerprint(live),
    differences,
  };
}

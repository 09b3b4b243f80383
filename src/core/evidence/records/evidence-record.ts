// Evidence records: the ledger's entries, one JSON file each, kept for CIP audits: a `change` record
// per apply attempt (CIP-010 R1), a `monitoring` record per drift check (inventory reconciliation),
// a `configuration-monitoring` record per collector file (CIP-010 R2.1). Records are chained
// per workspace by `sequence` and the SHA-256 of the previous record's exact bytes, so a removed,
// edited or reordered record shows. This is the records' model; record-files.ts seals a record
// into its file, drift-findings.ts is what a drift check found. Pure; the chain check is in
// evidence-chain.ts.
import type { ReviewedFilesFields } from "./in-force/recorded-file-fields.ts";
import type { CompletionNote } from "./completion-note.ts";
import type { MonthEnd } from "../../shared/calendar.ts";
import type { ChangeRecord } from "./change-record.ts";
import type { PlanBaseline } from "../../plan/plan-model.ts";
import type { PolicyEvidence, SeniorManagerEvidence } from "./policy-record.ts";
import type { ReviewEvidence } from "./review-record.ts";
import type { ServiceContext } from "./service-context.ts";
import type { DriftFindings } from "./drift-findings.ts";
import type { ListingReference } from "./beside/inventory-listing.ts";
import type { CheckpointReference } from "./beside/checkpoint-reference.ts";
import type { ConfigurationMonitoringEvidence } from "./configuration-monitoring-model.ts";
import type { InvestigationNote } from "./investigation-note.ts";

export const EVIDENCE_FORMAT_VERSION = 1;

/** What a record documents; each consumer handles every kind (see core/shared/exhaustive.ts). */
export type EvidenceKind = EvidenceRecord["kind"];
export const EVIDENCE_KINDS = ["change", "monitoring", "configuration-monitoring"] as const;

export { WORKSPACE_PATTERN } from "../../shared/workspace-name.ts";

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
  investigation_notes?: InvestigationNote[]; // CIP-010 R2.1: `/cip-010-investigated` lines
  /** Approvals of the merged head by someone who authored or committed a commit of it. */
  not_independent: string[];
  /** Independent approvals of the merged head that do not count, with why; absent in older records. */
  not_counted?: { login: string; why: string }[];
  /** Approvals given on an earlier commit only: not approvals of what was merged. */
  approved_earlier_commit: string[];
  merged_by: string | null;
}

/**
 * A `change` record's `change`. Besides these fields, one per family that keeps reviewed files
 * (`ReviewedFilesFields`, recorded-file-fields.ts, each under its shape's `field`): the files the
 * merged commit has new or changed since the commit in force (reviewed-files-record.ts), in force
 * from this record only when the gate accepted the merge; absent when none changed, and in older
 * records.
 */
export interface ChangeEvidence extends ReviewedFilesFields {
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
  /**
   * What the base commit declared of each baseline the merge changed (base-baselines.ts): the
   * existing baseline a first recorded change deviates from, as digests. Absent in older records,
   * and when the merge changed none the base declared.
   */
  base_baselines?: PlanBaseline[];
  /**
   * Why the base commit's baselines could not be read, when they could not: each baseline this
   * record declares that the ledger has not seen is then a change from an existing baseline nobody
   * could read (fail closed), never a first declaration. Absent when they were read.
   */
  base_baselines_unread?: string;
  /**
   * The calendar in force from this record (the merged policy file's `calendar:`, or the default
   * without one): the obligations it opens are judged by it, whatever the calendar later says.
   * Absent in older records (judged by the calendar of the run that judges them).
   */
  calendar?: RecordedCalendar;
  /** A CIP-002 R2 review file the merge changed; absent when it changed none. */
  review?: ReviewEvidence;
  /**
   * The governance facts the merged commit declares: in force from this record only when the gate
   * accepted the merge (facts-in-force.ts). Absent in older records, and where no ledger reading
   * of the merged files was made.
   */
  governance?: GovernanceFacts;
}

/** Where the facts in force after a record were put there: the accepted merge's record. */
export interface InForce {
  /** The accepting record's sequence in its workspace's chain. */
  sequence: number;
  /** The commit it merged: the files whose governance facts are in force. */
  commit: string;
}

/** The governance facts a merged commit declares, as its change record keeps them. */
export interface GovernanceFacts {
  /** The owner policy file and the SHA-256 of its text (its rules and owners); null: none. */
  policy: { file: string; sha256: string } | null;
  /** `cip_senior_manager` with its delegates, and `cip_002_last_approval`; null: no policy. */
  senior_manager: SeniorManagerEvidence | null;
  /**
   * Each cyber system's impact and owners as its document declares them: null where it declares
   * none (an unrated system; owners from CODEOWNERS).
   */
  systems: {
    name: string;
    impact: string | null;
    owners: string[] | null;
    /**
     * The site its document names (its `facility` or `control_center`), which CIP-003-9 R2's
     * scope follows; absent where it names none, and in older records (not known).
     */
    site?: { kind: "facility" | "control_center"; name: string };
  }[];
  /** The sources file's commands by source name; null: no sources file. */
  source_commands: Record<string, string> | null;
  /**
   * The owner policy's `assessment_date_approvers` (R3.4): the logins who approve a moved
   * planned date of an action item. Absent: the policy names none, so each system's owners do
   * (and in older records).
   */
  assessment_date_approvers?: string[];
}

/** A calendar as a record keeps it (core/shared/calendar.ts). */
export interface RecordedCalendar {
  time_zone: string;
  due_soon_days: number;
  month_end: MonthEnd;
  completion_grace_days: number;
  /**
   * The later versions of the standards the merged policy file's `standards:` judges by, each from
   * its day (inventory/baselines/standard-versions.ts). Absent: none, every row's own version (and
   * in older records).
   */
  standard_versions?: { version: string; from: string }[];
}

/** The pull requests a change record names: the one merged, each of a batch, or none. */
export function pullRequestsOf(change: ChangeEvidence): PullRequestEvidence[] {
  return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}

/**
 * The inventory listing a record vouches for beside it: a drift check's, or one read from the
 * terminal with a collector's configuration monitoring (`evidence append --monitoring --listing`).
 */
export function listingOf(record: EvidenceRecord): ListingReference | undefined {
  if (record.kind === "monitoring") return record.monitoring.listing;
  if (record.kind === "configuration-monitoring") return record.configuration_monitoring.listing;
  return undefined;
}

/** A drift check's record (`service` and `organization` absent in older ones), and its commit. */
interface MonitoringEvidence extends DriftFindings, ServiceContext {
  commit: string;
  /** The inventory listing kept beside the record (inventory-listing.ts); absent in older ones. */
  listing?: ListingReference;
  /** The checkpoint kept beside the record (checkpoint-reference.ts); absent when none was. */
  checkpoint?: CheckpointReference;
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
  /**
   * Absent: written by the Action. "cli": sealed with `evidence append`, a break-glass apply's
   * change record or a collector's configuration-monitoring file.
   */
  origin?: RecordOrigin;
  run: RunEvidence;
  /**
   * The sequences of earlier records still without a timestamp token when this one was written
   * (a TSA outage): sealed here, so a later token is known to be a catch-up. Absent when none.
   */
  untimestamped_predecessors?: number[];
  /**
   * Where the facts in force after this record were put there (facts-in-force.ts): the last merge
   * the gate accepted, this record or an earlier one; null when none has yet. Absent in records
   * sealed before records carried it.
   */
  in_force?: InForce | null;
}

export type EvidenceRecord = RecordEnvelope &
  (
    | { kind: "change"; change: ChangeEvidence }
    // A drift check is always a workflow run's: never of origin "cli", it names its run URL.
    | { kind: "monitoring"; monitoring: MonitoringEvidence; run: { run_url: string } }
    // What a collector observed on devices, compared with the inventory (CIP-010 R2.1).
    | {
        kind: "configuration-monitoring";
        configuration_monitoring: ConfigurationMonitoringEvidence;
      }
  );

/** A ledger record with the hex SHA-256 of its file: how obligations and populations cite it. */
export type HashedRecord = {
  record: EvidenceRecord;
  sha256: string;
  /**
   * Why `evidence verify` flags the commit that added the record (a break-glass or collector's
   * append no operator key signed): it then has no origin in the authority table and closes nothing.
   */
  unauthenticated?: string;
};

/** A record before it takes its place in the chain. */
export type EvidenceDraft = EvidenceRecord extends infer Kind
  ? Kind extends EvidenceRecord
    ? Omit<
        Kind,
        "sequence" | "previous_sha256" | "recorded_at" | "untimestamped_predecessors" | "in_force"
      >
    : never
  : never;

/**
 * A record of origin "cli" is a change or a configuration-monitoring record whose run id starts
 * with "cli-" and that has no run URL; any other record was written by a workflow run, which has
 * both a number for id and a URL.
 */
export function originProblem(
  record: Pick<EvidenceRecord, "origin" | "kind" | "run">,
): { path: (string | number)[]; message: string } | undefined {
  const cli = record.origin === "cli";
  if (cli && record.kind === "monitoring") {
    return {
      path: ["origin"],
      message: 'only a change or a configuration-monitoring record can be of origin "cli"',
    };
  }
  if (cli !== record.run.run_id.startsWith(CLI_RUN_PREFIX)) {
    return {
      path: ["run", "run_id"],
      message: `a run id starts with "${CLI_RUN_PREFIX}" exactly when the record is of origin "cli"`,
    };
  }
  if (cli === (record.run.run_url !== undefined)) {
    return {
      path: ["run", "run_url"],
      message: cli
        ? 'a record of origin "cli" has no run URL'
        : "a record written by a workflow run names its run URL",
    };
  }
  return undefined;
}

// The Action's evidence: a `change` record for every apply attempt on the default branch (refused
// ones included) and a `monitoring` record for every drift check, appended to the ledger branch.
// The record is written under RUNNER_TEMP first (output evidence-record, for the artifact); when
// the ledger cannot be written, the job summary shows the record and the run fails with
// failure-reason=evidence, after the apply: nothing applied is undone or repeated.
import type { ReviewedFilesEvidence } from "../../core/evidence/records/in-force/reviewed-files-record.ts";
import {
  inventoryListing,
  type ListedDocument,
  listingReference,
  serializeListing,
} from "../../core/evidence/records/beside/inventory-listing.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import type { ChangeRecord } from "../../core/evidence/records/change-record.ts";
import {
  type ChangeOutcome,
  type EvidenceDraft,
  pullRequestsOf,
  type GovernanceFacts,
  type HashedRecord,
  type RecordedCalendar,
  type PullRequestEvidence,
} from "../../core/evidence/records/evidence-record.ts";
import { APPROVER_WORD } from "../../core/review/review-commands.ts";
import type { DriftFindings } from "../../core/evidence/records/drift-findings.ts";
import type { PublishedHead, RecordBeside } from "../../core/evidence/chain/record-files.ts";
import type { CheckpointReference } from "../../core/evidence/records/beside/checkpoint-reference.ts";
import type { Plan } from "../../core/plan/plan-model.ts";
import type { ConfigurationMonitoringEvidence } from "../../core/evidence/records/configuration-monitoring-model.ts";
import { collapsedBlock } from "../../render/shared/markdown-layout.ts";
import type { ChangeFacts, ReviewFacts } from "../../core/review/review-facts.ts";
import { type VerificationNote, verificationNotes } from "../../core/review/verification-notes.ts";
import { type CompletionNote, completionNotes } from "../../core/review/completion-notes.ts";
import {
  type InvestigationNote,
  investigationNotes,
} from "../../core/review/investigation-notes.ts";
import { renderJson } from "../../render/plan/plan-json.ts";
import { appendAndPublish } from "./evidence-head.ts";
import { ActionFailure } from "../run/failure.ts";
import type { BaseBaselines } from "../../core/review/policy/governance/merged-facts.ts";
import type { RunScope } from "../run/run-scope.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import type { PolicyEvidence } from "../../core/evidence/records/policy-record.ts";
import type { ReviewEvidence } from "../../core/evidence/records/review-record.ts";
import { serviceContext } from "../../core/evidence/records/service-context.ts";
import type { LiveInventory } from "../../core/shared/live-records.ts";
import { NO_LEDGER } from "../settings/ledger-settings.ts";

/** What an apply attempt came to, as the merge route knows it. */
export interface ChangeNote {
  outcome: ChangeOutcome;
  /** Why nothing, or not everything, was applied. */
  reason?: string;
  plan?: Plan;
  changeRecord?: ChangeRecord;
}

/** The job summary shows at most this much of a record the ledger did not take. */
const SUMMARY_RECORD_LIMIT = 200_000;

function envelope(scope: RunScope) {
  const { owner, repo, runId, runAttempt, runUrl, actor } = scope.context;
  return {
    format_version: 1 as const,
    workspace: scope.settings.workspace,
    tool_version: TOOL_VERSION,
    run: {
      repository: `${owner}/${repo}`,
      run_id: runId,
      run_attempt: runAttempt,
      run_url: runUrl,
      actor,
    },
  };
}

/** When each counted approval was given, where GitHub dates it: what an auditor samples by. */
function approvedAtOf(facts: ChangeFacts): { approved_at?: Record<string, string> } {
  const dated = facts.approvedBy.flatMap((login) => {
    const at = facts.approvedAt?.get(login);
    return at === undefined ? [] : [[login, at] as const];
  });
  return dated.length === 0 ? {} : { approved_at: Object.fromEntries(dated) };
}

/**
 * The CIP-010 R1.4, completion (R1.3) and investigation (R2.1) notes the counted approvers wrote in
 * their approvals.
 */
function notesOf(facts: ChangeFacts): {
  verification_notes?: VerificationNote[];
  completion_notes?: CompletionNote[];
  investigation_notes?: InvestigationNote[];
} {
  const notes = verificationNotes(facts.approvalBodies, facts.approvedBy);
  const completed = completionNotes(facts.approvalBodies, facts.approvedBy);
  const investigated = investigationNotes(facts.approvalBodies, facts.approvedBy);
  return {
    ...(notes.length === 0 ? {} : { verification_notes: notes }),
    ...(completed.length === 0 ? {} : { completion_notes: completed }),
    ...(investigated.length === 0 ? {} : { investigation_notes: investigated }),
  };
}

/** A pull request and its approvals as the evidence record lists them. */
function pullRequestRecord(facts: ChangeFacts): PullRequestEvidence {
  const { change } = facts;
  return {
    number: change.number,
    url: change.url,
    title: change.title,
    author: change.author,
    approved_by: facts.approvedBy,
    ...approvedAtOf(facts),
    ...notesOf(facts),
    not_independent: facts.notIndependent,
    not_counted: facts.notCounted,
    approved_earlier_commit: facts.approvedEarlierCommit,
    merged_by: facts.mergedBy ?? null,
  };
}

/**
 * The change record of an apply attempt of `facts.sha`, pushed over `before`: the pull request
 * merged, or each of several merged together (a merge-queue batch), with its approvals, so that
 * an auditor finds them in the record itself; none for a commit pushed directly.
 */
export function changeDraft(
  scope: RunScope,
  push: {
    facts: ReviewFacts;
    before: string | undefined;
    policy?: PolicyEvidence | undefined;
    review?: ReviewEvidence | undefined;
    /** What the base declared of the baselines the merge changed, or why unread (change-record-facts.ts). */
    atBase?: BaseBaselines | undefined;
    /** The calendar in force from this record (change-record-facts.ts). */
    calendar?: RecordedCalendar | undefined;
    /** What the merged files declare (change-record-facts.ts). */
    governance?: GovernanceFacts | undefined;
    /**
     * Each family's reviewed files new or changed since the commit in force, under the record's
     * field for them (change-record-facts.ts).
     */
    reviewedFiles?: Readonly<Record<string, ReviewedFilesEvidence>> | undefined;
  },
  note: ChangeNote,
): EvidenceDraft {
  const { facts, before, policy, review, atBase, calendar, governance, reviewedFiles } = push;
  const pullRequests = facts.changes.map(pullRequestRecord);
  // One pull request is `pull_request`; several are `pull_requests` (the inverse of pullRequestsOf).
  const [only, ...others] = pullRequests;
  return {
    ...envelope(scope),
    kind: "change",
    change: {
      outcome: note.outcome,
      reason: note.reason ?? null,
      base_sha: before ?? null,
      merge_sha: facts.sha,
      plan_fingerprint: note.plan?.fingerprint ?? null,
      reviewed_fingerprint: facts.reviewed.kind === "fingerprint" ? facts.reviewed.value : null,
      pull_request: others.length === 0 ? (only ?? null) : null,
      ...(others.length === 0 ? {} : { pull_requests: pullRequests }),
      change_record: note.changeRecord ?? null,
      ...(policy === undefined ? {} : { policy }),
      // Also when nothing was applied: a merge that changed only baselines dates them too.
      ...(note.plan?.baselines === undefined ? {} : { baselines: note.plan.baselines }),
      ...(atBase?.baselines === undefined ? {} : { base_baselines: atBase.baselines }),
      ...(atBase?.unread === undefined ? {} : { base_baselines_unread: atBase.unread }),
      ...(calendar === undefined ? {} : { calendar }),
      ...(review === undefined ? {} : { review }),
      ...(governance === undefined ? {} : { governance }),
      ...reviewedFiles,
    },
  };
}

/**
 * A drift check's record, naming the service and the organization of `live`, what it read, and
 * the inventory listing to keep beside it (the file's text; the record holds its SHA-256).
 */
export function monitoringDraft(
  scope: RunScope,
  findings: DriftFindings,
  live: LiveInventory,
  declared: readonly ListedDocument[],
  checkpoint?: CheckpointReference,
): { draft: EvidenceDraft; listing: string } {
  const commit = scope.context.sha;
  // Redacted before it is hashed: the ledger is written through the API, not the reporter.
  const listed = scope.reporter.redactValue(
    inventoryListing(scope.settings.workspace, commit, declared, live),
  );
  const listing = serializeListing(listed);
  const draft: EvidenceDraft = {
    ...envelope(scope),
    kind: "monitoring",
    monitoring: {
      ...findings,
      commit,
      ...serviceContext(scope.settings.apiUrl, live),
      listing: listingReference(listing, listed),
      ...(checkpoint === undefined ? {} : { checkpoint }),
    },
  };
  return { draft, listing };
}

/** A collector's configuration-monitoring record, compared at this run's commit (CIP-010 R2.1). */
export function configurationMonitoringDraft(
  scope: RunScope,
  evidence: ConfigurationMonitoringEvidence,
): EvidenceDraft {
  return {
    ...envelope(scope),
    kind: "configuration-monitoring",
    configuration_monitoring: evidence,
  };
}

/** Whether a change record keeps any note its approvers wrote: then what the tool cannot check is said. */
function keepsApproverNotes(draft: EvidenceDraft): boolean {
  if (draft.kind !== "change") return false;
  return pullRequestsOf(draft.change).some(
    (pull) =>
      (pull.verification_notes?.length ?? 0) +
        (pull.completion_notes?.length ?? 0) +
        (pull.investigation_notes?.length ?? 0) >
      0,
  );
}

/** What recording came to: the ledger's new head when it was appended, and the failure if any. */
export interface RecordedEvidence {
  head: PublishedHead | undefined;
  /** The record as the ledger holds it, when it was appended. */
  appended?: HashedRecord | undefined;
  failure: ActionFailure | undefined;
}

/**
 * Writes the record under RUNNER_TEMP and appends it to the ledger. Never throws for the ledger:
 * returns the failure for the route to raise once its own outcome is reported.
 */
export async function recordEvidence(
  scope: RunScope,
  unredacted: EvidenceDraft,
  beside: RecordBeside = {},
): Promise<RecordedEvidence> {
  const { reporter, settings } = scope;
  // The ledger is written through the GitHub API, not through the reporter: redact it here.
  const draft = reporter.redactValue(unredacted);
  const path = scope.outputPath("evidence-record.json");
  await reporter.writeFile(path, renderJson(draft));
  reporter.setOutput("evidence-record", path);
  const branch = settings.evidenceBranch;
  if (branch === "") {
    reporter.info(`${NO_LEDGER}: the ${draft.kind} record is ${path} only.`);
    return { head: undefined, failure: undefined };
  }
  const target = { owner: scope.context.owner, repo: scope.context.repo, branch };
  try {
    const { appended, head, failure } = await appendAndPublish(scope, target, draft, beside);
    await reporter.writeFile(path, appended.text);
    reporter.info(
      `Recorded the ${draft.kind} evidence as ${appended.path} on branch ${branch} (sequence ${appended.record.sequence}, commit ${appended.commit}).`,
    );
    if (keepsApproverNotes(draft)) reporter.info(APPROVER_WORD);
    return { head, appended: { record: appended.record, sha256: appended.sha256 }, failure };
  } catch (error) {
    const message = `The ${draft.kind} record was not added to the evidence ledger: ${errorMessage(error)}. The record is in the job summary and in ${path} (output evidence-record); re-run the job once fixed to add it.`;
    reporter.error(message, { title: "Evidence not recorded" });
    await reporter.summary((cap) => {
      const room = Math.min(cap, SUMMARY_RECORD_LIMIT);
      return `### Evidence not recorded\n\n${message}\n${collapsedBlock(
        "The evidence record",
        `\`\`\`json\n${renderJson(draft).replace(/```/g, "'''")}\`\`\``,
        room,
        "The record continues in the evidence-record file.",
      )}`;
    });
    return { head: undefined, failure: new ActionFailure("evidence", message) };
  }
}

// Where the Action enforces the owner policy: on a pull request (the commit status cip-sync/policy
// and the comment's Policy section, with what the policy judges recorded in the comment's header),
// on a review submitted or dismissed (judged again from that record alone, with no request to the
// service), and at the merge (the gate refuses with failure-reason=policy; the change record keeps
// the judgement). The policy, CODEOWNERS and the owners are always the base commit's.
import type { Plan } from "../../core/plan/plan-model.ts";
import type { PlanResult } from "../../core/review/gate.ts";
import { changeApprovals, groupApprovals } from "../../core/review/policy/change-approvals.ts";
import type { ApprovalFact } from "../../core/review/policy/policy-model.ts";
import {
  recordedGovernanceOf,
  type RecordedSubjects,
  recordedSubjectsOf,
  recordSubjects,
} from "../../core/review/policy/recorded-subjects.ts";
import { recordGovernance } from "../../core/review/policy/governance.ts";
import { shortSha } from "../../core/shared/wording.ts";
import type { MergeFacts, PlanNote } from "../../core/review/code-host.ts";
import { renderPolicyText } from "../../render/policy-text.ts";
import { renderPolicySection, replacePolicySection } from "../../render/policy-markdown.ts";
import {
  type CommentHeader,
  parseComment,
  renderedPartOf,
  truncatedNote,
} from "../../render/comment-body.ts";
import type { PullRequestEvent } from "../settings/event-trigger.ts";
import { type PolicyJudgement, unjudged } from "../../core/review/policy/judge-policy.ts";
import { judgePolicy, publishPolicyStatus, readBasePolicy } from "./policy-judge.ts";
import type { RunScope } from "../run/run-scope.ts";
import type { ReviewEvidence } from "../../core/evidence/review-record.ts";
import { reviewEvidenceOf } from "../../core/obligations/identification-review.ts";

/** The merge's judgement, and the plan it judged: the only plan the apply may then apply. */
export interface MergeJudgement {
  judgement: PolicyJudgement;
  planned: PlanResult;
  gate: { policy: PolicyJudgement["verdict"] };
  /** The CIP-002 R2 review the merge changed, for its change record; absent when none. */
  review?: ReviewEvidence;
}

/**
 * At the merge: the policy of the default branch before it (the push's `before`, else the merge
 * commit's first parent) judges the plan now and the merged pull requests' approvals.
 */
export async function judgeMerge(
  scope: RunScope,
  facts: MergeFacts,
  before: string | undefined,
  planNow: () => Promise<PlanResult>,
): Promise<MergeJudgement | undefined> {
  const { sha } = scope.context;
  const base = await readBasePolicy(
    scope,
    async () => before ?? (await scope.host.policy.firstParent(sha)),
  );
  if (base === undefined) return undefined;
  const planned = await planNow();
  const judgement =
    planned.status === "invalid"
      ? unjudged(base, "the inventory files are invalid, so there is no plan to judge")
      : await judgePolicy(scope, base, planned.plan.operations, mergedApprovals(facts));
  logJudgement(scope, judgement, planned.status === "invalid" ? undefined : planned.plan);
  const merged = { judgement, planned, gate: { policy: judgement.verdict } };
  const reviewed = judgement.governance.find((change) => change.kind === "review");
  if (reviewed === undefined) return merged;
  const { documents } = await scope.inventory();
  const { workspace } = scope.settings;
  const review = reviewEvidenceOf(reviewed.file, base.head.reviewText, documents, workspace);
  return { ...merged, review };
}

/**
 * A merge queue's group: the policy of the group's base judges the group's plan; undefined when
 * there is no policy there.
 */
export async function judgeGroup(
  scope: RunScope,
  facts: MergeFacts,
  baseSha: string,
  plan: Plan,
): Promise<PolicyJudgement | undefined> {
  const base = await readBasePolicy(scope, baseSha);
  if (base === undefined) return undefined;
  const approvals = mergedApprovals(facts);
  const judgement = await judgePolicy(scope, base, plan.operations, approvals);
  logJudgement(scope, judgement, plan);
  return judgement;
}

/** The approvals of the merged (or queued) changes, judged together (groupApprovals). */
function mergedApprovals(facts: MergeFacts): ApprovalFact[] {
  return groupApprovals(facts.changes.map((change) => changeApprovals(change)));
}

function logJudgement(scope: RunScope, judgement: PolicyJudgement, plan: Plan | undefined): void {
  const { evaluation, base, verdict } = judgement;
  const title = `Owner policy ${base.source.file} at ${shortSha(base.source.baseSha)}`;
  if (evaluation === undefined || plan === undefined)
    scope.reporter.group(title, `Refused: ${verdict.reasons.join("; ")}.\n`);
  else scope.reporter.group(title, renderPolicyText(evaluation, plan.operations, base.source.file));
}

/** What a pull request's plan comment gets from the policy: the header's record and the section. */
export interface PullRequestPolicy {
  header: { policy?: RecordedSubjects };
  section: string;
}

/**
 * On a pull request, after its plan: the policy judged, the status set on its head commit, and
 * the comment's part. Undefined when there is no policy at the base.
 */
export async function pullRequestPolicy(
  scope: RunScope,
  pullRequest: PullRequestEvent,
  plan: Plan,
): Promise<PullRequestPolicy | undefined> {
  const base = await readBasePolicy(scope, baseOf(scope, pullRequest));
  if (base === undefined) return undefined;
  const { approvals } = await pullRequestFacts(scope, pullRequest.number);
  const judgement = await judgePolicy(scope, base, plan.operations, approvals);
  // The header records the changes to the rules too: a review judges them from the comment.
  const recorded = recordSubjects(plan.operations, recordGovernance(judgement.governance));
  logJudgement(scope, judgement, plan);
  await publishPolicyStatus(scope, pullRequest, pullRequest.headSha, judgement);
  return {
    header: recorded === undefined ? {} : { policy: recorded },
    section: sectionOf(judgement),
  };
}

/**
 * A review submitted or dismissed: the policy judged again against the plan the comment recorded
 * for the head commit, without the service; the status and the comment's Policy section follow.
 */
export async function reviewPolicy(scope: RunScope, pullRequest: PullRequestEvent): Promise<void> {
  if (pullRequest.fromFork) {
    scope.reporter.info(
      "A review of a pull request from a fork: its token may not set statuses; the policy is judged on its next pull_request run and at the merge.",
    );
    return;
  }
  const base = await readBasePolicy(scope, baseOf(scope, pullRequest));
  if (base === undefined) return;
  const { change, note, approvals } = await pullRequestFacts(scope, pullRequest.number);
  const header = note?.header;
  const current = header?.head === change.headSha;
  const subjects = current ? recordedSubjectsOf(header.policy) : undefined;
  const governance = current ? recordedGovernanceOf(header.policy) : undefined;
  const judgement =
    subjects === undefined || governance === undefined
      ? unjudged(
          base,
          `the plan comment records no plan of the head commit ${shortSha(change.headSha)} for the policy to judge: re-run the pull_request workflow to plan it`,
        )
      : await judgePolicy(scope, base, subjects, approvals, governance);
  await publishPolicyStatus(scope, pullRequest, change.headSha, judgement);
  if (note !== undefined && header !== undefined && subjects !== undefined)
    await rewriteSection(scope, { number: change.number, note, header }, sectionOf(judgement));
}

/** The base commit the event names, else (a payload without it) the pull request's. */
function baseOf(scope: RunScope, pullRequest: PullRequestEvent): string | (() => Promise<string>) {
  if (pullRequest.baseSha !== undefined) return pullRequest.baseSha;
  return () => scope.host.policy.baseOf(pullRequest.number);
}

function sectionOf(judgement: PolicyJudgement): string {
  return renderPolicySection({
    file: judgement.base.source.file,
    baseSha: judgement.base.source.baseSha,
    evaluation: judgement.evaluation,
    reasons: judgement.verdict.reasons,
    operations: judgement.operations,
    governance: judgement.evaluation === undefined ? [] : judgement.governance,
  });
}

async function pullRequestFacts(scope: RunScope, number: number) {
  const facts = await scope.host.policy.changeFacts(number, scope.settings.workspace);
  const approvals = changeApprovals(facts);
  return { change: facts.change, note: facts.note, approvals };
}

/** The comment keeps its header, status line and plan; only its Policy section is replaced. */
async function rewriteSection(
  scope: RunScope,
  target: { number: number; note: PlanNote; header: CommentHeader },
  section: string,
): Promise<void> {
  const { owner, repo, runUrl } = scope.context;
  const { note, header } = target;
  const parsed = parseComment(note.body, scope.settings.workspace);
  const rendered = replacePolicySection(renderedPartOf(note.body) ?? "", section);
  await scope.comment(
    { issue: { owner, repo, number: target.number }, existing: note },
    {
      ...header,
      // The comment writer adds this run's link again.
      statusLine: (parsed?.statusLine ?? "").replace(/ \[Run\]\([^)]*\)\.$/, ""),
      render: (maxLength) =>
        rendered.length <= maxLength ? rendered : `${section}${truncatedNote(runUrl)}`,
    },
  );
}

// The facts the owner policy is judged from, gathered once per judgement: the files read by
// policy-files.ts, what is judged, the approvals, and the team memberships the policy's questions
// need (the one read that depends on the others: core's `prepareJudgement` says which). The
// judgement itself is the one pure call `judgePolicy` (core/review/policy/judge-policy.ts); the
// routes only report and record it.
import { changeApprovals, groupApprovals } from "../../core/review/policy/change-approvals.ts";
import type { PolicyFilesRead } from "../../core/review/policy/base-policy.ts";
import {
  type PolicyJudgementFacts,
  type PolicySubjects,
  prepareJudgement,
} from "../../core/review/policy/judge-policy.ts";
import type { ApprovalFact } from "../../core/review/policy/policy-model.ts";
import type { MergeFacts } from "../../core/review/code-host.ts";
import type { PullRequestEvent } from "../settings/event-trigger.ts";
import type { RunScope } from "../run/run-scope.ts";

/** The facts for judging `subjects` under the policy `files`: the memberships it needs are read here. */
export async function gatherPolicyFacts(
  scope: RunScope,
  files: PolicyFilesRead,
  subjects: PolicySubjects,
): Promise<PolicyJudgementFacts> {
  const prepared = prepareJudgement(files, subjects);
  const teams = prepared.questions?.teams ?? [];
  const logins = prepared.questions?.logins ?? [];
  const memberships =
    teams.length === 0 || logins.length === 0
      ? []
      : await scope.host.policy.memberships(teams, logins);
  return { ...prepared, memberships, now: Date.now() };
}

/** The approvals of the merged (or queued) changes, judged together (groupApprovals). */
export function mergedApprovals(facts: MergeFacts): ApprovalFact[] {
  return groupApprovals(facts.changes.map((change) => changeApprovals(change)));
}

/** A pull request's change, its plan comment and its approvals, as the code host shows them. */
export async function pullRequestFacts(scope: RunScope, number: number) {
  const facts = await scope.host.policy.changeFacts(number, scope.settings.workspace);
  const approvals = changeApprovals(facts);
  return { change: facts.change, note: facts.note, approvals };
}

/** The base commit the event names, else (a payload without it) the pull request's. */
export function pullRequestBase(
  scope: RunScope,
  pullRequest: PullRequestEvent,
): string | (() => Promise<string>) {
  if (pullRequest.baseSha !== undefined) return pullRequest.baseSha;
  return () => scope.host.policy.baseOf(pullRequest.number);
}

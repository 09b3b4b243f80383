// The facts the owner policy is judged from, gathered once per judgement by every route: the files
// read by policy-files.ts, what is judged, the approvals, and the team memberships the policy's
// questions need (the one read that depends on the others: core's `prepareJudgement` says which).
// The judgement itself is the one pure call `judgePolicy` (core/review/policy/judge-policy.ts);
// the routes only report and record it.
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
import { readPolicyFiles } from "./policy-files.ts";

/** The owner policy's facts at a base, gathered once, and what the route read to say what is judged. */
export interface GatheredPolicy<T> {
  files: PolicyFilesRead;
  facts: PolicyJudgementFacts;
  read: T;
}

/**
 * Every fact the owner policy at `base` is judged from, in the order they depend on each other:
 * its files (policy-files.ts), then what is judged (`subjectsOf`, asked only when there is a
 * policy: a merge plans, a review reads its comment, only then), then the team memberships the
 * policy's questions need (core's `prepareJudgement` says which). Undefined when there is no
 * policy at the base. The judgement itself is the one pure call `judgePolicy`.
 */
export async function gatherPolicyFacts<T>(
  scope: RunScope,
  base: string | (() => Promise<string>),
  subjectsOf: (files: PolicyFilesRead) => Promise<{ subjects: PolicySubjects; read: T }>,
): Promise<GatheredPolicy<T> | undefined> {
  const files = await readPolicyFiles(scope, base);
  if (files === undefined) return undefined;
  const { subjects, read } = await subjectsOf(files);
  const prepared = prepareJudgement(files, subjects);
  const teams = prepared.questions?.teams ?? [];
  const logins = prepared.questions?.logins ?? [];
  const memberships =
    teams.length === 0 || logins.length === 0
      ? []
      : await scope.host.policy.memberships(teams, logins);
  return { files, facts: { ...prepared, memberships, now: Date.now() }, read };
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

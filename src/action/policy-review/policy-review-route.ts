// A review submitted or dismissed: the owner policy judged again against the plan the comment
// recorded for the head commit, without the service; the commit status cip-sync/policy and the
// comment's Policy section follow. A comment that records no plan of the head commit refuses.
import {
  recordedGovernanceOf,
  recordedSubjectsOf,
} from "../../core/review/policy/recorded-subjects.ts";
import { judgePolicy } from "../../core/review/policy/judge-policy.ts";
import type { PlanNote } from "../../core/review/code-host.ts";
import { shortSha } from "../../core/shared/wording.ts";
import { replacePolicySection } from "../../render/review/policy-markdown.ts";
import {
  type CommentHeader,
  parseComment,
  renderedPartOf,
  truncatedNote,
} from "../../render/review/comment-body.ts";
import { gatherPolicyFacts, pullRequestBase, pullRequestFacts } from "../policy/policy-facts.ts";
import { policySection, publishPolicyStatus } from "../policy/policy-report.ts";
import type { RunScope } from "../run/run-scope.ts";
import type { PullRequestEvent } from "../settings/event-trigger.ts";

export async function reviewPolicy(scope: RunScope, pullRequest: PullRequestEvent): Promise<void> {
  if (pullRequest.fromFork) {
    scope.reporter.info(
      "A review of a pull request from a fork: its token may not set statuses; the policy is judged on its next pull_request run and at the merge.",
    );
    return;
  }
  const gathered = await gatherPolicyFacts(scope, pullRequestBase(scope, pullRequest), async () => {
    const { change, note, approvals } = await pullRequestFacts(scope, pullRequest.number);
    const header = note?.header;
    const current = header?.head === change.headSha;
    const operations = current ? recordedSubjectsOf(header.policy) : undefined;
    const recorded = current ? recordedGovernanceOf(header.policy) : undefined;
    return {
      read: { change, note, header, operations },
      subjects:
        operations === undefined || recorded === undefined
          ? {
              unjudgeable: `the plan comment records no plan of the head commit ${shortSha(change.headSha)} for the policy to judge: re-run the pull_request workflow to plan it`,
            }
          : { operations, approvals, recorded },
    };
  });
  if (gathered === undefined) return;
  const { change, note, header, operations } = gathered.read;
  const judgement = judgePolicy(gathered.facts);
  await publishPolicyStatus(scope, pullRequest, change.headSha, judgement);
  if (note !== undefined && header !== undefined && operations !== undefined)
    await rewriteSection(scope, { number: change.number, note, header }, policySection(judgement));
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

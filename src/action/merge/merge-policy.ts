// The owner policy at the merge: the policy of the default branch before it (the push's `before`,
// else the merge commit's first parent) judges the plan now and the merged pull requests'
// approvals; the gate then refuses with failure-reason=policy when it does not allow the change,
// and the change record keeps the judgement. A merge that changed the CIP-002 R2 review file also
// carries the review's evidence for its record.
import type { PlanResult } from "../../core/review/gate.ts";
import type { MergeFacts } from "../../core/review/code-host.ts";
import { judgePolicy, type PolicyJudgement } from "../../core/review/policy/judge-policy.ts";
import type { ReviewEvidence } from "../../core/evidence/records/review-record.ts";
import { reviewEvidenceOf } from "../../core/obligations/identification-review.ts";
import { gatherPolicyFacts, mergedApprovals } from "../policy/policy-facts.ts";
import { logJudgement } from "../policy/policy-report.ts";
import type { RunScope } from "../run/run-scope.ts";

/** The merge's judgement, and the plan it judged: the only plan the apply may then apply. */
export interface MergeJudgement {
  judgement: PolicyJudgement;
  planned: PlanResult;
  gate: { policy: PolicyJudgement["verdict"] };
  /** The CIP-002 R2 review the merge changed, for its change record; absent when none. */
  review?: ReviewEvidence;
  /** The commit the policy read the base's inventory files at, when it could list them whole. */
  baseDocumentsAt?: string;
}

/** The merge judged by the base's policy; undefined when there is no policy at the base. */
export async function judgeMerge(
  scope: RunScope,
  facts: MergeFacts,
  before: string | undefined,
  planNow: () => Promise<PlanResult>,
): Promise<MergeJudgement | undefined> {
  const { sha } = scope.context;
  // Every fact first (the policy's files, the plan, the memberships its questions need, the
  // merged documents), then the pure judgements, then the report: the route decides nothing itself.
  const gathered = await gatherPolicyFacts(
    scope,
    async () => before ?? (await scope.host.policy.firstParent(sha)),
    async () => {
      const planned = await planNow();
      return {
        read: planned,
        subjects:
          planned.status === "invalid"
            ? { unjudgeable: "the inventory files are invalid, so there is no plan to judge" }
            : { operations: planned.plan.operations, approvals: mergedApprovals(facts) },
      };
    },
  );
  if (gathered === undefined) return undefined;
  const { files, read: planned } = gathered;
  const { documents } = await scope.inventory();
  const judgement = judgePolicy(gathered.facts);
  const reviewed = judgement.governance.find((change) => change.kind === "review");
  const { reviewText } = judgement.base.head;
  const review =
    reviewed === undefined
      ? undefined
      : reviewEvidenceOf(reviewed.file, reviewText, documents, scope.settings.workspace);
  logJudgement(scope, judgement, planned.status === "invalid" ? undefined : planned.plan);
  return {
    judgement,
    planned,
    gate: { policy: judgement.verdict },
    ...(review === undefined ? {} : { review }),
    ...(files.atBase.unlisted === undefined ? { baseDocumentsAt: files.baseSha } : {}),
  };
}

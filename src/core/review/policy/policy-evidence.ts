// The owner policy's judgement as the change record keeps it: the policy file and its blob SHA at
// the base commit, each rule that applied with who satisfied it, each freeze that held with any
// override and its reason. A policy that could not be judged (invalid at the base, say) is recorded
// as refused, with why: the record of every attempt says what the policy decided.
import type { PolicyEvidence } from "../../evidence/records/policy-record.ts";
import type { PolicyEvaluation } from "./evaluate-policy.ts";

/** Where the policy was read: its file, its git blob SHA and the base commit. */
export interface PolicySource {
  file: string;
  blobSha: string;
  baseSha: string;
}

export function policyEvidenceOf(
  source: PolicySource,
  judged: { evaluation: PolicyEvaluation } | { unjudged: string },
): PolicyEvidence {
  const base = { file: source.file, blob_sha: source.blobSha, base_sha: source.baseSha };
  if ("unjudged" in judged) {
    return { ...base, allowed: false, reasons: [judged.unjudged], rules: [], freezes: [] };
  }
  const { rules, freezes, verdict } = judged.evaluation;
  return {
    ...base,
    allowed: verdict.allowed,
    reasons: verdict.reasons,
    rules: rules.map((rule) => ({
      id: rule.id,
      ...(rule.governs === undefined ? {} : { governs: rule.governs }),
      result: rule.result,
      operations: rule.operations.length,
      requirements: rule.requirements.map((requirement) => ({
        system: requirement.system?.name ?? null,
        approvals: requirement.approvals,
        eligible: requirement.eligible,
        satisfied_by: requirement.satisfiedBy,
        problem: requirement.problem === "" ? null : requirement.problem,
      })),
    })),
    freezes: freezes.map((freeze) => ({
      id: freeze.id,
      from: freeze.from,
      to: freeze.to,
      result: freeze.result,
      override: freeze.override ?? null,
    })),
  };
}

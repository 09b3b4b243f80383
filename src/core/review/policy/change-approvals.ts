// The approvals the policy judges, from a change's review facts: the rules of min-approvals (the
// latest deciding review, on the head commit, not by an author or committer of the change), with
// the text of each approving review, which may override a freeze.
import type { ChangeFacts } from "../review-facts.ts";
import { countedApprovals } from "./approvers.ts";
import { overrideReason } from "./freezes.ts";
import type { ApprovalFact } from "./policy-model.ts";

/**
 * A change's approvals, from its review facts with the text of each approving review. An approval
 * whose account does not count for min-approvals (not a person with write access) counts for no
 * rule either, so it is left out.
 */
export function changeApprovals(
  facts: Pick<
    ChangeFacts,
    "approvedBy" | "notIndependent" | "approvedEarlierCommit" | "approvalBodies"
  >,
): ApprovalFact[] {
  const fact = (login: string, onHeadCommit: boolean, authorOrCommitter: boolean) => ({
    login,
    onHeadCommit,
    authorOrCommitter,
    bot: false,
    body: facts.approvalBodies.get(login) ?? "",
  });
  return [
    ...facts.approvedBy.map((login) => fact(login, true, false)),
    ...facts.notIndependent.map((login) => fact(login, true, true)),
    ...facts.approvedEarlierCommit.map((login) => fact(login, false, false)),
  ];
}

/**
 * Several changes merged together are judged as one plan: an approval counts only when its author
 * approved every one of them, and overrides a freeze only when it does so in every one (with the
 * first change's reason). Fails closed: an approval of one change never vouches for another.
 */
export function groupApprovals(perChange: readonly (readonly ApprovalFact[])[]): ApprovalFact[] {
  if (perChange.length === 1) return [...(perChange[0] ?? [])];
  const [mine = [], ...others] = perChange.map((approvals) => countedApprovals(approvals).counted);
  return mine.flatMap((approval) => {
    const login = approval.login.toLowerCase();
    const all = [
      approval,
      ...others.map((approvals) => approvals.find((other) => other.login.toLowerCase() === login)),
    ];
    if (all.some((found) => found === undefined)) return [];
    const overrides = all.every(
      (found) => found !== undefined && overrideReason(found.body) !== undefined,
    );
    return [{ ...approval, body: overrides ? approval.body : "" }];
  });
}

// Whether a change of a mitigation plan's timeframe (a revision or an extension) is approved as
// CIP-007-6 R2.4 asks: "unless a revision to the plan or an extension to the timeframe specified
// in Part 2.3 is approved by the CIP Senior Manager or delegate". A counted approver of the merge
// approves it when they are the CIP Senior Manager in force before the merge, or a delegate in
// force then whose delegation names the action cip-007-r2.4 and is dated no later than the day
// they approved (in the calendar's time zone); judged through the authority table's row. Pure.
import { judgeAuthority } from "../../authority/authority.ts";
import { dateIn } from "../../shared/calendar.ts";
import type { PatchMerge, SeniorManagerInForce } from "./patch-merge.ts";

/** The delegated action that approves a plan's revision or extension. */
export const PLAN_CHANGE_ACTION = "cip-007-r2.4";

export type TimeframeApproval = { approved: true; by: string } | { approved: false; why: string };

export function timeframeApproval(
  merge: PatchMerge,
  seniorManager: SeniorManagerInForce | undefined,
  timeZone: string,
): TimeframeApproval {
  const reasons: string[] = [];
  let by: string | undefined;
  for (const { login, at } of merge.approvals) {
    const same = (other: string) => other.toLowerCase() === login.toLowerCase();
    const day = dateIn(at, timeZone);
    const delegate = seniorManager?.delegates.find((candidate) => same(candidate.login));
    if (seniorManager !== undefined && same(seniorManager.login))
      by = `${login} (CIP Senior Manager)`;
    else if (delegate === undefined) continue;
    else if (!delegate.actions.includes(PLAN_CHANGE_ACTION))
      reasons.push(
        `${login}'s delegation covers ${delegate.actions.join(", ")}, not ${PLAN_CHANGE_ACTION}`,
      );
    else if (delegate.delegatedOn > day)
      reasons.push(
        `${login}'s delegation of ${PLAN_CHANGE_ACTION} dates from ${delegate.delegatedOn}, after their approval on ${day}`,
      );
    else by = `${login} (delegate for ${PLAN_CHANGE_ACTION} since ${delegate.delegatedOn})`;
    if (by !== undefined) break;
  }
  const judged = judgeAuthority({
    fact: "plan-timeframe-change",
    origin: "reviewed-merge",
    approvedBy:
      by === undefined
        ? ["counted-approvals"]
        : ["counted-approvals", "senior-manager-or-delegate"],
    recordedAt: merge.record.recorded_at,
  });
  if (judged.authorized && by !== undefined) return { approved: true, by };
  const why = judged.authorized ? "" : judged.why;
  return { approved: false, why: [why, ...reasons].filter((text) => text !== "").join(": ") };
}

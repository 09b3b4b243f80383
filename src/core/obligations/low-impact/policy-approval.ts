// R1 Part 1.2's CIP Senior Manager approval of the low-impact policies, from an accepted merge of a
// policy-review record: R1 asks the entity to "review and obtain CIP Senior Manager approval at
// least once every 15 calendar months". The approval is the CIP Senior Manager's approval of the
// merged pull request, as GitHub dates it, by the one the policy file named before the merge (the
// base's, when the merge changes cip_senior_manager, so that nobody approves as the one they name);
// R1 names no delegate, so none counts. Judged through the authority table's row. Pure.
import { judgeAuthority } from "../../authority/authority.ts";
import type { Origin } from "../../authority/authority-table.ts";
import { type EvidenceRecord, pullRequestsOf } from "../../evidence/records/evidence-record.ts";

/** The CIP Senior Manager's login the policy file named before `change` merged; null: none. */
function seniorManagerBefore(record: EvidenceRecord): string | null | undefined {
  if (record.kind !== "change") return undefined;
  const { change } = record;
  const changed = change.policy?.senior_manager;
  if (changed !== undefined) return changed.base?.csm?.login ?? null;
  const declared = change.governance?.senior_manager;
  return declared === undefined ? undefined : (declared?.csm?.login ?? null);
}

/** The CIP Senior Manager's approval of the merged pull request(s), as GitHub dates it. */
function seniorManagerApproval(
  record: EvidenceRecord,
): { login: string; at: string } | { why: string } {
  const login = seniorManagerBefore(record);
  if (login === undefined)
    return { why: "the record keeps no CIP Senior Manager in force before the merge" };
  if (login === null)
    return { why: "the policy file named no CIP Senior Manager before the merge" };
  if (record.kind !== "change") return { why: `a ${record.kind} record` };
  for (const pull of pullRequestsOf(record.change)) {
    const approver = pull.approved_by.find((by) => by.toLowerCase() === login.toLowerCase());
    if (approver !== undefined)
      return { login: approver, at: pull.approved_at?.[approver] ?? record.recorded_at };
  }
  return {
    why: `merged without the approval of the CIP Senior Manager (${login}) among its counted approvals`,
  };
}

/**
 * The CIP Senior Manager's approval of the merge `record` records (from `origin`), with her login
 * and when she approved; or why it is none, in the authority table's words and the record's.
 */
export function policyApproval(
  record: EvidenceRecord,
  origin: Origin | { outside: string },
): { login: string; at: string } | { why: string } {
  const approval = seniorManagerApproval(record);
  const judged = judgeAuthority({
    fact: "low-impact-policy-approval",
    origin,
    approvedBy:
      "why" in approval ? ["counted-approvals"] : ["counted-approvals", "cip-senior-manager"],
    recordedAt: record.recorded_at,
  });
  if (judged.authorized && !("why" in approval)) return approval;
  const why = [judged.authorized ? "" : judged.why, "why" in approval ? approval.why : ""];
  return { why: why.filter((text) => text !== "").join(": ") };
}

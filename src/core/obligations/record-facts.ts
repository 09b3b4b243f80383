// What a ledger record shows for the CIP obligations: the changes that deviate from a baseline
// (CIP-010 R1.3), and whether it is a CIP-002 R2 review approved as the policy asks.
import type { ChangeOutcome, EvidenceRecord, HashedRecord } from "../evidence/evidence-record.ts";
import { REVIEW_RULE_ID } from "../evidence/review-record.ts";

/** The changes of a record that deviate from a baseline (R1.3): creates, moves and retypes. */
export function deviatingOperations(record: EvidenceRecord) {
  if (record.kind !== "change" || record.change.change_record === null) return [];
  return record.change.change_record.operations.filter((operation) => {
    const impact = operation.cyber_system.impact;
    if (operation.result !== "succeeded" || (impact !== "high" && impact !== "medium"))
      return false;
    const changes = operation.changes ?? {};
    return (
      operation.action === "create" ||
      (operation.action === "update" &&
        (changes.cyber_system !== undefined || changes.asset_type !== undefined))
    );
  });
}

const PASSED_THE_GATE: ReadonlySet<ChangeOutcome> = new Set([
  "applied",
  "partly-applied",
  "failed",
  "no-changes",
  "interrupted",
]);

/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
export function isApprovedReview({ record }: HashedRecord): boolean {
  if (record.kind !== "change") return false;
  const { outcome, review, policy } = record.change;
  // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
  // whatever its apply then did (a review alone applies nothing).
  if (!PASSED_THE_GATE.has(outcome)) return false;
  if (review?.matches !== true || policy === undefined) return false;
  const rule = policy.rules.find((candidate) => candidate.id === REVIEW_RULE_ID);
  return (
    rule !== undefined &&
    rule.result === "met" &&
    rule.requirements.every(
      (requirement) => requirement.satisfied_by.length >= requirement.approvals,
    )
  );
}

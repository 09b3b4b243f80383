// Plans as sets of operations: one digest per operation, so that the plan applied after a merge can
// be compared with the plans reviewed in several pull requests at once (a merge-queue batch, or a
// push that merges more than one). A plan's fingerprint covers its operations in order with their
// dependency indexes, so two reviewed plans can never add up to it; digests can, as sets.
import type { Operation } from "../plan-model.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { sha256Bytes } from "../../shared/sha256.ts";

/**
 * What an operation does, as a fixed-order array (canonical JSON without sorting keys): the kind,
 * the asset (its id, or for a create its name), the systems by id and the fields changed. Left
 * out: where it was declared (`source`), its position and `depends_on` (indexes that depend on the
 * other operations of the same plan), and names of systems and parents (display only).
 */
function effectOf(operation: Operation): unknown[] {
  switch (operation.action) {
    case "create":
      return ["create", operation.cyber_system.id, operation.name, operation.asset_type];
    case "delete":
      return [
        "delete",
        operation.asset_id,
        operation.cyber_system.id,
        operation.name,
        operation.asset_type,
      ];
    case "update": {
      const { name, cyber_system: system, asset_type: type } = operation.changes;
      return [
        "update",
        operation.asset_id,
        operation.temporary,
        name === undefined ? null : [name.from, name.to],
        system === undefined ? null : [system.from.id, system.to.id],
        type === undefined ? null : [type.from, type.to],
      ];
    }
  }
}

/**
 * The operation's digest: the first 128 bits of sha256 over its canonical effect, base64url (22
 * characters). 128 bits keep a forged collision with any reviewed operation out of reach while a
 * comment can carry a thousand of them.
 */
export function operationDigest(operation: Operation): string {
  return sha256Bytes(JSON.stringify(effectOf(operation)))
    .subarray(0, 16)
    .toString("base64url");
}

/** The digests of `operations`, sorted: the same for any order of the same operations. */
export function operationDigests(operations: readonly Operation[]): string[] {
  return operations.map(operationDigest).sort(compareCodePoints);
}

/** The ids of the cyber systems the operations change (both ends of a move), sorted. */
export function touchedSystemIds(operations: readonly Operation[]): string[] {
  const ids = new Set<string>();
  for (const operation of operations) {
    ids.add(operation.cyber_system.id);
    if (operation.action === "update" && operation.changes.cyber_system !== undefined) {
      ids.add(operation.changes.cyber_system.from.id);
    }
  }
  return [...ids].sort(compareCodePoints);
}

/** The operations one pull request's reviewed plan comment recorded. */
export interface ReviewedOperations {
  pullRequest: number;
  digests: readonly string[];
}

export interface ReviewCheck {
  /** Indexes into the fresh plan's operations that no reviewed plan holds, in plan order. */
  unreviewed: number[];
  /** Reviewed operations the fresh plan does not hold, each with the pull requests that reviewed it. */
  gone: { digest: string; pullRequests: number[] }[];
}

/**
 * Compares the fresh plan's operations with the union of the reviewed ones. An operation the
 * fresh plan holds twice counts as unreviewed the second time: equal digests must never let one
 * reviewed operation cover two applied ones.
 */
export function checkReviewedOperations(
  operations: readonly Operation[],
  reviewed: readonly ReviewedOperations[],
): ReviewCheck {
  const reviewers = new Map<string, number[]>();
  for (const { pullRequest, digests } of reviewed) {
    for (const digest of digests) {
      const numbers = reviewers.get(digest) ?? [];
      if (!numbers.includes(pullRequest)) numbers.push(pullRequest);
      reviewers.set(digest, numbers);
    }
  }
  const seen = new Set<string>();
  const unreviewed: number[] = [];
  operations.forEach((operation, index) => {
    const digest = operationDigest(operation);
    if (!reviewers.has(digest) || seen.has(digest)) unreviewed.push(index);
    seen.add(digest);
  });
  const gone = [...reviewers]
    .filter(([digest]) => !seen.has(digest))
    .map(([digest, pullRequests]) => ({
      digest,
      pullRequests: pullRequests.sort((a, b) => a - b),
    }))
    .sort((a, b) => compareCodePoints(a.digest, b.digest));
  return { unreviewed, gone };
}

export function matchesReview(check: ReviewCheck): boolean {
  return check.unreviewed.length === 0 && check.gone.length === 0;
}

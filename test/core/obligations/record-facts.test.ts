// What a ledger record shows the obligations: whether a change is reviewed (a break-glass apply, a
// push, a pull request without counted approvals are not, each saying why), who authorized it and
// when, its R1.4 notes, and whether it carries a CIP-002 R2 review approved as the policy asks.
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import type { PolicyEvidence } from "../../../src/core/evidence/records/policy-record.ts";
import {
  isApprovedReview,
  type Review,
  reviewOf,
  verificationNotesOf,
} from "../../../src/core/obligations/record-facts.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
  policyEvidence,
} from "../../support/evidence-records.ts";

function sealed(draft: EvidenceDraft) {
  const [{ record, text }] = chainOf([{ draft, at: day(1) }]) as [
    ReturnType<typeof chainOf>[number],
  ];
  return { record, sha256: sha256Hex(text) };
}

function changeRecord(draft: ChangeDraft) {
  const { record } = sealed(draft);
  if (record.kind !== "change") throw new Error("not a change record");
  return record;
}

/** A merge of pull request 12, changed by `edit`. */
function mergeWith(edit: (draft: ChangeDraft) => void): ChangeDraft {
  const draft = changeDraft("grid-east", 12, "no-changes");
  edit(draft);
  return draft;
}

const NO_PULL = "a push without a pull request with counted approvals";

describe("reviewOf: a change that passed the gate with counted approvals, or why not", () => {
  it.each<[string, ChangeDraft, string | undefined, Review]>([
    [
      "a break-glass apply in a commit verify flags: both said",
      breakGlassDraft(changeDraft("grid-east", 12)),
      "commit is signed by no operator key",
      {
        reviewed: false,
        why: "a break-glass apply (cip-sync apply --record): no review, and its commit is signed by no operator key",
      },
    ],
    [
      "a break-glass apply",
      breakGlassDraft(changeDraft("grid-east", 12)),
      undefined,
      { reviewed: false, why: "a break-glass apply (cip-sync apply --record): no review" },
    ],
    [
      "a merge the gate refused",
      changeDraft("grid-east", 12, "not-approved"),
      undefined,
      { reviewed: false, why: "a merge the gate refused (outcome not-approved)" },
    ],
    [
      "a push: no pull request",
      mergeWith((draft) => {
        draft.change.pull_request = null;
      }),
      undefined,
      { reviewed: false, why: NO_PULL },
    ],
    [
      "a pull request without counted approvals",
      mergeWith((draft) => {
        draft.change.pull_request!.approved_by = [];
      }),
      undefined,
      { reviewed: false, why: NO_PULL },
    ],
    [
      "two pull requests, one without counted approvals",
      mergeWith((draft) => {
        const pull = draft.change.pull_request!;
        draft.change.pull_request = null;
        draft.change.pull_requests = [pull, { ...pull, number: 13, approved_by: [] }];
      }),
      undefined,
      { reviewed: false, why: NO_PULL },
    ],
    [
      "approved by two, dated: authorized at the later approval, by both in order",
      mergeWith((draft) => {
        const pull = draft.change.pull_request!;
        pull.approved_by = ["erin", "dave"];
        pull.approved_at = { erin: "2026-01-01T12:00:00Z", dave: "2026-01-01T09:00:00Z" };
      }),
      undefined,
      {
        reviewed: true,
        authorized: { at: "2026-01-01T12:00:00Z", by: ["dave", "erin"] },
        pullRequests: [12],
        completions: [],
      },
    ],
    [
      "approved, undated: authorized at the merge",
      changeDraft("grid-east", 12, "no-changes"),
      undefined,
      {
        reviewed: true,
        authorized: { at: day(1).toISOString(), by: ["dave"] },
        pullRequests: [12],
        completions: [],
      },
    ],
  ])("%s", (_case, draft, unauthenticated, review) => {
    expect(reviewOf({ record: changeRecord(draft), unauthenticated })).toStrictEqual(review);
  });
});

describe("verificationNotesOf: the /cip-010-r1.4 notes of a change's pull requests", () => {
  it.each<[string, ChangeDraft, { login: string; note: string }[]]>([
    ["none written", changeDraft("grid-east", 12), []],
    [
      "one written",
      mergeWith((draft) => {
        draft.change.pull_request!.verification_notes = [{ login: "dave", note: "ports checked" }];
      }),
      [{ login: "dave", note: "ports checked" }],
    ],
  ])("%s", (_case, draft, notes) => {
    expect(verificationNotesOf(changeRecord(draft))).toEqual(notes);
  });
});

describe("isApprovedReview: a CIP-002 R2 review approved as the policy asks", () => {
  const reviewRule = (
    result: "met" | "unmet",
    satisfied: [number, number][],
  ): PolicyEvidence["rules"][number] => ({
    id: "cip-002-review",
    result,
    operations: 0,
    requirements: satisfied.map(([approvals, count]) => ({
      system: null,
      approvals,
      eligible: ["acme/cip-compliance"],
      satisfied_by: ["erin", "frank"].slice(0, count),
      problem: null,
    })),
  });
  /** A merge carrying a matching review, its policy's rules: an unmet one first, then `rule`. */
  const reviewed = (
    rule: PolicyEvidence["rules"][number] | undefined,
    edit: (draft: ChangeDraft) => void = () => {},
  ) =>
    mergeWith((draft) => {
      const policy = policyEvidence();
      draft.change.review = {
        file: "cip-002-review.yaml",
        reviewed_on: "2026-01-01",
        inventory_digest: `sha256:${"c".repeat(64)}`,
        merged_digest: `sha256:${"c".repeat(64)}`,
        matches: true,
        problem: null,
      };
      draft.change.policy = {
        ...policy,
        rules: [policy.rules[1]!, ...(rule === undefined ? [] : [rule])],
      };
      edit(draft);
    });

  it.each<[string, EvidenceDraft, boolean]>([
    [
      "its rule met, every requirement satisfied",
      reviewed(
        reviewRule("met", [
          [1, 1],
          [2, 2],
        ]),
      ),
      true,
    ],
    ["its rule unmet", reviewed(reviewRule("unmet", [[1, 1]])), false],
    [
      "its rule met, one requirement short of approvals",
      reviewed(
        reviewRule("met", [
          [1, 1],
          [2, 1],
        ]),
      ),
      false,
    ],
    ["no cip-002-review rule in the policy", reviewed(undefined), false],
    [
      "no policy recorded",
      reviewed(reviewRule("met", [[1, 1]]), (draft) => {
        delete draft.change.policy;
      }),
      false,
    ],
    [
      "a review that does not match the merged inventory",
      reviewed(reviewRule("met", [[1, 1]]), (draft) => {
        draft.change.review!.matches = false;
      }),
      false,
    ],
    [
      "a merge the gate refused",
      reviewed(reviewRule("met", [[1, 1]]), (draft) => {
        draft.change.outcome = "not-approved";
      }),
      false,
    ],
    ["a drift check's record", monitoringDraft("grid-east", 5, true), false],
  ])("%s: %s", (_case, draft, approved) => {
    expect(isApprovedReview(sealed(draft))).toBe(approved);
  });
});

// The issue's policy, three systems with their base declarations, and builders for approvals and
// membership facts: shared by the evaluator's tests.
import { expect } from "vitest";
import { parsePolicyText } from "../../../../src/core/review/policy/file/parse-policy.ts";
import { GATE_SETTINGS } from "../../../../src/core/review/policy/file/policy-schema.ts";
import { listOf } from "../../../../src/core/shared/wording.ts";
import type {
  ApprovalFact,
  BaseSystem,
  MembershipFact,
  Policy,
} from "../../../../src/core/review/policy/policy-model.ts";
import type {
  Operation,
  SystemRef,
  UpdateOperation,
} from "../../../../src/core/plan/plan-model.ts";
import {
  parsePrincipal,
  type Principal,
} from "../../../../src/core/inventory/document/principals.ts";
import { ALPHA, BRAVO, EMS } from "../../../support/sample-plans.ts";

export const ISSUE_POLICY_TEXT = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete, move], impact: [high] }   # operations: create, update, rename, retype, move, delete
    require: { approvals: 2, from: owners }                 # owners of each system touched (both ends of a move)
  - id: compliance-sees-deletes
    when: { operations: [delete] }
    require: { approvals: 1, from: ["acme/cip-compliance"] }
freezes:
  - id: year-end
    from: 2026-12-15T00:00:00Z
    to: 2027-01-05T00:00:00Z
    operations: [create, update, rename, retype, move, delete]
    override: { from: ["acme/cip-senior-manager-delegates"] }
`;

/** The problems of a policy text the parser refuses, each "file:line:column message". */
export function policyProblems(text: string): string[] {
  const { policy, diagnostics } = parsePolicyText(text, "cip-policy.yaml");
  expect(policy).toBeUndefined();
  return diagnostics.map(
    (d) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`,
  );
}

export function issuePolicy(): Policy {
  const { policy, diagnostics } = parsePolicyText(ISSUE_POLICY_TEXT, "cip-policy.yaml");
  if (!policy) throw new Error(JSON.stringify(diagnostics));
  return policy;
}

export const BEFORE_FREEZE = Date.parse("2026-11-23T12:00:00Z");
export const IN_FREEZE = Date.parse("2026-12-20T12:00:00Z");

function principals(...written: string[]): Principal[] {
  return written.map((text) => parsePrincipal(text)!);
}

/** Alpha: high impact, owned by alice and the alpha-protection team. Bravo: low, bob. EMS: no document. */
export const BASE = new Map<string, BaseSystem>([
  [
    ALPHA.id,
    {
      impact: "high",
      owners: principals("alice", "acme/alpha-protection"),
      ownersFrom: "document",
      file: "inventory/alpha.yaml",
    },
  ],
  [
    BRAVO.id,
    {
      impact: "low",
      owners: principals("bob"),
      ownersFrom: "document",
      file: "inventory/bravo.yaml",
    },
  ],
]);

export function approval(login: string, extra: Partial<ApprovalFact> = {}): ApprovalFact {
  return { login, onHeadCommit: true, authorOrCommitter: false, bot: false, body: "", ...extra };
}

export function member(team: string, login: string): MembershipFact {
  return { team, login, membership: { state: "member" } };
}

export function notMember(team: string, login: string): MembershipFact {
  return { team, login, membership: { state: "not-member" } };
}

export function unverifiable(team: string, login: string): MembershipFact {
  return {
    team,
    login,
    membership: {
      state: "unverifiable",
      reason: `GitHub answered 403 for ${team}: the policy-token needs Members: read`,
    },
  };
}

export function moveOf(name: string, from: SystemRef, to: SystemRef): UpdateOperation {
  return {
    action: "update",
    depends_on: [],
    asset_id: `ca_${name}`,
    name,
    cyber_system: to,
    kinds: ["move"],
    temporary: false,
    changes: { cyber_system: { from, to } },
  };
}

export { ALPHA, BRAVO, EMS };
export type { Operation };

/**
 * The policy's keys as its messages list them: its own, then each family's gate setting
 * (GATE_SETTINGS, from the families' shapes), so that a family's gate joins them with no edit to
 * the tests that quote the messages.
 */
export const POLICY_KEYS_IN_WORDS = listOf([
  "version",
  "rules",
  "freezes",
  "policy_owners",
  "cip_senior_manager",
  "cip_002_last_approval",
  "calendar",
  "baselines",
  "patch_sources",
  "vulnerability_assessments",
  "assessment_date_approvers",
  "standards",
  ...GATE_SETTINGS.map(({ key }) => key),
]);

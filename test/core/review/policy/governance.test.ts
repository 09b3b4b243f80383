// The policy governs its own inputs: a change to a system's owners or impact, to a document's path
// or identity, or to the policy file is judged at the base, even when the plan has no operation.
// Table rows give the base and head files and the approvals, and assert the exact verdict.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../src/core/inventory/parse-inventory.ts";
import { parseCodeowners } from "../../../../src/core/review/policy/codeowners.ts";
import { evaluatePolicy } from "../../../../src/core/review/policy/evaluate-policy.ts";
import {
  governanceChanges,
  governanceRequirements,
  type RuleSources,
} from "../../../../src/core/review/policy/governance.ts";
import { parsePolicyText } from "../../../../src/core/review/policy/parse-policy.ts";
import type { ApprovalFact } from "../../../../src/core/review/policy/policy-model.ts";

const POLICY = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
`;

const alpha = (extra: string) =>
  `cyber_system: Protection System\nfacility: Substation Alpha\n${extra}assets:\n  alpha-relay-01: hardware\n`;
const HIGH = alpha("impact: high\nowners: [alice, bob]\n");
const LOW =
  "cyber_system: Bravo Relays\nfacility: Substation Bravo\nimpact: low\nowners: [carol]\nassets: {}\n";

function sources(
  files: Record<string, string>,
  policyText = POLICY,
  codeowners?: string,
): RuleSources {
  return {
    documents: Object.entries(files).flatMap(([file, text]) =>
      parseInventoryText(text, file).documents.map((document) => ({ file, document })),
    ),
    codeowners: codeowners === undefined ? undefined : parseCodeowners(codeowners, "CODEOWNERS"),
    policyText,
  };
}

const approval = (login: string): ApprovalFact => ({
  login,
  onHeadCommit: true,
  authorOrCommitter: false,
  bot: false,
  body: "",
});

function judge(base: RuleSources, head: RuleSources, approvers: string[]) {
  const { policy } = parsePolicyText(base.policyText!, "cip-policy.yaml");
  const changes = governanceChanges(base, head, "cip-policy.yaml");
  const evaluation = evaluatePolicy(policy!, {
    operations: [],
    baseSystems: new Map(),
    approvals: approvers.map(approval),
    memberships: [],
    now: 0,
    governance: governanceRequirements(policy!, changes, base),
  });
  return { changes, evaluation };
}

const BASE = sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW });

describe("the policy governs its own inputs", () => {
  it.each<[string, RuleSources, string[], boolean, string[]]>([
    ["nothing changes", BASE, [], true, []],
    [
      "the owners of a High system change, approved by non-owners",
      sources({
        "inventory/alpha.yaml": alpha("impact: high\nowners: [mallory, trent]\n"),
        "inventory/bravo.yaml": LOW,
      }),
      ["mallory", "trent"],
      false,
      [
        'rule "owners-or-impact-change" is unmet: 2 more approvals needed from the owners of "Protection System"',
      ],
    ],
    [
      "the owners hand the system over: both base owners approve (the control case)",
      sources({
        "inventory/alpha.yaml": alpha("impact: high\nowners: [mallory, trent]\n"),
        "inventory/bravo.yaml": LOW,
      }),
      ["alice", "bob"],
      true,
      [],
    ],
    [
      "a High system's impact is lowered, one owner approves",
      sources({
        "inventory/alpha.yaml": alpha("impact: low\nowners: [alice, bob]\n"),
        "inventory/bravo.yaml": LOW,
      }),
      ["alice"],
      false,
      [
        'rule "owners-or-impact-change" is unmet: 1 more approval needed from the owners of "Protection System"',
      ],
    ],
    [
      "a Low system's owners change: no rule covers Low, so nothing is required",
      sources({
        "inventory/alpha.yaml": HIGH,
        "inventory/bravo.yaml": LOW.replace("[carol]", "[dave]"),
      }),
      [],
      true,
      [],
    ],
    [
      "the policy is cut down to version: 1, approved by a non-owner",
      sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }, "version: 1\n"),
      ["mallory"],
      false,
      ['rule "policy-change" is unmet: 1 more approval needed from alice and bob'],
    ],
    [
      "the policy is cut down, approved by an owner it protects",
      sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }, "version: 1\n"),
      ["bob"],
      true,
      [],
    ],
    [
      "the High document moves to another path",
      sources({ "inventory/low/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
      ["mallory"],
      false,
      ['rule "document-change" is unmet: 1 more approval needed from alice and bob'],
    ],
  ])("%s", (_case, head, approvers, allowed, reasons) => {
    const { evaluation } = judge(BASE, head, approvers);
    expect(evaluation.verdict).toEqual({ allowed, reasons });
  });

  it("a CODEOWNERS line that gives a system new owners is an owners change", () => {
    const base = sources(
      { "inventory/alpha.yaml": alpha("impact: high\n") },
      POLICY,
      "/inventory/ @alice @bob\n",
    );
    const head = sources(
      { "inventory/alpha.yaml": alpha("impact: high\n") },
      POLICY,
      "/inventory/ @mallory\n",
    );
    const { changes, evaluation } = judge(base, head, ["mallory"]);
    expect(changes).toMatchObject([
      { kind: "system", name: "Protection System", changes: ["owners [alice, bob] -> [mallory]"] },
    ]);
    expect(evaluation.verdict.allowed).toBe(false);
  });

  it("policy_owners names who approves a change to the rules", () => {
    const policy = `${POLICY}policy_owners: { approvals: 1, from: [acme-csm] }\n`;
    const base = sources({ "inventory/alpha.yaml": HIGH }, policy);
    const head = sources({ "inventory/alpha.yaml": HIGH }, "version: 1\n");
    expect(judge(base, head, ["alice"]).evaluation.verdict.allowed).toBe(false);
    expect(judge(base, head, ["acme-csm"]).evaluation.verdict).toEqual({
      allowed: true,
      reasons: [],
    });
  });

  it("a policy whose protected owners cannot be seen fails closed, not open", () => {
    // Every document moved: the base has none at the head's paths.
    const base = sources({}, POLICY);
    const head = sources({ "inventory/moved/alpha.yaml": HIGH }, "version: 1\n");
    const { evaluation } = judge(base, head, ["mallory"]);
    expect(evaluation.verdict.allowed).toBe(false);
    expect(evaluation.verdict.reasons[0]).toContain(
      "the base policy protects nobody that can be named here",
    );
  });
});

// The plan comment's Policy section: every name escaped, the section replaced in place by a review.
import { describe, expect, it } from "vitest";
import { evaluatePolicy } from "../../../src/core/review/policy/evaluate-policy.ts";
import type { GovernanceChange } from "../../../src/core/review/policy/governance/governance.ts";
import {
  replacePolicySection,
  renderPolicySection,
} from "../../../src/render/review/policy-markdown.ts";
import { deleteOf, HOSTILE_NAME } from "../../support/sample-plans.ts";
import { ALPHA, approval, BASE, issuePolicy } from "../../core/review/policy/policy-fixtures.ts";

const operations = [deleteOf(HOSTILE_NAME, "ca_9", { ...ALPHA, name: HOSTILE_NAME })];

function section(governance: readonly GovernanceChange[] = []): string {
  const evaluation = evaluatePolicy(issuePolicy(), {
    operations,
    baseSystems: BASE,
    approvals: [approval("alice")],
    memberships: [],
    now: 0,
  });
  return renderPolicySection({
    file: "cip-policy.yaml",
    baseSha: "b".repeat(40),
    evaluation,
    reasons: evaluation.verdict.reasons,
    operations,
    governance,
  });
}

describe("the Policy section", () => {
  it("names each rule, who may approve, who has and what is missing, with names escaped", () => {
    const text = section();
    expect(text).toContain("#### Policy");
    expect(text).toContain("`high-impact-deletes`");
    expect(text).toContain("**Not allowed yet:**");
    expect(text).not.toContain("<b>");
    expect(text).not.toContain("@team");
    expect(text).not.toContain("[x](http://evil)");
    expect(text).toContain("alice");
  });

  it("lists what the pull request changes of the rules it is judged by, names escaped", () => {
    const changed = section([
      { kind: "policy", file: "cip-policy.yaml", lifted: [] },
      {
        kind: "system",
        name: HOSTILE_NAME,
        file: "inventory/alpha.yaml",
        changes: ["impact high -> low"],
        base: { owners: [], ownersFrom: "none" },
      },
    ]);
    expect(changed).toContain("**This pull request changes the rules it is judged by**");
    expect(changed).toContain("- the policy file cip-policy.yaml\n");
    expect(changed).toContain("- impact high -&gt; low of cyber system");
    expect(changed).not.toContain("<b>");
    expect(section()).not.toContain("changes the rules");
  });

  it("is replaced in place, once, and put first where there was none", () => {
    const first = `${section()}#### Plan\n`;
    const allowed = renderPolicySection({
      file: "cip-policy.yaml",
      baseSha: "b".repeat(40),
      evaluation: undefined,
      reasons: [],
      operations: [],
      governance: [],
    });
    const replaced = replacePolicySection(first, allowed);
    expect(replaced).toBe(`${allowed}#### Plan\n`);
    expect(replacePolicySection("#### Plan\n", allowed)).toBe(`${allowed}#### Plan\n`);
  });
});

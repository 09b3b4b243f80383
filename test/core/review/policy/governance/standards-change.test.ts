// A day under `standards:` added, removed or moved is judged as lifting every rule: by each base
// rule's own approvers (rule-lifted) and the base's CIP Senior Manager (standards-change), besides
// the policy owners (policy-change). Issue 96: one policy owner pulled CIP-003-11's day forward in
// the pull request that withdrew a site's Section 6 methods. Table-driven, on both sides of "a day
// changed": moved later, added, removed, the same days reordered (no change), another key changed.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../../src/core/inventory/document/parse-inventory.ts";
import { evaluatePolicy } from "../../../../../src/core/review/policy/evaluate-policy.ts";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";
import {
  governanceChanges,
  governanceRequirements,
  type RuleSources,
} from "../../../../../src/core/review/policy/governance/governance.ts";
import {
  recordGovernance,
  withRecordedGovernance,
} from "../../../../../src/core/review/policy/governance/recorded-governance.ts";
import { recordedGovernanceOf } from "../../../../../src/core/review/policy/recorded-subjects.ts";

const FILES = { policy: "cip-policy.yaml", review: "", sources: "", ledger: "" };
const HIGH =
  "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [alice, bob]\nassets: {}\n";
const POLICY = (standards: string, csm = true) =>
  [
    "version: 1",
    "rules:",
    "  - { id: high-deletes, when: { operations: [delete], impact: [high] }, require: { approvals: 2, from: owners } }",
    "policy_owners: { approvals: 1, from: [owen] }",
    ...(csm
      ? ["cip_senior_manager: { login: sam, name: Sam Vance, title: VP, since: 2026-01-05 }"]
      : []),
    ...(standards === "" ? [] : [`standards: ${standards}`]),
    "",
  ].join("\n");
const AT_ITS_DAY = "{ CIP-003: { CIP-003-11: 2029-07-01 } }";
const LATER = "{ CIP-003: { CIP-003-11: 2030-01-01 } }";
const BOTH = "{ CIP-003: { CIP-003-10: 2028-07-01, CIP-003-11: 2029-07-01 } }";
const BOTH_REORDERED = "{ CIP-003: { CIP-003-11: 2029-07-01, CIP-003-10: 2028-07-01 } }";

function sources(policyText: string): RuleSources {
  const file = "inventory/alpha.yaml";
  return {
    documents: parseInventoryText(HIGH, file).documents.map((document) => ({ file, document })),
    codeowners: undefined,
    policyText,
  };
}

/** The base and head policies judged with `approvers`: the verdict's reasons, and the rules asked. */
function judge(basePolicy: string, headPolicy: string, approvers: string[]) {
  const base = sources(basePolicy);
  const parsed = parsePolicyText(basePolicy, FILES.policy);
  expect(parsed.diagnostics).toEqual([]);
  const policy = parsed.policy!;
  const changes = governanceChanges(base, sources(headPolicy), FILES);
  const evaluation = evaluatePolicy(policy, {
    operations: [],
    baseSystems: new Map(),
    approvals: approvers.map((login) => ({
      login,
      onHeadCommit: true,
      authorOrCommitter: false,
      bot: false,
      body: "",
    })),
    memberships: [],
    now: 0,
    governance: governanceRequirements(policy, changes, base),
  });
  return { changes, evaluation };
}

const STANDARDS = 'rule "standards-change" is unmet: 1 more approval needed from sam';
const LIFTED =
  'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"';
const OWNERS = 'rule "policy-change" is unmet: 1 more approval needed from owen';

describe("a day under standards: is judged as lifting every rule, and by the CIP Senior Manager", () => {
  it.each<[string, string, string, string[], string[]]>([
    [
      "CIP-003-11 moved later by one policy owner alone",
      POLICY(AT_ITS_DAY),
      POLICY(LATER),
      ["owen"],
      [STANDARDS, LIFTED],
    ],
    [
      "CIP-003-11 added by one policy owner alone",
      POLICY(""),
      POLICY(AT_ITS_DAY),
      ["owen"],
      [STANDARDS, LIFTED],
    ],
    [
      "CIP-003-11 removed by one policy owner alone",
      POLICY(AT_ITS_DAY),
      POLICY(""),
      ["owen"],
      [STANDARDS, LIFTED],
    ],
    [
      "moved with the CIP Senior Manager, but not the rule's owners",
      POLICY(AT_ITS_DAY),
      POLICY(LATER),
      ["owen", "sam"],
      [LIFTED],
    ],
    [
      "moved with the rule's owners, but not the CIP Senior Manager",
      POLICY(AT_ITS_DAY),
      POLICY(LATER),
      ["owen", "alice", "bob"],
      [STANDARDS],
    ],
    [
      "moved with the CIP Senior Manager and the rule's owners, but no policy owner",
      POLICY(AT_ITS_DAY),
      POLICY(LATER),
      ["sam", "alice", "bob"],
      [OWNERS],
    ],
    [
      "moved with everyone it asks",
      POLICY(AT_ITS_DAY),
      POLICY(LATER),
      ["owen", "sam", "alice", "bob"],
      [],
    ],
    [
      "a base that names no CIP Senior Manager: nobody can move a day",
      POLICY(AT_ITS_DAY, false),
      POLICY(LATER, false),
      ["owen", "alice", "bob"],
      [
        'rule "standards-change" is unmet: the base policy names no cip_senior_manager, so nobody can approve moving the day a version of a standard judges from; name the CIP Senior Manager on the base branch first, in a pull request of its own',
      ],
    ],
    [
      "the same days in another order: no change of a day",
      POLICY(BOTH),
      POLICY(BOTH_REORDERED),
      ["owen"],
      [],
    ],
  ])("%s", (_case, basePolicy, headPolicy, approvers, reasons) => {
    const { evaluation } = judge(basePolicy, headPolicy, approvers);
    expect(evaluation.verdict).toEqual({ allowed: reasons.length === 0, reasons });
  });

  it.each<[string, string, string, string[]]>([
    ["moved", AT_ITS_DAY, LATER, ["CIP-003-11 from 2029-07-01 -> from 2030-01-01"]],
    ["added", "", BOTH, ["CIP-003-10 added from 2028-07-01", "CIP-003-11 added from 2029-07-01"]],
    ["removed", BOTH, AT_ITS_DAY, ["CIP-003-10 (from 2028-07-01) removed"]],
  ])("words each day %s, in the change's own kind", (_case, before, after, words) => {
    const { changes } = judge(POLICY(before), POLICY(after), []);
    expect(changes).toEqual([
      { kind: "policy", file: "cip-policy.yaml", lifted: [] },
      { kind: "standards", file: "cip-policy.yaml", changes: words },
    ]);
  });

  it("a head that no longer parses is the file's own change, lifting every rule once", () => {
    const { changes } = judge(POLICY(AT_ITS_DAY), "version: 1\nstandards: [\n", []);
    expect(changes.map((change) => change.kind)).toEqual(["policy", "senior-manager"]);
  });

  it("a change of another key is no change of a day", () => {
    const { changes } = judge(
      POLICY(AT_ITS_DAY),
      `${POLICY(AT_ITS_DAY)}patch_sources: require\n`,
      [],
    );
    expect(changes).toEqual([{ kind: "policy", file: "cip-policy.yaml", lifted: [] }]);
  });

  it("a review event judges the recorded change again, from the plan comment's header", () => {
    const base = sources(POLICY(AT_ITS_DAY));
    const { changes } = judge(POLICY(AT_ITS_DAY), POLICY(LATER), []);
    const recorded = recordedGovernanceOf({ governance: recordGovernance(changes) });
    expect(recorded).toEqual([
      ["policy", "", "cip-policy.yaml", []],
      ["standards", "", "cip-policy.yaml", ["CIP-003-11 from 2029-07-01 -> from 2030-01-01"]],
    ]);
    // The review event's checkout no longer shows the change: the comment's header carries it.
    expect(withRecordedGovernance([], recorded!, base)).toEqual(changes);
  });
});

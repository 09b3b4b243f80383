// The rules a change of the policy file removes or weakens (liftedRuleIds), and who must approve
// lifting each (ruleFileRequirements): what the rule itself requires of every base system it
// covers, judged at the base; the policy owners for the rest. Table-driven, at the boundaries of
// "weaker": fewer approvals, fewer operations or impacts, other approvers, and an order that is
// no change.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../../src/core/inventory/document/parse-inventory.ts";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";
import {
  liftedRuleIds,
  ruleFileRequirements,
} from "../../../../../src/core/review/policy/governance/lifted-rules.ts";
import type {
  GovernanceRequirement,
  GovernanceWanted,
  Policy,
} from "../../../../../src/core/review/policy/policy-model.ts";
import type { BaseDocument } from "../../../../../src/core/review/policy/policy-subjects.ts";

function policy(rule: string): Policy {
  const parsed = parsePolicyText(`version: 1\nrules:\n  - ${rule}\n`, "cip-policy.yaml");
  expect(parsed.diagnostics).toEqual([]);
  return parsed.policy!;
}

const rule = (when: string, require: string) => `{ id: r, when: ${when}, require: ${require} }`;
const OWNERS_2 = "{ approvals: 2, from: owners }";

describe("liftedRuleIds", () => {
  it.each<[string, string, string | undefined, string[]]>([
    [
      "kept as it was",
      rule("{ operations: [delete] }", OWNERS_2),
      rule("{ operations: [delete] }", OWNERS_2),
      [],
    ],
    ["removed", rule("{ operations: [delete] }", OWNERS_2), undefined, ["r"]],
    [
      "fewer approvals",
      rule("{ operations: [delete] }", OWNERS_2),
      rule("{ operations: [delete] }", "{ approvals: 1, from: owners }"),
      ["r"],
    ],
    [
      "every operation before, only deletes now",
      rule("{ impact: [high] }", OWNERS_2),
      rule("{ operations: [delete], impact: [high] }", OWNERS_2),
      ["r"],
    ],
    [
      "one operation of two dropped",
      rule("{ operations: [create, delete] }", OWNERS_2),
      rule("{ operations: [delete] }", OWNERS_2),
      ["r"],
    ],
    [
      "an operation added: stronger",
      rule("{ operations: [delete] }", OWNERS_2),
      rule("{ operations: [create, delete] }", OWNERS_2),
      [],
    ],
    [
      "one impact of two dropped",
      rule("{ impact: [high, medium] }", OWNERS_2),
      rule("{ impact: [high] }", OWNERS_2),
      ["r"],
    ],
    [
      "owners replaced by named approvers",
      rule("{ operations: [delete] }", OWNERS_2),
      rule("{ operations: [delete] }", "{ approvals: 2, from: [alice, bob] }"),
      ["r"],
    ],
    [
      "the same named approvers in another order: no change",
      rule("{ operations: [delete] }", "{ approvals: 2, from: [alice, bob] }"),
      rule("{ operations: [delete] }", "{ approvals: 2, from: [bob, alice] }"),
      [],
    ],
  ])("%s", (_case, before, after, lifted) => {
    expect(liftedRuleIds(policy(before), after === undefined ? undefined : policy(after))).toEqual(
      lifted,
    );
  });
});

/** Base documents: a High system owned by alice, a system without impact owned by bob, one without owners. */
function documents(...texts: [file: string, text: string][]): BaseDocument[] {
  return texts.flatMap(([file, text]) =>
    parseInventoryText(text, file).documents.map((document) => ({ file, document })),
  );
}
const HIGH: [string, string] = [
  "inventory/alpha.yaml",
  "cyber_system: Alpha\nfacility: Substation Alpha\nimpact: high\nowners: [alice]\nassets: {}\n",
];
const UNRATED: [string, string] = [
  "inventory/beta.yaml",
  "cyber_system: Beta\nfacility: Substation Beta\nowners: [bob]\nassets: {}\n",
];
const UNOWNED: [string, string] = [
  "inventory/gamma.yaml",
  "cyber_system: Gamma\nfacility: Substation Gamma\nimpact: high\nassets: {}\n",
];
const POLICY_OWNERS: GovernanceWanted = {
  approvals: 1,
  principals: [{ kind: "user", login: "owen" }],
};
const user = (login: string) => ({ kind: "user" as const, login });

describe("ruleFileRequirements of the policy file", () => {
  const governs = "the rules of cip-policy.yaml";
  const lifting = (id = "r") => ({
    id: "rule-lifted",
    governs: `the base rule "${id}", which cip-policy.yaml removes or weakens`,
  });
  it.each<
    [
      string,
      string,
      string[],
      BaseDocument[],
      GovernanceWanted | undefined,
      GovernanceRequirement[],
    ]
  >([
    [
      "a rule of the owners lifted: each covered system's owners, a system without impact included",
      rule("{ impact: [high] }", OWNERS_2),
      ["r"],
      documents(HIGH, UNRATED),
      POLICY_OWNERS,
      [
        { id: "policy-change", governs, wanted: [POLICY_OWNERS] },
        {
          ...lifting(),
          wanted: [
            {
              system: { id: "inventory/alpha.yaml", name: "Alpha" },
              approvals: 2,
              principals: [user("alice")],
            },
            {
              system: { id: "inventory/beta.yaml", name: "Beta" },
              approvals: 2,
              principals: [user("bob")],
            },
          ],
        },
      ],
    ],
    [
      "a rule of named approvers lifted: they approve once, whatever it covers",
      rule("{ impact: [high] }", "{ approvals: 2, from: [carol, dave] }"),
      ["r"],
      documents(HIGH, UNRATED),
      POLICY_OWNERS,
      [
        { id: "policy-change", governs, wanted: [POLICY_OWNERS] },
        { ...lifting(), wanted: [{ approvals: 2, principals: [user("carol"), user("dave")] }] },
      ],
    ],
    [
      "a rule covering no base system protects nobody yet: nothing asked for it",
      rule("{ impact: [medium] }", "{ approvals: 2, from: [carol, dave] }"),
      ["r"],
      documents(HIGH),
      POLICY_OWNERS,
      [{ id: "policy-change", governs, wanted: [POLICY_OWNERS] }],
    ],
    [
      "a lifted id the base does not have lifts nothing there",
      rule("{ impact: [high] }", OWNERS_2),
      ["gone"],
      documents(HIGH),
      POLICY_OWNERS,
      [{ id: "policy-change", governs, wanted: [POLICY_OWNERS] }],
    ],
    [
      "no policy owners: only what the lifted rule asks",
      rule("{ impact: [high] }", OWNERS_2),
      ["r"],
      documents(UNOWNED),
      undefined,
      [
        {
          ...lifting(),
          wanted: [
            {
              system: { id: "inventory/gamma.yaml", name: "Gamma" },
              approvals: 2,
              principals: [],
              nobody:
                'cyber system "Gamma" has no owners at the base, so nobody can approve a change of rule "r"; ask the policy owners to declare its owners on the base branch first',
            },
          ],
        },
      ],
    ],
  ])("%s", (_case, base, lifted, docs, owners, requirements) => {
    expect(
      ruleFileRequirements(
        policy(base),
        { kind: "policy", file: "cip-policy.yaml", lifted },
        governs,
        { documents: docs, codeowners: undefined },
        owners,
      ),
    ).toEqual(requirements);
  });
});

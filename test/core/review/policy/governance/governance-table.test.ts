// Changes of the rules, table by table: who the policy owners are when a change of the policy file
// asks for them (policyOwnersOf, through governanceRequirements): policy_owners as written; by
// default everyone the policy protects, each base system's owners whose impact some rule covers and
// every principal a rule or a freeze override names; nobody when the policy protects nobody; and,
// fail closed, a policy that protects someone nobody here can name asks for approvers nobody can
// give. Then what each change governs, in the plan comment's words.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../../src/core/inventory/document/parse-inventory.ts";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";
import {
  governanceChanges,
  governanceRequirements,
  governanceWords,
  type RuleSources,
} from "../../../../../src/core/review/policy/governance/governance.ts";
import {
  recordGovernance,
  type RecordedGovernance,
  withRecordedGovernance,
} from "../../../../../src/core/review/policy/governance/recorded-governance.ts";
import type { GovernanceRequirement } from "../../../../../src/core/review/policy/policy-model.ts";

const DOCUMENTS = {
  "inventory/alpha.yaml":
    "cyber_system: Alpha\nfacility: Substation Alpha\nimpact: high\nowners: [alice]\nassets: {}\n",
  "inventory/beta.yaml":
    "cyber_system: Beta\nfacility: Substation Beta\nimpact: medium\nowners: [bob]\nassets: {}\n",
  "inventory/gamma.yaml":
    "cyber_system: Gamma\nfacility: Substation Gamma\nimpact: high\nassets: {}\n",
};
type File = keyof typeof DOCUMENTS;

function base(policyText: string, files: File[]): RuleSources {
  return {
    documents: files.flatMap((file) =>
      parseInventoryText(DOCUMENTS[file], file).documents.map((document) => ({ file, document })),
    ),
    codeowners: undefined,
    policyText,
  };
}

const HIGH_RULE =
  "  - { id: high, when: { impact: [high] }, require: { approvals: 2, from: owners } }\n";
const MEDIUM_RULE =
  "  - { id: medium, when: { impact: [medium] }, require: { approvals: 1, from: owners } }\n";
const NAMED_RULE =
  "  - { id: named, when: { operations: [delete] }, require: { approvals: 1, from: [carol] } }\n";
const FREEZE = (override: string) =>
  `freezes:\n  - { id: year-end, from: 2026-12-15T00:00:00Z, to: 2027-01-05T00:00:00Z, operations: [delete]${override} }\n`;
const user = (login: string) => ({ kind: "user" as const, login });

/** What a change of the rules asks where the policy protects someone nobody here can name. */
const NOBODY_CAN_APPROVE: GovernanceRequirement = {
  id: "policy-change",
  governs: "the policy file cip-policy.yaml",
  wanted: [
    {
      approvals: 1,
      principals: [],
      nobody:
        "the base policy protects nobody that can be named here, so nobody can approve a change to the rules; set policy_owners on the base branch",
    },
  ],
};

describe("the policy owners a change of the policy file asks for", () => {
  it.each<[string, string, File[], GovernanceRequirement[]]>([
    [
      "policy_owners as written",
      `version: 1\nrules:\n${HIGH_RULE}policy_owners: { approvals: 2, from: [owen] }\n`,
      ["inventory/alpha.yaml"],
      [
        {
          id: "policy-change",
          governs: "the policy file cip-policy.yaml",
          wanted: [{ approvals: 2, principals: [user("owen")] }],
        },
      ],
    ],
    [
      "by default, the owners of every system some rule covers, and the principals rules name",
      `version: 1\nrules:\n${HIGH_RULE}${MEDIUM_RULE}${NAMED_RULE}`,
      ["inventory/alpha.yaml", "inventory/beta.yaml"],
      [
        {
          id: "policy-change",
          governs: "the policy file cip-policy.yaml",
          wanted: [{ approvals: 1, principals: [user("alice"), user("bob"), user("carol")] }],
        },
      ],
    ],
    [
      "not the owners of a system no rule covers",
      `version: 1\nrules:\n${HIGH_RULE}`,
      ["inventory/alpha.yaml", "inventory/beta.yaml"],
      [
        {
          id: "policy-change",
          governs: "the policy file cip-policy.yaml",
          wanted: [{ approvals: 1, principals: [user("alice")] }],
        },
      ],
    ],
    [
      "a freeze's override names owners too",
      `version: 1\nrules:\n${HIGH_RULE}${FREEZE(", override: { from: [frank] }")}`,
      ["inventory/alpha.yaml"],
      [
        {
          id: "policy-change",
          governs: "the policy file cip-policy.yaml",
          wanted: [{ approvals: 1, principals: [user("alice"), user("frank")] }],
        },
      ],
    ],
    [
      "a freeze alone, overridable by frank: frank",
      `version: 1\nrules: []\n${FREEZE(", override: { from: [frank] }")}`,
      [],
      [
        {
          id: "policy-change",
          governs: "the policy file cip-policy.yaml",
          wanted: [{ approvals: 1, principals: [user("frank")] }],
        },
      ],
    ],
    [
      "a freeze nobody may override protects someone nobody here can name: nobody can approve",
      `version: 1\nrules: []\n${FREEZE("")}`,
      [],
      [NOBODY_CAN_APPROVE],
    ],
    [
      "a rule over systems that name no owners: nobody can approve",
      `version: 1\nrules:\n${HIGH_RULE}`,
      ["inventory/gamma.yaml"],
      [NOBODY_CAN_APPROVE],
    ],
    [
      "no rule and no freeze: the policy protects nobody and asks nobody",
      "version: 1\nrules: []\n",
      ["inventory/alpha.yaml"],
      [],
    ],
  ])("%s", (_case, policyText, files, requirements) => {
    const parsed = parsePolicyText(policyText, "cip-policy.yaml");
    expect(parsed.diagnostics).toEqual([]);
    const change = { kind: "policy" as const, file: "cip-policy.yaml", lifted: [] };
    expect(governanceRequirements(parsed.policy!, [change], base(policyText, files))).toEqual(
      requirements,
    );
  });
});

describe("what each change of the rules governs, in the words the plan comment shows", () => {
  const was = {
    owners: [user("alice")],
    ownersFrom: "document" as const,
    file: "inventory/alpha.yaml",
  };
  it.each<[string, Parameters<typeof governanceWords>[0], string]>([
    [
      "a system's owners and impact",
      {
        kind: "system",
        name: "Alpha",
        file: "inventory/alpha.yaml",
        changes: ["owners [alice] -> [bob]", "impact high -> (none)"],
        base: was,
      },
      'owners [alice] -> [bob]; impact high -> (none) of cyber system "Alpha" (inventory/alpha.yaml)',
    ],
    [
      "a new, moved or renamed document",
      { kind: "document", name: "Alpha", file: "inventory/moved.yaml" },
      'the document of cyber system "Alpha" at inventory/moved.yaml, which the base does not have there (new, moved or renamed)',
    ],
    [
      "a removed document",
      { kind: "removed", name: "Alpha", file: "inventory/alpha.yaml", base: was },
      'the document of cyber system "Alpha" at inventory/alpha.yaml, which the head no longer has (deleted, or its system renamed)',
    ],
    [
      "the policy file",
      { kind: "policy", file: "cip-policy.yaml", lifted: [] },
      "the policy file cip-policy.yaml",
    ],
    [
      "the CIP-002 R2 review",
      { kind: "review", file: "cip-002-review.yaml" },
      "the CIP-002 R2 review of the identifications, cip-002-review.yaml",
    ],
    [
      "the CIP Senior Manager's keys",
      { kind: "senior-manager", file: "cip-policy.yaml", changes: ["a", "b"], approvalOnly: false },
      "a; b in cip-policy.yaml",
    ],
    [
      "the sources' commands",
      { kind: "source-commands", file: "cip-sources.yaml", changes: ["a", "b"] },
      "a; b in cip-sources.yaml",
    ],
    [
      "baselines",
      {
        kind: "baseline",
        name: "Alpha",
        file: "inventory/alpha.yaml",
        changes: ["rtu-1: baseline changed", "rtu-2: baseline removed"],
        base: was,
      },
      'rtu-1: baseline changed; rtu-2: baseline removed in cyber system "Alpha" (inventory/alpha.yaml)',
    ],
  ])("%s", (_case, change, words) => {
    expect(governanceWords(change)).toBe(words);
  });

  it("finds an impact dropped, a baseline removed, and no change in owners listed in another order", () => {
    /** Alpha's document with `owners`, an `impact` line or none, and rtu-1's baseline fields. */
    const alpha = (owners: string, impact: string, baseline: string) =>
      parseInventoryText(
        `cyber_system: Alpha\nfacility: Substation Alpha\n${impact}owners: [${owners}]\nassets:\n  rtu-1: { type: hardware${baseline} }\n`,
        "inventory/alpha.yaml",
      ).documents.map((document) => ({ file: "inventory/alpha.yaml", document }));
    const files = { policy: "cip-policy.yaml", review: "", sources: "", ledger: "" };
    const sources = (documents: RuleSources["documents"]): RuleSources => ({
      documents,
      codeowners: undefined,
      policyText: undefined,
    });
    const changes = governanceChanges(
      sources(alpha("alice, bob", "impact: high\n", ", baseline: { patches: [kb1] }")),
      sources(alpha("bob, alice", "", "")),
      files,
    );
    expect(changes.map((change) => governanceWords(change))).toEqual([
      'impact high -> (none) of cyber system "Alpha" (inventory/alpha.yaml)',
      'rtu-1: baseline removed in cyber system "Alpha" (inventory/alpha.yaml)',
    ]);
  });
});

describe("who approves a change of the sources' commands, a document and a baseline", () => {
  const NOBODY_RULES = "version: 1\nrules: []\n";
  const HIGH_POLICY = `version: 1\nrules:\n${HIGH_RULE}`;
  const UPDATES_RULE =
    "  - { id: updates, when: { operations: [update], impact: [high] }, require: { approvals: 1, from: owners } }\n";
  const DELETES_RULE =
    "  - { id: deletes, when: { operations: [delete], impact: [high] }, require: { approvals: 1, from: owners } }\n";
  const alphaBase = (file: File) => ({
    owners: file === "inventory/gamma.yaml" ? [] : [user("alice")],
    ownersFrom: file === "inventory/gamma.yaml" ? ("none" as const) : ("document" as const),
    file,
    impact: "high" as const,
  });
  const ALICE = { approvals: 1, principals: [user("alice")] };
  it.each<[string, string, File[], Parameters<typeof governanceWords>[0], GovernanceRequirement[]]>(
    [
      [
        "the sources' commands, by the policy owners",
        HIGH_POLICY,
        ["inventory/alpha.yaml"],
        { kind: "source-commands", file: "cip-sources.yaml", changes: ["cmdb: run changed"] },
        [
          {
            id: "source-command-change",
            governs: "cmdb: run changed in cip-sources.yaml",
            wanted: [ALICE],
          },
        ],
      ],
      [
        "the sources' commands under a policy that protects nobody: nobody asked",
        NOBODY_RULES,
        ["inventory/alpha.yaml"],
        { kind: "source-commands", file: "cip-sources.yaml", changes: ["cmdb: run changed"] },
        [],
      ],
      [
        "a new document, by the policy owners",
        HIGH_POLICY,
        ["inventory/alpha.yaml"],
        { kind: "document", name: "Delta", file: "inventory/delta.yaml" },
        [
          {
            id: "document-change",
            governs: governanceWords({
              kind: "document",
              name: "Delta",
              file: "inventory/delta.yaml",
            }),
            wanted: [ALICE],
          },
        ],
      ],
      [
        "a moved document, by the policy owners and the owners it had at its base path",
        HIGH_POLICY,
        ["inventory/alpha.yaml"],
        {
          kind: "document",
          name: "Alpha",
          file: "inventory/moved.yaml",
          base: alphaBase("inventory/alpha.yaml"),
        },
        [
          {
            id: "document-change",
            governs: governanceWords({
              kind: "document",
              name: "Alpha",
              file: "inventory/moved.yaml",
            }),
            wanted: [
              ALICE,
              {
                system: { id: "inventory/alpha.yaml", name: "Alpha" },
                approvals: 2,
                principals: [user("alice")],
              },
            ],
          },
        ],
      ],
      [
        "a new document under a policy that protects nobody: nobody asked",
        NOBODY_RULES,
        [],
        { kind: "document", name: "Delta", file: "inventory/delta.yaml" },
        [],
      ],
      [
        "a baseline, by the rules that cover an update",
        `version: 1\nrules:\n${UPDATES_RULE}${DELETES_RULE}`,
        ["inventory/gamma.yaml"],
        {
          kind: "baseline",
          name: "Gamma",
          file: "inventory/gamma.yaml",
          changes: ["rtu-1: baseline changed"],
          base: alphaBase("inventory/gamma.yaml"),
        },
        [
          {
            id: "baseline-change",
            governs: 'rtu-1: baseline changed in cyber system "Gamma" (inventory/gamma.yaml)',
            wanted: [
              {
                system: { id: "inventory/gamma.yaml", name: "Gamma" },
                approvals: 1,
                principals: [],
                nobody:
                  'cyber system "Gamma" has no owners at the base, so nobody can approve a change of its baselines; ask the policy owners to declare its owners on the base branch first',
              },
            ],
          },
        ],
      ],
      [
        "a baseline under rules of deletes only: none asks",
        `version: 1\nrules:\n${DELETES_RULE}`,
        ["inventory/alpha.yaml"],
        {
          kind: "baseline",
          name: "Alpha",
          file: "inventory/alpha.yaml",
          changes: ["rtu-1: baseline changed"],
          base: alphaBase("inventory/alpha.yaml"),
        },
        [],
      ],
    ],
  )("%s", (_case, policyText, files, change, requirements) => {
    const parsed = parsePolicyText(policyText, "cip-policy.yaml");
    expect(parsed.diagnostics).toEqual([]);
    expect(governanceRequirements(parsed.policy!, [change], base(policyText, files))).toEqual(
      requirements,
    );
  });
});

describe("changes recorded in the plan comment, judged again at the base", () => {
  const HIGH_POLICY = `version: 1\nrules:\n${HIGH_RULE}`;
  const atBase = base(HIGH_POLICY, ["inventory/alpha.yaml", "inventory/beta.yaml"]);
  const ALPHA = {
    owners: [user("alice")],
    ownersFrom: "document" as const,
    file: "inventory/alpha.yaml",
    impact: "high" as const,
  };
  const BETA = {
    owners: [user("bob")],
    ownersFrom: "document" as const,
    file: "inventory/beta.yaml",
    impact: "medium" as const,
  };
  it.each<[string, RecordedGovernance, ReturnType<typeof withRecordedGovernance>]>([
    [
      "a system's change, read again from the base",
      ["system", "Alpha", "inventory/alpha.yaml", ["impact high -> low"]],
      [
        {
          kind: "system",
          name: "Alpha",
          file: "inventory/alpha.yaml",
          changes: ["impact high -> low"],
          base: ALPHA,
        },
      ],
    ],
    [
      "a removed document the base has",
      ["removed", "Alpha", "inventory/alpha.yaml", []],
      [{ kind: "removed", name: "Alpha", file: "inventory/alpha.yaml", base: ALPHA }],
    ],
    [
      "a removed document the base does not have at that file: a document change, owned as its name was",
      ["removed", "Alpha", "inventory/elsewhere.yaml", []],
      [{ kind: "document", name: "Alpha", file: "inventory/elsewhere.yaml", base: ALPHA }],
    ],
    [
      "a document of a name the base does not know: owned as the base's document at that file",
      ["document", "Renamed", "inventory/beta.yaml", []],
      [{ kind: "document", name: "Renamed", file: "inventory/beta.yaml", base: BETA }],
    ],
    [
      "a document the base knows nothing of",
      ["document", "Delta", "inventory/delta.yaml", []],
      [{ kind: "document", name: "Delta", file: "inventory/delta.yaml" }],
    ],
    [
      "a change of the CIP Senior Manager: never narrowed to the last approval by the comment's words",
      [
        "senior-manager",
        "",
        "cip-policy.yaml",
        ["cip_002_last_approval (none) -> 2026-03-01 (memo)"],
      ],
      [
        {
          kind: "senior-manager",
          file: "cip-policy.yaml",
          changes: ["cip_002_last_approval (none) -> 2026-03-01 (memo)"],
          approvalOnly: false,
        },
      ],
    ],
  ])("%s", (_case, recorded, changes) => {
    expect(withRecordedGovernance([], [recorded], atBase)).toEqual(changes);
  });

  it("keeps a recorded change the files already show once, as the files show it", () => {
    const computed = [
      { kind: "removed" as const, name: "Alpha", file: "inventory/alpha.yaml", base: ALPHA },
    ];
    expect(withRecordedGovernance(computed, recordGovernance(computed), atBase)).toEqual(computed);
    expect(recordGovernance(computed)).toEqual([["removed", "Alpha", "inventory/alpha.yaml", []]]);
  });

  it("looks for no review or sources change where the repository keeps no such file", () => {
    const files = { policy: "cip-policy.yaml", review: "", sources: "", ledger: "" };
    const sources = (reviewText: string, command: string): RuleSources => ({
      documents: [],
      codeowners: undefined,
      policyText: undefined,
      reviewText,
      sourceCommands: { cmdb: command },
    });
    expect(governanceChanges(sources("a", "x"), sources("b", "y"), files)).toEqual([]);
    const kept = { ...files, review: "cip-002-review.yaml", sources: "cip-sources.yaml" };
    expect(
      governanceChanges(sources("a", "x"), sources("b", "y"), kept).map((change) => change.kind),
    ).toEqual(["review", "source-commands"]);
  });
});

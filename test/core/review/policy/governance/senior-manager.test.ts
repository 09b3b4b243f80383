// Who may approve what under cip_senior_manager, as a table: the CIP Senior Manager, a delegate
// with and without the action, a team (refused in the file), a former delegate after the change;
// and a change to cip_senior_manager or cip_002_last_approval, judged by the base's CIP Senior
// Manager and not by the policy owners.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../../src/core/inventory/document/parse-inventory.ts";
import { evaluatePolicy } from "../../../../../src/core/review/policy/evaluate-policy.ts";
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
import {
  parsePolicyText,
  policyCalendarOf,
} from "../../../../../src/core/review/policy/file/parse-policy.ts";
import {
  approversFor,
  policyTextChange,
  lastApprovalDateProblem,
  seniorManagerChangeWanted,
  seniorManagerSides,
} from "../../../../../src/core/review/policy/governance/senior-manager.ts";
import type { GovernanceWanted } from "../../../../../src/core/review/policy/policy-model.ts";

const RULES = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
`;
const HIGH =
  "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [alice, bob]\nassets: {}\n";
const FILES = {
  policy: "cip-policy.yaml",
  review: "cip-002-review.yaml",
  sources: "cip-sources.yaml",
  ledger: "cip-ledger.yaml",
};
const REVIEW = "version: 1\nworkspace: grid-east\n";

interface Person {
  login: string;
  actions?: string[];
}

/** A policy naming `csm` since `since`, with `delegates`, and the last approval when given. */
function policyOf(
  csm: string | undefined,
  delegates: Person[] = [],
  options: { since?: string; prior?: string; rules?: string } = {},
): string {
  const lines = [options.rules ?? RULES];
  if (csm !== undefined) {
    lines.push(
      `cip_senior_manager:\n  login: ${csm}\n  name: ${csm} name\n  title: VP\n  since: ${options.since ?? "2026-01-05"}\n`,
    );
    if (delegates.length > 0) {
      lines.push("  delegates:\n");
      for (const delegate of delegates)
        lines.push(
          `    - { login: ${delegate.login}, name: ${delegate.login} name, title: Director, actions: [${(delegate.actions ?? ["cip-002-r2.2"]).join(", ")}], delegated_on: 2026-02-01, delegation_ref: DEL-${delegate.login} }\n`,
        );
    }
  }
  if (options.prior !== undefined)
    lines.push(`cip_002_last_approval: { on: ${options.prior}, ref: memo }\n`);
  return lines.join("");
}

function sources(policyText: string, reviewText?: string): RuleSources {
  return {
    documents: parseInventoryText(HIGH, "inventory/alpha.yaml").documents.map((document) => ({
      file: "inventory/alpha.yaml",
      document,
    })),
    codeowners: undefined,
    policyText,
    reviewText,
  };
}

/** The base and head policy texts (and the review file at the head), judged with `approvers`. */
function judge(basePolicy: string, headPolicy: string, review: boolean, approvers: string[]) {
  const base = sources(basePolicy);
  const head = sources(headPolicy, review ? REVIEW : undefined);
  const parsed = parsePolicyText(basePolicy, "cip-policy.yaml");
  expect(parsed.diagnostics).toEqual([]);
  const policy = parsed.policy!;
  const changes = governanceChanges(base, head, FILES);
  return evaluatePolicy(policy, {
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
}

const WITH_DANA = policyOf("sam", [{ login: "dana" }]);
const DANA_AND_ERIN = policyOf("sam", [
  { login: "dana" },
  { login: "erin", actions: ["cip-003-r1"] },
]);

describe("who may approve a CIP-002 R2 review (action cip-002-r2.2)", () => {
  it.each<[string, string, string[], string[]]>([
    ["the CIP Senior Manager", WITH_DANA, ["sam"], []],
    ["a delegate holding cip-002-r2.2", WITH_DANA, ["dana"], []],
    [
      "a delegate holding another action only",
      DANA_AND_ERIN,
      ["erin"],
      ['rule "cip-002-review" is unmet: 1 more approval needed from sam and dana'],
    ],
    [
      "a former delegate, once the base no longer lists them",
      policyOf("sam"),
      ["dana"],
      ['rule "cip-002-review" is unmet: 1 more approval needed from sam'],
    ],
    [
      "a system owner who is no delegate",
      WITH_DANA,
      ["alice", "bob"],
      ['rule "cip-002-review" is unmet: 1 more approval needed from sam and dana'],
    ],
  ])("%s", (_name, basePolicy, approvers, reasons) => {
    const evaluation = judge(basePolicy, basePolicy, true, approvers);
    expect(evaluation.verdict).toEqual({ allowed: reasons.length === 0, reasons });
  });

  it("a delegate's approval counts only for the actions delegated", () => {
    const csm = parsePolicyText(DANA_AND_ERIN, "p").policy!.cipSeniorManager!;
    expect(approversFor(csm, "cip-002-r2.2").map((p) => p.kind === "user" && p.login)).toEqual([
      "sam",
      "dana",
    ]);
    expect(approversFor(csm, "cip-003-r1").map((p) => p.kind === "user" && p.login)).toEqual([
      "sam",
      "erin",
    ]);
  });

  it("refuses a team as the CIP Senior Manager or as a delegate, saying what to write", () => {
    for (const text of [policyOf("acme/csm"), policyOf("sam", [{ login: "acme/csm-delegates" }])]) {
      const { policy, diagnostics } = parsePolicyText(text, "cip-policy.yaml");
      expect(policy).toBeUndefined();
      expect(diagnostics.map((d) => d.message).join()).toMatch(
        /is a team, but .* is one person, named \(CIP-003 R3 and R4\): write that person's GitHub login/,
      );
    }
  });
});

describe("a change to cip_senior_manager is judged by the base's CIP Senior Manager", () => {
  const SM = 'rule "cip-senior-manager-change" is unmet';
  it.each<[string, string, string, string[], string[]]>([
    [
      "a new CIP Senior Manager, approved by the base's",
      WITH_DANA,
      policyOf("tom", [{ login: "dana" }], { since: "2026-06-01" }),
      ["sam"],
      [],
    ],
    [
      "a new CIP Senior Manager, approved by the policy owners only",
      WITH_DANA,
      policyOf("tom", [{ login: "dana" }], { since: "2026-06-01" }),
      ["alice", "bob"],
      [`${SM}: 1 more approval needed from sam`],
    ],
    [
      "a new CIP Senior Manager approving their own appointment",
      WITH_DANA,
      policyOf("tom", [{ login: "dana" }], { since: "2026-06-01" }),
      ["tom"],
      [`${SM}: 1 more approval needed from sam`],
    ],
    [
      "a delegate adding a delegate (a delegate cannot delegate)",
      WITH_DANA,
      DANA_AND_ERIN,
      ["dana"],
      [`${SM}: 1 more approval needed from sam`],
    ],
    ["a delegation removed by the CIP Senior Manager", WITH_DANA, policyOf("sam"), ["sam"], []],
    [
      "cip_002_last_approval recorded, approved by a policy owner",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }], { prior: "2025-10-14" }),
      ["alice"],
      [`${SM}: 1 more approval needed from sam and dana`],
    ],
    [
      "cip_002_last_approval recorded by the CIP Senior Manager",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }], { prior: "2025-10-14" }),
      ["sam"],
      [],
    ],
    // CIP-002-5.1a R2.2: "Have its CIP Senior Manager or delegate approve the identifications".
    [
      "cip_002_last_approval recorded by a delegate holding cip-002-r2.2",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }], { prior: "2025-10-14" }),
      ["dana"],
      [],
    ],
    [
      "cip_002_last_approval recorded by a delegate holding another action only",
      DANA_AND_ERIN,
      policyOf("sam", [{ login: "dana" }, { login: "erin", actions: ["cip-003-r1"] }], {
        prior: "2025-10-14",
      }),
      ["erin"],
      [`${SM}: 1 more approval needed from sam and dana`],
    ],
    [
      "cip_002_last_approval and a delegation together, by a delegate: the delegation is the CSM's",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }, { login: "erin" }], { prior: "2025-10-14" }),
      ["dana"],
      [`${SM}: 1 more approval needed from sam`],
    ],
    [
      "the first CIP Senior Manager, named with the policy owners' approval",
      policyOf(undefined),
      policyOf("sam"),
      ["alice"],
      [],
    ],
    [
      "the CIP Senior Manager and a rule change together: both are asked",
      WITH_DANA,
      policyOf("tom", [], { rules: RULES.replace("approvals: 2", "approvals: 1") }),
      ["sam"],
      [
        'rule "policy-change" is unmet: 1 more approval needed from alice and bob',
        'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"',
      ],
    ],
  ])("%s", (_name, basePolicy, headPolicy, approvers, reasons) => {
    const evaluation = judge(basePolicy, headPolicy, false, approvers);
    expect(evaluation.verdict).toEqual({ allowed: reasons.length === 0, reasons });
    // Its own kind of change, never the policy owners' policy-change alone.
    expect(evaluation.rules.map((rule) => rule.id)).toContain("cip-senior-manager-change");
  });

  it("words each change, and a comment-only edit stays a policy change", () => {
    expect(policyTextChange(WITH_DANA, policyOf("tom", [], { since: "2026-06-01" }), "p")).toEqual({
      rest: false,
      seniorManager: [
        'CIP Senior Manager sam ("sam name", "VP") since 2026-01-05 -> tom ("tom name", "VP") since 2026-06-01',
        'delegate removed: dana ("dana name", "Director") for cip-002-r2.2 delegated on 2026-02-01 (DEL-dana)',
      ],
      approvalOnly: false,
      lifted: [],
    });
    expect(policyTextChange(WITH_DANA, `# reviewed\n${WITH_DANA}`, "p")).toEqual({
      rest: true,
      seniorManager: [],
      approvalOnly: false,
      lifted: [],
    });
  });
});

describe("what a change of the policy file's text does to the CIP Senior Manager's keys", () => {
  const NO_CHANGE = { rest: false, seniorManager: [], approvalOnly: false, lifted: [] };
  const SAM = 'sam ("sam name", "VP") since 2026-01-05';
  const DANA = 'dana ("dana name", "Director") for cip-002-r2.2 delegated on 2026-02-01 (DEL-dana)';
  it.each<[string, string | undefined, string | undefined, ReturnType<typeof policyTextChange>]>([
    ["the same text", WITH_DANA, WITH_DANA, NO_CHANGE],
    [
      "a file added where the base had none: the rules, judged whole",
      undefined,
      WITH_DANA,
      { rest: true, seniorManager: [], approvalOnly: false, lifted: [] },
    ],
    [
      "the file deleted: every rule lifted and the CIP Senior Manager removed with it",
      WITH_DANA,
      undefined,
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> (none)`, `delegate removed: ${DANA}`],
        approvalOnly: false,
        lifted: ["high-impact-deletes"],
      },
    ],
    [
      "the file broken: as deleted",
      WITH_DANA,
      "version: [",
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> (none)`, `delegate removed: ${DANA}`],
        approvalOnly: false,
        lifted: ["high-impact-deletes"],
      },
    ],
    [
      "the first CIP Senior Manager named",
      policyOf(undefined),
      policyOf("sam"),
      {
        rest: false,
        seniorManager: [`CIP Senior Manager (none) -> ${SAM}`],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "a delegate added, holding two actions",
      policyOf("sam"),
      policyOf("sam", [{ login: "dana", actions: ["cip-002-r2.2", "cip-003-r1"] }]),
      {
        rest: false,
        seniorManager: [
          'delegate added: dana ("dana name", "Director") for cip-002-r2.2, cip-003-r1 delegated on 2026-02-01 (DEL-dana)',
        ],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "a delegate's actions changed",
      WITH_DANA,
      policyOf("sam", [{ login: "dana", actions: ["cip-003-r1"] }]),
      {
        rest: false,
        seniorManager: [
          `delegate changed: ${DANA} -> dana ("dana name", "Director") for cip-003-r1 delegated on 2026-02-01 (DEL-dana)`,
        ],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "the last approval recorded, nothing else: an approval of the identifications alone",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }], { prior: "2026-03-01" }),
      {
        rest: false,
        seniorManager: ["cip_002_last_approval (none) -> 2026-03-01 (memo)"],
        approvalOnly: true,
        lifted: [],
      },
    ],
    [
      "the last approval and the policy owners changed together: the rest changed too",
      WITH_DANA,
      `${policyOf("sam", [{ login: "dana" }], { prior: "2026-03-01" })}policy_owners: { approvals: 1, from: [sam] }\n`,
      {
        rest: true,
        seniorManager: ["cip_002_last_approval (none) -> 2026-03-01 (memo)"],
        approvalOnly: true,
        lifted: [],
      },
    ],
    [
      "the CIP Senior Manager and the calendar changed together",
      WITH_DANA,
      `${policyOf("tom", [{ login: "dana" }])}calendar: { time_zone: America/Chicago }\n`,
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> tom ("tom name", "VP") since 2026-01-05`],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "the CIP Senior Manager and where baselines may be kept changed together",
      WITH_DANA,
      `${policyOf("tom", [{ login: "dana" }])}baselines: ref-only\n`,
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> tom ("tom name", "VP") since 2026-01-05`],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "the CIP Senior Manager and what the plan does at commissioning (CIP-010 R3.3) changed together",
      WITH_DANA,
      `${policyOf("tom", [{ login: "dana" }])}vulnerability_assessments: require\n`,
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> tom ("tom name", "VP") since 2026-01-05`],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "the CIP Senior Manager and who approves a moved planned date (CIP-010 R3.4) changed together",
      WITH_DANA,
      `${policyOf("tom", [{ login: "dana" }])}assessment_date_approvers: { from: [tom] }\n`,
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> tom ("tom name", "VP") since 2026-01-05`],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "the CIP Senior Manager and what the plan does with patch sources changed together",
      WITH_DANA,
      `${policyOf("tom", [{ login: "dana" }])}patch_sources: require\n`,
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> tom ("tom name", "VP") since 2026-01-05`],
        approvalOnly: false,
        lifted: [],
      },
    ],
    [
      "the CIP Senior Manager and the day a later version of a standard judges from changed together",
      WITH_DANA,
      `${policyOf("tom", [{ login: "dana" }])}standards: { CIP-007: { CIP-007-7.1: 2028-07-01 } }\n`,
      {
        rest: true,
        seniorManager: [`CIP Senior Manager ${SAM} -> tom ("tom name", "VP") since 2026-01-05`],
        approvalOnly: false,
        lifted: [],
      },
    ],
  ])("%s", (_case, base, head, change) => {
    expect(policyTextChange(base, head, "cip-policy.yaml")).toEqual(change);
  });

  const OWNERS: GovernanceWanted = { approvals: 1, principals: [{ kind: "user", login: "owen" }] };
  it.each<[string, string, GovernanceWanted | undefined, boolean, GovernanceWanted[]]>([
    [
      "the last approval alone: the CIP Senior Manager or a delegate holding the review",
      DANA_AND_ERIN,
      OWNERS,
      true,
      [
        {
          approvals: 1,
          principals: [
            { kind: "user", login: "sam" },
            { kind: "user", login: "dana" },
          ],
        },
      ],
    ],
    [
      "anything else: the CIP Senior Manager alone, whatever the owners",
      DANA_AND_ERIN,
      OWNERS,
      false,
      [{ approvals: 1, principals: [{ kind: "user", login: "sam" }] }],
    ],
    [
      "none at the base: the policy owners name the first",
      policyOf(undefined),
      OWNERS,
      false,
      [OWNERS],
    ],
    [
      "none at the base, and the last approval alone: still the policy owners, not the review's approvers",
      policyOf(undefined),
      OWNERS,
      true,
      [OWNERS],
    ],
    [
      "none at the base and no policy owners: nobody can",
      policyOf(undefined),
      undefined,
      false,
      [
        {
          approvals: 1,
          principals: [],
          nobody:
            "the base policy names no cip_senior_manager and protects nobody who could name one; set policy_owners on the base branch first",
        },
      ],
    ],
  ])("%s", (_case, base, owners, approvalOnly, wanted) => {
    const policy = parsePolicyText(base, "cip-policy.yaml").policy!;
    expect(seniorManagerChangeWanted(policy, owners, approvalOnly)).toEqual(wanted);
  });

  it("keeps no head side when the file is gone, and no date problem either", () => {
    const base = parsePolicyText(WITH_DANA, "cip-policy.yaml").policy!;
    expect(seniorManagerSides(base, undefined, "cip-policy.yaml").head).toBeNull();
    expect(
      lastApprovalDateProblem(base, { text: undefined, file: "cip-policy.yaml" }, Date.now()),
    ).toBeUndefined();
  });
});

describe("cip_002_last_approval is never dated after the merge that carries it", () => {
  // The merge at 2026-11-25T23:00Z: some time zone already has 2026-11-26, none 2026-11-27.
  const MERGE = Date.parse("2026-11-25T23:00:00Z");
  const LATE =
    "cip-policy.yaml:13:24: cip_002_last_approval: it is dated 2026-11-27, after the record that carries it (2026-11-25T23:00:00.000Z); write the day the CIP-002 R2 approval it records was given, which cannot be after this merge";
  it.each<[string, string, string, string | undefined]>([
    [
      "recorded on the day of the merge",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }], { prior: "2026-11-25" }),
      undefined,
    ],
    [
      "dated the day a time zone ahead already has",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }], { prior: "2026-11-26" }),
      undefined,
    ],
    [
      "dated the day after any time zone has",
      WITH_DANA,
      policyOf("sam", [{ login: "dana" }], { prior: "2026-11-27" }),
      LATE,
    ],
    [
      "moved to a later date",
      policyOf("sam", [{ login: "dana" }], { prior: "2025-10-14" }),
      policyOf("sam", [{ login: "dana" }], { prior: "2026-11-27" }),
      LATE,
    ],
    [
      "a future date the base already has: not this merge's",
      policyOf("sam", [{ login: "dana" }], { prior: "2026-11-27" }),
      policyOf("tom", [{ login: "dana" }], { prior: "2026-11-27" }),
      undefined,
    ],
    [
      "removed with the file",
      policyOf("sam", [{ login: "dana" }], { prior: "2026-11-27" }),
      "",
      undefined,
    ],
  ])("%s", (_case, basePolicy, headPolicy, problem) => {
    const base = parsePolicyText(basePolicy, "cip-policy.yaml").policy!;
    const head = { text: headPolicy === "" ? undefined : headPolicy, file: "cip-policy.yaml" };
    expect(lastApprovalDateProblem(base, head, MERGE)).toBe(problem);
  });
});

describe("settings of the policy owners, not of the CIP Senior Manager", () => {
  it.each([
    ["calendar.completion_grace_days", "calendar: { completion_grace_days: 14 }\n"],
    ["baselines", "baselines: ref-only\n"],
    ["patch_sources", "patch_sources: require\n"],
  ])("a change to %s is a change to the rules", (_key, added) => {
    expect(policyTextChange(WITH_DANA, `${WITH_DANA}${added}`, "p")).toEqual({
      rest: true,
      seniorManager: [],
      approvalOnly: false,
      lifted: [],
    });
  });
});

describe("examples/cip-policy.yaml", () => {
  it("reads with no problem, naming the CIP Senior Manager and one delegate for reviews", async () => {
    const text = await readFile(
      new URL("../../../../../examples/cip-policy.yaml", import.meta.url),
      "utf8",
    );
    const { policy, diagnostics } = parsePolicyText(text, "examples/cip-policy.yaml");
    expect(diagnostics).toEqual([]);
    expect(approversFor(policy!.cipSeniorManager!, "cip-002-r2.2")).toEqual([
      { kind: "user", login: "jdoe" },
      { kind: "user", login: "rsmith" },
    ]);
    expect(policy!.cip002LastApproval).toMatchObject({
      on: "2025-10-14",
      ref: "CIP-002 R2 approval memo, 2025-10",
    });
    expect(policy!.calendar?.monthEnd).toBe("whole-month");
  });
});

describe("the change record keeps both sides of a change to the CIP Senior Manager's keys", () => {
  it("as the ledger holds them, null where the head does not parse", () => {
    const base = parsePolicyText(WITH_DANA, "p").policy!;
    const head = policyOf("tom", [], { since: "2026-06-01", prior: "2025-10-14" });
    expect(seniorManagerSides(base, head, "p")).toEqual({
      base: {
        csm: {
          login: "sam",
          name: "sam name",
          title: "VP",
          since: "2026-01-05",
          delegates: [
            {
              login: "dana",
              name: "dana name",
              title: "Director",
              actions: ["cip-002-r2.2"],
              delegated_on: "2026-02-01",
              delegation_ref: "DEL-dana",
            },
          ],
        },
        last_approval: null,
      },
      head: {
        csm: { login: "tom", name: "tom name", title: "VP", since: "2026-06-01", delegates: [] },
        last_approval: { on: "2025-10-14", ref: "memo" },
      },
    });
    expect(seniorManagerSides(base, "version: 2\n", "p").head).toBeNull();
  });
});

describe("a change to the CIP Senior Manager's keys, as the plan comment records it", () => {
  it("reads back and is judged again at the base, though the checkout does not show it", () => {
    const base = sources(WITH_DANA);
    const head = sources(policyOf("tom", [{ login: "dana" }], { since: "2026-06-01" }));
    const computed = governanceChanges(base, head, FILES);
    expect(computed.map((change) => change.kind)).toEqual(["senior-manager"]);
    const recorded = recordedGovernanceOf(
      JSON.parse(JSON.stringify({ governance: recordGovernance(computed) })),
    );
    expect(withRecordedGovernance(governanceChanges(base, base, FILES), recorded!, base)).toEqual(
      computed,
    );
  });
});

describe("policyCalendarOf", () => {
  it("gives no last CIP-002 R2 approval: the obligations take it from accepted records", () => {
    expect(policyCalendarOf(policyOf("sam", [], { prior: "2025-10-14" }), "p")).toStrictEqual({
      kind: "calendar",
      calendar: undefined,
    });
    expect(policyCalendarOf(policyOf("sam"), "p")).toStrictEqual({
      kind: "calendar",
      calendar: undefined,
    });
  });

  it("gives calendar.completion_grace_days, for CIP-010 R1.3's unrecorded completion", () => {
    const text = `${policyOf("sam")}calendar: { completion_grace_days: 14 }\n`;
    expect(policyCalendarOf(text, "p")).toStrictEqual({
      kind: "calendar",
      calendar: { completionGraceDays: 14 },
      completionGraceDays: 14,
    });
  });
});

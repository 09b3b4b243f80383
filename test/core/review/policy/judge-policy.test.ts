// The owner policy's one judgement, from the files read to the verdict, as tables: what is asked
// of GitHub (the teams whose memberships decide a rule, the rules' own changes included) and what
// is decided, for each way the facts can fail (fail closed, with the reason).
import { describe, expect, it } from "vitest";
import {
  judgePolicy,
  type PolicySubjects,
  prepareJudgement,
} from "../../../../src/core/review/policy/judge-policy.ts";
import type { PolicyFilesRead } from "../../../../src/core/review/policy/base-policy.ts";
import type { MembershipFact } from "../../../../src/core/review/policy/policy-model.ts";
import { ALPHA, deleteOf } from "../../../support/sample-plans.ts";
import { approval, member, notMember } from "./policy-fixtures.ts";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";

const BASE_SHA = "b".repeat(40);
const NOW = Date.parse("2026-11-25T12:00:00Z");

const LEADS_RULE = `  - id: leads-see-deletes
    when: { operations: [delete] }
    require: { approvals: 1, from: ["acme/cip-leads"] }
`;
const OWNERS_RULE = `  - id: high-impact-owners
    when: { operations: [delete, move], impact: [high] }
    require: { approvals: 1, from: owners }
`;
const policyWith = (rules: string) =>
  `version: 1\npolicy_owners: { approvals: 1, from: [carol] }\nrules:\n${rules}`;
const POLICY = policyWith(LEADS_RULE + OWNERS_RULE);
const LIFTED = policyWith(OWNERS_RULE);
const alphaDocument = (owners: string) =>
  `cyber_system: Alpha Protection\nfacility: Substation Alpha\nimpact: high\nowners: [${owners}]\nassets:\n  rtu-1: hardware\n`;
const ALPHA_DOCUMENT = alphaDocument("acme/alpha-protection");

/** The checkout's documents, parsed as the Action's checkout reads them. */
function checkoutDocuments(text: string) {
  const { documents } = parseInventoryText(text, "inventory/alpha.yaml");
  return documents.map((document) => ({ file: "inventory/alpha.yaml", document }));
}

/** Memberships as GitHub would answer them: each login asked about, in each team, member or not. */
function teamsOf(members: Record<string, string[]>) {
  return (teams: string[], logins: string[]): MembershipFact[] =>
    teams.flatMap((team) =>
      logins.map((login) =>
        members[team]?.includes(login) ? member(team, login) : notMember(team, login),
      ),
    );
}

function filesRead(
  change: { head?: string; headDocument?: string; unlisted?: string; unreadable?: string } = {},
): PolicyFilesRead {
  const documents = [{ path: "inventory/alpha.yaml", text: ALPHA_DOCUMENT }];
  return {
    baseSha: BASE_SHA,
    policyFile: "cip-policy.yaml",
    reviewFile: "",
    sources: { file: "", atBase: undefined, checkout: undefined },
    ledger: { file: "", atBase: undefined, checkout: undefined },
    atBase: {
      policy: { path: "cip-policy.yaml", text: POLICY, sha: "1".repeat(40) },
      documents,
      ...(change.unlisted === undefined ? {} : { unlisted: change.unlisted }),
    },
    checkout: {
      documents: checkoutDocuments(change.headDocument ?? ALPHA_DOCUMENT),
      codeowners: undefined,
      policyText: change.head ?? POLICY,
      reviewText: undefined,
      ...(change.unreadable === undefined ? {} : { unreadable: change.unreadable }),
    },
  };
}

const DELETE = deleteOf("rtu-1", "ca_1", ALPHA);

function judged(
  files: PolicyFilesRead,
  subjects: PolicySubjects,
  memberships: (teams: string[], logins: string[]) => MembershipFact[] = () => [],
) {
  const prepared = prepareJudgement(files, subjects);
  const teams = prepared.questions?.teams ?? [];
  const logins = prepared.questions?.logins ?? [];
  return {
    prepared,
    judgement: judgePolicy({ ...prepared, memberships: memberships(teams, logins), now: NOW }),
  };
}

describe("what the judgement asks GitHub", () => {
  it.each<[string, PolicyFilesRead, PolicySubjects, string[], string[]]>([
    [
      "a delete: the team a rule names and the system's owners, for the counted approvers",
      filesRead(),
      { operations: [DELETE], approvals: [approval("dana"), approval("erin", { bot: true })] },
      ["acme/alpha-protection", "acme/cip-leads"],
      ["dana"],
    ],
    [
      "nothing the rule covers: the teams the policy names are still asked about",
      filesRead(),
      { operations: [], approvals: [approval("dana")] },
      ["acme/cip-leads"],
      ["dana"],
    ],
    [
      "a hand-over of a system, nothing planned: its owners at the base, a team no rule names",
      filesRead({ headDocument: alphaDocument("mallory") }),
      { operations: [], approvals: [approval("dana")] },
      ["acme/cip-leads", "acme/alpha-protection"],
      ["dana"],
    ],
    [
      "a change that lifts every rule: the teams they name, the owners of the systems they cover",
      filesRead({
        head: "version: 1\npolicy_owners: { approvals: 1, from: [carol] }\nrules: []\n",
      }),
      { operations: [], approvals: [approval("dana"), approval("carol")] },
      ["acme/cip-leads", "acme/alpha-protection"],
      ["dana", "carol"],
    ],
  ])("%s", (_, files, subjects, teams, logins) => {
    const { prepared } = judged(files, subjects);
    expect(prepared.questions?.teams).toEqual(teams);
    expect(prepared.questions?.logins).toEqual(logins);
  });
});

describe("the verdict", () => {
  // Lifts the leads' rule, keeps the owners' one.
  const lifted = filesRead({ head: LIFTED });
  const byCarolAndDana = { operations: [], approvals: [approval("dana"), approval("carol")] };

  it.each<
    [
      string,
      PolicyFilesRead,
      PolicySubjects,
      (teams: string[], logins: string[]) => MembershipFact[],
      boolean,
      RegExp | undefined,
    ]
  >([
    [
      "a delete approved by a member of the team and of the system's owners",
      filesRead(),
      { operations: [DELETE], approvals: [approval("dana")] },
      teamsOf({ "acme/cip-leads": ["dana"], "acme/alpha-protection": ["dana"] }),
      true,
      undefined,
    ],
    [
      "a delete approved by the system's owners, outside the team",
      filesRead(),
      { operations: [DELETE], approvals: [approval("dana")] },
      teamsOf({ "acme/alpha-protection": ["dana"] }),
      false,
      /leads-see-deletes/,
    ],
    [
      "the rule lifted with the policy owner and a member of the team it names",
      lifted,
      byCarolAndDana,
      teamsOf({ "acme/cip-leads": ["dana"] }),
      true,
      undefined,
    ],
    [
      "the rule lifted by the policy owner alone: the rule's own team is still needed",
      lifted,
      byCarolAndDana,
      teamsOf({}),
      false,
      /rule "rule-lifted" is unmet: 1 more approval needed from acme\/cip-leads/,
    ],
    [
      "a hand-over approved by a member of the base owners' team and of the rule's",
      filesRead({ headDocument: alphaDocument("mallory") }),
      { operations: [], approvals: [approval("dana")] },
      teamsOf({ "acme/cip-leads": ["dana"], "acme/alpha-protection": ["dana"] }),
      true,
      undefined,
    ],
    [
      "a hand-over approved only by the new owner's side",
      filesRead({ headDocument: alphaDocument("mallory") }),
      { operations: [], approvals: [approval("dana")] },
      teamsOf({ "acme/cip-leads": ["dana"] }),
      false,
      /"owners-or-impact-change" is unmet: 1 more approval needed from the owners of "Alpha Protection"/,
    ],
    [
      "nothing to judge",
      filesRead(),
      { unjudgeable: "the inventory files are invalid, so there is no plan to judge" },
      () => [],
      false,
      /^the inventory files are invalid/,
    ],
    [
      "base documents that could not all be listed",
      filesRead({ unlisted: "a link at cip/" }),
      { operations: [DELETE], approvals: [approval("dana")] },
      teamsOf({ "acme/cip-leads": ["dana"] }),
      false,
      /could not all be read: a link at cip\//,
    ],
    [
      "a checkout whose paths differ only in case",
      filesRead({ unreadable: "inventory/a.yaml and inventory/A.yaml are one file here" }),
      { operations: [DELETE], approvals: [approval("dana")] },
      teamsOf({ "acme/cip-leads": ["dana"] }),
      false,
      /are one file here/,
    ],
  ])("%s", (_, files, subjects, memberships, allowed, reason) => {
    const { judgement } = judged(files, subjects, memberships);
    expect(judgement.verdict.allowed).toBe(allowed);
    if (reason === undefined) expect(judgement.verdict.reasons).toEqual([]);
    else
      expect(
        judgement.verdict.reasons.some((text) => reason.test(text)),
        judgement.verdict.reasons.join("\n"),
      ).toBe(true);
  });
});

describe("a change of the CIP Senior Manager's keys", () => {
  const CSM = `cip_senior_manager:\n  login: jdoe\n  name: Jane Doe\n  title: VP\n  since: 2026-01-05\n`;
  const withCsm = (extra: string) => `${POLICY}${CSM}${extra}`;
  const csmFiles = (head: string): PolicyFilesRead => {
    const files = filesRead({ head });
    return {
      ...files,
      atBase: { ...files.atBase, policy: { ...files.atBase.policy, text: withCsm("") } },
    };
  };
  const byJdoe = { operations: [], approvals: [approval("jdoe")] };

  it("keeps both sides of the change for the record, to date CIP-003 R3 and R4", () => {
    const head = withCsm("").replace("name: Jane Doe", "name: Jane Q. Doe");
    const { judgement } = judged(csmFiles(head), byJdoe, teamsOf({}));
    expect(judgement.governance.map((change) => change.kind)).toEqual(["senior-manager"]);
    expect(judgement.evidence.senior_manager).toBeDefined();
  });

  it("refuses a last approval dated after the merge, at its line, whoever approved", () => {
    const head = withCsm(`cip_002_last_approval: { on: 2099-01-01, ref: memo }\n`);
    const { judgement } = judged(csmFiles(head), byJdoe, teamsOf({}));
    expect(judgement.verdict.allowed).toBe(false);
    expect(judgement.verdict.reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cip-policy\.yaml:\d+:\d+: cip_002_last_approval: /),
      ]),
    );
  });

  it("takes a last approval dated before the merge, approved by the CIP Senior Manager", () => {
    const head = withCsm(`cip_002_last_approval: { on: 2026-11-01, ref: memo }\n`);
    const { judgement } = judged(csmFiles(head), byJdoe, teamsOf({}));
    expect(judgement.verdict).toEqual({ allowed: true, reasons: [] });
    expect(judgement.governance.map((change) => change.kind)).toEqual(["senior-manager"]);
  });
});

describe("a change of the rules that leaves the CIP Senior Manager's keys alone", () => {
  it("keeps no sides of the CIP Senior Manager, and judges no last approval's date", () => {
    const { judgement } = judged(
      filesRead({ head: LIFTED }),
      { operations: [], approvals: [approval("carol"), approval("dana")] },
      teamsOf({ "acme/cip-leads": ["dana"] }),
    );
    expect(judgement.governance.map((change) => change.kind)).toEqual(["policy"]);
    expect(judgement.evidence.senior_manager).toBeUndefined();
    expect(judgement.verdict).toEqual({ allowed: true, reasons: [] });
  });
});

describe("a merge that changes no rule", () => {
  it("keeps no sides of the CIP Senior Manager", () => {
    const { judgement } = judged(
      filesRead(),
      { operations: [DELETE], approvals: [approval("dana")] },
      teamsOf({ "acme/cip-leads": ["dana"], "acme/alpha-protection": ["dana"] }),
    );
    expect(judgement.governance).toEqual([]);
    expect(judgement.evidence.senior_manager).toBeUndefined();
  });
});

describe("nothing to judge is judged as nothing", () => {
  it("keeps no operation, approval, system or change of the rules", () => {
    const reason = "the plan comment records no plan of the head commit";
    const { prepared, judgement } = judged(filesRead(), { unjudgeable: reason });
    expect(prepared).toMatchObject({ operations: [], approvals: [], questions: undefined });
    expect(judgement).toMatchObject({
      evaluation: undefined,
      verdict: { allowed: false, reasons: [reason] },
      operations: [],
      governance: [],
    });
    expect(judgement.baseSystems.size).toBe(0);
  });

  it("names the policy file in the change of the rules it judges", () => {
    const { prepared } = judged(filesRead({ head: LIFTED }), { operations: [], approvals: [] });
    expect(prepared.questions?.governance).toEqual([
      { kind: "policy", file: "cip-policy.yaml", lifted: ["leads-see-deletes"] },
    ]);
  });
});

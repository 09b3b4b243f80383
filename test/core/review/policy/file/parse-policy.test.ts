// cip-policy.yaml: the issue's example reads as written; each mistake is refused at its place.
import { describe, expect, it } from "vitest";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";
import { issuePolicy } from "../policy-fixtures.ts";

function problems(text: string): string[] {
  const { policy, diagnostics } = parsePolicyText(text, "cip-policy.yaml");
  expect(policy).toBeUndefined();
  return diagnostics.map(
    (d) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`,
  );
}

describe("parsePolicyText", () => {
  it("reads who approves a CIP-002 R2 review, and the obligations' calendar", () => {
    const text = `version: 1
cip_senior_manager:
  login: sam
  name: Sam Jones
  title: VP Transmission Operations
  since: 2026-01-05
  delegates:
    - login: dana
      name: Dana Park
      title: "Director, Substation Engineering"
      actions: [cip-002-r2.2]
      delegated_on: 2026-02-01
      delegation_ref: DEL-7
cip_002_last_approval: { on: 2025-10-14, ref: "CIP-002 memo 2025-10" }
calendar: { time_zone: America/Chicago, month_end: roll-over, due_soon_days: 14, completion_grace_days: 45 }
baselines: ref-only
`;
    const { policy, diagnostics } = parsePolicyText(text, "cip-policy.yaml");
    expect(diagnostics).toEqual([]);
    expect(policy?.cipSeniorManager).toEqual({
      login: "sam",
      name: "Sam Jones",
      title: "VP Transmission Operations",
      since: "2026-01-05",
      delegates: [
        {
          login: "dana",
          name: "Dana Park",
          title: "Director, Substation Engineering",
          actions: ["cip-002-r2.2"],
          delegatedOn: "2026-02-01",
          delegationRef: "DEL-7",
        },
      ],
    });
    expect(policy?.cip002LastApproval).toEqual({
      on: "2025-10-14",
      ref: "CIP-002 memo 2025-10",
      location: expect.objectContaining({ file: "cip-policy.yaml" }),
    });
    expect(policy?.calendar).toEqual({
      timeZone: "America/Chicago",
      monthEnd: "roll-over",
      dueSoonDays: 14,
      completionGraceDays: 45,
    });
    expect(policy?.baselines).toBe("ref-only");
  });

  it("reads the issue's example", () => {
    const policy = issuePolicy();
    expect(
      policy.rules.map((rule) => [
        rule.id,
        rule.operations,
        rule.impact,
        rule.approvals,
        rule.from,
      ]),
    ).toEqual([
      ["high-impact-deletes", ["delete", "move"], ["high"], 2, { kind: "owners" }],
      [
        "compliance-sees-deletes",
        ["delete"],
        undefined,
        1,
        { kind: "principals", principals: [{ kind: "team", org: "acme", slug: "cip-compliance" }] },
      ],
    ]);
    expect(policy.freezes[0]).toMatchObject({
      id: "year-end",
      from: Date.parse("2026-12-15T00:00:00Z"),
      to: Date.parse("2027-01-05T00:00:00Z"),
      overrideFrom: [{ kind: "team", org: "acme", slug: "cip-senior-manager-delegates" }],
    });
  });

  it("reads a policy with no rules and no freezes", () => {
    expect(parsePolicyText("version: 1\n", "p.yaml").policy).toEqual({
      version: 1,
      rules: [],
      freezes: [],
    });
  });

  const RULE = "version: 1\nrules:\n  - id: r\n";
  it.each([
    [
      "",
      [
        "cip-policy.yaml:1:1 the policy file is empty; write `version: 1` and rules, or remove the file",
      ],
    ],
    [
      "version: 2\n",
      ['cip-policy.yaml:1:10 version "2" is not supported; this cip-sync reads version 1'],
    ],
    ["rules: []\n", ['cip-policy.yaml:1:1 missing key "version": write `version: 1` at the top']],
    ["version: 1\nrulez: []\n", ['cip-policy.yaml:2:1 unknown key "rulez"; did you mean "rules"?']],
    [
      "- version: 1\n",
      [
        "cip-policy.yaml:1:1 the policy must be a map with the keys version, rules, freezes, policy_owners, cip_senior_manager, cip_002_last_approval, calendar and baselines, not a list",
      ],
    ],
    [
      "version: 1\n---\nversion: 1\n",
      ['cip-policy.yaml:2:1 a policy file holds one YAML document; remove the extra "---"'],
    ],
    [
      "version: &v 1\n",
      ["cip-policy.yaml:1:10 anchors and aliases are not supported; write the value out"],
    ],
    [
      `${RULE}    when: { operations: [delet] }\n    require: { approvals: 1, from: owners }\n`,
      ['cip-policy.yaml:4:26 unknown operations entry "delet"; did you mean "delete"?'],
    ],
    [
      `${RULE}    when: { impact: [severe] }\n    require: { approvals: 1, from: owners }\n`,
      ['cip-policy.yaml:4:22 unknown impact entry "severe"; write high, medium or low'],
    ],
    [
      `${RULE}    when: {}\n    require: { approvals: 0, from: owners }\n`,
      ['cip-policy.yaml:5:27 approvals must be a whole number from 1 to 20, not "0"'],
    ],
    [
      `${RULE}    when: {}\n    require: { approvals: 1, from: everyone }\n`,
      [
        'cip-policy.yaml:5:36 from must be owners or a list of logins and org/team slugs (e.g. ["acme/cip-compliance"]), not "everyone"',
      ],
    ],
    [
      `${RULE}    when: {}\n    require: { approvals: 1, from: ["acme/"] }\n`,
      [
        'cip-policy.yaml:5:37 "acme/" in from is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug',
      ],
    ],
    [
      `${RULE}    require: { approvals: 1, from: owners }\n`,
      ['cip-policy.yaml:3:5 this rule has no "when"; add it'],
    ],
    [
      `${RULE}    when: {}\n    require: { from: owners }\n`,
      ['cip-policy.yaml:5:14 require has no "approvals"; add it'],
    ],
    [
      "version: 1\nfreezes: yes\n",
      [
        'cip-policy.yaml:2:10 freezes must be a list of freezes (maps) (e.g. [a, b]), not the text "yes"',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - 3\n",
      ['cip-policy.yaml:3:5 each entry of freezes must be a map, not the text "3"'],
    ],
    [
      "version: 1\nrules:\n  - id: Big Rule\n    when: {}\n    require: { approvals: 1, from: owners }\n",
      [
        'cip-policy.yaml:3:9 rule id "Big Rule" must be lower-case letters, digits and hyphens (e.g. high-impact-deletes)',
      ],
    ],
    [
      "version: 1\nrules:\n  - id: a\n    when: {}\n    require: { approvals: 1, from: owners }\nfreezes:\n  - id: a\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n",
      [
        'cip-policy.yaml:7:9 id "a" is used twice (first at line 3); give each rule and freeze its own id',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n",
      [
        'cip-policy.yaml:4:11 from must be an instant in UTC such as 2026-12-15T00:00:00Z (with the Z), not "2026-12-15"',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-02-30T00:00:00Z\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n",
      [
        'cip-policy.yaml:4:11 from "2026-02-30T00:00:00Z" is not a date and time that exists (it would be read as 2026-03-02T00:00:00Z); write a real one, such as 2026-12-15T00:00:00Z',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-15T24:00:00Z\n    operations: [delete]\n",
      [
        'cip-policy.yaml:5:9 to "2026-12-15T24:00:00Z" is not a date and time that exists (it would be read as 2026-12-16T00:00:00Z); write a real one, such as 2026-12-15T00:00:00Z',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-16T00:00:00Z\n    to: 2026-12-15T00:00:00Z\n    operations: [delete]\n",
      ['cip-policy.yaml:3:5 freeze "f" ends before it starts; "to" must be after "from"'],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n    override: { by: [alice] }\n",
      ['cip-policy.yaml:7:15 override has no "from"; add it'],
    ],
    [
      "version: 1\ncip_senior_manager: { approvals: 1, from: [sam, acme/csm-delegates] }\n",
      [
        'cip-policy.yaml:2:23 cip_senior_manager names one CIP Senior Manager by name (CIP-003 R3), not approvals from a list of logins and teams: write { login: jdoe, name: "Jane Doe", title: "VP Operations", since: 2026-01-05, delegates: [...] }, each delegate a person with the actions delegated',
      ],
    ],
    [
      "version: 1\ncip_senior_manager: { login: acme/csm, name: CSM, title: VP, since: 2026-01-05 }\n",
      [
        'cip-policy.yaml:2:30 "acme/csm" is a team, but cip_senior_manager is one person, named (CIP-003 R3 and R4): write that person\'s GitHub login, such as jdoe, and list each person with delegated authority under delegates',
      ],
    ],
    [
      `version: 1
cip_senior_manager:
  login: sam
  name: Sam Jones
  title: VP
  since: 2026-01-05
  delegates:
    - { login: acme/delegates, name: D, title: T, actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: DEL-7 }
`,
      [
        'cip-policy.yaml:8:16 "acme/delegates" is a team, but a delegate is one person, named (CIP-003 R3 and R4): write that person\'s GitHub login, such as jdoe, one delegate per person with the actions delegated to them',
      ],
    ],
    [
      "version: 1\ncip_senior_manager: { login: sam, name: Sam, title: VP, since: 2026-02-30 }\n",
      [
        'cip-policy.yaml:2:64 since must be a date such as 2026-01-05 that exists (YYYY-MM-DD), not "2026-02-30"',
      ],
    ],
    [
      "version: 1\ncip_senior_manager: { login: sam, name: Sam, title: VP }\n",
      ['cip-policy.yaml:2:21 cip_senior_manager has no "since"; add it'],
    ],
    [
      `version: 1
cip_senior_manager:
  login: sam
  name: Sam
  title: VP
  since: 2026-01-05
  delegates:
    - { login: dana, name: D, title: T, actions: [approve-reviews], delegated_on: 2026-02-01, delegation_ref: DEL-7 }
`,
      [
        'cip-policy.yaml:8:51 action "approve-reviews" must be a requirement id in lower case, such as cip-002-r2.2 (approve the CIP-002 R2 review)',
      ],
    ],
    [
      `version: 1
cip_senior_manager:
  login: sam
  name: Sam
  title: VP
  since: 2026-01-05
  delegates:
    - { login: dana, name: D, title: T, actions: [cip-002-r2.2], delegated_on: 2026-02-01 }
`,
      ['cip-policy.yaml:8:7 this delegate has no "delegation_ref"; add it'],
    ],
    [
      "version: 1\ncip_002_last_approval: { on: 2025-10-14 }\n",
      ['cip-policy.yaml:2:24 cip_002_last_approval has no "ref"; add it'],
    ],
    [
      "version: 1\ncalendar: { time_zone: America/Chicgo }\n",
      [
        'cip-policy.yaml:2:24 time_zone "America/Chicgo" is not a calendar\'s time zone; write an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
      ],
    ],
    [
      'version: 1\ncalendar: { time_zone: "+05:00" }\n',
      [
        'cip-policy.yaml:2:24 time_zone "+05:00" is not a calendar\'s time zone; write an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
      ],
    ],
    [
      "version: 1\ncalendar: { time_zone: CST }\n",
      [
        'cip-policy.yaml:2:24 time_zone "CST" is not a calendar\'s time zone; write an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
      ],
    ],
    [
      "version: 1\ncalendar: { time_zone: EST5EDT }\n",
      [
        'cip-policy.yaml:2:24 time_zone "EST5EDT" is not a calendar\'s time zone; write an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
      ],
    ],
    [
      "version: 1\ncalendar: { month_end: last }\n",
      ['cip-policy.yaml:2:24 unknown month_end "last"; write last-day, roll-over or whole-month'],
    ],
    [
      "version: 1\ncalendar: { due_soon_days: 400 }\n",
      [
        'cip-policy.yaml:2:28 due_soon_days must be a whole number of days from 0 to 365, not "400"',
      ],
    ],
    [
      "version: 1\ncalendar: { completion_grace_days: 0 }\n",
      [
        'cip-policy.yaml:2:36 completion_grace_days must be a whole number of days from 1 to 365, not "0"',
      ],
    ],
    [
      "version: 1\ncalendar: { completion_grace_days: 366 }\n",
      [
        'cip-policy.yaml:2:36 completion_grace_days must be a whole number of days from 1 to 365, not "366"',
      ],
    ],
    [
      "version: 1\ncalendar: { completion_grace_days: 30.5 }\n",
      [
        'cip-policy.yaml:2:36 completion_grace_days must be a whole number of days from 1 to 365, not "30.5"',
      ],
    ],
    [
      "version: 1\ncalendar: { completion_grace_day: 30 }\n",
      [
        'cip-policy.yaml:2:13 unknown key "completion_grace_day"; did you mean "completion_grace_days"?',
      ],
    ],
    [
      "version: 1\nbaselines: [ref-only]\n",
      ["cip-policy.yaml:2:12 baselines must be any or ref-only, not a list"],
    ],
    [
      "version: 1\nbaseline: ref-only\n",
      ['cip-policy.yaml:2:1 unknown key "baseline"; did you mean "baselines"?'],
    ],
    [
      "version: 1\ncalendar: { timezone: UTC }\n",
      ['cip-policy.yaml:2:13 unknown key "timezone"; did you mean "time_zone"?'],
    ],
    [
      "version: 1\ncalendar: UTC\n",
      [
        'cip-policy.yaml:2:11 calendar must be a map ({ time_zone: "America/Chicago", month_end: last-day, due_soon_days: 7, completion_grace_days: 30 }), not the text "UTC"',
      ],
    ],
  ])("refuses %j", (text, expected) => {
    expect(problems(text)).toEqual(expected);
  });
});

// cip-policy.yaml: the issue's example reads as written; each mistake is refused at its place.
import { describe, expect, it } from "vitest";
import {
  parsePolicyText,
  policyCalendarOf,
} from "../../../../../src/core/review/policy/file/parse-policy.ts";
import { issuePolicy, POLICY_KEYS_IN_WORDS, policyProblems } from "../policy-fixtures.ts";

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
patch_sources: require
vulnerability_assessments: require
vendor_remote_access: require
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
    expect(policy?.patchSources).toBe("require");
    expect(policy?.vulnerabilityAssessments).toBe("require");
    expect(policy?.gates).toEqual({ vendor_remote_access: "require" });
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

  it("reads policy_owners, as owners or as logins and teams", () => {
    const owners = "version: 1\npolicy_owners: { approvals: 2, from: owners }\n";
    expect(parsePolicyText(owners, "p.yaml")).toEqual({
      policy: {
        version: 1,
        rules: [],
        freezes: [],
        policyOwners: { approvals: 2, from: { kind: "owners" } },
      },
      diagnostics: [],
    });
    const listed = "version: 1\npolicy_owners: { approvals: 20, from: [alice, acme/cip] }\n";
    expect(parsePolicyText(listed, "p.yaml").policy?.policyOwners).toEqual({
      approvals: 20,
      from: {
        kind: "principals",
        principals: [
          { kind: "user", login: "alice" },
          { kind: "team", org: "acme", slug: "cip" },
        ],
      },
    });
  });

  it("reads `rules:` and `freezes:` with nothing written as none", () => {
    expect(parsePolicyText("version: 1\nrules:\nfreezes:\n", "p.yaml")).toEqual({
      policy: { version: 1, rules: [], freezes: [] },
      diagnostics: [],
    });
  });

  it("reads a rule whole, and a freeze whose override takes logins and teams", () => {
    const text = `version: 1
rules:
  - id: r
    when: { operations: [delete, create], impact: [low, high] }
    require: { approvals: 20, from: [alice] }
freezes:
  - id: f
    from: 2026-12-15T00:00:00Z
    to: 2026-12-15T00:00:00.001Z
    operations: [delete]
    override: { from: [alice, acme/csm] }
`;
    const { policy, diagnostics } = parsePolicyText(text, "p.yaml");
    expect(diagnostics).toEqual([]);
    expect(policy?.rules).toEqual([
      {
        id: "r",
        location: { file: "p.yaml", line: 3, column: 5 },
        operations: ["delete", "create"],
        impact: ["low", "high"],
        approvals: 20,
        from: { kind: "principals", principals: [{ kind: "user", login: "alice" }] },
      },
    ]);
    expect(policy?.freezes).toEqual([
      {
        id: "f",
        location: { file: "p.yaml", line: 7, column: 5 },
        from: Date.parse("2026-12-15T00:00:00Z"),
        to: Date.parse("2026-12-15T00:00:00.001Z"),
        operations: ["delete"],
        overrideFrom: [
          { kind: "user", login: "alice" },
          { kind: "team", org: "acme", slug: "csm" },
        ],
      },
    ]);
  });

  it("names where an id was first used, as a related location", () => {
    const text =
      "version: 1\nrules:\n  - id: a\n    when: {}\n    require: { approvals: 1, from: owners }\nfreezes:\n  - id: a\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n";
    expect(parsePolicyText(text, "p.yaml").diagnostics).toEqual([
      {
        severity: "error",
        message: 'id "a" is used twice (first at line 3); give each rule and freeze its own id',
        location: { file: "p.yaml", line: 7, column: 9 },
        related: [{ file: "p.yaml", line: 3, column: 9 }],
      },
    ]);
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
        `cip-policy.yaml:1:1 the policy must be a map with the keys ${POLICY_KEYS_IN_WORDS}, not a list`,
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
      "version: 1\npatch_sources: required\n",
      ['cip-policy.yaml:2:16 unknown patch_sources "required"; did you mean "require"?'],
    ],
    [
      "version: 1\nvulnerability_assessments: refuse\n",
      ['cip-policy.yaml:2:28 unknown vulnerability_assessments "refuse"; write flag or require'],
    ],
    [
      "version: 1\nvendor_remote_access: requir\n",
      ['cip-policy.yaml:2:23 unknown vendor_remote_access "requir"; did you mean "require"?'],
    ],
    [
      "version: 1\nvendor_remote_access: [flag]\n",
      ["cip-policy.yaml:2:23 vendor_remote_access must be flag or require, not a list"],
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
    // In the order of the file, whatever the order they were found in.
    [
      "rules: []\nzzz: 1\n",
      [
        'cip-policy.yaml:1:1 missing key "version": write `version: 1` at the top',
        `cip-policy.yaml:2:1 unknown key "zzz"; the keys of the policy are ${POLICY_KEYS_IN_WORDS}`,
      ],
    ],
    [
      "# nothing but a comment\n",
      [
        "cip-policy.yaml:1:1 the policy file is empty; write `version: 1` and rules, or remove the file",
      ],
    ],
    ["*a\n", ["cip-policy.yaml:1:1 anchors and aliases are not supported; write the value out"]],
    [
      "hello\n",
      [
        `cip-policy.yaml:1:1 the policy must be a map with the keys ${POLICY_KEYS_IN_WORDS}, not the text "hello"`,
      ],
    ],
    [
      "version: 1\nrules:\n\t- id: r\n",
      [
        "cip-policy.yaml:3:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)",
      ],
    ],
    ["version:\n", ["cip-policy.yaml:1:1 version has no value; write 1"]],
    [
      "version: 1\nrules: x\n",
      ['cip-policy.yaml:2:8 rules must be a list of rules (maps) (e.g. [a, b]), not the text "x"'],
    ],
    [
      "version: 1\nbaselines: &b any\nrules:\n  - *b\n",
      [
        "cip-policy.yaml:2:12 anchors and aliases are not supported; write the value out",
        "cip-policy.yaml:4:5 anchors and aliases are not supported; write the value out",
      ],
    ],
    [
      "version: 1\nbaselines: &b any\nrules:\n  - id: r\n    when: *b\n    require: *b\n",
      [
        "cip-policy.yaml:2:12 anchors and aliases are not supported; write the value out",
        "cip-policy.yaml:5:11 anchors and aliases are not supported; write the value out",
        "cip-policy.yaml:6:14 anchors and aliases are not supported; write the value out",
      ],
    ],
    [
      "version: 1\nrules:\n  - when: {}\n    require: { approvals: 1, from: owners }\n",
      ['cip-policy.yaml:3:5 this rule has no "id"; add it'],
    ],
    [`${RULE}    when: {}\n`, ['cip-policy.yaml:3:5 this rule has no "require"; add it']],
    [
      `${RULE}    when: {}\n    require: { approvals: 1, from: owners }\n    zzz: 1\n`,
      ['cip-policy.yaml:6:5 unknown key "zzz"; the keys of a rule are id, when and require'],
    ],
    [
      `${RULE}    when: { zzz: 1 }\n    require: { approvals: 1, from: owners, zzz: 1 }\n`,
      [
        'cip-policy.yaml:4:13 unknown key "zzz"; the keys of when are operations and impact',
        'cip-policy.yaml:5:44 unknown key "zzz"; the keys of require are approvals and from',
      ],
    ],
    [
      `${RULE}    when: x\n    require: x\n`,
      [
        'cip-policy.yaml:4:11 when must be a map ({ operations: [...], impact: [...] }), not the text "x"',
        'cip-policy.yaml:5:14 require must be a map ({ approvals: N, from: owners or [...] }), not the text "x"',
      ],
    ],
    [
      "version: 1\nrules:\n  - id:\n    when: { impact: high }\n    require: { approvals: 1e1, from: owners }\n",
      [
        "cip-policy.yaml:3:5 the rule id has no value; write a name such as high-impact-deletes",
        'cip-policy.yaml:4:21 impact must be a list of high, medium or low (e.g. [a, b]), not the text "high"',
        'cip-policy.yaml:5:27 approvals must be a whole number from 1 to 20, not "1e1"',
      ],
    ],
    [
      `${RULE}    when: {}\n    require: { approvals: 21, from: "" }\n`,
      [
        'cip-policy.yaml:5:27 approvals must be a whole number from 1 to 20, not "21"',
        'cip-policy.yaml:5:37 from must be owners or a list of logins and org/team slugs (e.g. ["acme/cip-compliance"]), not ""',
      ],
    ],
    [
      `${RULE}    when: {}\n    require: { approvals: "+1", from: }\n`,
      [
        'cip-policy.yaml:5:27 approvals must be a whole number from 1 to 20, not "+1"',
        "cip-policy.yaml:5:33 from has no value; write a list of GitHub logins and org/team slugs",
      ],
    ],
    [
      `${RULE}    when: {}\n    require: { approvals: , from: owners }\n`,
      ["cip-policy.yaml:5:16 approvals has no value; write a whole number from 1 to 20"],
    ],
    [
      "version: 1\nfreezes:\n  - {}\n",
      [
        'cip-policy.yaml:3:5 this freeze has no "id"; add it',
        'cip-policy.yaml:3:5 this freeze has no "from"; add it',
        'cip-policy.yaml:3:5 this freeze has no "to"; add it',
        'cip-policy.yaml:3:5 this freeze has no "operations"; add it',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - id: Big\n    from:\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n",
      [
        'cip-policy.yaml:3:9 freeze id "Big" must be lower-case letters, digits and hyphens (e.g. high-impact-deletes)',
        "cip-policy.yaml:4:5 from has no value; write an instant in UTC such as 2026-12-15T00:00:00Z",
      ],
    ],
    // A freeze already refused is not also said to end before it starts.
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-16T00:00:00Z\n    to: 2026-12-15T00:00:00Z\n    operations: [delete]\n    zzz: 1\n",
      [
        'cip-policy.yaml:7:5 unknown key "zzz"; the keys of a freeze are id, from, to, operations and override',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-16T00:00:00Z\n    to: 2026-12-15T00:00:00Z\n    operations: [delete]\n    override: { from: [alice], by: x }\n",
      ['cip-policy.yaml:7:32 unknown key "by"; the key of override is from'],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-16T00:00:00Z\n    to: 2026-12-15T00:00:00Z\n    operations: [delet]\n",
      ['cip-policy.yaml:6:18 unknown operations entry "delet"; did you mean "delete"?'],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-15T00:00:00Z\n    operations: [delete]\n",
      ['cip-policy.yaml:3:5 freeze "f" ends before it starts; "to" must be after "from"'],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n    override: x\n",
      ['cip-policy.yaml:7:15 override must be a map ({ from: [...] }), not the text "x"'],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n    override: { from: x }\n",
      [
        'cip-policy.yaml:7:23 override from must be a list of GitHub logins and org/team slugs (e.g. [a, b]), not the text "x"',
      ],
    ],
    [
      "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15T00:00:00Z\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n    override: { from: [alice], by: x }\n",
      ['cip-policy.yaml:7:32 unknown key "by"; the key of override is from'],
    ],
  ])("refuses %j", (text, expected) => {
    expect(policyProblems(text)).toEqual(expected);
  });
});

describe("policyCalendarOf", () => {
  it("gives no calendar without a policy file", () => {
    expect(policyCalendarOf(undefined, "p.yaml")).toStrictEqual({
      kind: "calendar",
      calendar: undefined,
    });
  });

  it("gives the versions of the standards the policy chose with its calendar", () => {
    const text = "version: 1\nstandards: { CIP-007: { CIP-007-7.1: 2028-07-01 } }\n";
    expect(policyCalendarOf(text, "p.yaml")).toStrictEqual({
      kind: "calendar",
      calendar: undefined,
      standardVersions: [{ version: "CIP-007-7.1", from: "2028-07-01" }],
    });
  });

  it.each([
    [
      "version: 2\n",
      'the policy file p.yaml:1:10 is invalid (version "2" is not supported; this cip-sync reads version 1), so its calendar is unknown; fix it',
    ],
    [
      "calendar: { time_zone: CST }\n",
      'the policy file p.yaml:1:1 is invalid (missing key "version": write `version: 1` at the top), so its calendar is unknown; fix it',
    ],
  ])("says where a policy file that does not read is wrong: %j", (text, problem) => {
    expect(policyCalendarOf(text, "p.yaml")).toStrictEqual({ kind: "invalid", problem });
  });
});

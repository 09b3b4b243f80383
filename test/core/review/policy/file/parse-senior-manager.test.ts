// cip-policy.yaml's cip_senior_manager (CIP-003-9 R3 and R4: one person by name, and the delegates
// with the actions delegated) and cip_002_last_approval: what each reads as, and each mistake
// refused at its line and column with what to write instead. A file with any problem is no policy,
// so where a problem stops the reading matters too: a problem is reported once, and the checks
// that need a whole manager (the manager listed as a delegate) are not made on a broken one.
import { describe, expect, it } from "vitest";
import { policyProblems } from "../policy-fixtures.ts";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";

const FILE = "cip-policy.yaml";

const CSM_SHAPE =
  '{ login: jdoe, name: "Jane Doe", title: "VP Operations", since: 2026-01-05, delegates: [...] }';
const DELEGATE_SHAPE =
  '{ login: rsmith, name: "Robert Smith", title: "Director, Substations", actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: DEL-7 }';
const LEGACY = `cip_senior_manager names one CIP Senior Manager by name (CIP-003 R3), not approvals from a list of logins and teams: write ${CSM_SHAPE}, each delegate a person with the actions delegated`;
const CSM_KEYS = "login, name, title, since and delegates";
const DELEGATE_KEYS = "login, name, title, actions, delegated_on and delegation_ref";

/** Sam, the CIP Senior Manager, with `delegates:` and then `lines` (the delegates). */
const SAM = (...lines: string[]) =>
  `version: 1\ncip_senior_manager:\n  login: sam\n  name: Sam\n  title: VP\n  since: 2026-01-05\n  delegates:\n${lines.map((line) => `${line}\n`).join("")}`;
/** Sam's delegate Dana, written on one line, with `fields` instead of Dana's where named. */
const DANA_FIELDS = {
  login: "dana",
  name: "D",
  title: "T",
  actions: "[cip-002-r2.2]",
  delegated_on: "2026-02-01",
  delegation_ref: "DEL-7",
};
const delegate = (fields: Record<string, string> = {}) =>
  `    - { ${Object.entries({ ...DANA_FIELDS, ...fields })
    .map(([key, value]) => `${key}: ${value}`)
    .join(", ")} }`;
const SAM_AS_DELEGATE = delegate({ login: "sam", delegation_ref: "DEL-1" });
const DANA = {
  login: "dana",
  name: "D",
  title: "T",
  actions: ["cip-002-r2.2"],
  delegatedOn: "2026-02-01",
  delegationRef: "DEL-7",
};

describe("cip_senior_manager", () => {
  it.each([
    [
      "no delegates",
      "version: 1\ncip_senior_manager: { login: sam, name: Sam, title: VP, since: 2026-01-05 }\n",
      { login: "sam", name: "Sam", title: "VP", since: "2026-01-05", delegates: [] },
    ],
    [
      "delegates: with nothing written, as none",
      SAM(),
      { login: "sam", name: "Sam", title: "VP", since: "2026-01-05", delegates: [] },
    ],
    [
      "two delegates, in the order written",
      SAM(delegate(), delegate({ login: "erin", name: "E", delegation_ref: "DEL-8" })),
      {
        login: "sam",
        name: "Sam",
        title: "VP",
        since: "2026-01-05",
        delegates: [DANA, { ...DANA, login: "erin", name: "E", delegationRef: "DEL-8" }],
      },
    ],
    [
      "an action delegated twice, once",
      SAM(delegate({ actions: "[cip-002-r2.2, cip-002-r2.2, cip-003-r4]" })),
      {
        login: "sam",
        name: "Sam",
        title: "VP",
        since: "2026-01-05",
        delegates: [{ ...DANA, actions: ["cip-002-r2.2", "cip-003-r4"] }],
      },
    ],
  ])("reads %s", (_, text, expected) => {
    const { policy, diagnostics } = parsePolicyText(text, FILE);
    expect(diagnostics).toEqual([]);
    expect(policy?.cipSeniorManager).toEqual(expected);
  });

  it.each([
    // The former form, by either of its keys.
    ["version: 1\ncip_senior_manager: { from: [sam] }\n", [`${FILE}:2:23 ${LEGACY}`]],
    ["version: 1\ncip_senior_manager: { login: sam, approvals: 1 }\n", [`${FILE}:2:35 ${LEGACY}`]],
    [
      "version: 1\ncip_senior_manager: sam\n",
      [`${FILE}:2:21 cip_senior_manager must be a map (${CSM_SHAPE}), not the text "sam"`],
    ],
    [
      "version: 1\ncip_senior_manager:\n",
      [`${FILE}:2:20 cip_senior_manager must be a map (${CSM_SHAPE}), not nothing`],
    ],
    [
      "version: 1\ncip_senior_manager: {}\n",
      [
        `${FILE}:2:21 cip_senior_manager has no "login"; add it`,
        `${FILE}:2:21 cip_senior_manager has no "name"; add it`,
        `${FILE}:2:21 cip_senior_manager has no "title"; add it`,
        `${FILE}:2:21 cip_senior_manager has no "since"; add it`,
      ],
    ],
    // An unknown key, before or after `since`, makes the manager unread: Sam listed as a delegate
    // is then not reported as well.
    [
      `version: 1\ncip_senior_manager:\n  login: sam\n  name: Sam\n  title: VP\n  zzz: 1\n  since: 2026-01-05\n  delegates:\n${SAM_AS_DELEGATE}\n`,
      [`${FILE}:6:3 unknown key "zzz"; the keys of cip_senior_manager are ${CSM_KEYS}`],
    ],
    [
      "version: 1\ncip_senior_manager: { login: sam, name: Sam, title: VP, since: 2026-01-05, zzz: 1 }\n",
      [`${FILE}:2:76 unknown key "zzz"; the keys of cip_senior_manager are ${CSM_KEYS}`],
    ],
    // The manager as a delegate, whatever the case of the login.
    [
      SAM(delegate({ login: "SAM" })),
      [`${FILE}:3:3 sam is the CIP Senior Manager; remove them from delegates`],
    ],
    [
      SAM(delegate(), delegate({ login: "Dana", name: "D2" })),
      [`${FILE}:9:7 delegate Dana is listed twice; keep one entry with every action delegated`],
    ],
    // A broken delegate, or one listed twice, leaves the delegates unread: Sam among them is then
    // not reported as well.
    [
      SAM("    - { login: dana }", SAM_AS_DELEGATE),
      [
        `${FILE}:8:7 this delegate has no "name"; add it`,
        `${FILE}:8:7 this delegate has no "title"; add it`,
        `${FILE}:8:7 this delegate has no "actions"; add it`,
        `${FILE}:8:7 this delegate has no "delegated_on"; add it`,
        `${FILE}:8:7 this delegate has no "delegation_ref"; add it`,
      ],
    ],
    [
      SAM(SAM_AS_DELEGATE, delegate(), delegate({ login: "Dana", name: "D2" })),
      [`${FILE}:10:7 delegate Dana is listed twice; keep one entry with every action delegated`],
    ],
    // An unknown key before every other makes the delegate unread.
    [
      SAM(`    - { zzz: 1, ${SAM_AS_DELEGATE.slice("    - { ".length)}`),
      [`${FILE}:8:9 unknown key "zzz"; the keys of a delegate are ${DELEGATE_KEYS}`],
    ],
    [
      SAM(delegate({ scope: "all" })),
      [`${FILE}:8:115 unknown key "scope"; the keys of a delegate are ${DELEGATE_KEYS}`],
    ],
    [
      SAM("    - {}"),
      [
        `${FILE}:8:7 this delegate has no "login"; add it`,
        `${FILE}:8:7 this delegate has no "name"; add it`,
        `${FILE}:8:7 this delegate has no "title"; add it`,
        `${FILE}:8:7 this delegate has no "actions"; add it`,
        `${FILE}:8:7 this delegate has no "delegated_on"; add it`,
        `${FILE}:8:7 this delegate has no "delegation_ref"; add it`,
      ],
    ],
    [
      SAM().replace("delegates:\n", "delegates: []\n"),
      [
        `${FILE}:7:14 delegates is an empty list; write at least one of delegates (maps such as ${DELEGATE_SHAPE}), or remove the key`,
      ],
    ],
    [
      SAM().replace("delegates:\n", "delegates: dana\n"),
      [
        `${FILE}:7:14 delegates must be a list of delegates (maps such as ${DELEGATE_SHAPE}) (e.g. [a, b]), not the text "dana"`,
      ],
    ],
    [
      SAM().replace("delegates:\n", "delegates: [dana]\n"),
      [`${FILE}:7:15 each delegate must be a map (${DELEGATE_SHAPE}), not the text "dana"`],
    ],
    // The person's fields.
    [
      'version: 1\ncip_senior_manager: { login: "sam smith", name: "", title: " ", since: }\n',
      [
        `${FILE}:2:30 login "sam smith" is not a GitHub login (letters, digits and single hyphens)`,
        `${FILE}:2:49 name is empty; write it`,
        `${FILE}:2:60 title is empty; write it`,
        `${FILE}:2:65 since has no value; write a date such as 2026-01-05`,
      ],
    ],
    [
      'version: 1\ncip_senior_manager: { login: "", name: Sam, title: VP, since: 2026-01-05 }\n',
      [`${FILE}:2:30 login is empty; write it`],
    ],
    [
      "version: 1\ncip_senior_manager: { login: sam, name: Sam, title: [VP], since: 20260105 }\n",
      [
        `${FILE}:2:53 title must be some text, not a list`,
        `${FILE}:2:66 since must be a date such as 2026-01-05 that exists (YYYY-MM-DD), not "20260105"`,
      ],
    ],
    [
      SAM(
        "    - login: dana-",
        "      name: [D]",
        "      title:",
        "      actions: [cip-002-r2.2]",
        "      delegated_on: [2026-02-01]",
        "      delegation_ref: {}",
      ),
      [
        `${FILE}:8:14 login "dana-" is not a GitHub login (letters, digits and single hyphens)`,
        `${FILE}:9:13 name must be some text, not a list`,
        `${FILE}:10:7 title has no value; write some text`,
        `${FILE}:12:21 delegated_on must be a date such as 2026-01-05, not a list`,
        `${FILE}:13:23 delegation_ref must be some text, not a map`,
      ],
    ],
    [
      SAM(
        "    - login: dana",
        "      name: D",
        "      title: T",
        "      actions:",
        "      delegated_on: 2026-02-31",
        '      delegation_ref: ""',
      ),
      [
        `${FILE}:11:7 actions has no value; write a list of requirement ids such as cip-002-r2.2`,
        `${FILE}:12:21 delegated_on must be a date such as 2026-01-05 that exists (YYYY-MM-DD), not "2026-02-31"`,
        `${FILE}:13:23 delegation_ref is empty; write it`,
      ],
    ],
    // The actions delegated: a list of requirement ids, each reported once.
    [
      SAM(delegate({ actions: "cip-002-r2.2" })),
      [
        `${FILE}:8:50 actions must be a list of requirement ids such as cip-002-r2.2 (e.g. [a, b]), not the text "cip-002-r2.2"`,
      ],
    ],
    [
      SAM(delegate({ actions: "[cip-002-r2.2, [x]]" })),
      [
        `${FILE}:8:65 actions entry must be a requirement id in lower case, such as cip-002-r2.2 (approve the CIP-002 R2 review), not a list`,
      ],
    ],
    [
      SAM(delegate({ actions: '["", cip-002-r2.2]' })),
      [`${FILE}:8:51 actions entry is empty; write it`],
    ],
    [
      SAM(delegate({ actions: "[CIP-002-R2.2, cip-002-r2.2x]" })),
      [
        `${FILE}:8:51 action "CIP-002-R2.2" must be a requirement id in lower case, such as cip-002-r2.2 (approve the CIP-002 R2 review)`,
      ],
    ],
  ])("refuses %j", (text, expected) => {
    expect(policyProblems(text)).toEqual(expected);
  });
});

describe("cip_002_last_approval", () => {
  it("reads the date and the reference, located at the map", () => {
    const text = "version: 1\ncip_002_last_approval: { on: 2025-10-14, ref: memo }\n";
    const { policy, diagnostics } = parsePolicyText(text, FILE);
    expect(diagnostics).toEqual([]);
    expect(policy?.cip002LastApproval).toEqual({
      on: "2025-10-14",
      ref: "memo",
      location: { file: FILE, line: 2, column: 24 },
    });
  });

  it.each([
    [
      "version: 1\ncip_002_last_approval: 2025-10-14\n",
      [
        `${FILE}:2:24 cip_002_last_approval must be a map ({ on: 2025-10-14, ref: "CIP-002 R2 approval memo, 2025-10" }), not the text "2025-10-14"`,
      ],
    ],
    [
      "version: 1\ncip_002_last_approval: {}\n",
      [
        `${FILE}:2:24 cip_002_last_approval has no "on"; add it`,
        `${FILE}:2:24 cip_002_last_approval has no "ref"; add it`,
      ],
    ],
    [
      "version: 1\ncip_002_last_approval: { on: 2025-10-14, ref: memo, by: sam }\n",
      [`${FILE}:2:53 unknown key "by"; the keys of cip_002_last_approval are on and ref`],
    ],
    [
      'version: 1\ncip_002_last_approval: { on: 2025-02-29, ref: " " }\n',
      [
        `${FILE}:2:30 on must be a date such as 2026-01-05 that exists (YYYY-MM-DD), not "2025-02-29"`,
        `${FILE}:2:47 ref is empty; write it`,
      ],
    ],
  ])("refuses %j", (text, expected) => {
    expect(policyProblems(text)).toEqual(expected);
  });
});

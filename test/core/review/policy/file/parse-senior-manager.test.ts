// cip-policy.yaml's cip_senior_manager (CIP-003-8 R3 and R4: one person by name, and the delegates
// with the actions delegated) and cip_002_last_approval: what each reads as, and each mistake
// refused at its line and column with what to write instead.
import { describe, expect, it } from "vitest";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";

const FILE = "cip-policy.yaml";

function problems(text: string): string[] {
  const { policy, diagnostics } = parsePolicyText(text, FILE);
  expect(policy).toBeUndefined();
  return diagnostics.map(
    (d) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`,
  );
}

const CSM_SHAPE =
  '{ login: jdoe, name: "Jane Doe", title: "VP Operations", since: 2026-01-05, delegates: [...] }';
const LEGACY = `cip_senior_manager names one CIP Senior Manager by name (CIP-003 R3), not approvals from a list of logins and teams: write ${CSM_SHAPE}, each delegate a person with the actions delegated`;

describe("cip_senior_manager", () => {
  it.each([
    [
      "no delegates",
      "{ login: sam, name: Sam, title: VP, since: 2026-01-05 }",
      { login: "sam", name: "Sam", title: "VP", since: "2026-01-05", delegates: [] },
    ],
  ])("reads %s", (_, csm, expected) => {
    const { policy, diagnostics } = parsePolicyText(
      `version: 1\ncip_senior_manager: ${csm}\n`,
      FILE,
    );
    expect(diagnostics).toEqual([]);
    expect(policy?.cipSeniorManager).toEqual(expected);
  });

  it.each([
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
  ])("refuses %j", (text, expected) => {
    expect(problems(text)).toEqual(expected);
  });
});

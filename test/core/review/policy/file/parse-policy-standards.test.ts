// cip-policy.yaml's `standards:`: from which day the entity is judged by a later version of a
// standard. Only what cip-sync has rows of (the requirement table's, a family's own) may be named: an unknown standard, a
// version the table does not know, the rows' own version or a day that does not exist is refused
// at its place, and the policy with it (fail closed).
import { describe, expect, it } from "vitest";
import { policyProblems } from "../policy-fixtures.ts";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";

const FILE = "cip-policy.yaml";

describe("standards", () => {
  it.each([
    ["{}", []],
    ["{ CIP-007: { CIP-007-7.1: 2028-07-01 } }", [{ version: "CIP-007-7.1", from: "2028-07-01" }]],
    // CIP-010-5 through its R3 rows, the only CIP-010 rows naming it.
    ["{ CIP-010: { CIP-010-5: 2028-07-01 } }", [{ version: "CIP-010-5", from: "2028-07-01" }]],
    // CIP-003 through the low-impact family's own rows (its shape's standard).
    [
      "{ CIP-003: { CIP-003-10: 2028-07-01, CIP-003-11: 2029-07-01 } }",
      [
        { version: "CIP-003-10", from: "2028-07-01" },
        { version: "CIP-003-11", from: "2029-07-01" },
      ],
    ],
    [
      '{ "CIP-007": { "CIP-007-7.1": "2028-07-01" } }',
      [{ version: "CIP-007-7.1", from: "2028-07-01" }],
    ],
  ])("reads %s", (standards, expected) => {
    const { policy, diagnostics } = parsePolicyText(`version: 1\nstandards: ${standards}\n`, FILE);
    expect(diagnostics).toEqual([]);
    expect(policy?.standards).toEqual(expected);
  });

  it("leaves standards out of a policy that does not name them", () => {
    expect(parsePolicyText("version: 1\n", FILE).policy?.standards).toBeUndefined();
  });

  it.each([
    [
      "{ CIP-005: { CIP-005-7: 2028-07-01 } }",
      '2:14 standards: "CIP-005" is not a standard cip-sync has rows of; it has rows of CIP-010, CIP-007 and CIP-003',
    ],
    [
      "{ CIP-010: { CIP-010-6: 2028-07-01 } }",
      '2:25 standards: CIP-010: "CIP-010-6" is not a version cip-sync knows; the later version its CIP-010 rows name is CIP-010-5',
    ],
    [
      "{ CIP-007: { CIP-007-8: 2028-07-01 } }",
      '2:25 standards: CIP-007: "CIP-007-8" is not a version cip-sync knows; the later version its CIP-007 rows name is CIP-007-7.1',
    ],
    [
      "{ CIP-007: { CIP-010-5: 2028-07-01 } }",
      '2:25 standards: CIP-007: "CIP-010-5" is not a version cip-sync knows; the later version its CIP-007 rows name is CIP-007-7.1',
    ],
    [
      "{ CIP-003: { CIP-003-12: 2030-07-01 } }",
      '2:25 standards: CIP-003: "CIP-003-12" is not a version cip-sync knows; the later versions its CIP-003 rows name are CIP-003-10 and CIP-003-11',
    ],
    [
      "{ CIP-003: { CIP-003-9: 2028-07-01 } }",
      "2:25 standards: CIP-003: CIP-003-9 is the version cip-sync's CIP-003 rows quote, which judges until a later one takes force; name a later version: CIP-003-10 or CIP-003-11",
    ],
    // Pulled forward: CIP-003-11 removes Section 6, so a day before its rows' would close what
    // CIP-003-9 still requires (issue 96). The day before the rows' is refused; theirs is read.
    [
      "{ CIP-003: { CIP-003-11: 2026-05-15 } }",
      "2:37 standards: CIP-003: CIP-003-11 is enforceable from 2029-07-01, the day its rows give it, and 2026-05-15 is before it: an earlier day would judge by a version not yet in force (and close what CIP-003-9 still requires); write 2029-07-01, or the later day your implementation plan gives",
    ],
    [
      "{ CIP-003: { CIP-003-10: 2028-06-30 } }",
      "2:37 standards: CIP-003: CIP-003-10 is enforceable from 2028-07-01, the day its rows give it, and 2028-06-30 is before it: an earlier day would judge by a version not yet in force (and close what CIP-003-9 still requires); write 2028-07-01, or the later day your implementation plan gives",
    ],
    [
      "{ CIP-007: { CIP-007-6: 2028-07-01 } }",
      "2:25 standards: CIP-007: CIP-007-6 is the version cip-sync's CIP-007 rows quote, which judges until a later one takes force; name the later version: CIP-007-7.1",
    ],
    [
      "{ CIP-007: { CIP-007-7.1: 2027-02-30 } }",
      '2:38 CIP-007-7.1 must be a date such as 2026-01-05 that exists (YYYY-MM-DD), not "2027-02-30"',
    ],
    [
      "{ CIP-007: { CIP-007-7.1: next year } }",
      '2:38 CIP-007-7.1 must be a date such as 2026-01-05 that exists (YYYY-MM-DD), not "next year"',
    ],
    [
      "{ CIP-007: { CIP-007-7.1: } }",
      "2:25 CIP-007-7.1 has no value; write a date such as 2026-01-05",
    ],
    [
      "{ CIP-007: CIP-007-7.1 }",
      '2:23 CIP-007 must be a map ({ CIP-007-7.1: 2028-07-01 }: each later version and the day from which it judges), not the text "CIP-007-7.1"',
    ],
    [
      "[CIP-007-7.1]",
      "2:12 standards must be a map ({ CIP-007: { CIP-007-7.1: 2028-07-01 } }: per standard, each later version and the day from which it judges), not a list",
    ],
  ])("refuses %s at its place", (standards, expected) => {
    expect(policyProblems(`version: 1\nstandards: ${standards}\n`)).toEqual([
      `${FILE}:${expected}`,
    ]);
  });

  it("refuses the version on its own line in block style", () => {
    const text = "version: 1\nstandards:\n  CIP-007:\n    CIP-007-8: 2028-07-01\n";
    expect(policyProblems(text)).toEqual([
      `${FILE}:4:5 standards: CIP-007: "CIP-007-8" is not a version cip-sync knows; the later version its CIP-007 rows name is CIP-007-7.1`,
    ]);
  });
});

describe("standards: CIP-007-7.1, which NERC's index names so", () => {
  it("reads CIP-007-7.1 with no warning", () => {
    const text = "version: 1\nstandards: { CIP-007: { CIP-007-7.1: 2028-07-01 } }\n";
    const { policy, diagnostics } = parsePolicyText(text, FILE);
    expect(diagnostics).toEqual([]);
    expect(policy?.standards).toEqual([{ version: "CIP-007-7.1", from: "2028-07-01" }]);
  });

  it("reads the former name CIP-007-7 as CIP-007-7.1, with a warning at its place", () => {
    const text = "version: 1\nstandards:\n  CIP-007:\n    CIP-007-7: 2028-07-01\n";
    const { policy, diagnostics } = parsePolicyText(text, FILE);
    expect(policy?.standards).toEqual([{ version: "CIP-007-7.1", from: "2028-07-01" }]);
    expect(
      diagnostics.map((d) => [d.severity, `${d.location?.line}:${d.location?.column}`, d.message]),
    ).toEqual([
      [
        "warning",
        "4:5",
        "standards: CIP-007: CIP-007-7 is what cip-sync called CIP-007-7.1 before NERC's index named it so; it is read as CIP-007-7.1: write CIP-007-7.1",
      ],
    ]);
  });

  it("refuses both names of one version, at the second", () => {
    expect(
      policyProblems(
        "version: 1\nstandards: { CIP-007: { CIP-007-7.1: 2028-07-01, CIP-007-7: 2028-07-01 } }\n",
      ),
    ).toEqual([
      `${FILE}:2:50 standards: CIP-007: CIP-007-7 and CIP-007-7.1 name the same version (CIP-007-7.1); keep CIP-007-7.1 alone`,
    ]);
  });
});

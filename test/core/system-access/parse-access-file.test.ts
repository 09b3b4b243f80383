// CIP-007-6 R5's reviewed files read with positions: each mistake at its file:line:column, saying
// what to write instead, and what the standard's words decide from the file alone (5.3's shared
// account entry, 5.5's "the lesser of", 5.6's 15 calendar months, 5.7's threshold); a
// password-change record dated after today anywhere is refused at review.
import { describe, expect, it } from "vitest";
import { parseAccessFileText } from "../../../src/core/system-access/parse-access-file.ts";
import { parsePasswordChangeText } from "../../../src/core/system-access/parse-password-change.ts";

const FILE = "system-access/ems.yaml";

/** An access file whose `account_types` and the lists after it are `lists`' lines. */
const accessText = (lists: Partial<Record<string, string>> = {}) =>
  [
    "version: 1",
    "id: ems",
    "by: system",
    "covers: [EMS Primary]",
    `account_types:${lists.account_types ?? "\n  - { name: root, type: generic, password_only: true, change: procedural }"}`,
    `shared_accounts:${lists.shared_accounts ?? " []"}`,
    `password_parameters:${lists.password_parameters ?? "\n  - { assets: all, enforcement: technical, reference: GPO, min_length: 8, min_character_types: 3 }"}`,
    `failed_authentication:${lists.failed_authentication ?? " []"}`,
    `default_passwords:${lists.default_passwords ?? " []"}`,
    "",
  ].join("\n");

/** Each problem as `line:column message`. */
const problemsOf = (text: string, file = FILE) =>
  parseAccessFileText(text, file).diagnostics.map(
    (d) => `${d.location?.line}:${d.location?.column} ${d.message}`,
  );

describe("a system access file", () => {
  it("reads a file with every answer", () => {
    expect(problemsOf(accessText())).toEqual([]);
    expect(parseAccessFileText(accessText(), FILE).value).toMatchObject({
      id: "ems",
      by: "system",
      accountTypes: [{ name: "root", change: { enforcement: "procedural" } }],
    });
  });

  it.each<[string, string, string[]]>([
    [
      "an id that is not its file's name",
      accessText().replace("id: ems", "id: scada"),
      [
        '2:5 system access file id "scada" is not its file\'s name (system-access/ems.yaml); rename the file to system-access/scada.yaml, or write id: ems',
      ],
    ],
    [
      "by: system covering two systems",
      accessText().replace("covers: [EMS Primary]", "covers: [EMS Primary, EMS Backup]"),
      [
        "4:9 by: system speaks for one system, and covers names 2; write by: group, or one access file per system",
      ],
    ],
    [
      "a key left out",
      accessText().replace("default_passwords: []\n", ""),
      ['1:1 a system access file has no "default_passwords"; add it'],
    ],
    [
      "a technical enforcement beyond 15 calendar months",
      accessText({
        account_types:
          "\n  - { name: root, type: generic, password_only: true, change: technical, max_age_months: 16, reference: GPO }",
      }),
      [
        "6:90 max_age_months 16 is over 15: CIP-007 R5.6 asks a change at least once every 15 calendar months: write 15 or fewer, or change: procedural",
      ],
    ],
    [
      "a password-only account type without its 5.6 answer",
      accessText({ account_types: "\n  - { name: root, type: generic, password_only: true }" }),
      [
        '6:5 account type "root" is password-only, and has no change: write change: procedural (changed by reviewed records), technical (with max_age_months and reference) or not-applicable (with reason) (CIP-007 R5.6)',
      ],
    ],
    [
      "a 5.6 answer on an account type that is not password-only",
      accessText({
        account_types:
          "\n  - { name: svc, type: system, password_only: false, change: procedural }",
      }),
      [
        "6:54 change answers CIP-007 R5.6, which reaches password-only account types: remove it, or write password_only: true",
      ],
    ],
    [
      "a shared account type with no shared_accounts entry",
      accessText({
        account_types:
          "\n  - { name: operator, type: shared, password_only: true, change: procedural }",
      }),
      [
        '6:3 account type "operator" is shared, and shared_accounts does not list it: add { account: operator, authorized_individuals: WHERE-THEY-ARE-KEPT, list_sha256: DIGEST-OF-THAT-LIST } (CIP-007 R5.3)',
      ],
    ],
    [
      "a digest that is not a SHA-256",
      accessText({
        shared_accounts:
          "\n  - { account: operator, authorized_individuals: ACL-17, list_sha256: abc }",
      }),
      [
        '8:71 list_sha256 must be the list\'s SHA-256 in 64 lower-case hex digits (sha256sum prints it), not "abc"',
      ],
    ],
    [
      "a password-only account type and no parameters",
      accessText({ password_parameters: " []" }),
      [
        '8:22 account type "root" is password-only, and password_parameters declares none: add the length and complexity the assets enforce (CIP-007 R5.5)',
      ],
    ],
    [
      "a length under eight, and complexity under three, without the asset's maximum",
      accessText({
        password_parameters:
          "\n  - { assets: all, enforcement: technical, reference: GPO, min_length: 6, min_character_types: 2 }",
      }),
      [
        "9:72 min_length 6 is under 8, the lesser of eight characters and the asset's maximum (CIP-007 R5.5.1): enforce 8 or more, or write max_length_supported: N when the asset supports fewer",
        "9:96 min_character_types 2 is under 3, the lesser of three types of characters and the asset's maximum (CIP-007 R5.5.2): enforce 3 or more, or write max_character_types_supported: N when the asset supports fewer",
      ],
    ],
    [
      "a lockout without its threshold",
      accessText({
        failed_authentication: "\n  - { assets: all, method: lockout, reference: GPO }",
      }),
      [
        "11:5 method: lockout has no threshold; write threshold: N, the unsuccessful attempts after which it locks the account (CIP-007 R5.7)",
      ],
    ],
    [
      "an unknown default-password answer",
      accessText({ default_passwords: "\n  - { asset: hmi-1, answer: chnged, reference: CC-12 }" }),
      ['12:29 unknown answer "chnged"; did you mean "changed"?'],
    ],
  ])("refuses %s, at its place", (_name, text, expected) => {
    expect(problemsOf(text)).toEqual(expected);
  });

  it("accepts a length and complexity at the asset's lower maximum", () => {
    const text = accessText({
      password_parameters:
        "\n  - { assets: [relay-7], enforcement: procedural, reference: PRC-17, min_length: 6, min_character_types: 1, max_length_supported: 6, max_character_types_supported: 1 }",
    });
    expect(problemsOf(text)).toEqual([]);
  });
});

describe("a password-change record", () => {
  const RECORD = "system-access/records/root-1.yaml";
  const text = (on: string) =>
    `version: 1\nid: root-1\nperformed_on: ${on}\naccess_files: [ems]\naccount_types: [root]\n`;

  it("reads the day, the access files and the account types", () => {
    expect(parsePasswordChangeText(text("2026-03-10"), RECORD).value).toEqual({
      id: "root-1",
      performedOn: "2026-03-10",
      accessFiles: ["ems"],
      accountTypes: ["root"],
    });
  });

  it("refuses at review a day no time zone has reached", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    expect(
      parsePasswordChangeText(text("2026-03-12"), RECORD, now).diagnostics.map(
        (d) => `${d.location?.line}:${d.location?.column}`,
      ),
    ).toEqual(["3:15"]);
    expect(parsePasswordChangeText(text("2026-03-10"), RECORD, now).diagnostics).toEqual([]);
  });
});

// CIP-007-6 R5's facts as rows of the authority table: the access file (5.2's account types, 5.3's
// shared accounts by reference and digest, 5.5's parameters, 5.7's method), an account type's 5.6
// answer in it (procedural, technical with its timeframe, or not applicable), the password-change
// record (5.6) and an asset's default-password answer (5.4). Each file is reviewed by pull request
// and put in force by the accepted merge's record, as the other families' files are.
import { type AuthorityRow, CLOSES_NOTHING } from "../authority-row.ts";

/** Where the 5.6 clocks read the family's files. */
const CLOCKS_HELD =
  "the CIP-007 R5 pass's 5.6 clocks (core/obligations/system-access/password-change-clocks.ts) read it from accepted merge records only (change.system_access_files, each file new where its text differs from the one in force), asking this row of each; a refused merge's or a break-glass apply's is listed beside the clock it would have moved; the plan parses every file at review and refuses one with a problem (core/system-access/), and a file its parser refuses puts nothing in force";

export const SYSTEM_ACCESS_AUTHORITY: readonly AuthorityRow[] = [
  {
    fact: "system-access-file",
    assertedIn:
      "system-access/ID.yaml: what it covers (by system, group, location or system type), each enabled default or generic account type, each shared account with where its authorized individuals are kept and the SHA-256 of that list, the password parameters and the failed-authentication method per asset",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `the file in force stays, and with it each account type's clock; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R5.2",
    held: `read at review (core/system-access/parse-access-file.ts places every mistake at its line and column, and refuses a shared account type without its 5.3 entry, a password-only one without its 5.6 answer or any 5.5 parameters, and parameters under "the lesser of"); ${CLOCKS_HELD}; whether the list is complete, and what the devices enable, no record shows`,
  },
  {
    fact: "password-change-enforcement",
    assertedIn:
      "an account type's change: in system-access/ID.yaml: procedural, technical (max_age_months, at most 15, and a reference) or not-applicable (with the reason)",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `the account type's clock stays as it was; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R5.6",
    held: `a technical or not-applicable answer closes the account type's open clock on the merge's day and opens none while it stays in force; ${CLOCKS_HELD}; what the device enforces no record shows`,
  },
  {
    fact: "password-change",
    assertedIn:
      "system-access/records/ID.yaml: the access files and account types whose passwords were changed, and performed_on",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["after-previous-event", "not-after-record"],
    without: `the account type's clock stays open; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R5.6",
    held: CLOCKS_HELD,
  },
  {
    fact: "default-passwords-answer",
    assertedIn:
      "default_passwords in system-access/ID.yaml: per Cyber Asset, changed, unique-by-vendor or none, with its reference",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `the asset has no 5.4 answer; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R5.4",
    held: "read and shown at review (core/system-access/parse-asset-entries.ts); the access files' gate (core/system-access/default-password-gate.ts) lists each asset a change creates in a High, Medium or unrated system without its answer in the checkout, and refuses the plan, and so the merge, under the owner policy's default_passwords: require (or a policy that cannot be read); the answer is matched by the asset's name in any access file, never against the system the file covers; what the device's passwords are no record shows",
  },
];

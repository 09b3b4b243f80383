// CIP-003-9 low impact's facts as rows of the authority table: the site file (what a site
// declares of each Attachment 1 section; Section 6 judged from it), the program file (the
// policies and plans the clocks count, issue 96), the program records (R1 Part
// 1.2's review, Section 1's reinforcement, Section 4.5's test and 4.6's update) and the CIP Senior
// Manager's approval of the policies, which is hers of the pull request that merges a review
// record. Each file is reviewed by pull request and put in force by the accepted merge's record,
// as the other families' files are.
import { type AuthorityRow, CLOSES_NOTHING } from "../authority-row.ts";

/** Where every program record's row is held. */
const CLOCKS_HELD =
  "the low-impact pass's clocks (core/obligations/low-impact/program-clocks-pass.ts) read it from accepted merge records only (change.low_impact_files, each file new where its text differs from the one in force), asking this row of each record; a refused merge's or a break-glass apply's is listed beside the clock it would have closed; the plan parses every file at review and refuses one with a problem, a day after today anywhere among them (core/low-impact/parse-program-record.ts), and a file its parser refuses puts nothing in force";

/**
 * A program record's row: each kind is asserted in its own record file of a reviewed merge, dated
 * after the previous event and not after its record, and held by the clocks; what differs is said.
 */
function programRecordRow(
  row: Pick<AuthorityRow, "fact" | "assertedIn" | "without" | "cites">,
): AuthorityRow {
  return {
    fact: row.fact,
    assertedIn: row.assertedIn,
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["after-previous-event", "not-after-record"],
    without: row.without,
    cites: row.cites,
    held: CLOCKS_HELD,
  };
}

export const LOW_IMPACT_AUTHORITY: readonly AuthorityRow[] = [
  {
    fact: "low-impact-site-file",
    assertedIn:
      "low-impact/ID.yaml: the sites it speaks for and each Attachment 1 section's answer (Section 2's physical controls, Section 3.1's routable communications, devices and reviewed rule set, 3.2's dial-up, Section 5's plan and managed Transient Cyber Assets, Section 6's vendor remote access with its paths and methods)",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `the file in force stays, and with it the site's Section 6 obligation; it ${CLOSES_NOTHING}`,
    cites: "CIP-003 R2 Section 6",
    held: "the Section 6 pass (core/obligations/low-impact/vendor-access-pass.ts), from accepted merge records only (change.low_impact_files; a refused merge's or a break-glass apply's is listed in not_closed_by); the plan parses every file at review and refuses one with a problem (core/low-impact/parse-site-file.ts), and flags or refuses a change opening vendor remote access without its methods as the owner policy's vendor_remote_access says (core/low-impact/vendor-access-gate.ts); Sections 2, 3 and 5 are read and shown, and judged nowhere",
  },
  {
    fact: "low-impact-program-file",
    assertedIn:
      "low-impact/program.yaml: the program's cyber security policies, each with the topics of R1 Part 1.2 it addresses, and its incident response plans, each with the sites it covers",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `the file in force stays, and with it each declared policy's and plan's clocks and the gaps it leaves; it ${CLOSES_NOTHING}`,
    cites: "CIP-003 R1.2",
    held: "the low-impact pass (core/obligations/low-impact/low-impact-pass.ts, with program-clocks-pass.ts, policy-topics-pass.ts and plan-coverage-pass.ts), from accepted merge records only (change.low_impact_files); the plan parses it at review and refuses one with a problem, and a record naming a policy or plan it does not declare (core/low-impact/program-file.ts)",
  },
  programRecordRow({
    fact: "low-impact-policy-review",
    assertedIn:
      "low-impact/records/ID.yaml of kind policy-review: the policies reviewed and which of R1 Part 1.2's topics they address (a topic none in force addresses is a gap, never a refused review), with its performed_on",
    without: `the review clock stays open; it ${CLOSES_NOTHING}`,
    cites: "CIP-003 R1.2",
  }),
  {
    fact: "low-impact-policy-approval",
    assertedIn:
      "no file: the CIP Senior Manager's approval of the pull request that merges a policy-review record",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "cip-senior-manager"],
    dates: ["approved-at"],
    without:
      "the approval clock stays open, the merge listed beside it with why (merged without her approval, or no CIP Senior Manager named before the merge); the review it merges still counts as a review",
    cites: "CIP-003 R1.2",
    held: `the CIP Senior Manager the record keeps as named before the merge (the base's, when the merge changes cip_senior_manager), matched among the merged pull requests' counted approvers; R1 names no delegate, so none counts; ${CLOCKS_HELD}`,
  },
  programRecordRow({
    fact: "low-impact-reinforcement",
    assertedIn:
      "low-impact/records/ID.yaml of kind reinforcement: how the practices were reinforced, with its performed_on",
    without: `the reinforcement clock stays open; it ${CLOSES_NOTHING}`,
    cites: "CIP-003 R2 Section 1",
  }),
  programRecordRow({
    fact: "incident-plan-test",
    assertedIn:
      "low-impact/records/ID.yaml of kind incident-plan-test: the plans tested and how (a tabletop, a drill, an operational exercise, or an actual Reportable Cyber Security Incident), with the day it was completed",
    without: `the test clock stays open, and no Section 4.6 update is due after it; it ${CLOSES_NOTHING}`,
    cites: "CIP-003 R2 Section 4.5",
  }),
  {
    fact: "incident-plan-update",
    assertedIn:
      "low-impact/records/ID.yaml of kind incident-plan-update: the test it follows, updated or no update needed, and what changed or why not, with its performed_on",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["performed-on", "not-after-record"],
    without: `the update after that test stays open; it ${CLOSES_NOTHING}`,
    cites: "CIP-003 R2 Section 4.6",
    held: `one before the test it follows closes nothing and is listed beside it; ${CLOCKS_HELD}`,
  },
];

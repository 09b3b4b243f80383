// CIP-003-9's low-impact program clocks over a ledger, in a table, in a zone behind UTC
// (America/Chicago): every clock opens at the first accepted merge carrying a low-impact file, due
// that day; a program record an accepted merge carries closes its clock from its performed_on and
// opens the next (15 calendar months for R1 Part 1.2's review and Section 1's reinforcement, 36
// for Section 4.5's test, and 180 calendar days for 4.6's update after each test); the CIP Senior
// Manager's approval is hers of the merged pull request, on the day GitHub dates it; a refused
// merge, a break-glass apply, a day after the record or one not after the previous event closes
// nothing, listed with why. And the checkpoint, resumed after every record, judges as one pass.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../../src/core/evidence/records/evidence-record.ts";
import { ObligationsPass } from "../../../../src/core/obligations/obligations.ts";
import type { Obligation } from "../../../../src/core/obligations/obligation-model.ts";
import type { CalendarSettings } from "../../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  changeDraft,
} from "../../../support/evidence-records.ts";
import { hashed } from "../../../support/obligation-ledgers.ts";

const CHICAGO: CalendarSettings = {
  timeZone: "America/Chicago",
  dueSoonDays: 10,
  monthEnd: "last-day",
};
const TOPICS =
  "[awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]";

/** A program record's text, by kind; `subjects` are the policies reviewed or the plans tested. */
function recordText(
  id: string,
  kind: string,
  on: string,
  follows = "test-1",
  subjects?: readonly string[],
  topics = TOPICS,
): string {
  const own = {
    "policy-review": [
      `policies: [${(subjects ?? ["policies/low-impact.md"]).join(", ")}]`,
      `topics: ${topics}`,
    ],
    reinforcement: ["how: quarterly security bulletin"],
    "incident-plan-test": [
      "method: tabletop",
      `plans: [${(subjects ?? ["plans/ir.md"]).join(", ")}]`,
    ],
    "incident-plan-update": [`follows: ${follows}`, "outcome: updated", "note: contacts updated"],
  }[kind]!;
  return [`version: 1`, `id: ${id}`, `kind: ${kind}`, `performed_on: ${on}`, ...own, ""].join("\n");
}

interface Merge {
  at: string;
  records?: {
    id: string;
    kind: string;
    on: string;
    follows?: string;
    subjects?: string[];
    topics?: string;
  }[];
  /** The later versions the merged policy's standards: put in force. */
  standards?: { version: string; from: string }[];
  as?: "refused" | "break-glass";
  /** Who approved the pull request, and when (GitHub's dates); the CIP Senior Manager is "sara". */
  approvals?: Record<string, string>;
  /** The CIP Senior Manager the merge's record keeps; absent: "sara". */
  csm?: string | null;
  /** The program file the merge carries (low-impact/program.yaml), or null: it removes it. */
  program?: string | null;
  /** The sites a system the merge's inventory rates low is at; absent: none. */
  low?: string[];
}

const CSM = "sara";

function mergeOf(merge: Merge, run: number): ChangeDraft {
  const draft = changeDraft("grid-east", run, merge.as === "refused" ? "not-approved" : "applied");
  const files = (merge.records ?? []).map(({ id, kind, on, follows, subjects, topics }) => {
    const text = recordText(id, kind, on, follows, subjects, topics);
    return { file: `low-impact/records/${id}.yaml`, sha256: `sha256:${sha256Hex(text)}`, text };
  });
  const program = merge.program;
  if (typeof program === "string")
    files.unshift({
      file: "low-impact/program.yaml",
      sha256: `sha256:${sha256Hex(program)}`,
      text: program,
    });
  const approvals = merge.approvals ?? { dave: merge.at };
  const csm = merge.csm === undefined ? CSM : merge.csm;
  Object.assign(draft.change, {
    low_impact_files: {
      compared_with: "the commit in force",
      files,
      ...(program === null ? { removed: ["low-impact/program.yaml"] } : {}),
    },
    governance: {
      policy: { file: "cip-policy.yaml", sha256: `sha256:${"0".repeat(64)}` },
      senior_manager: {
        csm:
          csm === null
            ? null
            : { login: csm, name: "Sara", title: "VP", since: "2026-01-01", delegates: [] },
        last_approval: null,
      },
      systems: (merge.low ?? []).map((site) => ({
        name: `${site} automation`,
        impact: "low",
        owners: null,
        site: { kind: "facility", name: site },
      })),
      source_commands: null,
    },
  });
  if (merge.standards !== undefined)
    Object.assign(draft.change, {
      calendar: {
        time_zone: CHICAGO.timeZone,
        due_soon_days: CHICAGO.dueSoonDays,
        month_end: CHICAGO.monthEnd,
        completion_grace_days: 30,
        standard_versions: merge.standards,
      },
    });
  Object.assign(draft.change.pull_request!, {
    approved_by: Object.keys(approvals),
    approved_at: approvals,
  });
  return merge.as === "break-glass" ? breakGlassDraft(draft) : draft;
}

function ledgerOf(merges: readonly Merge[]): HashedRecord[] {
  return hashed(
    chainOf(
      merges.map((merge, index) => ({ draft: mergeOf(merge, index + 1), at: new Date(merge.at) })),
    ),
  );
}

const AS_OF = new Date("2027-06-01T12:00:00Z");

function obligationsOf(records: readonly HashedRecord[], asOf = AS_OF): Obligation[] {
  const pass = new ObligationsPass(asOf, CHICAGO);
  for (const entry of records) pass.add(entry);
  return pass.finish().obligations;
}

/** The clocks' obligations, each as a line: part, subject's last words, opened, due, status, closed by. */
const clocks = (obligations: readonly Obligation[]) =>
  obligations
    .filter((o) => o.kind !== "CIP-003 R2 Section 6" && o.kind.startsWith("CIP-003 R"))
    .map((o) =>
      [
        o.kind,
        o.subject.governance?.split(": ").at(-1),
        `#${o.opened_by.sequence}`,
        o.due,
        o.status,
        o.closed_by === undefined ? "" : `by #${o.closed_by.sequence}`,
        ...(o.not_closed_by ?? []).map(({ record, why }) => `not #${record.sequence}: ${why}`),
      ].join(" | "),
    )
    .sort();

// 03:00 UTC is the evening before in Chicago.
const START = "2026-03-10T15:00:00Z";

describe("CIP-003-9 low impact's clocks from the program records accepted merges put in force", () => {
  it.each<[string, Merge[], string[]]>([
    [
      "the family starts with no record: every clock opens due that day, and is overdue",
      [{ at: START }],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
    [
      "a review merged with the CIP Senior Manager's approval: both clocks met, the next due 15 calendar months later",
      [
        {
          at: START,
          records: [{ id: "review-1", kind: "policy-review", on: "2026-02-20" }],
          approvals: { dave: START, sara: "2026-03-10T04:00:00Z" },
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | closed | by #1",
        // Her approval at 04:00 UTC on the 10th is the 9th in Chicago: the next due 9 June 2027.
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2027-06-09 | due-soon | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R1.2 | its review | #1 | 2027-05-20 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
    [
      "a review merged without her approval: the review counts, the approval stays open, saying why",
      [{ at: START, records: [{ id: "review-1", kind: "policy-review", on: "2026-03-01" }] }],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue |  | not #1: it is not approved by the CIP Senior Manager cip-policy.yaml names in force: merged without the approval of the CIP Senior Manager (sara) among its counted approvals",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R1.2 | its review | #1 | 2027-06-01 | due-soon | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
    [
      "approved by someone the policy named no CIP Senior Manager for: not her approval",
      [
        {
          at: START,
          records: [{ id: "review-1", kind: "policy-review", on: "2026-03-01" }],
          approvals: { sara: START },
          csm: null,
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue |  | not #1: it is not approved by the CIP Senior Manager cip-policy.yaml names in force: the policy file named no CIP Senior Manager before the merge",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R1.2 | its review | #1 | 2027-06-01 | due-soon | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
    [
      "a reinforcement in the 15th calendar month is on time; the next one in the 16th is late",
      [
        { at: START, records: [{ id: "r-1", kind: "reinforcement", on: "2026-01-31" }] },
        // 15 calendar months after 31 January 2026: 30 April 2027 (last-day).
        {
          at: "2027-04-30T20:00:00Z",
          records: [{ id: "r-2", kind: "reinforcement", on: "2027-04-30" }],
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2027-04-30 | closed | by #2",
        "CIP-003 R2 Section 1 | their reinforcement | #2 | 2028-07-30 | open | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
    [
      "a reinforcement on the first day of the 16th calendar month is closed late",
      [
        { at: START, records: [{ id: "r-1", kind: "reinforcement", on: "2026-01-31" }] },
        {
          at: "2027-05-01T20:00:00Z",
          records: [{ id: "r-2", kind: "reinforcement", on: "2027-05-01" }],
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2027-04-30 | closed-late | by #2",
        "CIP-003 R2 Section 1 | their reinforcement | #2 | 2028-08-01 | open | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
    [
      "a test on a leap day: the next due 36 calendar months later, the update 180 days later, closed by the update that follows it",
      [
        { at: START, records: [{ id: "test-1", kind: "incident-plan-test", on: "2026-02-28" }] },
        {
          at: "2026-08-27T15:00:00Z",
          records: [{ id: "update-1", kind: "incident-plan-update", on: "2026-08-27" }],
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 4.5 | its test | #1 | 2029-02-28 | open | ",
        // 180 days after 28 February 2026: 27 August 2026, met on its last day.
        "CIP-003 R2 Section 4.6 | its update after test-1 | #1 | 2026-08-27 | closed | by #2",
      ],
    ],
    [
      "an update on the 181st day is late; one before its test closes nothing",
      [
        { at: START, records: [{ id: "test-1", kind: "incident-plan-test", on: "2026-02-28" }] },
        {
          at: "2026-04-01T15:00:00Z",
          records: [{ id: "update-0", kind: "incident-plan-update", on: "2026-02-27" }],
        },
        {
          at: "2026-08-28T15:00:00Z",
          records: [{ id: "update-1", kind: "incident-plan-update", on: "2026-08-28" }],
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 4.5 | its test | #1 | 2029-02-28 | open | ",
        "CIP-003 R2 Section 4.6 | its update after test-1 | #1 | 2026-08-27 | closed-late | by #3 | not #2: update-0, on 2026-02-27, is before the test it follows (test-1, on 2026-02-28)",
      ],
    ],
    [
      "a refused merge and a break-glass apply close nothing, listed with why",
      [
        { at: START },
        {
          at: "2026-04-01T15:00:00Z",
          as: "refused",
          records: [{ id: "r-1", kind: "reinforcement", on: "2026-03-30" }],
        },
        {
          at: "2026-04-02T15:00:00Z",
          as: "break-glass",
          records: [{ id: "test-1", kind: "incident-plan-test", on: "2026-03-30" }],
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | overdue |  | not #2: r-1: it came from a merge the gate refused (outcome not-approved), and low-impact-reinforcement may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue |  | not #3: test-1: it came from a break-glass apply (cip-sync apply --record): no review, and incident-plan-test may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
      ],
    ],
    [
      "a record dated after the merge that carries it (2099), and one not after the previous event, close nothing",
      [
        { at: START, records: [{ id: "r-1", kind: "reinforcement", on: "2026-03-01" }] },
        {
          at: "2026-04-01T15:00:00Z",
          records: [{ id: "r-2", kind: "reinforcement", on: "2099-01-01" }],
        },
        {
          at: "2026-04-02T15:00:00Z",
          records: [{ id: "r-0", kind: "reinforcement", on: "2025-01-01" }],
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2027-06-01 | due-soon |  | not #2: r-2: it is dated 2099-01-01, after the record that carries it (2026-04-01T15:00:00.000Z) | not #3: r-0, on 2025-01-01, is not after the previous one it would follow (r-1, on 2026-03-01)",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
    [
      "the same record carried again (its text edited) is the event counted already",
      [
        { at: START, records: [{ id: "r-1", kind: "reinforcement", on: "2026-03-01" }] },
        {
          at: "2026-04-01T15:00:00Z",
          records: [{ id: "r-1", kind: "reinforcement", on: "2026-03-01" }],
        },
      ],
      [
        "CIP-003 R1.2 | the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R1.2 | their review | #1 | 2026-03-10 | overdue | ",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 1 | their reinforcement | #1 | 2027-06-01 | due-soon | ",
        "CIP-003 R2 Section 4.5 | their test | #1 | 2026-03-10 | overdue | ",
      ],
    ],
  ])("%s", (_name, merges, expected) => {
    const records = ledgerOf(merges);
    expect(clocks(obligationsOf(records))).toStrictEqual([...expected].sort());
    // Resumed from a checkpoint after every record, the pass judges as one pass over them all
    // (what was closed before the cut is counted by the checkpoint, not listed again).
    const whole = obligationsOf(records);
    const stillOpen = (obligations: readonly Obligation[]) =>
      clocks(obligations.filter((o) => o.closed_by === undefined));
    for (let cut = 1; cut < records.length; cut += 1) {
      const first = new ObligationsPass(AS_OF, CHICAGO);
      for (const entry of records.slice(0, cut)) first.add(entry);
      const resumed = ObligationsPass.resume(
        JSON.parse(JSON.stringify(first.checkpoint())),
        AS_OF,
        CHICAGO,
      );
      for (const entry of records.slice(cut)) resumed.add(entry);
      expect(stillOpen(resumed.finish().obligations), `cut at ${cut}`).toStrictEqual(
        stillOpen(whole),
      );
    }
  });

  it("says R1's VSL band of a late review, and why a clock opened", () => {
    const records = ledgerOf([
      { at: START, records: [{ id: "review-1", kind: "policy-review", on: "2026-01-15" }] },
      // 16 May 2027: more than 16 calendar months after 15 January 2026: moderate.
      {
        at: "2027-05-16T20:00:00Z",
        records: [{ id: "review-2", kind: "policy-review", on: "2027-05-16" }],
      },
    ]);
    const reviews = obligationsOf(records).filter((o) =>
      o.subject.governance?.match(/(its|their) review$/),
    );
    expect(reviews.map((o) => o.reason)).toStrictEqual([
      "15 calendar months after the previous review (review-1, on 2026-01-15); met by review-2, on 2027-05-16; R1's VSL band: moderate",
      "15 calendar months after the previous review (review-2, on 2027-05-16)",
      "no accepted record of it before the family started: record the last one (low-impact/records/ID.yaml, kind policy-review), merged by a reviewed pull request; met by review-1, on 2026-01-15",
    ]);
  });

  // M1: "review of each cyber security policy" and "approval by the CIP Senior Manager for each
  // cyber security policy"; Attachment 1: plans "by individual asset or groups of assets", and
  // 4.5 tests "the Cyber Security Incident response plan(s)": each policy and each plan runs apart.
  it.each<[string, Merge[], string[], string]>([
    [
      "reviewing and approving POL-A closes nothing of POL-B's: POL-B's review and approval go overdue",
      [
        {
          at: START,
          records: [
            {
              id: "review-1",
              kind: "policy-review",
              on: "2026-02-20",
              subjects: ["POL-A", "POL-B"],
            },
          ],
          approvals: { sara: START },
        },
        {
          at: "2027-05-01T15:00:00Z",
          records: [
            { id: "review-2", kind: "policy-review", on: "2027-05-01", subjects: ["POL-A"] },
          ],
          approvals: { sara: "2027-05-01T15:00:00Z" },
        },
      ],
      [
        "CIP-003 R1.2 | the low-impact cyber security policies: the CIP Senior Manager's approval | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R1.2 | the low-impact cyber security policies: their review | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R1.2 | the low-impact cyber security policy POL-A: its review | #1 | 2027-05-20 | closed | by #2",
        "CIP-003 R1.2 | the low-impact cyber security policy POL-A: its review | #2 | 2028-08-01 | open | ",
        "CIP-003 R1.2 | the low-impact cyber security policy POL-A: the CIP Senior Manager's approval | #1 | 2027-06-10 | closed | by #2",
        "CIP-003 R1.2 | the low-impact cyber security policy POL-A: the CIP Senior Manager's approval | #2 | 2028-08-01 | open | ",
        "CIP-003 R1.2 | the low-impact cyber security policy POL-B: its review | #1 | 2027-05-20 | overdue | ",
        "CIP-003 R1.2 | the low-impact cyber security policy POL-B: the CIP Senior Manager's approval | #1 | 2027-06-10 | overdue | ",
      ],
      "2027-07-01",
    ],
    [
      "testing IR-1 does not restart IR-2's 36 months; two plans tested on one day both count, each with its 4.6 update",
      [
        {
          at: START,
          records: [
            { id: "test-1", kind: "incident-plan-test", on: "2026-03-01", subjects: ["IR-1"] },
            { id: "test-2", kind: "incident-plan-test", on: "2026-03-01", subjects: ["IR-2"] },
          ],
        },
        {
          at: "2026-05-01T15:00:00Z",
          records: [
            { id: "update-2", kind: "incident-plan-update", on: "2026-05-01", follows: "test-2" },
          ],
        },
        {
          at: "2029-02-01T15:00:00Z",
          records: [
            { id: "test-3", kind: "incident-plan-test", on: "2029-02-01", subjects: ["IR-1"] },
          ],
        },
      ],
      [
        "CIP-003 R2 Section 4.5 | the Cyber Security Incident response plan IR-1: its test | #1 | 2029-03-01 | closed | by #3",
        "CIP-003 R2 Section 4.5 | the Cyber Security Incident response plan IR-1: its test | #3 | 2032-02-01 | open | ",
        "CIP-003 R2 Section 4.5 | the Cyber Security Incident response plan IR-2: its test | #1 | 2029-03-01 | overdue | ",
        "CIP-003 R2 Section 4.5 | the Cyber Security Incident response plan(s): their test | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 4.6 | the Cyber Security Incident response plan IR-1: its update after test-1 | #1 | 2026-08-28 | overdue | ",
        "CIP-003 R2 Section 4.6 | the Cyber Security Incident response plan IR-1: its update after test-3 | #3 | 2029-07-31 | open | ",
        "CIP-003 R2 Section 4.6 | the Cyber Security Incident response plan IR-2: its update after test-2 | #1 | 2026-08-28 | closed | by #2",
      ],
      "2029-06-01",
    ],
    [
      "one test of two plans opens an update per plan, and the update that follows it closes both; the same plan tested twice on one day counts once",
      [
        {
          at: START,
          records: [
            {
              id: "test-1",
              kind: "incident-plan-test",
              on: "2026-03-01",
              subjects: ["IR-1", "IR-2"],
            },
            { id: "test-2", kind: "incident-plan-test", on: "2026-03-01", subjects: ["IR-1"] },
          ],
        },
        {
          at: "2026-05-01T15:00:00Z",
          records: [{ id: "update-1", kind: "incident-plan-update", on: "2026-05-01" }],
        },
      ],
      [
        "CIP-003 R2 Section 4.5 | the Cyber Security Incident response plan IR-1: its test | #1 | 2029-03-01 | open |  | not #1: test-2, on 2026-03-01, is not after the previous one it would follow (test-1, on 2026-03-01)",
        "CIP-003 R2 Section 4.5 | the Cyber Security Incident response plan IR-2: its test | #1 | 2029-03-01 | open | ",
        "CIP-003 R2 Section 4.5 | the Cyber Security Incident response plan(s): their test | #1 | 2026-03-10 | closed | by #1",
        "CIP-003 R2 Section 4.6 | the Cyber Security Incident response plan IR-1: its update after test-1 | #1 | 2026-08-28 | closed | by #2",
        "CIP-003 R2 Section 4.6 | the Cyber Security Incident response plan IR-2: its update after test-1 | #1 | 2026-08-28 | closed | by #2",
      ],
      "2027-01-01",
    ],
  ])("%s", (_name, merges, expected, asOf) => {
    const records = ledgerOf(merges);
    const judged = obligationsOf(records, new Date(`${asOf}T12:00:00Z`));
    const subjects = judged
      .filter((o) => /^CIP-003 R(1\.2|2 Section 4\.[56])$/.test(o.kind))
      .filter((o) => expected.some((line) => line.includes(o.subject.governance ?? "")))
      .map((o) =>
        [
          o.kind,
          o.subject.governance,
          `#${o.opened_by.sequence}`,
          o.due,
          o.status,
          o.closed_by === undefined ? "" : `by #${o.closed_by.sequence}`,
          ...(o.not_closed_by ?? []).map(({ record, why }) => `not #${record.sequence}: ${why}`),
        ].join(" | "),
      )
      .sort();
    expect(subjects).toStrictEqual([...expected].sort());
  });

  // R1: policies that "collectively address the following topics"; R1's VSL counts each topic
  // left out. Each policy addresses what its latest accepted review lists; a topic none addresses
  // is a gap from the merge that put that state in force, closed by the one that covers it again.
  describe("R1 Part 1.2's topics, addressed by the policies in force", () => {
    const ALL_BUT_VENDOR =
      "[awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, cip_exceptional_circumstances]";
    const topicRows = (merges: Merge[], asOf: string) =>
      obligationsOf(ledgerOf(merges), new Date(`${asOf}T12:00:00Z`))
        .filter((o) => o.subject.governance?.includes(": topic "))
        .map((o) =>
          [
            o.subject.governance?.split("topic ").at(-1),
            `#${o.opened_by.sequence}`,
            o.due,
            o.status,
            o.closed_by === undefined ? "" : `by #${o.closed_by.sequence}`,
            ...(o.not_closed_by ?? []).map(({ record, why }) => `not #${record.sequence}: ${why}`),
          ].join(" | "),
        );

    it.each<[string, Merge[], string[]]>([
      [
        "every topic addressed: no gap",
        [{ at: START, records: [{ id: "review-1", kind: "policy-review", on: "2026-03-01" }] }],
        [],
      ],
      [
        "POL-B re-reviewed without the vendor topic, which POL-A never addressed: a gap from that merge; POL-A's review covering it closes it",
        [
          {
            at: START,
            records: [
              {
                id: "review-1",
                kind: "policy-review",
                on: "2026-03-01",
                subjects: ["POL-A"],
                topics: ALL_BUT_VENDOR,
              },
              { id: "review-2", kind: "policy-review", on: "2026-03-01", subjects: ["POL-B"] },
            ],
          },
          {
            at: "2026-06-01T15:00:00Z",
            records: [
              {
                id: "review-3",
                kind: "policy-review",
                on: "2026-06-01",
                subjects: ["POL-B"],
                topics: "[electronic_access]",
              },
            ],
          },
          {
            at: "2026-07-01T15:00:00Z",
            as: "refused",
            records: [
              { id: "review-4", kind: "policy-review", on: "2026-07-01", subjects: ["POL-A"] },
            ],
          },
          {
            at: "2026-08-03T15:00:00Z",
            records: [
              { id: "review-5", kind: "policy-review", on: "2026-08-03", subjects: ["POL-A"] },
            ],
          },
        ],
        [
          "1.2.6 Vendor electronic remote access security controls | #2 | 2026-06-01 | closed-late | by #4 | not #3: review-4: it came from a merge the gate refused (outcome not-approved), and low-impact-policy-review may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
        ],
      ],
      [
        "under CIP-003-11 a six-topic review opens nothing, and the vendor topic's gap opened before its day closes at the first review after it",
        [
          {
            at: START,
            records: [
              { id: "review-1", kind: "policy-review", on: "2026-03-01", topics: ALL_BUT_VENDOR },
            ],
            standards: [{ version: "CIP-003-11", from: "2029-07-01" }],
          },
          {
            at: "2029-07-02T15:00:00Z",
            records: [
              { id: "review-2", kind: "policy-review", on: "2029-07-02", topics: ALL_BUT_VENDOR },
            ],
            standards: [{ version: "CIP-003-11", from: "2029-07-01" }],
          },
        ],
        [
          "1.2.6 Vendor electronic remote access security controls | #1 | 2026-03-10 | closed-late | by #2",
        ],
      ],
    ])("%s", (_name, merges, expected) => {
      expect(topicRows(merges, "2029-12-01")).toStrictEqual(expected);
      // Resumed from a checkpoint after every record, the gaps still open are those of one pass.
      const records = ledgerOf(merges);
      const asOf = new Date("2029-12-01T12:00:00Z");
      const openGaps = (obligations: readonly Obligation[]) =>
        obligations
          .filter((o) => o.subject.governance?.includes(": topic ") && o.closed_by === undefined)
          .map((o) => `${o.subject.governance} | #${o.opened_by.sequence}`);
      for (let cut = 1; cut < records.length; cut += 1) {
        const first = new ObligationsPass(asOf, CHICAGO);
        for (const entry of records.slice(0, cut)) first.add(entry);
        const resumed = ObligationsPass.resume(
          JSON.parse(JSON.stringify(first.checkpoint())),
          asOf,
          CHICAGO,
        );
        for (const entry of records.slice(cut)) resumed.add(entry);
        expect(openGaps(resumed.finish().obligations), `cut at ${cut}`).toStrictEqual(
          openGaps(obligationsOf(records, asOf)),
        );
      }
    });
  });

  // Issue 96, items 1 and 2: the program file (low-impact/program.yaml) declares the policies and
  // plans, so that each is a subject from the merge that declares it (M1: "review of each cyber
  // security policy at least once every 15 calendar months; and documented approval by the CIP
  // Senior Manager for each cyber security policy"): a declared policy never reviewed is overdue,
  // reviewing POL-A closes nothing of POL-B's, a policy or plan the file stops declaring closes,
  // and the topics the policies address are the declared ones (R1: policies that "collectively
  // address the following topics"). Each row at its edge, in Chicago.
  describe("the policies and plans the program file declares", () => {
    const program = (policies: Record<string, string>, plans: string[] = ["IR-1"]) =>
      [
        "version: 1",
        "policies:",
        ...Object.entries(policies).flatMap(([id, topics]) => [
          `  - id: ${id}`,
          `    topics: ${topics}`,
        ]),
        "plans:",
        ...plans.flatMap((id) => [`  - id: ${id}`, "    sites: [Substation 12]"]),
        "",
      ].join("\n");
    const A_TOPICS = "[awareness, physical_security, electronic_access, incident_response]";
    const B_TOPICS =
      "[transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]";
    const A_AND_B = program({ "POL-A": A_TOPICS, "POL-B": B_TOPICS });
    /** Every R1 Part 1.2 and Section 4.5 row with its whole subject, sorted. */
    const subjectRows = (merges: Merge[], asOf = AS_OF) =>
      obligationsOf(ledgerOf(merges), asOf)
        .filter((o) => o.kind === "CIP-003 R1.2" || o.kind === "CIP-003 R2 Section 4.5")
        .map((o) =>
          [
            o.subject.governance,
            `#${o.opened_by.sequence}`,
            o.due,
            o.status,
            o.closed_by === undefined ? "" : `by #${o.closed_by.sequence}`,
            ...(o.closed_by === undefined ? [] : [o.reason]),
          ].join(" | "),
        )
        .sort();
    const A = "the low-impact cyber security policy POL-A";
    const B = "the low-impact cyber security policy POL-B";
    const C = "the low-impact cyber security policy POL-C";
    const IR1 = "the Cyber Security Incident response plan IR-1: its test";

    it.each<[string, Merge[], string[]]>([
      [
        "declared with the family's first merge and never reviewed: each policy's clocks and each plan's test are overdue from that day",
        [{ at: START, program: A_AND_B }],
        [
          `${IR1} | #1 | 2026-03-10 | overdue | `,
          `${A}: its review | #1 | 2026-03-10 | overdue | `,
          `${A}: the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | `,
          `${B}: its review | #1 | 2026-03-10 | overdue | `,
          `${B}: the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | `,
        ],
      ],
      [
        "POL-A reviewed and approved with the declaration: POL-B's clocks stay overdue",
        [
          {
            at: START,
            program: A_AND_B,
            records: [
              {
                id: "review-1",
                kind: "policy-review",
                on: "2026-02-20",
                subjects: ["POL-A"],
                topics: A_TOPICS,
              },
            ],
            approvals: { dave: START, sara: "2026-03-10T16:00:00Z" },
          },
        ],
        [
          `${IR1} | #1 | 2026-03-10 | overdue | `,
          `${A}: its review | #1 | 2026-03-10 | closed | by #1 | no accepted record of it before the family started: record the last one (low-impact/records/ID.yaml, kind policy-review), merged by a reviewed pull request; met by review-1, on 2026-02-20`,
          `${A}: its review | #1 | 2027-05-20 | overdue | `,
          `${A}: the CIP Senior Manager's approval | #1 | 2026-03-10 | closed | by #1 | no accepted record of the CIP Senior Manager's approval before the family started: record the last one (low-impact/records/ID.yaml, kind policy-review, approved by the CIP Senior Manager on its pull request), merged by a reviewed pull request; met by sara's approval of the merge of review-1, on 2026-03-10`,
          `${A}: the CIP Senior Manager's approval | #1 | 2027-06-10 | due-soon | `,
          `${B}: its review | #1 | 2026-03-10 | overdue | `,
          `${B}: the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | `,
        ],
      ],
      [
        "declared later, after the family started with no review: the policies take over the clock the family opened (owed since then); one declared later still is due from its own merge, met on that day and late the day after",
        [
          { at: START, records: [{ id: "r-1", kind: "reinforcement", on: "2026-03-01" }] },
          { at: "2026-06-01T15:00:00Z", program: A_AND_B },
          {
            at: "2026-07-01T15:00:00Z",
            program: program({ "POL-A": A_TOPICS, "POL-B": B_TOPICS, "POL-C": "[awareness]" }),
          },
          {
            at: "2026-07-02T15:00:00Z",
            records: [
              {
                id: "review-c",
                kind: "policy-review",
                on: "2026-07-01",
                subjects: ["POL-C"],
                topics: "[awareness]",
              },
            ],
            approvals: { dave: "2026-07-02T15:00:00Z", sara: "2026-07-02T16:00:00Z" },
          },
        ],
        [
          `${IR1} | #1 | 2026-03-10 | overdue | `,
          `${A}: its review | #1 | 2026-03-10 | overdue | `,
          `${A}: the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | `,
          `${B}: its review | #1 | 2026-03-10 | overdue | `,
          `${B}: the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | `,
          `${C}: its review | #3 | 2026-07-01 | closed | by #4 | no accepted record of it before the family started: record the last one (low-impact/records/ID.yaml, kind policy-review), merged by a reviewed pull request; met by review-c, on 2026-07-01`,
          `${C}: its review | #4 | 2027-10-01 | open | `,
          `${C}: the CIP Senior Manager's approval | #3 | 2026-07-01 | closed-late | by #4 | no accepted record of the CIP Senior Manager's approval before the family started: record the last one (low-impact/records/ID.yaml, kind policy-review, approved by the CIP Senior Manager on its pull request), merged by a reviewed pull request; met by sara's approval of the merge of review-c, on 2026-07-02`,
          `${C}: the CIP Senior Manager's approval | #4 | 2027-10-02 | open | `,
        ],
      ],
      [
        "a policy and a plan the file stops declaring close from that merge; a refused merge's file puts nothing in force",
        [
          {
            at: START,
            program: program({ "POL-A": A_TOPICS, "POL-B": B_TOPICS }, ["IR-1", "IR-2"]),
          },
          { at: "2026-05-01T15:00:00Z", as: "refused", program: program({ "POL-A": B_TOPICS }) },
          {
            at: "2026-06-01T15:00:00Z",
            program: program({
              "POL-A": `[${"awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances"}]`,
            }),
          },
        ],
        [
          `${IR1} | #1 | 2026-03-10 | overdue | `,
          "the Cyber Security Incident response plan IR-2: its test | #1 | 2026-03-10 | closed-late | by #3 | no accepted record of it before the family started: record the last one (low-impact/records/ID.yaml, kind incident-plan-test), merged by a reviewed pull request; no longer declared by low-impact/program.yaml from 2026-06-01",
          `${A}: its review | #1 | 2026-03-10 | overdue | `,
          `${A}: the CIP Senior Manager's approval | #1 | 2026-03-10 | overdue | `,
          `${B}: its review | #1 | 2026-03-10 | closed-late | by #3 | no accepted record of it before the family started: record the last one (low-impact/records/ID.yaml, kind policy-review), merged by a reviewed pull request; no longer declared by low-impact/program.yaml from 2026-06-01`,
          `${B}: the CIP Senior Manager's approval | #1 | 2026-03-10 | closed-late | by #3 | no accepted record of the CIP Senior Manager's approval before the family started: record the last one (low-impact/records/ID.yaml, kind policy-review, approved by the CIP Senior Manager on its pull request), merged by a reviewed pull request; no longer declared by low-impact/program.yaml from 2026-06-01`,
        ],
      ],
    ])("%s", (_name, merges, expected) => {
      expect(subjectRows(merges)).toStrictEqual(expected);
      // Resumed from a checkpoint after every record, the pass judges as one.
      const records = ledgerOf(merges);
      for (let cut = 1; cut < records.length; cut += 1) {
        const first = new ObligationsPass(AS_OF, CHICAGO);
        for (const entry of records.slice(0, cut)) first.add(entry);
        const resumed = ObligationsPass.resume(
          JSON.parse(JSON.stringify(first.checkpoint())),
          AS_OF,
          CHICAGO,
        );
        for (const entry of records.slice(cut)) resumed.add(entry);
        // What the resumed pass emits: every obligation open, or closed after the cut.
        const rows = (obligations: readonly Obligation[]) =>
          obligations
            .filter((o) => o.kind.startsWith("CIP-003 R"))
            .filter((o) => o.closed_by === undefined || o.closed_by.sequence > cut)
            .map((o) => JSON.stringify(o))
            .sort();
        expect(rows(resumed.finish().obligations), `cut at ${cut}`).toStrictEqual(
          rows(obligationsOf(records)),
        );
      }
    });

    it("counts the topics its policies declare, never a review's: a topic none declares is a gap from that merge, closed by the merge whose file covers it", () => {
      const NO_VENDOR = "[transient_cyber_assets, cip_exceptional_circumstances]";
      const merges: Merge[] = [
        {
          at: START,
          program: program({ "POL-A": A_TOPICS, "POL-B": NO_VENDOR }),
          records: [
            {
              id: "review-1",
              kind: "policy-review",
              on: "2026-03-01",
              subjects: ["POL-A", "POL-B"],
            },
          ],
        },
        { at: "2026-06-01T15:00:00Z", program: A_AND_B },
      ];
      const gaps = obligationsOf(ledgerOf(merges)).filter((o) =>
        o.subject.governance?.includes(": topic "),
      );
      expect(
        gaps.map((o) => [
          o.subject.governance,
          o.opened_by.sequence,
          o.due,
          o.status,
          o.closed_by?.sequence,
          o.reason,
        ]),
      ).toStrictEqual([
        [
          "the low-impact cyber security policies: topic 1.2.6 Vendor electronic remote access security controls",
          1,
          "2026-03-10",
          "closed-late",
          2,
          "no policy low-impact/program.yaml declares addresses vendor_remote_access; addressed again by low-impact/program.yaml, on 2026-06-01",
        ],
      ]);
    });

    // Attachment 1 Section 4: "one or more Cyber Security Incident response plan(s), either by
    // asset or group of assets": each site in scope no declared plan covers is a gap from the merge
    // that put that state in force, closed by the merge that covers it or takes it out of scope.
    const coverageRows = (merges: Merge[]) =>
      obligationsOf(ledgerOf(merges))
        .filter((o) => o.subject.governance?.startsWith("site "))
        .map((o) =>
          [
            o.kind,
            o.subject.governance,
            `#${o.opened_by.sequence}`,
            o.due,
            o.status,
            o.closed_by === undefined ? "" : `by #${o.closed_by.sequence}`,
            o.reason,
          ].join(" | "),
        )
        .sort();
    const UNCOVERED =
      'no plan low-impact/program.yaml declares covers Substation 14 (Attachment 1 Section 4: "one or more Cyber Security Incident response plan(s), either by asset or group of assets")';
    const IR_2 = `${A_AND_B}  - id: IR-2\n    sites: [Substation 14]\n`;
    it.each<[string, Merge[], string[]]>([
      [
        "a site in scope no declared plan covers: open from the merge that put that state in force",
        [{ at: START, program: A_AND_B, low: ["Substation 12", "Substation 14"] }],
        [
          `CIP-003 R2 Section 4.5 | site Substation 14: the Cyber Security Incident response plan covering it | #1 | 2026-03-10 | overdue |  | ${UNCOVERED}`,
        ],
      ],
      [
        "closed by the merge whose program file covers it (a refused one closes nothing)",
        [
          { at: START, program: A_AND_B, low: ["Substation 12", "Substation 14"] },
          {
            at: "2026-05-01T15:00:00Z",
            as: "refused",
            program: IR_2,
            low: ["Substation 12", "Substation 14"],
          },
          { at: "2026-06-01T15:00:00Z", program: IR_2, low: ["Substation 12", "Substation 14"] },
        ],
        [
          `CIP-003 R2 Section 4.5 | site Substation 14: the Cyber Security Incident response plan covering it | #1 | 2026-03-10 | closed-late | by #3 | ${UNCOVERED}; covered by IR-2 in low-impact/program.yaml from 2026-06-01`,
        ],
      ],
      [
        "closed by the merge after which no low system is at the site; a site entering scope uncovered opens one",
        [
          { at: START, program: A_AND_B, low: ["Substation 12", "Substation 14"] },
          { at: "2026-06-01T15:00:00Z", low: ["Substation 12"] },
          { at: "2026-07-01T15:00:00Z", low: ["Substation 12", "Substation 14"] },
        ],
        [
          `CIP-003 R2 Section 4.5 | site Substation 14: the Cyber Security Incident response plan covering it | #1 | 2026-03-10 | closed-late | by #2 | ${UNCOVERED}; out of scope from 2026-06-01: no system the inventory in force rates low is at Substation 14`,
          `CIP-003 R2 Section 4.5 | site Substation 14: the Cyber Security Incident response plan covering it | #3 | 2026-07-01 | overdue |  | ${UNCOVERED}`,
        ],
      ],
      [
        "without a program file, no plan's sites are declared: nothing is judged",
        [{ at: START, low: ["Substation 14"] }],
        [],
      ],
    ])("coverage: %s", (_name, merges, expected) => {
      expect(coverageRows(merges)).toStrictEqual(expected);
      const records = ledgerOf(merges);
      for (let cut = 1; cut < records.length; cut += 1) {
        const first = new ObligationsPass(AS_OF, CHICAGO);
        for (const entry of records.slice(0, cut)) first.add(entry);
        const resumed = ObligationsPass.resume(
          JSON.parse(JSON.stringify(first.checkpoint())),
          AS_OF,
          CHICAGO,
        );
        for (const entry of records.slice(cut)) resumed.add(entry);
        const open = (obligations: readonly Obligation[]) =>
          obligations
            .filter((o) => o.subject.governance?.startsWith("site ") && o.closed_by === undefined)
            .map((o) => JSON.stringify(o));
        expect(open(resumed.finish().obligations), `cut at ${cut}`).toStrictEqual(
          open(obligationsOf(records)),
        );
      }
    });

    // Section 4.5 per plan: the same plan tested twice on one day is tested once; the second
    // record is listed beside the clock, opening no second 4.6 update.
    it("counts the same plan tested twice on one day once", () => {
      const merges: Merge[] = [
        {
          at: START,
          program: A_AND_B,
          records: [
            { id: "test-1", kind: "incident-plan-test", on: "2026-03-01", subjects: ["IR-1"] },
          ],
        },
        {
          at: "2026-03-11T15:00:00Z",
          records: [
            { id: "test-2", kind: "incident-plan-test", on: "2026-03-01", subjects: ["IR-1"] },
          ],
        },
      ];
      expect(
        obligationsOf(ledgerOf(merges))
          .filter((o) => o.kind === "CIP-003 R2 Section 4.5" || o.kind === "CIP-003 R2 Section 4.6")
          .map((o) =>
            [
              o.kind,
              o.subject.governance,
              `#${o.opened_by.sequence}`,
              o.due,
              o.status,
              ...(o.not_closed_by ?? []).map(
                ({ record, why }) => `not #${record.sequence}: ${why}`,
              ),
            ].join(" | "),
          )
          .sort(),
      ).toStrictEqual([
        `CIP-003 R2 Section 4.5 | ${IR1} | #1 | 2026-03-10 | closed`,
        `CIP-003 R2 Section 4.5 | ${IR1} | #1 | 2029-03-01 | open | not #2: test-2, on 2026-03-01, is not after the previous one it would follow (test-1, on 2026-03-01)`,
        "CIP-003 R2 Section 4.6 | the Cyber Security Incident response plan IR-1: its update after test-1 | #1 | 2026-08-28 | overdue",
      ]);
    });

    // Over any sequence of accepted merges that declare policies and plans, review declared
    // policies and move the sites in scope: each declared policy has exactly one open review clock
    // and one open approval clock (no policy's review closes another's, none is left without
    // one), and the open coverage gaps are exactly the sites in scope no declared plan covers.
    it("holds each declared policy to one open clock of each kind, and each uncovered site to one gap", () => {
      const POLICIES = ["POL-A", "POL-B", "POL-C"];
      const SITES = ["Substation 12", "Substation 14", "Substation 16"];
      const step = fc.record({
        program: fc.option(
          fc.record({
            policies: fc.subarray(POLICIES, { minLength: 1 }),
            plans: fc.array(fc.subarray(SITES, { minLength: 1 }), { minLength: 1, maxLength: 2 }),
          }),
        ),
        low: fc.subarray(SITES),
        reviewed: fc.subarray(POLICIES),
      });
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 6 }), (steps) => {
          let declared: string[] | undefined;
          let covered = new Set<string>();
          const merges: Merge[] = steps.map((each, index) => {
            const at = new Date(Date.parse(START) + index * 31 * 86_400_000).toISOString();
            const text =
              each.program === null
                ? undefined
                : [
                    "version: 1",
                    "policies:",
                    ...each.program.policies.flatMap((id) => [
                      `  - id: ${id}`,
                      `    topics: ${TOPICS}`,
                    ]),
                    "plans:",
                    ...each.program.plans.flatMap((sites, plan) => [
                      `  - id: IR-${plan + 1}`,
                      `    sites: [${sites.join(", ")}]`,
                    ]),
                    "",
                  ].join("\n");
            if (each.program !== null) {
              declared = each.program.policies;
              covered = new Set(each.program.plans.flat());
            }
            const reviewed = each.reviewed.filter((id) => declared?.includes(id));
            return {
              at,
              ...(text === undefined ? {} : { program: text }),
              low: each.low,
              ...(reviewed.length === 0
                ? {}
                : {
                    records: [
                      {
                        id: `review-${index}`,
                        kind: "policy-review",
                        on: at.slice(0, 10),
                        subjects: reviewed,
                      },
                    ],
                  }),
              approvals: { dave: at, sara: at },
            };
          });
          const open = obligationsOf(ledgerOf(merges), new Date("2030-01-01T12:00:00Z")).filter(
            (o) => o.closed_by === undefined,
          );
          const subjects = (ending: string) =>
            open
              .filter((o) => o.kind === "CIP-003 R1.2" && o.subject.governance?.endsWith(ending))
              .map((o) => o.subject.governance)
              .sort();
          const each = (ending: string) =>
            (declared ?? [])
              .map((id) => `the low-impact cyber security policy ${id}: ${ending}`)
              .sort();
          if (declared !== undefined) {
            expect(subjects(": its review")).toStrictEqual(each("its review"));
            expect(subjects(": the CIP Senior Manager's approval")).toStrictEqual(
              each("the CIP Senior Manager's approval"),
            );
          }
          const last = steps.at(-1)!.low;
          expect(
            open
              .filter((o) => o.subject.governance?.startsWith("site "))
              .map((o) => o.subject.governance)
              .sort(),
          ).toStrictEqual(
            declared === undefined
              ? []
              : last
                  .filter((site) => !covered.has(site))
                  .map(
                    (site) => `site ${site}: the Cyber Security Incident response plan covering it`,
                  )
                  .sort(),
          );
        }),
        { numRuns: 60 },
      );
    });
  });
});

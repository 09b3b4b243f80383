// The authority table holds one row per fact, each citing a quoted requirement part; and
// judgeAuthority, table-driven, says no (with the reason) to an origin outside a row, a missing
// approver and a date the row forbids, at the boundaries: the latest day a record may carry is the
// one UTC+14 has reached at the record's instant (the next UTC day only from 10:00Z on), and a
// collector's clock may run exactly the allowance ahead.
import { describe, expect, it } from "vitest";
import {
  type Assertion,
  judgeAuthority,
  judgeDate,
  observationRefusal,
} from "../../../src/core/authority/authority.ts";
import {
  AUTHORITY_TABLE,
  authorityOf,
  type AuthorityRow,
  DATE_RULES,
  type DeclaredDateRule,
  type Fact,
  FACTS,
  MAX_OBSERVATION_SKEW_MINUTES,
} from "../../../src/core/authority/authority-table.ts";
import { authoritySection, citedQuote } from "../../../scripts/authority-docs.ts";

describe("the authority table", () => {
  it("has exactly one row per fact, in the order of FACTS", () => {
    expect(AUTHORITY_TABLE.map((row) => row.fact)).toEqual([...FACTS]);
  });

  it("has no row for what is no fact: asked for one, it throws rather than answer", () => {
    expect(() => authorityOf("baseline-rumour" as Fact)).toThrow(
      "no authority row for baseline-rumour",
    );
  });

  it.each(AUTHORITY_TABLE.map((row) => [row.fact, row]))(
    "%s cites a requirement part whose words are quoted, and names an origin and a date rule",
    (_fact, row) => {
      expect(citedQuote(row.cites).text).toBeDefined();
      expect(row.origins.length).toBeGreaterThan(0);
      expect(row.dates.length).toBeGreaterThan(0);
      expect(row.without).not.toBe("");
      expect(row.held).not.toBe("");
    },
  );
});

const RECORDED = "2026-09-10T12:00:00.000Z";
const note = (over: Partial<Assertion>): Assertion => ({
  fact: "completion-note",
  origin: "reviewed-merge",
  approvedBy: ["deviation-approvers"],
  dated: "2026-09-09",
  recordedAt: RECORDED,
  ...over,
});
const observation = (observedAt: string): Assertion => ({
  fact: "configuration-observation",
  origin: "default-branch-drift-check",
  approvedBy: [],
  dated: observedAt,
  recordedAt: RECORDED,
});
const BASELINE_APPROVERS = ["counted-approvals", "system-owners"] as const;
const skewMs = MAX_OBSERVATION_SKEW_MINUTES * 60_000;
const after = (ms: number) => new Date(Date.parse(RECORDED) + ms).toISOString();

describe("judgeAuthority", () => {
  it.each<[string, Assertion, string | undefined]>([
    ["a deviation approver's note, dated before its record", note({}), undefined],
    ["dated the record's day", note({ dated: "2026-09-10" }), undefined],
    ["dated the next day, which UTC+14 already has", note({ dated: "2026-09-11" }), undefined],
    [
      "dated two days after its record",
      note({ dated: "2026-09-12" }),
      "it is dated 2026-09-12, after the record that carries it (2026-09-10T12:00:00.000Z)",
    ],
    [
      "dated in 2062",
      note({ dated: "2062-01-01" }),
      "it is dated 2062-01-01, after the record that carries it (2026-09-10T12:00:00.000Z)",
    ],
    [
      "written by someone who did not authorize the deviation",
      note({ approvedBy: [] }),
      "it is not approved by a counted approver of the pull request that authorized the deviation the fact is about",
    ],
    [
      "from a break-glass record",
      note({ origin: "signed-break-glass" }),
      "it came from a break-glass record (cip-sync apply --record) in a commit signed by an operator key that evidence verify --operator-keys accepts, and completion-note may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    ],
    ["observed when appended", observation(RECORDED), undefined],
    ["observed exactly the allowance ahead", observation(after(skewMs)), undefined],
    [
      "observed a millisecond past the allowance",
      observation(after(skewMs + 1)),
      `it was observed at ${after(skewMs + 1)}, after it was appended (${RECORDED}), beyond the 5 minutes a collector's clock may run ahead`,
    ],
    [
      "observed at a time that is no time",
      observation("2026-13-40T00:00:00Z"),
      `it was observed at 2026-13-40T00:00:00Z, after it was appended (${RECORDED}), beyond the 5 minutes a collector's clock may run ahead`,
    ],
    [
      "an observation from a drift check on another branch",
      {
        ...observation(RECORDED),
        origin: { outside: "the Action's drift check on refs/heads/feature" },
      },
      "it came from the Action's drift check on refs/heads/feature, and configuration-observation may come only from the Action's drift check on the default branch; or cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts",
    ],
    [
      "an investigation note by a counted approver of a reviewed merge",
      note({ fact: "investigation-note", approvedBy: ["counted-approvals"] }),
      undefined,
    ],
    [
      "an investigation note by someone the pull request did not count",
      note({ fact: "investigation-note", approvedBy: [] }),
      "it is not approved by min-approvals counted approvals of the pull request (the gate)",
    ],
    [
      "an investigation note approved after the record that carries it",
      note({ fact: "investigation-note", approvedBy: ["counted-approvals"], dated: "2026-09-12" }),
      "it is dated 2026-09-12, after the record that carries it (2026-09-10T12:00:00.000Z)",
    ],
    [
      "an investigation note from a collector's file (the ledger writer's append)",
      note({ fact: "investigation-note", approvedBy: [], origin: "operator-signed-append" }),
      "it came from cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts, and investigation-note may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    ],
    [
      "a baseline's reviewed: date on its merge's day",
      {
        ...note({ fact: "baseline-reviewed", dated: "2026-09-10" }),
        approvedBy: BASELINE_APPROVERS,
      },
      undefined,
    ],
    [
      "a baseline's reviewed: date two days after its merge",
      {
        ...note({ fact: "baseline-reviewed", dated: "2026-09-12" }),
        approvedBy: BASELINE_APPROVERS,
      },
      "it is dated 2026-09-12, after the record that carries it (2026-09-10T12:00:00.000Z)",
    ],
    [
      "a completion note carrying no date of its own (the record dates it)",
      note({ dated: undefined }),
      undefined,
    ],
    [
      "a note dated by an instant on the latest day any time zone has",
      note({ dated: "2026-09-11T23:00:00.000Z" }),
      undefined,
    ],
    [
      "a rule lifted by the policy owners alone: every approver it lacks is named",
      {
        fact: "policy-rules",
        origin: "reviewed-merge",
        approvedBy: ["counted-approvals"],
        recordedAt: RECORDED,
      },
      "it is not approved by the policy owners cip-policy.yaml names in force, nor the approvals each rule the change removes or weakens itself requires, in force",
    ],
    [
      "the CIP Senior Manager changed without the CIP Senior Manager",
      {
        fact: "cip-senior-manager",
        origin: "reviewed-merge",
        approvedBy: ["counted-approvals"],
        recordedAt: RECORDED,
      },
      "it is not approved by the CIP Senior Manager cip-policy.yaml names in force",
    ],
  ])("%s", (_case, assertion, why) => {
    expect(judgeAuthority(assertion)).toEqual(
      why === undefined ? { authorized: true } : { authorized: false, why },
    );
  });
});

describe("not after the record: the latest day any time zone (UTC+14) has reached", () => {
  it.each<[string, string, boolean]>([
    ["2026-03-05T00:59:00.000Z", "2026-03-05", true],
    ["2026-03-05T00:59:00.000Z", "2026-03-06", false],
    ["2026-03-05T09:59:59.999Z", "2026-03-06", false],
    ["2026-03-05T10:00:00.000Z", "2026-03-06", true],
    ["2026-03-05T10:00:00.000Z", "2026-03-07", false],
    ["2026-03-05T23:59:00.000Z", "2026-03-06", true],
    ["2026-03-05T23:59:00.000Z", "2026-03-07", false],
    ["2026-12-31T10:00:00.000Z", "2027-01-01", true],
  ])("recorded at %s, a completion dated %s is admitted: %s", (recordedAt, dated, admitted) => {
    expect(judgeDate("baseline-completed-on", dated, recordedAt)).toEqual(
      admitted
        ? { authorized: true }
        : {
            authorized: false,
            why: `it is dated ${dated}, after the record that carries it (${recordedAt})`,
          },
    );
  });
});

describe("observationRefusal: a collector's file before it is appended", () => {
  const appended = new Date(RECORDED);
  it.each<
    [string, string, "default-branch-drift-check" | "operator-signed-append", string | undefined]
  >([
    [
      "observed before it is appended, by the drift check",
      "2026-09-10T11:00:00.000Z",
      "default-branch-drift-check",
      undefined,
    ],
    [
      "observed exactly the allowance ahead, from the command line",
      after(skewMs),
      "operator-signed-append",
      undefined,
    ],
    [
      "observed in 2099",
      "2099-01-01T00:00:00.000Z",
      "operator-signed-append",
      `at /observed_at: it was observed at 2099-01-01T00:00:00.000Z, after it was appended (${RECORDED}), beyond the 5 minutes a collector's clock may run ahead: write when the devices were read, by a clock set to UTC, never a time still to come`,
    ],
  ])("%s", (_case, observedAt, origin, refusal) => {
    expect(observationRefusal(observedAt, origin, appended)).toBe(refusal);
  });
});

// The date rules are data a family may extend (issue 97, item 3): a family whose facts no rule of
// the table dates (a calendar quarter's review) declares its own beside its rows, and the docs
// give its words as the row's rule.
describe("a date rule a family declares beside its rows", () => {
  const quarter: DeclaredDateRule = {
    rule: "in-calendar-quarter",
    words:
      "its performed_on's calendar quarter, in the policy's time zone, is the quarter it closes",
  };
  const row: AuthorityRow = {
    ...authorityOf("low-impact-site-file"),
    dates: ["recorded-at", quarter],
  };

  it("is given in its own words beside the table's where the docs give the row's dates", () => {
    expect(authoritySection(row)).toContain(
      `- **Dated**: ${DATE_RULES["recorded-at"]}; ${quarter.words}.`,
    );
  });
});

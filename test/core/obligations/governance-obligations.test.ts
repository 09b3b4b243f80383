// CIP-003 R3 and R4's 30-day clocks as tables: a change of CIP Senior Manager or of a delegation,
// documented on, before and after its due date, across a month end, a leap day and a time zone
// west of UTC; a removal (no date written) is a reminder; the first version opens nothing.
import { describe, expect, it } from "vitest";
import {
  type DocumentedVersion,
  governanceObligations,
  ledgerGovernanceObligations,
  type SeniorManagerFacts,
} from "../../../src/core/obligations/governance-obligations.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { computeObligations, subjectText } from "../../../src/core/obligations/obligations.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft } from "../../support/evidence-records.ts";

const DANA = {
  login: "dana",
  name: "Dana Park",
  title: "Director",
  actions: ["cip-002-r2.2"],
  delegatedOn: "2026-02-01",
  delegationRef: "DEL-7",
};

function csm(login: string, since: string, delegates = [DANA]): SeniorManagerFacts {
  return { login, name: `${login} name`, title: "VP", since, delegates };
}

let sequence = 0;
function version(
  recordedAt: string,
  seniorManager: SeniorManagerFacts | undefined,
): DocumentedVersion {
  sequence += 1;
  return {
    record: {
      workspace: "grid-east",
      sequence,
      sha256: `sha256:${sequence}`,
      recorded_at: recordedAt,
    },
    seniorManager,
  };
}

const FIRST = version("2026-01-10T12:00:00Z", csm("sam", "2025-03-01"));

describe("CIP-003 R3: a change of CIP Senior Manager documented within 30 calendar days", () => {
  it.each<[string, string, string, string, "closed" | "closed-late"]>([
    ["documented the same day", "2026-05-01", "2026-05-01T15:00:00Z", "2026-05-31", "closed"],
    ["documented on the 30th day", "2026-05-01", "2026-05-31T23:00:00Z", "2026-05-31", "closed"],
    [
      "documented on the 31st day",
      "2026-05-01",
      "2026-06-01T00:30:00Z",
      "2026-05-31",
      "closed-late",
    ],
    [
      "documented before the change takes effect",
      "2026-07-01",
      "2026-06-20T12:00:00Z",
      "2026-07-31",
      "closed",
    ],
    [
      "across February of a leap year",
      "2028-02-01",
      "2028-03-02T12:00:00Z",
      "2028-03-02",
      "closed",
    ],
    [
      "across February of a common year",
      "2027-02-01",
      "2027-03-04T12:00:00Z",
      "2027-03-03",
      "closed-late",
    ],
    ["from the 31st of January", "2026-01-31", "2026-03-02T12:00:00Z", "2026-03-02", "closed"],
  ])("%s: since %s, documented %s, due %s, %s", (_name, since, documentedAt, due, status) => {
    const obligations = governanceObligations(
      [FIRST, version(documentedAt, csm("tom", since))],
      DEFAULT_CALENDAR,
    );
    expect(obligations).toEqual([
      expect.objectContaining({
        kind: "CIP-003 R3",
        subject: "CIP Senior Manager tom (tom name, VP)",
        changed_on: since,
        due,
        status,
        documented_by: expect.objectContaining({ recorded_at: documentedAt }),
      }),
    ]);
  });

  it("counts the documentation's date in the calendar's time zone", () => {
    // 1 June 03:00 UTC is still 31 May in Chicago: on time there, late in UTC.
    const versions = [FIRST, version("2026-06-01T03:00:00Z", csm("tom", "2026-05-01"))];
    const chicago = { ...DEFAULT_CALENDAR, timeZone: "America/Chicago" };
    expect(governanceObligations(versions, chicago)[0]?.status).toBe("closed");
    expect(governanceObligations(versions, DEFAULT_CALENDAR)[0]?.status).toBe("closed-late");
  });

  it("the first version opens nothing, nor does a version that changes nothing", () => {
    expect(governanceObligations([FIRST], DEFAULT_CALENDAR)).toEqual([]);
    const same = version("2027-01-01T00:00:00Z", csm("sam", "2025-03-01"));
    expect(governanceObligations([FIRST, same], DEFAULT_CALENDAR)).toEqual([]);
  });
});

describe("CIP-003 R4: a delegation change documented within 30 days of delegated_on", () => {
  const ERIN = { ...DANA, login: "erin", name: "Erin Cho", delegationRef: "DEL-8" };
  it.each<[string, SeniorManagerFacts, string, (string | null)[]]>([
    [
      "a delegate added, documented in time",
      csm("sam", "2025-03-01", [DANA, { ...ERIN, delegatedOn: "2026-04-01" }]),
      "2026-04-20T12:00:00Z",
      ["CIP-003 R4", "2026-04-01", "2026-05-01", "closed"],
    ],
    [
      "a delegate added, documented late",
      csm("sam", "2025-03-01", [DANA, { ...ERIN, delegatedOn: "2026-04-01" }]),
      "2026-05-02T12:00:00Z",
      ["CIP-003 R4", "2026-04-01", "2026-05-01", "closed-late"],
    ],
    [
      "actions changed with a new date",
      csm("sam", "2025-03-01", [
        { ...DANA, actions: ["cip-002-r2.2", "cip-003-r1"], delegatedOn: "2026-04-10" },
      ]),
      "2026-04-11T12:00:00Z",
      ["CIP-003 R4", "2026-04-10", "2026-05-10", "closed"],
    ],
    [
      "actions changed without a new date: counted from the date written",
      csm("sam", "2025-03-01", [{ ...DANA, actions: ["cip-002-r2.2", "cip-003-r1"] }]),
      "2026-04-11T12:00:00Z",
      ["CIP-003 R4", "2026-02-01", "2026-03-03", "closed-late"],
    ],
    [
      "a delegate removed: no date written, a reminder",
      csm("sam", "2025-03-01", []),
      "2026-04-11T12:00:00Z",
      ["CIP-003 R4", null, null, "reminder"],
    ],
  ])("%s", (_name, after, documentedAt, [kind, changedOn, due, status]) => {
    const obligations = governanceObligations(
      [FIRST, version(documentedAt, after)],
      DEFAULT_CALENDAR,
    );
    expect(obligations.map((o) => [o.kind, o.changed_on, o.due, o.status])).toEqual([
      [kind, changedOn, due, status],
    ]);
  });

  it.each<[string, DocumentedVersion[], string[]]>([
    [
      "another CIP Senior Manager from the same date",
      [FIRST, version("2026-04-11T12:00:00Z", csm("tom", "2025-03-01"))],
      ["CIP-003 R3 2025-03-01 CIP Senior Manager tom (tom name, VP)"],
    ],
    [
      "the same CIP Senior Manager from a new date",
      [FIRST, version("2026-04-11T12:00:00Z", csm("sam", "2026-04-01"))],
      ["CIP-003 R3 2026-04-01 CIP Senior Manager sam (sam name, VP)"],
    ],
    [
      "a policy that named none, then one with a delegate",
      [
        version("2026-01-01T12:00:00Z", undefined),
        version("2026-04-11T12:00:00Z", csm("sam", "2026-04-01")),
      ],
      [
        "CIP-003 R3 2026-04-01 CIP Senior Manager sam (sam name, VP)",
        "CIP-003 R4 2026-02-01 delegation to dana (Dana Park, Director) for cip-002-r2.2, delegated on 2026-02-01 (DEL-7)",
      ],
    ],
    [
      "then none again: the delegation removed",
      [FIRST, version("2026-04-11T12:00:00Z", undefined)],
      [
        "CIP-003 R4 null delegation to dana (Dana Park, Director) for cip-002-r2.2, delegated on 2026-02-01 (DEL-7), removed",
      ],
    ],
    [
      "a delegation of two actions",
      [
        FIRST,
        version(
          "2026-04-11T12:00:00Z",
          csm("sam", "2025-03-01", [{ ...DANA, actions: ["cip-002-r2.2", "cip-003-r1"] }]),
        ),
      ],
      [
        "CIP-003 R4 2026-02-01 delegation to dana (Dana Park, Director) for cip-002-r2.2, cip-003-r1, delegated on 2026-02-01 (DEL-7)",
      ],
    ],
  ])("%s: what it opens, in words", (_name, versions, expected) => {
    expect(
      governanceObligations(versions, DEFAULT_CALENDAR).map(
        (o) => `${o.kind} ${o.changed_on} ${o.subject}`,
      ),
    ).toEqual(expected);
  });

  it("a new CIP Senior Manager keeps the delegations: only R3 is opened", () => {
    const obligations = governanceObligations(
      [FIRST, version("2026-05-02T12:00:00Z", csm("tom", "2026-05-01"))],
      DEFAULT_CALENDAR,
    );
    expect(obligations.map((o) => o.kind)).toEqual(["CIP-003 R3"]);
  });
});

describe("from the ledger: each merged change to cip_senior_manager the CSM approved", () => {
  const side = (login: string, since: string) => ({
    csm: {
      login,
      name: `${login} name`,
      title: "VP",
      since,
      delegates: [
        {
          login: "dana",
          name: "Dana Park",
          title: "Director",
          actions: ["cip-002-r2.2"],
          delegated_on: "2026-02-01",
          delegation_ref: "DEL-7",
        },
      ],
    },
    last_approval: null,
  });

  type Policy = NonNullable<
    Extract<ReturnType<typeof changeDraft>, { kind: "change" }>["change"]["policy"]
  >;
  function merge(
    result: "met" | "unmet",
    base: ReturnType<typeof side> | null,
    at: number,
    edit: (policy: Policy) => void = () => {},
  ) {
    const draft = changeDraft("grid-east", at, result === "met" ? "no-changes" : "policy");
    if (draft.kind !== "change") throw new Error("a change draft");
    draft.change.policy = {
      file: "cip-policy.yaml",
      blob_sha: "b".repeat(40),
      base_sha: "c".repeat(40),
      allowed: result === "met",
      reasons: [],
      rules: [{ id: "cip-senior-manager-change", result, operations: 0, requirements: [] }],
      freezes: [],
      senior_manager: { base, head: side("tom", "2026-05-01") },
    };
    edit(draft.change.policy);
    return { draft, at: new Date(Date.UTC(2026, 4, at, 12)) };
  }

  const hashed = (entries: ReturnType<typeof merge>[]) =>
    chainOf(entries).map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));

  it.each<[string, ReturnType<typeof merge>[], string[]]>([
    [
      "approved, documented in time",
      [merge("met", side("sam", "2025-03-01"), 20)],
      ["CIP-003 R3 closed"],
    ],
    [
      "approved, documented late",
      [merge("met", side("sam", "2025-03-01"), 31 + 1)],
      ["CIP-003 R3 closed-late"],
    ],
    [
      "refused: the CSM did not approve, so nothing is documented",
      [merge("unmet", side("sam", "2025-03-01"), 20)],
      [],
    ],
    ["the first CSM named: where the ledger starts", [merge("met", null, 20)], []],
    [
      "the met rule listed after another, unmet one",
      [
        merge("met", side("sam", "2025-03-01"), 20, (policy) => {
          policy.rules.unshift({ id: "other", result: "unmet", operations: 0, requirements: [] });
        }),
      ],
      ["CIP-003 R3 closed"],
    ],
    [
      "a policy without the cip-senior-manager-change rule",
      [merge("met", side("sam", "2025-03-01"), 20, (policy) => void (policy.rules = []))],
      [],
    ],
    [
      "a policy that records no senior_manager sides",
      [merge("met", side("sam", "2025-03-01"), 20, (policy) => delete policy.senior_manager)],
      [],
    ],
    [
      "the CIP Senior Manager removed from the policy: its delegation removed, a reminder",
      [
        merge("met", side("sam", "2025-03-01"), 20, (policy) => {
          policy.senior_manager!.head = { csm: null, last_approval: null };
        }),
      ],
      ["CIP-003 R4 reminder"],
    ],
    [
      "the head side not recorded",
      [
        merge("met", side("sam", "2025-03-01"), 20, (policy) => {
          policy.senior_manager!.head = null;
        }),
      ],
      ["CIP-003 R4 reminder"],
    ],
  ])("%s", (_name, entries, expected) => {
    const obligations = ledgerGovernanceObligations(hashed(entries), DEFAULT_CALENDAR);
    expect(obligations.map((o) => `${o.kind} ${o.status}`)).toEqual(expected);
  });

  it.each<[string, ReturnType<typeof merge>, Record<string, unknown>]>([
    [
      "a change: closed by its record, and when it changed",
      merge("met", side("sam", "2025-03-01"), 20),
      { kind: "CIP-003 R3", status: "closed", closed: 1, reason: "changed on 2026-05-01" },
    ],
    [
      "a delegation removed: a reminder, closed by nothing, and why there is no date",
      merge("met", side("sam", "2025-03-01"), 20, (policy) => {
        policy.senior_manager!.head = { csm: null, last_approval: null };
      }),
      {
        kind: "CIP-003 R4",
        status: "reminder",
        closed: undefined,
        reason: "a delegation removed: the policy file does not say when it ended",
      },
    ],
  ])("the obligations pass lists %s", (_name, entry, expected) => {
    const listed = computeObligations(hashed([entry]), "2026-06-01", DEFAULT_CALENDAR)
      .filter((o) => o.kind.startsWith("CIP-003"))
      .map((o) => ({
        kind: o.kind,
        status: o.status,
        closed: "closed_by" in o ? o.closed_by?.sequence : undefined,
        reason: o.reason,
      }));
    expect(listed).toStrictEqual([expected]);
  });

  it("are listed by the obligations pass with the CIP-010 and CIP-002 ones, as of a day", () => {
    const entries = hashed([merge("met", side("sam", "2025-03-01"), 20)]);
    const listed = computeObligations(entries, "2026-06-01", DEFAULT_CALENDAR)
      .filter((o) => o.kind.startsWith("CIP-003"))
      .map(
        (o) => `${o.kind} ${o.status} due ${o.due} by #${o.closed_by?.sequence} ${subjectText(o)}`,
      );
    expect(listed).toEqual([
      "CIP-003 R3 closed due 2026-05-31 by #1 CIP Senior Manager tom (tom name, VP)",
    ]);
  });
});

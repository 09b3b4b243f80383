// Which obligations a drift check notifies of: an exception like an overdue obligation (both under
// obligation-overdue, exceptions first), due soon under its own event, each state once.
import { describe, expect, it } from "vitest";
import type { Obligation, ObligationStatus } from "../../../src/core/obligations/obligations.ts";
import { obligationNotices } from "../../../src/core/obligations/obligation-notices.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";

const ref = (sequence: number) => ({
  workspace: "default",
  sequence,
  sha256: "a".repeat(64),
  recorded_at: "2026-01-02T06:00:00.000Z",
});

function obligation(
  kind: Obligation["kind"],
  status: ObligationStatus,
  opened: number,
  reason?: string,
): Obligation {
  return {
    kind,
    requirement: "",
    workspace: "default",
    subject: { cyber_system_id: "cs_alpha", cyber_system: "Alpha", asset: "rtu-1" },
    opened_by: ref(opened),
    due: "2026-02-01",
    status,
    calendar: "",
    ...(reason === undefined ? {} : { reason }),
  };
}

const NOT_RECORDED = "completion not recorded 30 days after authorization";
const BEFORE_AUTH = "completion dated 2025-12-30, before its authorization on 2026-01-02";
const r13 = (status: ObligationStatus) => obligation("CIP-010 R1.3", status, 2, NOT_RECORDED);
const r12 = (status: ObligationStatus) => obligation("CIP-010 R1.2", status, 3, BEFORE_AUTH);
const r21 = (status: ObligationStatus) => obligation("CIP-010 R2.1", status, 1);

describe("obligation notices", () => {
  it.each([
    {
      why: "R1.3 completion not recorded past the grace days: an exception, notified as overdue",
      before: [r13("open")],
      now: [r13("exception")],
      notices: [
        {
          event: "obligation-overdue",
          title: "1 CIP obligation(s) became exceptions",
          detail: `CIP-010 R1.3 rtu-1 in Alpha (cs_alpha) (due 2026-02-01: ${NOT_RECORDED})`,
        },
      ],
    },
    {
      why: "R1.2 completion before authorization, with R2.1 overdue: exceptions first",
      before: [r21("due-soon")],
      now: [r21("overdue"), r12("exception")],
      notices: [
        {
          event: "obligation-overdue",
          title: "1 CIP obligation(s) became exceptions",
          detail: `CIP-010 R1.2 rtu-1 in Alpha (cs_alpha) (due 2026-02-01: ${BEFORE_AUTH})`,
        },
        {
          event: "obligation-overdue",
          title: "1 CIP obligation(s) became overdue",
          detail: "CIP-010 R2.1 rtu-1 in Alpha (cs_alpha) (due 2026-02-01)",
        },
      ],
    },
    {
      why: "an exception already notified at the previous check: nothing",
      before: [r13("exception")],
      now: [r13("exception")],
      notices: [],
    },
    {
      why: "due soon: its own event",
      before: [r21("open")],
      now: [r21("due-soon")],
      notices: [
        {
          event: "obligation-due-soon",
          title: "1 CIP obligation(s) due soon",
          detail: "CIP-010 R2.1 rtu-1 in Alpha (cs_alpha) (due 2026-02-01)",
        },
      ],
    },
    {
      why: "an R2.1 unauthorized change: an exception due at no date, with its reason",
      before: [],
      now: [
        {
          ...obligation("CIP-010 R2.1", "exception", 4, "investigate unauthorized change of ports"),
          due: null,
        },
      ],
      notices: [
        {
          event: "obligation-overdue",
          title: "1 CIP obligation(s) became exceptions",
          detail:
            "CIP-010 R2.1 rtu-1 in Alpha (cs_alpha) (due none: investigate unauthorized change of ports)",
        },
      ],
    },
    {
      why: "an exception without a reason: none said",
      before: [],
      now: [obligation("CIP-010 R2.1", "exception", 4)],
      notices: [
        {
          event: "obligation-overdue",
          title: "1 CIP obligation(s) became exceptions",
          detail: "CIP-010 R2.1 rtu-1 in Alpha (cs_alpha) (due 2026-02-01)",
        },
      ],
    },
    {
      why: "overdue with a reason: the reason is said only of exceptions",
      before: [],
      now: [obligation("CIP-010 R2.1", "overdue", 4, "no configuration monitoring recorded")],
      notices: [
        {
          event: "obligation-overdue",
          title: "1 CIP obligation(s) became overdue",
          detail: "CIP-010 R2.1 rtu-1 in Alpha (cs_alpha) (due 2026-02-01)",
        },
      ],
    },
    { why: "closed or open: nothing", before: [], now: [r21("open"), r13("closed")], notices: [] },
  ])("$why", ({ before, now, notices }) => {
    expect(obligationNotices(now, before)).toEqual(notices);
  });

  it("names five and counts the rest", () => {
    const now = [1, 2, 3, 4, 5, 6, 7].map((n) => obligation("CIP-010 R2.1", "overdue", n));
    const [notice] = obligationNotices(now, []);
    expect(notice?.title).toBe("7 CIP obligation(s) became overdue");
    expect(notice?.detail.endsWith(", and 2 more")).toBe(true);
    expect(notice?.detail.split("; ")).toHaveLength(5);
  });

  it("names five and counts none more when there are exactly five", () => {
    const now = [1, 2, 3, 4, 5].map((n) => obligation("CIP-010 R2.1", "overdue", n));
    const [notice] = obligationNotices(now, []);
    expect(notice?.detail).toBe(
      Array.from(
        { length: 5 },
        () => "CIP-010 R2.1 rtu-1 in Alpha (cs_alpha) (due 2026-02-01)",
      ).join("; "),
    );
  });

  // Issue 69: a family no accepted merge started is said at the end of every notice, once each;
  // it sends none of its own (it is no new state).
  it("ends each notice with the families not judged, and sends none for them alone", () => {
    const families = MERGE_JUDGED_FAMILIES;
    const [notice] = obligationNotices([r21("overdue")], [], families);
    expect(notice?.detail).toBe(
      `CIP-010 R2.1 rtu-1 in Alpha (cs_alpha) (due 2026-02-01). ${families.map((family) => family.notJudged).join(" ")}`,
    );
    expect(obligationNotices([r21("open")], [], families)).toEqual([]);
  });
});

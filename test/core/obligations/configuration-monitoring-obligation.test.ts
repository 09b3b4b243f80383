// An R2.1 interval or unauthorized-change exception as R21Pass decides it, turned into the
// obligation every output lists: its status, due date, what closed it and why it is an exception.
// Each row is one decision of r21Obligation, asserted whole (no property more, none less).
import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { r21Obligation } from "../../../src/core/obligations/configuration-monitoring/configuration-monitoring-obligation.ts";
import type {
  R21Decided,
  R21Interval,
} from "../../../src/core/obligations/configuration-monitoring/configuration-monitoring-obligation.ts";
import type { UnauthorizedChangeException } from "../../../src/core/obligations/configuration-monitoring/configuration-monitoring-investigations.ts";
import {
  type Context,
  type Obligation,
  type RecordRef,
  REQUIREMENTS,
  UNDECLARED_IMPACT,
} from "../../../src/core/obligations/obligation-model.ts";

const ref = (sequence: number, date: string): RecordRef => ({
  workspace: "grid-east",
  sequence,
  sha256: String(sequence).repeat(64).slice(0, 64),
  recorded_at: `${date}T06:00:00.000Z`,
});
const OPENED = ref(1, "2026-01-01");
const DETECTED = ref(2, "2026-01-11");
const CLOSED = ref(3, "2026-01-21");
const UNSIGNED = { record: ref(2, "2026-01-11"), why: "not signed by any operator key" };

const CONTEXT: Context = {
  calendar: DEFAULT_CALENDAR,
  today: "2026-02-01",
  rule: "calendar days in UTC",
  completionGraceDays: 5,
};

const ASSET = {
  workspace: "grid-east",
  cyber_system: "Alpha Protection",
  asset: "alpha-rtu-09",
  asset_id: "ca_new_0",
};

function interval(change: Partial<R21Interval>): R21Interval {
  return {
    ...ASSET,
    kind: "monitoring interval",
    opened_on: "2026-01-01",
    opened_by: OPENED,
    due_on: "2026-02-05",
    closed_on: null,
    closed_by: null,
    status: "due",
    calendar: DEFAULT_CALENDAR,
    ...change,
  };
}

function exception(change: Partial<UnauthorizedChangeException>): UnauthorizedChangeException {
  return {
    ...ASSET,
    kind: "investigate unauthorized change",
    item: "ports",
    changed: "",
    detected_by: DETECTED,
    detected_on: "2026-01-11",
    investigated_by: null,
    status: "open",
    ...change,
  };
}

/** The obligation every R2.1 row shares: its kind, requirement, subject and calendar. */
function obligation(opened: RecordRef, change: Partial<Obligation>): Obligation {
  return {
    kind: "CIP-010 R2.1",
    requirement: REQUIREMENTS["CIP-010 R2.1"],
    workspace: "grid-east",
    subject: { cyber_system: "Alpha Protection", asset: "alpha-rtu-09", asset_id: "ca_new_0" },
    opened_by: opened,
    calendar: "calendar days in UTC",
    due: "2026-02-05",
    status: "open",
    ...change,
  } as Obligation;
}

describe("an R2.1 unauthorized change as an obligation", () => {
  it.each<[string, Partial<UnauthorizedChangeException>, Partial<Obligation>]>([
    [
      "not investigated: an exception, due at no date",
      {},
      {
        due: null,
        status: "exception",
        reason: "investigate unauthorized change of ports, detected on 2026-01-11",
      },
    ],
    [
      "not investigated, its entries kept: an exception saying what changed (issue 64, item 5)",
      { changed: "observed, not declared: 3389/tcp" },
      {
        due: null,
        status: "exception",
        reason:
          "investigate unauthorized change of ports (observed, not declared: 3389/tcp), detected on 2026-01-11",
      },
    ],
    [
      "not investigated, claimed twice: an exception saying what closed nothing",
      { not_closed_by: ["record #3: a collector's word", "record #4: a refused merge"] },
      {
        due: null,
        status: "exception",
        reason:
          "investigate unauthorized change of ports, detected on 2026-01-11; not closed by record #3: a collector's word; nor record #4: a refused merge",
      },
    ],
    [
      "investigated: closed by the record of the note, cited without its reference and approver",
      {
        status: "investigated",
        investigated_by: { ...CLOSED, reference: "INC-7", login: "dave" },
      },
      {
        due: null,
        status: "closed",
        closed_by: CLOSED,
        reason: "unauthorized change of ports investigated: INC-7 (/cip-010-investigated by dave)",
      },
    ],
  ])("%s", (_, change, expected) => {
    expect(r21Obligation(exception(change), CONTEXT)).toStrictEqual(obligation(DETECTED, expected));
  });
});

describe("an R2.1 interval as an obligation", () => {
  it.each<[string, Partial<R21Interval>, Partial<Obligation>]>([
    ["open, monitored before", { status: "due" }, { status: "open" }],
    ["due soon", { status: "due soon" }, { status: "due-soon" }],
    ["overdue", { status: "overdue" }, { status: "overdue" }],
    [
      "closed on time",
      { status: "closed on time", closed_on: "2026-01-21", closed_by: CLOSED },
      { status: "closed", closed_by: CLOSED },
    ],
    [
      "closed late",
      { status: "closed late", closed_on: "2026-02-06", closed_by: CLOSED },
      { status: "closed-late", closed_by: CLOSED },
    ],
    [
      "never monitored: due like any other (as of 2026-02-01: due soon), the reason said",
      { status: "no configuration monitoring recorded" },
      { status: "due-soon", reason: "no configuration monitoring recorded" },
    ],
    [
      "never monitored, past its due date: overdue",
      { status: "no configuration monitoring recorded", due_on: "2026-01-30" },
      { status: "overdue", due: "2026-01-30", reason: "no configuration monitoring recorded" },
    ],
    [
      "never monitored, its asset deleted after its due date: overdue as of the delete, whatever day the pass judges",
      { status: "no configuration monitoring recorded", judged_on: "2026-02-10" },
      { status: "overdue", reason: "no configuration monitoring recorded" },
    ],
    [
      "closed on time after an observation without authority: closed, listing it",
      {
        status: "closed on time",
        closed_on: "2026-01-21",
        closed_by: CLOSED,
        not_closed_by: [UNSIGNED],
      },
      { status: "closed", closed_by: CLOSED, not_closed_by: [UNSIGNED] },
    ],
    [
      "never monitored but by a record without authority: an exception",
      { status: "no configuration monitoring recorded", not_closed_by: [UNSIGNED] },
      {
        status: "exception",
        reason: "no configuration monitoring with authority recorded",
        not_closed_by: [UNSIGNED],
      },
    ],
    [
      "open after a record without authority: an exception naming its status",
      { status: "due soon", not_closed_by: [UNSIGNED] },
      {
        status: "exception",
        reason: "configuration monitoring recorded without authority (due soon)",
        not_closed_by: [UNSIGNED],
      },
    ],
    [
      "its system's impact undeclared, open: an exception",
      { status: "due", impact_undeclared: true },
      { status: "exception", reason: UNDECLARED_IMPACT },
    ],
    [
      "its system's impact undeclared, closed: an exception all the same, with what closed it",
      {
        status: "closed on time",
        closed_on: "2026-01-21",
        closed_by: CLOSED,
        impact_undeclared: true,
      },
      { status: "exception", closed_by: CLOSED, reason: UNDECLARED_IMPACT },
    ],
    [
      "its system's impact undeclared, never monitored but without authority: the impact said",
      {
        status: "no configuration monitoring recorded",
        impact_undeclared: true,
        not_closed_by: [UNSIGNED],
      },
      { status: "exception", reason: UNDECLARED_IMPACT, not_closed_by: [UNSIGNED] },
    ],
  ])("%s", (_, change, expected) => {
    expect(r21Obligation(interval(change), CONTEXT)).toStrictEqual(obligation(OPENED, expected));
  });

  it("says of an asset no record gave an id that it is keyed by system and name", () => {
    const found: R21Decided = interval({});
    delete found.asset_id;
    expect(r21Obligation(found, CONTEXT).subject).toStrictEqual({
      cyber_system: "Alpha Protection",
      asset: "alpha-rtu-09",
      keyed_by: "cyber_system and name",
    });
  });
});

// The rows of a family's populations (core/audit/families/family-rows.ts), the one piece of code
// CIP-007 R2's and CIP-010 R3's populations share: a toy family declared in this file alone (two
// populations, one made of two parts) has its obligations routed by part, filtered by its own rule
// and the period, and given back population by population in the declared order, each in the
// obligations' order and then the family's tie.
import { describe, expect, it } from "vitest";
import type { Row } from "../../../src/core/audit/citation.ts";
import {
  dateChangesText,
  type FamilyPopulations,
  FamilyRows,
  notClosedText,
  unlessClosedBefore,
} from "../../../src/core/audit/families/family-rows.ts";
import { heldSort } from "../../../src/core/audit/row-sort.ts";
import type { Obligation } from "../../../src/core/obligations/obligations.ts";
import type { RecordRef } from "../../../src/core/obligations/record-ref.ts";

const FROM = new Date("2026-01-01T00:00:00Z");

const ref = (sequence: number, recorded_at: string): RecordRef => ({
  workspace: "grid-east",
  sequence,
  sha256: String(sequence).repeat(64).slice(0, 64),
  recorded_at,
});

function obligation(
  kind: Obligation["kind"],
  sequence: number,
  fields: Partial<Obligation> = {},
): Obligation {
  return {
    kind,
    requirement: "",
    workspace: "grid-east",
    subject: { asset: `asset-${sequence}` },
    opened_by: ref(sequence, "2026-02-01T00:00:00Z"),
    due: "2026-03-01",
    status: "open",
    calendar: "",
    ...fields,
  };
}

/** A family the tool does not have: its rows say which obligation and which population. */
const TOY: FamilyPopulations<"toyIntervals" | "toyItems"> = {
  populations: [
    {
      name: "toyIntervals",
      parts: ["CIP-010 R2.1", "CIP-003 R3"],
      columns: ["record_sequence", "asset"],
      file: "toy-intervals.csv",
      row: unlessClosedBefore((o, period) => ({
        ...period.cite(o.closed_by ?? o.opened_by),
        asset: o.subject.asset ?? null,
      })),
    },
    {
      name: "toyItems",
      parts: ["CIP-010 R1.2"],
      columns: ["record_sequence", "asset", "reason"],
      file: "toy-items.csv",
      // Its own rule: an obligation without a reason is no item.
      row: (o, period) =>
        o.reason === undefined
          ? undefined
          : { ...period.cite(o.opened_by), asset: o.subject.asset ?? null, reason: o.reason },
    },
  ],
  tie: (o) => o.reason ?? "",
};

function rowsOf(obligations: Obligation[]): [string, Row][] {
  const rows = new FamilyRows(TOY, (r) => `records/${r.sequence}.json`, FROM, heldSort);
  for (const o of obligations) rows.add(o);
  const out: [string, Row][] = [];
  rows.flush((population, row) => out.push([population, row]));
  return out;
}

const summary = (rows: [string, Row][]) =>
  rows.map(([population, row]) => `${population} #${row.record_sequence} ${row.asset}`);

describe("a family's population rows", () => {
  it("routes each part to its population, gives the populations in their declared order, each in the obligations' order", () => {
    expect(
      summary(
        rowsOf([
          obligation("CIP-010 R1.2", 5, { reason: "b" }),
          obligation("CIP-010 R2.1", 3),
          obligation("CIP-003 R3", 2, { status: "exception" }),
          // Not one of the family's parts: no row.
          obligation("CIP-010 R1.3", 4),
        ]),
      ),
    ).toEqual(["toyIntervals #2 asset-2", "toyIntervals #3 asset-3", "toyItems #5 asset-5"]);
  });

  it("breaks a tie in the obligations' order by the family's own tie", () => {
    const same = { subject: { asset: "relay" } };
    const rows = rowsOf([
      obligation("CIP-010 R1.2", 7, { ...same, reason: "z", opened_by: ref(7, "2026-02-01") }),
      obligation("CIP-010 R1.2", 7, { ...same, reason: "a", opened_by: ref(7, "2026-02-01") }),
    ]);
    expect(rows.map(([, row]) => `#${row.record_sequence} ${row.reason}`)).toEqual([
      "#7 a",
      "#7 z",
    ]);
  });

  it.each([
    ["closed before the period: no row", "2025-12-31T23:59:59Z", []],
    ["closed at the period's start: a row at its closing record", "2026-01-01T00:00:00Z", [9]],
  ])("%s", (_, closedAt, sequences) => {
    const rows = rowsOf([obligation("CIP-010 R2.1", 3, { closed_by: ref(9, closedAt) })]);
    expect(rows.map(([, row]) => row.record_sequence)).toEqual(sequences);
  });

  it("leaves out what the family's own rule says is no row", () => {
    expect(rowsOf([obligation("CIP-010 R1.2", 5)])).toEqual([]);
  });
});

describe("the texts every family's rows share", () => {
  it("says which records could not close an obligation, and why, or null", () => {
    expect(notClosedText(obligation("CIP-010 R2.1", 1))).toBeNull();
    expect(
      notClosedText(
        obligation("CIP-010 R2.1", 1, {
          not_closed_by: [{ record: ref(4, "2026-02-02"), why: "after the due date" }],
        }),
      ),
    ).toBe("record 4: after the due date");
  });

  it("says each move of a date and who approved it, or why it does not count", () => {
    expect(
      dateChangesText([
        { record: ref(3, "x"), to: "2026-04-01", approved_by: "dana" },
        { record: ref(6, "x"), to: "2026-05-01", why: "no approver" },
      ]),
    ).toBe(
      "record 3: 2026-04-01, approved by dana; record 6: 2026-05-01, not counted: no approver",
    );
  });
});

// deviations.csv's rows are folded from each deviation's obligations (R1.2 to R1.6), which a pass
// decides in any order and far apart: waiting as parts in a sort, held or spilled to disk a part a
// run, they give the rows the parts would have filled in as they came, in the order of each
// deviation's first obligation, ties in the order the deviations first came.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DeviationRows } from "../../../../src/core/audit/obligations/deviation-rows.ts";
import type { Row } from "../../../../src/core/audit/citation.ts";
import { heldSort, type SortOf } from "../../../../src/core/audit/row-sort.ts";
import type { Obligation } from "../../../../src/core/obligations/obligations.ts";
import { SpilledSort } from "../../../../src/io/sort/spilled-sort.ts";

const parent = mkdtempSync(join(tmpdir(), "deviation-rows-test-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const spilled: SortOf = (order) => new SpilledSort(order, { runLength: 1, directory: parent });

const opened = (sequence: number) => ({
  workspace: "grid-east",
  sequence,
  sha256: "a".repeat(64),
  recorded_at: `2025-03-0${sequence}T10:00:00.000Z`,
});

function part(
  kind: "CIP-010 R1.2" | "CIP-010 R1.3" | "CIP-010 R1.4" | "CIP-010 R1.6",
  asset: string,
  sequence: number,
  more: Partial<Obligation> = {},
): Obligation {
  return {
    kind,
    requirement: kind,
    workspace: "grid-east",
    subject: { cyber_system_id: "cs-1", cyber_system: "EMS", asset },
    opened_by: opened(sequence),
    due: kind === "CIP-010 R1.6" ? null : "2025-04-01",
    status: "open",
    calendar: "days",
    items: ["patches"],
    ...more,
  };
}

/** Two deviations' parts, interleaved, the second's first part before the first's last. */
const parts = [
  part("CIP-010 R1.3", "rtu-2", 2, { status: "overdue", due: "2025-03-20", reason: "late" }),
  part("CIP-010 R1.2", "rtu-1", 1, { authorized: { at: "2025-03-01T09:00:00Z", by: ["dave"] } }),
  part("CIP-010 R1.4", "rtu-2", 2, { notes: [{ login: "dave", note: "CHG-1" }] }),
  part("CIP-010 R1.3", "rtu-1", 1, {
    authorized: { at: "2025-02-28T09:00:00Z", by: ["erin"] },
    completed: { on: "2025-03-02", by: opened(3) },
    closed_by: opened(3),
    status: "closed",
  }),
  part("CIP-010 R1.6", "rtu-1", 1),
];

function rowsOf(sortOf: SortOf) {
  const rows = new DeviationRows(sortOf);
  for (const o of parts) rows.add(o, { record_sequence: o.opened_by.sequence });
  const flushed: Row[] = [];
  rows.flush((_, row) => flushed.push(row));
  return flushed;
}

describe("DeviationRows", () => {
  it("folds each deviation's parts into one row, in the order of its first obligation", () => {
    const rows = rowsOf(heldSort);
    expect(rows.map((row) => [row.asset, row.r1_3_status])).toEqual([
      ["rtu-2", "overdue"],
      ["rtu-1", "closed"],
    ]);
    expect(rows[1]).toMatchObject({
      record_sequence: 1,
      items_changed: "patches",
      // R1.2's authorization first, R1.3's only where R1.2 gives none.
      authorized_at: "2025-03-01T09:00:00Z",
      authorized_by: "dave",
      completed_on: "2025-03-02",
      baseline_updated_at: "2025-03-03T10:00:00.000Z",
      r1_4_notes: "",
      r1_6: "reminder",
    });
    expect(rows[0]).toMatchObject({ r1_3_reason: "late", r1_4_notes: "dave: CHG-1" });
  });

  it("gives the same rows when the parts are spilled to disk a part a run", () => {
    expect(rowsOf(spilled)).toEqual(rowsOf(heldSort));
  });
});

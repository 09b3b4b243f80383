// The deviations' population (deviations.csv): one row per asset and deviation from its baseline,
// filled in by each of its obligations (R1.2 to R1.6) as a pass decides them, which come in any
// order and far apart. Each obligation's part waits in a sort by its deviation, not in a row held
// from its first part to the pass's end: held so, the 20,000 deviations of a 100,000-record
// ledger stood on the judging thread's heap at its peak; on the command line the sort spills to
// disk (io/sort/spilled-sort.ts). Then each deviation's parts, together and in the order they
// came (the sort is stable), are folded into its row, and the rows are given in the order of
// their first obligation. Pure.
import {
  compareObligations,
  type Obligation,
  type ObligationOrder,
} from "../../obligations/obligations.ts";
import { compareCodePoints } from "../../shared/names.ts";
import type { Row } from "../citation.ts";
import {
  BY_FIRST_THEN_CAME,
  type DeviationRow,
  type RowsSink,
  sinkSorted,
  sortKeyOf,
  type Sort,
  type SortOf,
} from "../row-sort.ts";

/** What an obligation of R1.2 to R1.6 gives its deviation's row (fillDeviation). */
type DeviationFacts = Pick<
  Obligation,
  | "kind"
  | "authorized"
  | "completed"
  | "closed_by"
  | "due"
  | "status"
  | "reason"
  | "verified_by"
  | "closed_as"
  | "notes"
>;

/** One obligation's part of a deviation's row, as it waits among the others. */
interface DeviationPart {
  /** The deviation's key: its record, system and asset. */
  of: string;
  order: ObligationOrder;
  /** How many parts came before it. */
  came: number;
  /** The row as the deviation's first part begins it. */
  begun: Row;
  facts: DeviationFacts;
}

/** The deviations' rows of a period, fed each obligation of R1.2 to R1.6 opened in it. */
export class DeviationRows {
  readonly #parts: Sort<DeviationPart>;
  readonly #rows: Sort<DeviationRow>;
  #came = 0;

  constructor(sortOf: SortOf) {
    this.#parts = sortOf({ keyOf: (part: DeviationPart) => part.of, compare: compareCodePoints });
    this.#rows = sortOf(BY_FIRST_THEN_CAME);
  }

  /** `o`'s part of its deviation's row; `citation` cites the record that opened it. */
  add(o: Obligation, citation: Row): void {
    this.#parts.add({
      of: `${o.workspace}#${o.opened_by.sequence}|${o.subject.cyber_system ?? ""}|${o.subject.asset_id ?? o.subject.asset ?? ""}`,
      order: sortKeyOf(o),
      came: this.#came++,
      begun: {
        ...citation,
        cyber_system: o.subject.cyber_system ?? null,
        asset: o.subject.asset ?? null,
        asset_id: o.subject.asset_id ?? null,
        items_changed: (o.items ?? []).join("; "),
        authorized_at: null,
        authorized_by: null,
        completed_on: null,
        baseline_updated_at: null,
        r1_3_due: null,
        r1_3_status: null,
        r1_3_reason: null,
        r1_3_baseline_ref: null,
        r1_4_notes: "",
        r1_5: "not applicable",
        r1_6: "not applicable",
      },
      facts: {
        kind: o.kind,
        authorized: o.authorized,
        completed: o.completed,
        closed_by: o.closed_by,
        due: o.due,
        status: o.status,
        reason: o.reason,
        verified_by: o.verified_by,
        closed_as: o.closed_as,
        notes: o.notes,
      },
    });
  }

  /** Gives `sink` every deviation's row, in its first obligation's order; once, after every add. */
  flush(sink: RowsSink<"deviations">): void {
    let folding: (DeviationRow & { of: string }) | undefined;
    for (const part of this.#parts.sorted()) {
      if (folding?.of !== part.of) {
        if (folding !== undefined) this.#rows.add(folding);
        folding = { of: part.of, first: part.order, came: part.came, row: part.begun };
      } else if (compareObligations(part.order, folding.first) < 0) folding.first = part.order;
      fillDeviation(folding.row, part.facts);
    }
    if (folding !== undefined) this.#rows.add(folding);
    sinkSorted(sink, "deviations", this.#rows);
  }
}
/** The part of a deviation's row that `o` (one of R1.2 to R1.6) gives. */
function fillDeviation(row: Row, o: DeviationFacts): void {
  switch (o.kind) {
    case "CIP-010 R1.2":
      if (o.authorized !== undefined) setAuthorized(row, o.authorized);
      return;
    case "CIP-010 R1.3":
      // R1.2's authorization first; R1.3's where R1.2 gives none.
      if (o.authorized !== undefined && row.authorized_at === null)
        setAuthorized(row, o.authorized);
      row.completed_on = o.completed?.on ?? null;
      row.baseline_updated_at = o.closed_by?.recorded_at ?? null;
      row.r1_3_due = o.due;
      row.r1_3_status = o.status;
      row.r1_3_reason = o.reason ?? null;
      // Closed by a baseline_ref: verified by a collector's fetch of the document, or not.
      row.r1_3_baseline_ref =
        o.verified_by !== undefined
          ? `verified by record ${o.verified_by.sequence}`
          : (o.closed_as ?? null);
      return;
    case "CIP-010 R1.4":
      row.r1_4_notes = (o.notes ?? []).map((n) => `${n.login}: ${n.note}`).join("; ");
      return;
    case "CIP-010 R1.5":
      row.r1_5 = "reminder";
      return;
    case "CIP-010 R1.6":
      row.r1_6 = "reminder";
  }
}

function setAuthorized(row: Row, authorized: { at: string; by: string[] }): void {
  row.authorized_at = authorized.at;
  row.authorized_by = authorized.by.join("; ");
}

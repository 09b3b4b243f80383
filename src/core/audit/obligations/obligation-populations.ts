// The populations an auditor samples CIP-010 from, made of the obligations judged as of the
// period's end: the deviations (one row per asset and deviation from its baseline: the R1.1 items
// changed, who authorized it and when, the completion of the field change, when the baseline was
// updated and the R1.3 status, the R1.4 to R1.6 reminders), and the configuration monitoring (one
// row per asset and 35-day period of R2.1, and per unauthorized change detected); the obligations
// that are exceptions; and what each change record's operations opened. Every row cites the record
// that opened it. Fed the obligations one at a time as a pass decides them, it holds rows, never
// obligations, and gives them in the order of the obligations (compareObligations). Pure.
import {
  compareObligations,
  type Obligation,
  obligationKey,
  type RecordRef,
  dueText,
  subjectText,
} from "../../obligations/obligations.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { CITATION_COLUMNS, type PathOf, refCitation, type Row } from "../citation.ts";
import {
  BY_SORT_KEY,
  heldSort,
  type RowsSink,
  sinkSorted,
  type Sort,
  type Sorted,
  type SortOf,
  sortKeyOf,
} from "../row-sort.ts";
import { FamilyRows } from "../families/family-rows.ts";
import { DeviationRows } from "./deviation-rows.ts";
import { FAMILY_POPULATIONS, type FamilyPopulationName } from "../families/family-populations.ts";
export const DEVIATION_COLUMNS = [
  ...CITATION_COLUMNS,
  "cyber_system",
  "asset",
  "asset_id",
  "items_changed",
  "authorized_at",
  "authorized_by",
  "completed_on",
  "baseline_updated_at",
  "r1_3_due",
  "r1_3_status",
  "r1_3_reason",
  "r1_3_baseline_ref",
  "r1_4_notes",
  "r1_5",
  "r1_6",
] as const;

export const CONFIGURATION_MONITORING_COLUMNS = [
  ...CITATION_COLUMNS,
  "cyber_system",
  "asset",
  "kind",
  "due",
  "status",
  "closed_by_sequence",
  "closed_at",
  "reason",
] as const;

/** The key of what an operation of a change record opened: its record, system and asset. */
export const operationKey = (workspace: string, sequence: number, system: string, asset: string) =>
  `${workspace}#${sequence}/${system}/${asset}`;

/** What the obligations an operation opened say in its row of the inventory changes. */
export interface OpenedByOperation {
  obligations_opened: string;
  obligations_closed_by: string;
  closed_after_period: string;
}

/**
 * What an operation's row says of an obligation it opened, held small (there is one per asset an
 * in-period change named): what it is sorted by among its record's for the asset (their
 * workspace, subject and record are the same), and what closed it.
 */
interface Opened {
  /** The path of the record that opened it: the second pass reads them in this order. */
  path: string;
  /** The operation's key (operationKey) within that record. */
  key: string;
  kind: Obligation["kind"];
  status: Obligation["status"];
  due: string | null;
  closedBy?: number;
  /** The obligation's key, while it is open at the period's end and later closes are judged. */
  open?: string;
}

/**
 * The obligation rows of a period, fed each obligation judged as of its end (`add`), and from
 * every record each one a record after the period closed (`addLater`).
 */
export class ObligationRows {
  readonly #pathOf: PathOf;
  readonly #period: { from: number; to: number };
  readonly #deviations: DeviationRows;
  readonly #monitoring: Sort<Sorted>;
  readonly #exceptions: Sort<Sorted>;
  /**
   * What each operation of the period opened, sorted by the path of its record (ties in the
   * order decided), so that the second pass, which reads the change records in that order, takes
   * them as it goes (openedAt) instead of every one being held from the first pass's end.
   */
  readonly #opened: Sort<Opened>;
  #openedInOrder: Iterator<Opened> | undefined;
  #nextOpened: Opened | undefined;
  /** The operations of the record the second pass is at, and what they opened. */
  #openedHere = new Map<string, Opened[]>();
  readonly #closedLater = new Map<string, RecordRef>();
  readonly #laterJudged: boolean;
  /** The rows of each family judged from accepted merges, in the family table's order. */
  readonly #families: FamilyRows<FamilyPopulationName>[];

  /**
   * `laterJudged`: whether addLater will be given the closes after the period; `sortOf`: where the
   * exceptions', configuration monitoring's and the families' rows, and what each operation opened,
   * wait for their order.
   */
  constructor(
    pathOf: PathOf,
    period: { from: Date; to: Date },
    laterJudged: boolean,
    sortOf: SortOf = heldSort,
  ) {
    this.#pathOf = pathOf;
    this.#monitoring = sortOf(BY_SORT_KEY);
    this.#deviations = new DeviationRows(sortOf);
    this.#exceptions = sortOf(BY_SORT_KEY);
    this.#opened = sortOf({ keyOf: (opened: Opened) => opened.path, compare: compareCodePoints });
    this.#laterJudged = laterJudged;
    this.#families = FAMILY_POPULATIONS.map(
      (family) => new FamilyRows(family, pathOf, period.from, sortOf),
    );
    this.#period = { from: period.from.getTime(), to: period.to.getTime() };
  }

  add(o: Obligation): void {
    this.#exception(o);
    for (const family of this.#families) family.add(o);
    if (/^CIP-010 R1\.[2-6]$/.test(o.kind) && this.#inPeriod(o.opened_by))
      this.#deviations.add(o, this.#citation(o.opened_by));
    if (
      o.kind === "CIP-010 R2.1" &&
      (o.closed_by === undefined || Date.parse(o.closed_by.recorded_at) >= this.#period.from)
    )
      this.#monitoring.add({ key: sortKeyOf(o), row: this.#monitoringRow(o) });
    if (!this.#inPeriod(o.opened_by)) return;
    const path = this.#pathOf(o.opened_by);
    // A record the ledger does not hold opens no operation's row.
    if (path === null) return;
    const key = operationKey(
      o.opened_by.workspace,
      o.opened_by.sequence,
      o.subject.cyber_system_id ?? "",
      o.subject.asset ?? "",
    );
    const opened: Opened = {
      path,
      key,
      kind: o.kind,
      status: o.status,
      due: o.due,
      ...(o.closed_by === undefined
        ? this.#laterJudged
          ? { open: obligationKey(o) }
          : {}
        : { closedBy: o.closed_by.sequence }),
    };
    this.#opened.add(opened);
  }

  /**
   * An obligation judged from every record: only its close is read, for an obligation opened in
   * the period and open at its end (a completion recorded later may close it as of its opening
   * record, so the close is not told apart by its record's time).
   */
  addLater(o: Obligation): void {
    if (o.closed_by !== undefined && this.#inPeriod(o.opened_by))
      this.#closedLater.set(obligationKey(o), o.closed_by);
  }

  /**
   * The second pass is at the record at `path`: what its operations opened is taken from the sort,
   * and what records before it opened is let go. Called in the order of the paths, after flush.
   */
  openedAt(path: string): void {
    this.#openedInOrder ??= this.#opened.sorted()[Symbol.iterator]();
    this.#openedHere = new Map();
    for (;;) {
      this.#nextOpened ??= this.#openedInOrder.next().value;
      const next = this.#nextOpened;
      if (next === undefined || compareCodePoints(next.path, path) > 0) return;
      this.#nextOpened = undefined;
      if (next.path !== path) continue;
      const here = this.#openedHere.get(next.key);
      if (here === undefined) this.#openedHere.set(next.key, [next]);
      else here.push(next);
    }
  }

  /**
   * The columns of an operation's row: what its record opened for its asset, and what closed it.
   * `key` is an operation of the record given to openedAt last.
   */
  openedBy(key: string): OpenedByOperation {
    const order = (o: Opened) => ({ ...o, workspace: "", subject: {}, opened_by: { sequence: 0 } });
    const these = [...(this.#openedHere.get(key) ?? [])].sort((a, b) =>
      compareObligations(order(a), order(b)),
    );
    return {
      obligations_opened: these.map((o) => o.kind).join("; "),
      obligations_closed_by: these
        .map((o) =>
          o.closedBy === undefined ? `${o.kind}: ${o.status}` : `${o.kind}: record ${o.closedBy}`,
        )
        .join("; "),
      closed_after_period: these
        .flatMap((o) => {
          const closed = o.open === undefined ? undefined : this.#closedLater.get(o.open);
          return closed === undefined
            ? []
            : [`${o.kind}: record ${closed.sequence} (${closed.recorded_at})`];
        })
        .join("; "),
    };
  }

  /**
   * Gives `sink` the rows of the obligations, each population's in the obligations' order: those
   * that are exceptions, overdue or closed late (at the record that opened or closed them), the
   * deviations and the configuration monitoring. What the operations opened waits in its own sort
   * for openedAt.
   */
  flush(
    sink: RowsSink<"exceptions" | "deviations" | "configurationMonitoring" | FamilyPopulationName>,
  ): void {
    sinkSorted(sink, "exceptions", this.#exceptions);
    this.#deviations.flush(sink);
    sinkSorted(sink, "configurationMonitoring", this.#monitoring);
    for (const family of this.#families) family.flush(sink);
  }

  #inPeriod(ref: RecordRef): boolean {
    const at = Date.parse(ref.recorded_at);
    return at >= this.#period.from && at < this.#period.to;
  }

  #citation(ref: RecordRef): Row {
    return refCitation(ref, this.#pathOf);
  }

  #monitoringRow(o: Obligation): Row {
    return {
      ...this.#citation(o.opened_by),
      cyber_system: o.subject.cyber_system ?? null,
      asset: o.subject.asset ?? null,
      kind: o.due === null ? "unauthorized change" : "35-day period",
      due: o.due,
      status: o.status,
      closed_by_sequence: o.closed_by?.sequence ?? null,
      closed_at: o.closed_by?.recorded_at ?? null,
      reason: o.reason ?? null,
    };
  }

  /**
   * An exception, an overdue obligation, or one closed late within the period: a late closing
   * before it is history the period's exceptions do not list, as the audit report does not, and no
   * checkpoint before the period carries it.
   */
  #exception(o: Obligation): void {
    const { status } = o;
    if (status !== "exception" && status !== "overdue" && status !== "closed-late") return;
    if (status === "closed-late" && Date.parse(o.closed_by?.recorded_at ?? "") < this.#period.from)
      return;
    const ref = o.closed_by ?? o.opened_by;
    this.#exceptions.add({
      key: sortKeyOf(o),
      row: {
        ...this.#citation(ref),
        kind: `${o.kind} ${o.status}`,
        // Joined, so the row holds one string, not the pieces it was made of.
        detail: [
          `${subjectText(o)}: ${dueText(o)}, opened by record ${o.opened_by.sequence}`,
          o.reason === undefined ? "" : `: ${o.reason}`,
          ...(o.not_closed_by ?? []).map(
            (n) => `; not closed by record ${n.record.sequence} (${n.why})`,
          ),
        ].join(""),
      },
    });
  }
}

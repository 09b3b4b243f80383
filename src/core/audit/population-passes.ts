// The two passes the populations of a period are made in, over a ledger read in name order (each
// workspace's records in chain order), so that no pass holds the records. The first sees every
// record as it is verified: it writes the rows of the drift checks and of the changes the gate
// refused, notes where each record is, which records a later one declares untimestamped and each
// workspace's last inventory listing by the period's end, and judges the obligations as of the
// period's last day (and, from every record, which of them a record after the period closed),
// keeping rows, never obligations. The second reads again only the change records, those listings
// and the records declared untimestamped: it writes the rows of the inventory changes, then the
// asset populations as of the period's end, the TSA outages and the obligations' rows. Rows go to
// a sink as they are made, each population's in its order. Pure.
import type { EvidenceRecord, HashedRecord } from "../evidence/evidence-record.ts";
import { recordPath } from "../evidence/record-files.ts";
import type { InventoryListing } from "../evidence/inventory-listing.ts";
import { changeExceptions } from "../evidence/report-entries.ts";
import { recordedBy } from "../evidence/as-of.ts";
import { type Obligation, ObligationsPass, type RecordRef } from "../obligations/obligations.ts";
import type { PriorApprovalFacts } from "../obligations/review-interval.ts";
import type { CalendarSettings } from "../shared/calendar.ts";
import { AssetPopulation } from "./asset-population.ts";
import { citationOf, type Row } from "./citation.ts";
import { changeRows, reconciliationRow } from "./change-rows.ts";
import { ObligationRows } from "./obligation-populations.ts";

export interface Period {
  from: Date;
  /** The first instant after it. */
  to: Date;
}

/** Where rows go as they are made: each population's in its order. */
export type RowSink = (population: PopulationName, row: Row) => void;

/** The populations, by name (populations.ts lists them with their columns). */
export type PopulationName =
  | "assets"
  | "software"
  | "besAssets"
  | "deviations"
  | "inventoryChanges"
  | "configurationMonitoring"
  | "reconciliation"
  | "exceptions";

/** How the first pass judges the obligations itself, from the records it is given. */
export interface Judging {
  /** The period's last day (YYYY-MM-DD in the calendar's time zone): the obligations' date. */
  lastDay: string;
  /** The day the closes after the period are judged as of (today, or the last day). */
  laterDay: string;
  calendar: CalendarSettings;
  lastApproval?: PriorApprovalFacts | undefined;
}

const keyOf = (workspace: string, sequence: number) => `${workspace}#${sequence}`;

/** What the first pass gives the second. */
interface FirstFound {
  period: Period;
  sink: RowSink;
  stamp: (record: EvidenceRecord) => string;
  obligations: ObligationRows;
  /** The paths the second pass reads besides the change records. */
  declared: Map<string, number>;
  listings: ReadonlyMap<string, InventoryListing>;
}

/** The first pass: every record of the ledger, in name order, as it is verified. */
export class PopulationsFirstPass {
  readonly obligations: ObligationRows;
  readonly #period: Period;
  readonly #sink: RowSink;
  readonly #stamp: (record: EvidenceRecord) => string;
  /** Each record's path, by workspace and sequence: the obligations' rows cite it. */
  readonly #paths = new Map<string, string>();
  /** The records a later one declares untimestamped, and the first that does. */
  readonly #declaredBy = new Map<string, number>();
  readonly #lastListing = new Map<string, HashedRecord>();
  readonly #judging: { asOf: ObligationsPass; later: ObligationsPass; judged: Judging } | undefined;

  constructor(
    period: Period,
    sink: RowSink,
    stamp: (record: EvidenceRecord) => string,
    judging?: Judging,
  ) {
    this.#period = period;
    this.#sink = sink;
    this.#stamp = stamp;
    this.obligations = new ObligationRows(
      (ref: RecordRef) => this.#paths.get(keyOf(ref.workspace, ref.sequence)) ?? null,
      period,
    );
    if (judging === undefined) return;
    const { calendar, lastApproval } = judging;
    // Decided obligations become rows at once; neither pass holds them.
    const options = { keep: () => false, lastApproval };
    this.#judging = {
      asOf: new ObligationsPass(judging.lastDay, calendar, {
        ...options,
        decided: (o: Obligation) => this.obligations.add(o),
      }),
      later: new ObligationsPass(judging.laterDay, calendar, {
        ...options,
        decided: (o: Obligation) => this.obligations.addLater(o),
      }),
      judged: judging,
    };
  }

  add(entry: HashedRecord): void {
    const { record } = entry;
    this.#paths.set(keyOf(record.workspace, record.sequence), recordPath(record));
    for (const sequence of record.untimestamped_predecessors ?? []) {
      const key = keyOf(record.workspace, sequence);
      if (!this.#declaredBy.has(key)) this.#declaredBy.set(key, record.sequence);
    }
    if (this.#judging !== undefined) {
      const { asOf, later, judged } = this.#judging;
      if (recordedBy(record, judged.lastDay, judged.calendar.timeZone)) asOf.add(entry);
      later.add(entry);
    }
    const at = Date.parse(record.recorded_at);
    if (record.kind === "monitoring" && record.monitoring.listing !== undefined) {
      if (at < this.#period.to.getTime()) this.#lastListing.set(record.workspace, entry);
    }
    if (at < this.#period.from.getTime() || at >= this.#period.to.getTime()) return;
    if (record.kind === "monitoring") {
      this.#sink(
        "reconciliation",
        reconciliationRow(record, citationOf(entry), this.#stamp(record)),
      );
    } else if (record.kind === "change") {
      for (const kind of changeExceptions(record.change.outcome, record.origin === "cli"))
        this.#sink("exceptions", {
          ...citationOf(entry),
          kind,
          detail: record.change.reason ?? "",
        });
    }
  }

  /** Each workspace's last record with an inventory listing by the period's end. */
  lastListings(): HashedRecord[] {
    return [...this.#lastListing.values()];
  }

  /** The second pass, once every record was added, with the listings of lastListings by path. */
  finish(listings: ReadonlyMap<string, InventoryListing>): PopulationsSecondPass {
    if (this.#judging !== undefined) {
      this.#judging.asOf.finish();
      this.#judging.later.finish();
    }
    const declared = new Map<string, number>();
    for (const [key, by] of this.#declaredBy) {
      const path = this.#paths.get(key);
      if (path !== undefined) declared.set(path, by);
    }
    return new PopulationsSecondPass({
      period: this.#period,
      sink: this.#sink,
      stamp: this.#stamp,
      obligations: this.obligations,
      declared,
      listings,
    });
  }
}

/** The second pass: the records `needs` asks for, in name order. */
export class PopulationsSecondPass {
  readonly #found: FirstFound;
  readonly #assets: AssetPopulation;
  /** Each workspace's last change record's baselines, by system id and asset name. */
  readonly #baselines = new Map<string, Map<string, string>>();
  readonly #outages: Row[] = [];

  constructor(found: FirstFound) {
    this.#found = found;
    this.#assets = new AssetPopulation(found.period.from);
  }

  /** Whether the pass reads the record at `path`, whose kind is `kind`. */
  needs(path: string, kind: string | undefined): boolean {
    return kind === "change" || this.#found.listings.has(path) || this.#found.declared.has(path);
  }

  add(entry: HashedRecord): void {
    const { record } = entry;
    const { period, listings, declared, sink, stamp } = this.#found;
    const path = recordPath(record);
    const at = Date.parse(record.recorded_at);
    const inPeriod = at >= period.from.getTime() && at < period.to.getTime();
    const by = declared.get(path);
    if (by !== undefined && inPeriod) this.#outages.push(outageRow(entry, by));
    if (at < period.to.getTime()) this.#assets.add(entry, listings.get(path));
    if (record.kind !== "change") return;
    const before = this.#baselines.get(record.workspace) ?? new Map<string, string>();
    const after =
      record.change.baselines === undefined
        ? before
        : new Map(
            record.change.baselines.map((b) => [`${b.cyber_system_id}/${b.asset}`, b.digest]),
          );
    this.#baselines.set(record.workspace, after);
    if (!inPeriod) return;
    const rows = changeRows(entry, { before, after }, this.#found.obligations, stamp(record));
    for (const row of rows) sink("inventoryChanges", row);
  }

  /** The rows made of everything read: assets as of the period's end, outages, obligations. */
  finish(): void {
    const { sink, obligations } = this.#found;
    for (const row of this.#outages) sink("exceptions", row);
    for (const row of obligations.exceptions()) sink("exceptions", row);
    for (const row of obligations.deviations()) sink("deviations", row);
    for (const row of obligations.configurationMonitoring()) sink("configurationMonitoring", row);
    const asOfEnd = this.#assets.rows();
    for (const row of asOfEnd.assets)
      sink(row.asset_type === "software" ? "software" : "assets", row);
    for (const row of asOfEnd.besAssets) sink("besAssets", row);
  }
}

/**
 * A record of the period that a later record declares untimestamped (a TSA outage): its token, if
 * any, came late, which an auditor must have explained, as the audit report says.
 */
function outageRow(entry: HashedRecord, by: number): Row {
  return {
    ...citationOf(entry),
    kind: "timestamp late (TSA outage)",
    detail: `no timestamp when recorded; declared untimestamped by record ${by}`,
  };
}

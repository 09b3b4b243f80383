// The two passes the populations of a period are made in, over a ledger read in name order (each
// workspace's records in chain order), so that no pass holds the records. The first sees every
// record as it is verified: it writes the rows of the drift checks and of the changes the gate
// refused, notes where each record is, which records a later one declares untimestamped and each
// workspace's last inventory listing by the period's end, folds those records (population-fold.ts),
// makes the rows of the period's change records' operations from the bytes verified (each
// asset's baseline before and after it), which wait in path order for what the obligations they
// opened became, and judges the obligations as of the period's last day (and, from every record,
// which of them a record after the period closed; population-judging.ts), keeping rows, never
// obligations. The second reads again only the records declared untimestamped: it writes the
// rows of the inventory changes, finished, then the asset populations as of the period's end
// (from the fold), the TSA outages, the obligations' rows and the families' populations made of
// the records (the fold's). Rows go to a sink as they are made, each population's in its order.
// Pure.
import { type EvidenceRecord, type HashedRecord } from "../evidence/records/evidence-record.ts";
import { recordedAtOfPath, recordKey, recordOfKey } from "../evidence/chain/record-files.ts";
import { compareCodePoints } from "../shared/names.ts";
import type { InventoryListing } from "../evidence/records/beside/inventory-listing.ts";
import { changeExceptions } from "../evidence/report/report-entries.ts";
import type { RecordRef } from "../obligations/obligations.ts";
import { type FamiliesJudged, type Judging, PopulationsJudging } from "./population-judging.ts";
import { type HeldPopulations, PopulationFold } from "./population-fold.ts";
import { assetKey } from "./last-baselines.ts";
import { CITATION_COLUMNS, citationOf, type PathOf, type Row } from "./citation.ts";
import type { MergeJudgedFamily } from "../obligations/obligation-families.ts";
import { type OperationRow, operationRows, reconciliationRow } from "./change-rows.ts";
import { ObligationRows } from "./obligations/obligation-populations.ts";
import type { FamilyPopulationName } from "./families/family-populations.ts";
import { heldSort, type RowsSink, type Sort, type SortOf } from "./row-sort.ts";
import { RecordPaths } from "./record-paths.ts";
import { ReportFlaggedRows, type ResumedDrift } from "./report-flagged-rows.ts";

export interface Period {
  from: Date;
  /** The first instant after it. */
  to: Date;
}

/** Where rows go as they are made: each population's in its order. */
export type RowSink = RowsSink<PopulationName>;

/** The populations, by name (populations.ts lists them with their columns). */
export type PopulationName =
  | "assets"
  | "software"
  | "besAssets"
  | "deviations"
  | "inventoryChanges"
  | "configurationMonitoring"
  | "reconciliation"
  | "exceptions"
  | "ports"
  | FamilyPopulationName;

/**
 * A record read again: the record, or "changed" when its file is gone or its bytes are no longer
 * the ones verified.
 */
export type Reread = HashedRecord | "changed";

/** What the first pass gives the second. */
interface FirstFound {
  period: Period;
  sink: RowSink;
  stamp: (record: EvidenceRecord) => string;
  obligations: ObligationRows;
  /** The paths the second pass reads besides the change records. */
  declared: Map<string, number>;
  listings: ReadonlyMap<string, InventoryListing>;
  /** The records by the period's end, folded. */
  fold: PopulationFold;
  /** The rows of the period's change records' operations, by their records' paths. */
  operations: Sort<PathOperationRow>;
  /** The SHA-256 each record the second pass reads had when the first pass verified it. */
  verified: ReadonlyMap<string, string>;
}

/** An operation's row, with the path of its change record. */
interface PathOperationRow extends OperationRow {
  path: string;
}

/** The first pass: every record of the ledger, in name order, as it is verified. */
export class PopulationsFirstPass {
  readonly obligations: ObligationRows;
  readonly #period: Period;
  readonly #sink: RowSink;
  readonly #stamp: (record: EvidenceRecord) => string;
  /** Each record's path, by workspace and sequence: the obligations' rows cite it. */
  readonly #paths = new RecordPaths();
  /** The records a later one declares untimestamped, and the first that does. */
  readonly #declaredBy = new Map<string, number>();
  /**
   * The records by the period's end: the assets and ports as of its end (from a checkpoint's held
   * fold when the pass is given only the records after it).
   */
  readonly fold: PopulationFold;
  /** By workspace: its baselines' digests before its first change record of the period. */
  readonly #before = new Map<string, Map<string, string>>();
  /** By workspace, from its first change record of the period: its last baselines' digests. */
  readonly #baselines = new Map<string, Map<string, string>>();
  /**
   * The period's operations' rows, made as their records are verified: in path order (ties in
   * the order of the operations), as the second pass finishes them (ObligationRows.openedAt).
   */
  readonly #operations: Sort<PathOperationRow>;
  #judging: PopulationsJudging | undefined;
  /** The report's exceptions that are no single record's: gaps, unresolved drift, history. */
  readonly #flagged: ReportFlaggedRows;
  /** When the populations are made: the end of the last gap of a period still running. */
  readonly #now: Date;

  constructor(
    period: Period,
    sink: RowSink,
    stamp: (record: EvidenceRecord) => string,
    {
      judging,
      laterGiven = false,
      sortOf = heldSort,
      pathBefore,
      heldFold,
      now = period.to,
      resumedDrift,
    }: {
      judging?: Judging;
      /** Without judging: whether the caller gives the closes after the period (addLater). */
      laterGiven?: boolean;
      /** Where the obligations' rows wait for their order (ObligationRows). */
      sortOf?: SortOf;
      /** Where a record before those the pass is given is (resumed from a checkpoint). */
      pathBefore?: PathOf;
      /** The population fold of the records before those the pass is given (a checkpoint's). */
      heldFold?: HeldPopulations;
      /** When they are made (default: the period's end). */
      now?: Date;
      /** The drift episodes a checkpoint holds for its workspace, when given the records after it. */
      resumedDrift?: ResumedDrift;
    } = {},
  ) {
    this.#flagged = new ReportFlaggedRows(period, resumedDrift);
    this.#now = now;
    this.fold = heldFold === undefined ? new PopulationFold() : PopulationFold.resume(heldFold);
    this.#period = period;
    this.#sink = sink;
    this.#stamp = stamp;
    this.obligations = new ObligationRows(
      (ref: RecordRef) =>
        this.#paths.pathOf(ref.workspace, ref.sequence) ?? pathBefore?.(ref) ?? null,
      period,
      judging?.laterDay !== undefined || laterGiven,
      sortOf,
    );
    if (judging !== undefined) this.#judging = new PopulationsJudging(judging, this.obligations);
    this.#operations = sortOf({
      keyOf: (operation: PathOperationRow) => operation.path,
      compare: compareCodePoints,
    });
  }

  add(entry: HashedRecord): void {
    const { record } = entry;
    const path = this.#paths.add(entry);
    this.#flagged.add(entry);
    for (const sequence of record.untimestamped_predecessors ?? []) {
      const key = recordKey(record.workspace, sequence);
      if (!this.#declaredBy.has(key)) this.#declaredBy.set(key, record.sequence);
    }
    this.#judging?.add(entry);
    const at = Date.parse(record.recorded_at);
    if (at < this.#period.to.getTime()) this.#fold(entry, at);
    // A change record of the period, as its path says (kind and time): its operations' rows.
    if (record.kind === "change" && recordedWithin(this.#period, recordedAtOfPath(path)))
      this.#change(entry, path);
    if (at < this.#period.from.getTime() || at >= this.#period.to.getTime()) return;
    if (record.kind === "monitoring") {
      this.#sink(
        "reconciliation",
        reconciliationRow(record, citationOf(entry), this.#stamp(record)),
      );
    } else if (record.kind === "change") {
      // One row a change, naming each kind it is, as the report lists it.
      const kinds = changeExceptions(record.change.outcome, record.origin === "cli");
      if (kinds.length > 0)
        this.#sink("exceptions", {
          ...citationOf(entry),
          kind: kinds.join("; "),
          detail: record.change.reason ?? "",
        });
    }
  }

  /** The record in `bytes` read at `path` when they are the bytes added for it (RecordPaths). */
  verifiedRecord(path: string, bytes: Uint8Array): EvidenceRecord | undefined {
    return this.#paths.verifiedRecord(path, bytes);
  }

  /** A record by the period's end, into the fold, noting the baselines before its first change. */
  #fold(entry: HashedRecord, at: number): void {
    const { workspace, kind } = entry.record;
    if (kind === "change" && at >= this.#period.from.getTime() && !this.#before.has(workspace))
      this.#before.set(workspace, this.fold.baselineDigests(workspace) ?? new Map());
    this.fold.add(entry);
  }

  /**
   * The rows of a change record of the period: each operation's, with its asset's baseline before
   * it (the workspace's last change record's of the period, or as folded before the first).
   */
  #change(entry: HashedRecord, path: string): void {
    const record = entry.record as Extract<EvidenceRecord, { kind: "change" }>;
    const { workspace } = record;
    const before = this.#baselines.get(workspace) ?? this.#before.get(workspace) ?? new Map();
    const after =
      record.change.baselines === undefined
        ? before
        : new Map(record.change.baselines.map((b) => [assetKey(b), b.digest]));
    this.#baselines.set(workspace, after);
    for (const operation of operationRows(entry, { before, after }, this.#stamp(record)))
      this.#operations.add({ path, ...operation });
  }

  /**
   * Whether the closes after the period were judged as the records asked: a record after it came
   * although the judging said there was none (a record appended while the ledger was read).
   */
  get missedLaterRecords(): boolean {
    return this.#judging?.missedLaterRecords ?? false;
  }

  /** The families not judged from the records by the period's end (set by finish). */
  notJudged: readonly MergeJudgedFamily[] = [];
  /** The families that apply to no system of the inventory in force then (set by finish). */
  notApplicable: readonly MergeJudgedFamily[] = [];

  /**
   * The second pass, once every record was added, with the content of each listing of
   * fold.assets.listings(), by its record's path; and, when the caller judged as of the period's
   * last day (Judging.asOfGiven), its pass, finished.
   */
  finish(
    listings: ReadonlyMap<string, InventoryListing>,
    given?: FamiliesJudged,
  ): PopulationsSecondPass {
    if (this.#judging !== undefined) {
      const judged = this.#judging.finish(given);
      // A family no accepted merge started: said in the exceptions, its files being empty.
      this.notJudged = judged.notJudged;
      // One that applies to no system declared is no exception: said with the files written.
      this.notApplicable = judged.notApplicable;
      for (const family of this.notJudged) this.#sink("exceptions", notJudgedRow(family));
      this.#judging = undefined;
    }
    for (const row of this.#flagged.rows(this.#now)) this.#sink("exceptions", row);
    const declared = new Map<string, number>();
    const named: { workspace: string; sequence: number }[] = [];
    for (const [key, by] of this.#declaredBy) {
      const { workspace, sequence } = recordOfKey(key);
      const path = this.#paths.pathOf(workspace, sequence);
      if (path !== null) declared.set(path, by);
      named.push({ workspace, sequence });
    }
    // The operations' rows were made as the change records were verified, and the assets as of
    // the period's end are the fold's: only the records declared untimestamped are read again.
    return new PopulationsSecondPass({
      period: this.#period,
      sink: this.#sink,
      stamp: this.#stamp,
      obligations: this.obligations,
      declared,
      listings,
      fold: this.fold,
      operations: this.#operations,
      verified: this.#paths.digestsOf(named),
    });
  }
}

/**
 * The exceptions' row of a family not judged from the ledger: once, citing no record, since no
 * record judged it; its words say why (obligation-families.ts).
 */
function notJudgedRow(family: MergeJudgedFamily): Row {
  const cited = Object.fromEntries(CITATION_COLUMNS.map((column) => [column, null]));
  return { ...cited, kind: `${family.name} not judged`, detail: family.notJudged };
}

/** The second pass: the records declared untimestamped, read again, then every row left. */
export class PopulationsSecondPass {
  readonly #found: FirstFound;

  constructor(found: FirstFound) {
    this.#found = found;
  }

  /**
   * Reads again, in name order, the records declared untimestamped (each from `entryAt`, given
   * the SHA-256 the record verified with), writing the rows as it goes: first their TSA outages
   * and the obligations' rows (so that they are not held meanwhile), then the inventory changes,
   * then the assets as of the period's end. A record that is no longer what was verified
   * (`entryAt` says "changed", or its digest differs) stops it: the path is returned, and what was
   * written is to be thrown away (fail closed).
   */
  read(entryAt: (path: string, sha256: string) => Reread): { changed: string } | undefined {
    const { sink, obligations, declared, listings, operations, verified } = this.#found;
    const again = (path: string): HashedRecord | undefined => {
      const sha256 = verified.get(path);
      const entry = sha256 === undefined ? "changed" : entryAt(path, sha256);
      return entry === "changed" || entry.sha256 !== sha256 ? undefined : entry;
    };
    for (const [path, outage] of [...declared].sort(([a], [b]) => compareCodePoints(a, b))) {
      const entry = again(path);
      if (entry === undefined) return { changed: path };
      if (recordedWithin(this.#found.period, entry.record.recorded_at))
        sink("exceptions", outageRow(entry, outage));
    }
    obligations.flush(sink);
    // What the obligations each operation opened became, taken in the order of its record's path.
    let at: string | undefined;
    for (const { path, key, row } of operations.sorted()) {
      if (path !== at) obligations.openedAt(path);
      at = path;
      sink("inventoryChanges", { ...row, ...obligations.openedBy(key) });
    }
    const asOfEnd = this.#found.fold.assets.rows(this.#found.period.from, (path) =>
      listings.get(path),
    );
    for (const row of asOfEnd.assets)
      sink(row.asset_type === "software" ? "software" : "assets", row);
    for (const row of asOfEnd.besAssets) sink("besAssets", row);
    for (const row of asOfEnd.unauthenticated) sink("exceptions", row);
    for (const [population, fold] of this.#found.fold.families)
      for (const row of fold.rows(this.#found.period.from)) sink(population, row);
    return undefined;
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

/** Whether a record recorded at `recordedAt` (none: not known) was recorded within `period`. */
function recordedWithin(period: Period, recordedAt: string | undefined): boolean {
  const at = Date.parse(recordedAt ?? "");
  return at >= period.from.getTime() && at < period.to.getTime();
}

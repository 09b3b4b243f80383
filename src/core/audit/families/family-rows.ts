// The rows of a family's populations, the shape every family judged from accepted merges shares
// (patch-management/patch-populations.ts, vulnerability-assessments/assessment-populations.ts):
// each part's obligations make one population; an obligation judged as of the period's end is a row
// unless what closed or ended it is before the period; each population's rows wait in their own
// sort, in the obligations' order and then the family's own tie (its item, patch, plan or
// assessment). A family gives only what is its own (FamilyPopulations): which part makes which
// population, when an obligation is a row and the row itself, and the tie. Fed the obligations one
// at a time, it holds rows, never obligations. A population made of the records rather than of
// obligations (the files in force) is a family's FoldedPopulation, folded in ../population-fold.ts.
// Pure.
import type { Obligation, ObligationKind, RecordRef } from "../../obligations/obligations.ts";
import type { DeclaredKind } from "../../obligations/obligation-model.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { type PathOf, refCitation, type Row } from "../citation.ts";
import type { Naming, Numbering } from "../held-tables.ts";
import {
  BY_KEY_THEN_TIE,
  type RowsSink,
  sinkSorted,
  type Sort,
  type SortOf,
  sortKeyOf,
  type TiedSorted,
} from "../row-sort.ts";

/** What a family's rows are made with, for the period: a record's citation, and its time. */
export interface PeriodRecords {
  /** The citation columns of the record `ref`. */
  cite(ref: RecordRef): Row;
  /** Whether `ref` was recorded before the period: what it closed or ended is not the period's. */
  before(ref: RecordRef | undefined): boolean;
}

/**
 * One population of a family: its name, the parts whose obligations make it, its columns in order
 * (the CSV header and the JSON keys), the file it is written to, and its rows.
 */
export interface FamilyPopulation<Name extends string = string> {
  name: Name;
  parts: readonly (ObligationKind | DeclaredKind)[];
  columns: readonly string[];
  file: string;
  /** The row `o`, one of its parts' obligations, is, or undefined where it is not the period's. */
  row(o: Obligation, period: PeriodRecords): Row | undefined;
}

/**
 * A population of a family made of the records by the period's end, not of its obligations (the
 * files accepted merges put in force): folded with the records before the period in
 * ../population-fold.ts, never in a pass, its state held there under its name.
 */
export interface FoldedPopulation<Name extends string = string, Held = unknown> {
  name: Name;
  columns: readonly string[];
  file: string;
  /**
   * The version of what its fold holds (`held`, read back by `resume`): one more whenever that
   * changes; 1 for a population that joins. The drift check's checkpoint format is summed from it
   * (ledger-checkpoint.ts), so a checkpoint an earlier version wrote is not taken for altered.
   */
  heldVersion: number;
  /** Its fold, fed no record yet. */
  start(): RecordFold<Held>;
  /** Its fold as `held` holds it, taken as it is (not copied). */
  resume(held: Held, names: Naming): RecordFold<Held>;
}

/** A folded population's state, fed the records in each workspace's chain order. */
export interface RecordFold<Held = unknown> {
  add(entry: HashedRecord): void;
  /** Plain JSON, each record the rows cite by its number. */
  held(numbers: Numbering): Held;
  /**
   * Its rows of the period from `from` (its start) to the last record added, in their order, each
   * citing its record: what was in force then, or as of the last record, as the population says.
   */
  rows(from: Date): Row[];
}

/** What is a family's own in its populations' rows. */
export interface FamilyPopulations<Name extends string = string> {
  /** Its populations made of its obligations, in the order they are written. */
  populations: readonly FamilyPopulation<Name>[];
  /** Its populations made of the records, written after those. */
  folded?: readonly FoldedPopulation<Name>[];
  /** What orders the rows of obligations of the same order. */
  tie(o: Obligation): string;
}

/** The names of a family's populations. */
export type PopulationNameOf<F extends FamilyPopulations> =
  | F["populations"][number]["name"]
  | (F extends { folded: readonly (infer P extends FoldedPopulation)[] } ? P["name"] : never);

/** The rows of a family's populations of a period, fed the obligations judged as of its end. */
export class FamilyRows<Name extends string> {
  readonly #family: FamilyPopulations<Name>;
  readonly #period: PeriodRecords;
  readonly #populationOf = new Map<ObligationKind | DeclaredKind, FamilyPopulation<Name>>();
  readonly #sorts = new Map<Name, Sort<TiedSorted>>();

  constructor(family: FamilyPopulations<Name>, pathOf: PathOf, from: Date, sortOf: SortOf) {
    this.#family = family;
    const fromTime = from.getTime();
    this.#period = {
      cite: (ref) => refCitation(ref, pathOf),
      before: (ref) => ref !== undefined && Date.parse(ref.recorded_at) < fromTime,
    };
    for (const population of family.populations) {
      this.#sorts.set(population.name, sortOf(BY_KEY_THEN_TIE));
      for (const part of population.parts) this.#populationOf.set(part, population);
    }
  }

  /** An obligation judged as of the period's end: a row, where it is one of a population's. */
  add(o: Obligation): void {
    const population = this.#populationOf.get(o.kind);
    if (population === undefined) return;
    const row = population.row(o, this.#period);
    if (row === undefined) return;
    // The constructor made a sort for every population.
    this.#sorts.get(population.name)?.add({ key: sortKeyOf(o), row, tie: this.#family.tie(o) });
  }

  /** Gives `sink` each population's rows, in the obligations' order. */
  flush(sink: RowsSink<Name>): void {
    for (const [population, sort] of this.#sorts) sinkSorted(sink, population, sort);
  }
}

/** A population's rows by `rowOf`, of the obligations not closed before the period. */
export function unlessClosedBefore(
  rowOf: (o: Obligation, period: PeriodRecords) => Row,
): FamilyPopulation["row"] {
  return (o, period) => (period.before(o.closed_by) ? undefined : rowOf(o, period));
}

/** The records that would have closed it and could not, and why; null when none. */
export function notClosedText(o: Obligation): string | null {
  const not = o.not_closed_by ?? [];
  return not.length === 0
    ? null
    : not.map(({ record, why }) => `record ${record.sequence}: ${why}`).join("; ");
}

/** Each move of a date (a plan's timeframe, an action item's planned date) and who approved it. */
export function dateChangesText(
  changes: readonly { record: RecordRef; to: string; approved_by?: string; why?: string }[],
): string {
  return changes
    .map(
      (change) =>
        `record ${change.record.sequence}: ${change.to}, ${change.approved_by === undefined ? `not counted: ${change.why ?? ""}` : `approved by ${change.approved_by}`}`,
    )
    .join("; ");
}

// How the obligations' rows wait for their order: the order itself (the obligations', exceptions
// first: compareObligations), and where the rows wait, held or, on the command line, sorted in runs
// on disk (io/sort/spilled-sort.ts), so that a ledger's rows are never all held. Pure.
import {
  compareObligations,
  type Obligation,
  type ObligationOrder,
} from "../obligations/obligations.ts";
import { compareCodePoints } from "../shared/names.ts";
import type { Row } from "./citation.ts";

/** What an obligation is sorted by, without the rest of it. */
export const sortKeyOf = (o: Obligation): ObligationOrder => ({
  status: o.status,
  due: o.due,
  workspace: o.workspace,
  kind: o.kind,
  subject: { cyber_system_id: o.subject.cyber_system_id, asset: o.subject.asset },
  opened_by: { sequence: o.opened_by.sequence },
});

/** A row, with what its obligation is sorted by. */
export interface Sorted {
  key: ObligationOrder;
  row: Row;
}

/**
 * How a sort orders its items: by what `keyOf` takes of each, compared by `compare`; ties keep the
 * order the items were added in. What `keyOf` takes is all a sort that spills keeps of an item on
 * the heap (io/sort/spilled-sort.ts): the item itself waits as its JSON, outside it.
 */
export interface SortOrder<T, K> {
  keyOf: (item: T) => K;
  compare: (a: K, b: K) => number;
}

/** Items are JSON. */
export interface Sort<T> {
  add(item: T): void;
  /** Every item added, in its order's (ties in the order added); read once. */
  sorted(): Iterable<T>;
}

export type SortOf = <T, K>(order: SortOrder<T, K>) => Sort<T>;

/** The sort that holds what it sorts. */
export const heldSort: SortOf = <T, K>({ keyOf, compare }: SortOrder<T, K>): Sort<T> => {
  const items: T[] = [];
  return {
    add: (item) => items.push(item),
    sorted: () => items.sort((a, b) => compare(keyOf(a), keyOf(b))),
  };
};

export const bySortKey = (a: Sorted, b: Sorted) => compareObligations(a.key, b.key);

/** Obligations in their order, as `obligations` lists them (and the handover's obligations.md). */
export const BY_OBLIGATION: SortOrder<Obligation, ObligationOrder> = {
  keyOf: sortKeyOf,
  compare: compareObligations,
};

/** Rows in their obligations' order. */
export const BY_SORT_KEY: SortOrder<Sorted, ObligationOrder> = {
  keyOf: (sorted) => sorted.key,
  compare: compareObligations,
};

/** A row and what orders it: its obligation's order, then its family's tie. */
export interface TiedSorted extends Sorted {
  tie: string;
}

/** Rows in their obligations' order, then their tie's (a family's populations). */
export const BY_KEY_THEN_TIE: SortOrder<TiedSorted, Omit<TiedSorted, "row">> = {
  keyOf: ({ key, tie }) => ({ key, tie }),
  compare: (a, b) => compareObligations(a.key, b.key) || compareCodePoints(a.tie, b.tie),
};

/** A deviation's row, with its first obligation's order and when its first part came. */
export interface DeviationRow {
  first: ObligationOrder;
  came: number;
  row: Row;
}

/**
 * Deviations' rows in their first obligations' order, ties in the order their first parts came:
 * the order the rows had when each was held from its first part on, in a map, and sorted at the
 * end.
 */
export const BY_FIRST_THEN_CAME: SortOrder<DeviationRow, Omit<DeviationRow, "row">> = {
  keyOf: ({ first, came }) => ({ first, came }),
  compare: (a, b) => compareObligations(a.first, b.first) || a.came - b.came,
};

/**
 * The orders rows wait in, by name: a sort of rows handed to another thread (the handover's
 * writer) is merged there by the order its name gives, a function being no message.
 */
const ROW_ORDERS = {
  "by-sort-key": BY_SORT_KEY,
  "by-key-then-tie": BY_KEY_THEN_TIE,
  "by-first-then-came": BY_FIRST_THEN_CAME,
};
export type RowOrderName = keyof typeof ROW_ORDERS;

/** The name of `order`, when it is one of the rows' orders. */
export function rowOrderName(order: unknown): RowOrderName | undefined {
  return (Object.keys(ROW_ORDERS) as RowOrderName[]).find((name) => ROW_ORDERS[name] === order);
}

/** The rows' order named `name`; the items were added to their sort as that order's. */
export function rowOrderNamed(name: RowOrderName): SortOrder<{ row: Row }, unknown> {
  return ROW_ORDERS[name] as unknown as SortOrder<{ row: Row }, unknown>;
}

/**
 * Where rows go as they are made, each population's in its order. `sorted`: the rows waiting in a
 * sort, given whole, to be written in its order, here or (the handover's) meanwhile elsewhere.
 */
export interface RowsSink<Name extends string> {
  (population: Name, row: Row): void;
  sorted?: (population: Name, sort: Sort<{ row: Row }>) => void;
}

/** Gives `sink` the rows waiting in `sort`, in its order: whole when it takes them so. */
export function sinkSorted<Name extends string>(
  sink: RowsSink<Name>,
  population: Name,
  sort: Sort<{ row: Row }>,
): void {
  if (sink.sorted !== undefined) sink.sorted(population, sort);
  else for (const { row } of sort.sorted()) sink(population, row);
}

// How the obligations' rows wait for their order: the order itself (the obligations', exceptions
// first: compareObligations), and where the rows wait, held or, on the command line, sorted in runs
// on disk (io/sort/spilled-sort.ts), so that a ledger's rows are never all held. Pure.
import {
  compareObligations,
  type Obligation,
  type ObligationOrder,
} from "../obligations/obligations.ts";
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

// The obligations of a family counted by part and status, as they are decided: the audit
// report's section of each family, and the counts a checkpoint keeps of what it does
// not carry (core/checkpoint/ledger-checkpoint.ts). Pure.
import {
  countStatuses,
  type DeclaredKind,
  type Obligation,
  type ObligationKind,
  type ObligationStatus,
} from "./obligation-model.ts";

/** Obligations by part and status: a family's parts, or the parts a checkpoint counts. */
export type PartCounts<K extends ObligationKind | DeclaredKind = ObligationKind> = Record<
  K,
  Record<ObligationStatus, number>
>;

/** A count of some parts' obligations by status, and how each decided obligation is counted. */
export interface PartTally<
  K extends ObligationKind | DeclaredKind = ObligationKind | DeclaredKind,
> {
  counts: PartCounts<K>;
  add(o: Obligation): void;
}

/**
 * A count of each of a family's parts' obligations by status, fed each obligation as decided; from
 * `from`'s counts of those parts (a checkpoint's, of what it does not carry), else from none.
 */
export function partTally<K extends ObligationKind | DeclaredKind>(
  kinds: readonly K[],
  from?: Partial<PartCounts<ObligationKind | DeclaredKind>>,
): PartTally<K> {
  const counts = Object.fromEntries(
    kinds.map((kind) => [kind, { ...countStatuses([]), ...from?.[kind] }]),
  ) as PartCounts<K>;
  return {
    counts,
    add: (o) => {
      if (o.kind in counts) counts[o.kind as K][o.status] += 1;
    },
  };
}

/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
export function cyclesOf<T>(items: readonly T[], next: (item: T) => T | undefined): T[][] {
  const walkOf = new Map<T, number>();
  const cycles: T[][] = [];
  items.forEach((start, walk) => {
    const path: T[] = [];
    let current: T | undefined = start;
    // Bounded: every step marks an item that was not marked before.
    while (current !== undefined && !walkOf.has(current)) {
      walkOf.set(current, walk);
      path.push(current);
      current = next(current);
    }
    // A walk that ends on an item of an earlier walk joined a path already looked at.
    if (current !== undefined && walkOf.get(current) === walk) {
      cycles.push(path.slice(path.indexOf(current)));
    }
  });
  return cycles;
}

// Small helpers over collections that several stages of the core share.

/** `items` by `key`, each group in the order of `items`; the key is computed once per item. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const itemKey = key(item);
    const group = groups.get(itemKey);
    if (group) group.push(item);
    else groups.set(itemKey, [item]);
  }
  return groups;
}

/**
 * `items` with `map` applied as they are iterated, each time they are: nothing is made ahead or
 * held (lazily read changes, entries a store makes as they are walked).
 */
export function mapped<T, U>(items: Iterable<T>, map: (item: T) => U): Iterable<U> {
  return {
    *[Symbol.iterator]() {
      for (const item of items) yield map(item);
    },
  };
}

/** Whether `value` is one of `values`: narrows a string read from outside to a closed union. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

/** A lookup that the caller's own construction guarantees missed: a bug in the caller, not bad input. */
export class MissingEntryError extends Error {
  override name = "MissingEntryError";
}

/** `map.get(key)` where the caller built `map` to hold `key`; `what` names the map for the error. */
export function getOrThrow<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new MissingEntryError(`${what} has no entry for ${String(key)}`);
  return value;
}

/** Throws for an entry the caller's own construction guarantees (`what` is missing): a bug. */
export function missingEntry(what: string): never {
  throw new MissingEntryError(`${what} is missing`);
}

/** `items[index]` where the caller's own bounds keep `index` inside; `what` names the list. */
export function itemOrThrow<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new MissingEntryError(`${what} has no item ${index}`);
  return item;
}

/** Group `group` of `match`, which the pattern makes non-optional; `what` names the pattern. */
export function matchGroup(match: RegExpMatchArray, group: number, what: string): string {
  const text = match[group];
  if (text === undefined) throw new MissingEntryError(`${what} matched without group ${group}`);
  return text;
}

/** Texts each of a TextTable's two generations holds: past them, a text not seen again goes. */
const GENERATION_TEXTS = 4096;

/**
 * One copy of each text: a pass over a ledger holds, per asset, digests and names that most assets
 * share (a fleet of identical devices has the same digest for each R1.1 item), each parsed from its
 * record as a string of its own; held through this, equal texts are one string. Only the texts seen
 * within the last two generations are kept to be found: a text of one asset (its patches' digest)
 * is not held a second time by the table, whose map of 100,000 of them took 3.7 MB; a text
 * seen again is kept on.
 */
export class TextTable {
  #current = new Map<string, string>();
  #previous = new Map<string, string>();

  /** The copy of `text` held, if it was seen lately; it is not held if it was not. */
  held(text: string): string | undefined {
    return this.#current.get(text) ?? this.#previous.get(text);
  }

  of(text: string): string {
    const held = this.#current.get(text);
    if (held !== undefined) return held;
    const kept = this.#previous.get(text) ?? text;
    if (this.#current.size >= GENERATION_TEXTS) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    this.#current.set(kept, kept);
    return kept;
  }
}

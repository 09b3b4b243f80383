// Several sources, each already in order, read as one ordered whole: the smallest head again and
// again, ties to the source listed first, so that sources listed in the order their items were
// added give the order of one stable sort. A spilled sort's runs (io/sort/spilled-sort.ts) and the
// maps R2.1's held assets are kept in (held-assets.ts) are read this way. Pure.

/** A source's next item and its key. */
export interface Head<T, K> {
  item: T;
  key: K;
}

/** What the merge reads: the next item and its key, without taking it, then takes it. */
export interface Source<T, K> {
  peek(): Head<T, K> | undefined;
  take(): void;
  close(): void;
}

/**
 * The smallest head of the sources, again and again; among equal heads the first source's. The
 * sources wait in a binary heap ordered by their head's key, then by their index: log k
 * comparisons an item rather than k, for a sort of many runs.
 */
export function* merged<T, K>(
  sources: Source<T, K>[],
  compare: (a: K, b: K) => number,
): Generator<T> {
  const heads = new SourceHeap(sources, compare);
  for (let source = heads.least(); source !== undefined; source = heads.least()) {
    const head = source.peek() as Head<T, K>;
    source.take();
    heads.settle();
    yield head.item;
  }
}

/**
 * The indices of the sources that still have a head, in a binary heap by that head. Every slot and
 * source is read through `#slot` and `#source`, which say once what the heap's arithmetic keeps
 * true (an index below the length is filled) instead of asserting it at each read.
 */
class SourceHeap<T, K> {
  readonly #sources: readonly Source<T, K>[];
  readonly #compare: (a: K, b: K) => number;
  readonly #heap: number[];

  constructor(sources: readonly Source<T, K>[], compare: (a: K, b: K) => number) {
    this.#sources = sources;
    this.#compare = compare;
    this.#heap = sources.flatMap((source, index) => (source.peek() === undefined ? [] : [index]));
    for (let at = Math.floor(this.#heap.length / 2) - 1; at >= 0; at--) this.#down(at);
  }

  /** The source with the smallest head; undefined when every source is spent. */
  least(): Source<T, K> | undefined {
    return this.#heap.length === 0 ? undefined : this.#source(this.#slot(0));
  }

  /** After the least source was taken from: it leaves the heap when spent, else sinks to its place. */
  settle(): void {
    if (this.#source(this.#slot(0)).peek() === undefined) {
      const last = this.#heap.pop();
      if (last === undefined || this.#heap.length === 0) return;
      this.#heap[0] = last;
    }
    this.#down(0);
  }

  #down(from: number): void {
    const size = this.#heap.length;
    for (let at = from; ;) {
      const [left, right] = [2 * at + 1, 2 * at + 2];
      let least = at;
      if (left < size && this.#before(left, least)) least = left;
      if (right < size && this.#before(right, least)) least = right;
      if (least === at) return;
      const moved = this.#slot(at);
      this.#heap[at] = this.#slot(least);
      this.#heap[least] = moved;
      at = least;
    }
  }

  /** Whether slot `a`'s source comes before slot `b`'s: a smaller head, or the same and added first. */
  #before(a: number, b: number): boolean {
    const [first, second] = [this.#slot(a), this.#slot(b)];
    const order = this.#compare(
      (this.#source(first).peek() as Head<T, K>).key,
      (this.#source(second).peek() as Head<T, K>).key,
    );
    return order < 0 || (order === 0 && first < second);
  }

  #slot(at: number): number {
    const index = this.#heap[at];
    if (index === undefined)
      throw new RangeError(`no slot ${at} in a heap of ${this.#heap.length}`);
    return index;
  }

  #source(index: number): Source<T, K> {
    const source = this.#sources[index];
    if (source === undefined) throw new RangeError(`no source ${index} of ${this.#sources.length}`);
    return source;
  }
}

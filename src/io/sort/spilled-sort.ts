// A sort whose memory does not grow with what it sorts: items are held up to a bound, and each
// time the bound is reached they are sorted and written to a file of their own (a run), one JSON
// value a line, in a private directory made for the sort; the sorted whole is then read back by
// merging the runs, an item at a time. A ledger's 200,000 obligations are sorted this way by
// `cip-sync obligations` without holding them. Fewer items than the bound never touch the disk.
// The order is the order an in-memory stable sort gives: ties keep the order they were added in.
//
// An item waits as its JSON line, made when it is added, in a buffer outside the heap; the heap
// holds only its key (SortOrder's keyOf). Held as objects, the items of every sort lived long
// enough to be promoted and died in the old generation: at 100,000 records `evidence populations`'
// judging thread's old generation grew by 0.9 GB over a run instead of 1.6, with 28 full
// collections instead of 41 (bench/RESULTS-memory.md, the fourth session).
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SortOrder } from "../../core/audit/row-sort.ts";
import { type Head, merged, type Source } from "../../core/shared/ordered-merge.ts";
import { letGo, RunReader } from "./run-reader.ts";

/**
 * How many items a sort holds before it writes them as a run: their keys on the heap and their
 * lines in the sort's buffer are its share of memory. At 100,000 records, 16,384 rows in each of
 * the populations' sorts put the peak 40 MB higher than 4,096 did when the rows were held as
 * objects (bench/RESULTS.md), while the merge of 49 runs instead of 13 costs log k comparisons an
 * item more.
 */
export const DEFAULT_RUN_LENGTH = 4_096;
/**
 * How many bytes of lines a sort holds before it writes them as a run, however few the items: the
 * bound on its buffer, which doubles as it fills. At 100,000 signed records the handover's sorts of
 * the longest rows (about 2 KB a line) had grown theirs to 4 and 8 MB, 25 MB in all of the judging
 * thread's memory when its reading ended (issue 99); a sort of short lines still spills at
 * DEFAULT_RUN_LENGTH items.
 */
export const DEFAULT_HELD_BYTES = 1 << 21;
/** What ends each item's line. */
const NEWLINE = 0x0a;
/** How many bytes of a run are written at a time. */
const WRITE_BYTES = 1 << 16;

export interface SpilledSortOptions {
  /** How many items are held before they are written: the bound on memory. */
  runLength?: number;
  /** How many bytes of their lines are held before they are written (one line may be more). */
  heldBytes?: number;
  /** Where the sort's private directory is made; default the system's temporary directory. */
  directory?: string;
  /**
   * Top-level fields whose value is always a string that most items repeat (an obligation's
   * requirement and calendar rule, a third of its bytes): written as an index into a table the
   * sort keeps, and given back as the same string.
   */
  repeatedFields?: readonly string[];
}

/**
 * A sort's items handed to another thread, all in runs on disk (SpilledSort.handOff), with what
 * reads them back: the top-level fields written as indexes, and the table of their texts.
 */
export interface SpilledRuns {
  runs: readonly string[];
  repeatedFields: readonly string[];
  texts: readonly string[];
}

/** Where a held item's line is in the sort's buffer, and its key. */
interface Held<K> {
  key: K;
  at: number;
  length: number;
}

/**
 * The bytes the held items' lines start with; the buffer doubles as they need. The handover keeps
 * fifteen sorts, half of which hold little; at 256 KB each started with 2 MB of buffers in all.
 */
const HELD_BYTES = 1 << 14;

/**
 * Items added one at a time, given back sorted by `order` once. The items must be JSON values
 * that JSON gives back as they were (plain objects, arrays, strings, numbers, booleans, null); an
 * item is given back as it was when added.
 */
export class SpilledSort<T, K> {
  readonly #order: SortOrder<T, K>;
  readonly #runLength: number;
  readonly #heldBytes: number;
  readonly #parent: string;
  #held: Held<K>[] = [];
  /** The held items' lines, end to end. */
  #lines: Buffer = Buffer.allocUnsafe(HELD_BYTES);
  #used = 0;
  readonly #runs: string[] = [];
  #directory: string | undefined;
  #read = false;
  #count = 0;
  readonly #repeated: RepeatedTexts;
  /** Where a run's lines are gathered before they are written (made at the first run). */
  #writeBuffer: Buffer | undefined;

  constructor(order: SortOrder<T, K>, options: SpilledSortOptions = {}) {
    this.#order = order;
    this.#runLength = Math.max(1, options.runLength ?? DEFAULT_RUN_LENGTH);
    this.#heldBytes = options.heldBytes ?? DEFAULT_HELD_BYTES;
    this.#parent = options.directory ?? tmpdir();
    this.#repeated = new RepeatedTexts(options.repeatedFields ?? [], []);
  }

  add(item: T): void {
    if (this.#read) throw new Error("SpilledSort: an item was added after the sort was read");
    // The newline is written as a byte: the line with it appended is a string made flat, a second
    // copy, when its bytes are counted. At 100,000 signed records the handover's sorts take 100,000
    // open intervals in about a second, where its peak is: in one pair of alternated rounds it
    // peaked at 427 and 432 MB without that copy, 454 and 462 MB with it, a gap no larger than that
    // peak moves from run to run.
    const json = JSON.stringify(this.#repeated.encode(item));
    const length = Buffer.byteLength(json) + 1;
    if (this.#held.length > 0 && this.#used + length > this.#heldBytes) this.#spill();
    if (this.#used + length > this.#lines.length) {
      const doubled = Math.min(2 * this.#lines.length, this.#heldBytes);
      const grown = Buffer.allocUnsafe(Math.max(doubled, this.#used + length));
      this.#lines.copy(grown, 0, 0, this.#used);
      letGo(this.#lines);
      this.#lines = grown;
    }
    this.#lines.write(json, this.#used);
    this.#lines[this.#used + length - 1] = NEWLINE;
    this.#held.push({ key: this.#order.keyOf(item), at: this.#used, length });
    this.#used += length;
    this.#count++;
    if (this.#held.length >= this.#runLength) this.#spill();
  }

  /** How many runs were written to disk so far (0: everything is still held). */
  get runs(): number {
    return this.#runs.length;
  }

  /** How many items were added. */
  get count(): number {
    return this.#count;
  }

  /** The order it sorts by. */
  get order(): SortOrder<T, K> {
    return this.#order;
  }

  /** Every item added, sorted; read once. The runs' files are removed when it is read through. */
  *sorted(): Generator<T> {
    if (this.#read) throw new Error("SpilledSort: the sort was read already");
    this.#read = true;
    const held = this.#sortedHeld();
    const lines = this.#lines;
    this.#held = [];
    const itemOf = ({ at, length }: Held<K>) =>
      this.#repeated.decode(JSON.parse(lines.toString("utf8", at, at + length)) as T);
    if (this.#runs.length === 0) {
      for (const entry of held) yield itemOf(entry);
      this.discard();
      return;
    }
    try {
      yield* mergedRuns(this.#runs, this.#repeated, this.#order, heldSource(held, itemOf));
    } finally {
      this.discard();
    }
  }

  /**
   * Every item added, for sortedRuns to read on another thread: those still held are written as the
   * last run, so the runs give the order sorted() would. The sort is read then; its files stay
   * until its discard, which the taker must not outlast.
   */
  handOff(): SpilledRuns {
    if (this.#read) throw new Error("SpilledSort: the sort was read already");
    this.#read = true;
    if (this.#held.length > 0) this.#spill();
    letGo(this.#lines);
    this.#lines = Buffer.alloc(0);
    return { runs: [...this.#runs], ...this.#repeated.table() };
  }

  /** Removes the runs' files: after reading, or instead of it (an error, a refusal). */
  discard(): void {
    this.#held = [];
    letGo(this.#lines);
    this.#lines = Buffer.alloc(0);
    if (this.#writeBuffer !== undefined) letGo(this.#writeBuffer);
    this.#writeBuffer = undefined;
    this.#used = 0;
    if (this.#directory !== undefined) rmSync(this.#directory, { recursive: true, force: true });
    this.#directory = undefined;
    this.#runs.length = 0;
  }

  /** The held items, by their keys (a stable sort: ties in the order added). */
  #sortedHeld(): Held<K>[] {
    const { compare } = this.#order;
    return this.#held.sort((a, b) => compare(a.key, b.key));
  }

  #spill(): void {
    const held = this.#sortedHeld();
    this.#directory ??= mkdtempSync(join(this.#parent, "cip-sync-sort-"));
    const path = join(this.#directory, `run-${this.#runs.length}.jsonl`);
    // Exclusive: a file someone placed there meanwhile is not written through.
    const descriptor = openSync(path, "wx", 0o600);
    try {
      const buffer = (this.#writeBuffer ??= Buffer.allocUnsafe(WRITE_BYTES));
      let filled = 0;
      for (const { at, length } of held) {
        if (filled + length > WRITE_BYTES) {
          writeAll(descriptor, buffer.subarray(0, filled));
          filled = 0;
        }
        if (length > WRITE_BYTES) writeAll(descriptor, this.#lines.subarray(at, at + length));
        else filled += this.#lines.copy(buffer, filled, at, at + length);
      }
      writeAll(descriptor, buffer.subarray(0, filled));
    } finally {
      closeSync(descriptor);
    }
    this.#runs.push(path);
    this.#held = [];
    this.#used = 0;
  }
}

/** Writes all of `bytes`: a write may take fewer than it was given. */
function writeAll(descriptor: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(descriptor, bytes, at);
}

/**
 * The items of a sort handed off (SpilledSort.handOff), in its order: its runs merged, as sorted()
 * merges them. The files are left for the sort's discard.
 */
export function sortedRuns<T, K>(order: SortOrder<T, K>, handed: SpilledRuns): Generator<T> {
  return mergedRuns(handed.runs, new RepeatedTexts(handed.repeatedFields, handed.texts), order);
}

/**
 * The items of `runs`, each decoded by `repeated`, and of `held` (after them among ties: the
 * items added last), merged by `order`; every source closed however the reading ends.
 */
function* mergedRuns<T, K>(
  runs: readonly string[],
  repeated: RepeatedTexts,
  order: SortOrder<T, K>,
  held?: Source<T, K>,
): Generator<T> {
  const sources: Source<T, K>[] = runs.map(
    (path) => new RunReader<T, K>(path, (item) => repeated.decode(item), order.keyOf),
  );
  if (held !== undefined) sources.push(held);
  try {
    yield* merged(sources, order.compare);
  } finally {
    for (const source of sources) source.close();
  }
}

/** The values of some top-level string fields, each written once as its index in a table. */
class RepeatedTexts {
  readonly #fields: readonly string[];
  readonly #indexes = new Map<string, number>();
  readonly #texts: string[];

  /** `texts`: the table so far (a handed-off sort's, to decode its runs). */
  constructor(fields: readonly string[], texts: readonly string[]) {
    this.#fields = fields;
    this.#texts = [...texts];
    for (const [index, text] of this.#texts.entries()) this.#indexes.set(text, index);
  }

  /** The fields and the table, as a handed-off sort's reader is given them. */
  table(): { repeatedFields: readonly string[]; texts: readonly string[] } {
    return { repeatedFields: this.#fields, texts: [...this.#texts] };
  }

  encode<T>(item: T): unknown {
    if (this.#fields.length === 0) return item;
    const copy = { ...(item as Record<string, unknown>) };
    for (const field of this.#fields) {
      const text = copy[field];
      if (typeof text !== "string") continue;
      let index = this.#indexes.get(text);
      if (index === undefined) {
        index = this.#texts.push(text) - 1;
        this.#indexes.set(text, index);
      }
      copy[field] = index;
    }
    return copy;
  }

  decode<T>(item: T): T {
    const fields = item as Record<string, unknown>;
    for (const field of this.#fields) {
      const index = fields[field];
      if (typeof index === "number") fields[field] = this.#texts[index];
    }
    return item;
  }
}

/** The held items, sorted: each read back from its line when it is the source's next. */
function heldSource<T, K>(held: readonly Held<K>[], itemOf: (held: Held<K>) => T): Source<T, K> {
  let at = 0;
  let head: Head<T, K> | undefined;
  return {
    peek: () => {
      const next = held[at];
      if (head === undefined && next !== undefined) head = { item: itemOf(next), key: next.key };
      return head;
    },
    take: () => {
      head = undefined;
      at++;
    },
    close: () => undefined,
  };
}

/** The sorts one command makes, each spilled past its bound; `discard` removes all their files. */
export class SpilledSorts {
  readonly #made: { discard(): void }[] = [];

  readonly sortOf = <T, K>(order: SortOrder<T, K>): SpilledSort<T, K> => {
    const sort = new SpilledSort<T, K>(order);
    this.#made.push(sort);
    return sort;
  };

  discard(): void {
    for (const sort of this.#made) sort.discard();
  }
}

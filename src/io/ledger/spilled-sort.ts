// A sort whose memory does not grow with what it sorts: items are held up to a bound, and each
// time the bound is reached they are sorted and written to a file of their own (a run), one JSON
// value a line, in a private directory made for the sort; the sorted whole is then read back by
// merging the runs, an item at a time. A ledger's 200,000 obligations are sorted this way by
// `cip-sync obligations` without holding them. Fewer items than the bound never touch the disk.
// The order is the order an in-memory stable sort gives: ties keep the order they were added in.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";

/**
 * How many items a sort holds before it writes them as a run. What is held lives long enough for
 * V8 to promote it, so it is the sort's share of the heap: at 100,000 records, 16,384 rows in each
 * of the populations' sorts put the peak 40 MB higher than 4,096 do (bench/RESULTS.md), while
 * the merge of 49 runs instead of 13 costs log k comparisons an item more.
 */
export const DEFAULT_RUN_LENGTH = 4_096;
/**
 * How many bytes are written and read at a time. A run's lines are copied into one buffer outside
 * the heap as each is made, and written when it is full, so that each line dies young, where 256
 * lines joined into one string and copied again by the write reached the judging thread's old
 * generation (bench/RESULTS-memory.md, the fourth session).
 */
const WRITE_BYTES = 1 << 16;
const READ_BYTES = 1 << 16;

export interface SpilledSortOptions {
  /** How many items are held before they are written: the bound on memory. */
  runLength?: number;
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
 * Items added one at a time, given back sorted by `compare` once. The items must be JSON values
 * that JSON gives back as they were (plain objects, arrays, strings, numbers, booleans, null).
 */
export class SpilledSort<T> {
  readonly #compare: (a: T, b: T) => number;
  readonly #runLength: number;
  readonly #parent: string;
  #held: T[] = [];
  readonly #runs: string[] = [];
  #directory: string | undefined;
  #read = false;
  readonly #repeated: RepeatedTexts;
  /** Where a run's lines are gathered before they are written (made at the first run). */
  #writeBuffer: Buffer | undefined;

  constructor(compare: (a: T, b: T) => number, options: SpilledSortOptions = {}) {
    this.#compare = compare;
    this.#runLength = Math.max(1, options.runLength ?? DEFAULT_RUN_LENGTH);
    this.#parent = options.directory ?? tmpdir();
    this.#repeated = new RepeatedTexts(options.repeatedFields ?? []);
  }

  add(item: T): void {
    if (this.#read) throw new Error("SpilledSort: an item was added after the sort was read");
    this.#held.push(item);
    if (this.#held.length >= this.#runLength) this.#spill();
  }

  /** How many runs were written to disk so far (0: everything is still held). */
  get runs(): number {
    return this.#runs.length;
  }

  /** Every item added, sorted; read once. The runs' files are removed when it is read through. */
  *sorted(): Generator<T> {
    if (this.#read) throw new Error("SpilledSort: the sort was read already");
    this.#read = true;
    const held = this.#held.sort(this.#compare);
    this.#held = [];
    if (this.#runs.length === 0) {
      yield* held;
      return;
    }
    const sources: Source<T>[] = [
      ...this.#runs.map((path) => new RunReader<T>(path, (item) => this.#repeated.decode(item))),
      arraySource(held),
    ];
    try {
      yield* merged(sources, this.#compare);
    } finally {
      for (const source of sources) source.close();
      this.discard();
    }
  }

  /** Removes the runs' files: after reading, or instead of it (an error, a refusal). */
  discard(): void {
    this.#held = [];
    if (this.#directory !== undefined) rmSync(this.#directory, { recursive: true, force: true });
    this.#directory = undefined;
    this.#runs.length = 0;
  }

  #spill(): void {
    this.#held.sort(this.#compare);
    this.#directory ??= mkdtempSync(join(this.#parent, "cip-sync-sort-"));
    const path = join(this.#directory, `run-${this.#runs.length}.jsonl`);
    // Exclusive: a file someone placed there meanwhile is not written through.
    const descriptor = openSync(path, "wx", 0o600);
    try {
      const buffer = (this.#writeBuffer ??= Buffer.allocUnsafe(WRITE_BYTES));
      let filled = 0;
      for (const item of this.#held) {
        const line = `${JSON.stringify(this.#repeated.encode(item))}\n`;
        const bytes = Buffer.byteLength(line);
        if (filled + bytes > WRITE_BYTES) {
          writeAll(descriptor, buffer.subarray(0, filled));
          filled = 0;
        }
        if (bytes > WRITE_BYTES) writeAll(descriptor, Buffer.from(line));
        else filled += buffer.write(line, filled);
      }
      writeAll(descriptor, buffer.subarray(0, filled));
    } finally {
      closeSync(descriptor);
    }
    this.#runs.push(path);
    this.#held = [];
  }
}

/** Writes all of `bytes`: a write may take fewer than it was given. */
function writeAll(descriptor: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(descriptor, bytes, at);
}

/** The values of some top-level string fields, each written once as its index in a table. */
class RepeatedTexts {
  readonly #fields: readonly string[];
  readonly #indexes = new Map<string, number>();
  readonly #texts: string[] = [];

  constructor(fields: readonly string[]) {
    this.#fields = fields;
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

/** What the merge reads: the next item, without taking it, then takes it. */
interface Source<T> {
  peek(): T | undefined;
  take(): void;
  close(): void;
}

function arraySource<T>(items: readonly T[]): Source<T> {
  let at = 0;
  return { peek: () => items[at], take: () => void at++, close: () => undefined };
}

/**
 * The smallest head of the sources, again and again; among equal heads the first source's, so
 * that ties keep the order they were added in (runs are written in that order, the held items
 * last). The sources wait in a binary heap ordered by their head, then by their index: log k
 * comparisons an item rather than k, for a sort of many runs.
 */
function* merged<T>(sources: Source<T>[], compare: (a: T, b: T) => number): Generator<T> {
  const heads = new SourceHeap(sources, compare);
  for (let source = heads.least(); source !== undefined; source = heads.least()) {
    const item = source.peek() as T;
    source.take();
    heads.settle();
    yield item;
  }
}

/**
 * The indices of the sources that still have a head, in a binary heap by that head. Every slot and
 * source is read through `#slot` and `#source`, which say once what the heap's arithmetic keeps
 * true (an index below the length is filled) instead of asserting it at each read.
 */
class SourceHeap<T> {
  readonly #sources: readonly Source<T>[];
  readonly #compare: (a: T, b: T) => number;
  readonly #heap: number[];

  constructor(sources: readonly Source<T>[], compare: (a: T, b: T) => number) {
    this.#sources = sources;
    this.#compare = compare;
    this.#heap = sources.flatMap((source, index) => (source.peek() === undefined ? [] : [index]));
    for (let at = Math.floor(this.#heap.length / 2) - 1; at >= 0; at--) this.#down(at);
  }

  /** The source with the smallest head; undefined when every source is spent. */
  least(): Source<T> | undefined {
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
    const order = this.#compare(this.#source(first).peek() as T, this.#source(second).peek() as T);
    return order < 0 || (order === 0 && first < second);
  }

  #slot(at: number): number {
    const index = this.#heap[at];
    if (index === undefined)
      throw new RangeError(`no slot ${at} in a heap of ${this.#heap.length}`);
    return index;
  }

  #source(index: number): Source<T> {
    const source = this.#sources[index];
    if (source === undefined) throw new RangeError(`no source ${index} of ${this.#sources.length}`);
    return source;
  }
}

/** A run's file, read a block at a time, an item per line. */
class RunReader<T> implements Source<T> {
  readonly #descriptor: number;
  readonly #decoder = new StringDecoder("utf8");
  readonly #buffer = Buffer.alloc(READ_BYTES);
  #lines: string[] = [];
  #at = 0;
  #rest = "";
  #ended = false;
  #closed = false;
  #next: T | undefined;

  readonly #decode: (item: T) => T;

  constructor(path: string, decode: (item: T) => T) {
    this.#descriptor = openSync(path, "r");
    this.#decode = decode;
    this.take();
  }

  peek(): T | undefined {
    return this.#next;
  }

  take(): void {
    while (this.#at >= this.#lines.length && !this.#ended) this.#fill();
    const line = this.#lines[this.#at++];
    this.#next = line === undefined ? undefined : this.#decode(JSON.parse(line) as T);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#ended = true;
    closeSync(this.#descriptor);
  }

  #fill(): void {
    const read = readSync(this.#descriptor, this.#buffer, 0, READ_BYTES, null);
    const text =
      this.#rest +
      (read === 0 ? this.#decoder.end() : this.#decoder.write(this.#buffer.subarray(0, read)));
    const lines = text.split("\n");
    this.#rest = lines.pop() ?? "";
    this.#lines = lines;
    this.#at = 0;
    if (read === 0) {
      this.#ended = true;
      if (this.#rest !== "") this.#lines.push(this.#rest);
      this.#rest = "";
    }
  }
}

/** The sorts one command makes, each spilled past its bound; `discard` removes all their files. */
export class SpilledSorts {
  readonly #made: { discard(): void }[] = [];

  readonly sortOf = <T>(compare: (a: T, b: T) => number): SpilledSort<T> => {
    const sort = new SpilledSort<T>(compare);
    this.#made.push(sort);
    return sort;
  };

  discard(): void {
    for (const sort of this.#made) sort.discard();
  }
}

// A spilled sort's run read back (spilled-sort.ts): its file a block at a time, an item a line,
// each the head of its source for the merge of the runs and the held items (ordered-merge.ts).
import { closeSync, openSync, readSync } from "node:fs";
import type { Head, Source } from "../../core/shared/ordered-merge.ts";

/** How many bytes of a run are read at a time (a line longer than that grows the buffer). */
const READ_BYTES = 1 << 16;
/** What ends each item's line. */
const NEWLINE = 0x0a;

/**
 * A run's file, read a block at a time, an item per line. Each line is found among the block's
 * bytes and decoded alone: a newline byte is never part of a character of several bytes, and the
 * block is not made one string to be split (at 100,000 signed records the handover's merges
 * allocated 0.8 GB for the split and its joins, issue 99).
 */
export class RunReader<T, K> implements Source<T, K> {
  readonly #descriptor: number;
  #buffer = Buffer.allocUnsafe(READ_BYTES);
  /** The bytes read and not yet taken: from #start to #end of the buffer. */
  #start = 0;
  #end = 0;
  #ended = false;
  #closed = false;
  #next: Head<T, K> | undefined;

  readonly #decode: (item: T) => T;
  readonly #keyOf: (item: T) => K;

  constructor(path: string, decode: (item: T) => T, keyOf: (item: T) => K) {
    this.#descriptor = openSync(path, "r");
    this.#decode = decode;
    this.#keyOf = keyOf;
    this.take();
  }

  peek(): Head<T, K> | undefined {
    return this.#next;
  }

  take(): void {
    const line = this.#line();
    if (line === undefined) {
      this.#next = undefined;
      return;
    }
    const item = this.#decode(JSON.parse(line) as T);
    this.#next = { item, key: this.#keyOf(item) };
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#ended = true;
    closeSync(this.#descriptor);
    letGo(this.#buffer);
  }

  /** The next line, without its newline; undefined at the run's end. */
  #line(): string | undefined {
    for (;;) {
      const newline = this.#buffer.indexOf(NEWLINE, this.#start);
      if (newline !== -1 && newline < this.#end) {
        const line = this.#buffer.toString("utf8", this.#start, newline);
        this.#start = newline + 1;
        return line;
      }
      if (this.#ended) {
        if (this.#start === this.#end) return undefined;
        const last = this.#buffer.toString("utf8", this.#start, this.#end);
        this.#start = this.#end;
        return last;
      }
      this.#fill();
    }
  }

  /** Reads the next block after the bytes not yet taken, moved to the buffer's start first. */
  #fill(): void {
    const rest = this.#end - this.#start;
    if (rest === this.#buffer.length) {
      const grown = Buffer.allocUnsafe(2 * this.#buffer.length);
      this.#buffer.copy(grown, 0, this.#start, this.#end);
      this.#buffer = grown;
    } else if (this.#start > 0) this.#buffer.copy(this.#buffer, 0, this.#start, this.#end);
    this.#start = 0;
    this.#end = rest;
    const read = readSync(this.#descriptor, this.#buffer, rest, this.#buffer.length - rest, null);
    if (read === 0) this.#ended = true;
    this.#end += read;
  }
}

/**
 * Frees the memory of `buffer`, outside the heap, now rather than when a collection finds its
 * object dead (a sort's lines, 2 MB, once read or handed off): its buffer is detached, and every
 * view of it is then empty. Only a buffer that is all its own is: one of Node's pool is shared.
 */
export function letGo(buffer: Uint8Array): void {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength)
    (buffer.buffer as ArrayBuffer).transfer(0);
}

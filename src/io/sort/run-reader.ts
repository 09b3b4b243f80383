// A spilled sort's run read back (spilled-sort.ts): its file a block at a time, an item a line,
// each the head of its source for the merge of the runs and the held items (ordered-merge.ts).
import { closeSync, openSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import type { Head, Source } from "../../core/shared/ordered-merge.ts";

/** How many bytes of a run are read at a time. */
const READ_BYTES = 1 << 16;

/** A run's file, read a block at a time, an item per line. */
export class RunReader<T, K> implements Source<T, K> {
  readonly #descriptor: number;
  readonly #decoder = new StringDecoder("utf8");
  readonly #buffer = Buffer.alloc(READ_BYTES);
  #lines: string[] = [];
  #at = 0;
  #rest = "";
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
    while (this.#at >= this.#lines.length && !this.#ended) this.#fill();
    const line = this.#lines[this.#at++];
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

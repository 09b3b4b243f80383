// How a ledger reader (ledger-readers.ts) reads each file it checks: whole, into a buffer it keeps.
import { closeSync, openSync, readSync } from "node:fs";

/** A reader's buffer, in bytes: larger than most records; a larger file gets one of its own. */
const READ_BUFFER_BYTES = 1 << 16;

/**
 * Reads a reader's files whole into one buffer kept from file to file: readFileSync asks each
 * file's size first (an fstat) and allocates a buffer for each, and at 100,000 signed records a
 * reader's fstat alone was 0.5 s of its 23.8 (issue 99). A file is read until a read returns no
 * bytes, as readFileSync reads one whose size it was not told, so that a file is never taken
 * short; its errors are readFileSync's, with the same messages. A file larger than the buffer is
 * read into a larger one that is not kept, so that a large listing does not stay in memory.
 */
export class WholeFileReader {
  readonly #buffer = new Uint8Array(READ_BUFFER_BYTES);

  /** The bytes of the file at `path`: a view of a buffer, good until the next read. */
  read(path: string): Uint8Array {
    const descriptor = openSync(path, "r");
    try {
      let buffer = this.#buffer;
      let length = 0;
      for (;;) {
        if (length === buffer.length) {
          const larger = new Uint8Array(buffer.length * 2);
          larger.set(buffer);
          buffer = larger;
        }
        const read = readSync(descriptor, buffer, length, buffer.length - length, null);
        if (read === 0) return buffer.subarray(0, length);
        length += read;
      }
    } finally {
      closeSync(descriptor);
    }
  }
}

// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, lstatSync, mkdirSync, openSync, readSync, writeSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { BATCH_CHARACTERS, textBatches } from "../../core/shared/text/text-batches.ts";
import { missingEntry } from "../../core/shared/collections.ts";

/**
 * Writes `content` to `path` (creating its parent directories) without following a link there.
 * `mode`: the new file's permissions (default 0644 less the umask), e.g. those of the file replaced.
 */
export async function replaceFile(
  path: string,
  content: string | Uint8Array | Iterable<string>,
  options: { mode?: number } = {},
): Promise<void> {
  refuseDirectory(path);
  const temporary = createTemporary(path);
  try {
    const handle = await open(temporary, "r+");
    try {
      if (options.mode !== undefined) await handle.chmod(options.mode);
      if (typeof content === "string" || content instanceof Uint8Array)
        await handle.writeFile(content);
      // Written as made, a batch at a time: the whole content never stands in memory.
      else for (const batch of textBatches(content)) await handle.write(batch);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** How many bytes of a file appended are copied at a time. */
const APPEND_BYTES = 1 << 20;

/**
 * A file replaced as replaceFile replaces it, its content written piece by piece as it is made,
 * synchronously (a pass over a ledger writes rows as it reads records, synchronously too), and put
 * in place only by `commit`; `abandon` leaves nothing behind. Pieces are written a batch at a time.
 */
export class FileReplacement {
  readonly #path: string;
  readonly #temporary: string;
  #fd: number | undefined;
  #pending: string[] = [];
  #size = 0;

  private constructor(path: string, temporary: string) {
    this.#path = path;
    this.#temporary = temporary;
    this.#fd = openSync(temporary, "r+");
  }

  /** Opened at once (created with O_EXCL beside `path`): rows are written as a pass makes them. */
  static open(path: string): FileReplacement {
    refuseDirectory(path);
    return new FileReplacement(path, createTemporary(path));
  }

  write(text: string): void {
    this.#pending.push(text);
    this.#size += text.length;
    if (this.#size >= BATCH_CHARACTERS) this.#flush();
  }

  /** Writes what is pending, then the bytes of the file at `path` as they are. */
  append(path: string): void {
    this.#flush();
    const fd = this.#open();
    const from = openSync(path, "r");
    try {
      const buffer = Buffer.allocUnsafe(APPEND_BYTES);
      for (let read = readSync(from, buffer); read > 0; read = readSync(from, buffer))
        for (let written = 0; written < read;)
          written += writeSync(fd, buffer, written, read - written);
    } finally {
      closeSync(from);
    }
  }

  /** Writes what is left, and puts the file in place. */
  async commit(): Promise<void> {
    try {
      this.#flush();
      fsyncSync(this.#open());
      this.#close();
      await rename(this.#temporary, this.#path);
    } catch (error) {
      await this.abandon();
      throw error;
    }
  }

  async abandon(): Promise<void> {
    this.#close();
    await rm(this.#temporary, { force: true });
  }

  /** Opened by the constructor and closed only by commit or abort, after which nothing writes. */
  #open(): number {
    return this.#fd ?? missingEntry("the replacement file, closed already,");
  }

  #flush(): void {
    if (this.#size === 0) return;
    const bytes = Buffer.from(this.#pending.join(""));
    const fd = this.#open();
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
    this.#pending = [];
    this.#size = 0;
  }

  #close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}

/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
export async function checkReplaceable(path: string): Promise<void> {
  refuseDirectory(path);
  await rm(createTemporary(path));
}

/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
function createTemporary(path: string): string {
  const directory = dirname(path);
  mkdirSync(directory, { recursive: true });
  const temporary = join(directory, `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  closeSync(openSync(temporary, "wx", 0o644));
  return temporary;
}

/** A directory at the path would be replaced by nothing: the same error a write would give. */
function refuseDirectory(path: string): void {
  let stats;
  try {
    stats = lstatSync(path);
  } catch {
    // Nothing there, or no way to look: creating the temporary file says which.
    return;
  }
  if (stats.isDirectory()) {
    throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
      code: "EISDIR",
    });
  }
}

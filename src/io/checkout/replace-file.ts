// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, writeSync } from "node:fs";
import { lstat, mkdir, open, rename, rm } from "node:fs/promises";
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
  await refuseDirectory(path);
  const temporary = await createTemporary(path);
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

  static async open(path: string): Promise<FileReplacement> {
    await refuseDirectory(path);
    return new FileReplacement(path, await createTemporary(path));
  }

  write(text: string): void {
    this.#pending.push(text);
    this.#size += text.length;
    if (this.#size >= BATCH_CHARACTERS) this.#flush();
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
  await refuseDirectory(path);
  await rm(await createTemporary(path));
}

/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
async function createTemporary(path: string): Promise<string> {
  const directory = dirname(path);
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  await (await open(temporary, "wx", 0o644)).close();
  return temporary;
}

/** A directory at the path would be replaced by nothing: the same error a write would give. */
async function refuseDirectory(path: string): Promise<void> {
  const stats = await lstat(path).catch(() => undefined);
  if (stats?.isDirectory()) {
    throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
      code: "EISDIR",
    });
  }
}

// Reads a checkout of the evidence branch: the paths under records/, relative to the checkout with
// "/" as separator, listed in name order one folder at a time, and the files' exact bytes (the
// chain hashes exact bytes) read one after another or one by one, so that a ledger of any size is
// checked in bounded memory and within a small file-descriptor limit.
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { LedgerFile } from "../../core/evidence/chain/evidence-chain.ts";
import { DEFAULT_EVIDENCE_BRANCH } from "../../core/evidence/records/evidence-record.ts";
import { fileStamp, isRecordPathOf, RECORDS_DIR } from "../../core/evidence/chain/record-files.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { itemOrThrow } from "../../core/shared/collections.ts";

/** Reads a file of the checkout `dir` by its ledger path. */
export function readFromLedger(dir: string): (path: string) => Promise<Uint8Array> {
  return (path) => readFile(join(dir, path));
}

/**
 * The paths of every file under records/ of `dir` (or under `under`, a folder of it), relative
 * to `dir` with "/", in name order (compareCodePoints, the order the chain check reads them in),
 * once `dir` is known to have a records/ folder. Listed one folder at a time as they are
 * iterated: a ledger of any size is walked without holding every name. With `from`, only the
 * paths at or after it, the folders wholly before it not listed (a reading from a checkpoint on
 * lists the months from its record's).
 */
export async function walkLedgerDirectory(dir: string, source: string): Promise<LedgerPaths> {
  const found = await stat(join(dir, RECORDS_DIR)).catch(() => undefined);
  if (found === undefined || !found.isDirectory()) {
    throw new Error(
      `${source} ${dir} has no ${RECORDS_DIR}/ directory: pass a checkout of the evidence branch (git clone --branch ${DEFAULT_EVIDENCE_BRANCH} --single-branch <repository> evidence)`,
    );
  }
  return (under = RECORDS_DIR, from?: string) => ({
    [Symbol.iterator]: () => walk(dir, under, from),
  });
}

/** Paths a held listing joins into one string (heldListing). */
const PATHS_JOINED = 4_096;
/**
 * The most characters a held path is written as sharing with the one before: what it shares is
 * written as one character, its code one more (never NUL), kept within one byte.
 */
const MOST_SHARED = 254;

/**
 * The paths `walked` lists (walkLedgerDirectory's listing of every file), listed once and held,
 * given back in the same order each time they are iterated. Held as strings of PATHS_JOINED paths
 * each, joined by NUL (which no file's name holds), each path written as how many characters it
 * shares with the one before and the rest (a record's signature file after it: ".sig"). At
 * 100,000 signed records the ledger's 200,000 paths held 27 MB of `evidence handover`'s judging
 * heap as strings in an array, 14 MB joined whole, and about 4 MB so, through its whole reading,
 * where its peak is (issue 99). Given back, each path is made again from the one before.
 */
export function heldListing(walked: Iterable<string>): Iterable<string> {
  const joined: string[] = [];
  let written: string[] = [];
  let previous = "";
  for (const path of walked) {
    // The walk lists file names, which hold no NUL.
    if (path.includes("\0")) throw new Error(`heldListing: ${JSON.stringify(path)} holds a NUL`);
    let shared = 0;
    const most = Math.min(MOST_SHARED, path.length, previous.length);
    while (shared < most && path.charCodeAt(shared) === previous.charCodeAt(shared)) shared++;
    written.push(`${String.fromCharCode(shared + 1)}${path.slice(shared)}`);
    previous = path;
    if (written.length === PATHS_JOINED) {
      joined.push(written.join("\0"));
      written = [];
    }
  }
  if (written.length > 0) joined.push(written.join("\0"));
  return {
    *[Symbol.iterator]() {
      let path = "";
      for (const text of joined)
        for (let start = 0; start < text.length;) {
          const end = text.indexOf("\0", start);
          const after = end === -1 ? text.length : end;
          path = `${path.slice(0, text.charCodeAt(start) - 1)}${text.slice(start + 1, after)}`;
          yield path;
          start = after + 1;
        }
    },
  };
}

/** The files of a ledger's checkout: every one under `under` (records/), at or after `from`. */
export type LedgerPaths = (under?: string, from?: string) => Iterable<string>;

/**
 * `walked`'s listing of every file, listed once and held (heldListing); a folder's (`under`), or
 * the files from a path on, walked when asked. Verify reads the whole listing five times (the
 * checkpoints, the signatures, the chain check, the writer's check, the head), and walking 190,000
 * files cost its thread about 0.4 s each time; the handover's first pass reads it once more.
 */
export function listedOnce(walked: LedgerPaths): LedgerPaths {
  const listed = heldListing(walked());
  return (under, from) =>
    under === undefined && from === undefined ? listed : walked(under, from);
}

/**
 * The paths of the files under `under` (a folder of the checkout `dir`, relative to it with "/"),
 * newest first: the reverse of walkLedgerDirectory's name order, listed one folder at a time, so
 * that a search for the last file of a kind lists the newest months only.
 */
export function ledgerPathsNewestFirst(dir: string, under: string): Iterable<string> {
  return { [Symbol.iterator]: () => walk(dir, under, undefined, true) };
}

/**
 * The files under `folder` (relative to `dir`) in name order (its reverse when `newestFirst`), at
 * or after `from` when given; none when it does not exist.
 */
function* walk(dir: string, folder: string, from?: string, newestFirst = false): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(dir, folder), { withFileTypes: true });
  } catch {
    return;
  }
  // A folder sorts as its name and "/", as the paths of the files in it do.
  const sorted = entries
    .map((entry) => ({ entry, key: entry.isDirectory() ? `${entry.name}/` : entry.name }))
    .sort((a, b) => (newestFirst ? -1 : 1) * compareCodePoints(a.key, b.key));
  for (const { entry, key } of sorted) {
    const path = `${folder}/${entry.name}`;
    // A folder whose every path sorts before `from` (it is not `from`'s own) is not listed.
    const before =
      from !== undefined &&
      compareCodePoints(`${folder}/${key}`, from) < 0 &&
      !(entry.isDirectory() && from.startsWith(`${path}/`));
    if (before) continue;
    if (entry.isDirectory()) yield* walk(dir, path, from, newestFirst);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Reads the files at `paths` (relative to `dir`) one at a time and gives each to `visit` in the
 * order of `paths`: a ledger of any size is read holding one file's bytes and one descriptor.
 * Synchronously on purpose: for files of a few kilobytes, a promise read (open, stat, read and
 * close, each a trip through libuv's thread pool) costs more than reading, hashing and checking
 * the record together; at 100,000 records the synchronous reads took a third of the time.
 */
export function visitLedgerFiles(
  dir: string,
  paths: Iterable<string>,
  visit: (file: LedgerFile) => void,
): void {
  for (const path of paths) visit({ path, bytes: readFileSync(join(dir, path)) });
}

/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      // `index` was taken below the length, and each index is taken once.
      results[index] = await work(itemOrThrow(items, index, "the items"));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Where a record the reading did not read is, found by its file's name (recordPath: its workspace,
 * month and timestamp name it): the one record file of its workspace named with its timestamp, or
 * of several so named, the one whose bytes have its SHA-256; null when none is. A reading from a
 * checkpoint cites the records before it that an obligation names by this, as the reading of every
 * record cites them by their own path. Each month's folder a record is asked of is listed once,
 * its record files kept by timestamp (the obligations cite records of any month, in their order).
 */
export function recordPathOf(
  dir: string,
): (ref: { workspace: string; recorded_at: string; sha256: string }) => string | null {
  const folders = new Map<string, Map<string, string[]>>();
  const byStamp = (folder: string, workspace: string) => {
    const stamped = new Map<string, string[]>();
    for (const name of folderNames(join(dir, folder))) {
      const path = `${folder}/${name}`;
      if (!isRecordPathOf(path, workspace)) continue;
      const stamp = name.slice(0, name.indexOf("-"));
      stamped.set(stamp, [...(stamped.get(stamp) ?? []), path]);
    }
    return stamped;
  };
  return ({ workspace, recorded_at, sha256 }) => {
    const [year, month] = recorded_at.split("-");
    const folder = [RECORDS_DIR, workspace, year, month].join("/");
    let stamped = folders.get(folder);
    if (stamped === undefined) {
      stamped = byStamp(folder, workspace);
      folders.set(folder, stamped);
    }
    const paths = stamped.get(fileStamp(recorded_at)) ?? [];
    if (paths.length <= 1) return paths[0] ?? null;
    return paths.find((path) => sha256Hex(readFileSync(join(dir, path))) === sha256) ?? null;
  };
}

/** The names in a folder; none when it is not there. */
export function folderNames(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

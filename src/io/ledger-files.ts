// Reads a checkout of the evidence branch: every file under records/, as bytes (the chain hashes
// exact bytes), with paths relative to the checkout and "/" as separator. Files are read a bounded
// number at a time, so a ledger of any size stays within a small file-descriptor limit; all at
// once (readLedgerDirectory), or one after another in name order (visitLedgerFiles), so that a
// ledger of any size is checked in bounded memory.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { LedgerFile } from "../core/evidence/evidence-chain.ts";
import { DEFAULT_EVIDENCE_BRANCH, RECORDS_DIR } from "../core/evidence/evidence-record.ts";
import { compareCodePoints } from "../core/shared/names.ts";

/** Files open at once while reading a ledger: far below the 256 descriptors of a tight ulimit. */
export const LEDGER_READ_CONCURRENCY = 32;

/** `source` names the setting that gave `dir` (e.g. "--dir"), for the message when it is wrong. */
export async function readLedgerDirectory(dir: string, source: string): Promise<LedgerFile[]> {
  const paths = await listLedgerDirectory(dir, source);
  const read = readFromLedger(dir);
  return mapBounded(paths, LEDGER_READ_CONCURRENCY, async (path) => ({
    path,
    bytes: await read(path),
  }));
}

/** Reads a file of the checkout `dir` by its ledger path. */
export function readFromLedger(dir: string): (path: string) => Promise<Uint8Array> {
  return (path) => readFile(join(dir, path));
}

/**
 * The paths of every file under records/ of `dir`, relative to it with "/", in name order
 * (compareCodePoints, the order the chain check reads them in).
 */
export async function listLedgerDirectory(dir: string, source: string): Promise<string[]> {
  const records = join(dir, RECORDS_DIR);
  const found = await stat(records).catch(() => undefined);
  if (found === undefined || !found.isDirectory()) {
    throw new Error(
      `${source} ${dir} has no ${RECORDS_DIR}/ directory: pass a checkout of the evidence branch (git clone --branch ${DEFAULT_EVIDENCE_BRANCH} --single-branch <repository> evidence)`,
    );
  }
  const entries = await readdir(records, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort(compareCodePoints);
}

/**
 * Reads the files at `paths` (relative to `dir`) and gives each to `visit` in the order of
 * `paths`, reading ahead at most LEDGER_READ_CONCURRENCY at a time: a ledger of any size is read
 * without holding more than that many files' bytes.
 */
export async function visitLedgerFiles(
  dir: string,
  paths: readonly string[],
  visit: (file: LedgerFile) => void,
): Promise<void> {
  const read = readFromLedger(dir);
  const reads = new Map<number, Promise<Uint8Array>>();
  let started = 0;
  for (let index = 0; index < paths.length; index++) {
    for (; started < paths.length && started < index + LEDGER_READ_CONCURRENCY; started++) {
      const reading = read(paths[started]!);
      // Handled when its turn comes; until then a failure must not count as unhandled.
      reading.catch(() => {});
      reads.set(started, reading);
    }
    const bytes = await reads.get(index)!;
    reads.delete(index);
    visit({ path: paths[index]!, bytes });
  }
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
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// Reads a checkout of the evidence branch: every file under records/, as bytes (the chain hashes
// exact bytes), with paths relative to the checkout and "/" as separator. Files are read a bounded
// number at a time, so a ledger of any size stays within a small file-descriptor limit.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { LedgerFile } from "../core/evidence/evidence-chain.ts";
import { DEFAULT_EVIDENCE_BRANCH, RECORDS_DIR } from "../core/evidence/evidence-record.ts";

/** Files open at once while reading a ledger: far below the 256 descriptors of a tight ulimit. */
export const LEDGER_READ_CONCURRENCY = 32;

/** `source` names the setting that gave `dir` (e.g. "--dir"), for the message when it is wrong. */
export async function readLedgerDirectory(dir: string, source: string): Promise<LedgerFile[]> {
  const records = join(dir, RECORDS_DIR);
  const found = await stat(records).catch(() => undefined);
  if (found === undefined || !found.isDirectory()) {
    throw new Error(
      `${source} ${dir} has no ${RECORDS_DIR}/ directory: pass a checkout of the evidence branch (git clone --branch ${DEFAULT_EVIDENCE_BRANCH} --single-branch <repository> evidence)`,
    );
  }
  const entries = await readdir(records, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return mapBounded(files, LEDGER_READ_CONCURRENCY, async (entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path: relative(dir, path).split(sep).join("/"), bytes: await readFile(path) };
  });
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

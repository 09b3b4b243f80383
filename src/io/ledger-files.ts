// Reads a checkout of the evidence branch: every file under records/, as bytes (the chain hashes
// exact bytes), with paths relative to the checkout and "/" as separator.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { LedgerFile } from "../core/evidence/evidence-chain.ts";
import { DEFAULT_EVIDENCE_BRANCH, RECORDS_DIR } from "../core/evidence/evidence-record.ts";

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
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(dir, path).split(sep).join("/"), bytes: await readFile(path) };
    }),
  );
}

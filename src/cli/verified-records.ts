// The records of a checkout of the evidence branch, each with the SHA-256 of its file, read only
// when the whole ledger verifies: what is judged from records (obligations, populations) must not
// be judged from a record that was edited, removed or reordered (fail closed).
import { resolve } from "node:path";
import { LedgerChecker } from "../core/evidence/chain-check.ts";
import { parseRecordFile } from "../core/evidence/evidence-chain.ts";
import type { HashedRecord } from "../core/evidence/evidence-record.ts";
import { sha256Hex } from "../core/shared/sha256.ts";
import { visitLedgerFiles, walkLedgerDirectory } from "../io/ledger-files.ts";

/** The records, or the message that says why none can be judged (the ledger is broken). */
export async function verifiedRecords(
  cwd: string,
  dir: string,
  judged: string,
): Promise<{ records: HashedRecord[] } | { refusal: string }> {
  const root = resolve(cwd, dir);
  const paths = await walkLedgerDirectory(root, "--dir");
  const checker = new LedgerChecker({ keepRecords: false });
  const records: HashedRecord[] = [];
  visitLedgerFiles(root, paths(), (file) => {
    checker.add(file);
    const record = parseRecordFile(file);
    if (record.kind === "change" || record.kind === "monitoring") {
      records.push({ record, sha256: sha256Hex(file.bytes) });
    }
  });
  const { breaks } = checker.result();
  if (breaks.length === 0) return { records };
  return {
    refusal: `The evidence ledger in ${dir} is broken, so no ${judged} can be judged from it (${breaks.length} problem(s)); 'cip-sync evidence verify --dir ${dir}' lists them:\n${breaks.map((found) => `  ${found.file}: ${found.message}\n`).join("")}`,
  };
}

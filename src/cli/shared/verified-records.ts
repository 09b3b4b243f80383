// The records of a checkout of the evidence branch, each with the SHA-256 of its file, judged only
// when the whole ledger verifies: what is judged from records (obligations, populations) must not
// be judged from a record that was edited, removed or reordered (fail closed).
import { resolve } from "node:path";
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import { visitLedgerFiles, walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";

/**
 * Each valid record, in name order (each workspace's in chain order), handed to `visit` as it is
 * read, holding none; then whether the whole ledger verified. What `visit` made of a ledger that
 * did not is to be thrown away: the message says why.
 */
export async function visitVerified(
  cwd: string,
  dir: string,
  judged: string,
  visit: (entry: HashedRecord) => void,
): Promise<{ verified: true } | { refusal: string }> {
  const root = resolve(cwd, dir);
  const paths = await walkLedgerDirectory(root, "--dir");
  const checker = new LedgerChecker({ keepRecords: false, visit });
  visitLedgerFiles(root, paths(), (file) => checker.add(file));
  const { breaks } = checker.result();
  if (breaks.length === 0) return { verified: true };
  return {
    refusal: `The evidence ledger in ${dir} is broken, so no ${judged} can be judged from it (${breaks.length} problem(s)); 'cip-sync evidence verify --dir ${dir}' lists them:\n${breaks.map((found) => `  ${found.file}: ${found.message}\n`).join("")}`,
  };
}

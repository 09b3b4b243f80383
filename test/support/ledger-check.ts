// A ledger held in memory (the fake GitHub's evidence branch, a test's files) checked by the same
// LedgerChecker `evidence verify` uses, with every valid record kept whole so a test can read it.
import { LedgerChecker } from "../../src/core/evidence/chain/chain-check.ts";
import type { ChainBreak, LedgerFile } from "../../src/core/evidence/chain/evidence-chain.ts";
import { type EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { workspaceOfPath } from "../../src/core/evidence/chain/record-files.ts";
import { compareCodePoints } from "../../src/core/shared/names.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";

export interface CheckedLedger {
  /** Valid records, workspace by workspace, each in chain (name) order. */
  records: { path: string; record: EvidenceRecord; sha256: string }[];
  workspaces: string[];
  breaks: ChainBreak[];
}

/** `files` in any order. */
export function verifyLedger(files: readonly LedgerFile[]): CheckedLedger {
  const checker = new LedgerChecker({ keepRecords: false });
  const byWorkspace = new Map<string, CheckedLedger["records"]>();
  for (const file of [...files].sort((a, b) => compareCodePoints(a.path, b.path))) {
    const record = checker.add(file);
    const workspace = workspaceOfPath(file.path);
    if (record === undefined || workspace === undefined) continue;
    const chain = byWorkspace.get(workspace) ?? [];
    chain.push({ path: file.path, record, sha256: sha256Hex(file.bytes) });
    byWorkspace.set(workspace, chain);
  }
  const { workspaces, breaks } = checker.result();
  return { records: workspaces.flatMap((name) => byWorkspace.get(name) ?? []), workspaces, breaks };
}

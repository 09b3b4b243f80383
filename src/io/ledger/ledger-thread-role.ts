// What marks a worker thread as one of a ledger command's own threads, the bin entry started again:
// the verification thread of a judging command (ledger-verifier.ts), a reader of `evidence
// verify`'s pool (ledger-readers.ts, ledger-reader-thread.ts), one of its signature checkers
// (signature-checkers.ts) or `evidence handover`'s writer thread
// (cli/evidence/handover-writer.ts). Apart from them, so that the bin entry can tell, before it
// loads anything else, which one it runs.
import { isMainThread, workerData } from "node:worker_threads";

export interface VerifierRole {
  role: "ledger-verifier";
}

export interface ReaderRole {
  role: "ledger-reader";
  /** The ledger's folder, which the paths a reader is sent are relative to. */
  dir: string;
}

export interface SignatureCheckerRole {
  role: "signature-checker";
}

export interface HandoverWriterRole {
  role: "handover-writer";
}

export type LedgerThreadRole =
  VerifierRole | ReaderRole | SignatureCheckerRole | HandoverWriterRole;

const ROLES = new Set<unknown>([
  "ledger-verifier",
  "ledger-reader",
  "signature-checker",
  "handover-writer",
] satisfies LedgerThreadRole["role"][]);

/** This thread's role, when it is one of a ledger command's threads. */
export function ledgerThreadRole(): LedgerThreadRole | undefined {
  if (isMainThread) return undefined;
  const data = workerData as Partial<LedgerThreadRole> | null;
  return ROLES.has(data?.role) ? (data as LedgerThreadRole) : undefined;
}

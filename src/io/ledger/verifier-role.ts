// What marks a worker thread as the ledger's verification thread (ledger-verifier.ts), apart from
// it so that the bin entry can tell, before it loads anything else, that it runs one.
import { isMainThread, workerData } from "node:worker_threads";

export interface VerifierRole {
  role: "ledger-verifier";
}

export const VERIFIER_ROLE: VerifierRole = { role: "ledger-verifier" };

/** Whether this thread is a verification thread: the bin entry then runs runLedgerVerifier. */
export function isLedgerVerifier(): boolean {
  return !isMainThread && (workerData as Partial<VerifierRole> | null)?.role === VERIFIER_ROLE.role;
}

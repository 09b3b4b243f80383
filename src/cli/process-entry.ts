// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals (processIo). Secrets are masked and lines neutralised by runCli.
// In a ledger-reading command's worker (ledger-worker.ts) the terminal is the main thread's.
import { isMainThread, workerData } from "node:worker_threads";
import type { LedgerWorkerData } from "./ledger-worker.ts";
import { processIo } from "./shared/io.ts";
import { runCli } from "./main.ts";

export function runProcess(args: readonly string[]): Promise<number> {
  if (isMainThread) return runCli(args, processIo());
  const { terminal, entry } = workerData as LedgerWorkerData;
  return runCli(args, { ...processIo(terminal), ledgerThreadEntry: new URL(entry) });
}

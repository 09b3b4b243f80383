// The commands that read a whole evidence ledger in one pass (evidence verify, obligations,
// evidence populations, evidence report) run in a worker thread, for its heap. The bin entry starts
// it from here, and this module loads none of the commands (only the streams' helpers and the
// output filter), so the thread that only waits holds little more than Node.
//
// Their pass allocates about 60 KB per record (the file, its parse, its schema check) and holds
// state for every asset of the ledger. In the main thread V8 grows the young generation to 128 MB
// and more, and its allocation-site pretenuring, seeing the asset state survive, allocates the
// records themselves in the old generation, where they wait for a full collection: at 100,000
// records `evidence populations` promoted 1,046 MB that a full collection later freed, against a
// live set of 159 MB; and V8 lets the old generation grow to two to four times what a full
// collection keeps before it collects again. None of this can be changed inside a running isolate
// (`--max-semi-space-size` is read when it starts), but all of it can for a new one: a worker's
// `resourceLimits` caps its young generation, and V8 flags set before the worker starts turn
// pretenuring off and collect once the old generation has grown a tenth past what the last full
// collection kept (a fifth until issue 82's item 5: the peak of `evidence populations` at 100,000
// records is how far the old generation grew before a full collection ended, which varied by 20
// to 50 MB from run to run). bench/RESULTS.md and bench/RESULTS-memory.md have the figures. The
// old generation keeps V8's default limit: a ledger of any size still fits, at the cost of more
// full collections. `evidence handover` lets it grow 15 % instead: it holds every pass's state at
// once, and on 2 cores it is bound by its CPU, a fifth of which went to V8's helper threads (the
// collections' concurrent and parallel work; a full collection marks that state again); at 100,000
// signed records a quarter took about 8 % less CPU than a tenth for a peak about 20 MB higher, and
// later, alternated in two rounds, 15 % took as much CPU as a quarter (78.5 and 61.1 s against
// 77.1 and 61.1 s) for a peak 11 MB lower (458 against 470 MB; bench/RESULTS-signed.md). Its young
// generation is 16 MB, as theirs: while two readers shared its cores, 32 MB took less CPU (73.2 s
// against 79.8 s on average in five alternated runs); with a core of its own (one reader fewer:
// ledger-readers.ts), 16 MB took as long (35.9 s against 35.8 s on average in three alternated
// rounds, 53.0 s of CPU against 52.1) for a peak 20 MB lower (416 against 436 MB).
import type { Readable, Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { isMainThread, Worker } from "node:worker_threads";
import { type TerminalFacts, terminalFacts, whenReaderGone } from "./shared/io.ts";
import { outputFilter } from "./shared/output-filter.ts";

/** The V8 flags the worker starts with (see above), but for how far the old generation grows. */
const WORKER_V8_FLAGS = "--no-allocation-site-pretenuring";

/**
 * A worker's heap (see above): how far, in per cent, the old generation grows past what a full
 * collection kept, and its young generation, in MB.
 */
interface HeapSizes {
  growingPercent: number;
  youngGenerationMb: number;
}
/** A ledger-reading command's worker's. */
const WORKER_HEAP: HeapSizes = { growingPercent: 10, youngGenerationMb: 16 };
/** `evidence handover`'s. */
const HANDOVER_HEAP: HeapSizes = { growingPercent: 15, youngGenerationMb: 16 };
/** What the worker exits with when it could not run the command (EXIT_ERROR of main.ts). */
const EXIT_WORKER_FAILED = 1;

/** The evidence subcommands that read the whole ledger (the handover all four at once); append reads a chain's head only. */
const WHOLE_LEDGER_EVIDENCE = new Set(["verify", "populations", "report", "handover"]);

/** Whether `args` name a command that reads a whole ledger in one pass (see above). */
export function readsWholeLedger(args: readonly string[]): boolean {
  const [command, subcommand] = args;
  return (
    command === "obligations" ||
    (command === "evidence" && subcommand !== undefined && WHOLE_LEDGER_EVIDENCE.has(subcommand))
  );
}

/** How the heap of the worker that runs `args` is set (see above). */
export function workerHeap(args: readonly string[]): {
  v8Flags: string;
  youngGenerationMb: number;
} {
  const [command, subcommand] = args;
  const { growingPercent, youngGenerationMb } =
    command === "evidence" && subcommand === "handover" ? HANDOVER_HEAP : WORKER_HEAP;
  return {
    v8Flags: `${WORKER_V8_FLAGS} --heap-growing-percent=${growingPercent}`,
    youngGenerationMb,
  };
}

/** Whether this thread starts a worker for `args` rather than running them itself. */
export function runsInWorker(args: readonly string[]): boolean {
  return isMainThread && readsWholeLedger(args);
}

/**
 * The worker's data: the main thread's terminal, since the worker's streams are pipes to it; and
 * the bin entry, which the worker starts again as its ledger's verification thread.
 */
export interface LedgerWorkerData {
  terminal: TerminalFacts;
  entry: string;
}

/** Runs `args` in a worker that runs the bin entry `entry` again; its exit code. */
export function runInWorker(args: readonly string[], entry: URL): Promise<number> {
  const workerData: LedgerWorkerData = { terminal: terminalFacts(), entry: entry.href };
  const heap = workerHeap(args);
  // Process-wide, read by each isolate as it starts: this thread only waits from here on.
  setFlagsFromString(heap.v8Flags);
  return new Promise((resolve) => {
    const worker = new Worker(entry, {
      argv: [...args],
      workerData,
      resourceLimits: { maxYoungGenerationSizeMb: heap.youngGenerationMb },
      // Forwarded here rather than by Node, so that a reader that went away is handled (below).
      stdout: true,
      stderr: true,
    });
    forwardUntilClosed(worker.stdout, process.stdout);
    forwardUntilClosed(worker.stderr, process.stderr);
    worker.on("error", (error) => {
      process.stderr.write(stoppedMessage(error, process.env));
      resolve(EXIT_WORKER_FAILED);
    });
    worker.on("exit", (code) => resolve(code));
  });
}

/**
 * What the user is told of an error the worker could not catch (runCli catches every error of a
 * command; this is the rest: the worker's heap exhausted, a stream's failure), through the filter
 * every output of runCli passes: no secret of `env`, no workflow command.
 */
export function stoppedMessage(error: Error, env: NodeJS.ProcessEnv): string {
  return outputFilter(env)(`error: the command stopped: ${error.message}\n`);
}

/**
 * Copies what the worker writes to `to` until its reader goes away (`cip-sync obligations | head`),
 * then reads and drops the rest, as writerUntilClosed does in a single thread: the command
 * finishes and ends with its own exit code, instead of the worker waiting on a pipe never read.
 */
function forwardUntilClosed(from: Readable, to: Writable): void {
  from.pipe(to);
  whenReaderGone(to, () => {
    from.unpipe(to);
    from.resume();
  });
}

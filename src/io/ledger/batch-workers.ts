// The pools of worker threads that read and check a ledger's files (ledger-readers.ts), verify its
// writer's signatures (signature-checkers.ts) and write the handover's rows
// (cli/evidence/handover-writer.ts).
import { Worker, type WorkerOptions } from "node:worker_threads";
import { itemOrThrow } from "../../core/shared/collections.ts";

/**
 * Worker threads that answer numbered batches: each batch is sent to the next thread in turn, and
 * its answer, a message naming its number, settles the promise ask gave for it. A thread that fails
 * or exits rejects every batch still out, and every batch asked after it: fail closed, at the
 * batch's turn.
 */
export class BatchWorkers<Request extends { batch: number }, Result extends { batch: number }> {
  readonly #workers: Worker[];
  readonly #answers = new Map<number, PromiseWithResolvers<Result>>();
  #stopped: Error | undefined;

  /** `count` threads started from `entry` with `options`; `what` names one in an error. */
  constructor(entry: URL, count: number, options: WorkerOptions, what: string) {
    this.#workers = Array.from({ length: count }, () => new Worker(entry, options));
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const answer of this.#answers.values()) answer.reject(error);
    };
    for (const worker of this.#workers) {
      worker.on("message", (result: Result) => {
        this.#answers.get(result.batch)?.resolve(result);
        this.#answers.delete(result.batch);
      });
      worker.on("error", stop);
      worker.on("exit", (code) => stop(new Error(`${what} stopped (exit code ${code})`)));
    }
  }

  get count(): number {
    return this.#workers.length;
  }

  /** Sends `request` to its thread (the batches go round them); its answer, at its turn. */
  ask(request: Request): Promise<Result> {
    const answer = Promise.withResolvers<Result>();
    // Taken in order; a batch's rejection before its turn is seen at its turn.
    answer.promise.catch(() => {});
    if (this.#stopped !== undefined) answer.reject(this.#stopped);
    this.#answers.set(request.batch, answer);
    itemOrThrow(this.#workers, request.batch % this.#workers.length, "the threads").postMessage(
      request,
    );
    return answer.promise;
  }

  /** Stops the threads; nothing the second time. */
  async close(): Promise<void> {
    for (const worker of this.#workers) worker.removeAllListeners("exit");
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}

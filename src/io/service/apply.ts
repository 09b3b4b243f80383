// Executes a reviewed plan against the service: operations run as soon as everything they depend
// on has succeeded, a bounded number at a time; a failure skips only what depends on it. Never
// throws for an operation's failure: every operation gets a result, so a re-run converges. This
// module schedules; apply-operation.ts carries out each operation.
import {
  type ApplyResult,
  type Operation,
  type OperationResult,
  operationNumber,
  type Plan,
} from "../../core/plan/plan-model.ts";
import { SHARED_NUMBER_SETTINGS } from "../../core/shared/number-setting.ts";
import type { ApiClient } from "./api-client.ts";
import { OperationRunner } from "./apply-operation.ts";

export interface ApplyOptions {
  /** Operations in flight at most. Default 8. */
  concurrency?: number;
  /** Called once per operation as its result becomes final (skips included). */
  onOperation?: (result: OperationResult, operation: Operation) => void;
  /**
   * Once aborted (Ctrl-C, a cancelled job), no further operation starts: those in flight finish,
   * and the rest are skipped as not started. The deadline below stops the same way.
   */
  stop?: AbortSignal;
  /**
   * Epoch ms after which no operation starts (--deadline): those left are recorded as not
   * attempted. The client's calls should end by then too (ApiClient.endCallsBy).
   */
  deadlineAt?: number;
}

/** Why a delete is not claimed: its asset was gone before this run's DELETE reached it. */
export const GONE_BEFORE =
  "not done by this run: the first DELETE answered 404 and GET confirms the asset is gone, so another writer deleted it during this apply";

/** The error of an operation skipped because the apply was stopped before it. */
const NOT_STARTED =
  "not started: the apply was stopped before this operation; plan and apply again to make it";

/** The error of an operation the apply deadline left unstarted. */
export const NOT_ATTEMPTED =
  "not attempted: the deadline of the apply (--deadline, Action input deadline) passed before it could start; run apply again to finish";

export async function applyPlan(
  plan: Plan,
  client: ApiClient,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const startedAt = new Date().toISOString();
  const concurrency = Math.max(
    1,
    Math.floor(options.concurrency ?? SHARED_NUMBER_SETTINGS.concurrency.default),
  );
  const executor = new Executor(plan, client, concurrency, options);
  const results = await executor.run();
  const summary = { succeeded: 0, failed: 0, skipped: 0 };
  for (const result of results) summary[result.status]++;
  return {
    fingerprint: plan.fingerprint,
    started_at: startedAt,
    finished_at: new Date().toISOString(),
    results,
    summary,
    ...(executor.notStarted > 0 ? { interrupted: { not_started: executor.notStarted } } : {}),
  };
}

class Executor {
  readonly #operations: Operation[];
  readonly #concurrency: number;
  readonly #onOperation: ApplyOptions["onOperation"];
  readonly #deadlineAt: number;
  /** Operations started, so that the deadline leaves them to finish. */
  readonly #started: boolean[];
  readonly #results: Array<OperationResult | undefined>;
  /** Unfinished dependencies of each operation. */
  readonly #waitingOn: number[];
  readonly #dependents: number[][];
  readonly #ready: number[] = [];
  #readyHead = 0;
  #running = 0;
  #finished = 0;
  #done: () => void = () => {};
  #abort: (error: unknown) => void = () => {};
  /** For a skipped operation: the failed operation that caused the skip. */
  readonly #rootCause = new Map<number, number>();
  readonly #runner: OperationRunner;
  readonly #stop: AbortSignal | undefined;
  /** Operations skipped because the stop came before they started. */
  notStarted = 0;

  constructor(plan: Plan, client: ApiClient, concurrency: number, options: ApplyOptions) {
    this.#operations = plan.operations;
    this.#concurrency = concurrency;
    this.#onOperation = options.onOperation;
    this.#stop = options.stop;
    this.#deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
    const count = plan.operations.length;
    this.#started = new Array(count).fill(false);
    this.#results = new Array(count).fill(undefined);
    this.#waitingOn = new Array(count).fill(0);
    this.#dependents = Array.from({ length: count }, () => []);
    this.#runner = new OperationRunner(plan, client);
  }

  /** The plan's operation `index`: results and the ready queue only ever hold the plan's indexes. */
  #operation(index: number): Operation {
    const operation = this.#operations[index];
    if (operation === undefined) throw new RangeError(`the plan has no operation ${index}`);
    return operation;
  }

  run(): Promise<OperationResult[]> {
    const finishedAll = new Promise<void>((resolve, reject) => {
      this.#done = resolve;
      this.#abort = reject;
    });
    const malformed: OperationResult[] = [];
    for (const [index, operation] of this.#operations.entries()) {
      const dependencies = new Set(operation.depends_on);
      // Only earlier operations: the graph is then acyclic and every operation gets to run.
      const unknown = [...dependencies].find(
        (dependency) => !Number.isInteger(dependency) || dependency < 0 || dependency >= index,
      );
      if (unknown !== undefined) {
        malformed.push({
          index,
          status: "failed",
          error: `depends_on names operation ${unknown}, which is not an earlier operation of this plan; plan again`,
          attempts: 0,
        });
        continue;
      }
      this.#waitingOn[index] = dependencies.size;
      for (const dependency of dependencies) this.#dependents[dependency]?.push(index);
    }
    // Recorded once the graph is complete, so that their dependents are skipped.
    for (const result of malformed) this.#record(result);
    for (const [index] of this.#operations.entries()) {
      if (this.#results[index] === undefined && this.#waitingOn[index] === 0) {
        this.#ready.push(index);
      }
    }
    this.#stop?.addEventListener(
      "abort",
      () => {
        this.#leaveUnstarted(NOT_STARTED);
        this.#checkFinished();
      },
      { once: true },
    );
    this.#pump();
    this.#checkFinished();
    return finishedAll.then(() =>
      (this.#results as OperationResult[]).map((result) =>
        this.#runner.goneBefore.has(result.index)
          ? { ...result, status: "skipped", error: GONE_BEFORE }
          : result,
      ),
    );
  }

  /** Starts ready operations up to the concurrency limit, none once the deadline has passed. */
  #pump(): void {
    if (this.#stop?.aborted) {
      this.#leaveUnstarted(NOT_STARTED);
      return;
    }
    if (Date.now() >= this.#deadlineAt) {
      this.#leaveUnstarted(NOT_ATTEMPTED);
      return;
    }
    for (
      let index = this.#ready[this.#readyHead];
      this.#running < this.#concurrency && index !== undefined;
      index = this.#ready[this.#readyHead]
    ) {
      this.#readyHead++;
      this.#started[index] = true;
      this.#running++;
      // Only onOperation can throw here; it ends the run rather than leaving it hanging.
      this.#runner
        .run(index, this.#operation(index))
        .then((result) => {
          this.#running--;
          this.#record(result);
          this.#pump();
          this.#checkFinished();
        })
        .catch(this.#abort);
    }
  }

  /**
   * Records every operation not started as skipped, not started (a stop) or not attempted (the
   * deadline). Last first: an operation's dependents
   * come after it, so each gets this result rather than "depends on an operation that failed".
   */
  #leaveUnstarted(error: typeof NOT_STARTED | typeof NOT_ATTEMPTED): void {
    for (let index = this.#operations.length - 1; index >= 0; index--) {
      if (this.#started[index] || this.#results[index] !== undefined) continue;
      if (error === NOT_STARTED) this.notStarted++;
      this.#record({ index, status: "skipped", error, attempts: 0 });
    }
  }

  #checkFinished(): void {
    if (this.#finished === this.#operations.length) this.#done();
  }

  /** Records a final result and releases, or skips, what depends on it. */
  #record(result: OperationResult): void {
    // A stack rather than recursion: a long chain of skips must not exhaust the call stack.
    const pending: OperationResult[] = [result];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (this.#results[next.index] !== undefined) continue;
      this.#results[next.index] = next;
      this.#finished++;
      this.#onOperation?.(next, this.#operation(next.index));
      const dependents = this.#dependents[next.index] ?? [];
      if (next.status === "succeeded") {
        for (const dependent of dependents) {
          this.#waitingOn[dependent] = (this.#waitingOn[dependent] ?? 0) - 1;
          if (this.#waitingOn[dependent] === 0 && this.#results[dependent] === undefined) {
            this.#ready.push(dependent);
          }
        }
        continue;
      }
      const cause = this.#rootCause.get(next.index) ?? next.index;
      for (const dependent of dependents) {
        if (this.#results[dependent] !== undefined) continue;
        this.#rootCause.set(dependent, cause);
        pending.push({
          index: dependent,
          status: "skipped",
          error: `skipped: depends on operation #${operationNumber(cause)} (${describe(this.#operation(cause))}), which failed`,
          attempts: 0,
        });
      }
    }
  }
}

function describe(operation: Operation): string {
  switch (operation.action) {
    case "create":
      return `create ${operation.asset_type} "${operation.name}" in "${operation.cyber_system.name}"`;
    case "update":
      return `${operation.kinds.join("+") || "update"} "${operation.name}" (${operation.asset_id})`;
    case "delete":
      return `delete "${operation.name}" (${operation.asset_id}) from "${operation.cyber_system.name}"`;
  }
}

// Executes a reviewed plan against the service: operations run as soon as everything they depend
// on has succeeded, a bounded number at a time; a failure skips only what depends on it. Never
// throws for an operation's failure: every operation gets a result, so a re-run converges.
import type {
  ApplyResult,
  CreateOperation,
  CyberAsset,
  CyberAssetPatch,
  Operation,
  OperationResult,
  Plan,
  UpdateOperation,
} from "../core/model.ts";
import { errorMessage } from "../core/errors.ts";
import { SHARED_NUMBER_SETTINGS } from "../core/number-setting.ts";
import type { ApiClient, AttemptCounter } from "./api-client.ts";
import { ApiError } from "./api-error.ts";

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
export const NOT_STARTED =
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
  readonly #client: ApiClient;
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
  /** Ids a lost create must not adopt: assets the plan already knows, and assets already adopted. */
  readonly #claimed: Set<string>;
  readonly #assets: AssetReader;
  readonly #stop: AbortSignal | undefined;
  /** Operations skipped because the stop came before they started. */
  notStarted = 0;
  /** Deletes whose asset another writer had deleted already: not claimed as this run's. */
  readonly #goneBefore = new Set<number>();

  constructor(plan: Plan, client: ApiClient, concurrency: number, options: ApplyOptions) {
    this.#operations = plan.operations;
    this.#client = client;
    this.#concurrency = concurrency;
    this.#onOperation = options.onOperation;
    this.#stop = options.stop;
    this.#deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
    const count = plan.operations.length;
    this.#started = new Array(count).fill(false);
    this.#results = new Array(count).fill(undefined);
    this.#waitingOn = new Array(count).fill(0);
    this.#dependents = Array.from({ length: count }, () => []);
    this.#claimed = new Set(plan.unmanaged.map((asset) => asset.asset_id));
    this.#assets = new AssetReader(client);
    for (const operation of plan.operations) {
      if (operation.action !== "create") this.#claimed.add(operation.asset_id);
    }
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
      for (const dependency of dependencies) this.#dependents[dependency]!.push(index);
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
        this.#goneBefore.has(result.index)
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
    while (this.#running < this.#concurrency && this.#readyHead < this.#ready.length) {
      const index = this.#ready[this.#readyHead++]!;
      this.#started[index] = true;
      this.#running++;
      // Only onOperation can throw here; it ends the run rather than leaving it hanging.
      this.#execute(index)
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
      this.#onOperation?.(next, this.#operations[next.index]!);
      const dependents = this.#dependents[next.index]!;
      if (next.status === "succeeded") {
        for (const dependent of dependents) {
          this.#waitingOn[dependent]!--;
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
          error: `skipped: depends on operation ${cause} (${describe(this.#operations[cause]!)}), which failed`,
          attempts: 0,
        });
      }
    }
  }

  async #execute(index: number): Promise<OperationResult> {
    const operation = this.#operations[index]!;
    const counter: AttemptCounter = { attempts: 0 };
    try {
      switch (operation.action) {
        case "create": {
          const outcome = await this.#create(operation, counter);
          return { index, attempts: counter.attempts, ...outcome };
        }
        case "update": {
          const assetId = await this.#update(operation, counter);
          return { index, status: "succeeded", asset_id: assetId, attempts: counter.attempts };
        }
        case "delete": {
          const outcome = await this.#client.deleteCyberAsset(operation.asset_id, counter);
          // Succeeded for what depends on it (the name is free), but not this run's doing.
          if (outcome === "gone-before") this.#goneBefore.add(index);
          return {
            index,
            status: "succeeded",
            asset_id: operation.asset_id,
            attempts: counter.attempts,
          };
        }
      }
    } catch (error) {
      return { index, status: "failed", error: this.#message(error), attempts: counter.attempts };
    }
  }

  /**
   * A retried PATCH can fail because its earlier attempt landed (a rename then meets its own new
   * name, a 409). After more than one attempt, a failure is checked against the asset itself.
   */
  async #update(operation: UpdateOperation, counter: AttemptCounter): Promise<string> {
    const patch = patchOf(operation);
    try {
      return (await this.#client.updateCyberAsset(operation.asset_id, patch, counter)).id;
    } catch (error) {
      if (!(error instanceof ApiError) || counter.attempts < 2) throw error;
      const current = await this.#client
        .getCyberAsset(operation.asset_id, counter)
        .catch(() => undefined);
      if (current === undefined || !hasPatch(current, patch)) throw error;
      return current.id;
    }
  }

  /**
   * A create that cannot be lost or doubled: after an answer that leaves its fate unknown, the live
   * assets are read and an asset with the same name, system and type that no one else accounts for
   * is adopted; only when none is there is the POST sent again.
   */
  async #create(
    operation: CreateOperation,
    counter: AttemptCounter,
  ): Promise<Omit<OperationResult, "index" | "attempts">> {
    const body = {
      name: operation.name,
      cyber_system_id: operation.cyber_system.id,
      asset_type: operation.asset_type,
    };
    let unknownFate = false;
    for (let round = 1; ; round++) {
      let failure: ApiError;
      try {
        const asset = await this.#client.createCyberAsset(body, counter);
        this.#claimed.add(asset.id);
        return { status: "succeeded", asset_id: asset.id };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failure = error;
      }
      // A 409 after a lost attempt is most likely that attempt, landed late.
      const mayHaveLanded = failure.ambiguous || (unknownFate && failure.status === 409);
      if (!mayHaveLanded) return { status: "failed", error: failure.message };
      unknownFate = true;
      // Give a request the service may still be processing time to finish before looking.
      await this.#client.backoff(round);
      let live: CyberAsset[];
      try {
        live = await this.#assets.read();
      } catch (error) {
        return {
          status: "failed",
          error: `${failure.message}; the create may have landed, and reading GET /cyber-assets to find out failed too (${this.#message(error)}); run plan again to see`,
        };
      }
      const landed = live.find(
        (asset) =>
          asset.name === body.name &&
          asset.cyber_system_id === body.cyber_system_id &&
          asset.asset_type === body.asset_type &&
          !this.#claimed.has(asset.id),
      );
      if (landed !== undefined) {
        this.#claimed.add(landed.id);
        return { status: "succeeded", asset_id: landed.id, adopted: true };
      }
      if (round >= this.#client.maxAttempts) {
        return {
          status: "failed",
          error: `${failure.message}; GET /cyber-assets shows it did not land; gave up after ${round} attempts`,
        };
      }
    }
  }

  #message(error: unknown): string {
    return this.#client.redact(errorMessage(error));
  }
}

/**
 * Reads the live assets for creates whose fate is unknown. Callers that ask while a read is
 * still to be sent share it; a read already sent may predate a caller's failure, so a later
 * caller waits for the next one. One list serves many lost creates.
 */
class AssetReader {
  readonly #client: ApiClient;
  #pending: Promise<CyberAsset[]> | undefined;
  #previous: Promise<unknown> = Promise.resolve();

  constructor(client: ApiClient) {
    this.#client = client;
  }

  read(): Promise<CyberAsset[]> {
    if (this.#pending !== undefined) return this.#pending;
    const read = this.#previous.then(() => {
      this.#pending = undefined;
      return this.#client.listCyberAssets();
    });
    this.#pending = read;
    this.#previous = read.catch(() => undefined);
    return read;
  }
}

function patchOf(operation: UpdateOperation): CyberAssetPatch {
  const patch: CyberAssetPatch = {};
  const { changes } = operation;
  if (changes.name) patch.name = changes.name.to;
  if (changes.cyber_system) patch.cyber_system_id = changes.cyber_system.to.id;
  if (changes.asset_type) patch.asset_type = changes.asset_type.to;
  return patch;
}

function hasPatch(asset: CyberAsset, patch: CyberAssetPatch): boolean {
  return (
    (patch.name === undefined || asset.name === patch.name) &&
    (patch.cyber_system_id === undefined || asset.cyber_system_id === patch.cyber_system_id) &&
    (patch.asset_type === undefined || asset.asset_type === patch.asset_type)
  );
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

// Carries out one operation of a plan against the service so that a lost answer neither loses nor
// doubles a change: a create whose fate is unknown is looked for among the live assets before it
// is sent again, a retried PATCH that fails is checked against the asset itself, and a delete
// whose asset was already gone is told apart. apply.ts decides when each operation runs.
import type {
  CreateOperation,
  Operation,
  OperationResult,
  Plan,
  UpdateOperation,
} from "../../core/plan/plan-model.ts";
import type { CyberAsset, CyberAssetPatch } from "../../core/shared/live-records.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import type { ApiClient } from "./api-client.ts";
import type { AttemptCounter } from "./service-caller.ts";
import { ApiError } from "./api-error.ts";

/** Runs the operations of one apply, which share what creates have claimed and the live reads. */
export class OperationRunner {
  readonly #client: ApiClient;
  /** Ids a lost create must not adopt: assets the plan already knows, and assets already adopted. */
  readonly #claimed: Set<string>;
  readonly #assets: AssetReader;
  /** Deletes whose asset another writer had deleted already: not claimed as this run's. */
  readonly goneBefore = new Set<number>();

  constructor(plan: Plan, client: ApiClient) {
    this.#client = client;
    this.#claimed = new Set(plan.unmanaged.map((asset) => asset.asset_id));
    this.#assets = new AssetReader(client);
    for (const operation of plan.operations) {
      if (operation.action !== "create") this.#claimed.add(operation.asset_id);
    }
  }

  /** Carries out one operation; never throws for its failure, which becomes a failed result. */
  async run(index: number, operation: Operation): Promise<OperationResult> {
    const counter: AttemptCounter = { attempts: 0 };
    try {
      switch (operation.action) {
        case "create": {
          const outcome = await this.#create(operation, counter);
          return { index, attempts: counter.attempts, ...outcome };
        }
        case "update": {
          const assetId = await this.#update(operation, counter);
          return {
            index,
            status: "succeeded",
            asset_id: assetId,
            attempts: counter.attempts,
            ...this.#serviceFields(assetId),
          };
        }
        case "delete": {
          const outcome = await this.#client.deleteCyberAsset(operation.asset_id, counter);
          // Succeeded for what depends on it (the name is free), but not this run's doing.
          if (outcome === "gone-before") this.goneBefore.add(index);
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
        return { status: "succeeded", asset_id: asset.id, ...this.#serviceFields(asset.id) };
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
        return {
          status: "succeeded",
          asset_id: landed.id,
          adopted: true,
          ...this.#serviceFields(landed.id),
        };
      }
      if (round >= this.#client.maxAttempts) {
        return {
          status: "failed",
          error: `${failure.message}; GET /cyber-assets shows it did not land; gave up after ${round} attempts`,
        };
      }
    }
  }

  /** The asset's extra fields as the client last read them, for the change record to echo. */
  #serviceFields(assetId: string): Pick<OperationResult, "service_fields"> {
    const fields = this.#client.serviceFieldsOf(assetId);
    return fields === undefined ? {} : { service_fields: fields };
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

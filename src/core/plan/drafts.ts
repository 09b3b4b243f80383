// The planner's operations before ordering (schedule.ts orders them), each with the name keys it
// frees and takes. Every operation object is built with its keys in code-point order, like every
// object of a plan, so that fingerprinting needs no copy (see fingerprint.ts).
import type {
  CreateOperation,
  DeleteOperation,
  Operation,
  SystemRef,
  UpdateKind,
  UpdateOperation,
} from "./plan-model.ts";
import type { CyberAsset } from "../shared/live-records.ts";
import type { DeclaredAsset } from "../inventory/document/document.ts";
import type { SourceLocation } from "../shared/diagnostics.ts";
import { nameKey } from "../shared/names.ts";

/** An operation before ordering, with the name keys it frees and takes. */
export interface Draft {
  operation: Operation;
  /** 0 delete, 1 update, 2 create: deletes first, then updates, then creates. */
  rank: number;
  takes?: string;
  vacates?: string;
  dependencies: Draft[];
}

/** The delete of a live asset no declaration claims, in a document at `source` that prunes. */
export function deleteDraft(asset: CyberAsset, system: SystemRef, source: SourceLocation): Draft {
  const operation: DeleteOperation = {
    action: "delete",
    asset_id: asset.id,
    asset_type: asset.asset_type,
    cyber_system: system,
    depends_on: [],
    name: asset.name,
    source,
  };
  return { operation, rank: 0, vacates: nameKey(asset.name), dependencies: [] };
}

/**
 * The update that turns a claimed live asset (now in the system `systemOf` gives) into its
 * declaration (name key `key`, in system `to`); undefined when they agree, which is asked of every
 * claimed asset: nothing is built for one that does not change.
 */
export function updateDraft(
  asset: CyberAsset,
  systemOf: (asset: CyberAsset) => SystemRef,
  declared: DeclaredAsset,
  key: string,
  to: SystemRef,
): Draft | undefined {
  const renamed = asset.name !== declared.name;
  const moved = asset.cyber_system_id !== to.id;
  const retyped = asset.asset_type !== declared.type;
  const kinds: UpdateKind[] = [];
  if (renamed) kinds.push("rename");
  if (moved) kinds.push("move");
  if (retyped) kinds.push("retype");
  if (kinds.length === 0) return undefined;
  const changes: UpdateOperation["changes"] = {
    ...(retyped ? { asset_type: { from: asset.asset_type, to: declared.type } } : {}),
    ...(moved ? { cyber_system: { from: systemOf(asset), to } } : {}),
    ...(renamed ? { name: { from: asset.name, to: declared.name } } : {}),
  };
  const operation: UpdateOperation = {
    action: "update",
    asset_id: asset.id,
    changes,
    cyber_system: to,
    depends_on: [],
    kinds,
    name: declared.name,
    source: declared.location,
    temporary: false,
  };
  const oldKey = nameKey(asset.name);
  const draft: Draft = { operation, rank: 1, dependencies: [] };
  if (oldKey !== key) {
    draft.takes = key;
    draft.vacates = oldKey;
  }
  return draft;
}

/** The create of a declared asset (name key `key`) that no live asset matches. */
export function createDraft(declared: DeclaredAsset, key: string, system: SystemRef): Draft {
  const operation: CreateOperation = {
    action: "create",
    asset_type: declared.type,
    cyber_system: system,
    depends_on: [],
    name: declared.name,
    source: declared.location,
  };
  return { operation, rank: 2, takes: key, dependencies: [] };
}

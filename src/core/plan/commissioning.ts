// CIP-010-4 R1.1 at commissioning, against the live inventory: a declared asset that the service
// does not hold (a create) or holds in another system (a move into this one) goes into service in
// its system, and must then have a complete baseline if R1 applies to it there
// (core/inventory/baselines/baseline-completeness.ts). The plan and an online `validate` refuse it at the
// asset's place; an asset already in service there is not asked again.
import { commissioningBaselineProblems } from "../inventory/baselines/baseline-completeness.ts";
import type { DeclaredAsset, InventoryDocument } from "../inventory/document/document.ts";
import type { Diagnostic } from "../shared/diagnostics.ts";
import type { LiveInventory } from "../shared/live-records.ts";
import { nameKey } from "../shared/names.ts";
import type { ResolvedDocument } from "./plan-model.ts";

export function commissioningProblems(
  resolved: readonly ResolvedDocument[],
  live: LiveInventory,
): Diagnostic[] {
  return commissioningBaselineProblems(
    resolved.map(({ document }) => document),
    goesIntoService(resolved, live),
  );
}

/**
 * Whether a declared asset goes into service in its document's system: the service holds it
 * neither there under its name nor under the name it is renamed from (a rename already applied
 * leaves renamed_from behind, naming an asset the service no longer holds). CIP-010 R1.1's and
 * R3.3's commissioning (core/assessments/commissioning-assessments.ts).
 */
export function goesIntoService(
  resolved: readonly ResolvedDocument[],
  live: LiveInventory,
): (document: InventoryDocument, asset: DeclaredAsset) => boolean {
  const liveSystem = new Map(
    live.cyberAssets.map((asset) => [nameKey(asset.name), asset.cyber_system_id]),
  );
  const systemOf = new Map(resolved.map(({ document, system }) => [document, system.id]));
  return (document, asset) =>
    ![asset.name, asset.renamedFrom?.value].some(
      (name) => name !== undefined && liveSystem.get(nameKey(name)) === systemOf.get(document),
    );
}

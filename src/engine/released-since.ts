// The systems that leave management in a plan: their document declared at the base (`--base`, the
// pull request's base) in a file the plan's patterns name, and by no document now, with live
// assets (core/plan/released-systems.ts says why they are kept, not deleted).
import type { ExistingBaselines } from "../core/plan/baseline-deviations.ts";
import type { ReleasedSystem, ResolvedDocument } from "../core/plan/plan-model.ts";
import { releasedSystems } from "../core/plan/released-systems.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";
import { inventoryPatternsAt, type InventorySource } from "../io/checkout/inventory-files.ts";

/**
 * Read where the route has a base, even when no baseline is declared (`existing`, when the plan
 * read it already); none without a base. A base file the patterns do not name is not planned
 * (a plan of some paths), so what it declares is not taken for removed.
 */
export async function releasedSince(
  settings: {
    source: InventorySource;
    existingBaselines?: (() => Promise<ExistingBaselines>) | undefined;
  },
  existing: ExistingBaselines | undefined,
  resolved: readonly ResolvedDocument[],
  live: LiveInventory,
): Promise<ReleasedSystem[]> {
  const base = existing ?? (await settings.existingBaselines?.());
  if (base === undefined || "notCompared" in base) return [];
  const { matches } = inventoryPatternsAt(settings.source.patterns, settings.source.cwd);
  const named = base.documents.filter((document) => matches(document.location.file));
  return releasedSystems(named, resolved, live);
}

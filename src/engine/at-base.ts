// What a plan learns from the base (`--base`, the pull request's base), beyond its baselines: the
// systems that leave management (their document declared at the base in a file the plan's
// patterns name, and by no document now, with live assets: core/plan/released/released-systems.ts says why
// they are kept, not deleted), the possible renames made in a file (core/plan/renames/file-renames.ts),
// and the systems whose declared impact the change moves (core/plan/released/rerated-systems.ts).
// The base's documents are bound to the live systems they declared as the head's are
// (core/plan/resolve.ts bindBase): a system is told by its parent and name, or its id.
import type { ExistingBaselines } from "../core/plan/baseline-deviations.ts";
import { withFileRenames } from "../core/plan/renames/file-renames.ts";
import type { Operation, ReleasedSystem, ResolvedDocument } from "../core/plan/plan-model.ts";
import { releasedSystems } from "../core/plan/released/released-systems.ts";
import { type Rerating, reratedSystems } from "../core/plan/released/rerated-systems.ts";
import { bindBase } from "../core/plan/resolve.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";
import { inventoryPatternsAt, type InventorySource } from "../io/checkout/inventory-files.ts";

/**
 * Read where the route has a base, even when no baseline is declared (`existing`, when the plan
 * read it already); none without a base. A base file the patterns do not name is not planned
 * (a plan of some paths), so what it declares is not taken for removed. Read before the reviewed
 * files are judged: a family's reminders ask which systems the change re-rates.
 */
export async function fromBase(
  settings: {
    source: InventorySource;
    existingBaselines?: (() => Promise<ExistingBaselines>) | undefined;
  },
  existing: ExistingBaselines | undefined,
  { resolved }: { resolved: readonly ResolvedDocument[] },
  live: LiveInventory,
  { plan: { operations } }: { plan: { operations: Operation[] } },
): Promise<{ released: ReleasedSystem[]; operations: Operation[]; rerated: Rerating[] }> {
  const base = existing ?? (await settings.existingBaselines?.());
  if (base === undefined || "notCompared" in base) return { released: [], operations, rerated: [] };
  const { matches } = inventoryPatternsAt(settings.source.patterns, settings.source.cwd);
  const named = bindBase(
    base.documents.filter((document) => matches(document.location.file)),
    live,
  );
  return {
    released: releasedSystems(named, resolved, live),
    operations: withFileRenames(operations, named, resolved),
    rerated: reratedSystems(named, resolved),
  };
}

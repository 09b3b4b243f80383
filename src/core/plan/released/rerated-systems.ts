// What the base declared that the head rates otherwise: a system whose document's `impact:` at the
// head differs from its document's at the base (none declared counts as its own value), told by the
// live system both bind to (resolve.ts bindBase), never by a name another facility's system may
// share. A family that follows the ratings asks of it: CIP-003-9 R2 reaches "each asset identified
// in CIP-002 containing low impact BES Cyber Systems", so a system re-rated low brings its site
// into that scope though the change adds no asset to it. Pure.
import type { Impact } from "../../inventory/document/principals.ts";
import type { SourceLocation } from "../../shared/diagnostics.ts";
import type { ResolvedDocument, SystemRef } from "../plan-model.ts";

/** A system the change re-rates: as the head declares it, what the base declared, and where. */
export interface Rerating {
  /** The system as the head's document declares it (its impact and parent). */
  system: SystemRef;
  /** The impact the base's document declared; absent: none. */
  was?: Impact;
  /** Where the head's document declares its impact; absent when it declares none. */
  location?: SourceLocation;
}

/**
 * The systems of `resolved` (the head's documents) whose declared impact differs from that of the
 * base's document bound to the same live system (`base`, bindBase), in head order. A system the
 * base did not declare is new, not re-rated.
 */
export function reratedSystems(
  base: readonly ResolvedDocument[],
  resolved: readonly ResolvedDocument[],
): Rerating[] {
  const was = new Map(base.map(({ system }) => [system.id, system.impact]));
  return resolved.flatMap(({ document, system }) => {
    if (!was.has(system.id)) return [];
    const before = was.get(system.id);
    if (before === system.impact) return [];
    const location = document.impact?.location;
    return [
      {
        system,
        ...(before === undefined ? {} : { was: before }),
        ...(location === undefined ? {} : { location }),
      },
    ];
  });
}

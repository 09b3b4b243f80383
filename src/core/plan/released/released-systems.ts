// A document removed while its system's assets are live: the system leaves management, and its
// assets stay in the service as they are. The plan never deletes for a file that is gone (the
// managed systems are those that have a document, docs/plans.md): a file lost to a bad merge, a
// move or a narrowed checkout would otherwise delete a whole system, each asset's compliance
// history with it (octoDNS leaves a zone whose file is gone as it is; Terraform, which keeps a
// state, asks for a `removed` block with `destroy = false` to do so). Deleting them is declared:
// the document kept with the assets taken out, under the delete rules. What is released is shown in every plan output and
// counts as a change, so that no plan reads "No changes" while management changes. Pure.
import type { LiveInventory } from "../../shared/live-records.ts";
import { compareCodePoints } from "../../shared/names.ts";
import type { ReleasedSystem, ResolvedDocument } from "../plan-model.ts";

/**
 * The systems a document at the base declared, that no document declares now, and that hold live
 * assets: in the order of their base files. `base` is the base's documents bound to the live
 * systems they declared (resolve.ts bindBase): by id, or by name and the facility or control center
 * the document names, never by a name another facility's system may share.
 */
export function releasedSystems(
  base: readonly ResolvedDocument[],
  resolved: readonly ResolvedDocument[],
  live: Pick<LiveInventory, "cyberAssets">,
): ReleasedSystem[] {
  const declared = new Set(resolved.map(({ system }) => system.id));
  const assets = new Map<string, number>();
  for (const asset of live.cyberAssets)
    assets.set(asset.cyber_system_id, (assets.get(asset.cyber_system_id) ?? 0) + 1);
  const released = new Map<string, ReleasedSystem>();
  for (const { document, system } of base) {
    if (declared.has(system.id) || released.has(system.id)) continue;
    const count = assets.get(system.id) ?? 0;
    if (count === 0) continue;
    released.set(system.id, {
      cyber_system: { id: system.id, name: system.name },
      file: document.location.file,
      live_assets: count,
    });
  }
  return [...released.values()].sort(
    (a, b) =>
      compareCodePoints(a.file, b.file) || compareCodePoints(a.cyber_system.id, b.cyber_system.id),
  );
}

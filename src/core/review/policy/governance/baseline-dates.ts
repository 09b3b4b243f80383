// The `reviewed:` dates a change writes in baselines, held to the authority table's
// baseline-reviewed row: never after the merge that carries them (not-after-record). A baseline
// confirmed unchanged is recorded by that date alone, so a date still to come would claim a
// confirmation nobody has made yet. Only a date the change writes is judged: one the base already
// has is not this merge's. Pure.
import { judgeDate } from "../../../authority/authority.ts";
import type { InventoryDocument } from "../../../inventory/document/document.ts";
import { formatLocation } from "../../../shared/diagnostics.ts";

/**
 * Why each `reviewed:` date the head `documents` write (one the `base` documents do not have for
 * that asset of that system) may not be merged at `recordedAt` (epoch milliseconds), each at the
 * asset's file, line and column; [] when every one may.
 */
export function baselineReviewedProblems(
  base: readonly InventoryDocument[],
  head: readonly InventoryDocument[],
  recordedAt: number,
): string[] {
  const key = (system: string, asset: string) => JSON.stringify([system, asset]);
  const atBase = new Map<string, unknown>();
  for (const document of base)
    for (const asset of document.assets)
      atBase.set(key(document.cyberSystem.value, asset.name), reviewedOf(asset));
  const at = new Date(recordedAt).toISOString();
  return head.flatMap((document) =>
    document.assets.flatMap((asset) => {
      const reviewed = reviewedOf(asset);
      if (reviewed === undefined) return [];
      if (atBase.get(key(document.cyberSystem.value, asset.name)) === reviewed) return [];
      const judged = judgeDate("baseline-reviewed", reviewed, at);
      if (judged.authorized) return [];
      return [
        `${formatLocation(asset.location)}: asset ${asset.name}: baseline reviewed: ${judged.why}; write the day the baseline was confirmed, which cannot be after this merge`,
      ];
    }),
  );
}

function reviewedOf(asset: InventoryDocument["assets"][number]): string | undefined {
  const reviewed = asset.baseline?.content?.reviewed;
  return typeof reviewed === "string" ? reviewed : undefined;
}

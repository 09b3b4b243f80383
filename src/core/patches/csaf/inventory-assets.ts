// The checkout's inventory as the CIP-007 R2 files see it: each declared asset with its system's
// impact, its class, and the os_firmware and software items (name and version) and patches of its
// baseline as written (inline or shared); a baseline_ref's items are out of the tool's sight. The
// draft matches advisories against these. Pure.
import { DEFAULT_ASSET_CLASS } from "../../inventory/document/asset-class.ts";
import type { InventoryDocument } from "../../inventory/document/document.ts";
import { patchedItemsOf } from "../../inventory/document/baseline-items.ts";
import type { PatchAsset } from "../patch-inputs.ts";

export function inventoryPatchAssets(documents: readonly InventoryDocument[]): PatchAsset[] {
  return documents.flatMap((document) =>
    document.assets.map((asset) => ({
      cyber_system: document.cyberSystem.value,
      asset: asset.name,
      class: asset.class?.value ?? DEFAULT_ASSET_CLASS,
      type: asset.type,
      impact: document.impact?.value,
      baseline:
        asset.baseline?.kind === "ref" ? "ref" : patchedItemsOf(asset.baseline?.content ?? {}),
    })),
  );
}

// How every output says the plan's CIP-007-6 R2.1 check: the baseline items of applicable assets
// without a patch source, those this change adds or changes first (the Guidelines reopen source
// identification when software is changed or added), then the existing gaps, and the assets whose
// baseline_ref keeps their items out of the repository. Text and Markdown pass their own escaping.
import {
  changedByChange,
  PATCH_SOURCE_CHANGE_WORDS,
  PATCH_SOURCE_FIX,
} from "../../core/patches/plan-sources.ts";
import type { PatchSourceCheck, PatchSourceGap } from "../../core/plan/plan-model.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import { countOf } from "../../core/shared/wording.ts";

/** How to close a gap, the line after the gaps. */
export const PATCH_SOURCE_FIX_LINE = `To close a gap: ${PATCH_SOURCE_FIX}.`;

/** The gaps this change adds or changes (or may), then the existing ones: the order shown. */
export function gapsInOrder(check: PatchSourceCheck): {
  byChange: PatchSourceGap[];
  existing: PatchSourceGap[];
} {
  return {
    byChange: check.missing.filter((gap) => changedByChange(gap.change)),
    existing: check.missing.filter((gap) => !changedByChange(gap.change)),
  };
}

/** The check's heading, with the file it read and what the policy does with the gaps. */
export function patchSourceHeading(check: PatchSourceCheck): string {
  const file = check.sources_file === null ? "no cip-patch-sources.yaml" : check.sources_file;
  const gaps = check.missing.length;
  if (gaps === 0)
    return `Patch sources (CIP-007-6 R2.1, ${file}): every os_firmware and software item of the applicable assets' baselines has a source or a no_source declaration.`;
  const setting =
    check.setting === "require"
      ? "the policy's patch_sources: require refuses only items a change adds or changes"
      : "flagged, not refused (the policy's patch_sources: require would refuse those a change adds or changes)";
  return `Patch sources (CIP-007-6 R2.1, ${file}): ${countOf(gaps, "baseline item")} of applicable assets ${gaps === 1 ? "has" : "have"} no patch source; ${setting}.`;
}

/** One gap: `software "RTAC" 1.33 on rtac-01 (System), added by this change, at file:line:col`. */
export function gapWords(gap: PatchSourceGap, show: (text: string) => string): string {
  return `${gap.item} ${show(JSON.stringify(gap.name))} ${show(gap.version)} on ${show(gap.asset)} (${show(gap.cyber_system)}), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}, at ${show(formatLocation(gap.location))}`;
}

/** What the plan says of the assets whose items it cannot see. */
export function notSeenWords(check: PatchSourceCheck, show: (text: string) => string): string {
  const assets = check.not_seen.map(
    (asset) => `${show(asset.asset)} (${show(asset.cyber_system)})`,
  );
  return `Not seen: ${countOf(check.not_seen.length, "applicable asset")} with a baseline_ref, whose items are kept outside the repository (${assets.join(", ")}): identify their sources where the baseline is kept.`;
}

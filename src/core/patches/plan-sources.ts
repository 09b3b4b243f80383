// CIP-007-6 R2.1 at review, as CIP-010 R1.1 is checked at commissioning: the plan lists every
// os_firmware and software item of an applicable asset's baseline that no source in
// cip-patch-sources.yaml covers and no no_source declaration names. The standard: "The tracking
// portion shall include the identification of a source or sources that the Responsible Entity
// tracks for the release of cyber security patches for applicable Cyber Assets that are
// updateable and for which a patching source exists." Its Guidelines have identification done
// once unless software is changed or added to the baseline, so each item is told apart by what
// the change does to it (added, its version changed, or as it was); the policy's
// `patch_sources: require` refuses the plan for those the change adds or changes, and for those
// it cannot tell (baselines not compared: fail closed). A baseline_ref's items are not in the
// repository: such an asset is said to be unseen, never counted as missing. Pure.
import type { AssetBaseline, InventoryDocument } from "../inventory/document/document.ts";
import { patchedItemsOf } from "../inventory/document/baseline-items.ts";
import { DEFAULT_ASSET_CLASS } from "../inventory/document/asset-class.ts";
import type { ExistingBaselineOf } from "../plan/baseline-deviations.ts";
import { type GateRuleRead, requiredGapErrors } from "../plan/reviewed-file-set.ts";
import type {
  PatchSourceChange,
  PatchSourceCheck,
  PatchSourceGap,
  PatchSourceSetting,
  PatchSourceUnseen,
} from "../plan/plan-model.ts";
import { type Diagnostic, quote } from "../shared/diagnostics.ts";
import { nameKey } from "../shared/names.ts";
import {
  itemKey,
  itemText,
  PATCH_SOURCES_FILE,
  PATCHED_ITEMS,
  type PatchSources,
} from "./patch-files.ts";
import { isApplicable } from "./patch-inputs.ts";

/** How to close a gap, as every output says it. */
export const PATCH_SOURCE_FIX = `add the item to a source's covers in ${PATCH_SOURCES_FILE}, or declare it under no_source with kind: no-patching-source or not-updateable and a reason`;

/** The policy's `patch_sources:` with its file, or why the policy could not be read. */
export type PatchSourceRuleRead = GateRuleRead<PatchSourceSetting>;

export interface PatchSourceInputs {
  documents: readonly InventoryDocument[];
  /** cip-patch-sources.yaml parsed without errors; undefined: the repository has none. */
  sources: PatchSources | undefined;
  /**
   * The existing baseline of each of `documents`' assets, found in the base's document of the
   * same live system (baseline-deviations.ts existingBaselineOf); undefined: not compared, changes
   * unknown.
   */
  existing: ExistingBaselineOf | undefined;
  rule: PatchSourceRuleRead;
}

export interface PatchSourceOutcome {
  /** Undefined: no applicable asset declares a baseline. */
  check: PatchSourceCheck | undefined;
  /** Errors that refuse the plan (`patch_sources: require`, or a policy that cannot be read). */
  problems: Diagnostic[];
}

/** The items without a source, and what the policy refuses of them. */
export function checkPatchSources(inputs: PatchSourceInputs): PatchSourceOutcome {
  const named = namedItems(inputs.sources);
  const existingBaseline = inputs.existing;
  const missing: PatchSourceGap[] = [];
  const notSeen: PatchSourceUnseen[] = [];
  for (const document of inputs.documents) {
    const impact = document.impact?.value;
    const cyberSystem = document.cyberSystem.value;
    for (const asset of document.assets) {
      const baseline = asset.baseline;
      const assetClass = asset.class?.value ?? DEFAULT_ASSET_CLASS;
      if (baseline === undefined) continue;
      if (!isApplicable({ class: assetClass, impact, type: asset.type })) continue;
      if (baseline.kind === "ref") {
        notSeen.push({ cyber_system: cyberSystem, asset: asset.name, location: asset.location });
        continue;
      }
      const before = existingBaseline?.(document, asset);
      for (const entry of entriesOf(baseline)) {
        if (named.has(itemKey(entry))) continue;
        missing.push({
          cyber_system: cyberSystem,
          asset: asset.name,
          item: entry.kind,
          name: entry.name,
          version: entry.version,
          location: entry.location ?? asset.location,
          change: existingBaseline === undefined ? "unknown" : changeOf(before, entry),
        });
      }
    }
  }
  if (missing.length === 0 && notSeen.length === 0 && inputs.sources === undefined)
    return { check: undefined, problems: [] };
  const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
  const check: PatchSourceCheck = {
    sources_file: inputs.sources === undefined ? null : PATCH_SOURCES_FILE,
    setting,
    missing,
    not_seen: notSeen,
  };
  return { check, problems: refused(missing, inputs.rule) };
}

/** What the change does to an item, as every output says it. */
export const PATCH_SOURCE_CHANGE_WORDS: Readonly<Record<PatchSourceChange, string>> = {
  added: "added by this change",
  changed: "version changed by this change",
  existing: "an existing gap",
  unknown: "not compared with the existing baselines",
};

/** Why a refusal cannot tell an unknown item from an existing one, and what to do. */
const UNKNOWN_WHY =
  " (the plan cannot tell whether this change adds it: pass --base REF, the commit the existing baselines were declared at)";

/** Whether the change adds or changes the item, or may: what `require` refuses. */
export function changedByChange(change: PatchSourceChange): boolean {
  return change !== "existing";
}

/** Each gap as a warning at its entry: what `validate` reports, refusing nothing. */
export function patchSourceWarnings(check: PatchSourceCheck | undefined): Diagnostic[] {
  return (check?.missing ?? []).map((gap) => ({
    severity: "warning",
    location: gap.location,
    message: `${gapWords(gap)} has no patch source (CIP-007-6 R2.1): ${PATCH_SOURCE_FIX}`,
  }));
}

/** `require` refuses what the change adds or changes; a policy that cannot be read refuses too. */
function refused(missing: readonly PatchSourceGap[], read: PatchSourceRuleRead): Diagnostic[] {
  return requiredGapErrors(
    missing.filter((gap) => changedByChange(gap.change)),
    read,
    (gap, policyFile) =>
      `${gapWords(gap)} has no patch source (CIP-007-6 R2.1), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}${gap.change === "unknown" ? UNKNOWN_WHY : ""}, and ${policyFile} sets patch_sources: require: ${PATCH_SOURCE_FIX}`,
  );
}

function gapWords(gap: PatchSourceGap): string {
  return `${itemText({ kind: gap.item, name: gap.name })} ${quote(gap.version)} of asset ${quote(gap.asset)} in ${quote(gap.cyber_system)}`;
}

/** The item keys a source covers or a declaration names. */
function namedItems(sources: PatchSources | undefined): Set<string> {
  const named = new Set<string>();
  for (const source of sources?.sources ?? [])
    for (const item of source.covers) named.add(itemKey(item));
  for (const declaration of sources?.noSource ?? []) named.add(itemKey(declaration.item));
  return named;
}

interface BaselineEntry {
  kind: (typeof PATCHED_ITEMS)[number];
  name: string;
  version: string;
  location: PatchSourceGap["location"] | undefined;
}

/** A content baseline's os_firmware and software entries, with where each is written. */
function entriesOf(baseline: AssetBaseline): BaselineEntry[] {
  const items = itemsOf(baseline);
  return PATCHED_ITEMS.flatMap((kind) =>
    items[kind].map(({ name, version }, index) => ({
      kind,
      name,
      version,
      location: baseline.entryLocations?.[kind]?.[index],
    })),
  );
}

/** A baseline's os_firmware, software and patches as written (none for a baseline_ref). */
function itemsOf(baseline: AssetBaseline | undefined) {
  return patchedItemsOf(baseline?.content ?? {});
}

/** The item against the asset's existing baseline: none before adds it; a ref hid it. */
function changeOf(before: AssetBaseline | undefined, entry: BaselineEntry): PatchSourceChange {
  if (before === undefined) return "added";
  if (before.kind === "ref") return "unknown";
  const was = itemsOf(before)[entry.kind].find(
    (record) => nameKey(record.name) === nameKey(entry.name),
  );
  if (was === undefined) return "added";
  return was.version === entry.version ? "existing" : "changed";
}

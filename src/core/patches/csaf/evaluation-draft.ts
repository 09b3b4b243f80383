// A draft of a source's evaluation (CIP-007-6 R2.2) from CSAF advisories: each advisory's products
// are matched to the baseline items the source covers, by name as the inventory compares names
// (nameKey: the product's name, or its vendor's and its name together, equals the item's), and
// each vendor_fix remediation that fixes a matched product becomes one patch per item, released
// on the remediation's date (else the advisory's first release), as the advisory writes the day.
// Nothing here judges: whether a patch applies is the reviewer's (the text leaves it null), and
// the versions affected and installed are only gathered for them to read. What matched nothing is
// kept too: products no covered item is, covered items no advisory names. Pure.
import { nameKey } from "../../shared/names.ts";
import type { AssetItem } from "../patch-inputs.ts";
import { type ItemRef, itemKey, type PatchSource } from "../patch-files.ts";
import {
  type CsafAdvisory,
  type CsafFix,
  type CsafProduct,
  productNameKeys,
  writtenDay,
} from "./csaf-advisory.ts";
import { getOrThrow } from "../../shared/collections.ts";

/** An item of the baselines the source covers, and where it is installed at which version. */
export interface CoveredItem {
  item: ItemRef;
  installed: { cyberSystem: string; asset: string; version: string }[];
}

export interface DraftPatch {
  id: string;
  /** YYYY-MM-DD. */
  released: string;
  item: ItemRef;
  advisory: { id: string; title: string; file: string };
  cves: string[];
  fix: { details: string; url?: string };
  /** The versions (or names) of the item's products the fix is for, as the advisory writes them. */
  fixFor: string[];
  affected: string[];
  fixedIn: string[];
  installed: CoveredItem["installed"];
}

export interface EvaluationDraft {
  source: string;
  releasesSince: string;
  patches: DraftPatch[];
  /** Products of an advisory that are no covered item, one line a product name. */
  unmatched: { advisory: string; product: string; versions: string[] }[];
  /** Covered items an advisory names without a vendor_fix for them. */
  withoutFix: { advisory: string; item: ItemRef }[];
  /** Covered items no advisory names. */
  unmentioned: ItemRef[];
  /** Advisories last released before releases_since, and earlier revisions of another: not drafted. */
  skipped: { advisory: string; file: string; why: string }[];
}

export interface DraftInputs {
  source: PatchSource;
  /** The applicable assets' items (applicableItems): those the source covers are drafted for. */
  items: Iterable<AssetItem>;
  advisories: readonly CsafAdvisory[];
  releasesSince: string;
}

export function draftEvaluation(inputs: DraftInputs): EvaluationDraft {
  const covered = coveredItems(inputs.source, inputs.items);
  const draft: EvaluationDraft = {
    source: inputs.source.id,
    releasesSince: inputs.releasesSince,
    patches: [],
    unmatched: [],
    withoutFix: [],
    unmentioned: [],
    skipped: [],
  };
  const mentioned = new Set<string>();
  for (const advisory of latestRevisions(inputs.advisories, draft)) {
    if (writtenDay(advisory.currentRelease) < inputs.releasesSince) {
      draft.skipped.push({
        advisory: advisory.id,
        file: advisory.file,
        why: `last released ${writtenDay(advisory.currentRelease)}, before releases_since ${inputs.releasesSince}`,
      });
      continue;
    }
    const itemOf = productItems(advisory, covered, draft);
    for (const key of new Set(itemOf.values())) mentioned.add(key);
    const fixed = new Set<string>();
    for (const fix of advisory.fixes) {
      for (const key of new Set(fix.productIds.flatMap((id) => itemOf.get(id) ?? []))) {
        fixed.add(key);
        draft.patches.push(
          patchOf(advisory, fix, getOrThrow(covered, key, "the covered items"), itemOf),
        );
      }
    }
    for (const key of new Set(itemOf.values()))
      if (!fixed.has(key))
        draft.withoutFix.push({
          advisory: advisory.id,
          item: getOrThrow(covered, key, "the covered items").item,
        });
  }
  draft.unmentioned = [...covered].flatMap(([key, entry]) =>
    mentioned.has(key) ? [] : [entry.item],
  );
  draft.patches = withDistinctIds(draft.patches);
  return draft;
}

/** The covered items the baselines hold, by item key, in the source's order. */
function coveredItems(source: PatchSource, items: Iterable<AssetItem>): Map<string, CoveredItem> {
  const covered = new Map<string, CoveredItem>(
    source.covers.map((item) => [itemKey(item), { item, installed: [] }]),
  );
  for (const entry of items) {
    covered.get(itemKey(entry.item))?.installed.push({
      cyberSystem: entry.asset.cyber_system,
      asset: entry.asset.asset,
      version: entry.version,
    });
  }
  for (const [key, entry] of covered) if (entry.installed.length === 0) covered.delete(key);
  return covered;
}

/** Why `dropped` is left out of the draft: `kept` is a later revision of the same advisory. */
function earlierRevision(dropped: CsafAdvisory, kept: CsafAdvisory) {
  return { advisory: dropped.id, file: dropped.file, why: `an earlier revision of ${kept.file}` };
}

/** One advisory per tracking id: its latest revision; the others are listed as skipped. */
function latestRevisions(
  advisories: readonly CsafAdvisory[],
  draft: EvaluationDraft,
): CsafAdvisory[] {
  const latest = new Map<string, CsafAdvisory>();
  for (const advisory of advisories) {
    const held = latest.get(advisory.id);
    if (held === undefined || advisory.currentRelease > held.currentRelease) {
      latest.set(advisory.id, advisory);
      if (held !== undefined) draft.skipped.push(earlierRevision(held, advisory));
    } else draft.skipped.push(earlierRevision(advisory, held));
  }
  return [...latest.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Each product of the advisory that is a covered item, by product id; the others are unmatched. */
function productItems(
  advisory: CsafAdvisory,
  covered: Map<string, CoveredItem>,
  draft: EvaluationDraft,
): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [key, entry] of covered) byName.set(nameKey(entry.item.name), key);
  const itemOf = new Map<string, string>();
  const unmatched = new Map<string, string[]>();
  for (const product of advisory.products.values()) {
    const key = productNameKeys(product)
      .map((name) => byName.get(name))
      .find((found) => found !== undefined);
    if (key !== undefined) itemOf.set(product.id, key);
    else {
      const name =
        product.vendor === undefined ? product.name : `${product.vendor} ${product.name}`;
      unmatched.set(name, [
        ...(unmatched.get(name) ?? []),
        ...(product.version === undefined ? [] : [product.version]),
      ]);
    }
  }
  for (const [product, versions] of unmatched)
    draft.unmatched.push({ advisory: advisory.id, product, versions });
  return itemOf;
}

function patchOf(
  advisory: CsafAdvisory,
  fix: CsafFix,
  covered: CoveredItem,
  itemOf: Map<string, string>,
): DraftPatch {
  const key = itemKey(covered.item);
  const products = [...advisory.products.values()].filter(
    (product) => itemOf.get(product.id) === key,
  );
  const versions = (keep: (product: CsafProduct) => boolean) =>
    products.filter(keep).map((product) => product.version ?? product.name);
  return {
    id: advisory.id,
    released: writtenDay(fix.date ?? advisory.initialRelease),
    item: covered.item,
    advisory: { id: advisory.id, title: advisory.title, file: advisory.file },
    cves: fix.cves,
    fix: { details: fix.details, ...(fix.url === undefined ? {} : { url: fix.url }) },
    fixFor: versions((product) => fix.productIds.includes(product.id)),
    affected: versions((product) => advisory.affected.has(product.id)),
    fixedIn: versions((product) => advisory.fixed.has(product.id)),
    installed: covered.installed,
  };
}

/**
 * An evaluation lists each patch id once: an advisory that fixes several items names each patch
 * by the advisory and the item, and one that fixes an item twice numbers them.
 */
function withDistinctIds(patches: DraftPatch[]): DraftPatch[] {
  const count = (ids: string[]) => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(nameKey(id), (counts.get(nameKey(id)) ?? 0) + 1);
    return (id: string) => counts.get(nameKey(id)) ?? 0;
  };
  const byAdvisory = count(patches.map((patch) => patch.id));
  const named = patches.map((patch) =>
    byAdvisory(patch.id) > 1 ? `${patch.id} ${patch.item.name}` : patch.id,
  );
  const byItem = count(named);
  const seen = new Map<string, number>();
  return patches.map((patch, index) => {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `named` is built from `patches`, one id for each, in order
    const id = named[index]!;
    if (byItem(id) === 1) return { ...patch, id };
    const nth = (seen.get(nameKey(id)) ?? 0) + 1;
    seen.set(nameKey(id), nth);
    return { ...patch, id: `${id} (${nth})` };
  });
}

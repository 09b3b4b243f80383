// The configuration-monitoring record's model (CIP-010-4 R2.1): the five R1.1 items, the one
// normalisation of an item's configuration and its digest, and what the ledger keeps of a
// comparison of what devices showed with what the inventory declared: digests, never content.
// Pure; the collector's file is configuration-monitoring.ts, the comparison
// configuration-monitoring-record.ts.
import { z } from "zod";
import { impactSchema, type Impact } from "../../inventory/document/principals.ts";
import { type AssetClass, assetClassSchema } from "../../inventory/document/asset-class.ts";
import { BASELINE_ITEMS, type BaselineItem } from "../../inventory/document/baseline-items.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { entryWords } from "../../inventory/baselines/baseline-differences.ts";
import { canonicalJson, sha256Hex, SHA256_DIGEST } from "../../shared/sha256.ts";
import { commitSha, timestamp } from "./policy-schema.ts";
import { type ListingReference, listingReferenceSchema } from "./beside/inventory-listing.ts";

function sorted<T>(entries: readonly T[]): T[] {
  return entries
    .map((entry) => ({ entry, key: canonicalJson(entry) }))
    .sort((a, b) => compareCodePoints(a.key, b.key))
    .map(({ entry }) => entry);
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

function port(value: unknown): number | string {
  const written = String(value);
  return /^\d+$/.test(written) ? Number(written) : written;
}

/**
 * The one normalisation of an item's configuration, for the declared side (the inventory's
 * baseline) and the observed side alike: entries sorted by their canonical JSON; software as
 * { name, version }; ports as { port, protocol } only (a service and a justification document a
 * port, they are not configuration), a port written as digits a number, the protocol lower case.
 */
export function normalizeItem(item: BaselineItem, value: unknown): unknown[] {
  const entries = Array.isArray(value) ? value : [];
  switch (item) {
    case "os_firmware":
    case "software":
      return sorted(
        entries.map((entry) => ({
          name: String(record(entry).name),
          version: String(record(entry).version ?? ""),
        })),
      );
    case "ports":
      return sorted(
        entries.map((entry) => ({
          port: port(record(entry).port),
          protocol: String(record(entry).protocol).toLowerCase(),
        })),
      );
    case "custom_software":
    case "patches":
      return sorted(entries.map(String));
  }
}

/**
 * The entries of `observed` not in `declared` (added) and of `declared` not in `observed`
 * (removed), both normalised: what an unauthorized change of the item is, entry by entry.
 */
export function itemEntryChanges(
  item: BaselineItem,
  observed: unknown,
  declared: unknown,
): { added: ItemEntry[]; removed: ItemEntry[] } {
  const [seen, was] = [normalizeItem(item, observed), normalizeItem(item, declared)];
  const keys = (entries: unknown[]) => new Set(entries.map((entry) => canonicalJson(entry)));
  const [seenKeys, wasKeys] = [keys(seen), keys(was)];
  return {
    added: seen.filter((entry) => !wasKeys.has(canonicalJson(entry))) as ItemEntry[],
    removed: was.filter((entry) => !seenKeys.has(canonicalJson(entry))) as ItemEntry[],
  };
}

/**
 * "observed, not declared: 3389/tcp; declared, not observed: KB1": what an unauthorized change is,
 * entry by entry, as every output says it; "" when the record keeps no entries of it.
 */
export function entryChangeWords(
  change: Pick<UnauthorizedChange, "item" | "added" | "removed">,
): string {
  const words = (entries: readonly ItemEntry[]) =>
    entries.map((entry) => entryWords(change.item, entry)).join(", ");
  return [
    ...(change.added?.length ? [`observed, not declared: ${words(change.added)}`] : []),
    ...(change.removed?.length ? [`declared, not observed: ${words(change.removed)}`] : []),
  ].join("; ");
}

/** sha256: over the canonical JSON of the item's normalised entries. */
export function itemDigest(item: BaselineItem, value: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(normalizeItem(item, value)))}`;
}

/** Where an asset's declared side came from at the record's commit. */
export type DeclaredFrom = "inventory" | "baseline_ref" | "none";

/** The note beside an asset whose declared side the tool could not read. */
export const DECLARED_NOTES: Record<Exclude<DeclaredFrom, "inventory">, string> = {
  baseline_ref: "kept elsewhere: not compared by the tool",
  none: "no baseline declared in the inventory: not compared",
};

/** One item of one asset: the two digests, and whether they are equal (null: not compared). */
export interface ItemComparison {
  observed: string | null;
  declared: string | null;
  matches: boolean | null;
}

export interface MonitoredAsset {
  cyber_system: string;
  name: string;
  /**
   * The service's id of the asset, which R2.1 follows it by (a rename keeps its intervals): the
   * tool's from the service's inventory, else the collector's. Absent: neither knows it.
   */
  asset_id?: string;
  /** The system's declared impact at the record's commit, when it declares one. */
  impact?: Impact;
  /**
   * The asset's class at the record's commit (its `class:`, BCA when it writes none): which of
   * R2.1's Applicable Systems it is. Absent in records written before it: then BCA.
   */
  class?: AssetClass;
  declared_from: DeclaredFrom;
  note?: string;
  items: Record<BaselineItem, ItemComparison>;
  /** Every one of the five items observed and compared. */
  complete: boolean;
  /** false: an item differs; true: complete and every item equal; null: not everything compared. */
  matches: boolean | null;
  /**
   * A baseline kept elsewhere, fetched by the collector: the ledger's digest of the reference (as
   * change records carry it), the SHA-256 the reference states and the one fetched.
   */
  baseline_ref?: BaselineRefCheck;
}

/** The referenced baseline document fetched and its digest checked (CIP-010 R1.3 verified). */
export interface BaselineRefCheck {
  digest: string;
  declared_sha256: string;
  fetched_sha256: string;
  matches: boolean;
}

export interface UnauthorizedChange {
  cyber_system: string;
  name: string;
  /** The asset's id, as in `assets[]`. */
  asset_id?: string;
  item: BaselineItem;
  observed: string;
  declared: string;
  /**
   * What differs, entry by entry, as normalizeItem writes entries (a port as { port, protocol },
   * software as { name, version }): those the device shows and the inventory does not declare
   * (`added`), and those declared but not shown (`removed`). CIP-010 R2.1 asks to document a
   * detected unauthorized change: the digests alone say only that something changed. Absent when
   * the collector gave the item as a digest only, and in records written before them.
   */
  added?: ItemEntry[];
  removed?: ItemEntry[];
}

/** One entry of an item, normalised (normalizeItem): a name, a version of software, a port. */
export type ItemEntry =
  string | { name: string; version: string } | { port: number | string; protocol: string };

export interface Investigation {
  cyber_system: string;
  name: string;
  /** The asset's id the tool resolved the investigation's system and name to, or the collector gave. */
  asset_id?: string;
  item: BaselineItem;
  /** The sequence of the configuration-monitoring record that detected the change. */
  detected_in: number;
  reference: string;
}

/** The record's body: what was observed when, compared with the inventory at `commit`. */
export interface ConfigurationMonitoringEvidence {
  /** The inventory commit the declared side was read at. */
  commit: string;
  /** When the devices were read. */
  observed_at: string;
  collector: { name: string; version: string };
  /** Hex SHA-256 of the collector file's bytes. */
  input_sha256: string;
  assets: MonitoredAsset[];
  unauthorized_changes: UnauthorizedChange[];
  investigations: Investigation[];
  /**
   * The inventory listing kept beside the record, when `evidence append --monitoring --listing`
   * read the service for it (inventory-listing.ts): a ledger kept from the command line has no
   * drift check's. Absent otherwise.
   */
  listing?: ListingReference;
}

const digest = z.string().regex(SHA256_DIGEST);
const itemName = z.enum(BASELINE_ITEMS);
const comparison = z.strictObject({
  observed: digest.nullable(),
  declared: digest.nullable(),
  matches: z.boolean().nullable(),
});
const name = z.string().min(1);
const itemEntry = z.union([
  z.string(),
  z.strictObject({ name: z.string(), version: z.string() }),
  z.strictObject({ port: z.union([z.int(), z.string()]), protocol: z.string() }),
]);

export const configurationMonitoringEvidenceSchema = z
  .strictObject({
    commit: commitSha,
    observed_at: timestamp,
    collector: z.strictObject({ name, version: name }),
    input_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    assets: z.array(
      z.strictObject({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        impact: impactSchema.optional(),
        class: assetClassSchema.optional(),
        declared_from: z.enum(["inventory", "baseline_ref", "none"]),
        note: z.string().optional(),
        items: z.strictObject({
          os_firmware: comparison,
          software: comparison,
          custom_software: comparison,
          ports: comparison,
          patches: comparison,
        }),
        complete: z.boolean(),
        matches: z.boolean().nullable(),
        baseline_ref: z
          .strictObject({
            digest,
            declared_sha256: z.string().regex(/^[0-9a-f]{64}$/),
            fetched_sha256: z.string().regex(/^[0-9a-f]{64}$/),
            matches: z.boolean(),
          })
          .optional(),
      }),
    ),
    unauthorized_changes: z.array(
      z.strictObject({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        observed: digest,
        declared: digest,
        added: z.array(itemEntry).optional().meta({
          description:
            "The item's entries the device shows and the inventory does not declare, normalised; absent when the collector gave a digest only.",
        }),
        removed: z.array(itemEntry).optional().meta({
          description:
            "The item's entries the inventory declares and the device does not show, normalised; absent when the collector gave a digest only.",
        }),
      }),
    ),
    investigations: z.array(
      z.strictObject({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        detected_in: z.int().positive(),
        reference: name,
      }),
    ),
    listing: listingReferenceSchema.optional(),
  })
  .meta({
    description:
      "CIP-010-4 R2.1: the digests of the R1.1 items a collector observed per asset, the digests the inventory declared at commit, and every difference (an unauthorized change to investigate).",
  }) satisfies z.ZodType<ConfigurationMonitoringEvidence>;

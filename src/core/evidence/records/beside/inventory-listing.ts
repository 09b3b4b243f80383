// The inventory listing: what the service held when an inventory reconciliation read it (the drift
// check, or `evidence append --monitoring --listing` from the terminal), kept beside that record
// (a `monitoring` or `configuration-monitoring` one) so that the Cyber Asset population of any day is
// complete, assets the tool never created or changed included. It lists every facility and
// control center (the BES assets), every cyber system with its parent and, for the workspace's
// own, what its document declares of it (impact, External Routable Connectivity, perimeters,
// CIP-002 criteria), and every cyber asset of the workspace's systems with its declared class and
// baseline's digest. Format 2 adds the declared facts to format 1, which stays readable. The record holds the listing's SHA-256 (`monitoring.listing`), so
// the chain vouches for the file as for a record; `evidence verify` checks it. Pure.
import { z } from "zod";
import { impactSchema } from "../../../inventory/document/principals.ts";
import type { InventoryDocument } from "../../../inventory/document/document.ts";
import { ASSET_CLASSES, DEFAULT_ASSET_CLASS } from "../../../inventory/document/asset-class.ts";
import type { SystemRef } from "../../../plan/plan-model.ts";
import type { LiveInventory } from "../../../shared/live-records.ts";
import { compareCodePoints, nameKey } from "../../../shared/names.ts";
import { sha256Hex } from "../../../shared/sha256.ts";
import { count } from "../policy-schema.ts";

/** A listing's file: its record's path with this appended (it does not end in .json: no record). */
export const LISTING_SUFFIX = ".listing";

export function listingPath(recordPath: string): string {
  return `${recordPath}${LISTING_SUFFIX}`;
}

export const inventoryListingSchema = z.strictObject({
  format_version: z.union([z.literal(1), z.literal(2)]),
  workspace: z.string(),
  /** The inventory files' commit the declared side (impacts, baselines) was read at. */
  commit: z.string(),
  bes_assets: z.array(
    z.strictObject({
      kind: z.enum(["facility", "control-center"]),
      id: z.string(),
      name: z.string(),
    }),
  ),
  cyber_systems: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      parent_kind: z.enum(["facility", "control-center"]).nullable(),
      parent_id: z.string().nullable(),
      /** A system of this workspace (it has a document), whose declared impact follows. */
      managed: z.boolean(),
      impact: impactSchema.optional(),
      /** Format 2, a managed system's declared `erc:`, `esp:`, `psp:` and `criteria:`. */
      erc: z.boolean().optional(),
      esp: z.string().optional(),
      psp: z.string().optional(),
      criteria: z.array(z.string()).optional(),
    }),
  ),
  cyber_assets: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      cyber_system_id: z.string(),
      asset_type: z.enum(["hardware", "software"]),
      /** Format 2, a declared asset's `class:` (BCA when it writes none); absent: not declared. */
      class: z.enum(ASSET_CLASSES).optional(),
      /** sha256:... of the declared baseline (or of its baseline_ref); absent: none declared. */
      baseline: z.string().optional(),
      /** Format 2: the baseline written in the file, or kept elsewhere (`baseline_ref`). */
      baseline_kind: z.enum(["content", "ref"]).optional(),
    }),
  ),
});

export type InventoryListing = z.infer<typeof inventoryListingSchema>;

/** What the record keeps of its listing. */
export interface ListingReference {
  /** Hex SHA-256 of the listing file's exact bytes. */
  sha256: string;
  cyber_assets: number;
}

export const listingReferenceSchema = z
  .strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/), cyber_assets: count })
  .meta({
    description:
      "The inventory listing kept beside the record (<record path>.listing): every BES asset, cyber system and cyber asset of the workspace the service held; sha256 is the hex SHA-256 of the file's exact bytes.",
  }) satisfies z.ZodType<ListingReference>;

/** What the listing reads of one declared document: its system and what it declares. */
export interface ListedDocument {
  system: Pick<SystemRef, "id" | "impact">;
  document: Pick<InventoryDocument, "assets" | "criteria" | "erc" | "esp" | "psp">;
}

/**
 * The listing of `live` for the workspace whose declared inventory is `declared`, read at `commit`;
 * every list sorted by id, so the same inventory lists the same.
 */
export function inventoryListing(
  workspace: string,
  commit: string,
  declared: readonly ListedDocument[],
  live: LiveInventory,
): InventoryListing {
  const managed = new Map(declared.map((entry) => [entry.system.id, entry]));
  const assets = declaredAssets(declared);
  const byId = <T extends { id: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => compareCodePoints(a.id, b.id));
  return {
    format_version: 2,
    workspace,
    commit,
    bes_assets: byId([
      ...live.facilities.map(({ id, name }) => ({ kind: "facility" as const, id, name })),
      ...live.controlCenters.map(({ id, name }) => ({ kind: "control-center" as const, id, name })),
    ]),
    cyber_systems: byId(live.cyberSystems).map((system) => {
      const parent = parentOf(system);
      return {
        id: system.id,
        name: system.name,
        parent_kind: parent?.kind ?? null,
        parent_id: parent?.id ?? null,
        managed: managed.has(system.id),
        ...declaredFacts(managed.get(system.id)),
      };
    }),
    cyber_assets: byId(live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id))).map(
      ({ id, name, cyber_system_id, asset_type }) => ({
        id,
        name,
        cyber_system_id,
        asset_type,
        ...declaredAsset(assets.get(`${cyber_system_id}/${nameKey(name)}`)),
      }),
    ),
  };
}

/** A managed system's declared facts, each only when its document writes it. */
function declaredFacts(entry: ListedDocument | undefined) {
  if (entry === undefined) return {};
  const { system, document } = entry;
  return {
    ...(system.impact === undefined ? {} : { impact: system.impact }),
    ...(document.erc === undefined ? {} : { erc: document.erc.value }),
    ...(document.esp === undefined ? {} : { esp: document.esp.value }),
    ...(document.psp === undefined ? {} : { psp: document.psp.value }),
    ...(document.criteria === undefined ? {} : { criteria: document.criteria.value }),
  };
}

type DeclaredAsset = InventoryDocument["assets"][number];

/**
 * The declared asset of each live name, by system id and name key: the asset of that name, or
 * the one renamed from it (a rename not applied yet).
 */
function declaredAssets(declared: readonly ListedDocument[]): Map<string, DeclaredAsset> {
  const byName = new Map<string, DeclaredAsset>();
  for (const { system, document } of declared) {
    for (const asset of document.assets)
      if (asset.renamedFrom !== undefined)
        byName.set(`${system.id}/${nameKey(asset.renamedFrom.value)}`, asset);
    for (const asset of document.assets) byName.set(`${system.id}/${nameKey(asset.name)}`, asset);
  }
  return byName;
}

/** What the listing says of a declared asset: its class, and its baseline's digest and kind. */
function declaredAsset(asset: DeclaredAsset | undefined) {
  if (asset === undefined) return {};
  const { baseline } = asset;
  return {
    class: asset.class?.value ?? DEFAULT_ASSET_CLASS,
    ...(baseline === undefined ? {} : { baseline: baseline.digest, baseline_kind: baseline.kind }),
  };
}

function parentOf(
  system: LiveInventory["cyberSystems"][number],
): { kind: "facility" | "control-center"; id: string } | undefined {
  if (typeof system.facility_id === "string") return { kind: "facility", id: system.facility_id };
  if (typeof system.control_center_id === "string")
    return { kind: "control-center", id: system.control_center_id };
  return undefined;
}

/** The listing's file content: one object per line inside each list, so a diff reads by asset. */
export function serializeListing(listing: InventoryListing): string {
  const list = (items: readonly unknown[]) =>
    items.length === 0
      ? "[]"
      : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(",\n")}\n  ]`;
  return `{\n  "format_version": ${listing.format_version},\n  "workspace": ${JSON.stringify(listing.workspace)},\n  "commit": ${JSON.stringify(listing.commit)},\n  "bes_assets": ${list(listing.bes_assets)},\n  "cyber_systems": ${list(listing.cyber_systems)},\n  "cyber_assets": ${list(listing.cyber_assets)}\n}\n`;
}

export function listingReference(text: string, listing: InventoryListing): ListingReference {
  return { sha256: sha256Hex(text), cyber_assets: listing.cyber_assets.length };
}

/**
 * The listing of a record's file, checked against what its record says of it; a message that says
 * what is wrong otherwise (the file was edited, or is not a listing).
 */
export function readListing(
  bytes: Uint8Array,
  reference: ListingReference,
  path: string,
): InventoryListing | { problem: string } {
  const sha256 = sha256Hex(bytes);
  if (sha256 !== reference.sha256)
    return {
      problem: `${path} has SHA-256 ${sha256}, but its record says ${reference.sha256}: the listing was changed after it was sealed`,
    };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { problem: `${path} is not JSON, though its record vouches for its bytes` };
  }
  const parsed = inventoryListingSchema.safeParse(value);
  return parsed.success
    ? parsed.data
    : { problem: `${path} is not an inventory listing (${parsed.error.issues[0]?.message})` };
}

// CIP-002-5.1a R1 identifies, at each BES asset (R1 i-vi: control centers, substations, generation
// resources, ...), the BES Cyber Systems it holds and their impact under Attachment 1; R2 reviews
// those identifications. A review therefore lists every facility and control center considered,
// with its BES Cyber Systems and the Attachment 1 criteria that rate each, including the BES assets
// that hold none; and it cannot be written while a system is unrated. It covers one workspace:
// the systems of other workspaces are reviewed in their own files. Pure.
import type { InventoryDocument } from "../inventory/document/document.ts";
import type { SourceLocation } from "../shared/diagnostics.ts";
import { formatLocation, quote } from "../shared/diagnostics.ts";
import { compareCodePoints } from "../shared/names.ts";

/** One facility or control center, with the names of the BES Cyber Systems it holds ([]: none). */
export interface BesAssetListing {
  kind: "facility" | "control_center";
  name: string;
  cyber_systems: string[];
}

/** A facility or control center known besides the documents (the service's), by kind and name. */
export interface KnownBesAsset {
  kind: "facility" | "control_center";
  name: string;
}

/** The facilities and control centers the service held when the review was written, and where. */
export interface ServiceBesAssets {
  /** The service's origin (the URL's scheme, host and port), as records name it. */
  service: string;
  assets: KnownBesAsset[];
}

/**
 * What the review file says of its scope, in its own words: this workspace only, and whether its
 * BES assets are every one the service held or only those the documents name (written offline).
 */
export function scopeText(workspace: string, service?: string): string {
  const where =
    service === undefined
      ? "the facilities and control centers its inventory names (written with --offline: one only the service knows is not listed)"
      : `every facility and control center the service at ${service} held`;
  return `this workspace (${workspace}) only: the BES Cyber Systems its inventory declares, at ${where}; another workspace's are reviewed in its own file`;
}

/**
 * `criteria:` of a cyber system document, when the inventory reads it (Attachment 1 criteria such
 * as ["2.5"]); undefined where the document does not declare it or the reader does not know it.
 */
export function criteriaOf(document: InventoryDocument): string[] | undefined {
  const { criteria } = document as { criteria?: { value?: unknown } };
  const value = criteria?.value;
  return Array.isArray(value) && value.every((item) => typeof item === "string")
    ? [...(value as string[])]
    : undefined;
}

/**
 * Every facility and control center the documents (and `known`) name, each with its systems'
 * names, sorted; one known only from `known` is listed with none.
 */
export function besAssetsOf(
  documents: readonly InventoryDocument[],
  known: readonly KnownBesAsset[] = [],
): BesAssetListing[] {
  const assets = new Map<string, BesAssetListing>();
  const entry = (kind: BesAssetListing["kind"], name: string) => {
    const key = JSON.stringify([kind, name]);
    let listing = assets.get(key);
    if (listing === undefined) {
      listing = { kind, name, cyber_systems: [] };
      assets.set(key, listing);
    }
    return listing;
  };
  for (const asset of known) entry(asset.kind, asset.name);
  for (const document of documents) {
    const parent =
      document.facility !== undefined
        ? entry("facility", document.facility.value)
        : document.controlCenter !== undefined
          ? entry("control_center", document.controlCenter.value)
          : undefined;
    parent?.cyber_systems.push(document.cyberSystem.value);
  }
  for (const listing of assets.values()) listing.cyber_systems.sort(compareCodePoints);
  return [...assets.values()].sort(
    (a, b) => compareCodePoints(a.kind, b.kind) || compareCodePoints(a.name, b.name),
  );
}

/** Each system the documents leave unrated (no `impact:`), at its place: a review refuses them. */
export function unratedSystems(documents: readonly InventoryDocument[]): string[] {
  return documents
    .filter((document) => document.impact === undefined)
    .map((document) => unratedText(document.cyberSystem.value, document.location));
}

function unratedText(name: string, location: SourceLocation): string {
  return `${formatLocation(location)}: cyber system ${quote(name)} has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed`;
}

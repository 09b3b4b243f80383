// Rules that span documents and files, checked once every file is parsed. What needs the live
// service (does the system exist? are two references the same system?) is the resolver's and the
// planner's; this sees only the declaration.
import type { DeclaredAsset, InventoryDocument } from "./document.ts";
import type { Diagnostic, SourceLocation } from "../../shared/diagnostics.ts";
import { nameKey } from "../../shared/names.ts";
import { formatLocation, quote } from "../../shared/diagnostics.ts";

/** Reports a problem at `location` that conflicts with an earlier declaration at `first`. */
type Report = (location: SourceLocation, message: string, first: SourceLocation) => void;

export function validateInventory(documents: InventoryDocument[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report: Report = (location, message, first) => {
    diagnostics.push({ severity: "error", message, location, related: [first] });
  };
  checkSystemsDeclaredOnce(documents, report);
  const assets = checkAssetNamesUnique(documents, report);
  checkRenames(documents, assets, report);
  return diagnostics;
}

/**
 * References are compared as written, with their parent: ids exactly, names case-sensitively.
 * "Protection System" at two facilities is two systems. Two spellings of one system ("Alpha" and
 * its id, or with and without its facility) are found after resolution, by the resolver.
 */
function checkSystemsDeclaredOnce(documents: InventoryDocument[], report: Report): void {
  const systems = new Map<string, InventoryDocument>();
  for (const document of documents) {
    const reference = document.cyberSystem;
    const key = JSON.stringify([
      reference.value,
      document.facility?.value ?? null,
      document.controlCenter?.value ?? null,
    ]);
    const first = systems.get(key);
    if (first === undefined) {
      systems.set(key, document);
      continue;
    }
    report(
      reference.location,
      `cyber system ${quote(reference.value)} is already declared by the document at ${formatLocation(first.cyberSystem.location)}; a document declares the complete asset list of its system: merge the two documents`,
      first.cyberSystem.location,
    );
  }
}

/**
 * Asset names are unique organization-wide regardless of case (names.ts `nameKey`). Returns the
 * first declaration of each name key (one entry per asset, no object of its own).
 */
function checkAssetNamesUnique(
  documents: InventoryDocument[],
  report: Report,
): Map<string, DeclaredAsset> {
  const assets = new Map<string, DeclaredAsset>();
  for (const document of documents) {
    for (const asset of document.assets) {
      const key = nameKey(asset.name);
      const first = assets.get(key);
      if (first === undefined) {
        assets.set(key, asset);
        continue;
      }
      const spelling =
        first.name === asset.name
          ? ""
          : first.name.normalize("NFC") === asset.name.normalize("NFC")
            ? " (the same text, in another Unicode normalization form)"
            : ` as ${quote(first.name)}`;
      report(
        asset.location,
        `asset ${quote(asset.name)} is already declared at ${formatLocation(first.location)}${spelling}; asset names are unique across the inventory, ignoring case: rename or remove one`,
        first.location,
      );
    }
  }
  return assets;
}

/** One new name per live asset, and no rename of an asset another document keeps. */
function checkRenames(
  documents: InventoryDocument[],
  assets: Map<string, DeclaredAsset>,
  report: Report,
): void {
  const renames = new Map<string, DeclaredAsset>();
  for (const document of documents) {
    /** This document's assets, made only when a rename names a declared asset. */
    let own: Set<DeclaredAsset> | undefined;
    for (const asset of document.assets) {
      const renamedFrom = asset.renamedFrom;
      if (renamedFrom === undefined) continue;
      const key = nameKey(renamedFrom.value);
      const firstRename = renames.get(key);
      if (firstRename?.renamedFrom) {
        report(
          renamedFrom.location,
          `renamed_from ${quote(renamedFrom.value)} is also used by asset ${quote(firstRename.name)} at ${formatLocation(firstRename.renamedFrom.location)}; one live asset can take only one new name: remove one of the two`,
          firstRename.renamedFrom.location,
        );
      } else {
        renames.set(key, asset);
      }
      // A rename inside one document may reuse a name still declared there (a swap a->b, b->a);
      // across documents it would both keep the asset in the other system and rename it away.
      const declared = assets.get(key);
      if (declared !== undefined && !(own ??= new Set(document.assets)).has(declared)) {
        report(
          renamedFrom.location,
          `renamed_from ${quote(renamedFrom.value)} names an asset that another document declares, at ${formatLocation(declared.location)}; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from`,
          declared.location,
        );
      }
    }
  }
}

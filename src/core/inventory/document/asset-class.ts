// What the CIP standards' Applicable Systems columns tell apart: an asset's class (a BES Cyber
// Asset, or an asset associated with a BES Cyber System) and a cyber system's External Routable
// Connectivity. Declared in the inventory (`class:` per asset, `erc:` per document), since the
// service does not hold them; the obligations read them through the requirement table.
import { z } from "zod";

/**
 * BCA: BES Cyber Asset (the default); PCA: Protected Cyber Asset; EACMS: Electronic Access Control
 * or Monitoring System; PACS: Physical Access Control System; EAP: Electronic Access Point
 * (accepted for CIP-005 rows to come: no CIP-010 or CIP-007 R1.1 row names it).
 */
export const ASSET_CLASSES = ["BCA", "PCA", "EACMS", "PACS", "EAP"] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];
export const DEFAULT_ASSET_CLASS: AssetClass = "BCA";

export const assetClassSchema = z.enum(ASSET_CLASSES).meta({
  title: "Class",
  description:
    "What the asset is under CIP-002: BCA (BES Cyber Asset, the default), PCA (Protected Cyber Asset), EACMS, PACS, or EAP (Electronic Access Point). The requirement table reads it.",
});

/** A CIP-002-5.1a Attachment 1 criterion, such as 2.5 or 1.1. */
export const CRITERION_PATTERN = /^[123]\.\d{1,2}$/;

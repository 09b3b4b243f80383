// The declared inventory as parsed from YAML: one document, one cyber system. Pure types.
import type { AssetType } from "../../shared/live-records.ts";
import type { SourceLocation } from "../../shared/diagnostics.ts";
import type { Impact, Principal } from "./principals.ts";
import type { AssetClass } from "./asset-class.ts";
import type { BaselineItem, ItemDigests } from "./baseline-items.ts";

export interface Located<T> {
  value: T;
  location: SourceLocation;
}

export interface DeclaredAsset {
  name: string;
  type: AssetType;
  /** Where the name (the map key) is written. */
  location: SourceLocation;
  renamedFrom?: Located<string>;
  /** Its class under CIP-002 (`class:`); absent: BCA. */
  class?: Located<AssetClass>;
  /** Its baseline configuration (CIP-010 R1.1), as a digest: the content stays in the file. */
  baseline?: AssetBaseline;
}

/** An asset's baseline: the SHA-256 of its canonical JSON, and how it is written. */
export interface AssetBaseline {
  /** sha256:... over the baseline (or over its baseline_ref). */
  digest: string;
  /** Written in the file, or kept elsewhere (baseline_ref: where, and the content's SHA-256). */
  kind: "content" | "ref";
  /** Kept elsewhere (`baseline_ref`): the SHA-256 (hex) it states of the baseline document. */
  refSha256?: string;
  /** The shared baseline (`baselines:`) it names, if any. */
  group?: string;
  /** Written as content: the digest of each R1.1 item it writes. */
  items?: ItemDigests;
  /** Written as content: the R1.1 items it does not write (absent: none is missing). */
  missing?: BaselineItem[];
  /** Written as content: how many of its ports have no justification (absent: none). */
  unjustifiedPorts?: number;
  /** `completed_on:`: the date the field change it describes was completed (CIP-010 R1.3). */
  completedOn?: string;
  /** The content, for kind "content": what configuration monitoring compares devices with. */
  content?: Readonly<Record<string, unknown>>;
  /**
   * Written as content: where each os_firmware and software entry is written, in the content's
   * order, so that a message about one entry names its line (never part of a digest).
   */
  entryLocations?: EntryLocations;
}

/** Where each entry of a baseline's os_firmware and software lists is written. */
export type EntryLocations = Partial<Record<"os_firmware" | "software", SourceLocation[]>>;

export interface InventoryDocument {
  /** Where the document starts (its first key). */
  location: SourceLocation;
  cyberSystem: Located<string>;
  facility?: Located<string>;
  controlCenter?: Located<string>;
  /** `prune: false` keeps undeclared live assets of this system (reported as unmanaged). */
  prune: boolean;
  /** In file order. */
  assets: DeclaredAsset[];
  /** Location of the `assets` key, for messages about the list as a whole (e.g. empty guard). */
  assetsLocation: SourceLocation;
  /** The declared impact rating (`impact:`), shown in plans and matched by policy rules. */
  impact?: Located<Impact>;
  /** External Routable Connectivity (`erc:`), as CIP-007 R1.1 tells Medium systems apart. */
  erc?: Located<boolean>;
  /** The Electronic and Physical Security Perimeters it is inside (`esp:`, `psp:`), as named. */
  esp?: Located<string>;
  psp?: Located<string>;
  /** The CIP-002 Attachment 1 criteria that rate it (`criteria:`), such as ["2.5"]. */
  criteria?: Located<string[]>;
  /** Who approves this system's changes (`owners:`); without it, CODEOWNERS decides. */
  owners?: Located<Principal>[];
}

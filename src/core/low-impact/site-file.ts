// What a low-impact site file declares (CIP-003-9 R2, Attachment 1), one reviewed file per site
// or group of sites, `low-impact/ID.yaml`: the unit is the site (an asset containing low impact
// BES Cyber Systems), never a list of its Cyber Assets, which R2's note says is not required.
// Each key answers one section of Attachment 1 the tool can hold as a reviewed fact; Sections 1
// and 4 (reinforcement, incident response plans and their tests) are dated records with clocks
// (core/obligations/low-impact/), not facts of a site. parse-site-file.ts reads it with positions.
import type { SourceLocation } from "../shared/diagnostics.ts";

/** The folder the site files are filed in, each as ID.yaml. */
export const LOW_IMPACT_FOLDER = "low-impact";

/** The version of the site files' shape. */
export const SITE_FILE_VERSION = 1;

/** Section 6's three parts, by the key that names each part's methods. */
export const VENDOR_ACCESS_PARTS = {
  determine: "6.1",
  disable: "6.2",
  detect: "6.3",
} as const;
export type VendorAccessPart = keyof typeof VENDOR_ACCESS_PARTS;
export const VENDOR_ACCESS_PART_KEYS = Object.keys(VENDOR_ACCESS_PARTS) as VendorAccessPart[];

/** Section 2: the physical access controls, and what they control access to. */
export interface PhysicalAccess {
  /** The controls (a card key, locks, a perimeter, an alarm), in the entity's words. */
  controls: string[];
  /**
   * Section 2 (2): the Cyber Assets that provide Section 3.1's electronic access control, each
   * under a physical control; [] when the site has none.
   */
  accessControlAssets: string[];
}

/** Where the reviewed rule set of Section 3.1's devices is: a file in the repository, or its digest. */
export type RuleSetReference = { file: string } | { sha256: string; reviewedOn: string };

/** The directions Section 3.1 permits access in: "Permit only necessary inbound and outbound ...". */
export const FLOW_DIRECTIONS = ["inbound", "outbound"] as const;

/**
 * A flow Section 3.1's rules permit across the site's boundary: its direction, the Cyber Asset or
 * network outside the site at its other end, and the need the Responsible Entity determined for it
 * (Section 3.1: "Permit only necessary inbound and outbound electronic access as determined by
 * the Responsible Entity"); a flow without its need is a warning at review, never a refusal.
 */
export interface PermittedFlow {
  direction: (typeof FLOW_DIRECTIONS)[number];
  peer: string;
  need?: string;
  location: SourceLocation;
}

/** Section 3.1: routable communications crossing the site's boundary, and their access control. */
export type ElectronicAccess =
  | { routable: false }
  | {
      routable: true;
      /** The Cyber Assets that permit only the necessary access (a firewall, a router). */
      devices: string[];
      ruleSet: RuleSetReference;
      /** The vendor paths (Section 6's ids) the rule set admits; [] when it admits none. */
      vendorPaths: string[];
      /** The flows the rule set permits, when the file lists them (`flows`, optional). */
      flows?: PermittedFlow[];
      /**
       * The methods detecting malicious communications over all of the site's Section 3.1 access
       * (`detect`, optional): CIP-003-11's 3.1.2, "Detect known or suspected malicious
       * communications for both inbound and outbound electronic access" (✔ NERC PDF only). Vendor
       * access is established under Section 3.1, so they reach every vendor path for 6.3 too.
       */
      detect?: string[];
      /** Where `electronic_access` is written: where CIP-003-11's 3.1.2 is asked at review. */
      location: SourceLocation;
    };

/** Section 3.2: dial-up connectivity to the site's systems, and how it is authenticated. */
export type DialUp = { present: false } | { present: true; authentication: string };

/** An entity-managed Transient Cyber Asset (Section 5.1), with its method or why it has none. */
export type ManagedTransientAsset =
  { name: string; method: string } | { name: string; noCapability: string };

/** Section 5: the plan, and the entity-managed Transient Cyber Assets used at the site. */
export interface TransientCyberAssets {
  /** Where the plan is (a document's path or reference). */
  plan: string;
  managed: ManagedTransientAsset[];
}

/**
 * Section 5.3's Removable Media: the method that detects malicious code on it (5.3.1) and the Cyber
 * Asset the method runs on, which 5.3.1 asks be "a Cyber Asset other than a BES Cyber System".
 */
export interface RemovableMedia {
  method: string;
  asset: string;
}

/** A vendor electronic remote access path: by kind (VPN, jump host, OEM tool) and device. */
export interface VendorPath {
  id: string;
  kind: string;
  device: string;
  location: SourceLocation;
}

/**
 * A method named for a part of Section 6, and the vendor paths it reaches: every path of the site
 * (`paths` absent, the method written as plain text), or only those `paths` names by id.
 */
export interface VendorAccessMethod {
  method: string;
  paths?: string[];
}

/** Section 6: none, or allowed with its paths and the methods named for each part. */
export type VendorRemoteAccess =
  | { allowed: false }
  | {
      allowed: true;
      paths: VendorPath[];
      /** The methods named for each part; a part left out is missing (the gate's concern). */
      methods: Partial<Record<VendorAccessPart, VendorAccessMethod[]>>;
      /** Where `vendor_remote_access` is written. */
      location: SourceLocation;
    };

export interface SiteFile {
  /** The file's name in `low-impact/`, without `.yaml`. */
  id: string;
  /** The site or sites the file speaks for, as the entity names them (CIP-002 R1.3). */
  sites: string[];
  physicalAccess: PhysicalAccess;
  electronicAccess: ElectronicAccess;
  dialUp: DialUp;
  transientCyberAssets: TransientCyberAssets;
  vendorRemoteAccess: VendorRemoteAccess;
  /** Section 5.3, when the file declares it (`removable_media`, optional). */
  removableMedia?: RemovableMedia;
}

/** A method as the population and the plan write it: its text, and the paths it is narrowed to. */
export function methodText({ method, paths }: VendorAccessMethod): string {
  return paths === undefined ? method : `${method} (reaches ${paths.join(", ")})`;
}

/** Whether `method` reaches the vendor path `path` (by id). */
export function methodReaches(method: VendorAccessMethod, path: string): boolean {
  return method.paths === undefined || method.paths.includes(path);
}

/** A part of Section 6 that no method reaches a vendor path by: that part's gap for that path. */
export interface VendorAccessGap {
  part: VendorAccessPart;
  /** The vendor path's id. */
  path: string;
}

/**
 * Each part and vendor path of a site allowing vendor remote access that no method of the part
 * reaches, in part order (6.1, 6.2, 6.3) and then in the order the paths are declared; [] when
 * every method reaches every path, or the site allows none. Section 6 counts each path: a method
 * `paths:` narrows to some of them leaves the others without it.
 */
export function vendorAccessGaps(site: SiteFile): VendorAccessGap[] {
  const access = site.vendorRemoteAccess;
  if (!access.allowed) return [];
  const detectsAll = siteDetects(site);
  return VENDOR_ACCESS_PART_KEYS.flatMap((part) =>
    access.paths
      .filter(() => !(part === "detect" && detectsAll))
      .filter(({ id }) => !(access.methods[part] ?? []).some((method) => methodReaches(method, id)))
      .map(({ id }) => ({ part, path: id })),
  );
}

/** Whether the site names a method detecting malicious communications over all its Section 3.1 access. */
function siteDetects(site: SiteFile): boolean {
  const access = site.electronicAccess;
  return access.routable && (access.detect ?? []).length > 0;
}

/**
 * CIP-003-11's parts that take Section 6's place (✔ NERC PDF only): 6.1's methods are judged as
 * 3.1.5 ("Include one or more method(s) for determining vendor electronic access, where vendor
 * electronic access is permitted"), 6.2's as 3.1.6 ("Include one or more method(s) for disabling
 * vendor electronic access, where vendor electronic access is permitted"), and 6.3's as 3.1.2
 * ("Detect known or suspected malicious communications for both inbound and outbound electronic
 * access"), which reaches every site with Section 3.1 communications, vendor access or not.
 */
export const ELEVEN_PARTS = { determine: "3.1.5", disable: "3.1.6", detect: "3.1.2" } as const;
export type ElevenPart = (typeof ELEVEN_PARTS)[VendorAccessPart];

/**
 * A gap's key among its site file's: its part and, for a part asked of each vendor path, the path.
 * The gate keys the gaps a change opens by it, and the obligations the gaps they hold.
 */
export const partPathKey = (part: string, path: string | undefined) => `${part}\0${path ?? ""}`;

/** A CIP-003-11 part the site file leaves unmet: per vendor path, or (3.1.2) the site's whole access. */
export interface ElevenGap {
  part: ElevenPart;
  /** The vendor path's id; absent for 3.1.2, which asks for all of the site's Section 3.1 access. */
  path?: string;
}

/**
 * What CIP-003-11 finds unmet in `site`: 3.1.2 for a site with Section 3.1 (routable)
 * communications whose `electronic_access` names no `detect` method, then 3.1.5 and 3.1.6 for
 * each vendor path no method of 6.1 or 6.2 reaches. 3.1.3 and 3.1.4 (user authentication and the
 * protection of its information) are not read from the file: they are listed as not judged.
 */
export function elevenGaps(site: SiteFile): ElevenGap[] {
  const detect: ElevenGap[] =
    site.electronicAccess.routable && !siteDetects(site) ? [{ part: ELEVEN_PARTS.detect }] : [];
  const vendor = vendorAccessGaps(site)
    .filter((gap) => gap.part !== "detect")
    .map((gap) => ({ part: ELEVEN_PARTS[gap.part], path: gap.path }));
  return [...detect, ...vendor];
}

/**
 * The parts among `gaps` that leave every one of the site's `paths` unreached (no method at all,
 * since a method reaches at least one declared path), and the other gaps, path by path.
 */
export function gapsByPart(
  gaps: readonly VendorAccessGap[],
  paths: readonly string[],
): { withoutMethod: VendorAccessPart[]; unreached: VendorAccessGap[] } {
  const withoutMethod = VENDOR_ACCESS_PART_KEYS.filter(
    (part) =>
      paths.length > 0 &&
      paths.every((path) => gaps.some((g) => g.part === part && g.path === path)),
  );
  return {
    withoutMethod,
    unreached: gaps.filter((gap) => !withoutMethod.includes(gap.part)),
  };
}

// A low-impact site file (site-file.ts), low-impact/ID.yaml, read with positions by the reviewed
// file reader every family's files use (core/inventory/reviewed-files/): every mistake at file:line:column, saying what to write
// instead. Besides each key's shape it checks what the sections say of each other:
//   - Section 2 (2): each device of Section 3.1 is named under physical_access's
//     access_control_assets (a physical control covers it);
//   - Section 6 applies "where such access has been established under Section 3.1": a site that
//     allows vendor remote access declares routable communications, and each vendor path its
//     Section 3.1 rule set admits is one of Section 6's paths. Its words name 3.1 only, so a
//     vendor's dial-in at a site without routable communications is no Section 6 path: it is 3.2's
//     Dial-up Connectivity, whose authentication dial_up declares.
// Given the facilities and control centers known (`known`: the service's, or the inventory's
// documents' where no service was read), each site `sites:` names is one of them, exactly as
// written: R2 reaches "each asset identified in CIP-002 containing low impact BES Cyber Systems",
// and CIP-002 R1.3 says "Identify each asset that contains a low impact BES Cyber System", so a
// site no inventory knows ("Pine Hil Substation") declares nothing of a real asset.
// A part of Section 6 without methods is not a mistake in the file: the plan's gate flags or
// refuses it (vendor-access-gate.ts), as the owner policy says.
//
//   version: 1
//   id: substation-12
//   sites: [Substation 12]
//   physical_access:
//     controls: [card key at the control house door, padlocked yard gate]
//     access_control_assets: [fw-sub12]
//   electronic_access:
//     routable: true
//     devices: [fw-sub12]
//     rule_set: { file: firewall/sub12.rules }
//     vendor_paths: [oem-vpn]
//   dial_up: none
//   transient_cyber_assets:
//     plan: plans/tca-plan.md
//     managed: [{ name: laptop-07, method: antivirus with managed signatures }]
//   vendor_remote_access:
//     paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }]
//     determine: [access pre-authorized by ticket]
//     disable: [the VPN account disabled after each session]
//     detect: [IDS on the vendor VPN segment]
import { isMap, isScalar, isSeq, type YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { closestNames } from "../shared/names.ts";
import type { KnownParents } from "../plan/reviewed-file-set.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type Fields,
  type ParsedReviewedFile,
  parseReviewedFile,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import { LOW_IMPACT_FOLDER, SITE_FILE_VERSION, type SiteFile } from "./site-file.ts";
import {
  dialUpOf,
  electronicAccessOf,
  type Field,
  physicalAccessOf,
  removableMediaOf,
  transientOf,
  vendorAccessOf,
} from "./parse-site-sections.ts";

/** The keys that answer Attachment 1's sections, in the order a site file writes them. */
export const SECTION_KEYS = [
  "physical_access",
  "electronic_access",
  "dial_up",
  "transient_cyber_assets",
  "vendor_remote_access",
] as const;

/** Section 5.3's Removable Media, which a site file may leave out (files written before it did). */
const REMOVABLE_MEDIA = "removable_media";

const SITE_KEYS = ["version", "id", "sites", ...SECTION_KEYS];

/** A site file read; given `known`, each of its sites is also held to the names known. */
export function parseSiteFileText(
  text: string,
  file: string,
  known?: KnownParents,
): ParsedReviewedFile<SiteFile> {
  const kind = { what: "a low-impact site file", version: SITE_FILE_VERSION };
  return parseReviewedFile(text, file, kind, (reader, map) => siteOf(reader, map, file, known));
}

function siteOf(
  reader: ReviewedFileReader,
  map: YAMLMap<unknown, unknown>,
  file: string,
  known: KnownParents | undefined,
): SiteFile | undefined {
  const keys = [...SITE_KEYS, REMOVABLE_MEDIA];
  const fields = reader.fields(map, keys, SITE_KEYS, "a low-impact site file");
  if (fields === undefined || !reader.version(fields)) return undefined;
  const id = fileId(reader, fields, file);
  const sites = reader.textsField(
    fields,
    "sites",
    "a site (an asset containing low impact BES Cyber Systems) as CIP-002 R1.3 identifies it",
  );
  const physicalAccess = physicalAccessOf(reader, fields.required("physical_access"));
  const electronicAccess = electronicAccessOf(reader, fields.required("electronic_access"));
  const dialUp = dialUpOf(reader, fields.required("dial_up"));
  const transientCyberAssets = transientOf(reader, fields.required("transient_cyber_assets"));
  const vendorRemoteAccess = vendorAccessOf(reader, fields.required("vendor_remote_access"));
  const removableMedia = fields.has(REMOVABLE_MEDIA)
    ? removableMediaOf(reader, fields.required(REMOVABLE_MEDIA))
    : null;
  if (
    id === undefined ||
    sites === undefined ||
    (known !== undefined && !sitesKnown(reader, fields.required("sites"), sites, known)) ||
    physicalAccess === undefined ||
    electronicAccess === undefined ||
    dialUp === undefined ||
    transientCyberAssets === undefined ||
    vendorRemoteAccess === undefined ||
    removableMedia === undefined
  )
    return undefined;
  const site = {
    id,
    sites,
    physicalAccess,
    electronicAccess,
    dialUp,
    transientCyberAssets,
    vendorRemoteAccess,
    ...(removableMedia === null ? {} : { removableMedia }),
  };
  return sectionsAgree(reader, fields, site) ? site : undefined;
}

/** The file's `id`, which must be its file's name in `low-impact/`. */
function fileId(reader: ReviewedFileReader, fields: Fields, file: string): string | undefined {
  const id = reader.textField(fields, "id", "the site file's id, its file's name");
  if (id === undefined) return undefined;
  const parts = file.split("/");
  const named = parts.at(-1)?.replace(/\.yaml$/, "");
  if (named === id && parts.at(-2) === LOW_IMPACT_FOLDER) return id;
  reader.error(
    nodeStart(fields.required("id").value),
    parts.at(-2) === LOW_IMPACT_FOLDER
      ? `site file id ${quote(id)} is not its file's name (${file}); rename the file to ${LOW_IMPACT_FOLDER}/${id}.yaml, or write id: ${named ?? ""}`
      : `site file ${quote(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${LOW_IMPACT_FOLDER}/; move it to ${LOW_IMPACT_FOLDER}/${id}.yaml`,
  );
  return undefined;
}

/**
 * Whether each site is a facility or control center `known` holds; each one not, at its entry
 * (a site file's `sites`, or a plan's in the program file).
 */
export function sitesKnown(
  reader: ReviewedFileReader,
  field: Field,
  sites: readonly string[],
  known: KnownParents,
): boolean {
  const names = new Set(known.names);
  const offsets = entryOffsets(field);
  let all = true;
  sites.forEach((site, index) => {
    if (names.has(site)) return;
    const [meant] = closestNames(site, names, 1);
    const holder =
      known.from === "service"
        ? "the service holds"
        : "the inventory's documents declare (no service was read, so the inventory's declared sites judge it)";
    reader.error(
      offsets[index] ?? field.keyOffset,
      `site ${quote(site)} is no facility or control center ${holder}; ${meant === undefined ? "no known name is close to it" : `did you mean ${quote(meant)}?`}${meant === undefined ? "." : ""} Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`,
    );
    all = false;
  });
  return all;
}

/** Where each entry of a list field is written, in order. */
function entryOffsets(field: Field): number[] {
  return isSeq(field.value) ? field.value.items.map((item) => nodeStart(item)) : [];
}

/** The field `key` of the map field `parent` (read already, so a map). */
function subField(parent: Field, key: string): Field {
  const pair = isMap(parent.value)
    ? parent.value.items.find((item) => isScalar(item.key) && item.key.value === key)
    : undefined;
  return {
    value: pair?.value,
    keyOffset: pair === undefined ? parent.keyOffset : nodeStart(pair.key),
  };
}

/** What the sections say of each other; each disagreement at the entry that makes it. */
function sectionsAgree(reader: ReviewedFileReader, fields: Fields, site: SiteFile): boolean {
  const access = site.electronicAccess;
  const vendor = site.vendorRemoteAccess;
  const electronic = fields.required("electronic_access");
  let agree = true;
  if (vendor.allowed && !access.routable) {
    reader.error(
      fields.required("vendor_remote_access").keyOffset,
      "vendor_remote_access allows vendor electronic remote access, which Section 6 counts only where it is established under Section 3.1, but electronic_access declares no routable communications (routable: false); declare them, with their devices and rule set, or write vendor_remote_access: none (a vendor's dial-in is Section 3.2's Dial-up Connectivity: write how it is authenticated under dial_up)",
    );
    agree = false;
  }
  if (!access.routable) return agree;
  const devices = entryOffsets(subField(electronic, "devices"));
  access.devices.forEach((device, index) => {
    if (site.physicalAccess.accessControlAssets.includes(device)) return;
    reader.error(
      devices[index] ?? electronic.keyOffset,
      `${quote(device)} provides Section 3.1's electronic access control, so Section 2 (2) controls physical access to it: add it to physical_access.access_control_assets`,
    );
    agree = false;
  });
  const declared = vendor.allowed ? vendor.paths.map((path) => path.id) : [];
  const admitted = entryOffsets(subField(electronic, "vendor_paths"));
  access.vendorPaths.forEach((path, index) => {
    if (declared.includes(path)) return;
    reader.error(
      admitted[index] ?? electronic.keyOffset,
      vendor.allowed
        ? `the rule set admits vendor path ${quote(path)}, which vendor_remote_access.paths does not declare; declare it there (its kind and device), or remove it from vendor_paths`
        : `the rule set admits vendor path ${quote(path)}, but vendor_remote_access is none; declare the path under vendor_remote_access with its methods for 6.1, 6.2 and 6.3, or remove it from vendor_paths`,
    );
    agree = false;
  });
  return agree;
}

// Each Attachment 1 section of a low-impact site file (site-file.ts), read with positions:
// Section 2's physical access, Section 3.1's electronic access and its rule set, Section 3.2's
// dial-up, Section 5's Transient Cyber Assets and Section 6's vendor remote access. What the
// sections say of each other is parse-site-file.ts's. Every mistake at file:line:column.
import { isScalar, isSeq } from "yaml";
import { quote, type SourceLocation } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type Fields,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import {
  type DialUp,
  type ElectronicAccess,
  type ManagedTransientAsset,
  type PhysicalAccess,
  type RemovableMedia,
  type RuleSetReference,
  type TransientCyberAssets,
  VENDOR_ACCESS_PART_KEYS,
  VENDOR_ACCESS_PARTS,
  type VendorAccessMethod,
  type VendorAccessPart,
  type VendorPath,
  type VendorRemoteAccess,
} from "./site-file.ts";
import { methodsOf } from "./parse-vendor-methods.ts";
import { flowsOf } from "./parse-site-flows.ts";

/** A field's value and where its key is written. */
export type Field = { value: unknown; keyOffset: number };

/** The word a section with nothing to declare is written with (`dial_up: none`). */
const NONE = "none";

/** A map field's own fields, its keys checked; `shape` shows one. */
function mapFields(
  reader: ReviewedFileReader,
  { value, keyOffset }: Field,
  label: string,
  keys: { known: readonly string[]; required: readonly string[] },
  shape: string,
): Fields | undefined {
  const map = reader.submap(value, keyOffset, label, shape);
  return map && reader.fields(map, keys.known, keys.required, label);
}

/** A list of texts that may be empty (`[]`). */
function textsOrNone(
  reader: ReviewedFileReader,
  { value, keyOffset }: Field,
  label: string,
  hint: string,
): string[] | undefined {
  if (isSeq(value) && value.items.length === 0) return [];
  return reader.texts(value, keyOffset, label, hint);
}

/** Whether a section is written `none`: anything else must be its map, whose shape says so. */
function isNone({ value }: Field): boolean {
  return isScalar(value) && value.value === NONE;
}

/** Section 2. */
export function physicalAccessOf(
  reader: ReviewedFileReader,
  field: Field,
): PhysicalAccess | undefined {
  const shape = "{ controls: [card key at the door], access_control_assets: [fw-sub12] }";
  const keys = ["controls", "access_control_assets"];
  const fields = mapFields(
    reader,
    field,
    "physical_access",
    { known: keys, required: keys },
    shape,
  );
  if (fields === undefined) return undefined;
  const controlsField = fields.required("controls");
  const hint =
    "a control of physical access to the site or its systems' locations (a card key, locks, an alarm)";
  if (isSeq(controlsField.value) && controlsField.value.items.length === 0) {
    reader.error(
      nodeStart(controlsField.value),
      `controls is empty, but Section 2 controls physical access to every site: write at least one, ${hint}`,
    );
    return undefined;
  }
  const controls = reader.texts(controlsField.value, controlsField.keyOffset, "controls", hint);
  const assets = textsOrNone(
    reader,
    fields.required("access_control_assets"),
    "access_control_assets",
    "a Cyber Asset providing Section 3.1's electronic access control, or [] for none",
  );
  if (controls === undefined || assets === undefined) return undefined;
  return { controls, accessControlAssets: assets };
}

const ROUTABLE_KEYS = ["routable", "devices", "rule_set", "vendor_paths", "flows", "detect"];
const ROUTABLE_SHAPE =
  "{ routable: true, devices: [fw-sub12], rule_set: { file: PATH } } or { routable: false }";

/** Section 3.1. */
export function electronicAccessOf(
  reader: ReviewedFileReader,
  field: Field,
): ElectronicAccess | undefined {
  const keys = { known: ROUTABLE_KEYS, required: ["routable"] };
  const fields = mapFields(reader, field, "electronic_access", keys, ROUTABLE_SHAPE);
  if (fields === undefined) return undefined;
  const routableField = fields.required("routable");
  const routable = reader.flag(routableField.value, routableField.keyOffset, "routable");
  if (routable === undefined) return undefined;
  if (!routable) {
    const extra = ROUTABLE_KEYS.slice(1).find((key) => fields.has(key));
    if (extra === undefined) return { routable: false };
    reader.error(
      fields.required(extra).keyOffset,
      `electronic_access declares no routable communications (routable: false), so it has no ${extra}; remove it, or write routable: true`,
    );
    return undefined;
  }
  const missing = ["devices", "rule_set"].filter((key) => !fields.has(key));
  for (const key of missing)
    reader.error(
      routableField.keyOffset,
      `electronic_access with routable: true has no ${quote(key)}; add it (${ROUTABLE_SHAPE})`,
    );
  if (missing.length > 0) return undefined;
  return routableAccessOf(reader, fields, reader.at(field.keyOffset));
}

function routableAccessOf(
  reader: ReviewedFileReader,
  fields: Fields,
  location: SourceLocation,
): ElectronicAccess | undefined {
  const devices = reader.textsField(
    fields,
    "devices",
    "a Cyber Asset that permits only the necessary access (a firewall, a router)",
  );
  const ruleSet = ruleSetOf(reader, fields.required("rule_set"));
  const vendorPaths = fields.has("vendor_paths")
    ? textsOrNone(
        reader,
        fields.required("vendor_paths"),
        "vendor_paths",
        "the id of a vendor path (vendor_remote_access.paths) the rule set admits, or [] for none",
      )
    : [];
  const flows = fields.has("flows") ? flowsOf(reader, fields) : [];
  // CIP-003-11 3.1.2: "Detect known or suspected malicious communications for both inbound and
  // outbound electronic access" (✔ NERC PDF only): the methods over all of the site's access.
  const detect = fields.has("detect")
    ? reader.textsField(
        fields,
        "detect",
        "a method detecting malicious communications over all of the site's Section 3.1 access (an IDS, a log review)",
      )
    : [];
  if (
    devices === undefined ||
    ruleSet === undefined ||
    vendorPaths === undefined ||
    flows === undefined ||
    detect === undefined
  )
    return undefined;
  return {
    routable: true,
    devices,
    ruleSet,
    vendorPaths,
    ...(fields.has("flows") ? { flows } : {}),
    ...(fields.has("detect") ? { detect } : {}),
    location,
  };
}

const RULE_SET_SHAPE = "{ file: firewall/sub12.rules } or { sha256: HEX, reviewed_on: 2026-03-02 }";
const RULE_SET_SHA256 = "64 lowercase hex digits (the SHA-256 of the reviewed rule set)";

/** The reviewed rule set: `{ file: PATH }` or `{ sha256: HEX, reviewed_on: DATE }`. */
function ruleSetOf(reader: ReviewedFileReader, field: Field): RuleSetReference | undefined {
  const keys = { known: ["file", "sha256", "reviewed_on"], required: [] };
  const fields = mapFields(reader, field, "rule_set", keys, RULE_SET_SHAPE);
  if (fields === undefined) return undefined;
  const byFile = fields.has("file");
  const byDigest = fields.has("sha256") && fields.has("reviewed_on");
  if (byFile === byDigest || (byFile && fields.size > 1)) {
    reader.error(
      nodeStart(field.value),
      `rule_set must be ${RULE_SET_SHAPE}: the reviewed rules as a file in the repository, or their digest and the day they were reviewed`,
    );
    return undefined;
  }
  if (byFile) {
    const file = reader.textField(fields, "file", "the rule set's path in the repository");
    return file === undefined ? undefined : { file };
  }
  const sha256 = reader.textField(fields, "sha256", "the SHA-256 of the reviewed rule set");
  const reviewedOn = reader.dateField(fields, "reviewed_on", "the day the rule set was reviewed");
  if (sha256 === undefined || reviewedOn === undefined) return undefined;
  return reader.isSha256(fields, "sha256", sha256, RULE_SET_SHA256)
    ? { sha256, reviewedOn }
    : undefined;
}

/** Section 3.2: `none`, or `{ authentication: HOW }`. */
export function dialUpOf(reader: ReviewedFileReader, field: Field): DialUp | undefined {
  const shape = "{ authentication: dial-back modem } or none";
  if (isNone(field)) return { present: false };
  const keys = { known: ["authentication"], required: ["authentication"] };
  const fields = mapFields(reader, field, "dial_up", keys, shape);
  const authentication =
    fields &&
    reader.textField(
      fields,
      "authentication",
      "how each dial-up connection is authenticated, per Cyber Asset capability (dial-back modem, dial-out only)",
    );
  return authentication === undefined ? undefined : { present: true, authentication };
}

/** Section 5: the plan, and the entity-managed Transient Cyber Assets with their methods. */
export function transientOf(
  reader: ReviewedFileReader,
  field: Field,
): TransientCyberAssets | undefined {
  const shape = "{ plan: plans/tca-plan.md, managed: [{ name: laptop-07, method: antivirus }] }";
  const keys = ["plan", "managed"];
  const fields = mapFields(
    reader,
    field,
    "transient_cyber_assets",
    { known: keys, required: keys },
    shape,
  );
  if (fields === undefined) return undefined;
  const plan = reader.textField(
    fields,
    "plan",
    "where the Section 5 plan is (a path or reference)",
  );
  const managed = managedOf(reader, fields.required("managed"));
  if (plan === undefined || managed === undefined) return undefined;
  return { plan, managed };
}

/** Section 5.3: `{ method: HOW, asset: WHICH }`. */
export function removableMediaOf(
  reader: ReviewedFileReader,
  field: Field,
): RemovableMedia | undefined {
  const shape = "{ method: antivirus scan before each use, asset: media-kiosk-01 }";
  const keys = ["method", "asset"];
  const fields = mapFields(
    reader,
    field,
    "removable_media",
    { known: keys, required: keys },
    shape,
  );
  if (fields === undefined) return undefined;
  const method = reader.textField(
    fields,
    "method",
    "the method that detects malicious code on Removable Media (Section 5.3.1)",
  );
  const asset = reader.textField(
    fields,
    "asset",
    "the Cyber Asset the method runs on, other than a BES Cyber System (Section 5.3.1)",
  );
  return method === undefined || asset === undefined ? undefined : { method, asset };
}

function managedOf(reader: ReviewedFileReader, field: Field): ManagedTransientAsset[] | undefined {
  const shape = "{ name: laptop-07, method: antivirus } or { name: HMI-cart, no_capability: WHY }";
  const items = reader.list(field.value, field.keyOffset, "managed", shape, true);
  if (items === undefined) return undefined;
  const managed: ManagedTransientAsset[] = [];
  for (const item of items) {
    const at = { value: item, keyOffset: nodeStart(field.value) };
    const keys = { known: ["name", "method", "no_capability"], required: ["name"] };
    const fields = mapFields(reader, at, "a managed Transient Cyber Asset", keys, shape);
    if (fields === undefined) return undefined;
    const name = reader.textField(fields, "name", "the Transient Cyber Asset's name");
    const how = reader.oneTextOf(
      fields,
      ["method", "no_capability"] as const,
      nodeStart(item),
      (written) =>
        `a managed Transient Cyber Asset names ${written === 0 ? "neither" : "both"} its method and why it has none (Section 5.1); write exactly one of method: HOW or no_capability: WHY`,
      (key) =>
        key === "method"
          ? "its method (antivirus, application whitelisting, another)"
          : "why it has no capability for one",
    );
    if (name === undefined || how === undefined) return undefined;
    if (managed.some((other) => other.name === name)) {
      reader.error(nodeStart(item), `${quote(name)} is listed twice in managed; keep one`);
      return undefined;
    }
    managed.push(
      how.key === "method" ? { name, method: how.text } : { name, noCapability: how.text },
    );
  }
  return managed;
}

const VENDOR_KEYS = ["paths", ...VENDOR_ACCESS_PART_KEYS];
const VENDOR_SHAPE =
  "none, or { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [...], disable: [...], detect: [...] }";

/** Section 6: `none`, or the paths and each part's methods. */
export function vendorAccessOf(
  reader: ReviewedFileReader,
  field: Field,
): VendorRemoteAccess | undefined {
  if (isNone(field)) return { allowed: false };
  const keys = { known: VENDOR_KEYS, required: ["paths"] };
  const fields = mapFields(reader, field, "vendor_remote_access", keys, VENDOR_SHAPE);
  if (fields === undefined) return undefined;
  const paths = pathsOf(reader, fields);
  const methods: Partial<Record<VendorAccessPart, VendorAccessMethod[]>> = {};
  let valid = paths !== undefined;
  for (const part of VENDOR_ACCESS_PART_KEYS) {
    if (!fields.has(part)) continue;
    const named = methodsOf(
      reader,
      fields.required(part),
      part,
      `a method for Section ${VENDOR_ACCESS_PARTS[part]} (${PART_WORDS[part]})`,
      paths?.map((path) => path.id),
    );
    if (named === undefined) valid = false;
    else methods[part] = named;
  }
  if (!valid || paths === undefined) return undefined;
  return { allowed: true, paths, methods, location: reader.at(field.keyOffset) };
}

/** Each part's subject, in the tool's words. */
const PART_WORDS: Record<VendorAccessPart, string> = {
  determine: "determining vendor electronic remote access",
  disable: "disabling it",
  detect: "detecting known or suspected malicious communications",
};

/** Section 6's `paths`, each declared once. */
function pathsOf(reader: ReviewedFileReader, fields: Fields): VendorPath[] | undefined {
  const entry = {
    what: "a vendor path",
    shape: "{ id: oem-vpn, kind: vpn, device: fw-sub12 }",
    keys: ["id", "kind", "device"],
  };
  return reader.mapsField(fields, "paths", entry, (path, item, before) => {
    const id = reader.textField(path, "id", "the path's id, as vendor_paths names it");
    const kind = reader.textField(path, "kind", "its kind (vpn, jump host, OEM tool)");
    const device = reader.textField(path, "device", "the device it enters through");
    if (id === undefined || kind === undefined || device === undefined) return undefined;
    if (before.some((other) => other.id === id)) {
      reader.error(nodeStart(item), `vendor path ${quote(id)} is declared twice; keep one`);
      return undefined;
    }
    return { id, kind, device, location: reader.at(nodeStart(item)) };
  });
}

// `cip-sync import`: the live inventory written back as inventory files, so a team can start from
// what the service holds. The output must plan to zero changes, so every reference it writes is one
// that resolves to exactly the system it came from: names where they are unambiguous, ids where not.
// An asset whose live name no inventory file can hold is left out, and its system written with
// `prune: false`, so that the plan keeps it instead of deleting it.
import { Document } from "yaml";
import { inventoryJsonSchema, isDeclarableName } from "../document/inventory-schema.ts";
import type {
  ControlCenter,
  CyberAsset,
  CyberSystem,
  Facility,
  LiveInventory,
} from "../../shared/live-records.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { groupBy } from "../../shared/collections.ts";
import { quote } from "../../shared/diagnostics.ts";
import { formatInventoryText } from "./format-inventory.ts";

export interface ExportedFile {
  /** Relative to the output directory, with forward slashes. */
  path: string;
  content: string;
  /** The cyber system the file declares; absent for the JSON Schema. */
  systemId?: string;
}

/** The file name of the inventory JSON Schema written beside the exported folders. */
export const EXPORTED_SCHEMA_FILE = "inventory.schema.json";

/** The JSON Schema the exported files reference, as the file written beside them. */
export function exportedSchemaFile(): ExportedFile {
  return {
    path: EXPORTED_SCHEMA_FILE,
    content: `${JSON.stringify(inventoryJsonSchema(), null, 2)}\n`,
  };
}

interface Parent {
  kind: "facility" | "control_center";
  record: Facility | ControlCenter;
}

/** Each system's facility or control center in the service; undefined: it names neither. */
function parentsOf(live: LiveInventory): (system: CyberSystem) => Parent | undefined {
  const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
  const controlCenters = new Map(live.controlCenters.map((center) => [center.id, center]));
  return (system) => {
    const facility = system.facility_id ? facilities.get(system.facility_id) : undefined;
    if (facility) return { kind: "facility", record: facility };
    const center = system.control_center_id
      ? controlCenters.get(system.control_center_id)
      : undefined;
    return center ? { kind: "control_center", record: center } : undefined;
  };
}

/**
 * Whether a parent's name, and a system's (under its parent), may be written in place of the id:
 * only where it resolves to that record alone. References resolve by id first, so a name that is
 * also an id of its kind must be written as id.
 */
function writableNames(live: LiveInventory, parentOf: (system: CyberSystem) => Parent | undefined) {
  const parents = [...live.facilities, ...live.controlCenters];
  const parentNameCount = countBy(parents, (p) => p.name);
  const parentIds = new Set(parents.map((p) => p.id));
  const systemIds = new Set(live.cyberSystems.map((system) => system.id));
  const parentNameWritable = (parent: Facility | ControlCenter): boolean =>
    (parentNameCount.get(parent.name) ?? 0) === 1 &&
    !parentIds.has(parent.name) &&
    isDeclarableName(parent.name);
  const systemNameCount = countBy(live.cyberSystems, (system) => system.name);
  const systemNameInParentCount = countBy(live.cyberSystems, (system) =>
    JSON.stringify([system.name, parentOf(system)?.record.id ?? ""]),
  );
  const systemNameWritable = (system: CyberSystem, parent: Parent | undefined): boolean => {
    const nameIsUnique =
      (systemNameCount.get(system.name) ?? 0) === 1 ||
      (parent !== undefined &&
        parentNameWritable(parent.record) &&
        (systemNameInParentCount.get(JSON.stringify([system.name, parent.record.id])) ?? 0) === 1);
    return nameIsUnique && !systemIds.has(system.name) && isDeclarableName(system.name);
  };
  return { parentNameWritable, systemNameWritable };
}

export function exportInventory(live: LiveInventory): ExportedFile[] {
  const parentOf = parentsOf(live);
  const { parentNameWritable, systemNameWritable } = writableNames(live, parentOf);
  const assetsBySystem = groupBy(live.cyberAssets, (asset) => asset.cyber_system_id);

  const folderNames = new UniqueNames();
  const folderOf = new Map<string, string>();
  const fileNames = new Map<string, UniqueNames>();
  const files: ExportedFile[] = [];

  const systems = [...live.cyberSystems].sort(
    (a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id),
  );
  for (const system of systems) {
    const parent = parentOf(system);
    const parentKey = parent?.record.id ?? "";
    let folder = folderOf.get(parentKey);
    if (folder === undefined) {
      folder = folderNames.claim(parent ? slug(parent.record.name) || parentKey : "no-parent");
      folderOf.set(parentKey, folder);
    }
    const names = fileNames.get(folder) ?? new UniqueNames();
    fileNames.set(folder, names);
    const file = `${folder}/${names.claim(slug(system.name) || system.id)}.yaml`;

    const document = new Document({});
    // A name is written only where it resolves to this system alone; otherwise the id.
    document.set("cyber_system", systemNameWritable(system, parent) ? system.name : system.id);
    if (parent) {
      const parentRef = parentNameWritable(parent.record) ? parent.record.name : parent.record.id;
      document.set(parent.kind, parentRef);
    }
    const [assets, undeclarable] = partition(
      [...(assetsBySystem.get(system.id) ?? [])].sort((a, b) => compareCodePoints(a.name, b.name)),
      (asset) => isDeclarableName(asset.name),
    );
    if (undeclarable.length > 0) document.set("prune", false);
    const assetMap = new Document({}).createNode(
      new Map(assets.map((asset) => [asset.name, asset.asset_type])),
    );
    document.set("assets", assetMap);

    const header = headerOf(system, parent !== undefined, undeclarable);
    const content = inFmtLayout(`${header.join("\n")}\n${document.toString({ lineWidth: 0 })}`);
    files.push({ path: file, content, systemId: system.id });
  }
  return files.sort((a, b) => compareCodePoints(a.path, b.path));
}

/** The text in fmt's layout (its order of assets among others): import output passes fmt --check. */
function inFmtLayout(text: string): string {
  const formatted = formatInventoryText(text);
  if (formatted.status !== "formatted") {
    throw new Error(`import wrote YAML it cannot read: ${formatted.message}`);
  }
  return formatted.text;
}

/** The comment lines above a system's document: where it came from, and what it leaves out. */
function headerOf(system: CyberSystem, hasParent: boolean, undeclarable: CyberAsset[]): string[] {
  const header = [
    `# yaml-language-server: $schema=../${EXPORTED_SCHEMA_FILE}`,
    `# Imported from the live inventory: cyber system ${quote(system.name)} (${quote(system.id)}).`,
  ];
  if (!hasParent) header.push("# The service does not show this system's parent.");
  if (undeclarable.length > 0) {
    header.push(
      "# Not declared, because an inventory file cannot hold their names (control, invisible or",
      "# bidirectional characters, spaces at either end, or over 255 characters); prune: false keeps",
      "# them. Rename them in the service, then declare them and remove prune: false:",
      ...undeclarable.map((asset) => `#   ${quote(asset.name)} (${quote(asset.id)})`),
    );
  }
  return header;
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const passed: T[] = [];
  const failed: T[] = [];
  for (const item of items) (test(item) ? passed : failed).push(item);
  return [passed, failed];
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** A file-system name for a record's name: lower-case ASCII words joined by dashes. */
export function slug(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** Hands out file-system names, suffixing -2, -3... on a case-insensitive clash. */
export class UniqueNames {
  readonly #taken = new Set<string>();

  claim(base: string): string {
    let candidate = base;
    for (let n = 2; this.#taken.has(candidate.toLowerCase()); n += 1) candidate = `${base}-${n}`;
    this.#taken.add(candidate.toLowerCase());
    return candidate;
  }
}

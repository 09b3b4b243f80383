// `cip-sync import`: the live inventory written back as inventory files, so a team can start from
// what the service holds. The output must plan to zero changes, so every reference it writes is one
// that resolves to exactly the system it came from: names where they are unambiguous, ids where not.
import { Document } from "yaml";
import type { ControlCenter, CyberAsset, CyberSystem, Facility, LiveInventory } from "./model.ts";
import { compareCodePoints } from "./names.ts";

export interface ExportedFile {
  /** Relative to the output directory, with forward slashes. */
  path: string;
  content: string;
}

/** The file name of the inventory JSON Schema written beside the exported folders. */
export const EXPORTED_SCHEMA_FILE = "inventory.schema.json";

interface Parent {
  kind: "facility" | "control_center";
  record: Facility | ControlCenter;
}

export function exportInventory(live: LiveInventory): ExportedFile[] {
  const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
  const controlCenters = new Map(live.controlCenters.map((center) => [center.id, center]));
  const parentOf = (system: CyberSystem): Parent | undefined => {
    const facility = system.facility_id ? facilities.get(system.facility_id) : undefined;
    if (facility) return { kind: "facility", record: facility };
    const center = system.control_center_id
      ? controlCenters.get(system.control_center_id)
      : undefined;
    return center ? { kind: "control_center", record: center } : undefined;
  };

  const parentNameCount = countBy([...live.facilities, ...live.controlCenters], (p) => p.name);
  const systemNameCount = countBy(live.cyberSystems, (system) => system.name);
  const systemNameInParentCount = countBy(live.cyberSystems, (system) =>
    JSON.stringify([system.name, parentOf(system)?.record.id ?? ""]),
  );

  const assetsBySystem = new Map<string, CyberAsset[]>();
  for (const asset of live.cyberAssets) {
    const list = assetsBySystem.get(asset.cyber_system_id) ?? [];
    list.push(asset);
    assetsBySystem.set(asset.cyber_system_id, list);
  }

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

    // A name is written only where it resolves to this system alone; otherwise the id.
    const nameIsUnique =
      (systemNameCount.get(system.name) ?? 0) === 1 ||
      (parent !== undefined &&
        (parentNameCount.get(parent.record.name) ?? 0) === 1 &&
        (systemNameInParentCount.get(JSON.stringify([system.name, parent.record.id])) ?? 0) === 1);
    const document = new Document({});
    document.set("cyber_system", nameIsUnique ? system.name : system.id);
    if (parent) {
      const parentRef =
        (parentNameCount.get(parent.record.name) ?? 0) === 1
          ? parent.record.name
          : parent.record.id;
      document.set(parent.kind, parentRef);
    }
    const assets = [...(assetsBySystem.get(system.id) ?? [])].sort((a, b) =>
      compareCodePoints(a.name, b.name),
    );
    const assetMap = new Document({}).createNode(
      new Map(assets.map((asset) => [asset.name, asset.asset_type])),
    );
    document.set("assets", assetMap);

    const header = [
      `# yaml-language-server: $schema=../${EXPORTED_SCHEMA_FILE}`,
      `# Imported from the live inventory: cyber system ${JSON.stringify(system.name)} (${system.id}).`,
    ];
    if (!parent) header.push("# The service does not show this system's parent.");
    files.push({
      path: file,
      content: `${header.join("\n")}\n${document.toString({ lineWidth: 0 })}`,
    });
  }
  return files.sort((a, b) => compareCodePoints(a.path, b.path));
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function slug(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** Hands out file-system names, suffixing -2, -3... on a case-insensitive clash. */
class UniqueNames {
  readonly #taken = new Set<string>();

  claim(base: string): string {
    let candidate = base;
    for (let n = 2; this.#taken.has(candidate.toLowerCase()); n += 1) candidate = `${base}-${n}`;
    this.#taken.add(candidate.toLowerCase());
    return candidate;
  }
}

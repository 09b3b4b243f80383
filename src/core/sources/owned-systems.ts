// The cyber systems a source owns, as `systems` names them: a name, or, where a name repeats at
// another facility or control center, the name with its parent. Each has one label, which rows,
// messages and file names use: "Protection System", or "Substation Alpha/Protection System".
import type { InventoryDocument } from "../inventory/document/document.ts";
import { nameKey } from "../shared/names.ts";
import type { SystemEntry } from "./sources-schema.ts";

export interface OwnedSystem {
  /** The cyber system's name (or id), as its document's cyber_system. */
  name: string;
  /** Which facility or control center it belongs to, when `systems` says so. */
  parent?: { key: "facility" | "control_center"; name: string };
  /** "Parent/Name" when qualified, else the name: what a row's system cell gives. */
  label: string;
}

export function ownedSystem(entry: SystemEntry): OwnedSystem {
  if (typeof entry === "string") return { name: entry, label: entry };
  const [key, parentName] =
    entry.facility === undefined
      ? (["control_center", entry.control_center ?? ""] as const)
      : (["facility", entry.facility] as const);
  return {
    name: entry.cyber_system,
    parent: { key, name: parentName },
    label: `${parentName}/${entry.cyber_system}`,
  };
}

/**
 * The owned system a text names: its label exactly (ignoring case), or a plain name that exactly
 * one owned system has. Undefined when no owned system, or several, answer to it.
 */
export function systemNamed(
  owned: readonly OwnedSystem[],
): (text: string) => OwnedSystem | undefined {
  const byLabel = new Map(owned.map((system) => [nameKey(system.label), system]));
  const byName = new Map<string, OwnedSystem[]>();
  for (const system of owned) {
    byName.set(nameKey(system.name), [...(byName.get(nameKey(system.name)) ?? []), system]);
  }
  return (text) => {
    const key = nameKey(text);
    const named = byName.get(key);
    return byLabel.get(key) ?? (named?.length === 1 ? named[0] : undefined);
  };
}

/** The owned systems a plain name could mean, when more than one: for a did-you-mean. */
export function systemsNamed(owned: readonly OwnedSystem[], text: string): OwnedSystem[] {
  return owned.filter((system) => nameKey(system.name) === nameKey(text));
}

/** A document's label, to match it with an owned system: qualified when it names its parent. */
export function documentLabels(document: InventoryDocument): string[] {
  const name = document.cyberSystem.value;
  const parent = document.facility ?? document.controlCenter;
  return parent === undefined ? [name] : [`${parent.value}/${name}`, name];
}

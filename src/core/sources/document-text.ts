// The text of a generated document, in fmt's layout. Names that are plain words YAML writes as
// they are (most of a CMDB's) are written directly: building and re-formatting a YAML tree for
// 100,000 rows took 12 s. A document with any other name goes through yaml and fmt, which choose
// its quoting; a test holds the two ways to the same text.
import { Document } from "yaml";
import type { AssetType } from "../shared/live-records.ts";
import { formatInventoryText, sortAssetNames } from "../inventory/writing/format-inventory.ts";
import type { OwnedSystem } from "./owned-systems.ts";

/** Text YAML reads back as the same string, written without quotes. */
const PLAIN_WORDS = /^[A-Za-z][A-Za-z0-9_./()-]*(?: [A-Za-z0-9_./()-]+)*$/;
/** Plain words that YAML (1.2, or 1.1 readers) could take for something else. */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;

export function documentText(
  header: readonly string[],
  system: OwnedSystem,
  assets: ReadonlyMap<string, AssetType>,
): string {
  const sorted = sortAssetNames([...assets], ([name]) => name);
  const plain = (text: string) => PLAIN_WORDS.test(text) && !RESERVED.test(text);
  if (
    !plain(system.name) ||
    (system.parent !== undefined && !plain(system.parent.name)) ||
    !sorted.every(([name]) => plain(name))
  ) {
    return documentTextThroughYaml(header, system, assets);
  }
  const lines = [
    ...header.map((line) => `#${line}`),
    "",
    `cyber_system: ${system.name}`,
    ...(system.parent === undefined ? [] : [`${system.parent.key}: ${system.parent.name}`]),
    "prune: true",
    sorted.length === 0 ? "assets: {}" : "assets:",
    ...sorted.map(([name, type]) => `  ${name}: ${type}`),
  ];
  return `${lines.join("\n")}\n`;
}

/** The same document built as a YAML tree and laid out by fmt: right for any name. */
export function documentTextThroughYaml(
  header: readonly string[],
  system: OwnedSystem,
  assets: ReadonlyMap<string, AssetType>,
): string {
  const document = new Document({});
  document.commentBefore = header.join("\n");
  document.set("cyber_system", system.name);
  if (system.parent !== undefined) document.set(system.parent.key, system.parent.name);
  document.set("prune", true);
  document.set("assets", document.createNode(new Map(assets)));
  const formatted = formatInventoryText(document.toString({ lineWidth: 0 }));
  if (formatted.status !== "formatted") throw new Error(formatted.message);
  return formatted.text;
}

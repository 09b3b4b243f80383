// cip-patch-sources.yaml (CIP-007-6 R2.1): the sources the entity tracks for the release of cyber
// security patches, each with the baseline items it covers, and the items declared to have no
// patching source or to be not updateable, each with its reason. Every problem at file:line:column.
//
//   version: 1
//   sources:
//     - id: sel-advisories
//       name: SEL security notifications
//       url: https://selinc.com/support/security-notifications/
//       covers: [{ os_firmware: "SEL-3555 firmware" }, { software: "acSELerator RTAC" }]
//   no_source:
//     - { software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }
import type { YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import { type Fields } from "../inventory/reviewed-files/reviewed-file-reader.ts";
import {
  itemOf,
  itemRef,
  type ParsedPatchFile,
  parsePatchFile,
  type PatchFileReader,
} from "./patch-file-reader.ts";
import {
  type ItemRef,
  itemKey,
  itemText,
  NO_SOURCE_KINDS,
  type NoSourceDeclaration,
  PATCHED_ITEMS,
  type PatchSource,
  type PatchSources,
} from "./patch-files.ts";

/** A source's id names the folder of its evaluations. */
export const SOURCE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SOURCE_SHAPE =
  '{ id: sel-advisories, name: "SEL security notifications", covers: [{ software: "acSELerator RTAC" }] }';
const NO_SOURCE_SHAPE =
  '{ software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }';

export function parsePatchSourcesText(text: string, file: string): ParsedPatchFile<PatchSources> {
  return parsePatchFile(text, file, "the patch sources file", (reader, map) =>
    sourcesFile(reader, map),
  );
}

function sourcesFile(
  reader: PatchFileReader,
  map: YAMLMap<unknown, unknown>,
): PatchSources | undefined {
  const fields = reader.fileFields(
    map,
    ["version", "sources", "no_source"],
    ["version"],
    "the patch sources file",
  );
  if (fields === undefined) return undefined;
  const sources = entries(reader, fields, "sources", SOURCE_SHAPE, (entry) =>
    source(reader, entry),
  );
  const noSource = entries(reader, fields, "no_source", NO_SOURCE_SHAPE, (entry) =>
    declaration(reader, entry),
  );
  if (sources === undefined || noSource === undefined) return undefined;
  if (!distinct(reader, sources, noSource)) return undefined;
  return {
    sources: sources.map(({ at: _, ...entry }) => entry),
    noSource: noSource.map(({ at: _, ...entry }) => entry),
  };
}

/** Each entry of the list `key` (absent or `[]`: none), read by `read`. */
function entries<T>(
  reader: PatchFileReader,
  fields: Fields,
  key: string,
  shape: string,
  read: (entry: YAMLMap<unknown, unknown>) => T | undefined,
): (T & { at: number })[] | undefined {
  const field = fields.get(key);
  if (field === undefined) return [];
  const items = reader.list(field.value, field.keyOffset, key, `maps such as ${shape}`, true);
  if (items === undefined) return undefined;
  const read_: (T & { at: number })[] = [];
  let valid = true;
  for (const item of items) {
    const entry = reader.submap(item, field.keyOffset, `each entry of ${key}`, shape);
    const value = entry && read(entry);
    if (entry === undefined || value === undefined) valid = false;
    else read_.push({ ...value, at: nodeStart(entry) });
  }
  return valid ? read_ : undefined;
}

function source(reader: PatchFileReader, map: YAMLMap<unknown, unknown>): PatchSource | undefined {
  const fields = reader.fields(
    map,
    ["id", "name", "url", "covers"],
    ["id", "name", "covers"],
    "a source",
  );
  if (fields === undefined) return undefined;
  const id = reader.textField(fields, "id", "the source's id, such as sel-advisories");
  if (id !== undefined && !SOURCE_ID_PATTERN.test(id)) {
    reader.error(
      nodeStart(fields.required("id").value),
      `source id ${quote(id)} must be lower-case letters, digits and hyphens (it names the folder patch-evaluations/${id.toLowerCase().replace(/[^a-z0-9-]+/g, "-")}/)`,
    );
    return undefined;
  }
  const name = reader.textField(fields, "name", "what the source is");
  const url = fields.has("url")
    ? reader.textField(fields, "url", "where the source publishes")
    : undefined;
  const coversField = fields.required("covers");
  const items = reader.list(coversField.value, coversField.keyOffset, "covers", "baseline items");
  const covers = items?.map((item) =>
    itemRef(reader, item, coversField.keyOffset, "each entry of covers"),
  );
  if (id === undefined || name === undefined || covers === undefined) return undefined;
  if ((fields.has("url") && url === undefined) || covers.some((item) => item === undefined))
    return undefined;
  return { id, name, ...(url === undefined ? {} : { url }), covers: covers as ItemRef[] };
}

function declaration(
  reader: PatchFileReader,
  map: YAMLMap<unknown, unknown>,
): NoSourceDeclaration | undefined {
  const known = [...PATCHED_ITEMS, "kind", "reason"];
  const fields = reader.fields(map, known, ["kind", "reason"], "a no_source entry");
  if (fields === undefined) return undefined;
  const item = itemOf(reader, fields, nodeStart(map), "a no_source entry");
  const kind = reader.choiceField(fields, "kind", NO_SOURCE_KINDS);
  const reason = reader.textField(
    fields,
    "reason",
    "why the item has no patching source or cannot be updated",
  );
  if (item === undefined || kind === undefined || reason === undefined) return undefined;
  return { item, kind, reason };
}

/** No source id twice, no item covered twice by a source nor both covered and declared. */
function distinct(
  reader: PatchFileReader,
  sources: readonly (PatchSource & { at: number })[],
  declarations: readonly (NoSourceDeclaration & { at: number })[],
): boolean {
  let valid = true;
  const ids = new Set<string>();
  const covered = new Map<string, string>();
  for (const entry of sources) {
    if (ids.has(entry.id)) {
      reader.error(
        entry.at,
        `source id ${quote(entry.id)} is written twice; keep one entry with every item it covers`,
      );
      valid = false;
    }
    ids.add(entry.id);
    for (const item of entry.covers) {
      const key = itemKey(item);
      if (covered.get(key) === entry.id) {
        reader.error(entry.at, `source ${entry.id} covers ${itemText(item)} twice; keep one`);
        valid = false;
      }
      covered.set(key, entry.id);
    }
  }
  const declared = new Set<string>();
  for (const entry of declarations) {
    const key = itemKey(entry.item);
    const by = covered.get(key);
    const problem =
      by !== undefined
        ? `${itemText(entry.item)} is covered by source ${by} and declared to have none; remove one`
        : declared.has(key)
          ? `${itemText(entry.item)} is declared twice under no_source; keep one`
          : undefined;
    if (problem !== undefined) {
      reader.error(entry.at, problem);
      valid = false;
    }
    declared.add(key);
  }
  return valid;
}

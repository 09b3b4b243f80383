// What the patch-management files read beyond every reviewed file (core/inventory/reviewed-files/):
// the references they note (patch-references.ts) and an item named `{ software: NAME }` or
// `{ os_firmware: NAME }`, each problem at file:line:column, saying what to write instead.
import type { YAMLMap } from "yaml";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type Fields,
  type ParsedReviewedFile,
  parseReviewedFile,
  ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import type { PatchReference } from "./patch-references.ts";
import { type ItemRef, PATCH_FILES_VERSION, PATCHED_ITEMS } from "./patch-files.ts";

/** A patch file read: its content only when it has no error, and what it names elsewhere. */
export type ParsedPatchFile<T> = ParsedReviewedFile<T, PatchReference>;

/** The reviewed-file reader noting what a patch or assessment file names elsewhere. */
export type PatchFileReader = ReviewedFileReader<PatchReference>;

/** Reads a patch file's `text` with `read` (`what` names it in what is reported). */
export function parsePatchFile<T>(
  text: string,
  file: string,
  what: string,
  read: (reader: PatchFileReader, map: YAMLMap<unknown, unknown>) => T | undefined,
): ParsedPatchFile<T> {
  return parseReviewedFile(text, file, { what, version: PATCH_FILES_VERSION }, read);
}

/** The one item key of `fields` (`os_firmware: NAME` or `software: NAME`), reported at `at`. */
export function itemOf(
  reader: PatchFileReader,
  fields: Fields,
  at: number,
  what: string,
): ItemRef | undefined {
  const item = reader.oneTextOf(
    fields,
    PATCHED_ITEMS,
    at,
    (written) =>
      `${what} names ${written === 0 ? "no" : "more than one"} baseline item; write exactly one of os_firmware: NAME or software: NAME, as the asset's baseline names it`,
    () => "the item's name as the baseline writes it",
  );
  return item && { kind: item.key, name: item.text };
}

/** `{ os_firmware: NAME }` or `{ software: NAME }`, as a map of its own. */
export function itemRef(
  reader: PatchFileReader,
  value: unknown,
  keyOffset: number,
  label: string,
): ItemRef | undefined {
  const shape = '{ software: "acSELerator RTAC" } or { os_firmware: "SEL-3555 firmware" }';
  const map = reader.submap(value, keyOffset, label, shape);
  if (map === undefined) return undefined;
  const fields = reader.fields(map, PATCHED_ITEMS, [], label);
  return fields && itemOf(reader, fields, nodeStart(map), label);
}

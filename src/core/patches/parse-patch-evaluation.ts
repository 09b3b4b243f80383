// An evaluation of one source's releases (CIP-007-6 R2.2), patch-evaluations/SOURCE/NAME.yaml: the
// source, the first release day it covers (no later than the day of the source's previous
// evaluation: a later one leaves the days between unevaluated, evaluation-intervals.ts), and
// each patch released with its release date, the baseline item it patches and whether it is
// applicable (a patch that is not says why). Its date is the record of the merge that reviews
// it, never a field. `applicable: null` is a judgement a draft left to review: refused until a
// person writes it. Every problem at file:line:column.
//
//   version: 1
//   source: sel-advisories
//   releases_since: 2026-02-11
//   patches:
//     - { id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }
//     - id: SEL-2026-006
//       released: 2026-03-02
//       item: { os_firmware: "SEL-3555 firmware" }
//       applicable: false
//       reason: fixes the web interface, which our baselines keep disabled (port 443 closed)
import { isScalar, type YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  itemRef,
  type ParsedPatchFile,
  parsePatchFile,
  type PatchFileReader,
} from "./patch-file-reader.ts";
import {
  EVALUATIONS_FOLDER,
  type EvaluatedPatch,
  type PatchEvaluation,
  patchKey,
} from "./patch-files.ts";

const PATCH_SHAPE =
  '{ id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }';

/** The source an evaluation's path files it under: patch-evaluations/SOURCE/NAME.yaml. */
export function evaluationFolderSource(file: string): string | undefined {
  const parts = file.split("/");
  const at = parts.lastIndexOf(EVALUATIONS_FOLDER);
  return at >= 0 && at === parts.length - 3 ? parts[at + 1] : undefined;
}

export function parsePatchEvaluationText(
  text: string,
  file: string,
): ParsedPatchFile<PatchEvaluation> {
  return parsePatchFile(text, file, "an evaluation file", (reader, map) =>
    evaluation(reader, map, file),
  );
}

function evaluation(
  reader: PatchFileReader,
  map: YAMLMap<unknown, unknown>,
  file: string,
): PatchEvaluation | undefined {
  const keys = ["version", "source", "releases_since", "patches"];
  const fields = reader.fileFields(map, keys, keys, "an evaluation file");
  if (fields === undefined) return undefined;
  const source = reader.textField(fields, "source", "the id of the source it evaluates");
  const folder = evaluationFolderSource(file);
  if (source !== undefined && folder !== source) {
    reader.error(
      nodeStart(fields.required("source").value),
      folder === undefined
        ? `an evaluation is filed as ${EVALUATIONS_FOLDER}/${source}/NAME.yaml; move the file there`
        : `source ${quote(source)} is not the folder it is filed in (${EVALUATIONS_FOLDER}/${folder}/); move the file to ${EVALUATIONS_FOLDER}/${source}/ or name its source ${folder}`,
    );
    return undefined;
  }
  if (source !== undefined)
    reader.refer(nodeStart(fields.required("source").value), { kind: "source", id: source });
  const releasesSince = reader.dateField(
    fields,
    "releases_since",
    "the first release day it covers",
  );
  const patchesField = fields.required("patches");
  const items = reader.list(
    patchesField.value,
    patchesField.keyOffset,
    "patches",
    `maps such as ${PATCH_SHAPE}, or [] when the source released none`,
    true,
  );
  const patches = items?.map((item) => patch(reader, item, patchesField.keyOffset));
  if (source === undefined || releasesSince === undefined || patches === undefined)
    return undefined;
  if (patches.some((entry) => entry === undefined)) return undefined;
  const read = patches as (EvaluatedPatch & { at: number })[];
  const seen = new Set<string>();
  for (const entry of read) {
    if (seen.has(patchKey(entry.id))) {
      reader.error(entry.at, `patch ${quote(entry.id)} is listed twice; keep one`);
      return undefined;
    }
    seen.add(patchKey(entry.id));
  }
  return { file, source, releasesSince, patches: read.map(({ at: _, ...entry }) => entry) };
}

function patch(
  reader: PatchFileReader,
  item: unknown,
  keyOffset: number,
): (EvaluatedPatch & { at: number }) | undefined {
  const map = reader.submap(item, keyOffset, "each patch", PATCH_SHAPE);
  if (map === undefined) return undefined;
  const keys = ["id", "released", "item", "applicable", "reason"];
  const fields = reader.fields(map, keys, ["id", "released", "item", "applicable"], "a patch");
  if (fields === undefined) return undefined;
  const id = reader.textField(fields, "id", "the patch's id as the source names it");
  const released = reader.dateField(fields, "released", "the day the source released it");
  const patched = itemRef(
    reader,
    fields.required("item").value,
    fields.required("item").keyOffset,
    "item",
  );
  const applicable = judgement(reader, id, fields.required("applicable"));
  const reason = fields.has("reason")
    ? reader.textField(fields, "reason", "why the patch is not applicable")
    : undefined;
  if (
    id === undefined ||
    released === undefined ||
    patched === undefined ||
    applicable === undefined
  )
    return undefined;
  if (fields.has("reason") && reason === undefined) return undefined;
  reader.refer(nodeStart(fields.required("item").value), {
    kind: "item",
    patch: id,
    item: patched,
  });
  if (!applicable && reason === undefined) {
    reader.error(
      nodeStart(map),
      `patch ${quote(id)} is not applicable but says no reason; add reason: why it does not apply to the item as installed`,
    );
    return undefined;
  }
  return {
    id,
    released,
    item: patched,
    applicable,
    ...(reason === undefined ? {} : { reason }),
    at: nodeStart(map),
  };
}

/**
 * `applicable`: true or false. Null (`null`, `~` or nothing) is a judgement a draft left to its
 * reviewer (`cip-sync patches draft`): the file is no evaluation until a person writes it.
 */
function judgement(
  reader: PatchFileReader,
  id: string | undefined,
  field: { value: unknown; keyOffset: number },
): boolean | undefined {
  const { value, keyOffset } = field;
  if (!isScalar(value) || value.value !== null) return reader.flag(value, keyOffset, "applicable");
  reader.error(
    nodeStart(value),
    `${id === undefined ? "the patch" : `patch ${quote(id)}`} is not judged yet (applicable: null); write applicable: true, or applicable: false with reason: why it does not apply to the item as installed`,
  );
  return undefined;
}

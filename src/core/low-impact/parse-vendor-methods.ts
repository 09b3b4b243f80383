// Section 6's methods of one part (`determine`, `disable`, `detect`) in a low-impact site file,
// read with positions: each entry a plain text, which reaches every vendor path of the site, or
// `{ method: TEXT, paths: [id, ...] }`, which reaches only the paths it names. Section 6 counts
// each path, so a method narrowed to some paths leaves the others without it (site-file.ts,
// vendorAccessGaps). A path a method names that the site does not declare is an error at its
// file:line:column, with the nearest declared path. parse-site-sections.ts reads the rest of
// Section 6 and calls this once the paths are read.
import { isMap, isSeq, type YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { closestNames } from "../shared/names.ts";
import { listOf } from "../shared/wording.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import { type ReviewedFileReader } from "../inventory/reviewed-files/reviewed-file-reader.ts";
import {
  VENDOR_ACCESS_PARTS,
  type VendorAccessMethod,
  type VendorAccessPart,
} from "./site-file.ts";

/** A method written as a map, which reaches only the paths it names. */
const NARROWED_SHAPE = "{ method: IDS on the VPN segment, paths: [oem-vpn] }";

/**
 * The methods of `part`, at `field` (its value and where its key is written), whose narrowed
 * entries may name only the paths of `declared` (the site's path ids, undefined when they could
 * not be read: then no entry's paths are checked against them).
 */
export function methodsOf(
  reader: ReviewedFileReader,
  field: { value: unknown; keyOffset: number },
  part: VendorAccessPart,
  hint: string,
  declared: readonly string[] | undefined,
): VendorAccessMethod[] | undefined {
  const entryHint = `${hint}, written as text (it reaches every vendor path) or as ${NARROWED_SHAPE} (only those paths)`;
  const items = reader.list(field.value, field.keyOffset, part, entryHint);
  if (items === undefined) return undefined;
  const methods: VendorAccessMethod[] = [];
  for (const item of items) {
    const method = isMap(item)
      ? narrowedOf(reader, item, part, hint, declared)
      : reader.text(item, nodeStart(field.value), `${part} entry`, entryHint);
    const read = typeof method === "string" ? { method } : method;
    if (read === undefined) return undefined;
    if (methods.some((other) => other.method === read.method)) {
      reader.error(nodeStart(item), `${quote(read.method)} is written twice in ${part}; keep one`);
      return undefined;
    }
    methods.push(read);
  }
  return methods;
}

/** `{ method: TEXT, paths: [id, ...] }`, each id one of `declared`. */
function narrowedOf(
  reader: ReviewedFileReader,
  item: YAMLMap<unknown, unknown>,
  part: VendorAccessPart,
  hint: string,
  declared: readonly string[] | undefined,
): VendorAccessMethod | undefined {
  const keys = ["method", "paths"];
  const what = `a method of ${part} (Section ${VENDOR_ACCESS_PARTS[part]})`;
  const fields = reader.fields(item, keys, keys, what);
  if (fields === undefined) return undefined;
  const method = reader.textField(fields, "method", hint);
  const paths = reader.textsField(
    fields,
    "paths",
    "the id of a vendor path (vendor_remote_access.paths) the method reaches",
  );
  if (method === undefined || paths === undefined) return undefined;
  if (declared === undefined) return { method, paths };
  const written = fields.required("paths").value;
  const offsets = isSeq(written) ? written.items.map((node) => nodeStart(node)) : [];
  let known = true;
  paths.forEach((path, index) => {
    if (declared.includes(path)) return;
    known = false;
    const [meant] = closestNames(path, declared, 1);
    reader.error(
      offsets[index] ?? nodeStart(item),
      `method ${quote(method)} of ${part} (Section ${VENDOR_ACCESS_PARTS[part]}) names vendor path ${quote(path)}, which vendor_remote_access.paths does not declare; ${meant === undefined ? "" : `did you mean ${quote(meant)}? Otherwise `}name ${listOf(
        declared.map((id) => quote(id)),
        "or",
      )}, or declare it under paths (its kind and device)`,
    );
  });
  return known ? { method, paths } : undefined;
}

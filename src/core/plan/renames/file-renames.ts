// Where a possible rename was made, where the base tells: the planner pairs a delete of a live
// asset with a create of a declared one in the same system (possible-renames.ts), which reads as
// a rename made in the service; but when the base (`--base`, the pull request's base) declared the
// live name in that system and no document declares it now, the rename was made in the file,
// without `renamed_from`, and the plan says so. Pure.
import type { InventoryDocument } from "../../inventory/document/document.ts";
import { nameKey } from "../../shared/names.ts";
import type { Operation, ResolvedDocument } from "../plan-model.ts";

/**
 * `operations`, each possible rename that the base shows made in a file marked with that file;
 * the same operations (never copied) where none is.
 */
export function withFileRenames(
  operations: Operation[],
  base: readonly InventoryDocument[],
  resolved: readonly ResolvedDocument[],
): Operation[] {
  const now = declaredNames(
    resolved.map(({ document, system }) => ({ document, key: system.name })),
  );
  const before = declaredNames(
    base.map((document) => ({ document, key: document.cyberSystem.value })),
  );
  let marked = false;
  const result = operations.map((operation) => {
    if (operation.action === "update") return operation;
    const rename = operation.possible_rename;
    if (rename === undefined || rename.candidates !== undefined) return operation;
    const system = nameKey(operation.cyber_system.name);
    const file = before.get(`${system}/${nameKey(rename.live)}`);
    if (file === undefined || now.has(`${system}/${nameKey(rename.live)}`)) return operation;
    marked = true;
    return { ...operation, possible_rename: { ...rename, renamed_in_file: file } };
  });
  return marked ? result : operations;
}

/** "system/asset" (name keys) -> the file that declares it. */
function declaredNames(
  documents: readonly { document: InventoryDocument; key: string }[],
): Map<string, string> {
  const names = new Map<string, string>();
  for (const { document, key } of documents)
    for (const asset of document.assets)
      names.set(`${nameKey(key)}/${nameKey(asset.name)}`, document.location.file);
  return names;
}

// Where a possible rename was made, where the base tells: the planner pairs a delete of a live
// asset with a create of a declared one in the same system (possible-renames.ts), which reads as
// a rename made in the service; but when the base (`--base`, the pull request's base) declared the
// live name in that system and no document declares it now, the rename was made in the file,
// without `renamed_from`, and the plan says so. A system is the live one a document binds to, at
// the base as now (resolve.ts bindBase), never its name alone, which another facility may share. Pure.
import { nameKey } from "../../shared/names.ts";
import type { Operation, ResolvedDocument } from "../plan-model.ts";

/**
 * `operations`, each possible rename that the base shows made in a file marked with that file;
 * the same operations (never copied) where none is. `base`: the base's documents bound to the live
 * systems they declared (resolve.ts bindBase).
 */
export function withFileRenames(
  operations: Operation[],
  base: readonly ResolvedDocument[],
  resolved: readonly ResolvedDocument[],
): Operation[] {
  const now = declaredNames(resolved);
  const before = declaredNames(base);
  let marked = false;
  const result = operations.map((operation) => {
    if (operation.action === "update") return operation;
    const rename = operation.possible_rename;
    // A delete that could not be paired one to one is marked too: whichever name it became, the
    // file dropped the live name.
    if (rename === undefined) return operation;
    const key = `${operation.cyber_system.id}/${nameKey(rename.live)}`;
    const file = before.get(key);
    if (file === undefined || now.has(key)) return operation;
    marked = true;
    return { ...operation, possible_rename: { ...rename, renamed_in_file: file } };
  });
  return marked ? result : operations;
}

/** "system id/asset name key" -> the file that declares it. */
function declaredNames(documents: readonly ResolvedDocument[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { document, system } of documents)
    for (const asset of document.assets)
      names.set(`${system.id}/${nameKey(asset.name)}`, document.location.file);
  return names;
}

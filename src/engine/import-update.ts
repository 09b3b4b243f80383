// `cip-sync import --update`: brings the service's state back into git. The existing files are
// rewritten in place (each system stays in its file, keeping its other keys and the comments of
// what stays), the systems no file declares get new files as `import` writes them, and everything
// is in fmt's layout. Nothing is written while the files or their references have an error, and
// every file is computed before the first is written; each write replaces its file atomically.
import { access, readFile } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import {
  EXPORTED_SCHEMA_FILE,
  exportedSchemaFile,
  type ExportedFile,
  exportInventory,
} from "../core/inventory/writing/export-inventory.ts";
import {
  type DocumentUpdate,
  updateInventoryText,
} from "../core/inventory/writing/update-inventory.ts";
import { resolveInventory } from "../core/plan/resolve.ts";
import { groupBy } from "../core/shared/collections.ts";
import { compareDiagnostics, type Diagnostic, hasErrors } from "../core/shared/diagnostics.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";
import { type ApiClient, fetchLiveInventory } from "../io/service/api-client.ts";
import { rewriteInPlace, splitBom } from "../io/checkout/format-files.ts";
import { type InventorySource, loadInventory } from "../io/checkout/inventory-files.ts";
import { replaceFile } from "../io/checkout/replace-file.ts";

export type ImportUpdateOutcome =
  | { status: "invalid"; diagnostics: Diagnostic[] }
  | {
      status: "updated";
      /** Existing files rewritten, relative to cwd. */
      rewritten: string[];
      /** New files, relative to the output directory. */
      created: string[];
      /** Existing files already as the service holds them. */
      unchanged: number;
      /** Warnings of the files and their references. */
      diagnostics: Diagnostic[];
    };

/** Updates the inventory files under `source.patterns` (one directory) from the live service. */
export async function updateFromService(
  source: InventorySource,
  outDir: string,
  client: ApiClient,
): Promise<ImportUpdateOutcome> {
  const loaded = await loadInventory(source);
  if (hasErrors(loaded.diagnostics)) return { status: "invalid", diagnostics: loaded.diagnostics };
  const live = await fetchLiveInventory(client);
  const resolution = resolveInventory(loaded.documents, live);
  const diagnostics = [...loaded.diagnostics, ...resolution.diagnostics].sort(compareDiagnostics);
  if (hasErrors(diagnostics)) return { status: "invalid", diagnostics };

  const assetsBySystem = groupBy(live.cyberAssets, (asset) => asset.cyber_system_id);
  const updatesByFile = groupBy(
    resolution.resolved.map(({ document, system }) => ({
      file: document.location.file,
      update: {
        line: document.location.line,
        column: document.location.column,
        assets: assetsBySystem.get(system.id) ?? [],
        addUndeclared: document.prune,
      } satisfies DocumentUpdate,
    })),
    (entry) => entry.file,
  );
  const rewrites: { path: string; file: string; text: string }[] = [];
  for (const file of loaded.files) {
    const path = resolve(source.cwd, file);
    const read = await readFile(path, "utf8");
    const { text: body, bom } = splitBom(read);
    const updates = (updatesByFile.get(file) ?? []).map((entry) => entry.update);
    const text = bom + updateInventoryText(body, updates);
    if (text !== read) rewrites.push({ path, file, text });
  }
  const declared = new Set(resolution.resolved.map(({ system }) => system.id));
  const taken = new Set(loaded.files.map((file) => relativeTo(outDir, resolve(source.cwd, file))));
  const hasSchema = await access(resolve(outDir, EXPORTED_SCHEMA_FILE)).then(
    () => true,
    () => false,
  );
  const created = newSystemFiles(live, declared, taken, hasSchema);
  for (const rewrite of rewrites) await rewriteInPlace(rewrite.path, rewrite.text);
  for (const file of created) await replaceFile(resolve(outDir, file.path), file.content);
  return {
    status: "updated",
    rewritten: rewrites.map((rewrite) => rewrite.file),
    created: created.map((file) => file.path),
    unchanged: loaded.files.length - rewrites.length,
    diagnostics,
  };
}

/**
 * The files `import` would write for the live systems no document declares, at paths no existing
 * file holds (suffixed -2, -3... otherwise), and the JSON Schema their modeline names when it is
 * missing.
 */
function newSystemFiles(
  live: LiveInventory,
  declared: ReadonlySet<string>,
  taken: Set<string>,
  hasSchema: boolean,
): ExportedFile[] {
  const files = exportInventory(live).filter(
    (file) => file.systemId !== undefined && !declared.has(file.systemId),
  );
  const placed = files.map((file) => {
    const stem = file.path.replace(/\.yaml$/, "");
    let path = file.path;
    for (let n = 2; taken.has(path.toLowerCase()); n += 1) path = `${stem}-${n}.yaml`;
    taken.add(path.toLowerCase());
    return { ...file, path };
  });
  if (placed.length === 0 || hasSchema) return placed;
  return [exportedSchemaFile(), ...placed];
}

/** `path` relative to `directory`, with forward slashes, lower-cased: how new paths avoid old ones. */
function relativeTo(directory: string, path: string): string {
  return relative(directory, path).split(sep).join("/").toLowerCase();
}

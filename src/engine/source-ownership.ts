// validate's view of the sources file: its own problems, and hand-written documents for systems a
// source owns. Without a sources file there is nothing to check.
import { relative, resolve } from "node:path";
import type { InventoryDocument } from "../core/inventory/document/document.ts";
import type { Diagnostic } from "../core/shared/diagnostics.ts";
import { compareDiagnostics, hasErrors } from "../core/shared/diagnostics.ts";
import type { LoadedInventory } from "../io/checkout/inventory-files.ts";
import { handWrittenDocuments } from "../core/sources/ownership.ts";
import { loadSourcesFile, type SourcesFileLocation } from "../io/sources/sources-file.ts";

/**
 * `loaded` with the sources file's problems added, when `sources` is given: the Action's plan and
 * validate read cip-sources.yaml when present, as the CLI's validate does.
 */
export async function withSourceOwnership<L extends LoadedInventory>(
  loaded: L,
  sources: SourcesFileLocation | undefined,
): Promise<L> {
  if (sources === undefined) return loaded;
  const problems = await sourceOwnershipProblems(sources, loaded.documents);
  if (problems.length === 0) return loaded;
  return { ...loaded, diagnostics: [...loaded.diagnostics, ...problems].sort(compareDiagnostics) };
}

export async function sourceOwnershipProblems(
  location: SourcesFileLocation,
  documents: readonly InventoryDocument[],
): Promise<Diagnostic[]> {
  const parsed = await loadSourcesFile(location);
  if (parsed === undefined) return [];
  if (hasErrors(parsed.diagnostics)) return parsed.diagnostics;
  const root = resolve(location.cwd, location.root);
  const fileInRoot = (file: string) =>
    relative(root, resolve(location.cwd, file)).split("\\").join("/");
  return handWrittenDocuments(parsed.sources, documents, fileInRoot);
}

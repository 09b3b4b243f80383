// validate's view of the sources file: its own problems, and hand-written documents for systems a
// source owns. Without a sources file there is nothing to check.
import type { InventoryDocument } from "../core/inventory/document/document.ts";
import type { Diagnostic } from "../core/shared/diagnostics.ts";
import { compareDiagnostics } from "../core/shared/diagnostics.ts";
import {
  type InventorySource,
  type LoadedInventory,
  loadInventory,
} from "../io/checkout/inventory-files.ts";
import { ownedSystemsAgainstService, sourcesFileProblems } from "../core/sources/ownership.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";
import type { ParsedSources } from "../core/sources/parse-sources.ts";
import {
  fileInRootOf,
  loadSourcesFile,
  type SourcesFileLocation,
} from "../io/sources/sources-file.ts";

/** The inventory files read, with the sources file read beside them when one was asked for. */
export interface OwnedInventory extends LoadedInventory {
  /**
   * The sources file as read (`parsed` undefined: the default file does not exist), and how a
   * document's file is written relative to the repository root; undefined: none was asked for.
   */
  sources?: { parsed: ParsedSources | undefined; fileInRoot: (file: string) => string };
}

/**
 * The inventory files at `source` (or those `loaded` read already), with the sources file's
 * problems added when `sources` is given: the Action's plan and validate read cip-sources.yaml
 * when present, as the CLI's validate does. Both files are read, once, before either is judged.
 */
export async function loadOwnedInventory(
  source: InventorySource,
  sources: SourcesFileLocation | undefined,
  loaded?: () => Promise<LoadedInventory>,
): Promise<OwnedInventory> {
  const files = await (loaded?.() ?? loadInventory(source));
  if (sources === undefined) return files;
  const read = { parsed: await loadSourcesFile(sources), fileInRoot: fileInRootOf(sources) };
  const problems = sourcesFileProblems(read.parsed, files.documents, read.fileInRoot);
  if (problems.length === 0) return { ...files, sources: read };
  return {
    ...files,
    sources: read,
    diagnostics: [...files.diagnostics, ...problems].sort(compareDiagnostics),
  };
}

/**
 * The sources file at `location` read, and its problems and the hand-written documents judged;
 * with the service's inventory (`live`, when validate could read it), the systems each source
 * owns resolved against it too; and whether there was one to read.
 */
export async function sourceOwnershipProblems(
  location: SourcesFileLocation,
  documents: readonly InventoryDocument[],
  live?: LiveInventory,
): Promise<{ diagnostics: Diagnostic[]; read: boolean }> {
  const parsed = await loadSourcesFile(location);
  const fileInRoot = fileInRootOf(location);
  return {
    diagnostics: [
      ...sourcesFileProblems(parsed, documents, fileInRoot),
      ...(live === undefined
        ? []
        : ownedSystemsAgainstService(parsed, documents, live, fileInRoot)),
    ],
    read: parsed !== undefined,
  };
}

/**
 * The systems the sources file read with `loaded` owns, resolved against the service's inventory:
 * none without a sources file.
 */
export function ownedSystemsInService(loaded: OwnedInventory, live: LiveInventory): Diagnostic[] {
  const { sources } = loaded;
  if (sources === undefined) return [];
  return ownedSystemsAgainstService(sources.parsed, loaded.documents, live, sources.fileInRoot);
}

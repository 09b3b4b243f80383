// A cyber system a source owns is written by that source alone: a hand-written document for it
// elsewhere would be planned beside (or against) the generated one, and the next sync could not
// see it. validate reports it where it is written.
import type { InventoryDocument } from "../inventory/document/document.ts";
import type { Diagnostic } from "../shared/diagnostics.ts";
import { formatLocation, hasErrors, quote } from "../shared/diagnostics.ts";
import { nameKey } from "../shared/names.ts";
import { directoryOf, type LocatedSource, type ParsedSources } from "./parse-sources.ts";
import { documentLabels, ownedSystem } from "./owned-systems.ts";
import { itemOrThrow } from "../shared/collections.ts";

/**
 * What the sources file (`parsed`, undefined when there is none) gets wrong: its own problems when
 * it has errors, else the hand-written documents for the systems its sources own.
 */
export function sourcesFileProblems(
  parsed: ParsedSources | undefined,
  documents: readonly InventoryDocument[],
  fileInRoot: (file: string) => string,
): Diagnostic[] {
  if (parsed === undefined) return [];
  if (hasErrors(parsed.diagnostics)) return parsed.diagnostics;
  return handWrittenDocuments(parsed.sources, documents, fileInRoot);
}

/**
 * Documents for a system a source owns that are not in the source's directory. `fileInRoot` gives
 * a document's file relative to the repository root, as `out` is written.
 */
function handWrittenDocuments(
  sources: readonly LocatedSource[],
  documents: readonly InventoryDocument[],
  fileInRoot: (file: string) => string,
): Diagnostic[] {
  const owners = new Map<string, { source: LocatedSource; index: number }>();
  for (const source of sources) {
    source.definition.systems.forEach((system, index) =>
      owners.set(nameKey(ownedSystem(system).label), { source, index }),
    );
  }
  return documents.flatMap((document): Diagnostic[] => {
    const label = documentLabels(document).find((text) => owners.has(nameKey(text)));
    const owner = label === undefined ? undefined : owners.get(nameKey(label));
    if (owner === undefined) return [];
    const directory = directoryOf(owner.source.definition.out);
    if (fileInRoot(document.location.file).startsWith(directory)) return [];
    // systemLocations has a location per system, and owner.index is a system's.
    const declared = itemOrThrow(owner.source.systemLocations, owner.index, "a source's systems");
    return [
      {
        severity: "error",
        message: `cyber system ${quote(document.cyberSystem.value)} is owned by source ${quote(owner.source.definition.name)} (${formatLocation(declared)}), which generates its document into ${directory}: remove this hand-written document and change the source instead (or take the system out of the source's systems)`,
        location: document.cyberSystem.location,
        related: [declared],
      },
    ];
  });
}

// A cyber system a source owns has one document, the one its source generates (where people
// declare its facts, which each sync keeps): a hand-written document for it elsewhere would be
// planned beside (or against) the generated one. validate reports it where it is written.
import type { InventoryDocument } from "../inventory/document/document.ts";
import type { Diagnostic } from "../shared/diagnostics.ts";
import { formatLocation, hasErrors, quote } from "../shared/diagnostics.ts";
import { closestNames, nameKey } from "../shared/names.ts";
import type { LiveInventory } from "../shared/live-records.ts";
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
        message: `cyber system ${quote(document.cyberSystem.value)} is owned by source ${quote(owner.source.definition.name)} (${formatLocation(declared)}), which generates its document into ${directory}: remove this hand-written document; the source decides which assets exist (change the source), and the facts people declare (impact, owners, classes, baselines) go into the generated document, whose every sync keeps them (or take the system out of the source's systems)`,
        location: document.cyberSystem.location,
        related: [declared],
      },
    ];
  });
}

/**
 * With the service's inventory (validate when it can reach the service): each system a source
 * owns that the service does not have and no document declares, an error: no plan could create
 * it. Where it stands for a system the service has whose document is still in the source's `out`
 * (a mistyped one), the error says that the next sync would remove that document, and its plan
 * delete the system's assets.
 */
export function ownedSystemsAgainstService(
  parsed: ParsedSources | undefined,
  documents: readonly InventoryDocument[],
  live: LiveInventory,
  fileInRoot: (file: string) => string,
): Diagnostic[] {
  if (parsed === undefined || hasErrors(parsed.diagnostics)) return [];
  const liveLabels = liveSystemLabels(live);
  const known = new Set([...liveLabels.keys(), ...documents.flatMap(documentLabels)].map(nameKey));
  const owned = new Set(
    parsed.sources.flatMap((source) =>
      source.definition.systems.map((system) => nameKey(ownedSystem(system).label)),
    ),
  );
  return parsed.sources.flatMap((source) =>
    source.definition.systems.flatMap((system, index): Diagnostic[] => {
      const { label } = ownedSystem(system);
      if (known.has(nameKey(label))) return [];
      const location = itemOrThrow(source.systemLocations, index, "a source's systems");
      const named = `cyber system ${quote(label)} of source ${quote(source.definition.name)}`;
      const [meant] = closestNames(label, [...new Set(liveLabels.values())], 1);
      const directory = directoryOf(source.definition.out);
      const left =
        meant === undefined || owned.has(nameKey(meant))
          ? undefined
          : documents.find(
              (document) =>
                fileInRoot(document.location.file).startsWith(directory) &&
                documentLabels(document).some((text) => nameKey(text) === nameKey(meant)),
            );
      // The service's cyber systems are read-only to an API key: no plan can create one, so a
      // system it lacks would leave every sync's pull request refused at its document.
      if (meant === undefined || left === undefined) {
        return [
          {
            severity: "error",
            message: `${named} is not in the service, and no document declares it${meant === undefined ? "." : `: did you mean ${quote(meant)}?`} The service's cyber systems cannot be created with an API key, so no plan could apply the document its sync would write; correct the name to a system the service has, or have the system created in the service first`,
            location,
          },
        ];
      }
      return [
        {
          severity: "error",
          message: `${named} is no cyber system of the service, and no document declares it: did you mean ${quote(meant)}? The service has ${quote(meant)}, whose document ${fileInRoot(left.location.file)} is in the source's out but no longer in its systems, so the next sync would remove that file and the plan delete its assets; correct the name, or, to take ${quote(meant)} out of the source, remove or move that file in the same change`,
          location,
          related: [left.cyberSystem.location],
        },
      ];
    }),
  );
}

/**
 * Each live system's labels, as `systems` may name it, to the label a message shows: its name,
 * its id, and its parent's name or id with its name ("Substation Alpha/Protection System").
 */
function liveSystemLabels(live: LiveInventory): Map<string, string> {
  const parents = new Map(
    [...live.facilities, ...live.controlCenters].map((parent) => [parent.id, parent.name]),
  );
  const labels = new Map<string, string>();
  for (const system of live.cyberSystems) {
    const parentId = system.facility_id ?? system.control_center_id ?? undefined;
    const parentName = parentId === undefined ? undefined : parents.get(parentId);
    const shown = parentName === undefined ? system.name : `${parentName}/${system.name}`;
    labels.set(system.name, system.name);
    labels.set(system.id, system.name);
    if (parentName !== undefined) labels.set(shown, shown);
    if (parentId !== undefined) labels.set(`${parentId}/${system.name}`, shown);
  }
  return labels;
}

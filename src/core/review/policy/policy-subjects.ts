// What the policy judges: each operation's kinds and the systems it touches, and each system's
// owners and impact as the base commit declares them (its document's `owners:`, else the code
// owners of its file).
import type { InventoryDocument } from "../../inventory/document/document.ts";
import type { Operation, SystemRef } from "../../plan/plan-model.ts";
import { type Codeowners, codeOwnersOf } from "./codeowners.ts";
import type { BaseSystem, Judged, PolicyOperation, PolicySubject } from "./policy-model.ts";

/** What an operation is, in the policy's words: an update is `update` and each of its kinds. */
export function operationKinds(operation: Judged): PolicyOperation[] {
  if (!("action" in operation)) return operation.kinds;
  return operation.action === "update" ? ["update", ...operation.kinds] : [operation.action];
}

/** The systems an operation touches: both ends of a move. */
export function touchedSystems(operation: Judged): SystemRef[] {
  if (!("action" in operation)) return operation.systems;
  const from = operation.action === "update" ? operation.changes.cyber_system?.from : undefined;
  return from && from.id !== operation.cyber_system.id
    ? [from, operation.cyber_system]
    : [operation.cyber_system];
}

/** What the policy needs of `operation`, to be recorded in the plan comment. */
export function policySubjectOf(operation: Operation): PolicySubject {
  return { kinds: operationKinds(operation), systems: touchedSystems(operation) };
}

/** A document of the base commit and its file (relative to the root, forward slashes). */
export interface BaseDocument {
  file: string;
  document: InventoryDocument;
}

/**
 * Each system the operations touch, by id, as a base document declares it: the document whose
 * `cyber_system` is the system's id, else its name (with a `facility`/`control_center`, when
 * written, naming the system's parent). A system no document names is left out: it has no owners.
 */
export function baseSystemsOf(
  operations: readonly Judged[],
  documents: readonly BaseDocument[],
  codeowners: Codeowners | undefined,
): Map<string, BaseSystem> {
  const systems = new Map<string, BaseSystem>();
  for (const system of operations.flatMap(touchedSystems)) {
    if (systems.has(system.id)) continue;
    const found =
      documents.find((entry) => entry.document.cyberSystem.value === system.id) ??
      documents.find((entry) => namesSystem(entry.document, system));
    if (found) systems.set(system.id, baseSystem(found, codeowners));
  }
  return systems;
}

function namesSystem(document: InventoryDocument, system: SystemRef): boolean {
  if (document.cyberSystem.value !== system.name) return false;
  const parent = document.facility ?? document.controlCenter;
  if (parent === undefined) return true;
  return system.parent !== null && [system.parent.id, system.parent.name].includes(parent.value);
}

/** A document's system as the policy sees it: its impact, and its owners (declared, else CODEOWNERS). */
export function baseSystem(
  { file, document }: BaseDocument,
  codeowners: Codeowners | undefined,
): BaseSystem {
  const declared = document.owners?.map((owner) => owner.value);
  const owners = declared ?? (codeowners ? codeOwnersOf(file, codeowners).owners : []);
  const system: BaseSystem = {
    owners,
    ownersFrom: declared ? "document" : owners.length > 0 ? "codeowners" : "none",
    file,
  };
  if (document.impact) system.impact = document.impact.value;
  return system;
}

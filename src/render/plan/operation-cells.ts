// An operation as Markdown table cells (change, asset, id, cyber system), escaped: shared by the
// plan's moves and renames, the apply result, and the review marks that name an operation.
import type { Operation, SystemRef, UpdateOperation } from "../../core/plan/plan-model.ts";
import { parentKindWord } from "../../core/plan/plan-model.ts";
import { escapeMarkdown } from "../shared/escape-markdown.ts";
import { everyChangeShown, TEMPORARY_RENAME_WORDS, updateKindWords } from "./plan-view.ts";

interface OperationCells {
  change: string;
  asset: string;
  id: string;
  system: string;
}

/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
export function updateCells(operation: UpdateOperation, nameBefore: string): OperationCells {
  const { name, cyber_system: move, asset_type: retype, ...unshown } = operation.changes;
  everyChangeShown(unshown);
  const kinds = updateKindWords(operation.kinds);
  return {
    change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
    asset: name
      ? `${escapeMarkdown(nameBefore)} → ${escapeMarkdown(operation.name)}`
      : escapeMarkdown(operation.name),
    id: escapeMarkdown(operation.asset_id),
    system: move
      ? `${systemCell(move.from)} → ${systemCell(move.to)}`
      : systemCell(operation.cyber_system),
  };
}

/** An operation as executed: a temporary rename is its own step. */
export function operationCells(operation: Operation): OperationCells {
  switch (operation.action) {
    case "create":
      return {
        change: `create (${operation.asset_type})`,
        asset: escapeMarkdown(operation.name),
        id: "(new)",
        system: systemCell(operation.cyber_system),
      };
    case "delete":
      return {
        change: "**delete**",
        asset: escapeMarkdown(operation.name),
        id: escapeMarkdown(operation.asset_id),
        system: systemCell(operation.cyber_system),
      };
    case "update": {
      const cells = updateCells(operation, operation.changes.name?.from ?? operation.name);
      return operation.temporary
        ? { ...cells, change: `${cells.change} (${TEMPORARY_RENAME_WORDS})` }
        : cells;
    }
  }
}

/** "rename a → b (ca\_1) in S — facility F" */
export function describeOperation(operation: Operation): string {
  const cells = operationCells(operation);
  const id = operation.action === "create" ? "" : ` (${cells.id})`;
  return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}

/** "Alpha Protection — facility Substation Alpha", escaped. */
export function systemCell(system: SystemRef): string {
  const { parent } = system;
  return parent
    ? `${escapeMarkdown(system.name)} — ${parentKindWord(parent.kind)} ${escapeMarkdown(parent.name)}`
    : `${escapeMarkdown(system.name)} (${escapeMarkdown(system.id)}, parent not shown by the service)`;
}

/** The system cell of a heading: with its declared impact, "… · impact high". */
export function systemHeadingCell(system: SystemRef): string {
  return system.impact ? `${systemCell(system)} · impact ${system.impact}` : systemCell(system);
}

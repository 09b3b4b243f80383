// What the text and Markdown renderers share: a plan's operations sorted into what reviewers look
// at (deletes, moves and renames, type changes, creates), with the temporary half of a rename cycle
// folded into the rename it makes possible, and the wording both renderers use.
import type {
  ApplyResult,
  CreateOperation,
  DeleteOperation,
  Plan,
  PlanSummary,
  PossibleRename,
  SystemRef,
  UpdateKind,
  UpdateOperation,
} from "../../core/plan/plan-model.ts";
import { cyclesOf } from "../../core/plan/renames/cycles.ts";
import type { BaselineComparison } from "../../core/plan/plan-model.ts";
import type { ReviewedFilePlanFields } from "../../core/families/family-shapes.ts";
import { REVIEWED_FILE_SECTIONS } from "../shared/reviewed-file-words.ts";
import { releasedStatusWords } from "../shared/released-system-words.ts";
import { baselineComparisonWords } from "../shared/baseline-deviation-words.ts";
import { compareCodePoints, nameKey } from "../../core/shared/names.ts";
import { countOf } from "../../core/shared/wording.ts";

/** The fields an update can change: each renderer names every one of them. */
type UpdateChanges = UpdateOperation["changes"];

/**
 * Takes what a renderer's destructuring of an update's `changes` left over, which must be nothing.
 * A field added to the plan model's `changes` then fails to compile at every renderer until that
 * renderer shows it; at run time a change no renderer knows refuses to render rather than go unseen
 * by reviewers while the fingerprint covers it.
 */
export function everyChangeShown(unshown: Record<string, never>): void {
  const fields = Object.keys(unshown);
  if (fields.length > 0) {
    throw new Error(`the plan changes ${fields.join(", ")}, which this renderer cannot show`);
  }
}

/**
 * An update that neither renames nor moves its asset: shown among the creates and type changes.
 * Its `changes` are every field but those two, so a new field shows up in its renderers' types.
 */
export type RetypeOperation = Omit<UpdateOperation, "changes"> & {
  changes: Omit<UpdateChanges, "name" | "cyber_system">;
};

/** An update as reviewers see it: from the state before the plan to the state after it. */
export interface UpdateView<Update extends RetypeOperation | UpdateOperation = UpdateOperation> {
  operation: Update;
  /** The name before the plan; for the final rename of a cycle, the name before its temporary one. */
  nameBefore: string;
  /** The temporary name the asset passes through so that a rename cycle can start. */
  temporaryName?: string;
  /** How many renames form a cycle with this one (2: a swap); 0 outside cycles. */
  cycleSize: number;
}

interface PlanView {
  deletes: DeleteOperation[];
  /** Updates that rename or move an asset (possibly changing its type too). */
  relocations: UpdateView[];
  /** Updates that neither rename nor move: they change the asset type. */
  retypes: UpdateView<RetypeOperation>[];
  creates: CreateOperation[];
}

/** The plan's operations by what they do, each group in execution order. */
export function viewPlan(plan: Plan): PlanView {
  const finalRenames = new Set<string>();
  for (const operation of plan.operations) {
    if (operation.action === "update" && !operation.temporary && operation.changes.name) {
      finalRenames.add(operation.asset_id);
    }
  }
  // A temporary rename is folded into its asset's final rename; one without a final rename (a
  // hand-edited plan) is shown as the rename it is, so that no operation goes unseen.
  const temporaryByAsset = new Map<string, UpdateOperation>();
  for (const operation of plan.operations) {
    if (operation.action === "update" && operation.temporary) {
      if (finalRenames.has(operation.asset_id)) temporaryByAsset.set(operation.asset_id, operation);
    }
  }
  const view: PlanView = { deletes: [], relocations: [], retypes: [], creates: [] };
  const renames: UpdateView[] = [];
  for (const operation of plan.operations) {
    if (operation.action === "delete") view.deletes.push(operation);
    else if (operation.action === "create") view.creates.push(operation);
    else if (temporaryByAsset.get(operation.asset_id) !== operation) {
      const temporary = operation.temporary
        ? undefined
        : temporaryByAsset.get(operation.asset_id)?.changes.name;
      const update: UpdateView = {
        operation,
        nameBefore: temporary?.from ?? operation.changes.name?.from ?? operation.name,
        ...(temporary ? { temporaryName: temporary.to } : {}),
        cycleSize: 0,
      };
      const { name, cyber_system: move, ...others } = operation.changes;
      if (name) renames.push(update);
      if (name || move) view.relocations.push(update);
      else view.retypes.push({ ...update, operation: { ...operation, changes: others } });
    }
  }
  markRenameCycles(renames);
  return view;
}

/** Sets `cycleSize` of the renames that take each other's names in a cycle. */
function markRenameCycles(renames: UpdateView[]): void {
  const byOldKey = new Map(renames.map((rename) => [nameKey(rename.nameBefore), rename]));
  for (const cycle of cyclesOf(renames, (rename) => byOldKey.get(nameKey(rename.operation.name)))) {
    // A change of letter case only leads back to itself: that is no cycle.
    if (cycle.length < 2) continue;
    for (const member of cycle) member.cycleSize = cycle.length;
  }
}

interface SystemGroup<T> {
  system: SystemRef;
  items: T[];
}

/** Items by cyber system, systems in name order (then parent name, then id); items keep their order. */
export function groupBySystem<T>(items: T[], systemOf: (item: T) => SystemRef): SystemGroup<T>[] {
  const groups = new Map<string, SystemGroup<T>>();
  for (const item of items) {
    const system = systemOf(item);
    const group = groups.get(system.id);
    if (group) group.items.push(item);
    else groups.set(system.id, { system, items: [item] });
  }
  return [...groups.values()].sort(
    (a, b) =>
      compareCodePoints(a.system.name, b.system.name) ||
      compareCodePoints(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
      compareCodePoints(a.system.id, b.system.id),
  );
}

const KIND_NOUNS: Record<UpdateKind, string> = {
  move: "move",
  rename: "rename",
  retype: "type change",
};

/** "1 move, 1 rename, 1 type change": the kinds an update count is made of, zero counts left out. */
function updateKindCounts(summary: PlanSummary): string {
  const kinds: UpdateKind[] = ["move", "rename", "retype"];
  return kinds
    .filter((kind) => summary[kind] > 0)
    .map((kind) => countOf(summary[kind], KIND_NOUNS[kind]))
    .join(", ");
}

/** "Plan: 3 to create, 4 to update (1 move, 1 rename, 1 type change), 1 to delete." */
export function planSummaryLine(summary: PlanSummary): string {
  const kinds = updateKindCounts(summary);
  const update = kinds ? `${summary.update} to update (${kinds})` : `${summary.update} to update`;
  return `Plan: ${summary.create} to create, ${update}, ${summary.delete} to delete.`;
}

export const NO_CHANGES = "The live inventory matches the declaration.";

/**
 * The first line of a plan without operations: "No changes." only when its baselines were compared
 * and none deviates (or none is declared); otherwise it says what it could not rule out.
 */
export function noOperationsWords(
  plan: Pick<Plan, "baseline_deviations" | "released_systems"> & ReviewedFilePlanFields,
): string {
  const comparison = plan.baseline_deviations;
  // A change of any family's reviewed files, or a system leaving management, is a change to
  // review: never "No changes".
  const files = `${REVIEWED_FILE_SECTIONS.map((section) => section.statusWords(plan)).join("")}${releasedStatusWords(plan.released_systems)}`;
  const none =
    files === "" ? `No changes. ${NO_CHANGES}` : `No service operation. ${NO_CHANGES}${files}`;
  if (comparison === undefined) return none;
  if (comparison.compared_with === null)
    return `No service operation. ${NO_CHANGES} Whether a baseline deviates was not checked (below).${files}`;
  const deviations = comparison.deviations.length;
  if (deviations === 0) return none;
  return `No service operation, but ${countOf(deviations, "baseline deviation")} (CIP-010 R1.2). ${NO_CHANGES}${files}`;
}

/** "apply refuses this plan: it breaks 2 safety rules" */
export function refusalWords(violations: number): string {
  return `apply refuses this plan: it breaks ${countOf(violations, "safety rule")}`;
}

/** "rename, move, type change": an update's kinds as words. */
export function updateKindWords(kinds: UpdateKind[]): string {
  return kinds.map((kind) => KIND_NOUNS[kind]).join(", ");
}

/** "part of a swap" or "part of a rename cycle of 3 assets"; empty outside cycles. */
export function cycleWords(update: UpdateView): string {
  if (update.cycleSize === 0) return "";
  return update.cycleSize === 2
    ? "part of a swap"
    : `part of a rename cycle of ${update.cycleSize} assets`;
}

export const TEMPORARY_RENAME_WORDS = "a temporary name, to break a rename cycle";

/** "3 cyber assets will be permanently deleted." */
export function deleteHeadline(count: number): string {
  return `${countOf(count, "cyber asset")} will be permanently deleted.`;
}

export const POSSIBLY_RENAMED = "possibly renamed in the service";

/**
 * Where a possible rename was made: in its file without `renamed_from` ("renamed DIRECTION in
 * FILE ..."), where the base shows it (file-renames.ts), else possibly in the service.
 */
export function renamedWhere(
  rename: PossibleRename,
  show: (text: string) => string,
  direction = "",
): string {
  const file = rename.renamed_in_file;
  const renamed = direction === "" ? "renamed" : `renamed ${direction}`;
  return file === undefined ? POSSIBLY_RENAMED : `${renamed} in ${show(file)} without renamed_from`;
}

/** The possible renames' heading: in the files when the base shows every one made there. */
export function renamesHeading(renames: readonly PossibleRename[]): string {
  return renames.every((rename) => rename.renamed_in_file !== undefined)
    ? "Renamed in the files without renamed_from"
    : "Possibly renamed in the service";
}

export const REPLACE_CONSEQUENCE =
  "Applying would replace each live record with a new one: a new id, and its compliance history lost. Apply refuses them without --allow-replace (Action input allow-replace: true).";

export const DELETE_CONSEQUENCE =
  "Deletion cannot be undone through the API: the asset record and its compliance history are lost.";

/** What a successful create produced, `id` already formatted for the output. */
export function createdWords(id: string, adopted: boolean | undefined): string {
  return adopted
    ? `adopted ${id} (the response was lost, but the asset had been created)`
    : `created ${id}`;
}

export type ApplyOutcome = "applied" | "partly applied" | "not applied" | "interrupted";

export interface ApplyVerdict {
  outcome: ApplyOutcome;
  sentence: string;
  /** Operations of the plan with no result (the apply stopped before them). */
  notRun: number;
}

/** The one-line verdict of an apply, with its counts. */
export function applyVerdict(plan: Plan, result: ApplyResult): ApplyVerdict {
  const operations = plan.operations.length;
  const reported = new Set(result.results.map((entry) => entry.index));
  const notRun = plan.operations.filter((_, index) => !reported.has(index)).length;
  const { succeeded, failed, skipped } = result.summary;
  if (result.interrupted !== undefined) {
    const notStarted = result.interrupted.not_started;
    const skippedForFailure = skipped - notStarted;
    const parts = [
      `${succeeded} of ${countOf(operations, "operation")} succeeded`,
      `${failed} failed`,
    ];
    if (skippedForFailure > 0) parts.push(`${skippedForFailure} skipped after a failure`);
    parts.push(`${notStarted} not started`);
    return { outcome: "interrupted", sentence: `Interrupted: ${parts.join(", ")}.`, notRun };
  }
  const problems = result.verification?.problems.length ?? 0;
  if (failed === 0 && skipped === 0 && notRun === 0) {
    if (problems > 0) {
      const sentence = `Applied all ${countOf(operations, "operation")}, but the verification after apply found ${countOf(problems, "problem")}.`;
      return { outcome: "partly applied", sentence, notRun };
    }
    const sentence =
      operations === 0
        ? noOperationsApplied(plan.baseline_deviations)
        : `Applied: all ${countOf(operations, "operation")} succeeded.${deviationsAlso(plan.baseline_deviations)}`;
    return { outcome: "applied", sentence, notRun };
  }
  const parts = [`${failed} failed`];
  if (skipped > 0) {
    // Skipped: after a failed dependency, left by the deadline, or done by another writer.
    const dependents = result.results.filter(
      (entry) => entry.status === "skipped" && entry.error?.startsWith("skipped: depends on"),
    ).length;
    const depend = skipped === 1 ? "it depends" : "they depend";
    parts.push(
      dependents === skipped
        ? `${skipped} skipped because ${depend} on a failed operation`
        : `${skipped} skipped (each with its reason)`,
    );
  }
  if (problems > 0) parts.push(`${countOf(problems, "verification problem")}`);
  if (notRun > 0) parts.push(`${notRun} not run`);
  const rest = parts.join(", ");
  return succeeded === 0
    ? {
        outcome: "not applied",
        sentence: `Not applied: none of the ${countOf(operations, "operation")} succeeded; ${rest}.`,
        notRun,
      }
    : {
        outcome: "partly applied",
        sentence: `Partly applied: ${succeeded} of ${countOf(operations, "operation")} succeeded; ${rest}.`,
        notRun,
      };
}

/** The verdict of an apply without operations: "no changes" only when no baseline deviates. */
function noOperationsApplied(comparison: BaselineComparison | undefined): string {
  if (comparison === undefined) return "Applied: the plan had no changes.";
  if (comparison.compared_with === null)
    return `Applied: no service operation was needed. ${baselineComparisonWords(comparison)}`;
  const deviations = comparison.deviations.length;
  if (deviations === 0) return "Applied: the plan had no changes.";
  return `Applied: no service operation was needed; the change is ${countOf(deviations, "baseline deviation")} (CIP-010 R1.2).`;
}

/** " It also changes 2 baselines (CIP-010 R1.2)." after an apply's verdict; else "". */
function deviationsAlso(comparison: BaselineComparison | undefined): string {
  const deviations =
    comparison === undefined || comparison.compared_with === null
      ? 0
      : comparison.deviations.length;
  return deviations === 0
    ? ""
    : ` The change also has ${countOf(deviations, "baseline deviation")} (CIP-010 R1.2).`;
}

/** What to do after an apply that did not make every change; undefined when it did. */
export function applyAdvice(outcome: ApplyOutcome): string | undefined {
  switch (outcome) {
    case "applied":
      return undefined;
    // Nothing failed: a stop was asked for, so there is no cause to fix.
    case "interrupted":
      return "The operations that had started finished; none after them was started. Plan again to see what is still missing, then apply it.";
    case "partly applied":
    case "not applied":
      return "Fix the cause and run apply again: the next plan contains only what is still missing.";
  }
}

// The safety rules: a plan that would delete or change a large share of the inventory it could
// delete, or of one cyber system, or empty a system whose file lost its assets, is shown with
// violations and refused by apply unless the user overrides. A mistaken glob or a truncated file
// must never wipe a BES cyber system.
//
// Ratios count only the live assets the plan could delete (systems with prune: true): a document
// with prune: false and no assets adds nothing the plan can remove, so counting its live assets
// would let a pull request dilute a mass delete elsewhere below the limit.
import type { LiveInventory } from "../shared/live-records.ts";
import type {
  Operation,
  ResolvedDocument,
  SafetyLimits,
  SafetyReport,
  SafetyViolation,
  SystemRef,
} from "./plan-model.ts";
import type { SourceLocation } from "../shared/diagnostics.ts";
import { formatLocation, quote } from "../shared/diagnostics.ts";
import {
  declaredAsWords,
  type RenamedDelete,
  renamedDeletes,
  renameFixLine,
} from "./renames/possible-renames.ts";
import { describeSystem } from "./resolve.ts";
import { countOf, percent } from "../shared/wording.ts";

export const SAFETY_OVERRIDE =
  "re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended";

/** One managed cyber system as the rules see it. */
interface SystemChanges {
  system: SystemRef;
  /** Live assets the plan could delete: all of the system's when prune: true, else none. */
  deletableLiveAssets: number;
  /** Live assets of the system the plan deletes. */
  deletes: number;
  /** Where `assets` is written, when the document declares none. */
  emptyAssetsLocation?: SourceLocation;
}

export interface SafetyInput {
  systems: SystemChanges[];
  /** Assets updated (a temporary rename and its final rename count once). */
  updates: number;
  /** The deletes that are one half of a possible rename made in the service. */
  possibleRenames: RenamedDelete[];
}

export const REPLACE_OVERRIDE =
  "re-run with --allow-replace (Action input allow-replace: true) if replacing the record is intended";

/** Which rules the user overrode: --allow-mass-delete, --allow-replace. */
export interface SafetyAllowances {
  massDelete: boolean;
  replace: boolean;
}

/** The rules' view of a plan: per managed system, what it holds that could go and what goes. */
export function safetyInputOf(
  resolved: readonly ResolvedDocument[],
  live: LiveInventory,
  operations: readonly Operation[],
  updates: number,
): SafetyInput {
  const liveBySystem = new Map<string, number>();
  for (const asset of live.cyberAssets) {
    liveBySystem.set(asset.cyber_system_id, (liveBySystem.get(asset.cyber_system_id) ?? 0) + 1);
  }
  const deletesBySystem = new Map<string, number>();
  for (const operation of operations) {
    if (operation.action !== "delete") continue;
    const id = operation.cyber_system.id;
    deletesBySystem.set(id, (deletesBySystem.get(id) ?? 0) + 1);
  }
  const systems = resolved.map(({ document, system }): SystemChanges => {
    const empty = document.assets.length === 0;
    return {
      system,
      deletableLiveAssets: document.prune ? (liveBySystem.get(system.id) ?? 0) : 0,
      deletes: deletesBySystem.get(system.id) ?? 0,
      ...(empty ? { emptyAssetsLocation: document.assetsLocation } : {}),
    };
  });
  return { systems, updates, possibleRenames: renamedDeletes(operations) };
}

export function evaluateSafety(input: SafetyInput, limits: SafetyLimits): SafetyReport {
  const total = sum(input.systems.map((system) => system.deletableLiveAssets));
  const deletes = sum(input.systems.map((system) => system.deletes));
  const violations: SafetyViolation[] = [];
  const pushMass = (
    rule: "mass-delete" | "mass-update",
    count: number,
    noun: string,
    verb: string,
  ): void => {
    const reasons: string[] = [];
    if (overRatio(count, total, limits)) {
      reasons.push(
        `would ${verb} ${percent(count / total)} of the ${total} live assets the plan could delete (in systems with prune: true; limit ${percent(limits.maxChangeRatio)})`,
      );
    }
    if (count > limits.maxChanges) {
      reasons.push(`exceed the limit of ${limits.maxChanges} ${noun}s per apply`);
    }
    if (reasons.length === 0) return;
    violations.push({
      rule,
      message: `${countOf(count, noun)} ${reasons.join(" and ")}; ${SAFETY_OVERRIDE}.`,
    });
  };
  pushMass("mass-delete", deletes, "delete", "remove");
  // One system losing most of its assets is as serious when others dilute the overall share. (An
  // emptied system has its own rule below; with one system, the overall rule says it already.)
  const pruned = input.systems.filter((system) => system.deletableLiveAssets > 0);
  for (const entry of pruned.length > 1 ? pruned : []) {
    if (entry.emptyAssetsLocation !== undefined) continue;
    if (!overRatio(entry.deletes, entry.deletableLiveAssets, limits)) continue;
    violations.push({
      rule: "mass-delete",
      message: `${countOf(entry.deletes, "delete")} would remove ${percent(entry.deletes / entry.deletableLiveAssets)} of the ${entry.deletableLiveAssets} live assets of cyber system ${describeSystem(entry.system)} (limit ${percent(limits.maxChangeRatio)} per system); ${SAFETY_OVERRIDE}.`,
    });
  }
  pushMass("mass-update", input.updates, "update", "change");
  for (const entry of input.systems) {
    if (entry.emptyAssetsLocation === undefined || entry.deletes === 0) continue;
    violations.push({
      rule: "empty-system",
      message: `${formatLocation(entry.emptyAssetsLocation)}: assets is empty, so the plan would delete the ${countOf(entry.deletes, "live asset")} of cyber system ${describeSystem(entry.system)}; declare its assets, set prune: false to keep them, or ${SAFETY_OVERRIDE}.`,
    });
  }
  const renames = possibleRenameViolation(input.possibleRenames);
  if (renames !== undefined) violations.push(renames);
  return { managed_live_assets: total, violations };
}

/** The possible renames a violation names one by one; the plan marks every one of them. */
export const MAX_RENAMES_NAMED = 10;

/**
 * One violation naming the first pairs: the live asset, the declared name that replaces it, and the line
 * that keeps the record instead.
 */
function possibleRenameViolation(deletes: readonly RenamedDelete[]): SafetyViolation | undefined {
  const pairs = deletes.map((operation) => {
    const rename = operation.possible_rename;
    const what = `${quote(rename.live)} (${operation.asset_id}, ${operation.asset_type}) of cyber system ${describeSystem(operation.cyber_system)}`;
    const fix = `to keep its record write ${renameFixLine(rename, operation.asset_type)}, or declare it as ${quote(rename.live)}`;
    if (rename.candidates === undefined)
      return `${what} would be deleted and ${quote(rename.declared)} created; ${fix}`;
    return `${what} would be deleted and ${declaredAsWords(rename, quote)}; if it is ${quote(rename.declared)}, ${fix}`;
  });
  if (pairs.length === 0) return undefined;
  const count = pairs.length === 1 ? "1 asset was" : `${pairs.length} assets were`;
  const named = pairs.slice(0, MAX_RENAMES_NAMED);
  const others = pairs.length - named.length;
  if (others > 0) named.push(`and ${others} more, each marked in the plan's deletes`);
  return {
    rule: "possible-rename",
    message: `${count} possibly renamed (in the service, or in a file without renamed_from): applying would replace each with a new record, and its id and compliance history would be lost: ${named.join("; ")}; ${REPLACE_OVERRIDE}.`,
  };
}

/**
 * The message of an apply refused by the safety rules, or undefined when the plan is safe or every
 * rule it breaks is allowed: --allow-replace allows possible renames, --allow-mass-delete the rest.
 */
export function unsafeMessage(
  report: SafetyReport,
  allowed: SafetyAllowances = { massDelete: false, replace: false },
): string | undefined {
  const violations = report.violations.filter((violation) =>
    violation.rule === "possible-rename" ? !allowed.replace : !allowed.massDelete,
  );
  if (violations.length === 0) return undefined;
  const rules = countOf(violations.length, "safety rule");
  const lines = violations.map((violation) => `  - ${violation.message}`);
  return `apply refused: the plan breaks ${rules}; nothing was changed.\n${lines.join("\n")}`;
}

function overRatio(count: number, total: number, limits: SafetyLimits): boolean {
  return total >= limits.minAssetsForRatio && total > 0 && count / total > limits.maxChangeRatio;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

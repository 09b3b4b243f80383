// The safety rules: a plan that would delete or change a large share of the managed inventory, or
// empty a system whose file lost its assets, is shown with violations and refused by apply unless
// the user overrides. A mistaken glob or a truncated file must never wipe a BES cyber system.
import type {
  SafetyLimits,
  SafetyReport,
  SafetyViolation,
  SourceLocation,
  SystemRef,
} from "./model.ts";
import { formatLocation } from "./diagnostics.ts";
import { describeSystem } from "./resolve.ts";

export const SAFETY_OVERRIDE =
  "re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended";

/** A document with an empty `assets` whose system would lose live assets. */
export interface EmptySystem {
  system: SystemRef;
  assetsLocation: SourceLocation;
  /** Live assets of the system the plan deletes. */
  deletes: number;
}

export interface SafetyInput {
  /** Live assets in the managed systems before the plan. */
  managedLiveAssets: number;
  deletes: number;
  /** Assets updated (a temporary rename and its final rename count once). */
  updates: number;
  emptySystems: EmptySystem[];
}

export function evaluateSafety(input: SafetyInput, limits: SafetyLimits): SafetyReport {
  const violations: SafetyViolation[] = [];
  const mass = (
    rule: "mass-delete" | "mass-update",
    count: number,
    noun: string,
    verb: string,
  ): void => {
    const reasons: string[] = [];
    const total = input.managedLiveAssets;
    if (total >= limits.minAssetsForRatio && total > 0 && count / total > limits.maxChangeRatio) {
      reasons.push(
        `would ${verb} ${percent(count / total)} of the ${total} live assets in the managed systems (limit ${percent(limits.maxChangeRatio)})`,
      );
    }
    if (count > limits.maxChanges) {
      reasons.push(`exceed the limit of ${limits.maxChanges} ${noun}s per apply`);
    }
    if (reasons.length === 0) return;
    const counted = `${count} ${noun}${count === 1 ? "" : "s"}`;
    violations.push({ rule, message: `${counted} ${reasons.join(" and ")}; ${SAFETY_OVERRIDE}.` });
  };
  mass("mass-delete", input.deletes, "delete", "remove");
  mass("mass-update", input.updates, "update", "change");
  for (const empty of input.emptySystems) {
    const assets = `${empty.deletes} live asset${empty.deletes === 1 ? "" : "s"}`;
    violations.push({
      rule: "empty-system",
      message: `${formatLocation(empty.assetsLocation)}: assets is empty, so the plan would delete the ${assets} of cyber system ${describeSystem(empty.system)}; declare its assets, set prune: false to keep them, or ${SAFETY_OVERRIDE}.`,
    });
  }
  return { managed_live_assets: input.managedLiveAssets, violations };
}

/** The message of an apply refused by the safety rules, or undefined when the plan is safe. */
export function unsafeMessage(report: SafetyReport): string | undefined {
  const { violations } = report;
  if (violations.length === 0) return undefined;
  const rules = `${violations.length} safety rule${violations.length === 1 ? "" : "s"}`;
  const lines = violations.map((violation) => `  - ${violation.message}`);
  return `apply refused: the plan breaks ${rules}; nothing was changed.\n${lines.join("\n")}`;
}

/** 0.4 -> "40%", 1/3 -> "33.3%". */
function percent(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`;
}

// Verification after apply: the live assets read once more after the last operation, compared with
// what the plan and its results say they must be. Two applies at once against a service that
// allows duplicate names both reported success and left 80 duplicates; a success that left no
// effect, or an asset another writer changed meanwhile, would otherwise go unnoticed until the
// next plan. Each finding fails the run and goes into the change record.
import {
  type ApplyResult,
  type Operation,
  type OperationResult,
  operationNumber,
  type Plan,
  type VerificationProblem,
} from "./plan-model.ts";
import type { AssetType, CyberAsset } from "../shared/live-records.ts";
import { nameKey } from "../shared/names.ts";
import { groupBy } from "../shared/collections.ts";

interface Fields {
  name: string;
  cyber_system_id: string;
  asset_type: AssetType;
}

/** What an asset must be after the apply: its fields, gone, or unknown (a failed operation). */
type Expected =
  | { kind: "present"; fields: Fields; by?: number }
  | { kind: "absent"; by: number }
  | { kind: "unknown" };

/**
 * The problems the assets read after the apply (`after`) show, in the managed systems and among
 * the assets the plan touched: operations whose success left no effect, assets changed, removed
 * or added by someone else, and names held twice. Pure: the caller reads `after`.
 */
export function verifyApply(
  plan: Plan,
  before: readonly CyberAsset[],
  result: ApplyResult,
  after: readonly CyberAsset[],
): VerificationProblem[] {
  const managed = new Set(plan.managed_systems.map((system) => system.id));
  const expected = expectedAssets(plan, before, result, managed);
  const problems: VerificationProblem[] = [];
  const afterById = new Map(after.map((asset) => [asset.id, asset]));
  for (const [id, expectation] of expected) {
    const problem = checkAsset(plan, id, expectation, afterById.get(id));
    if (problem !== undefined) problems.push(problem);
  }
  const inScope = after.filter(
    (asset) => managed.has(asset.cyber_system_id) || expected.has(asset.id),
  );
  const duplicated = new Set<string>();
  for (const holders of groupBy(inScope, (asset) => nameKey(asset.name)).values()) {
    const [first, second] = holders;
    if (first === undefined || second === undefined) continue;
    for (const holder of holders) duplicated.add(holder.id);
    problems.push({
      kind: "duplicate",
      message: `the name ${JSON.stringify(first.name)} is held by ${holders.length} assets (${holders.map(describeAsset).join(", ")}); keep one and delete the others, then plan again`,
    });
  }
  for (const asset of inScope) {
    if (expected.has(asset.id) || duplicated.has(asset.id)) continue;
    problems.push({
      kind: "changed-by-other",
      message: `asset ${describeAsset(asset)} appeared during the apply, not created by it: another writer created it, or a create whose answer was lost landed; plan again to see what it means for the declaration`,
    });
  }
  return problems;
}

/** Each asset the apply was about, as it must be afterwards (operations in plan order). */
function expectedAssets(
  plan: Plan,
  before: readonly CyberAsset[],
  result: ApplyResult,
  managed: ReadonlySet<string>,
): Map<string, Expected> {
  const expected = new Map<string, Expected>();
  for (const asset of before) {
    if (managed.has(asset.cyber_system_id)) expected.set(asset.id, present(asset));
  }
  const beforeById = new Map(before.map((asset) => [asset.id, asset]));
  const results = new Map(result.results.map((entry) => [entry.index, entry]));
  for (const [index, operation] of plan.operations.entries()) {
    const outcome = results.get(index);
    const id = operation.action === "create" ? outcome?.asset_id : operation.asset_id;
    if (id === undefined || outcome === undefined) continue;
    if (outcome.status === "failed") {
      expected.set(id, { kind: "unknown" });
    } else if (outcome.status === "succeeded") {
      const previous = expected.get(id);
      const base = previous?.kind === "present" ? previous.fields : beforeById.get(id);
      expected.set(id, effectOf(operation, index, base));
    } else if (!expected.has(id)) {
      const before = beforeById.get(id);
      if (before !== undefined) expected.set(id, present(before));
    }
  }
  return expected;
}

function effectOf(operation: Operation, index: number, base: Fields | undefined): Expected {
  switch (operation.action) {
    case "delete":
      return { kind: "absent", by: index };
    case "create":
      return {
        kind: "present",
        by: index,
        fields: {
          name: operation.name,
          cyber_system_id: operation.cyber_system.id,
          asset_type: operation.asset_type,
        },
      };
    case "update": {
      const { changes } = operation;
      const assetType = changes.asset_type?.to ?? base?.asset_type;
      if (assetType === undefined) return { kind: "unknown" };
      return {
        kind: "present",
        by: index,
        fields: {
          name: changes.name?.to ?? operation.name,
          cyber_system_id: changes.cyber_system?.to.id ?? operation.cyber_system.id,
          asset_type: assetType,
        },
      };
    }
  }
}

function checkAsset(
  plan: Plan,
  id: string,
  expectation: Expected,
  found: CyberAsset | undefined,
): VerificationProblem | undefined {
  if (expectation.kind === "unknown") return undefined;
  if (expectation.kind === "absent") {
    if (found === undefined) return undefined;
    return noEffect(plan, expectation.by, `GET /cyber-assets still lists ${describeAsset(found)}`);
  }
  const want = expectation.fields;
  if (found !== undefined && sameFields(found, want)) return undefined;
  const now =
    found === undefined ? "the asset is gone" : `the asset is now ${describeAsset(found)}`;
  if (expectation.by !== undefined) return noEffect(plan, expectation.by, now);
  return {
    kind: "changed-by-other",
    message: `asset ${JSON.stringify(want.name)} (${id}) changed during the apply, not by it: ${now}; plan again to see what it means for the declaration`,
  };
}

function noEffect(plan: Plan, index: number, now: string): VerificationProblem {
  const operation = plan.operations[index];
  const described = operation === undefined ? "" : ` (${describeOperation(operation)})`;
  return {
    kind: "no-effect",
    operation: index,
    message: `operation #${operationNumber(index)}${described} reported success, but after the apply ${now}; run plan again to see what is left`,
  };
}

/**
 * The results with each operation whose effect is missing marked failed, so that the record claims
 * only what this run did. The problems stay listed in `verification` too.
 */
export function withVerification(
  result: ApplyResult,
  problems: readonly VerificationProblem[],
): ApplyResult {
  const missing = new Map<number, string>();
  for (const problem of problems) {
    if (problem.operation !== undefined) missing.set(problem.operation, problem.message);
  }
  const results = result.results.map((entry): OperationResult => {
    const message = missing.get(entry.index);
    if (message === undefined || entry.status !== "succeeded") return entry;
    return { ...entry, status: "failed", error: message };
  });
  const summary = { succeeded: 0, failed: 0, skipped: 0 };
  for (const entry of results) summary[entry.status]++;
  return { ...result, results, summary, verification: { problems: [...problems] } };
}

function present(asset: CyberAsset): Expected {
  return {
    kind: "present",
    fields: {
      name: asset.name,
      cyber_system_id: asset.cyber_system_id,
      asset_type: asset.asset_type,
    },
  };
}

function sameFields(asset: Fields, want: Fields): boolean {
  return (
    asset.name === want.name &&
    asset.cyber_system_id === want.cyber_system_id &&
    asset.asset_type === want.asset_type
  );
}

function describeAsset(asset: CyberAsset): string {
  return `${JSON.stringify(asset.name)} (${asset.id}, ${asset.asset_type}, in ${asset.cyber_system_id})`;
}

function describeOperation(operation: Operation): string {
  const target = operation.action === "create" ? "" : ` (${operation.asset_id})`;
  return `${operation.action} ${JSON.stringify(operation.name)}${target}`;
}

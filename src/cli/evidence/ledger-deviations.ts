// The audit report's change entries with the deviations the ledger shows of them (issue 71): a
// record that did not compare its baselines itself (an apply from the terminal without --base)
// still changed them, and the obligations' pass knows which items of which asset, from their
// digests. Each entry is given its record's; an entry whose record compared keeps its own.
import type {
  ChangeEntry,
  DeclaredPatches,
  LedgerDeviation,
} from "../../core/evidence/report/report-entries.ts";
import type { RecordDeviation } from "../../core/obligations/baseline-changes/record-deviations.ts";
import type { AuditReport } from "../../render/evidence/obligations.ts";
import { recordKey } from "../../core/evidence/chain/record-files.ts";
import { groupBy, mapped } from "../../core/shared/collections.ts";
import { nameKey } from "../../core/shared/names.ts";

/** `report` whose change entries (in its workspaces and its exceptions) carry `deviations`. */
export function withLedgerDeviations(
  report: AuditReport,
  deviations: readonly RecordDeviation[],
): AuditReport {
  if (deviations.length === 0) return report;
  const byRecord = groupBy(deviations, (deviation) =>
    recordKey(deviation.workspace, deviation.record_sequence),
  );
  const withDeviations = (workspace: string, change: ChangeEntry): ChangeEntry => {
    if (change.baseline_deviations?.compared_with) return change;
    const found = byRecord.get(recordKey(workspace, change.sequence));
    if (found === undefined) return change;
    const patchesOf = declaredPatchesOf(change.declared_patches ?? []);
    const ledger_deviations = found.map(
      ({ workspace: _workspace, record_sequence: _sequence, ...deviation }) => {
        const patches = patchesOf(deviation);
        return patches === undefined ? deviation : { ...deviation, patches };
      },
    );
    return { ...change, ledger_deviations };
  };
  return {
    ...report,
    exceptions: report.exceptions.map((exception) =>
      exception.kind === "change"
        ? { ...exception, change: withDeviations(exception.workspace, exception.change) }
        : exception,
    ),
    workspaces: report.workspaces.map((workspace) => {
      const deviated = (change: ChangeEntry) => withDeviations(workspace.workspace, change);
      return {
        ...workspace,
        changes: mapped(workspace.changes, deviated),
        latest: { ...workspace.latest, changes: mapped(workspace.latest.changes, deviated) },
      };
    }),
  };
}

/**
 * The patches `declared` names for an asset: those of the first entry for it, by id where both
 * have one, else by name. Indexed once, not searched per asset: a record that patched 10,000
 * assets would compare 10,000 entries for each.
 */
export function declaredPatchesOf(
  declared: readonly DeclaredPatches[],
): (asset: Pick<LedgerDeviation, "asset" | "asset_id">) => string[] | undefined {
  // The first entry's place for each id; for each name, the first of any entry, and the first of
  // an entry without an id.
  const byId = new Map<string, number>();
  const byName = new Map<string, number>();
  const byNameWithoutId = new Map<string, number>();
  const first = (map: Map<string, number>, key: string, at: number) => {
    if (!map.has(key)) map.set(key, at);
  };
  declared.forEach(({ asset, asset_id }, at) => {
    const name = nameKey(asset);
    first(byName, name, at);
    if (asset_id === undefined) first(byNameWithoutId, name, at);
    else first(byId, asset_id, at);
  });
  return ({ asset, asset_id }) => {
    const name = nameKey(asset);
    const at =
      asset_id === undefined
        ? byName.get(name)
        : Math.min(byId.get(asset_id) ?? Infinity, byNameWithoutId.get(name) ?? Infinity);
    return at === undefined ? undefined : declared[at]?.patches;
  };
}

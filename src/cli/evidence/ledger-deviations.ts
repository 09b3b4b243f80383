// The audit report's change entries with the deviations the ledger shows of them (issue 71): a
// record that did not compare its baselines itself (an apply from the terminal without --base)
// still changed them, and the obligations' pass knows which items of which asset, from their
// digests. Each entry is given its record's; an entry whose record compared keeps its own.
import type { ChangeEntry } from "../../core/evidence/report/report-entries.ts";
import type { RecordDeviation } from "../../core/obligations/baseline-changes/record-deviations.ts";
import type { AuditReport } from "../../render/evidence/obligations.ts";
import { nameKey } from "../../core/shared/names.ts";

/** `report` whose change entries (in its workspaces and its exceptions) carry `deviations`. */
export function withLedgerDeviations(
  report: AuditReport,
  deviations: readonly RecordDeviation[],
): AuditReport {
  if (deviations.length === 0) return report;
  const byRecord = new Map<string, RecordDeviation[]>();
  for (const deviation of deviations) {
    const key = `${deviation.workspace}\u0000${deviation.record_sequence}`;
    byRecord.set(key, [...(byRecord.get(key) ?? []), deviation]);
  }
  const withDeviations = (workspace: string, change: ChangeEntry): ChangeEntry => {
    if (change.baseline_deviations?.compared_with) return change;
    const found = byRecord.get(`${workspace}\u0000${change.sequence}`);
    if (found === undefined) return change;
    const ledger_deviations = found.map(
      ({ workspace: _workspace, record_sequence: _sequence, ...deviation }) => {
        const patches = change.declared_patches?.find((declared) =>
          declared.asset_id !== undefined && deviation.asset_id !== undefined
            ? declared.asset_id === deviation.asset_id
            : nameKey(declared.asset) === nameKey(deviation.asset),
        )?.patches;
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

/** `items` with `map` applied as they are iterated, each time: the changes are read lazily. */
function mapped<T, U>(items: Iterable<T>, map: (item: T) => U): Iterable<U> {
  return {
    *[Symbol.iterator]() {
      for (const item of items) yield map(item);
    },
  };
}

// The rows of the records the populations list one by one: a change record's operations (the
// inventory changes) and a drift check (the inventory reconciliation). Pure.
import type { EvidenceRecord, HashedRecord } from "../evidence/records/evidence-record.ts";
import { citationOf, type Row } from "./citation.ts";
import { operationKey } from "./obligations/obligation-populations.ts";

/** A drift check's row: the files against the service, not configuration monitoring of a device. */
export function reconciliationRow(
  record: Extract<EvidenceRecord, { kind: "monitoring" }>,
  source: Row,
  timestamp: string,
): Row {
  return {
    ...source,
    timestamp,
    in_sync: record.monitoring.in_sync,
    differences: record.monitoring.differences.length,
    cyber_systems: record.monitoring.systems
      .map((system) => `${system.name} (${system.id})`)
      .join("; "),
    run_url: record.run.run_url,
  };
}

/**
 * A change record's operation rows: the merge, the operation and the asset's baseline before and
 * after it, each with its operation's key (operationKey), which names what the obligations it
 * opened for the asset became (ObligationRows.openedBy) once they are judged.
 */
export interface OperationRow {
  key: string;
  row: Row;
}

/**
 * A change record's rows, one per operation, but for what the obligations it opened became: made
 * as the record is verified, from its bytes then, and finished once the obligations are judged.
 */
export function operationRows(
  entry: HashedRecord,
  baselines: { before: Map<string, string>; after: Map<string, string> },
  timestamp: string,
): OperationRow[] {
  const source = citationOf(entry);
  const record = entry.record as Extract<EvidenceRecord, { kind: "change" }>;
  const { change } = record;
  const pulls = change.pull_request !== null ? [change.pull_request] : (change.pull_requests ?? []);
  const met = (change.policy?.rules ?? [])
    .filter((rule) => rule.result === "met")
    .map((rule) => `${rule.id} (${rule.requirements.flatMap((r) => r.satisfied_by).join(", ")})`);
  return (change.change_record?.operations ?? []).map((operation) => {
    const key = `${operation.cyber_system.id}/${operation.name}`;
    return {
      key: operationKey(
        record.workspace,
        record.sequence,
        operation.cyber_system.id,
        operation.name,
      ),
      row: {
        ...source,
        timestamp,
        outcome: change.outcome,
        pull_request: pulls.map((pull) => pull.number).join("; ") || null,
        pull_request_url: pulls.map((pull) => pull.url).join(" ") || null,
        author: pulls.map((pull) => pull.author).join("; ") || null,
        approved_by: pulls
          .flatMap((pull) =>
            pull.approved_by.map((login) => {
              const at = pull.approved_at?.[login];
              return at === undefined ? login : `${login} (${at})`;
            }),
          )
          .join("; "),
        merged_by:
          pulls
            .map((pull) => pull.merged_by)
            .filter((login) => login !== null)
            .join("; ") || null,
        policy_rules_met: met.join("; "),
        operation: operation.index,
        action: operation.action,
        name: operation.name,
        asset_id: operation.asset_id ?? null,
        cyber_system_id: operation.cyber_system.id,
        cyber_system: operation.cyber_system.name,
        impact: operation.cyber_system.impact ?? null,
        baseline_before: baselines.before.get(key) ?? null,
        baseline_after: baselines.after.get(key) ?? null,
      },
    };
  });
}

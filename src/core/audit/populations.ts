// The populations an auditor samples from, for a period, from the evidence ledger: the cyber assets
// the inventory held, every applied operation, every drift check, and the exceptions. Every row
// names the ledger record(s) it comes from (workspace, sequence, SHA-256), so that a sampled row is
// checked against the record, and the record against the chain (`evidence verify --expect-head`).
// Pure: a function of the records (any order), the period and the obligations.
import { type EvidenceRecord, type HashedRecord } from "../evidence/evidence-record.ts";
import { recordPath } from "../evidence/record-files.ts";
import { changeExceptions } from "../evidence/report-entries.ts";
import { type Obligation, subjectText } from "../obligations/obligations.ts";
import { compareCodePoints } from "../shared/names.ts";

export interface Period {
  from: Date;
  /** The first instant after it. */
  to: Date;
}

type Row = Record<string, string | number | boolean | null>;

export interface Populations {
  assets: Row[];
  changes: Row[];
  monitoring: Row[];
  exceptions: Row[];
}

export const POPULATION_NAMES = ["assets", "changes", "monitoring", "exceptions"] as const;

/** The columns of each population, in order: the CSV header and the JSON keys. */
export const POPULATION_COLUMNS: Readonly<Record<keyof Populations, readonly string[]>> = {
  assets: [
    "workspace",
    "parent_kind",
    "parent",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "asset_type",
    "name",
    "asset_id",
    "first_applied_sequence",
    "first_applied_sha256",
    "first_applied_at",
    "last_change_sequence",
    "last_change_sha256",
    "last_change_at",
    "deleted",
  ],
  changes: [
    "workspace",
    "record_sequence",
    "record_sha256",
    "record_path",
    "recorded_at",
    "timestamp",
    "outcome",
    "pull_request",
    "pull_request_url",
    "author",
    "approved_by",
    "merged_by",
    "policy_rules_met",
    "operation",
    "action",
    "name",
    "asset_id",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "baseline_before",
    "baseline_after",
    "obligations_opened",
    "obligations_closed_by",
  ],
  monitoring: [
    "workspace",
    "record_sequence",
    "record_sha256",
    "record_path",
    "recorded_at",
    "timestamp",
    "in_sync",
    "differences",
    "cyber_systems",
    "run_url",
  ],
  exceptions: [
    "workspace",
    "record_sequence",
    "record_sha256",
    "record_path",
    "recorded_at",
    "kind",
    "detail",
  ],
};

const digestOf = (sha256: string) => `sha256:${sha256}`;

export function populations(
  records: readonly HashedRecord[],
  period: Period,
  obligations: readonly Obligation[],
  stamp: (record: EvidenceRecord) => string = () => "not timestamped",
): Populations {
  const sorted = [...records].sort(
    (a, b) =>
      compareCodePoints(a.record.workspace, b.record.workspace) ||
      a.record.sequence - b.record.sequence,
  );
  const inPeriod = (record: EvidenceRecord) => {
    const at = Date.parse(record.recorded_at);
    return at >= period.from.getTime() && at < period.to.getTime();
  };
  const result: Populations = { assets: [], changes: [], monitoring: [], exceptions: [] };
  // The obligations each operation opened, by record and asset: one lookup per row.
  const openedBy = new Map<string, Obligation[]>();
  for (const o of obligations) {
    const key = `${o.opened_by.workspace}#${o.opened_by.sequence}/${o.subject.cyber_system_id ?? ""}/${o.subject.asset ?? ""}`;
    openedBy.set(key, [...(openedBy.get(key) ?? []), o]);
  }
  const assets = new Map<string, Row>();
  const baselines = new Map<string, Map<string, string>>();
  for (const entry of sorted) {
    const { record } = entry;
    const source = {
      workspace: record.workspace,
      record_sequence: record.sequence,
      record_sha256: digestOf(entry.sha256),
      record_path: recordPath(record),
      recorded_at: record.recorded_at,
    };
    if (record.kind === "configuration-monitoring") continue; // its population: issue 43 item 7
    if (record.kind === "monitoring") {
      if (!inPeriod(record)) continue;
      result.monitoring.push({
        ...source,
        timestamp: stamp(record),
        in_sync: record.monitoring.in_sync,
        differences: record.monitoring.differences.length,
        cyber_systems: record.monitoring.systems
          .map((system) => `${system.name} (${system.id})`)
          .join("; "),
        run_url: record.run.run_url,
      });
      continue;
    }
    const before = baselines.get(record.workspace) ?? new Map<string, string>();
    const after =
      record.change.baselines === undefined
        ? before
        : new Map(
            record.change.baselines.map((b) => [`${b.cyber_system_id}/${b.asset}`, b.digest]),
          );
    baselines.set(record.workspace, after);
    trackAssets(assets, entry, period);
    if (!inPeriod(record)) continue;
    const exceptions = changeExceptions(record.change.outcome, record.origin === "cli");
    for (const kind of exceptions) {
      result.exceptions.push({ ...source, kind, detail: record.change.reason ?? "" });
    }
    result.changes.push(...changeRows(entry, source, { before, after }, openedBy, stamp(record)));
  }
  result.exceptions.push(...outageExceptions(sorted, inPeriod));
  result.assets = [...assets.values()];
  const paths = new Map(
    sorted.map(({ record }) => [`${record.workspace}#${record.sequence}`, recordPath(record)]),
  );
  result.exceptions.push(...obligationExceptions(obligations, paths));
  return result;
}

/**
 * The records of the period that a later record declares untimestamped (a TSA outage): their token,
 * if any, came late, which an auditor must have explained, as the audit report says.
 */
function outageExceptions(
  sorted: readonly HashedRecord[],
  inPeriod: (record: EvidenceRecord) => boolean,
): Row[] {
  const declaredBy = new Map<string, number>();
  for (const { record } of sorted) {
    for (const sequence of record.untimestamped_predecessors ?? []) {
      const key = `${record.workspace}#${sequence}`;
      if (!declaredBy.has(key)) declaredBy.set(key, record.sequence);
    }
  }
  return sorted.flatMap((entry): Row[] => {
    const { record } = entry;
    const by = declaredBy.get(`${record.workspace}#${record.sequence}`);
    if (by === undefined || !inPeriod(record)) return [];
    return [
      {
        workspace: record.workspace,
        record_sequence: record.sequence,
        record_sha256: digestOf(entry.sha256),
        record_path: recordPath(record),
        recorded_at: record.recorded_at,
        kind: "timestamp late (TSA outage)",
        detail: `no timestamp when recorded; declared untimestamped by record ${by}`,
      },
    ];
  });
}

/** The obligations overdue or closed late, as exceptions at the record that opened or closed them. */
function obligationExceptions(
  obligations: readonly Obligation[],
  paths: ReadonlyMap<string, string>,
): Row[] {
  const rows: Row[] = [];
  for (const obligation of obligations) {
    if (obligation.status !== "overdue" && obligation.status !== "closed-late") continue;
    const ref = obligation.closed_by ?? obligation.opened_by;
    rows.push({
      workspace: obligation.workspace,
      record_sequence: ref.sequence,
      record_sha256: digestOf(ref.sha256),
      record_path: paths.get(`${ref.workspace}#${ref.sequence}`) ?? null,
      recorded_at: ref.recorded_at,
      kind: `${obligation.kind} ${obligation.status}`,
      detail: `${subjectText(obligation)}: due ${obligation.due ?? ""}, opened by record ${obligation.opened_by.sequence}`,
    });
  }
  return rows;
}

/** Each asset the applied operations of the chain name, as of the end of the period. */
function trackAssets(assets: Map<string, Row>, entry: HashedRecord, period: Period): void {
  const { record } = entry;
  if (record.kind !== "change" || Date.parse(record.recorded_at) >= period.to.getTime()) return;
  for (const operation of record.change.change_record?.operations ?? []) {
    if (operation.result !== "succeeded" || operation.asset_id === undefined) continue;
    const key = `${record.workspace}/${operation.asset_id}`;
    const seen = assets.get(key);
    const system = operation.cyber_system;
    const applied = {
      sequence: record.sequence,
      sha256: digestOf(entry.sha256),
      at: record.recorded_at,
    };
    assets.set(key, {
      workspace: record.workspace,
      parent_kind: system.parent?.kind ?? null,
      parent: system.parent?.name ?? null,
      cyber_system_id: system.id,
      cyber_system: system.name,
      impact: system.impact ?? null,
      asset_type: operation.asset_type ?? (seen?.asset_type as string | undefined) ?? null,
      name: operation.name,
      asset_id: operation.asset_id,
      first_applied_sequence:
        (seen?.first_applied_sequence as number | undefined) ?? applied.sequence,
      first_applied_sha256: (seen?.first_applied_sha256 as string | undefined) ?? applied.sha256,
      first_applied_at: (seen?.first_applied_at as string | undefined) ?? applied.at,
      last_change_sequence: applied.sequence,
      last_change_sha256: applied.sha256,
      last_change_at: applied.at,
      deleted: operation.action === "delete",
    });
    // An asset deleted before the period began is not in its population.
    if (operation.action === "delete" && Date.parse(record.recorded_at) < period.from.getTime()) {
      assets.delete(key);
    }
  }
}

function changeRows(
  entry: HashedRecord,
  source: Row,
  baselines: { before: Map<string, string>; after: Map<string, string> },
  obligations: ReadonlyMap<string, Obligation[]>,
  timestamp: string,
): Row[] {
  const record = entry.record as Extract<EvidenceRecord, { kind: "change" }>;
  const { change } = record;
  const pulls = change.pull_request !== null ? [change.pull_request] : (change.pull_requests ?? []);
  const met = (change.policy?.rules ?? [])
    .filter((rule) => rule.result === "met")
    .map((rule) => `${rule.id} (${rule.requirements.flatMap((r) => r.satisfied_by).join(", ")})`);
  const opened = (name: string, system: string) =>
    obligations.get(`${record.workspace}#${record.sequence}/${system}/${name}`) ?? [];
  return (change.change_record?.operations ?? []).map((operation) => {
    const key = `${operation.cyber_system.id}/${operation.name}`;
    const these = opened(operation.name, operation.cyber_system.id);
    return {
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
      obligations_opened: these.map((o) => o.kind).join("; "),
      obligations_closed_by: these
        .map((o) =>
          o.closed_by === undefined
            ? `${o.kind}: ${o.status}`
            : `${o.kind}: record ${o.closed_by.sequence}`,
        )
        .join("; "),
    };
  });
}

// The populations an auditor samples from, for a period, from the evidence ledger: the cyber assets
// and BES assets as of its end (asset-population.ts), every applied operation, every inventory
// reconciliation (the drift check: the files against the service, which is not configuration
// monitoring of any device), and the exceptions. Every row
// names the ledger record(s) it comes from (workspace, sequence, SHA-256), so that a sampled row is
// checked against the record, and the record against the chain (`evidence verify --expect-head`).
// Judged as of the period's end: the caller gives only the records recorded by then, and the
// obligations judged from them as of its last day; what a later record closed appears only in
// `closed_after_period`, never as closed (on time or late) within the period. Pure: a function of
// the records (any order), the period and the obligations.
import { type EvidenceRecord, type HashedRecord } from "../evidence/evidence-record.ts";
import { recordPath } from "../evidence/record-files.ts";
import type { InventoryListing } from "../evidence/inventory-listing.ts";
import { ASSET_COLUMNS, AssetPopulation, BES_ASSET_COLUMNS } from "./asset-population.ts";
import { CITATION_COLUMNS, citationOf, type Row } from "./citation.ts";
import { PORT_COLUMNS } from "./port-population.ts";
import {
  CONFIGURATION_MONITORING_COLUMNS,
  configurationMonitoringRows,
  DEVIATION_COLUMNS,
  deviationRows,
} from "./obligation-populations.ts";
import { changeExceptions } from "../evidence/report-entries.ts";
import { type Obligation, type RecordRef, subjectText } from "../obligations/obligations.ts";
import { compareCodePoints } from "../shared/names.ts";

export interface Period {
  from: Date;
  /** The first instant after it. */
  to: Date;
}

export interface Populations {
  /** The Cyber Assets (hardware); `software` records are baseline content, never Cyber Assets. */
  assets: Row[];
  software: Row[];
  /** Every facility and control center of the last inventory listing (none without one). */
  besAssets: Row[];
  /** CIP-010 R1: one row per asset and deviation from its baseline opened in the period. */
  deviations: Row[];
  /** Each operation of the period's change records: what the inventory did (not a deviation). */
  inventoryChanges: Row[];
  /** CIP-010 R2.1: one row per asset and 35-day period, and per unauthorized change. */
  configurationMonitoring: Row[];
  /** Each inventory reconciliation (drift check): the files against the service, not a device. */
  reconciliation: Row[];
  exceptions: Row[];
  /** CIP-007 R1.1: one row per asset and declared port, as of the end (port-population.ts). */
  ports: Row[];
}

export const POPULATION_NAMES = [
  "assets",
  "software",
  "besAssets",
  "deviations",
  "inventoryChanges",
  "configurationMonitoring",
  "reconciliation",
  "exceptions",
  "ports",
] as const;

/** The columns of each population, in order: the CSV header and the JSON keys. */
export const POPULATION_COLUMNS: Readonly<Record<keyof Populations, readonly string[]>> = {
  assets: ASSET_COLUMNS,
  software: ASSET_COLUMNS,
  besAssets: BES_ASSET_COLUMNS,
  deviations: DEVIATION_COLUMNS,
  configurationMonitoring: CONFIGURATION_MONITORING_COLUMNS,
  inventoryChanges: [
    ...CITATION_COLUMNS,
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
    "closed_after_period",
  ],
  reconciliation: [
    ...CITATION_COLUMNS,
    "timestamp",
    "in_sync",
    "differences",
    "cyber_systems",
    "run_url",
  ],
  exceptions: [...CITATION_COLUMNS, "kind", "detail"],
  ports: PORT_COLUMNS,
};

const digestOf = (sha256: string) => `sha256:${sha256}`;

/** One obligation, whichever records it was judged from: its kind, opening record and subject. */
const obligationKey = (o: Obligation) =>
  `${o.kind}|${o.opened_by.workspace}#${o.opened_by.sequence}|${subjectText(o)}`;

/** The obligations each operation opened, by record and asset: one lookup per row. */
function openedByRecord(obligations: readonly Obligation[]): Map<string, Obligation[]> {
  const openedBy = new Map<string, Obligation[]>();
  for (const o of obligations) {
    const key = `${o.opened_by.workspace}#${o.opened_by.sequence}/${o.subject.cyber_system_id ?? ""}/${o.subject.asset ?? ""}`;
    openedBy.set(key, [...(openedBy.get(key) ?? []), o]);
  }
  return openedBy;
}

/** The deviations and the configuration monitoring, from the obligations as of the period's end. */
function cip010Populations(
  obligations: readonly Obligation[],
  paths: ReadonlyMap<string, string>,
  period: Period,
): Pick<Populations, "deviations" | "configurationMonitoring"> {
  const inPeriod = (ref: RecordRef) => {
    const at = Date.parse(ref.recorded_at);
    return at >= period.from.getTime() && at < period.to.getTime();
  };
  return {
    deviations: deviationRows(obligations, { paths, inPeriod }),
    configurationMonitoring: configurationMonitoringRows(
      obligations,
      { paths, inPeriod },
      period.from,
    ),
  };
}

/** What the populations are judged with besides the records. */
export interface PopulationInputs {
  /** The obligations judged from the records as of the period's last day. */
  obligations: readonly Obligation[];
  /** The same judged from every record: only the closes after the period are read of them. */
  later?: readonly Obligation[];
  /** The timestamp of a record, as its token states. */
  stamp?: (record: EvidenceRecord) => string;
  /** The inventory listings beside reconciliation records, by record path (checked by the caller). */
  listings?: ReadonlyMap<string, InventoryListing>;
  /** The ports population, built from content read at commits (port-population.ts). */
  ports?: readonly Row[];
}

/** The populations of `period` from `records`: those recorded by its end. */
export function populations(
  records: readonly HashedRecord[],
  period: Period,
  inputs: PopulationInputs,
): Populations {
  const { obligations, later = [], listings = new Map<string, InventoryListing>() } = inputs;
  const stamp = inputs.stamp ?? (() => "not timestamped");
  const sorted = [...records].sort(
    (a, b) =>
      compareCodePoints(a.record.workspace, b.record.workspace) ||
      a.record.sequence - b.record.sequence,
  );
  const inPeriod = (record: EvidenceRecord) => {
    const at = Date.parse(record.recorded_at);
    return at >= period.from.getTime() && at < period.to.getTime();
  };
  const result: Populations = {
    assets: [],
    software: [],
    besAssets: [],
    deviations: [],
    inventoryChanges: [],
    configurationMonitoring: [],
    reconciliation: [],
    exceptions: [],
    ports: [...(inputs.ports ?? [])],
  };
  const openedBy = openedByRecord(obligations);
  const closedLater = new Map(
    later.flatMap((o) => (o.closed_by === undefined ? [] : [[obligationKey(o), o.closed_by]])),
  );
  const assets = new AssetPopulation(period.from);
  const baselines = new Map<string, Map<string, string>>();
  for (const entry of sorted) {
    const { record } = entry;
    const source = citationOf(entry);
    if (Date.parse(record.recorded_at) < period.to.getTime())
      assets.add(entry, listings.get(recordPath(record)));
    // Its population comes from the R2.1 obligations (configurationMonitoringRows).
    if (record.kind === "configuration-monitoring") continue;
    if (record.kind === "monitoring") {
      if (!inPeriod(record)) continue;
      result.reconciliation.push(reconciliationRow(record, source, stamp(record)));
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
    if (!inPeriod(record)) continue;
    const exceptions = changeExceptions(record.change.outcome, record.origin === "cli");
    for (const kind of exceptions) {
      result.exceptions.push({ ...source, kind, detail: record.change.reason ?? "" });
    }
    const opened = { byRecord: openedBy, closedLater };
    result.inventoryChanges.push(
      ...changeRows(entry, source, { before, after }, opened, stamp(record)),
    );
  }
  result.exceptions.push(...outageExceptions(sorted, inPeriod));
  const asOfEnd = assets.rows();
  for (const row of asOfEnd.assets)
    (row.asset_type === "software" ? result.software : result.assets).push(row);
  result.besAssets = asOfEnd.besAssets;
  const paths = new Map(
    sorted.map(({ record }) => [`${record.workspace}#${record.sequence}`, recordPath(record)]),
  );
  result.exceptions.push(...obligationExceptions(obligations, paths));
  Object.assign(result, cip010Populations(obligations, paths, period));
  return result;
}

function reconciliationRow(
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
        ...citationOf(entry),
        kind: "timestamp late (TSA outage)",
        detail: `no timestamp when recorded; declared untimestamped by record ${by}`,
      },
    ];
  });
}

/**
 * The obligations that are exceptions, overdue or closed late, at the record that opened or closed
 * them, each with why.
 */
function obligationExceptions(
  obligations: readonly Obligation[],
  paths: ReadonlyMap<string, string>,
): Row[] {
  const rows: Row[] = [];
  for (const obligation of obligations) {
    const { status } = obligation;
    if (status !== "exception" && status !== "overdue" && status !== "closed-late") continue;
    const ref = obligation.closed_by ?? obligation.opened_by;
    rows.push({
      workspace: obligation.workspace,
      record_sequence: ref.sequence,
      record_sha256: digestOf(ref.sha256),
      record_path: paths.get(`${ref.workspace}#${ref.sequence}`) ?? null,
      recorded_at: ref.recorded_at,
      kind: `${obligation.kind} ${obligation.status}`,
      detail: `${subjectText(obligation)}: due ${obligation.due ?? ""}, opened by record ${obligation.opened_by.sequence}${obligation.reason === undefined ? "" : `: ${obligation.reason}`}${(obligation.not_closed_by ?? []).map((n) => `; not closed by record ${n.record.sequence} (${n.why})`).join("")}`,
    });
  }
  return rows;
}

function changeRows(
  entry: HashedRecord,
  source: Row,
  baselines: { before: Map<string, string>; after: Map<string, string> },
  obligations: {
    byRecord: ReadonlyMap<string, Obligation[]>;
    closedLater: ReadonlyMap<string, RecordRef>;
  },
  timestamp: string,
): Row[] {
  const record = entry.record as Extract<EvidenceRecord, { kind: "change" }>;
  const { change } = record;
  const pulls = change.pull_request !== null ? [change.pull_request] : (change.pull_requests ?? []);
  const met = (change.policy?.rules ?? [])
    .filter((rule) => rule.result === "met")
    .map((rule) => `${rule.id} (${rule.requirements.flatMap((r) => r.satisfied_by).join(", ")})`);
  const opened = (name: string, system: string) =>
    obligations.byRecord.get(`${record.workspace}#${record.sequence}/${system}/${name}`) ?? [];
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
      closed_after_period: these
        .flatMap((o) => {
          if (o.closed_by !== undefined) return [];
          const closed = obligations.closedLater.get(obligationKey(o));
          return closed === undefined
            ? []
            : [`${o.kind}: record ${closed.sequence} (${closed.recorded_at})`];
        })
        .join("; "),
    };
  });
}

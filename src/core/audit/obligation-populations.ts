// The populations an auditor samples CIP-010 from, made of the obligations judged as of the
// period's end: the deviations (one row per asset and deviation from its baseline: the R1.1 items
// changed, who authorized it and when, the completion of the field change, when the baseline was
// updated and the R1.3 status, the R1.4 to R1.6 reminders), and the configuration monitoring (one
// row per asset and 35-day period of R2.1, and per unauthorized change detected). Every row cites
// the record that opened it. Pure.
import type { Obligation, RecordRef } from "../obligations/obligations.ts";
import { CITATION_COLUMNS, type Row } from "./citation.ts";

export const DEVIATION_COLUMNS = [
  ...CITATION_COLUMNS,
  "cyber_system",
  "asset",
  "asset_id",
  "items_changed",
  "authorized_at",
  "authorized_by",
  "completed_on",
  "baseline_updated_at",
  "r1_3_due",
  "r1_3_status",
  "r1_3_reason",
  "r1_4_notes",
  "r1_5",
  "r1_6",
] as const;

export const CONFIGURATION_MONITORING_COLUMNS = [
  ...CITATION_COLUMNS,
  "cyber_system",
  "asset",
  "kind",
  "due",
  "status",
  "closed_by_sequence",
  "closed_at",
  "reason",
] as const;

/** Where the obligations' records are, and which of them fall in the period. */
export interface PeriodRecords {
  paths: ReadonlyMap<string, string>;
  inPeriod: (ref: RecordRef) => boolean;
}

function citation(ref: RecordRef, records: PeriodRecords): Row {
  return {
    workspace: ref.workspace,
    record_sequence: ref.sequence,
    record_sha256: `sha256:${ref.sha256}`,
    record_path: records.paths.get(`${ref.workspace}#${ref.sequence}`) ?? null,
    recorded_at: ref.recorded_at,
  };
}

/** One row per deviation opened in the period: the CIP-010 R1 obligations of one asset and record. */
export function deviationRows(obligations: readonly Obligation[], records: PeriodRecords): Row[] {
  const byDeviation = new Map<string, Obligation[]>();
  for (const o of obligations) {
    if (!/^CIP-010 R1\.[2-6]$/.test(o.kind) || !records.inPeriod(o.opened_by)) continue;
    const key = `${o.workspace}#${o.opened_by.sequence}|${o.subject.cyber_system ?? ""}|${o.subject.asset_id ?? o.subject.asset ?? ""}`;
    byDeviation.set(key, [...(byDeviation.get(key) ?? []), o]);
  }
  return [...byDeviation.values()].map((found) => {
    const of = (kind: string) => found.find((o) => o.kind === kind);
    const [first] = found;
    const r13 = of("CIP-010 R1.3");
    const authorized = of("CIP-010 R1.2")?.authorized ?? r13?.authorized;
    return {
      ...citation(first!.opened_by, records),
      cyber_system: first!.subject.cyber_system ?? null,
      asset: first!.subject.asset ?? null,
      asset_id: first!.subject.asset_id ?? null,
      items_changed: (first!.items ?? []).join("; "),
      authorized_at: authorized?.at ?? null,
      authorized_by: authorized?.by.join("; ") ?? null,
      completed_on: r13?.completed?.on ?? null,
      baseline_updated_at: r13?.closed_by?.recorded_at ?? null,
      r1_3_due: r13?.due ?? null,
      r1_3_status: r13?.status ?? null,
      r1_3_reason: r13?.reason ?? null,
      r1_4_notes: (of("CIP-010 R1.4")?.notes ?? []).map((n) => `${n.login}: ${n.note}`).join("; "),
      r1_5: of("CIP-010 R1.5") === undefined ? "not applicable" : "reminder",
      r1_6: of("CIP-010 R1.6") === undefined ? "not applicable" : "reminder",
    };
  });
}

/** One row per asset and R2.1 period, and per unauthorized change, open at or in the period. */
export function configurationMonitoringRows(
  obligations: readonly Obligation[],
  records: PeriodRecords,
  periodStart: Date,
): Row[] {
  return obligations
    .filter((o) => o.kind === "CIP-010 R2.1")
    .filter(
      (o) =>
        o.closed_by === undefined || Date.parse(o.closed_by.recorded_at) >= periodStart.getTime(),
    )
    .map((o) => ({
      ...citation(o.opened_by, records),
      cyber_system: o.subject.cyber_system ?? null,
      asset: o.subject.asset ?? null,
      kind: o.due === null ? "unauthorized change" : "35-day period",
      due: o.due,
      status: o.status,
      closed_by_sequence: o.closed_by?.sequence ?? null,
      closed_at: o.closed_by?.recorded_at ?? null,
      reason: o.reason ?? null,
    }));
}

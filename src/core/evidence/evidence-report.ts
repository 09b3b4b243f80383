// The audit pack: what an auditor asks of the evidence ledger for a period. Every change (CIP-010
// R1: authorised, documented, what was executed), every monitoring run (R2: at least every 35
// days), the longest gap between monitoring runs with every gap over the limit flagged, and every
// drift episode from first seen to resolved. Built from a verified ledger; nothing here prints.
import type { ChainBreak, LedgerFile } from "./evidence-chain.ts";
import { verifyLedger } from "./evidence-chain.ts";
import { adjacentPairs } from "../shared/collections.ts";
import { assertNever } from "../shared/exhaustive.ts";
import type { EvidenceRecord } from "./evidence-record.ts";
import { type DriftEpisode, driftEpisodes } from "./drift-episodes.ts";
import {
  type ChangeEntry,
  changeEntry,
  type MonitoringEntry,
  monitoringEntry,
} from "./report-entries.ts";

export type { ChangeEntry, MonitoringEntry } from "./report-entries.ts";
export type { DriftEpisode } from "./drift-episodes.ts";

/** CIP-010 R2.1: monitor the baseline at least once every 35 calendar days. */
const MONITORING_LIMIT_DAYS = 35;

const DAY_MS = 86_400_000;

interface ReportPeriod {
  /** First instant of the period. */
  from: Date;
  /** First instant after the period. */
  to: Date;
}

/** Time without monitoring: between two runs, or at an end of the period. */
export interface MonitoringGap {
  /** The run before (or the period's start when no run came before). */
  from: string;
  /** The run after (or the period's end, or the report's time, when none came after). */
  to: string;
  /** Calendar days (UTC) between the two. */
  days: number;
  over_limit: boolean;
}

/** A month of a workspace (UTC): what happened, for the summary of a long period. */
export interface MonthSummary {
  /** "2026-01". */
  month: string;
  changes: number;
  monitoring_runs: number;
  drift_runs: number;
  /** The report's exceptions that fall in the month. */
  exceptions: number;
}

/** What an auditor reads first: each change, gap or drift that needs an explanation. */
export type ReportException = { workspace: string; at: string } & (
  | { kind: "change"; change: ChangeEntry }
  | { kind: "gap"; gap: MonitoringGap }
  | { kind: "drift"; episode: DriftEpisode }
);

export interface WorkspaceReport {
  workspace: string;
  changes: ChangeEntry[];
  monitoring: MonitoringEntry[];
  longest_gap: MonitoringGap | null;
  gaps_over_limit: MonitoringGap[];
  drift_episodes: DriftEpisode[];
  months: MonthSummary[];
}

/** Whose inventory the report covers, as the ledger's records state it (each distinct value). */
export interface ReportSubject {
  organizations: string[];
  repositories: string[];
  /** The service's origin (scheme, host, port). */
  services: string[];
  workspaces: string[];
}

export interface EvidenceReport {
  subject: ReportSubject;
  period: { from: string; to: string };
  generated_at: string;
  /** The version of cip-sync that generated the report. */
  generated_by: string;
  limit_days: number;
  /** Records in the ledger (all of them, not only the period's), and the chain's breaks. */
  ledger: { records: number; breaks: ChainBreak[] };
  /** Refused, failed, partly applied and break-glass changes; gaps over the limit; unresolved drift. */
  exceptions: ReportException[];
  workspaces: WorkspaceReport[];
}

interface ReportOptions {
  /** Each timestamped record's "<TSA>, <time>", by record path. */
  timestamps?: ReadonlyMap<string, string>;
  /** The version of cip-sync generating the report. */
  toolVersion?: string;
}

export function buildEvidenceReport(
  files: readonly LedgerFile[],
  period: ReportPeriod,
  now: Date,
  { timestamps = new Map(), toolVersion = "unknown" }: ReportOptions = {},
): EvidenceReport {
  const stamp = (path: string) => timestamps.get(path) ?? "not timestamped";
  const verified = verifyLedger(files);
  const byWorkspace = new Map<string, { path: string; record: EvidenceRecord }[]>();
  for (const entry of verified.records) {
    const list = byWorkspace.get(entry.record.workspace) ?? [];
    list.push(entry);
    byWorkspace.set(entry.record.workspace, list);
  }
  const inPeriod = (at: string) => {
    const time = Date.parse(at);
    return time >= period.from.getTime() && time < period.to.getTime();
  };
  const workspaces = [...byWorkspace].map(([workspace, records]): WorkspaceReport => {
    const { changes, monitoring } = periodEntries(
      records.filter(({ record }) => inPeriod(record.recorded_at)),
      stamp,
    );
    const gaps = monitoringGaps(records, period, now);
    const longest = gaps.reduce<MonitoringGap | null>(
      (best, gap) => (best === null || gap.days > best.days ? gap : best),
      null,
    );
    const episodes = driftEpisodes(records).filter(
      (episode) =>
        Date.parse(episode.first_seen) < period.to.getTime() &&
        (episode.resolved_at === null || Date.parse(episode.resolved_at) >= period.from.getTime()),
    );
    const report = {
      workspace,
      changes,
      monitoring,
      longest_gap: longest,
      gaps_over_limit: gaps.filter((gap) => gap.over_limit),
      drift_episodes: episodes,
    };
    return { ...report, months: monthSummaries(report, exceptionsOf(report)) };
  });
  return {
    subject: subjectOf(verified.records, [...byWorkspace.keys()]),
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    generated_at: now.toISOString(),
    generated_by: toolVersion,
    limit_days: MONITORING_LIMIT_DAYS,
    ledger: { records: verified.records.length, breaks: verified.breaks },
    exceptions: workspaces
      .flatMap(exceptionsOf)
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)),
    workspaces,
  };
}

/** The period's records as report entries, each kind in its own list. */
function periodEntries(
  records: readonly { path: string; record: EvidenceRecord }[],
  stamp: (path: string) => string,
): Pick<WorkspaceReport, "changes" | "monitoring"> {
  const entries: Pick<WorkspaceReport, "changes" | "monitoring"> = { changes: [], monitoring: [] };
  for (const { path, record } of records) {
    switch (record.kind) {
      case "change":
        entries.changes.push(changeEntry(path, record, stamp(path)));
        break;
      case "monitoring":
        entries.monitoring.push(monitoringEntry(path, record, stamp(path)));
        break;
      default:
        assertNever(record);
    }
  }
  return entries;
}

/** Each distinct organization, repository and service the records name, sorted. */
function subjectOf(
  records: readonly { record: EvidenceRecord }[],
  workspaces: string[],
): ReportSubject {
  const organizations = new Set<string>();
  const repositories = new Set<string>();
  const services = new Set<string>();
  for (const { record } of records) {
    repositories.add(record.run.repository);
    const context =
      record.kind === "change" ? record.change.change_record?.context : record.monitoring;
    if (context?.organization !== undefined) organizations.add(context.organization);
    if (context?.service !== undefined) services.add(context.service);
  }
  const sorted = (values: Set<string>) => [...values].sort();
  return {
    organizations: sorted(organizations),
    repositories: sorted(repositories),
    services: sorted(services),
    workspaces: [...workspaces].sort(),
  };
}

/** A workspace's exceptions: its changes that are one, its gaps over the limit, its open drift. */
function exceptionsOf(workspace: Omit<WorkspaceReport, "months">): ReportException[] {
  const base = { workspace: workspace.workspace };
  return [
    ...workspace.changes
      .filter((change) => change.exceptions.length > 0)
      .map((change): ReportException => ({
        ...base,
        kind: "change",
        at: change.recorded_at,
        change,
      })),
    ...workspace.gaps_over_limit.map((gap): ReportException => ({
      ...base,
      kind: "gap",
      at: gap.from,
      gap,
    })),
    ...workspace.drift_episodes
      .filter((episode) => episode.resolved_at === null)
      .map((episode): ReportException => ({
        ...base,
        kind: "drift",
        at: episode.first_seen,
        episode,
      })),
  ];
}

/** Counts per month (UTC) of the workspace's period entries and exceptions, oldest first. */
function monthSummaries(
  workspace: Omit<WorkspaceReport, "months">,
  exceptions: readonly ReportException[],
): MonthSummary[] {
  const months = new Map<string, MonthSummary>();
  const month = (at: string) => {
    const key = at.slice(0, 7);
    let summary = months.get(key);
    if (summary === undefined) {
      summary = { month: key, changes: 0, monitoring_runs: 0, drift_runs: 0, exceptions: 0 };
      months.set(key, summary);
    }
    return summary;
  };
  for (const change of workspace.changes) month(change.recorded_at).changes++;
  for (const run of workspace.monitoring) {
    const summary = month(run.recorded_at);
    summary.monitoring_runs++;
    if (!run.in_sync) summary.drift_runs++;
  }
  for (const exception of exceptions) month(exception.at).exceptions++;
  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
}

/** Whether a record is a monitoring run: the runs the gaps between them are measured from. */
function isMonitoringRun(record: EvidenceRecord): boolean {
  switch (record.kind) {
    case "change":
      return false;
    case "monitoring":
      return true;
    default:
      return assertNever(record);
  }
}

/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a: Date, b: Date): number {
  const day = (date: Date) => Math.floor(date.getTime() / DAY_MS);
  return day(b) - day(a);
}

/**
 * The stretches without monitoring that touch the period: from the last run before it (or the
 * period's start) through each run in it, to the first run after it (or the period's end, or now
 * when that is earlier).
 */
function monitoringGaps(
  records: readonly { record: EvidenceRecord }[],
  period: ReportPeriod,
  now: Date,
): MonitoringGap[] {
  const times = records
    .filter(({ record }) => isMonitoringRun(record))
    .map(({ record }) => new Date(record.recorded_at));
  const before = times.filter((time) => time < period.from).at(-1);
  const after = times.find((time) => time >= period.to);
  const end = after ?? new Date(Math.min(period.to.getTime(), now.getTime()));
  const points = [
    before ?? period.from,
    ...times.filter((time) => time >= period.from && time < period.to),
    end,
  ];
  const gaps: MonitoringGap[] = [];
  for (const [from, to] of adjacentPairs(points)) {
    if (to <= from) continue;
    const days = calendarDays(from, to);
    gaps.push({
      from: from.toISOString(),
      to: to.toISOString(),
      days,
      over_limit: days > MONITORING_LIMIT_DAYS,
    });
  }
  return gaps;
}

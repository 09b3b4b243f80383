// The audit pack: what an auditor asks of the evidence ledger for a period. Every change (CIP-010
// R1: authorised, documented, what was executed), every monitoring run (R2: at least every 35
// days), the longest gap between monitoring runs with every gap over the limit flagged, and every
// drift episode from first seen to resolved. Built from a verified ledger; nothing here prints.
import type { ChainBreak, LedgerFile } from "./evidence-chain.ts";
import { verifyLedger } from "./evidence-chain.ts";
import { adjacentPairs } from "../shared/collections.ts";
import { assertNever } from "../shared/exhaustive.ts";
import {
  type ChangeOutcome,
  type EvidenceRecord,
  type PullRequestEvidence,
  pullRequestsOf,
} from "./evidence-record.ts";

/** CIP-010 R2.1: monitor the baseline at least once every 35 calendar days. */
const MONITORING_LIMIT_DAYS = 35;

const DAY_MS = 86_400_000;

interface ReportPeriod {
  /** First instant of the period. */
  from: Date;
  /** First instant after the period. */
  to: Date;
}

export interface ChangeEntry {
  file: string;
  recorded_at: string;
  /** "<TSA>, <time>" from the record's RFC 3161 token, or "not timestamped". */
  timestamp: string;
  outcome: ChangeOutcome;
  reason: string | null;
  merge_sha: string;
  /** The pull request merged, each pull request of a merge-queue batch, or none (a direct push). */
  pull_requests: PullRequestEvidence[];
  /** True when the plan applied is the plan reviewed; null when no plan was computed or reviewed. */
  reviewed_is_executed: boolean | null;
  reviewed_fingerprint: string | null;
  plan_fingerprint: string | null;
  operations: {
    action: string;
    name: string;
    asset_id: string | null;
    result: string;
    error: string | null;
  }[];
}

interface MonitoringEntry {
  file: string;
  recorded_at: string;
  /** "<TSA>, <time>" from the record's RFC 3161 token, or "not timestamped". */
  timestamp: string;
  in_sync: boolean;
  differences: number;
  live_fingerprint: string;
  run_url: string;
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

export interface DriftEpisode {
  first_seen: string;
  last_seen: string;
  /** The first monitoring run back in sync; null while unresolved. */
  resolved_at: string | null;
  /** The apply that brought the inventory back in sync, when one was recorded in between. */
  resolved_by: {
    /** The pull requests merged by the push it applied; none for a direct push. */
    pull_requests: { number: number; url: string }[];
    recorded_at: string;
  } | null;
  /** The largest number of drifted assets seen during the episode. */
  max_differences: number;
}

export interface WorkspaceReport {
  workspace: string;
  changes: ChangeEntry[];
  monitoring: MonitoringEntry[];
  longest_gap: MonitoringGap | null;
  gaps_over_limit: MonitoringGap[];
  drift_episodes: DriftEpisode[];
}

export interface EvidenceReport {
  period: { from: string; to: string };
  generated_at: string;
  limit_days: number;
  /** Records in the ledger (all of them, not only the period's), and the chain's breaks. */
  ledger: { records: number; breaks: ChainBreak[] };
  workspaces: WorkspaceReport[];
}

/** `timestamps`: each timestamped record's "<TSA>, <time>", by record path. */
export function buildEvidenceReport(
  files: readonly LedgerFile[],
  period: ReportPeriod,
  now: Date,
  timestamps: ReadonlyMap<string, string> = new Map(),
): EvidenceReport {
  const stamp = (path: string) => ({ timestamp: timestamps.get(path) ?? "not timestamped" });
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
    return {
      workspace,
      changes,
      monitoring,
      longest_gap: longest,
      gaps_over_limit: gaps.filter((gap) => gap.over_limit),
      drift_episodes: episodes,
    };
  });
  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    generated_at: now.toISOString(),
    limit_days: MONITORING_LIMIT_DAYS,
    ledger: { records: verified.records.length, breaks: verified.breaks },
    workspaces,
  };
}

/** The period's records as report entries, each kind in its own list. */
function periodEntries(
  records: readonly { path: string; record: EvidenceRecord }[],
  stamp: (path: string) => { timestamp: string },
): Pick<WorkspaceReport, "changes" | "monitoring"> {
  const entries: Pick<WorkspaceReport, "changes" | "monitoring"> = { changes: [], monitoring: [] };
  for (const { path, record } of records) {
    switch (record.kind) {
      case "change":
        entries.changes.push({ ...changeEntry(path, record), ...stamp(path) });
        break;
      case "monitoring":
        entries.monitoring.push({ ...monitoringEntry(path, record), ...stamp(path) });
        break;
      default:
        assertNever(record);
    }
  }
  return entries;
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

function changeEntry(
  file: string,
  record: Extract<EvidenceRecord, { kind: "change" }>,
): Omit<ChangeEntry, "timestamp"> {
  const { change } = record;
  return {
    file,
    recorded_at: record.recorded_at,
    outcome: change.outcome,
    reason: change.reason,
    merge_sha: change.merge_sha,
    pull_requests: pullRequestsOf(change),
    reviewed_is_executed:
      change.reviewed_fingerprint === null || change.plan_fingerprint === null
        ? null
        : change.reviewed_fingerprint === change.plan_fingerprint,
    reviewed_fingerprint: change.reviewed_fingerprint,
    plan_fingerprint: change.plan_fingerprint,
    operations: (change.change_record?.operations ?? []).map((operation) => ({
      action: operation.action,
      name: operation.name,
      asset_id: operation.asset_id ?? null,
      result: operation.result,
      error: operation.error ?? null,
    })),
  };
}

function monitoringEntry(
  file: string,
  record: Extract<EvidenceRecord, { kind: "monitoring" }>,
): Omit<MonitoringEntry, "timestamp"> {
  return {
    file,
    recorded_at: record.recorded_at,
    in_sync: record.monitoring.in_sync,
    differences: record.monitoring.differences.length,
    live_fingerprint: record.monitoring.live_fingerprint,
    run_url: record.run.run_url,
  };
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

/** Drift episodes in the workspace's whole history: first run that drifted to first back in sync. */
function driftEpisodes(records: readonly { record: EvidenceRecord }[]): DriftEpisode[] {
  const episodes: DriftEpisode[] = [];
  let open: DriftEpisode | undefined;
  let lastApply: Extract<EvidenceRecord, { kind: "change" }> | undefined;
  for (const { record } of records) {
    switch (record.kind) {
      case "change": {
        const { outcome } = record.change;
        if (
          open !== undefined &&
          (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted")
        )
          lastApply = record;
        continue;
      }
      case "monitoring":
        break;
      default:
        assertNever(record);
    }
    const { in_sync, differences } = record.monitoring;
    if (!in_sync) {
      if (open === undefined) {
        open = {
          first_seen: record.recorded_at,
          last_seen: record.recorded_at,
          resolved_at: null,
          resolved_by: null,
          max_differences: 0,
        };
        episodes.push(open);
        lastApply = undefined;
      }
      open.last_seen = record.recorded_at;
      open.max_differences = Math.max(open.max_differences, differences.length);
    } else if (open !== undefined) {
      open.resolved_at = record.recorded_at;
      if (lastApply !== undefined) {
        open.resolved_by = {
          pull_requests: pullRequestsOf(lastApply.change).map(({ number, url }) => ({
            number,
            url,
          })),
          recorded_at: lastApply.recorded_at,
        };
      }
      open = undefined;
    }
  }
  return episodes;
}

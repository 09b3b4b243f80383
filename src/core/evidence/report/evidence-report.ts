// The audit pack: what an auditor asks of the evidence ledger for a period. Every change (CIP-010
// R1: authorised, documented, what was executed), every monitoring run (R2: at least every 35
// days), the longest gap between monitoring runs with every gap over the limit flagged, and every
// drift episode from first seen to resolved. Built from a ledger read in two passes: the first
// checks the chain and sums up each workspace (report-pass.ts), counting its timeline and keeping
// the paths of its latest records (report-timeline.ts); the second (when a renderer iterates a
// workspace's changes or monitoring runs, or only the latest of them) reads those records again,
// one at a time, so that a ledger of any size is reported in bounded memory. Nothing here prints.
import type { ChainBreak, LedgerFile } from "../chain/evidence-chain.ts";
import { LedgerChecker } from "../chain/chain-check.ts";
import { parseRecordFile } from "../chain/evidence-chain.ts";
import { getOrThrow } from "../../shared/collections.ts";
import { dateIn } from "../../shared/calendar.ts";
import { compareCodePoints } from "../../shared/names.ts";
import {
  type EvidenceKind,
  type EvidenceRecord,
  type HashedRecord,
} from "../records/evidence-record.ts";
import {
  isRecordPathOf,
  kindOfPath,
  recordedAtOfPath,
  RECORDS_DIR,
} from "../chain/record-files.ts";
import type { DriftEpisode } from "../monitoring/drift-episodes.ts";
import {
  type ChangeEntry,
  changeEntry,
  type ConfigurationMonitoringEntry,
  configurationMonitoringEntry,
  type MonitoringEntry,
  monitoringEntry,
} from "./report-entries.ts";
import {
  MONITORING_LIMIT_DAYS,
  type MonitoringGap,
  type MonthSummary,
  type ReportPeriod,
  type WorkspaceSummary,
  WorkspacePass,
} from "./report-pass.ts";
import { type HeldReport, type ReportSubject, SubjectOf } from "./report-state.ts";
import { DriftEpisodes } from "../monitoring/drift-episodes.ts";

export type {
  ChangeEntry,
  ConfigurationMonitoringEntry,
  MonitoringEntry,
} from "./report-entries.ts";
export type { DriftEpisode } from "../monitoring/drift-episodes.ts";
export type { MonitoringGap, MonthSummary } from "./report-pass.ts";
export type { ReportSubject } from "./report-state.ts";

/** What an auditor reads first: each change, gap or drift that needs an explanation. */
export type ReportException = { workspace: string; at: string } & (
  | { kind: "change"; change: ChangeEntry }
  | { kind: "gap"; gap: MonitoringGap }
  | { kind: "drift"; episode: DriftEpisode }
);

/** A workspace's changes, monitoring runs and configuration-monitoring records, in chain order. */
export interface WorkspaceLists {
  changes: Iterable<ChangeEntry>;
  monitoring: Iterable<MonitoringEntry>;
  /** CIP-010 R2.1. */
  configuration_monitoring: Iterable<ConfigurationMonitoringEntry>;
}

export interface WorkspaceReport
  extends Omit<WorkspaceSummary, "exception_changes" | "latest">, WorkspaceLists {
  /**
   * The last LATEST_RECORDS_KEPT of each list, the first pass's choice: read from the ledger each
   * time they are iterated, those records alone (a page of the newest reads no other).
   */
  latest: WorkspaceLists;
}

export interface EvidenceReport {
  subject: ReportSubject;
  /**
   * The instants it covers (ISO 8601 UTC: `to` is the first after it), and the same period as the
   * days --from and --to name in the zone they were counted in.
   */
  period: { from: string; to: string; first_day: string; last_day: string; time_zone: string };
  generated_at: string;
  /** The version of cip-sync that generated the report. */
  generated_by: string;
  limit_days: number;
  /**
   * Records in the ledger (all of them, not only the period's), and the chain's breaks; and, when
   * the ledger was read without its git history, that the history was not checked, and why.
   */
  ledger: { records: number; breaks: ChainBreak[]; history_not_checked?: string };
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

/** The report of a ledger held in memory (its files in any order). */
export function buildEvidenceReport(
  files: readonly LedgerFile[],
  period: ReportPeriod,
  now: Date,
  { timestamps = new Map(), toolVersion = "unknown" }: ReportOptions = {},
): EvidenceReport {
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  const sorted = [...byPath.keys()].sort(compareCodePoints);
  const source = {
    paths: (under = RECORDS_DIR, from = "") =>
      sorted.filter((path) => path.startsWith(`${under}/`) && compareCodePoints(path, from) >= 0),
    read: (path: string) => getOrThrow(byPath, path, "the ledger's records"),
    stamp: (path: string) => timestamps.get(path),
  };
  return reportOfLedger(source, period, now, toolVersion);
}

/** A ledger as the report reads it, from a checkout or from memory. */
export interface LedgerSource {
  /**
   * The path of every file under `under` (a folder, records/ when not given), in name order; with
   * `from`, those at or after it.
   */
  paths: (under?: string, from?: string) => Iterable<string>;
  /** A file's exact bytes, by path: read when needed, never kept. */
  read: (path: string) => Uint8Array;
  /** A record's "<TSA>, <time>" from its timestamp token, by record path; undefined without one. */
  stamp: (path: string) => string | undefined;
  /**
   * The record in `bytes` read at `path` when they are the bytes this reading verified there (the
   * same SHA-256), parsed and not held to the schema again; undefined for any others, which are.
   */
  verified?: (path: string, bytes: Uint8Array) => EvidenceRecord | undefined;
}

/**
 * The report of the ledger `source`: one pass now, and one per list a renderer iterates. `visit`
 * sees each valid record in that first pass (the CIP obligations are judged there); a record file
 * `known` says this build found valid before is not held to the schema again.
 */
export function reportOfLedger(
  source: LedgerSource,
  period: ReportPeriod,
  now: Date,
  toolVersion: string,
  visit?: (entry: HashedRecord, path: string) => void,
  known?: (sha256: string) => boolean,
): EvidenceReport {
  const checker = new LedgerChecker({ keepRecords: false, ...(visit && { visit }), known });
  const passes = new ReportPasses(period, (path) => source.stamp(path));
  for (const path of source.paths()) {
    const record = checker.add({ path, bytes: source.read(path) });
    if (record !== undefined) passes.add(path, record);
  }
  const { recordCount, breaks } = checker.result();
  return passes.report(source, { records: recordCount, breaks }, now, toolVersion);
}

/**
 * The report's first pass, fed each valid record in chain order: every workspace summed up
 * (WorkspacePass), and whose inventory it is; from the first record, or resumed from what a
 * checkpoint of one workspace holds for it (HeldReport), fed the records from its record on.
 */
export class ReportPasses {
  readonly #passes = new Map<string, WorkspacePass>();
  readonly #subject: SubjectOf;
  readonly #period: ReportPeriod;
  readonly #stamp: (path: string) => string;
  readonly #resumed: { workspace: string; held: HeldReport } | undefined;

  constructor(
    period: ReportPeriod,
    stamp: (path: string) => string | undefined,
    resumed?: { workspace: string; held: HeldReport },
  ) {
    this.#period = period;
    this.#stamp = (path) => stamp(path) ?? "not timestamped";
    this.#resumed = resumed;
    this.#subject = new SubjectOf(resumed?.held.subject);
  }

  add(path: string, record: EvidenceRecord): void {
    this.#subject.add(record);
    let pass = this.#passes.get(record.workspace);
    if (pass === undefined) {
      const held = this.#resumed?.workspace === record.workspace ? this.#resumed.held : undefined;
      const drift = held === undefined ? undefined : DriftEpisodes.resume(held.drift);
      pass = new WorkspacePass(record.workspace, this.#period, this.#stamp, drift);
      this.#passes.set(record.workspace, pass);
    }
    pass.add(path, record);
  }

  /**
   * The report, once every record was added: `verified` counts the records read and their breaks
   * (a resumed pass adds the records before the checkpoint's, as it holds their count).
   */
  report(
    source: LedgerSource,
    verified: { records: number; breaks: ChainBreak[] },
    now: Date,
    toolVersion: string,
  ): EvidenceReport {
    const period = this.#period;
    const timeZone = period.timeZone ?? "UTC";
    const entries = periodEntries(source, period, this.#stamp);
    const summaries = [...this.#passes.values()].map((pass) => pass.finish(now));
    const exceptions: ReportException[] = [];
    const workspaces = summaries.map(
      ({ exception_changes, latest, ...summary }): WorkspaceReport => {
        const found = exceptionsOf(exception_changes, summary, period.to);
        exceptions.push(...found);
        const { workspace } = summary;
        const inPeriod = () => periodPaths(source, workspace, period);
        return {
          ...summary,
          months: withExceptions(summary.months, found, timeZone),
          changes: entries(inPeriod, workspace, "change", changeEntry),
          monitoring: entries(inPeriod, workspace, "monitoring", monitoringEntry),
          configuration_monitoring: entries(
            inPeriod,
            workspace,
            "configuration-monitoring",
            configurationMonitoringEntry,
          ),
          latest: {
            changes: entries(() => latest.change, workspace, "change", changeEntry),
            monitoring: entries(() => latest.monitoring, workspace, "monitoring", monitoringEntry),
            configuration_monitoring: entries(
              () => latest["configuration-monitoring"],
              workspace,
              "configuration-monitoring",
              configurationMonitoringEntry,
            ),
          },
        };
      },
    );
    return {
      subject: this.#subject.sorted([...this.#passes.keys()]),
      period: {
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        first_day: dateIn(period.from, timeZone),
        last_day: dateIn(new Date(period.to.getTime() - 1), timeZone),
        time_zone: timeZone,
      },
      generated_at: now.toISOString(),
      generated_by: toolVersion,
      limit_days: MONITORING_LIMIT_DAYS,
      ledger: {
        records: verified.records + (this.#resumed?.held.records ?? 0),
        breaks: verified.breaks,
      },
      exceptions: exceptions.sort((a, b) => compareCodePoints(a.at, b.at)),
      workspaces,
    };
  }
}

/**
 * A workspace as the JSON report writes it, in its key order and without the counts the streamed
 * renderers need; its changes and monitoring runs are still read from the ledger when iterated.
 */
export function jsonWorkspace(workspace: WorkspaceReport) {
  return {
    workspace: workspace.workspace,
    changes: workspace.changes,
    monitoring: workspace.monitoring,
    configuration_monitoring: workspace.configuration_monitoring,
    longest_gap: workspace.longest_gap,
    gaps_over_limit: workspace.gaps_over_limit,
    drift_episodes: workspace.drift_episodes,
    months: workspace.months,
  };
}

/**
 * The period's records of one workspace and kind at `paths` (every one, or the latest the first
 * pass kept) as report entries, read from `source` each time they are iterated: the second pass. A
 * file that is not a valid record of the kind is skipped, as the first pass skipped it; one the
 * reading verified is not checked again (source.verified).
 */
function periodEntries(
  source: LedgerSource,
  period: ReportPeriod,
  stamp: (path: string) => string,
) {
  return <K extends EvidenceKind, E>(
    paths: () => Iterable<string>,
    workspace: string,
    kind: K,
    entry: (path: string, record: Extract<EvidenceRecord, { kind: K }>, timestamp: string) => E,
  ): Iterable<E> => ({
    *[Symbol.iterator]() {
      for (const path of paths()) {
        if (kindOfPath(path) !== kind || !isRecordPathOf(path, workspace)) continue;
        const bytes = source.read(path);
        const record = source.verified?.(path, bytes) ?? parseRecordFile({ path, bytes });
        if ("message" in record || record.kind !== kind) continue;
        const time = Date.parse(record.recorded_at);
        if (time < period.from.getTime() || time >= period.to.getTime()) continue;
        yield entry(path, record as Extract<EvidenceRecord, { kind: K }>, stamp(path));
      }
    },
  });
}

/**
 * The paths of `workspace`'s files that may hold a record of `period`, in name order: a record's
 * file is named after the time it was recorded, in the folder of that time's UTC year and month
 * (recordPath; parseRecordFile refuses a file named otherwise), so only the months the period
 * touches are listed, and only files named within a second of it are given. A report of a month
 * of a ten-year ledger reads that month's records, not every one.
 */
function* periodPaths(
  source: LedgerSource,
  workspace: string,
  period: ReportPeriod,
): Generator<string> {
  const [from, to] = [period.from.getTime() - 1_000, period.to.getTime() + 1_000];
  const month = new Date(from);
  month.setUTCDate(1);
  month.setUTCHours(0, 0, 0, 0);
  for (; month.getTime() < to; month.setUTCMonth(month.getUTCMonth() + 1)) {
    const folder = month.toISOString().slice(0, 7).replace("-", "/");
    for (const path of source.paths(`${RECORDS_DIR}/${workspace}/${folder}`)) {
      const named = Date.parse(recordedAtOfPath(path) ?? "");
      if (Number.isNaN(named) || (named >= from && named < to)) yield path;
    }
  }
}

/**
 * A workspace's exceptions: its changes that are one, its gaps over the limit, its drift still
 * unresolved at the period's end (`to`): as of its end, as the populations judge it (issue 90).
 */
function exceptionsOf(
  changes: readonly ChangeEntry[],
  summary: Pick<WorkspaceSummary, "workspace" | "gaps_over_limit" | "drift_episodes">,
  to: Date,
): ReportException[] {
  const base = { workspace: summary.workspace };
  return [
    ...changes.map((change): ReportException => ({
      ...base,
      kind: "change",
      at: change.recorded_at,
      change,
    })),
    ...summary.gaps_over_limit.map((gap): ReportException => ({
      ...base,
      kind: "gap",
      at: gap.from,
      gap,
    })),
    ...summary.drift_episodes
      .filter(
        (episode) =>
          episode.resolved_at === null || Date.parse(episode.resolved_at) >= to.getTime(),
      )
      .map((episode): ReportException => ({
        ...base,
        kind: "drift",
        at: episode.first_seen,
        episode,
      })),
  ];
}

/** The months with each exception counted in its month (a month only an exception falls in too). */
function withExceptions(
  months: readonly MonthSummary[],
  exceptions: readonly ReportException[],
  timeZone: string,
): MonthSummary[] {
  const byMonth = new Map(months.map((month) => [month.month, { ...month }]));
  for (const { at } of exceptions) {
    const key = dateIn(at, timeZone).slice(0, 7);
    const month = byMonth.get(key) ?? {
      month: key,
      changes: 0,
      monitoring_runs: 0,
      drift_runs: 0,
      flagged_changes_gaps_drift: 0,
    };
    month.flagged_changes_gaps_drift++;
    byMonth.set(key, month);
  }
  return [...byMonth.values()].sort((a, b) => compareCodePoints(a.month, b.month));
}

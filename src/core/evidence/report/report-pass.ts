// One workspace of the audit report, summed up in one pass over its records in chain order: the
// period's counts per kind and per month, the gaps between monitoring runs (the longest and those
// over the limit), the drift episodes, the changes that are exceptions, and the timeline and the
// latest records' paths (report-timeline.ts, bounded). Nothing else per ordinary record is kept:
// the report's lists of changes and runs are read again when rendered (evidence-report.ts), so a
// ledger of any size is summed up in bounded memory.
import { assertNever } from "../../shared/exhaustive.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { DAY_MS, dateIn } from "../../shared/calendar.ts";
import { type DriftEpisode, DriftEpisodes } from "../monitoring/drift-episodes.ts";
import type { EvidenceRecord } from "../records/evidence-record.ts";
import { type ChangeEntry, changeEntry, changeMark } from "./report-entries.ts";
import { type LatestPaths, TimelinePass, type WorkspaceTimeline } from "./report-timeline.ts";

/**
 * The longest the report lets pass between two drift checks (`monitoring` records) before it
 * calls the gap an exception. A drift check reconciles the inventory with the service and reads
 * no device, so this is the tool's cadence for it, not CIP-010 R2.1's 35 days, which only
 * configuration-monitoring records close (core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts);
 * it borrows that number so that one schedule meets both.
 */
export const MONITORING_LIMIT_DAYS = 35;

export interface ReportPeriod {
  /** First instant of the period. */
  from: Date;
  /** First instant after the period. */
  to: Date;
  /** The zone its days and months are counted in (calendarPeriod, chain/as-of.ts); absent: UTC. */
  timeZone?: string;
}

/** Time without monitoring: between two runs, or at an end of the period. */
export interface MonitoringGap {
  /** The run before (or the period's start when no run came before). */
  from: string;
  /** The next run in the period (or the period's end, or the report's time when that is earlier). */
  to: string;
  /** Calendar days (UTC) between the two. */
  days: number;
  over_limit: boolean;
}

/** A month of a workspace (in the period's time zone): what happened, for the summary of a long period. */
export interface MonthSummary {
  /** "2026-01". */
  month: string;
  changes: number;
  monitoring_runs: number;
  drift_runs: number;
  /**
   * The changes, gaps over the limit and unresolved drift the report flags that fall in the month:
   * not every exception (obligation exceptions and history warnings have no month), so not named so.
   */
  flagged_changes_gaps_drift: number;
}

/** What one pass over a workspace's records finds; the report's WorkspaceReport adds the lists. */
export interface WorkspaceSummary {
  workspace: string;
  /** The period's changes, monitoring runs and configuration-monitoring records. */
  counts: { changes: number; monitoring: number; configuration_monitoring: number };
  /** The period's changes that are exceptions, in chain order. */
  exception_changes: ChangeEntry[];
  longest_gap: MonitoringGap | null;
  gaps_over_limit: MonitoringGap[];
  drift_episodes: DriftEpisode[];
  /** The period's counts per month (in its time zone), oldest first; the flagged ones are counted by the report. */
  months: MonthSummary[];
  /** The period's runs and changes counted per bin of days, for its timeline. */
  timeline: WorkspaceTimeline;
  /** The paths of the period's last records of each kind (LATEST_RECORDS_KEPT), in chain order. */
  latest: LatestPaths;
}

/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a: Date, b: Date): number {
  const day = (date: Date) => Math.floor(date.getTime() / DAY_MS);
  return day(b) - day(a);
}

/**
 * A workspace's records, one at a time in chain order. The gaps are the stretches without
 * monitoring within the period, as of its end: from the last run before it (or the period's start,
 * or the workspace's first record when that is later: nothing was kept before it to monitor)
 * through each run in it, to the period's end (or now when that is earlier). A run after the
 * period ends no gap of it: the period is judged as of its end, as the populations are (issue 90),
 * so a record appended later changes nothing of it, and a gap that grows over the limit after the
 * period is the next period's.
 */
export class WorkspacePass {
  readonly #drift: DriftEpisodes;
  readonly #months = new Map<string, MonthSummary>();
  readonly #counts = { changes: 0, monitoring: 0, configuration_monitoring: 0 };
  readonly #exceptionChanges: ChangeEntry[] = [];
  readonly #gapsOverLimit: MonitoringGap[] = [];
  #longest: MonitoringGap | null = null;
  /** The last run before the period. */
  #before: Date | undefined;
  /** The last run in the period. */
  #previous: Date | undefined;
  /**
   * The workspace's earliest record; undefined before one, and when resumed from a checkpoint
   * (its records began before the checkpoint's, which is a run: #before).
   */
  #first: Date | undefined;
  readonly #resumed: boolean;
  /**
   * Whether the summary lists the exception changes, the timeline and the latest records: a reader
   * of gaps and drift alone needs none.
   */
  readonly #listsRecords: boolean;
  readonly #timeline: TimelinePass;

  readonly workspace: string;
  readonly period: ReportPeriod;
  readonly stamp: (path: string) => string;

  /**
   * `drift`: the workspace's episodes as a checkpoint holds them, when resumed from one.
   * `listsRecords` false: the summary's exception_changes, timeline and latest records stay empty
   * (each entry keeps parts of its record, which a reader of gaps and drift alone would hold for
   * nothing).
   */
  constructor(
    workspace: string,
    period: ReportPeriod,
    stamp: (path: string) => string,
    drift?: DriftEpisodes,
    listsRecords = true,
  ) {
    this.#drift = drift ?? new DriftEpisodes();
    this.#resumed = drift !== undefined;
    this.#listsRecords = listsRecords;
    this.#timeline = new TimelinePass(period);
    this.workspace = workspace;
    this.period = period;
    this.stamp = stamp;
  }

  add(path: string, record: EvidenceRecord): void {
    this.#drift.add(record);
    const at = new Date(record.recorded_at);
    if (!this.#resumed && (this.#first === undefined || at < this.#first)) this.#first = at;
    const inPeriod = this.#inPeriod(record.recorded_at);
    switch (record.kind) {
      case "change":
        if (!inPeriod) return;
        this.#counts.changes++;
        this.#month(record.recorded_at).changes++;
        if (!this.#listsRecords) return;
        this.#change(path, record);
        return;
      case "monitoring":
        this.#run(new Date(record.recorded_at));
        if (!inPeriod) return;
        this.#counts.monitoring++;
        this.#month(record.recorded_at).monitoring_runs++;
        if (!record.monitoring.in_sync) this.#month(record.recorded_at).drift_runs++;
        if (this.#listsRecords)
          this.#timeline.addRun(path, record.recorded_at, record.monitoring.in_sync);
        return;
      case "configuration-monitoring":
        if (!inPeriod) return;
        this.#counts.configuration_monitoring++;
        if (this.#listsRecords) this.#timeline.addConfigurationMonitoring(path);
        return;
      default:
        assertNever(record);
    }
  }

  /** The summary once every record was added; `now` ends the last gap when the period has not. */
  finish(now: Date): WorkspaceSummary {
    const { from, to } = this.period;
    const end = new Date(Math.min(to.getTime(), now.getTime()));
    this.#gap(this.#previous ?? this.#before ?? this.#start(), end);
    return {
      workspace: this.workspace,
      counts: { ...this.#counts },
      exception_changes: this.#exceptionChanges,
      longest_gap: this.#longest,
      gaps_over_limit: this.#gapsOverLimit,
      drift_episodes: this.#drift.episodes.filter(
        (episode) =>
          Date.parse(episode.first_seen) < to.getTime() &&
          (episode.resolved_at === null || Date.parse(episode.resolved_at) >= from.getTime()),
      ),
      months: [...this.#months.values()].sort((a, b) => compareCodePoints(a.month, b.month)),
      timeline: this.#timeline.timeline(),
      latest: this.#timeline.latest(),
    };
  }

  #inPeriod(at: string): boolean {
    const time = Date.parse(at);
    return time >= this.period.from.getTime() && time < this.period.to.getTime();
  }

  #month(at: string): MonthSummary {
    const key = dateIn(at, this.period.timeZone ?? "UTC").slice(0, 7);
    let summary = this.#months.get(key);
    if (summary === undefined) {
      summary = {
        month: key,
        changes: 0,
        monitoring_runs: 0,
        drift_runs: 0,
        flagged_changes_gaps_drift: 0,
      };
      this.#months.set(key, summary);
    }
    return summary;
  }

  /** A change of the period: on the timeline, and among the exceptions unless it is "applied". */
  #change(path: string, record: Extract<EvidenceRecord, { kind: "change" }>): void {
    const mark = changeMark(record.change.outcome, record.origin === "cli");
    // Every mark but "applied" is a change changeExceptions names a reason for.
    if (mark !== "applied")
      this.#exceptionChanges.push(changeEntry(path, record, this.stamp(path)));
    this.#timeline.addChange(path, record.recorded_at, mark);
  }

  /** A monitoring run at `time`: before or in the period (one after it changes nothing). */
  #run(time: Date): void {
    if (time < this.period.from) this.#before = time;
    else if (time < this.period.to) {
      this.#gap(this.#previous ?? this.#before ?? this.#start(), time);
      this.#previous = time;
    }
  }

  /** Where a gap with no run before it starts: the period's start, or the first record after it. */
  #start(): Date {
    const { from } = this.period;
    return this.#first === undefined || this.#first < from ? from : this.#first;
  }

  #gap(from: Date, to: Date): void {
    if (to <= from) return;
    const days = calendarDays(from, to);
    const gap = {
      from: from.toISOString(),
      to: to.toISOString(),
      days,
      over_limit: days > MONITORING_LIMIT_DAYS,
    };
    if (gap.over_limit) this.#gapsOverLimit.push(gap);
    if (this.#longest === null || days > this.#longest.days) this.#longest = gap;
  }
}

// What the report's first pass keeps of a workspace for its timeline and its newest records, so
// that a page showing them reads only the records it shows again, never every record of the
// period: per bin of days, how many monitoring runs were in sync or found drift and how many
// changes had each outcome (at most TIMELINE_MAX_BINS bins of a few keys), and the paths of the
// last LATEST_RECORDS_KEPT records of each kind. Its size is bounded by those two numbers, never
// by the records'. Pure.
import type { EvidenceKind } from "../records/evidence-record.ts";
import type { ChangeMark } from "./report-entries.ts";
import { DAY_MS } from "../../shared/calendar.ts";

/** Bins per row of the timeline at most: a period longer than a year gets bins of several days. */
export const TIMELINE_MAX_BINS = 366;

/** The records of each kind kept per workspace for the newest ones a report shows. */
export const LATEST_RECORDS_KEPT = 1_000;

/** How many records of one key (a run's status, a change's mark) fall in a bin of days. */
export interface BinCount {
  bin: number;
  key: string;
  count: number;
}

/** A workspace's timeline: its runs' and its changes' counts per bin, each in first-seen order. */
export interface WorkspaceTimeline {
  runs: BinCount[];
  changes: BinCount[];
}

/** The paths of a workspace's last LATEST_RECORDS_KEPT records of each kind, in chain order. */
export type LatestPaths = { readonly [Kind in EvidenceKind]: string[] };

/** The bins of days of a period's timeline: how many days each, and which one a time falls in. */
export function timelineBins(period: { from: Date; to: Date }) {
  const start = period.from.getTime();
  const binDays = Math.max(
    1,
    Math.ceil((period.to.getTime() - start) / DAY_MS / TIMELINE_MAX_BINS),
  );
  return {
    binDays,
    binOf: (iso: string) => Math.floor((Date.parse(iso) - start) / (binDays * DAY_MS)),
  };
}

/** Counts per bin and key, in first-seen order, for one mark per bin. */
class BinCounts {
  readonly #bins = new Map<string, BinCount>();

  add(bin: number, key: string): void {
    const id = `${bin} ${key}`;
    const found = this.#bins.get(id);
    if (found === undefined) this.#bins.set(id, { bin, key, count: 1 });
    else found.count++;
  }

  values(): BinCount[] {
    return [...this.#bins.values()];
  }
}

/**
 * The paths of the last LATEST_RECORDS_KEPT records given, in the order given; at most twice that
 * held.
 */
class LastPaths {
  #paths: string[] = [];

  add(path: string): void {
    this.#paths.push(path);
    if (this.#paths.length >= 2 * LATEST_RECORDS_KEPT)
      this.#paths = this.#paths.slice(-LATEST_RECORDS_KEPT);
  }

  values(): string[] {
    return this.#paths.slice(-LATEST_RECORDS_KEPT);
  }
}

/**
 * A workspace's timeline and the paths of its latest records, fed the period's records in chain
 * order (which is name order, and time order).
 */
export class TimelinePass {
  readonly #binOf: (iso: string) => number;
  readonly #runs = new BinCounts();
  readonly #changes = new BinCounts();
  readonly #latest: { readonly [Kind in EvidenceKind]: LastPaths } = {
    change: new LastPaths(),
    monitoring: new LastPaths(),
    "configuration-monitoring": new LastPaths(),
  };

  constructor(period: { from: Date; to: Date }) {
    this.#binOf = timelineBins(period).binOf;
  }

  addRun(path: string, recordedAt: string, inSync: boolean): void {
    this.#runs.add(this.#binOf(recordedAt), inSync ? "in-sync" : "drift");
    this.#latest.monitoring.add(path);
  }

  addChange(path: string, recordedAt: string, mark: ChangeMark): void {
    this.#changes.add(this.#binOf(recordedAt), mark);
    this.#latest.change.add(path);
  }

  addConfigurationMonitoring(path: string): void {
    this.#latest["configuration-monitoring"].add(path);
  }

  timeline(): WorkspaceTimeline {
    return { runs: this.#runs.values(), changes: this.#changes.values() };
  }

  latest(): LatestPaths {
    return {
      change: this.#latest.change.values(),
      monitoring: this.#latest.monitoring.values(),
      "configuration-monitoring": this.#latest["configuration-monitoring"].values(),
    };
  }
}

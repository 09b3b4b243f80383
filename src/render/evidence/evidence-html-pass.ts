// The HTML report's one read of each workspace's changes and monitoring runs, which come from the
// ledger each time they are iterated: the timeline counts every record as it passes, and the
// report's newest records are kept, to be shown month by month. Each evidence kind has its reader
// in READERS, typed over every kind: a new kind fails to compile here until the page reads it.
import { EVIDENCE_KINDS, type EvidenceKind } from "../../core/evidence/records/evidence-record.ts";
import type {
  EvidenceReport,
  WorkspaceReport,
} from "../../core/evidence/report/evidence-report.ts";
import type {
  ChangeEntry,
  ConfigurationMonitoringEntry,
  MonitoringEntry,
} from "../../core/evidence/report/report-entries.ts";
import { groupBy } from "../../core/shared/collections.ts";
import { timeline } from "./evidence-chart.ts";

/** What the page shows of a workspace: its timeline, and its records among the report's newest. */
export interface WorkspaceShown {
  workspace: WorkspaceReport;
  chart: Chart;
  /** Its changes among the newest, in chain order. */
  changes: ChangeEntry[];
  /** Its monitoring runs among the newest, in chain order. */
  runs: MonitoringEntry[];
  /** Its configuration-monitoring records among the newest, in chain order. */
  configuration: ConfigurationMonitoringEntry[];
}

/** A change or a monitoring run of the report. */
type Entry =
  | { kind: "change"; entry: ChangeEntry }
  | { kind: "run"; entry: MonitoringEntry }
  | { kind: "configuration"; entry: ConfigurationMonitoringEntry };

/** A record that may be among the newest: its workspace's index and its place in the read. */
type Candidate = Entry & { workspace: number; order: number };

/**
 * Each workspace of `report`, its lists read once: its timeline, and which of its records are among
 * the `limit` newest of the report. Those are the newest of the last `limit` of each workspace's
 * changes and runs (read in chain order, which is time order); of records with the same time, the
 * one read first. No more than a few times `limit` records are held at once.
 */
export function readWorkspaces(report: EvidenceReport, limit: number): WorkspaceShown[] {
  let newest: Candidate[] = [];
  let order = 0;
  const consider = (workspace: number, read: Entry[]) => {
    const candidates = read.map((entry) => ({ ...entry, workspace, order: order++ }));
    newest = newestOf([...newest, ...candidates], limit);
  };
  const charts = report.workspaces.map((workspace, index) => {
    const chart = timeline(workspace, report);
    for (const kind of EVIDENCE_KINDS) consider(index, READERS[kind](workspace, chart, limit));
    return { workspace, chart };
  });
  const byWorkspace = groupBy(
    newest.sort((a, b) => a.order - b.order),
    ({ workspace }) => String(workspace),
  );
  return charts.map(({ workspace, chart }, index) => {
    const shown = byWorkspace.get(String(index)) ?? [];
    return {
      workspace,
      chart,
      changes: shown.flatMap((candidate) => (candidate.kind === "change" ? [candidate.entry] : [])),
      runs: shown.flatMap((candidate) => (candidate.kind === "run" ? [candidate.entry] : [])),
      configuration: shown.flatMap((candidate) =>
        candidate.kind === "configuration" ? [candidate.entry] : [],
      ),
    };
  });
}

/**
 * The `limit` newest of `candidates`, newest first; of the same time, the earlier in `candidates`
 * first (the sort is stable), so that keeping the newest workspace by workspace ends as one sort of
 * them all would.
 */
function newestOf(candidates: Candidate[], limit: number): Candidate[] {
  const time = ({ entry }: Candidate) => entry.recorded_at;
  return candidates
    .sort((a, b) => (time(a) > time(b) ? -1 : time(a) < time(b) ? 1 : 0))
    .slice(0, limit);
}

/** The last `limit` of `entries`, each given to `see` as it is read; no more than twice that held. */
type Chart = ReturnType<typeof timeline>;

/** How the page reads each kind of record: counted on the timeline, the last `limit` kept. */
const READERS: {
  readonly [Kind in EvidenceKind]: (
    workspace: WorkspaceReport,
    chart: Chart,
    limit: number,
  ) => Entry[];
} = {
  change: (workspace, chart, limit) =>
    lastOf(workspace.changes, limit, chart.addChange).map((entry) => ({ kind: "change", entry })),
  monitoring: (workspace, chart, limit) =>
    lastOf(workspace.monitoring, limit, chart.addRun).map((entry) => ({ kind: "run", entry })),
  "configuration-monitoring": (workspace, _chart, limit) =>
    lastOf(workspace.configuration_monitoring, limit, () => {}).map((entry) => ({
      kind: "configuration",
      entry,
    })),
};

function lastOf<T>(entries: Iterable<T>, limit: number, see: (entry: T) => void): T[] {
  let last: T[] = [];
  for (const entry of entries) {
    see(entry);
    last.push(entry);
    if (last.length >= 2 * limit) last = last.slice(-limit);
  }
  return last.slice(-limit);
}

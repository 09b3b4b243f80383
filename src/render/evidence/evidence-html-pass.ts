// Which records the HTML report shows: the report's newest, to be shown month by month, chosen
// among each workspace's latest of each kind, which the report's first pass kept (their paths) and
// which come from the ledger when iterated; no other record is read again. Each evidence kind has
// its reader in READERS, typed over every kind: a new kind fails to compile here until the page
// reads it.
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
import { LATEST_RECORDS_KEPT } from "../../core/evidence/report/report-timeline.ts";
import { groupBy } from "../../core/shared/collections.ts";

/** What the page shows of a workspace: its records among the report's newest. */
export interface WorkspaceShown {
  workspace: WorkspaceReport;
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
 * Each workspace of `report`, and which of its records are among the `limit` newest of the report
 * (no more than the LATEST_RECORDS_KEPT of each list the first pass kept). Those are the newest of
 * the latest of each workspace's changes and runs (kept in chain order, which is time order); of
 * records with the same time, the one read first. No more than a few times `limit` records are
 * held at once.
 */
export function readWorkspaces(report: EvidenceReport, limit: number): WorkspaceShown[] {
  // A caller's mistake, never the ledger's: the page would show too few.
  if (limit > LATEST_RECORDS_KEPT)
    throw new Error(`${limit} records shown, over the ${LATEST_RECORDS_KEPT} of each list kept`);
  let newest: Candidate[] = [];
  let order = 0;
  const consider = (workspace: number, read: Entry[]) => {
    const candidates = read.map((entry) => ({ ...entry, workspace, order: order++ }));
    newest = newestOf([...newest, ...candidates], limit);
  };
  report.workspaces.forEach((workspace, index) => {
    for (const kind of EVIDENCE_KINDS) consider(index, READERS[kind](workspace));
  });
  const byWorkspace = groupBy(
    newest.sort((a, b) => a.order - b.order),
    ({ workspace }) => String(workspace),
  );
  return report.workspaces.map((workspace, index) => {
    const shown = byWorkspace.get(String(index)) ?? [];
    return {
      workspace,
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

/** How the page reads each kind of record: the latest the report's first pass kept. */
const READERS: {
  readonly [Kind in EvidenceKind]: (workspace: WorkspaceReport) => Entry[];
} = {
  change: ({ latest }) => Array.from(latest.changes, (entry) => ({ kind: "change", entry })),
  monitoring: ({ latest }) => Array.from(latest.monitoring, (entry) => ({ kind: "run", entry })),
  "configuration-monitoring": ({ latest }) =>
    Array.from(latest.configuration_monitoring, (entry) => ({ kind: "configuration", entry })),
};

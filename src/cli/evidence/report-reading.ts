// The two readings `cip-sync evidence report` makes of a clone: every record from the first, or,
// for a period that starts after a drift check's record that keeps a checkpoint, that record and
// the ones after it (checkpoint-start.ts says what is then trusted). Both give the same report: the
// checkpoint holds the obligations' state and what the report reads of the records before it
// whatever its period (ReportCheckpoint: whose inventory it is, the drift episode still open, how
// many records there are, the R2 and R3 parts' counts), and nothing else the report says of a
// period comes from records before the period.
import { resolve } from "node:path";
import { type CalendarPeriod, recordedBy } from "../../core/evidence/chain/as-of.ts";
import {
  type EvidenceReport,
  type LedgerSource,
  ReportPasses,
  reportOfLedger,
} from "../../core/evidence/report/evidence-report.ts";
import { type Obligation, ObligationsPass } from "../../core/obligations/obligations.ts";
import { CARRIED } from "../../core/obligations/checkpoint/obligations-checkpoint.ts";
import { type PartTally, partTally } from "../../core/obligations/part-counts.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import type { Family } from "../../core/obligations/obligation-families.ts";
import { RecordDeviations } from "../../core/obligations/baseline-changes/record-deviations.ts";
import { calendarRule } from "../../core/shared/calendar.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import type { ObligationSettings } from "../compliance/obligation-calendar.ts";
import type { CheckpointStart } from "../shared/ledger/checkpoint-start.ts";
import type { CliIo } from "../shared/io.ts";
import { visitWhileItStands } from "../shared/ledger/verified-from-checkpoint.ts";
import {
  type HistoryJudged,
  judgedEntry,
  judgeHistory,
  passOverInHistory,
  withoutPassedOver,
} from "../shared/ledger/verified-records.ts";
import {
  headOfRecords,
  writerKeys,
  writerSignatureProblems,
} from "../shared/ledger/writer-signatures.ts";
import { knownRecords } from "../../io/ledger/verified-head-file.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import type { EvidenceReportSettings } from "./evidence-settings.ts";

/** What a reading found: the report of its records, the history, the obligations judged. */
export interface ReportRead {
  ledgerReport: EvidenceReport;
  history: HistoryJudged;
  judging: ReportJudging | undefined;
}

/** The report from every record: verify's reading of the history, then one pass over the files. */
export async function readEveryRecord(
  settings: EvidenceReportSettings,
  io: CliIo,
  ledger: LedgerSource,
  { period, now, judging }: ReadingOf,
): Promise<ReportRead> {
  const writer = await writerKeys(io, settings);
  // No obligation is judged from a ledger whose history verify refuses.
  const judged = await judgeHistory(io, settings);
  // As of the period's last day: a record written after it is not read (as-of.ts).
  const visit = (entry: HashedRecord, path: string) => {
    if (judging !== undefined && recordedBy(entry.record, judging.at, judging.timeZone))
      judging.pass.add(judgedEntry(judged, entry, path));
  };
  // The records the verified head lists are chained, not held to the schema again.
  const head = headOfRecords(writer);
  const known = head === undefined ? undefined : knownRecords(head);
  const read = reportOfLedger(ledger, period, now, TOOL_VERSION, visit, known);
  const { breaks, passedOver } = passOverInHistory(judged, read.ledger.breaks, io.stderr);
  const ledgerReport = { ...read, ledger: { ...read.ledger, breaks } };
  // Nor from records another job wrote (with --ledger-declaration), along intact chains only.
  const signatures =
    breaks.length > 0
      ? []
      : await writerSignatureProblems(
          writer,
          resolve(io.cwd, settings.dir),
          withoutPassedOver(ledger.paths(), passedOver),
          io.stderr,
        );
  const history = { ...judged, refusals: [...judged.refusals, ...signatures] };
  return { ledgerReport, history, judging };
}

/**
 * The report from `start` on; undefined when the checkpoint cannot be resumed or is not vouched
 * for, or a record after it breaks the chain (start.spoiled says why): the reading of every
 * record is then the answer, and shows what could be read of a broken ledger.
 */
export async function readFromCheckpoint(
  settings: EvidenceReportSettings,
  io: CliIo,
  ledger: LedgerSource,
  { period, now, judging }: ReadingOf,
  start: CheckpointStart,
): Promise<(ReportRead & { since: string }) | undefined> {
  const { workspace } = start.from;
  const passes = new ReportPasses(period, (path) => ledger.stamp(path), {
    workspace,
    held: start.checkpoint.report,
  });
  let records = 0;
  const read = await visitWhileItStands(
    io,
    settings,
    "obligation",
    start,
    (judged, path, entry) => {
      records++;
      passes.add(path, entry.record);
      if (judging !== undefined && recordedBy(entry.record, judging.at, judging.timeZone))
        judging.pass.add(judged);
    },
  );
  if (read === undefined) return undefined;
  const history = { refusals: [], unauthenticated: read.unauthenticated, unread: false };
  const ledgerReport = passes.report(ledger, { records, breaks: [] }, now, TOOL_VERSION);
  return { ledgerReport, history, judging, since: read.since };
}

/** What a reading reports on: the period, the time it is made, the obligations' pass. */
export interface ReadingOf {
  period: CalendarPeriod;
  now: Date;
  judging: ReportJudging | undefined;
}

/** The report lists at most this many obligations: the report of any ledger stays bounded. */
const REPORT_OBLIGATION_LIMIT = 1_000;

/** The pass that judges the report's obligations, and what it tallies of each as it is decided. */
export interface ReportJudging {
  pass: ObligationsPass;
  /** Each family of the table, in its order, with the count of its parts' obligations. */
  families: { family: Family; tally: PartTally }[];
  deviations: RecordDeviations;
  at: string;
  timeZone: string;
  calendar: string;
}

/**
 * The pass that judges the CIP obligations as of the period's "as of" day: its last day, or today
 * while it runs (calendarPeriod), the day the populations judge them as of too; resumed from
 * `start`'s checkpoint when given (undefined, and `start` spoiled, when it cannot be). `listed`
 * is told each obligation as it is decided too (`evidence handover`'s listing, from the same pass).
 */
export function reportJudging(
  judged: ObligationSettings,
  period: CalendarPeriod,
  start?: CheckpointStart,
  listed?: (obligation: Obligation) => void,
): ReportJudging | undefined {
  const { calendar, ...options } = judged;
  const at = period.asOf;
  // What the report lists of the obligations: those that still need someone (what a checkpoint
  // carries), and those closed late within the period; the rest are counted. A late closing
  // before the period is history the period's report does not list, as it lists no record before
  // it (`obligations --all` does), and no checkpoint before the period carries it.
  const keep = (o: Obligation) =>
    CARRIED.has(o.status) ||
    (o.status === "closed-late" &&
      Date.parse(o.closed_by?.recorded_at ?? "") >= period.from.getTime());
  // Every obligation of a family of the table counted by part, kept or not: the report's
  // sections count them all (from the checkpoint's counts of what it does not carry).
  const partCounts = start?.checkpoint.report.part_counts;
  const families = MERGE_JUDGED_FAMILIES.map((family) => ({
    family,
    tally: partTally(family.kinds, partCounts),
  }));
  // And each record's baseline deviations, for the entry of a record that did not compare them.
  const deviations = new RecordDeviations();
  const passOptions = {
    keep,
    limit: REPORT_OBLIGATION_LIMIT,
    // The report writes no checkpoint: the pass holds none of what one carries.
    checkpointed: false,
    decided: (o: Obligation) => {
      for (const { tally } of families) tally.add(o);
      deviations.add(o);
      listed?.(o);
    },
    ...options,
  };
  let pass: ObligationsPass;
  try {
    pass =
      start === undefined
        ? new ObligationsPass(at, calendar, passOptions)
        : ObligationsPass.resume(start.checkpoint.obligations, at, calendar, passOptions);
  } catch (error) {
    start?.spoil(errorMessage(error));
    return undefined;
  }
  const timeZone = calendar.timeZone;
  return {
    pass,
    families,
    deviations,
    at,
    timeZone,
    calendar: calendarRule(calendar),
  };
}

// The workspace's fold at a drift check (core/checkpoint/ledger-checkpoint.ts): read
// from the ledger's last checkpoint on (github/ledger/ledger-since-checkpoint.ts), so that the
// check's cost is bounded by the records since, not by the ledger's age; or from every record
// where there is no checkpoint, or one this run cannot resume (judged with another calendar, or
// of another format), which the log says. When enough records were read since the last
// checkpoint (checkpointIsDue), or there is none yet, the check writes a new one beside its own
// record. The records the check appends are added to the fold as they are written.
import type { CheckpointReference } from "../../core/evidence/records/beside/checkpoint-reference.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import {
  checkpointIsDue,
  type LedgerCheckpoint,
  parseCheckpoint,
  WorkspaceFold,
} from "../../core/checkpoint/ledger-checkpoint.ts";
import type { PassOptions } from "../../core/obligations/obligations.ts";
import { type CalendarSettings, dateIn, resolveCalendar } from "../../core/shared/calendar.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import type { RunScope } from "../run/run-scope.ts";
import {
  type PolicyCalendar,
  policyCalendarOf,
} from "../../core/review/policy/file/parse-policy.ts";

export interface Judging {
  asOf: string;
  calendar: CalendarSettings;
  options: PassOptions;
}

/** The workspace's fold through the ledger's head, and what a drift check writes of it. */
export interface JudgedLedger {
  fold: WorkspaceFold;
  judging: Judging;
  /** The checkpoint the fold started from; undefined: from the first record. */
  start: LedgerCheckpoint | undefined;
  /** The records the fold took, in chain order: those after its start, then those appended. */
  records: HashedRecord[];
  /** The checkpoint to keep beside this check's record, when one is due. */
  due: { text: string; reference: CheckpointReference } | undefined;
}

const TITLE = { title: "CIP obligations" };

/** The fold, or undefined (after a warning that says why) when the obligations cannot be judged. */
export async function readLedgerFold(scope: RunScope): Promise<JudgedLedger | undefined> {
  const { settings, reporter } = scope;
  if (settings.evidenceBranch === "") return undefined;
  let fromPolicy: PolicyCalendar;
  try {
    fromPolicy = await calendarInForce(scope);
  } catch (error) {
    reporter.warning(`Could not judge the CIP obligations: ${errorMessage(error)}`, TITLE);
    return undefined;
  }
  if (fromPolicy.kind === "invalid") {
    reporter.warning(`Could not judge the CIP obligations: ${fromPolicy.problem}`, TITLE);
    return undefined;
  }
  const calendar = resolveCalendar({ timeZone: settings.obligationsTimeZone }, fromPolicy.calendar);
  // Today in the calendar's time zone, as cip-sync obligations counts it.
  const judging: Judging = {
    asOf: dateIn(new Date(), calendar.timeZone),
    calendar,
    options: { completionGraceDays: fromPolicy.completionGraceDays },
  };
  try {
    return await foldOf(scope, judging);
  } catch (error) {
    reporter.warning(`Could not judge the CIP obligations: ${errorMessage(error)}`, TITLE);
    return undefined;
  }
}

/**
 * The calendar the obligations are judged in where no accepted record kept one (contextAt): the
 * owner policy's at the commit in force (the last accepted merge's, or the genesis's), never the
 * checkout's when it is another commit, which a direct push or a refused merge may have changed:
 * "the calendar a record opens obligations with is the one the last accepted record kept".
 */
async function calendarInForce(scope: RunScope): Promise<PolicyCalendar> {
  const inForce = await scope.inForce();
  const file = scope.settings.policyFile;
  if (inForce === null || inForce.commit === scope.context.sha || file === "")
    return scope.policyCalendar();
  const [read] = await scope.host.inventory.documentsAt(inForce.commit, {
    paths: [file],
    roots: [],
    matches: () => false,
  });
  return policyCalendarOf(read?.text, `${file} at commit ${inForce.commit}`);
}

async function foldOf(scope: RunScope, judging: Judging): Promise<JudgedLedger> {
  const { settings, host, reporter } = scope;
  const { evidenceBranch: branch, workspace } = settings;
  const since = await host.evidence.sinceCheckpoint(branch, workspace, await scope.ledgerWriter());
  if (since.checkpoint !== undefined) {
    const path = `the checkpoint beside record #${since.checkpoint.record.record.sequence}`;
    try {
      const start = parseCheckpoint(since.checkpoint.text, path);
      const fold = WorkspaceFold.start(workspace, judging, start);
      reporter.info(
        `Judged the CIP obligations from ${path} (the state through record #${start.through.sequence}) and the ${since.records.length} record(s) after it.`,
      );
      const read = {
        records: since.records.length,
        recordBytes: since.recordBytes,
        checkpointBytes: Buffer.byteLength(since.checkpoint.text),
      };
      return folded(fold, judging, start, since.records, read);
    } catch (error) {
      reporter.info(`Judged from every record: ${errorMessage(error)}.`);
    }
  }
  const records = await host.evidence.records(branch, workspace, await scope.ledgerWriter());
  return folded(WorkspaceFold.start(workspace, judging), judging, undefined, records, undefined);
}

function folded(
  fold: WorkspaceFold,
  judging: Judging,
  start: LedgerCheckpoint | undefined,
  records: HashedRecord[],
  sinceStart: Parameters<typeof checkpointIsDue>[0],
): JudgedLedger {
  for (const entry of records) fold.add(entry);
  // Written only when due: taking it costs as much as resuming one.
  const text = checkpointIsDue(sinceStart) ? fold.checkpointText() : undefined;
  const due =
    text === undefined || fold.through === undefined
      ? undefined
      : checkpointDue(text, fold.through);
  return { fold, judging, start, records: [...records], due };
}

function checkpointDue(text: string, through: LedgerCheckpoint["through"]) {
  return { text, reference: { sha256: sha256Hex(text), through } };
}

/**
 * Adds a record this check appended; false when the fold no longer stands at the record before
 * it (another job appended between), and the caller reads the ledger again.
 */
export function addAppended(judged: JudgedLedger, appended: HashedRecord): boolean {
  const { through } = judged.fold;
  const { record } = appended;
  const next =
    through === undefined
      ? record.sequence === 1
      : record.sequence === through.sequence + 1 && record.previous_sha256 === through.sha256;
  if (!next) return false;
  judged.fold.add(appended);
  judged.records.push(appended);
  return true;
}

/**
 * The obligations as the previous drift check saw them: the same start, the records up to that
 * check's. Undefined when that check is before the fold's start (its view is not in the records).
 */
export function previousView(judged: JudgedLedger, workspace: string) {
  const checks = judged.records.filter(({ record }) => record.kind === "monitoring");
  const previous = checks.at(-2)?.record.recorded_at;
  if (previous === undefined) return judged.start === undefined ? [] : undefined;
  const { calendar, options } = judged.judging;
  const fold = WorkspaceFold.start(
    workspace,
    { asOf: new Date(previous), calendar, options },
    judged.start,
  );
  for (const entry of judged.records) if (entry.record.recorded_at <= previous) fold.add(entry);
  return fold.pass.finish().obligations;
}

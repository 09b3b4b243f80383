// `cip-sync obligations`: the CIP obligations of the evidence ledger in a checkout of the evidence
// branch, as of today or --at, judged as the ledger is read from the records of that day and before
// it only (as-of.ts): a record written later changes nothing of the state on that day. Only a ledger that verifies counts: an
// obligation computed from a broken chain could be closed by a record that was edited, so a break
// stops it (fail closed). Text and Markdown list what still needs someone unless --all; --status
// chooses the statuses listed in every format; the counts and --fail-on are always of every one.
import { type CalendarSettings, calendarRule, dateIn } from "../../core/shared/calendar.ts";
import {
  type Obligation,
  type ObligationOrder,
  ObligationsPass,
  type ObligationStatus,
  type PassOptions,
} from "../../core/obligations/obligations.ts";
import { SpilledSort } from "../../io/sort/spilled-sort.ts";
import { BY_OBLIGATION } from "../../core/audit/row-sort.ts";
import { judgedOn, recordedBy } from "../../core/evidence/chain/as-of.ts";
import { WITHOUT_HISTORY } from "../../core/evidence/chain/evidence-history.ts";
import { OBLIGATIONS_RENDERERS } from "../../render/formats.ts";
import { textBatches } from "../../core/shared/text/text-batches.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { flagPath, writeFlagFile } from "../shared/flag-files.ts";
import { type CliIo, EXIT_BAD_INPUT, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { ObligationsSettings } from "./obligations-settings.ts";
import { type CheckpointStart, checkpointToStartFrom } from "../shared/ledger/checkpoint-start.ts";
import { CARRIED } from "../../core/obligations/checkpoint/obligations-checkpoint.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { visitVerified } from "../shared/ledger/verified-records.ts";
import {
  type ReadFromCheckpoint,
  visitVerifiedFrom,
} from "../shared/ledger/verified-from-checkpoint.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import { obligationCalendar } from "./obligation-calendar.ts";

/** What --fail-on makes of a match: not an error of the command, a finding (as drift's 2). */
export const EXIT_OBLIGATIONS = 3;

export async function reportObligations(settings: ObligationsSettings, io: CliIo): Promise<number> {
  const flags = { timeZone: settings.timeZone, dueSoonDays: settings.dueSoonDays };
  const judged = await obligationCalendar(settings.policyFile, flags, io);
  if (judged === undefined) return EXIT_BAD_INPUT;
  const { calendar, ...options } = judged;
  // As of --at's day, or of today, in the calendar's time zone: a day after today is judged as of
  // today, as the report and the populations judge a period still running (judgedOn), since no
  // record after today is known yet and an obligation due before that day is not overdue today.
  const now = new Date(io.now?.() ?? Date.now());
  const today = dateIn(now, calendar.timeZone);
  const at = settings.at === undefined ? today : judgedOn(settings.at, now, calendar.timeZone);
  if (settings.at !== undefined && at !== settings.at)
    io.stderr(
      `warning: --at ${settings.at} is after today (${today} in ${calendar.timeZone}): judged as of today, as evidence report and evidence populations judge a period still running; nothing after today is known yet`,
    );
  const judging: Judging = { at, calendar, options };
  const start = settings.fromStart ? undefined : await startOf(settings, judging, io);
  let found = start === undefined ? undefined : await judge(settings, judging, io, start);
  if (start?.spoiled !== undefined && found === undefined) io.stderr(start.fellBack());
  found ??= await judge(settings, judging, io);
  const { sorted, read, pass } = found;
  try {
    if ("refusal" in read) {
      io.stderr(read.refusal);
      return EXIT_ERROR;
    }
    if (start !== undefined && "since" in read) io.stderr(start.judgedFrom(read.since));
    const { counts } = pass.finish();
    const content = listingContent(settings.format, {
      at,
      calendar: calendarRule(calendar),
      sorted,
      counts,
      historyUnread: read.historyUnread,
      statuses: settings.statuses,
      pass,
    });
    await writeObligations(settings, content, io);
    return failOn(settings, counts, io);
  } finally {
    sorted.discard();
  }
}

/**
 * The listing's obligations as they wait for its order, in runs on disk, each run writing once the
 * fields every obligation of it repeats.
 */
export function listingSort(): SpilledSort<Obligation, ObligationOrder> {
  return new SpilledSort(BY_OBLIGATION, { repeatedFields: ["requirement", "calendar"] });
}

/** The listing in `format` of what a finished pass decided as of `at`, `sorted` as it kept them. */
function listingContent(
  format: ObligationsSettings["format"],
  listing: {
    at: string;
    /** The calendar's rule, in words (calendarRule). */
    calendar: string;
    sorted: SpilledSort<Obligation, ObligationOrder>;
    counts: Readonly<Record<ObligationStatus, number>>;
    historyUnread: boolean;
    statuses: readonly ObligationStatus[] | undefined;
    pass: ObligationsPass;
  },
): Iterable<string> {
  const { at, calendar, sorted, counts, historyUnread, statuses, pass } = listing;
  return OBLIGATIONS_RENDERERS[format](
    {
      at,
      calendar,
      obligations: sorted.sorted(),
      counts,
      historyNotChecked: historyUnread ? WITHOUT_HISTORY.notice : undefined,
      statuses,
      // A family no accepted merge started was not judged, which no empty list may hide; one
      // that applies to no system of the inventory in force is said so, never an exception.
      notJudged: pass.notJudged,
      notApplicable: pass.notApplicable,
    },
    { color: false, toolVersion: TOOL_VERSION },
  );
}

interface Judging {
  at: string;
  calendar: CalendarSettings;
  options: PassOptions;
}

/**
 * The checkpoint to start from (checkpoint-start.ts), when the listing is one a checkpoint can
 * give: only statuses it carries (CARRIED; a closed obligation decided before it is counted, not
 * kept), on a clone, whose history vouches for its record. One this version cannot read is named.
 */
async function startOf(
  settings: ObligationsSettings,
  { at, calendar }: Judging,
  io: CliIo,
): Promise<CheckpointStart | undefined> {
  const listed = settings.statuses;
  if (listed === undefined || !listed.every((status) => CARRIED.has(status))) return undefined;
  return checkpointToStartFrom(io, settings.dir, { day: at, timeZone: calendar.timeZone });
}

interface Judged {
  sorted: SpilledSort<Obligation, ObligationOrder>;
  read:
    Awaited<ReturnType<typeof visitVerified>> | Exclude<ReadFromCheckpoint, { fallback: string }>;
  pass: ObligationsPass;
}

/**
 * The obligations as of the day, judged as the ledger is read, holding no record; from `start`
 * on when given, the records before it neither checked nor folded (verified-from-checkpoint.ts):
 * undefined when it cannot be resumed or is not vouched for (start.spoiled says why). Nothing of
 * a ledger that does not verify counts. Each obligation goes to the sort as it is decided: the
 * pass holds none.
 */
async function judge(
  settings: ObligationsSettings,
  judging: Judging,
  io: CliIo,
  start: CheckpointStart,
): Promise<Judged | undefined>;
async function judge(settings: ObligationsSettings, judging: Judging, io: CliIo): Promise<Judged>;
async function judge(
  settings: ObligationsSettings,
  { at, calendar, options }: Judging,
  io: CliIo,
  start?: CheckpointStart,
): Promise<Judged | undefined> {
  const sorted = listingSort();
  const listed = settings.statuses;
  try {
    // Every obligation is counted (pass.finish()); only those of the statuses listed are kept.
    const passOptions: PassOptions = {
      ...options,
      keep: () => false,
      // The command writes no checkpoint: the pass holds none of what one carries.
      checkpointed: false,
      decided: (obligation) => {
        if (listed === undefined || listed.includes(obligation.status)) sorted.add(obligation);
      },
    };
    const pass =
      start === undefined
        ? new ObligationsPass(at, calendar, passOptions)
        : resumed(start, { at, calendar, options: passOptions });
    if (pass === undefined) {
      sorted.discard();
      return undefined;
    }
    const visit = recordsInto(pass, at, calendar.timeZone, start);
    const fromCheckpoint =
      start === undefined
        ? undefined
        : await visitVerifiedFrom(io, settings, "obligation", start, visit);
    const read = fromCheckpoint ?? (await visitVerified(io, settings, "obligation", visit));
    if ("fallback" in read) start?.spoil(read.fallback);
    // A refused ledger's refusal is the answer, whatever the checkpoint.
    if (!("refusal" in read) && (start?.spoiled !== undefined || "fallback" in read)) {
      sorted.discard();
      return undefined;
    }
    for (const warning of fromCheckpoint?.warnings ?? []) io.stderr(warning);
    return { sorted, read, pass };
  } catch (error) {
    sorted.discard();
    throw error;
  }
}

/**
 * What reads each verified record into `pass`: those recorded by `at` in `timeZone`. Resumed from a
 * checkpoint (`start`), a record the pass cannot take spoils the start, and no later one is read.
 */
function recordsInto(
  pass: ObligationsPass,
  at: string,
  timeZone: string,
  start: CheckpointStart | undefined,
): (entry: HashedRecord) => void {
  return (entry) => {
    if (start?.spoiled !== undefined) return;
    if (!recordedBy(entry.record, at, timeZone)) return;
    if (start === undefined) pass.add(entry);
    else
      try {
        pass.add(entry);
      } catch (error) {
        start.spoil(errorMessage(error));
      }
  };
}

/** The pass resumed from `start`; undefined when it cannot be (another format, calendar or grace). */
function resumed(start: CheckpointStart, { at, calendar, options }: Judging) {
  try {
    return ObligationsPass.resume(start.checkpoint.obligations, at, calendar, options);
  } catch (error) {
    start.spoil(errorMessage(error));
    return undefined;
  }
}

/** The listing to --out, or to standard output a batch at a time. */
async function writeObligations(
  settings: ObligationsSettings,
  content: Iterable<string>,
  io: CliIo,
): Promise<void> {
  if (settings.out !== undefined) {
    await writeFlagFile(
      flagPath("--out", settings.out, "choose another file path for the obligations", io),
      content,
    );
    return;
  }
  for (const batch of textBatches(content)) {
    io.stdout(batch);
    await io.stdoutDrained?.();
  }
}

/** EXIT_OBLIGATIONS, with how many, when --fail-on's statuses were found; else EXIT_OK. */
function failOn(
  settings: ObligationsSettings,
  counts: Readonly<Record<ObligationStatus, number>>,
  io: CliIo,
): number {
  if (settings.failOn === undefined) return EXIT_OK;
  const failing =
    counts.exception + counts.overdue + (settings.failOn === "due-soon" ? counts["due-soon"] : 0);
  if (failing === 0) return EXIT_OK;
  io.stderr(
    `${failing} obligation(s) ${settings.failOn === "overdue" ? "exceptions or overdue" : "exceptions, overdue or due soon"} (--fail-on ${settings.failOn}).\n`,
  );
  return EXIT_OBLIGATIONS;
}

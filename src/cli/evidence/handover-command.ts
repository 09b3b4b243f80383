// `cip-sync evidence handover`: the auditor's handover (docs/preparing-for-an-audit.md) in one
// command and one reading of the ledger. `evidence verify`'s own walk (every record, every chain,
// every checkpoint recomputed, the history, every signature with the declaration in force before
// it, on every core) hands each valid record, as it reads it, to the passes `obligations`,
// `evidence populations` and `evidence report` would each read the whole ledger again for: one
// obligations' pass as of the period's "as of" day (its listing, the report's obligations and the
// populations' obligations alike), the report's passes, and the populations' first pass. What
// they found counts only if the ledger verified (fail closed): then the files are put in --out,
// else none is; the populations and the report in this thread, obligations.md and the rows that
// wait in sorts on disk meanwhile on a writer thread (handover-writer.ts), obligations.md removed
// again unless the others are written.
import { existsSync } from "node:fs";
import { rm, rmdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { calendarPeriod, recordedBy } from "../../core/evidence/chain/as-of.ts";
import { ReportPasses } from "../../core/evidence/report/evidence-report.ts";
import { STILL_TO_DO } from "../../core/obligations/obligation-model.ts";
import {
  type Obligation,
  type ObligationOrder,
  type ObligationsFound,
} from "../../core/obligations/obligations.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { WITHOUT_HISTORY } from "../../core/evidence/chain/evidence-history.ts";
import { DEFAULT_MAX_SKEW_MINUTES } from "../../core/evidence/chain/evidence-timestamps.ts";
import { ledgerCheckout } from "../../io/ledger/ledger-checkout.ts";
import { listedOnce } from "../../io/ledger/ledger-files.ts";
import { LedgerReaders } from "../../io/ledger/ledger-readers.ts";
import { SpilledSort, SpilledSorts } from "../../io/sort/spilled-sort.ts";
import { obligationCalendar } from "../compliance/obligation-calendar.ts";
import { listingSort } from "../compliance/obligations-command.ts";
import { flagPath, requireEmptyDirectory } from "../shared/flag-files.ts";
import { shellWord } from "../shared/shell-word.ts";
import { type CliIo, EXIT_BAD_INPUT, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import {
  type HistoryJudged,
  judgedEntry,
  judgeHistory,
} from "../shared/ledger/verified-records.ts";
import { verifyCheckout } from "./evidence-command.ts";
import type {
  EvidenceHandoverSettings,
  EvidencePopulationsSettings,
  EvidenceVerifySettings,
} from "./evidence-settings.ts";
import { type HandedListing, HandoverWriter, writeListingAside } from "./handover-writer.ts";
import { firstPass, openFiles, putInPlace, type Reading } from "./populations-command.ts";
import type { PopulationFiles } from "./population-files.ts";
import type { PopulationsFirstPass } from "../../core/audit/population-passes.ts";
import type { AuditReport } from "../../render/evidence/obligations.ts";
import { assembleReport, reportWrittenText, writeReport } from "./report-command.ts";
import { reportJudging, type ReportJudging } from "./report-reading.ts";

/** Where in --out each output goes: the populations' folder, the obligations' listing. */
const POPULATIONS_FOLDER = "populations";
const OBLIGATIONS_FILE = "obligations.md";

/** What a user does about an --out the handover cannot write to. */
const OUT_FIX = "choose another directory for the handover";

/** The report's file in --out, by format. */
const REPORT_FILE: Readonly<Record<EvidenceHandoverSettings["reportFormat"], string>> = {
  html: "report.html",
  markdown: "report.md",
  json: "report.json",
};

export async function handOver(
  settings: EvidenceHandoverSettings,
  io: CliIo,
  bundle?: string,
): Promise<number> {
  // First, so that a wrong --out is said before the ledger is read.
  const out = flagPath("--out", settings.out, OUT_FIX, io);
  await requireEmptyDirectory(out, settings.force);
  // A refused handover leaves no --out directory it made.
  const made = existsSync(resolve(io.cwd, settings.out))
    ? undefined
    : resolve(io.cwd, settings.out);
  const judged = await obligationCalendar(settings.policyFile, { timeZone: settings.timeZone }, io);
  if (judged === undefined) return EXIT_BAD_INPUT;
  const dir = resolve(io.cwd, settings.dir);
  const now = new Date(io.now?.() ?? Date.now());
  const period = calendarPeriod(settings.firstDay, settings.lastDay, judged.calendar.timeZone, now);
  // The obligations listed in obligations.md: what still needs someone, as `obligations` lists it
  // in Markdown, in its order, waiting in runs on disk as the pass decides them.
  const listed = listingSort();
  const sorts = new SpilledSorts();
  let readers: LedgerReaders | undefined;
  try {
    const checkout = await ledgerCheckout(dir, "--dir");
    // Started as soon as the ledger is found, so that they start while it is listed and the passes
    // are made (LedgerReaders); closed however the handover ends.
    readers = LedgerReaders.start(io.ledgerThreadEntry, dir, true);
    const populations = populationsSettings(settings);
    const reading: Reading = {
      settings: populations,
      io,
      sortOf: sorts.sortOf,
      bundle,
      out: flagPath("--out", populations.out, OUT_FIX, io),
      judged,
      dir,
      // Listed once, for the first pass (whether records follow the period) and verify's walks.
      ledger: { ...checkout, paths: listedOnce(checkout.paths) },
      now,
      period,
    };
    return await handOverRead({ settings, io, reading, listed, made, readers });
  } finally {
    await readers?.close();
    listed.discard();
    sorts.discard();
  }
}

/** What the handover's one reading is given. */
interface Handover {
  settings: EvidenceHandoverSettings;
  io: CliIo;
  /** The populations' reading, as `evidence populations` would make it, into --out's folder. */
  reading: Reading;
  listed: SpilledSort<Obligation, ObligationOrder>;
  /** --out, when the handover made it. */
  made: string | undefined;
  /** Verify's readers, started before the ledger was listed. */
  readers: LedgerReaders | undefined;
}

/** The reading, then each output, only once the ledger verified. */
async function handOverRead(handover: Handover) {
  const { settings, io, reading, listed } = handover;
  // The ledger as given: the bundle, not its clone.
  const given = reading.bundle ?? settings.dir;
  const files = await openFiles(reading.settings, reading.out, io);
  try {
    // The populations' obligations as of the period's "as of" day are the report's: its pass judges
    // the same records as of the same day in the same calendar, so each record is judged once for
    // the report, obligations.md and the populations (the first pass judges alone only the closes
    // after the period, when a record follows it).
    const first = firstPass(reading, undefined, files.sink, true);
    if (first === undefined) throw new Error("the populations' first pass did not start");
    const judging = reportJudging(reading.judged, reading.period, undefined, (obligation) => {
      if (STILL_TO_DO.includes(obligation.status)) listed.add(obligation);
      first.obligations.add(obligation);
    });
    // Started from no checkpoint, the pass can only fail to start on a calendar it cannot take.
    if (judging === undefined) {
      await files.abandon();
      await removeIfMadeEmpty(handover);
      return EXIT_BAD_INPUT;
    }
    const passes = new ReportPasses(reading.period, (path) => reading.ledger.stamp(path));
    let records = 0;
    // The history first, as each judging command reads it: every record is judged knowing
    // whether verify flags it (an unauthenticated record closes nothing).
    const history = await judgeHistory(io, settings);
    const verified = await verifyCheckout(verifySettings(settings), io, {
      history,
      paths: reading.ledger.paths,
      readers: handover.readers,
      take(path, read) {
        const entry = judgedEntry(history, read, path);
        records++;
        passes.add(path, entry.record);
        first.add(entry);
        if (recordedBy(entry.record, judging.at, judging.timeZone)) judging.pass.add(entry);
      },
    });
    if (!verified) {
      await files.abandon();
      await removeIfMadeEmpty(handover);
      io.stderr(
        `Nothing of the handover was written: no obligation, population or report is judged from a ledger that does not verify. '${reportCommand(settings, given)}' shows what can be read of it.\n`,
      );
      return EXIT_ERROR;
    }
    // The report reads the period's records again: those still the bytes verified are not held
    // to the schema again.
    const verifiedRecord = (path: string, bytes: Uint8Array) => first.verifiedRecord(path, bytes);
    const ledgerReport = passes.report(
      { ...reading.ledger, verified: verifiedRecord },
      { records, breaks: [] },
      reading.now,
      TOOL_VERSION,
    );
    // Assembled first: it finishes the obligations' pass, whose last decisions the populations take.
    const { report, found } = assembleReport({
      ledgerReport,
      history: { ...history, refusals: [] },
      judging,
    });
    return await writeOutputs(handover, files, { first, judging, report, found, history });
  } catch (error) {
    await files.abandon();
    throw error;
  }
}

/** What the one reading judged, for the outputs. */
interface Judged {
  first: PopulationsFirstPass;
  judging: ReportJudging;
  report: AuditReport;
  found: ObligationsFound | undefined;
  history: HistoryJudged;
}

/**
 * The outputs of a ledger that verified: the populations, then the report, in this thread, and
 * obligations.md and the populations' rows waiting on disk meanwhile on the writer thread
 * (handover-writer.ts), obligations.md removed again unless the others are written.
 */
async function writeOutputs(
  handover: Handover,
  files: PopulationFiles,
  judged: Judged,
): Promise<number> {
  const writer = HandoverWriter.start(handover.io.ledgerThreadEntry);
  try {
    if (writer !== undefined) files.handRowsTo(writer);
    return await writeOutputsWith(writer, handover, files, judged);
  } finally {
    await writer?.close();
  }
}

/** writeOutputs, with the writer thread when there is one. */
async function writeOutputsWith(
  writer: HandoverWriter | undefined,
  handover: Handover,
  files: PopulationFiles,
  { first, judging, report, found, history }: Judged,
): Promise<number> {
  const { settings, io, reading, listed } = handover;
  const listing = writeListingAside(
    writer,
    handedListing(settings, io, { judging, found, listed, history }),
  );
  // The report is written while the writer thread writes the rows handed to it, and removed
  // again unless the populations are put in place; they are put in place only once obligations.md
  // is written (a listing that failed leaves no output).
  const reportFile = join(settings.out, REPORT_FILE[settings.reportFormat]);
  let reportWritten = false;
  const removeReport = async () => {
    if (reportWritten) await rm(resolve(io.cwd, reportFile), { force: true });
  };
  let populations: number;
  try {
    populations = await putInPlace(reading, undefined, files, {
      first,
      read: { verified: true },
      asOf: judging.pass,
      meanwhile: async () => {
        const format = settings.reportFormat;
        await writeReport({ format, out: reportFile }, report, io, { announced: false });
        reportWritten = true;
        await listing.written();
      },
    });
  } catch (error) {
    await removeReport();
    await listing.abandon();
    throw error;
  }
  if (populations !== EXIT_OK) {
    await removeReport();
    await listing.abandon();
    return populations;
  }
  io.stderr(reportWrittenText(settings.reportFormat, reportFile));
  io.stdout(
    `Wrote the handover of ${reading.bundle ?? settings.dir} to ${settings.out}: ${OBLIGATIONS_FILE}, ${REPORT_FILE[settings.reportFormat]} and ${POPULATIONS_FOLDER}/.\n`,
  );
  return EXIT_OK;
}

/** `evidence report` of the same ledger, period and authorities, as a person runs it. */
function reportCommand(settings: EvidenceHandoverSettings, given: string): string {
  const flags: [string, string | undefined][] = [
    ["--dir", given],
    ["--from", settings.firstDay],
    ["--to", settings.lastDay],
    ["--operator-keys", settings.operatorKeys],
    ["--ledger-declaration", settings.ledgerDeclaration],
    ["--repository", settings.repository],
  ];
  const words = flags.flatMap(([flag, value]) =>
    value === undefined ? [] : [flag, shellWord(value)],
  );
  return ["cip-sync", "evidence", "report", ...words].join(" ");
}

/** --out removed where the handover `made` it, once nothing is in it. */
async function removeIfMadeEmpty({ settings, io, made }: Handover) {
  if (made === undefined) return;
  try {
    await rmdir(made);
  } catch {
    io.stderr(`--out ${settings.out} was left in place: it is not empty.\n`);
  }
}

/**
 * obligations.md, as `obligations --at` the period's "as of" day lists it in Markdown, for the
 * thread that writes it: the listing's sort is handed off, read by that thread only.
 */
function handedListing(
  settings: EvidenceHandoverSettings,
  io: CliIo,
  {
    judging,
    found,
    listed,
    history,
  }: {
    judging: ReportJudging;
    found: ObligationsFound | undefined;
    listed: SpilledSort<Obligation, ObligationOrder>;
    history: HistoryJudged;
  },
): HandedListing {
  // The report's pass was finished by its assembly: the ledger verified, so it was judged.
  if (found === undefined) throw new Error("the handover's obligations were not judged");
  return {
    target: flagPath("--out", join(settings.out, OBLIGATIONS_FILE), OUT_FIX, io),
    obligations: listed.handOff(),
    at: judging.at,
    calendar: judging.calendar,
    counts: found.counts,
    historyNotChecked: history.unread ? WITHOUT_HISTORY.notice : undefined,
    statuses: STILL_TO_DO,
    // A family no accepted merge started was not judged, which no empty list may hide; one
    // that applies to no system of the inventory in force is said so, never an exception.
    notJudged: judging.pass.notJudged.map(({ name }) => name),
    notApplicable: judging.pass.notApplicable.map(({ name }) => name),
  };
}

/** `evidence populations`' settings for the handover's folder of them. */
function populationsSettings(settings: EvidenceHandoverSettings): EvidencePopulationsSettings {
  return {
    ...settings,
    command: "evidence populations",
    format: settings.populationsFormat,
    out: join(settings.out, POPULATIONS_FOLDER),
    // --out was found empty, or --force given for it.
    force: true,
  };
}

/**
 * `evidence verify`'s settings as the handover prints it: the ledger's authorities, no more (and
 * what onLedgerDir adds for a bundle: its clone, as --dir and as --repository).
 */
function verifySettings(settings: EvidenceHandoverSettings): EvidenceVerifySettings {
  return {
    ...settings,
    command: "evidence verify",
    tsaCa: undefined,
    requireTimestamps: false,
    maxSkewMinutes: DEFAULT_MAX_SKEW_MINUTES,
    expectHead: undefined,
    writer: undefined,
    writerKey: undefined,
    remote: undefined,
  };
}

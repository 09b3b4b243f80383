// `cip-sync evidence report`: the audit pack for a period, read from a checkout of the evidence
// branch, from every record or from the nearest checkpoint before the period (report-reading.ts),
// with the same output. Its flags are checked in evidence-settings.ts.
import { resolve } from "node:path";
import { WITHOUT_HISTORY } from "../../core/evidence/chain/evidence-history.ts";
import { calendarPeriod } from "../../core/evidence/chain/as-of.ts";
import { historyWarnings } from "../../core/evidence/report/report-exceptions.ts";
import {
  type Family,
  judgedFromCounts,
  notApplicableWords,
} from "../../core/obligations/obligation-families.ts";
import { textBatches } from "../../core/shared/text/text-batches.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { ledgerCheckout } from "../../io/ledger/ledger-checkout.ts";
import type { AuditReport, FamilySection } from "../../render/evidence/obligations.ts";
import type { ObligationsFound } from "../../core/obligations/obligations.ts";
import { EVIDENCE_REPORT_RENDERERS } from "../../render/formats.ts";
import { obligationCalendar } from "../compliance/obligation-calendar.ts";
import { flagPath, writeFlagFile } from "../shared/flag-files.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import { refusalOf } from "../shared/ledger/verified-records.ts";
import type { EvidenceReportSettings } from "./evidence-settings.ts";
import { withLedgerDeviations } from "./ledger-deviations.ts";
import {
  readEveryRecord,
  readFromCheckpoint,
  type ReportRead,
  reportJudging,
} from "./report-reading.ts";
import { type CheckpointStart, checkpointBeforePeriod } from "../shared/ledger/checkpoint-start.ts";

export async function reportEvidence(settings: EvidenceReportSettings, io: CliIo): Promise<number> {
  const ledger = await ledgerCheckout(resolve(io.cwd, settings.dir), "--dir");
  const now = new Date(io.now?.() ?? Date.now());
  const judged = await obligationCalendar(settings.policyFile, { timeZone: settings.timeZone }, io);
  // The period in the calendar's time zone, decided as the populations decide it (calendarPeriod);
  // a policy whose calendar cannot be read leaves --time-zone, else UTC, and says so.
  const timeZone = judged?.calendar.timeZone ?? settings.timeZone ?? "UTC";
  const period = calendarPeriod(settings.firstDay, settings.lastDay, timeZone, now);
  if (judged === undefined)
    io.stderr(
      `The report lists no CIP obligations: the policy file's calendar cannot be read. Its days are counted in ${timeZone}.\n`,
    );
  // The CIP obligations are judged in the report's own pass over the ledger, holding only those
  // an auditor must look at, at most REPORT_OBLIGATION_LIMIT (the rest are counted), so the
  // report keeps to bounded memory. The CSV report, records only, leaves them to `obligations`.
  const judgingFrom = (start?: CheckpointStart) =>
    settings.format === "csv" || judged === undefined
      ? undefined
      : reportJudging(judged, period, start);
  const start = await checkpointBeforePeriod(settings, period, io);
  let read: ReportRead | undefined;
  if (start !== undefined) {
    const judging = judgingFrom(start);
    const resumed =
      start.spoiled === undefined
        ? await readFromCheckpoint(settings, io, ledger, { period, now, judging }, start)
        : undefined;
    if (resumed === undefined) io.stderr(start.fellBack());
    else io.stderr(start.judgedFrom(resumed.since));
    read = resumed;
  }
  read ??= await readEveryRecord(settings, io, ledger, { period, now, judging: judgingFrom() });
  const { report } = assembleReport(read);
  const { history } = read;
  await writeReport(settings, report, io);
  if (history.refusals.length > 0) {
    io.stderr(refusalOf(settings.dir, "obligation", history.refusals));
    return EXIT_ERROR;
  }
  const { breaks } = report.ledger;
  if (breaks.length === 0) return EXIT_OK;
  io.stderr(
    `The evidence ledger is broken (${breaks.length} break(s)); the report shows what could be read. Run 'cip-sync evidence verify --dir ${settings.dir}' for each break.\n`,
  );
  return EXIT_ERROR;
}

/**
 * The audit report of what a reading found, and what its obligations' pass found (undefined when
 * none was judged: CSV, no calendar, or a ledger that does not verify). `evidence handover` lists
 * the obligations from the same pass.
 */
export function assembleReport({ ledgerReport, history, judging }: ReportRead): {
  report: AuditReport;
  found: ObligationsFound | undefined;
} {
  const found =
    judging === undefined || ledgerReport.ledger.breaks.length > 0 || history.refusals.length > 0
      ? undefined
      : judging.pass.finish();
  const obligations = found && judging && { at: judging.at, calendar: judging.calendar, ...found };
  // Each family's section, in the table's order.
  const families =
    obligations === undefined || judging === undefined
      ? undefined
      : judging.families.map(({ family, tally }) =>
          familySection(family, obligations.at, tally.counts, judging.pass.notApplicable),
        );
  // What verify only warns of (a command-line commit no operator key signed) is an exception the
  // report lists, not a line on standard error alone.
  const assembled: AuditReport = {
    ...ledgerReport,
    ...(history.unread && {
      ledger: { ...ledgerReport.ledger, history_not_checked: WITHOUT_HISTORY.notice },
    }),
    ...(obligations && { obligations }),
    ...(families && { families }),
    history_warnings: historyWarnings(history.unauthenticated),
  };
  // Each change that did not compare its baselines names the deviations the ledger shows of it.
  const report =
    obligations === undefined || judging === undefined
      ? assembled
      : withLedgerDeviations(assembled, judging.deviations.list());
  return { report, found };
}

/** The report in its format, to --out or to standard output a batch at a time. */
export async function writeReport(
  settings: Pick<EvidenceReportSettings, "format" | "out">,
  report: AuditReport,
  io: CliIo,
  { announced = true }: { announced?: boolean } = {},
) {
  const content = EVIDENCE_REPORT_RENDERERS[settings.format](report, {
    color: false,
    toolVersion: TOOL_VERSION,
  });
  if (settings.out === undefined) {
    for (const batch of textBatches(content)) {
      io.stdout(batch);
      await io.stdoutDrained?.();
    }
    return;
  }
  const target = flagPath("--out", settings.out, "choose another file path for the report", io);
  await writeFlagFile(target, content);
  if (announced) io.stderr(reportWrittenText(settings.format, settings.out));
}

/** What the report's file is said to be once it is in place. */
export function reportWrittenText(format: EvidenceReportSettings["format"], out: string): string {
  return `Wrote the ${format} report to ${out}.\n`;
}

/**
 * A family's section of the report: its parts' counts, and its words when no part has any
 * obligation, which every format shows instead of an all-clear: not applicable where the
 * inventory in force declares no system it applies to (`notApplicable`, no exception), else not
 * judged from this ledger.
 */
function familySection(
  family: Family,
  at: string,
  parts: FamilySection["parts"],
  notApplicable: readonly Family[],
): FamilySection {
  const words = judgedFromCounts(family, parts)
    ? {}
    : notApplicable.includes(family)
      ? { not_applicable: notApplicableWords(family) }
      : { not_judged: family.notJudged };
  return { family, at, parts, ...words };
}

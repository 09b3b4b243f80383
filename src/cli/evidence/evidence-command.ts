// `cip-sync evidence verify` and `cip-sync evidence report`: the audit pack, read from a checkout
// of the evidence branch. Their flags are checked in settings.ts.
import { breakLine } from "../../core/evidence/chain/evidence-chain.ts";
import { resolve } from "node:path";
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import { WITHOUT_HISTORY } from "../../core/evidence/chain/evidence-history.ts";
import { reportOfLedger } from "../../core/evidence/report/evidence-report.ts";
import { walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";
import { checkLedgerFiles } from "../../io/ledger/ledger-readers.ts";
import { LedgerCheckpoints } from "../../io/ledger/ledger-checkpoints.ts";
import { olderCheckpointsText } from "../../core/obligations/checkpoint/checkpoint-recompute.ts";
import { textBatches } from "../../core/shared/text/text-batches.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { ledgerCheckout } from "../../io/ledger/ledger-checkout.ts";
import { EVIDENCE_REPORT_RENDERERS } from "../../render/formats.ts";
import type { AuditReport } from "../../render/evidence/obligations.ts";
import { calendarRule } from "../../core/shared/calendar.ts";
import {
  type CalendarPeriod,
  calendarPeriod,
  recordedBy,
} from "../../core/evidence/chain/as-of.ts";
import {
  type Obligation,
  ObligationsPass,
  type ObligationStatus,
} from "../../core/obligations/obligations.ts";
import {
  type ObligationKind,
  partTally,
  patchManagementTally,
  VULNERABILITY_ASSESSMENT_KINDS,
} from "../../core/obligations/obligation-model.ts";
import {
  judgedFromCounts,
  type MergeJudgedFamily,
  PATCH_MANAGEMENT_FAMILY,
  VULNERABILITY_ASSESSMENT_FAMILY,
} from "../../core/obligations/obligation-families.ts";
import { RecordDeviations } from "../../core/obligations/record-deviations.ts";
import { withLedgerDeviations } from "./ledger-deviations.ts";
import { obligationCalendar, type ObligationSettings } from "../compliance/obligation-calendar.ts";
import { historyWarnings } from "../../core/evidence/report/report-exceptions.ts";
import { flagPath } from "../shared/command-support.ts";
import { writeFlagFile } from "../shared/flag-files.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import { verifyAnchors } from "./evidence-anchors.ts";
import { judgedEntry, judgeHistory, refusalOf } from "../shared/verified-records.ts";
import type { EvidenceReportSettings, EvidenceVerifySettings } from "../shared/settings.ts";

export async function verifyEvidence(settings: EvidenceVerifySettings, io: CliIo): Promise<number> {
  if (settings.remote !== undefined) {
    // Loaded only here: the GitHub client is not needed to verify a checkout.
    const { verifyRemote } = await import("./evidence-remote.ts");
    return verifyRemote(settings.remote, settings.writer, io);
  }
  const dir = resolve(io.cwd, settings.dir);
  const paths = await walkLedgerDirectory(dir, "--dir");
  // Each record's facts are kept only for the checks that read them after the chain's.
  const checker = new LedgerChecker({
    keepRecords: settings.tsaCa !== undefined || settings.expectHead !== undefined,
  });
  // Each checkpoint recomputed from the records the chain check takes, not from a second reading.
  const recompute = new LedgerCheckpoints(dir, paths);
  await checkLedgerFiles(dir, paths(), checker, io.ledgerThreadEntry, recompute);
  const verified = checker.result();
  const anchors = await verifyAnchors(settings, paths(), verified, io);
  // Recomputed along intact chains only: a broken ledger is refused for its breaks already.
  const checkpoints =
    verified.breaks.length === 0 ? recompute.finish() : { recomputed: 0, problems: [], older: [] };
  const problems = [
    ...verified.breaks.map(breakLine),
    ...checkpoints.problems,
    ...anchors.problems,
  ];
  if (problems.length > 0) {
    io.stderr(
      `The evidence ledger in ${settings.dir} is broken (${problems.length} problem(s)):\n${problems.map((problem) => `  ${problem}\n`).join("")}`,
    );
    return EXIT_ERROR;
  }
  const checked = [
    "every record matches the schema and every chain is intact",
    ...(checkpoints.recomputed === 0
      ? []
      : [
          `each of the ${checkpoints.recomputed} checkpoint(s) is the fold of the records before it`,
        ]),
    ...(settings.tsaCa === undefined ? [] : ["every timestamp token is valid"]),
    ...(settings.expectHead === undefined ? [] : ["the published head is in the chain"]),
  ];
  const unchecked = [
    ...(checkpoints.older.length === 0 ? [] : [olderCheckpointsText(checkpoints.older)]),
    ...(anchors.historyUnread ? [`the history was not checked: ${WITHOUT_HISTORY.notice}`] : []),
  ];
  io.stdout(
    `Verified ${verified.recordCount} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): ${[...checked, ...unchecked].join("; ")}.\n`,
  );
  return EXIT_OK;
}

export async function reportEvidence(settings: EvidenceReportSettings, io: CliIo): Promise<number> {
  const ledger = await ledgerCheckout(resolve(io.cwd, settings.dir), "--dir");
  // verify's reading of the branch's history: no obligation is judged from a ledger it refuses.
  const history = await judgeHistory(io, settings);
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
  const judging =
    settings.format === "csv" || judged === undefined ? undefined : obligationsPass(judged, period);
  // As of the period's last day: a record written after it is not read (as-of.ts).
  const ledgerReport = reportOfLedger(ledger, period, now, TOOL_VERSION, (entry, path) => {
    if (judging !== undefined && recordedBy(entry.record, judging.at, judging.timeZone))
      judging.pass.add(judgedEntry(history, entry, path));
  });
  const obligations =
    judging === undefined || ledgerReport.ledger.breaks.length > 0 || history.refusals.length > 0
      ? undefined
      : { at: judging.at, calendar: judging.calendar, ...judging.pass.finish() };
  const patchManagement =
    obligations === undefined || judging === undefined
      ? undefined
      : familySection(PATCH_MANAGEMENT_FAMILY, obligations.at, judging.patching.counts);
  const assessments =
    obligations === undefined || judging === undefined
      ? undefined
      : familySection(VULNERABILITY_ASSESSMENT_FAMILY, obligations.at, judging.assessing.counts);
  // What verify only warns of (a command-line commit no operator key signed) is an exception the
  // report lists, not a line on standard error alone.
  const assembled: AuditReport = {
    ...ledgerReport,
    ...(history.unread && {
      ledger: { ...ledgerReport.ledger, history_not_checked: WITHOUT_HISTORY.notice },
    }),
    ...(obligations && { obligations }),
    ...(patchManagement && { patch_management: patchManagement }),
    ...(assessments && { vulnerability_assessments: assessments }),
    history_warnings: historyWarnings(history.unauthenticated),
  };
  // Each change that did not compare its baselines names the deviations the ledger shows of it.
  const report =
    obligations === undefined || judging === undefined
      ? assembled
      : withLedgerDeviations(assembled, judging.deviations.list());
  const content = EVIDENCE_REPORT_RENDERERS[settings.format](report, {
    color: false,
    toolVersion: TOOL_VERSION,
  });
  if (settings.out === undefined) {
    for (const batch of textBatches(content)) {
      io.stdout(batch);
      await io.stdoutDrained?.();
    }
  } else {
    const target = flagPath("--out", settings.out, "choose another file path for the report", io);
    await writeFlagFile(target, content);
    io.stderr(`Wrote the ${settings.format} report to ${settings.out}.\n`);
  }
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
 * A family's section of the report: its parts' counts, and its words when no part has any
 * obligation (not judged from this ledger), which every format shows instead of an all-clear.
 */
function familySection<Parts extends Partial<Record<ObligationKind, Record<string, number>>>>(
  family: MergeJudgedFamily,
  at: string,
  parts: Parts,
): { at: string; parts: Parts; not_judged?: string } {
  return {
    at,
    parts,
    ...(judgedFromCounts(family, parts) ? {} : { not_judged: family.notJudged }),
  };
}

/** The report lists at most this many obligations: the report of any ledger stays bounded. */
const REPORT_OBLIGATION_LIMIT = 1_000;

/** What the report lists of the obligations: those that need someone; the rest are counted. */
const NEEDS_ATTENTION: ReadonlySet<ObligationStatus> = new Set([
  "exception",
  "overdue",
  "closed-late",
  "due-soon",
  "open",
]);

/**
 * The pass that judges the CIP obligations as of the period's "as of" day: its last day, or today
 * while it runs (calendarPeriod), the day the populations judge them as of too.
 */
function obligationsPass(
  judged: ObligationSettings,
  period: CalendarPeriod,
): {
  pass: ObligationsPass;
  patching: ReturnType<typeof patchManagementTally>;
  deviations: RecordDeviations;
  assessing: ReturnType<typeof assessmentTally>;
  at: string;
  timeZone: string;
  calendar: string;
} {
  const { calendar, ...options } = judged;
  const at = period.asOf;
  const keep = (o: Obligation) => NEEDS_ATTENTION.has(o.status);
  // Every CIP-007 R2 and CIP-010 R3 obligation counted by part, kept or not: the report's
  // sections count them all.
  const patching = patchManagementTally();
  const assessing = assessmentTally();
  // And each record's baseline deviations, for the entry of a record that did not compare them.
  const deviations = new RecordDeviations();
  const pass = new ObligationsPass(at, calendar, {
    keep,
    limit: REPORT_OBLIGATION_LIMIT,
    decided: (o) => {
      patching.add(o);
      assessing.add(o);
      deviations.add(o);
    },
    ...options,
  });
  const timeZone = calendar.timeZone;
  return {
    pass,
    patching,
    assessing,
    deviations,
    at,
    timeZone,
    calendar: calendarRule(calendar),
  };
}

const assessmentTally = () => partTally(VULNERABILITY_ASSESSMENT_KINDS);

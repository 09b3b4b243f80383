// What the audit report flags, in every format alike: its exceptions counted once (changes, gaps,
// unresolved drift, obligation exceptions, history warnings, a history not read, families not
// judged; core/evidence/report/report-exceptions.ts), the obligation exceptions, history warnings
// and what the reading could not judge as rows of the exceptions list, and whether the
// ledger reads "intact": only when no chain is broken and nothing is flagged.
import {
  type ExceptionCounts,
  exceptionCounts,
} from "../../core/evidence/report/report-exceptions.ts";
import {
  countStatuses,
  kindText,
  type Obligation,
  subjectText,
} from "../../core/obligations/obligations.ts";
import { countOf } from "../../core/shared/wording.ts";
import type { AuditReport, FamilySection } from "./obligations.ts";

/** The report's exceptions by kind and in all: what every format's heading and integrity line say. */
export function auditExceptionCounts(report: AuditReport): ExceptionCounts {
  const { obligations } = report;
  const notices = {
    familiesNotJudged: obligations === undefined ? null : familiesNotJudged(report).length,
    historyNotChecked: report.ledger.history_not_checked !== undefined,
  };
  if (obligations === undefined)
    return exceptionCounts(report.exceptions, null, report.history_warnings ?? [], notices);
  const counts = obligations.counts ?? countStatuses(obligations.obligations);
  // The report lists only the late closings within the period (report-reading.ts): those count.
  const closedLate = obligations.obligations.filter((o) => o.status === "closed-late").length;
  return exceptionCounts(
    report.exceptions,
    { exception: counts.exception, overdue: counts.overdue, closedLate },
    report.history_warnings ?? [],
    notices,
  );
}

/** The families the report's obligations did not judge from the ledger, in the table's order. */
function familiesNotJudged(report: AuditReport): FamilySection[] {
  return (report.families ?? []).filter((section) => section.not_judged !== undefined);
}

/**
 * What the reading could not judge, as rows of the exceptions list, after the history warnings:
 * a ledger read without its history, then each family not judged ("CIP-007 R2 not judged"), as
 * the populations' exceptions.csv names them.
 */
export function readingExceptionWords(report: AuditReport): { kind: string; detail: string }[] {
  const unchecked = report.ledger.history_not_checked;
  return [
    ...(unchecked === undefined ? [] : [{ kind: "history not checked", detail: unchecked }]),
    ...familiesNotJudged(report).map((section) => ({
      kind: `${section.family.name} not judged`,
      detail: section.not_judged ?? "",
    })),
  ];
}

/**
 * The obligations the report lists as exceptions: an exception, overdue, or closed late within the
 * period (the only late closings it lists), as the populations' exceptions.csv has a row for each.
 */
export function obligationExceptions(report: AuditReport): Obligation[] {
  return (report.obligations?.obligations ?? []).filter((o) => EXCEPTION_STATUSES.has(o.status));
}

const EXCEPTION_STATUSES: ReadonlySet<Obligation["status"]> = new Set([
  "exception",
  "overdue",
  "closed-late",
]);

/** "2 changes, 3 obligation exceptions, 1 history warning": the kinds present; obligations not judged said. */
export function exceptionCountsText(counts: ExceptionCounts): string {
  const parts = [
    ...(counts.changes === 0 ? [] : [countOf(counts.changes, "change")]),
    ...(counts.monitoring_gaps === 0
      ? []
      : [
          `${counts.monitoring_gaps} ${counts.monitoring_gaps === 1 ? "gap" : "gaps"} over the limit`,
        ]),
    ...(counts.unresolved_drift === 0
      ? []
      : [countOf(counts.unresolved_drift, "unresolved drift episode")]),
    ...(counts.obligations === null
      ? ["CIP obligations not judged in this report"]
      : [
          ...(counts.obligations === 0
            ? []
            : [countOf(counts.obligations, "obligation exception")]),
          ...(counts.overdue_obligations === 0 || counts.overdue_obligations === null
            ? []
            : [countOf(counts.overdue_obligations, "overdue obligation")]),
          ...(counts.obligations_closed_late === 0 || counts.obligations_closed_late === null
            ? []
            : [
                `${counts.obligations_closed_late} ${counts.obligations_closed_late === 1 ? "obligation" : "obligations"} closed late`,
              ]),
        ]),
    ...(counts.history_warnings === 0 ? [] : [countOf(counts.history_warnings, "history warning")]),
    ...(counts.history_not_checked === 0 ? [] : ["history not checked"]),
    ...(counts.families_not_judged === 0 || counts.families_not_judged === null
      ? []
      : [
          `${counts.families_not_judged} ${counts.families_not_judged === 1 ? "family" : "families"} not judged`,
        ]),
  ];
  return parts.length === 0 ? "none" : parts.join(", ");
}

/** How the ledger reads: broken, flagged, or intact (green) only when nothing is flagged. */
export function integrityWords(report: AuditReport): {
  state: "intact" | "flagged" | "broken";
  text: string;
} {
  const { records, breaks, history_not_checked: unchecked } = report.ledger;
  // A copy without its history proves nothing of who wrote it: never "intact", and said once.
  const history = unchecked === undefined ? "" : ` The history was not checked: ${unchecked}.`;
  if (breaks.length > 0)
    return {
      state: "broken",
      text: `Ledger broken: ${breaks.length} break(s) found; this report shows what could be read.${history}`,
    };
  const verifies = `${records} record(s); every chain verifies (sequence and SHA-256 of the previous record)`;
  const counts = auditExceptionCounts(report);
  if (counts.total === 0 && unchecked === undefined)
    return {
      state: "intact",
      text: `Ledger intact: ${verifies}; nothing flagged${counts.obligations === null ? " (CIP obligations not judged in this report)" : ""}.`,
    };
  const flagged =
    counts.total === 0
      ? "nothing else flagged"
      : `the report flags ${countOf(counts.total, "exception")} (${exceptionCountsText(counts)}), listed under Exceptions`;
  return { state: "flagged", text: `Ledger flagged: ${verifies}, but ${flagged}.${history}` };
}

/**
 * An obligation as the exceptions list names it: what it counts as ("obligation exception",
 * "overdue obligation", "obligation closed late") and its requirement, then what and why.
 */
export function obligationExceptionWords(o: Obligation): { kind: string; detail: string } {
  const counted =
    o.status === "overdue"
      ? "overdue obligation"
      : o.status === "closed-late"
        ? "obligation closed late"
        : "obligation exception";
  return {
    kind: `${counted}: ${kindText(o)}`,
    detail: `${subjectText(o)} [${o.workspace}]${o.reason === undefined ? "" : `: ${o.reason}`}; opened by record #${o.opened_by.sequence}`,
  };
}

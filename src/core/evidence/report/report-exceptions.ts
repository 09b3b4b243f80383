// Every exception the audit report flags, counted once for all its formats: the changes, gaps and
// unresolved drift of the period (evidence-report.ts), the CIP obligations judged an exception,
// the history warnings: commits of the ledger's branch that verify cannot authenticate, whose
// records close nothing; and what the reading could not judge: a family not judged from the
// ledger, a ledger read without its history. A ledger reads "intact" only when none of these is flagged. Pure.
import { compareCodePoints } from "../../shared/names.ts";
import type { ReportException } from "./evidence-report.ts";

/** A commit verify flags: why (naming the commit) and the records it added, which close nothing. */
export interface HistoryWarning {
  why: string;
  /** Their paths in the ledger, in name order. */
  records: string[];
}

/**
 * The history warnings of the records verify flags (path -> why, as the command's reading of the
 * branch's history gives them): one per commit, in the order of their first record.
 */
export function historyWarnings(unauthenticated: ReadonlyMap<string, string>): HistoryWarning[] {
  const byWhy = new Map<string, string[]>();
  for (const path of [...unauthenticated.keys()].sort(compareCodePoints)) {
    const why = unauthenticated.get(path) ?? "";
    byWhy.set(why, [...(byWhy.get(why) ?? []), path]);
  }
  return [...byWhy].map(([why, records]) => ({ why, records }));
}

/** A history warning as the exceptions list names it, in the report and in exceptions.csv alike. */
export function historyWarningWords(warning: HistoryWarning): { kind: string; detail: string } {
  return {
    kind: "history warning",
    detail: `${warning.why}: what it added closes nothing (${warning.records.join(", ")})`,
  };
}

/** How many exceptions the report flags, by kind, and in all. */
export interface ExceptionCounts {
  total: number;
  /** Refused, failed, partly applied, interrupted and break-glass changes. */
  changes: number;
  /** Gaps over the limit between drift checks. */
  monitoring_gaps: number;
  unresolved_drift: number;
  /**
   * CIP obligations whose status is exception; null when the report judged none (the CSV report,
   * a policy file whose calendar cannot be read, a ledger that does not verify).
   */
  obligations: number | null;
  /** CIP obligations overdue as of the report's day; null when the report judged none. */
  overdue_obligations: number | null;
  /** CIP obligations closed late within the period; null when the report judged none. */
  obligations_closed_late: number | null;
  /**
   * The requirement families not judged from the ledger (no accepted merge started them: their
   * populations are empty, which is no all-clear); null when the report judged no obligation.
   */
  families_not_judged: number | null;
  history_warnings: number;
  /** 1 when the ledger was read without its git history, so that nothing shows who added a record. */
  history_not_checked: number;
}

/** What the report flags of the reading itself: families not judged, a history not read. */
export interface ReadingNotices {
  /** null when the report judged no obligation. */
  familiesNotJudged: number | null;
  historyNotChecked: boolean;
}

/**
 * The CIP obligations the report counts as exceptions, by status: the populations' exceptions.csv
 * of the period has a row for each of them, and `obligations` the same statuses; null when the
 * report judged none.
 */
export interface ObligationExceptionCounts {
  exception: number;
  overdue: number;
  closedLate: number;
}

/**
 * The report's exceptions counted, kind by kind: the populations' exceptions.csv of the period has
 * a row for each, and no other (population-passes.ts).
 */
export function exceptionCounts(
  exceptions: readonly ReportException[],
  obligations: ObligationExceptionCounts | null,
  history: readonly HistoryWarning[],
  notices: ReadingNotices,
): ExceptionCounts {
  const of = (kind: ReportException["kind"]) =>
    exceptions.filter((exception) => exception.kind === kind).length;
  const counts = {
    changes: of("change"),
    monitoring_gaps: of("gap"),
    unresolved_drift: of("drift"),
    obligations: obligations?.exception ?? null,
    overdue_obligations: obligations?.overdue ?? null,
    obligations_closed_late: obligations?.closedLate ?? null,
    families_not_judged: notices.familiesNotJudged,
    history_warnings: history.length,
    history_not_checked: notices.historyNotChecked ? 1 : 0,
  };
  const judged =
    obligations === null ? 0 : obligations.exception + obligations.overdue + obligations.closedLate;
  const read = (notices.familiesNotJudged ?? 0) + counts.history_not_checked;
  return { total: exceptions.length + judged + history.length + read, ...counts };
}

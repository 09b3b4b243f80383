// Every exception the audit report flags, counted once for all its formats: the changes, gaps and
// unresolved drift of the period (evidence-report.ts), the CIP obligations judged an exception,
// and the history warnings: commits of the ledger's branch that verify cannot authenticate, whose
// records close nothing. A ledger reads "intact" only when none of these is flagged. Pure.
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
  history_warnings: number;
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

export function exceptionCounts(
  exceptions: readonly ReportException[],
  obligations: ObligationExceptionCounts | null,
  history: readonly HistoryWarning[],
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
    history_warnings: history.length,
  };
  const judged =
    obligations === null ? 0 : obligations.exception + obligations.overdue + obligations.closedLate;
  return { total: exceptions.length + judged + history.length, ...counts };
}

// Whether a record's assertion of a fact has the authority the authority table gives that fact:
// its origin, its approvers (judged at the base by whoever gathered them) and its dates. Pure, and
// fail closed: an origin outside the row, a missing approver or a date the row forbids is a "no"
// with the reason, which the caller lists beside what the record did not close.
import {
  APPROVERS,
  type Approver,
  authorityOf,
  type AuthorityRow,
  type Fact,
  MAX_OBSERVATION_SKEW_MINUTES,
  type Origin,
  ORIGINS,
} from "./authority-table.ts";
import { latestDateAt } from "../shared/calendar.ts";

export interface Assertion {
  fact: Fact;
  /** Where the record came from; where that is no origin of the table, what it was, in words. */
  origin: Origin | { outside: string };
  /** The approvers the record shows, each as judged at the base. */
  approvedBy: readonly Approver[];
  /** The date (YYYY-MM-DD) or instant the fact carries, when it carries one. */
  dated?: string;
  /** When the record that carries it was written (or the file appended), an ISO instant. */
  recordedAt: string;
}

export type Authority = { authorized: true } | { authorized: false; why: string };

export function judgeAuthority(assertion: Assertion): Authority {
  const row = authorityOf(assertion.fact);
  const { origin } = assertion;
  if (typeof origin !== "string" || !row.origins.includes(origin)) {
    const from = typeof origin === "string" ? ORIGINS[origin] : origin.outside;
    const allowed = row.origins.map((one) => ORIGINS[one]).join("; or ");
    return no(`it came from ${from}, and ${row.fact} may come only from ${allowed}`);
  }
  const missing = row.approvers.filter((role) => !assertion.approvedBy.includes(role));
  if (missing.length > 0)
    return no(`it is not approved by ${missing.map((role) => APPROVERS[role]).join(", nor ")}`);
  if (assertion.dated !== undefined)
    return judgeDate(row.fact, assertion.dated, assertion.recordedAt);
  return { authorized: true };
}

/** Whether the date `fact` carries keeps its row's date rules, against the record written at `recordedAt`. */
export function judgeDate(fact: Fact, dated: string, recordedAt: string): Authority {
  const late = lateness(authorityOf(fact).dates, dated, recordedAt);
  return late === undefined ? { authorized: true } : no(late);
}

/** Why the date breaks a rule of the row, if it does. */
function lateness(
  rules: AuthorityRow["dates"],
  dated: string,
  recordedAt: string,
): string | undefined {
  // A date is a day somewhere: never past the latest day any time zone has at the record's instant.
  if (rules.includes("not-after-record") && dated.slice(0, 10) > latestDateAt(recordedAt))
    return `it is dated ${dated}, after the record that carries it (${recordedAt})`;
  if (rules.includes("observed-before-append")) {
    const ahead = Date.parse(dated) - Date.parse(recordedAt);
    if (!(ahead <= MAX_OBSERVATION_SKEW_MINUTES * 60_000))
      return `it was observed at ${dated}, after it was appended (${recordedAt}), beyond the ${MAX_OBSERVATION_SKEW_MINUTES} minutes a collector's clock may run ahead`;
  }
  return undefined;
}

function no(why: string): Authority {
  return { authorized: false, why };
}

/**
 * Why a collector's file observed at `observedAt` (its `/observed_at`) may not be appended by
 * `origin` at `appendedAt`, in the words of a collector-file problem; undefined when it may. Both
 * `cip-sync evidence append --monitoring` and the drift check ask this before writing anything.
 */
export function observationRefusal(
  observedAt: string,
  origin: Origin,
  appendedAt: Date,
): string | undefined {
  const judged = judgeAuthority({
    fact: "configuration-observation",
    origin,
    approvedBy: [],
    dated: observedAt,
    recordedAt: appendedAt.toISOString(),
  });
  if (judged.authorized) return undefined;
  return `at /observed_at: ${judged.why}: write when the devices were read, by a clock set to UTC, never a time still to come`;
}

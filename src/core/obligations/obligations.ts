// CIP obligations computed from the evidence ledger: what had to happen by when, and the record
// that shows it happened. Pure: a function of the records (any order on disk), the calendar and
// the date, computed in one pass over each workspace's chain (ObligationsPass) that holds only
// what is still open. Each obligation names the record that opened it and, once closed, the
// record that closed it; a record never closes an obligation opened after it.
//
// - CIP-010-4 R1.3: an applied create, move or retype of an asset of a High or Medium impact
//   system (impact as its document declared it in the record) opens "baseline documentation due
//   within 30 calendar days"; the first record at or after it whose declared baseline of that
//   asset differs from the one before the change closes it.
// - CIP-010-4 R1.4: each such change is a reminder, never closed (the tool cannot see the
//   verification), listing what the change's approvers noted of it (verification-notes.ts).
// - CIP-010-4 R2.1: each High impact system must be compared with its baseline at least once
//   every 35 calendar days; each drift check that covers it closes the interval since the one
//   before and opens the next.
// - CIP-002-5.1a R2: each workspace's identifications must be reviewed, and the review approved
//   by the CIP Senior Manager or a delegate, at least once every 15 calendar months: the
//   workspace's first record opens the first interval, and each approved review (a merge whose
//   review file matched what it merged, with the policy's cip-002-review rule met) closes it and
//   opens the next. A review approved by anyone else, or of another inventory, closes nothing.
import { type HashedRecord, pullRequestsOf } from "../evidence/evidence-record.ts";
import { deviatingOperations, isApprovedReview } from "./record-facts.ts";
import { groupBy } from "../shared/collections.ts";
import { compareCodePoints } from "../shared/names.ts";
import {
  addDays,
  addMonths,
  type CalendarSettings,
  calendarRule,
  dateIn,
} from "../shared/calendar.ts";

export const OBLIGATION_KINDS = [
  "CIP-002 R2",
  "CIP-010 R1.3",
  "CIP-010 R1.4",
  "CIP-010 R2.1",
] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];
export const OBLIGATION_STATUSES = [
  "overdue",
  "closed-late",
  "due-soon",
  "open",
  "reminder",
  "closed",
] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

export const REQUIREMENTS: Readonly<Record<ObligationKind, string>> = {
  "CIP-002 R2":
    "review the identifications and have the CIP Senior Manager or delegate approve them at least once every 15 calendar months",
  "CIP-010 R1.3":
    "update the baseline documentation within 30 calendar days of the completion of the change",
  "CIP-010 R1.4":
    "verify that the CIP-005 and CIP-007 controls the change could affect are not adversely affected, and document the results",
  "CIP-010 R2.1":
    "monitor for changes to the baseline configuration at least once every 35 calendar days",
};

/** A ledger record as obligations cite it. */
export interface RecordRef {
  workspace: string;
  sequence: number;
  sha256: string;
  recorded_at: string;
}

export interface Obligation {
  kind: ObligationKind;
  requirement: string;
  workspace: string;
  /** A cyber system or one of its assets; neither for a workspace's own (CIP-002 R2). */
  subject: { cyber_system_id?: string; cyber_system?: string; asset?: string };
  opened_by: RecordRef;
  /** The last date it may be met on, in the calendar's time zone; null for a reminder. */
  due: string | null;
  status: ObligationStatus;
  closed_by?: RecordRef;
  calendar: string;
  /** CIP-010 R1.4: what the approvers of the opening change noted (`/cip-010-r1.4`); absent: none. */
  notes?: { login: string; note: string }[];
}

/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
export function computeObligations(
  records: readonly HashedRecord[],
  asOf: Date | string,
  calendar: CalendarSettings,
): Obligation[] {
  const pass = new ObligationsPass(asOf, calendar);
  for (const chain of groupBy(records, ({ record }) => record.workspace).values())
    for (const entry of chain.sort((a, b) => a.record.sequence - b.record.sequence))
      pass.add(entry);
  return pass.finish().obligations;
}

/** What a pass found: the obligations it kept, sorted, and how many of each status in all. */
export interface ObligationsFound {
  obligations: Obligation[];
  counts: Record<ObligationStatus, number>;
}

export interface PassOptions {
  /** Which obligations to hold once decided; the others are only counted. Default: every one. */
  keep?: (obligation: Obligation) => boolean;
  /** Hold at most this many, the first in compareObligations' order. Default: no limit. */
  limit?: number;
}

/** An R1.3 obligation waiting for its baseline: the baseline declared before its change. */
interface PendingBaseline {
  /** A citation only: holding the record would hold every record with an obligation open. */
  opened: RecordRef;
  subject: Obligation["subject"];
  due: string;
  before: string | undefined;
}

/** An interval still open (R2.1 per High system, CIP-002 R2 per workspace): who opened it. */
interface OpenInterval {
  opened: RecordRef;
  subject: Obligation["subject"];
}

/** What a workspace's chain has shown so far. */
interface WorkspaceState {
  /** Each asset's baseline as last declared, by "system id/asset name". */
  declared: Map<string, string>;
  pending: Map<string, PendingBaseline[]>;
  /** Each High system seen, by id, with its interval since the last drift check. */
  monitored: Map<string, OpenInterval>;
  review: OpenInterval;
}

/**
 * The obligations of ledger records fed one at a time, each workspace's in chain order (records of
 * several workspaces may interleave). Only the obligations the options keep are held once decided;
 * every one is counted.
 */
export class ObligationsPass {
  readonly #context: Context;
  readonly #keep: (obligation: Obligation) => boolean;
  readonly #workspaces = new Map<string, WorkspaceState>();
  readonly #kept: Obligation[] = [];
  readonly #counts = countStatuses([]);

  readonly #limit: number;

  constructor(
    asOf: Date | string,
    calendar: CalendarSettings,
    { keep = () => true, limit = Infinity }: PassOptions = {},
  ) {
    const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
    this.#context = { calendar, today, rule: calendarRule(calendar) };
    this.#keep = keep;
    this.#limit = limit;
  }

  add(entry: HashedRecord): void {
    const { record } = entry;
    let state = this.#workspaces.get(record.workspace);
    if (state === undefined) {
      // The workspace's first record opens its first CIP-002 R2 interval.
      state = {
        declared: new Map(),
        pending: new Map(),
        monitored: new Map(),
        review: { opened: refOf(entry), subject: {} },
      };
      this.#workspaces.set(record.workspace, state);
    } else if (isApprovedReview(entry)) {
      this.#close("CIP-002 R2", state.review, 15, entry);
      state.review = { opened: refOf(entry), subject: {} };
    }
    this.#changes(entry, state);
    this.#monitoring(entry, state);
  }

  /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
  finish(): ObligationsFound {
    for (const state of this.#workspaces.values()) {
      for (const list of state.pending.values())
        for (const pending of list)
          this.#emit(baselineObligation(pending, undefined, this.#context));
      for (const interval of state.monitored.values()) this.#close("CIP-010 R2.1", interval, 35);
      this.#close("CIP-002 R2", state.review, 15);
    }
    this.#workspaces.clear();
    this.#cut();
    return { obligations: [...this.#kept], counts: { ...this.#counts } };
  }

  /** R1.3 and R1.4 opened by `entry`'s changes, then the R1.3 its baselines close. */
  #changes(entry: HashedRecord, state: WorkspaceState): void {
    const { record } = entry;
    if (record.kind !== "change") return;
    const notes = pullRequestsOf(record.change).flatMap((pull) => pull.verification_notes ?? []);
    const due = addDays(dateIn(record.recorded_at, this.#context.calendar.timeZone), 30);
    // One citation per record, shared by the obligations it opens.
    const opened = refOf(entry);
    for (const operation of deviatingOperations(record)) {
      const key = `${operation.cyber_system.id}/${operation.name}`;
      const subject = {
        cyber_system_id: operation.cyber_system.id,
        cyber_system: operation.cyber_system.name,
        asset: operation.name,
      };
      // Closed by the first declaration, from this record on, that differs from the one before it.
      const list = state.pending.get(key) ?? [];
      list.push({ opened, subject, due, before: state.declared.get(key) });
      state.pending.set(key, list);
      this.#emit({
        kind: "CIP-010 R1.4",
        requirement: REQUIREMENTS["CIP-010 R1.4"],
        workspace: record.workspace,
        subject,
        opened_by: opened,
        due: null,
        status: "reminder",
        calendar: this.#context.rule,
        ...(notes.length === 0 ? {} : { notes }),
      });
    }
    // A record written before baselines were recorded says nothing about them.
    for (const baseline of record.change.baselines ?? []) {
      const key = `${baseline.cyber_system_id}/${baseline.asset}`;
      const list = state.pending.get(key);
      if (list !== undefined) {
        const waiting = list.filter((pending) => pending.before === baseline.digest);
        for (const pending of list)
          if (pending.before !== baseline.digest)
            this.#emit(baselineObligation(pending, entry, this.#context));
        if (waiting.length === 0) state.pending.delete(key);
        else state.pending.set(key, waiting);
      }
      state.declared.set(key, baseline.digest);
    }
  }

  /** R2.1: a system's first record as High opens its interval; each later drift check that covers
   * it closes the interval and opens the next. Configuration monitoring is judged apart. */
  #monitoring(entry: HashedRecord, state: WorkspaceState): void {
    const { record } = entry;
    if (record.kind === "configuration-monitoring") return; // configuration-monitoring-obligations.ts
    const shown =
      record.kind === "monitoring"
        ? record.monitoring.systems
        : (record.change.change_record?.operations ?? []).map(
            (operation) => operation.cyber_system,
          );
    for (const system of shown) {
      const open = state.monitored.get(system.id);
      if (open === undefined) {
        if (system.impact === "high")
          state.monitored.set(system.id, {
            opened: refOf(entry),
            subject: { cyber_system_id: system.id, cyber_system: system.name },
          });
      } else if (record.kind === "monitoring" && open.opened.sequence !== record.sequence) {
        this.#close("CIP-010 R2.1", open, 35, entry);
        state.monitored.set(system.id, { opened: refOf(entry), subject: open.subject });
      }
    }
  }

  /** An interval of `days` days (`months` for CIP-002 R2) closed by `closer`, or open now. */
  #close(
    kind: "CIP-010 R2.1" | "CIP-002 R2",
    interval: OpenInterval,
    length: number,
    closer?: HashedRecord,
  ): void {
    const { timeZone, monthEnd } = this.#context.calendar;
    const opened = dateIn(interval.opened.recorded_at, timeZone);
    const due =
      kind === "CIP-002 R2" ? addMonths(opened, length, monthEnd) : addDays(opened, length);
    this.#emit({
      kind,
      requirement: REQUIREMENTS[kind],
      workspace: interval.opened.workspace,
      subject: interval.subject,
      opened_by: interval.opened,
      due,
      status: statusOf(due, closer, this.#context),
      ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
      calendar: this.#context.rule,
    });
  }

  #emit(obligation: Obligation): void {
    this.#counts[obligation.status] += 1;
    if (!this.#keep(obligation)) return;
    this.#kept.push(obligation);
    // Cut back to the limit now and then, not at each one: sorting is then amortized.
    if (this.#kept.length >= 2 * this.#limit) this.#cut();
  }

  #cut(): void {
    this.#kept.sort(compareObligations);
    this.#kept.length = Math.min(this.#kept.length, this.#limit);
  }
}

interface Context {
  calendar: CalendarSettings;
  today: string;
  /** The calendar's rule, in words, as every obligation records it. */
  rule: string;
}

const refOf = ({ record, sha256 }: HashedRecord): RecordRef => ({
  workspace: record.workspace,
  sequence: record.sequence,
  sha256,
  recorded_at: record.recorded_at,
});

function baselineObligation(
  pending: PendingBaseline,
  closer: HashedRecord | undefined,
  context: Context,
): Obligation {
  return {
    kind: "CIP-010 R1.3",
    requirement: REQUIREMENTS["CIP-010 R1.3"],
    workspace: pending.opened.workspace,
    subject: pending.subject,
    opened_by: pending.opened,
    due: pending.due,
    status: statusOf(pending.due, closer, context),
    ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
    calendar: context.rule,
  };
}

/** The status of an obligation due on `due` that `closer` closed, or nothing has yet. */
function statusOf(
  due: string,
  closer: HashedRecord | undefined,
  context: Context,
): ObligationStatus {
  if (closer !== undefined) {
    return dateIn(closer.record.recorded_at, context.calendar.timeZone) <= due
      ? "closed"
      : "closed-late";
  }
  if (context.today > due) return "overdue";
  return context.today >= addDays(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}

/** How many of `obligations` are in each status, every status named (0 when none is). */
export function countStatuses(
  obligations: readonly Obligation[],
): Record<ObligationStatus, number> {
  const counts = Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0])) as Record<
    ObligationStatus,
    number
  >;
  for (const o of obligations) counts[o.status] += 1;
  return counts;
}

/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
export function subjectText(o: Obligation): string {
  const { cyber_system: system, cyber_system_id: id, asset } = o.subject;
  if (system === undefined) return `the identifications of workspace ${o.workspace}`;
  const named = `${system} (${id ?? ""})`;
  return asset === undefined ? named : `${asset} in ${named}`;
}

/** Exceptions first (overdue, closed late), then by due date, workspace, kind and subject. */
export function compareObligations(a: Obligation, b: Obligation): number {
  return (
    OBLIGATION_STATUSES.indexOf(a.status) - OBLIGATION_STATUSES.indexOf(b.status) ||
    compareCodePoints(a.due ?? "9999", b.due ?? "9999") ||
    compareCodePoints(a.workspace, b.workspace) ||
    compareCodePoints(a.kind, b.kind) ||
    compareCodePoints(a.subject.cyber_system_id ?? "", b.subject.cyber_system_id ?? "") ||
    compareCodePoints(a.subject.asset ?? "", b.subject.asset ?? "") ||
    a.opened_by.sequence - b.opened_by.sequence
  );
}

/** The obligations that are in `status` now and were not as of `before`: each a new state. */
export function newlyIn(
  status: "overdue" | "due-soon",
  now: readonly Obligation[],
  before: readonly Obligation[],
): Obligation[] {
  const key = (o: Obligation) =>
    `${o.kind}|${o.workspace}|${o.opened_by.sequence}|${o.subject.cyber_system_id ?? ""}|${o.subject.asset ?? ""}`;
  const earlier = new Set(before.filter((o) => o.status === status).map(key));
  return now.filter((o) => o.status === status && !earlier.has(key(o)));
}

// CIP obligations computed from the evidence ledger: what had to happen by when, and the record
// that shows it happened. Pure: a function of the records (any order on disk), the calendar and
// the date; computing again gives the same obligations. Each obligation names the record that
// opened it and, once closed, the record that closed it; a record never closes an obligation
// opened after it.
//
// - CIP-010-4 R1.3: an applied create, move or retype of an asset of a High or Medium impact
//   system (impact as its document declared it in the record) opens "baseline documentation due
//   within 30 calendar days"; the first record at or after it whose declared baseline of that
//   asset differs from the one before the change closes it.
// - CIP-010-4 R1.4: each such change is a reminder to verify the controls it affects; the tool
//   cannot see that verification, so the reminder is never closed by a record; it lists what the
//   change's approvers noted of it (verification-notes.ts).
// - CIP-010-4 R2.1: each High impact system must be compared with its baseline at least once
//   every 35 calendar days; each drift check that covers it closes the interval since the one
//   before and opens the next.
// - CIP-002-5.1a R2: each workspace's identifications must be reviewed, and the review approved
//   by the CIP Senior Manager or a delegate, at least once every 15 calendar months: the
//   workspace's first record opens the first interval, and each approved review (a merge whose
//   review file matched what it merged, with the policy's cip-002-review rule met) closes it and
//   opens the next. A review approved by anyone else, or of another inventory, closes nothing.
import {
  type ChangeOutcome,
  type EvidenceRecord,
  type HashedRecord,
  pullRequestsOf,
} from "../evidence/evidence-record.ts";
import { REVIEW_RULE_ID } from "../evidence/review-record.ts";
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
  const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
  const byWorkspace = new Map<string, HashedRecord[]>();
  for (const entry of records) {
    const list = byWorkspace.get(entry.record.workspace) ?? [];
    list.push(entry);
    byWorkspace.set(entry.record.workspace, list);
  }
  const context = { calendar, today };
  const obligations = [...byWorkspace.values()].flatMap((list) => {
    const chain = [...list].sort((a, b) => a.record.sequence - b.record.sequence);
    return [
      ...changeObligations(chain, context),
      ...monitoringObligations(chain, context),
      ...reviewObligations(chain, context),
    ];
  });
  return obligations.sort(compareObligations);
}

interface Context {
  calendar: CalendarSettings;
  today: string;
}

const refOf = ({ record, sha256 }: HashedRecord): RecordRef => ({
  workspace: record.workspace,
  sequence: record.sequence,
  sha256,
  recorded_at: record.recorded_at,
});

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

/**
 * Each baseline a change record declares, by "system id/asset name"; undefined when it declares
 * none (a record written before baselines were recorded says nothing about them either).
 */
function baselinesOf(record: EvidenceRecord): Map<string, string> | undefined {
  if (record.kind !== "change" || record.change.baselines === undefined) return undefined;
  return new Map(
    record.change.baselines.map((baseline) => [
      `${baseline.cyber_system_id}/${baseline.asset}`,
      baseline.digest,
    ]),
  );
}

/** Where each asset's baseline is declared along the chain: by key, in chain order. */
function declarations(
  chain: readonly HashedRecord[],
): Map<string, { index: number; digest: string }[]> {
  const declared = new Map<string, { index: number; digest: string }[]>();
  chain.forEach(({ record }, index) => {
    for (const [key, digest] of baselinesOf(record) ?? []) {
      const list = declared.get(key) ?? [];
      list.push({ index, digest });
      declared.set(key, list);
    }
  });
  return declared;
}

/** The changes of a record that deviate from a baseline (R1.3): creates, moves and retypes. */
function deviatingOperations(record: EvidenceRecord) {
  if (record.kind !== "change" || record.change.change_record === null) return [];
  return record.change.change_record.operations.filter((operation) => {
    const impact = operation.cyber_system.impact;
    if (operation.result !== "succeeded" || (impact !== "high" && impact !== "medium"))
      return false;
    const changes = operation.changes ?? {};
    return (
      operation.action === "create" ||
      (operation.action === "update" &&
        (changes.cyber_system !== undefined || changes.asset_type !== undefined))
    );
  });
}

function changeObligations(chain: readonly HashedRecord[], context: Context): Obligation[] {
  const obligations: Obligation[] = [];
  const declared = declarations(chain);
  const rule = calendarRule(context.calendar);
  chain.forEach((entry, index) => {
    const { record } = entry;
    const notes =
      record.kind === "change"
        ? pullRequestsOf(record.change).flatMap((pull) => pull.verification_notes ?? [])
        : [];
    for (const operation of deviatingOperations(record)) {
      const key = `${operation.cyber_system.id}/${operation.name}`;
      const history = declared.get(key) ?? [];
      // The baseline as declared before this record, and the first declaration from it on that differs.
      const before = history.findLast((declaration) => declaration.index < index)?.digest;
      const closing = history.find(
        (declaration) => declaration.index >= index && declaration.digest !== before,
      );
      const closer = closing === undefined ? undefined : chain[closing.index];
      const subject = {
        cyber_system_id: operation.cyber_system.id,
        cyber_system: operation.cyber_system.name,
        asset: operation.name,
      };
      const due = addDays(dateIn(record.recorded_at, context.calendar.timeZone), 30);
      obligations.push(
        {
          kind: "CIP-010 R1.3",
          requirement: REQUIREMENTS["CIP-010 R1.3"],
          workspace: record.workspace,
          subject,
          opened_by: refOf(entry),
          due,
          status: statusOf(due, closer, context),
          ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
          calendar: rule,
        },
        {
          kind: "CIP-010 R1.4",
          requirement: REQUIREMENTS["CIP-010 R1.4"],
          workspace: record.workspace,
          subject,
          opened_by: refOf(entry),
          due: null,
          status: "reminder",
          calendar: rule,
          ...(notes.length === 0 ? {} : { notes }),
        },
      );
    }
  });
  return obligations;
}

/** Every High impact system the chain knows, by id, with the record that first showed it. */
function highSystems(
  chain: readonly HashedRecord[],
): Map<string, { name: string; first: HashedRecord }> {
  const systems = new Map<string, { name: string; first: HashedRecord }>();
  const see = (id: string, name: string, impact: string | undefined, entry: HashedRecord) => {
    if (impact === "high" && !systems.has(id)) systems.set(id, { name, first: entry });
  };
  for (const entry of chain) {
    const { record } = entry;
    if (record.kind === "monitoring") {
      for (const system of record.monitoring.systems)
        see(system.id, system.name, system.impact, entry);
    } else {
      for (const operation of record.change.change_record?.operations ?? []) {
        see(
          operation.cyber_system.id,
          operation.cyber_system.name,
          operation.cyber_system.impact,
          entry,
        );
      }
    }
  }
  return systems;
}

function monitoringObligations(chain: readonly HashedRecord[], context: Context): Obligation[] {
  const obligations: Obligation[] = [];
  for (const [id, { name, first }] of highSystems(chain)) {
    const checks = chain.filter(
      ({ record }) =>
        record.kind === "monitoring" &&
        record.monitoring.systems.some((system) => system.id === id),
    );
    // The first interval runs from the record that first showed the system as High.
    const openers = [
      first,
      ...checks.filter((check) => check.record.sequence > first.record.sequence),
    ];
    openers.forEach((opener, index) => {
      const due = addDays(dateIn(opener.record.recorded_at, context.calendar.timeZone), 35);
      const closer = openers[index + 1];
      obligations.push({
        kind: "CIP-010 R2.1",
        requirement: REQUIREMENTS["CIP-010 R2.1"],
        workspace: opener.record.workspace,
        subject: { cyber_system_id: id, cyber_system: name },
        opened_by: refOf(opener),
        due,
        status: statusOf(due, closer, context),
        ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
        calendar: calendarRule(context.calendar),
      });
    });
  }
  return obligations;
}

const PASSED_THE_GATE: ReadonlySet<ChangeOutcome> = new Set([
  "applied",
  "partly-applied",
  "failed",
  "no-changes",
  "interrupted",
]);

/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
function isApprovedReview({ record }: HashedRecord): boolean {
  if (record.kind !== "change") return false;
  const { outcome, review, policy } = record.change;
  // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
  // whatever its apply then did (a review alone applies nothing).
  if (!PASSED_THE_GATE.has(outcome)) return false;
  if (review?.matches !== true || policy === undefined) return false;
  const rule = policy.rules.find((candidate) => candidate.id === REVIEW_RULE_ID);
  return (
    rule !== undefined &&
    rule.result === "met" &&
    rule.requirements.every(
      (requirement) => requirement.satisfied_by.length >= requirement.approvals,
    )
  );
}

function reviewObligations(chain: readonly HashedRecord[], context: Context): Obligation[] {
  const [first] = chain;
  if (first === undefined) return [];
  const reviews = chain.filter((entry) => entry !== first && isApprovedReview(entry));
  const openers = [first, ...reviews];
  return openers.map((opener, index): Obligation => {
    const { timeZone, monthEnd } = context.calendar;
    const due = addMonths(dateIn(opener.record.recorded_at, timeZone), 15, monthEnd);
    const closer = openers[index + 1];
    return {
      kind: "CIP-002 R2",
      requirement: REQUIREMENTS["CIP-002 R2"],
      workspace: opener.record.workspace,
      subject: {},
      opened_by: refOf(opener),
      due,
      status: statusOf(due, closer, context),
      ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
      calendar: calendarRule(context.calendar),
    };
  });
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

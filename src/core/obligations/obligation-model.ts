// What an obligation is, as every output shows it: its kind (a requirement part) and the version
// of the standard judging it, its subject, the record that opened it and the one that closed it,
// its due date and status; the calendar and versions a record keeps in force, and the context they
// make; how statuses are judged, counted and sorted. Pure.
import type { BaselineItem } from "../inventory/document/baseline-items.ts";
import { type LaterVersion, requirementRow } from "../inventory/baselines/requirements.ts";
import { addDays, type CalendarSettings, calendarRule, dateIn } from "../shared/calendar.ts";
import type { EvidenceRecord } from "../evidence/records/evidence-record.ts";
import {
  currentVersion,
  versionOn,
  type VersionsInForce,
} from "../inventory/baselines/standard-versions.ts";
import { isAccepted } from "../evidence/records/in-force/facts-in-force.ts";
import { compareCodePoints } from "../shared/names.ts";
import { GOVERNANCE_REQUIREMENTS } from "./governance-obligations.ts";
import {
  type DeclaredKind,
  JUDGED_REQUIREMENTS,
  type JudgedRequirement,
  OBLIGATION_KINDS,
  type ObligationKind,
  OBLIGATION_STATUSES,
  type ObligationStatus,
} from "./obligation-kinds.ts";
import { governanceRequirement } from "../authority/governance-requirements.ts";
import type { RecordRef } from "./record-ref.ts";

export {
  DEFAULT_COMPLETION_GRACE_DAYS,
  recordedCalendar,
} from "../evidence/records/in-force/recorded-calendar.ts";

export { type RecordRef, refOf } from "./record-ref.ts";
export {
  type DeclaredKind,
  isTableKind,
  type JudgedRequirement,
  OBLIGATION_KINDS,
  type ObligationKind,
  OBLIGATION_STATUSES,
  type ObligationStatus,
  STILL_TO_DO,
} from "./obligation-kinds.ts";

/**
 * Why an obligation of a system whose document declares no `impact:` is an exception: its rows are
 * judged as for High (fail closed), never "out of scope".
 */
export const UNDECLARED_IMPACT =
  "impact not declared: the system's document has no impact:, so the row is judged as for High";

/**
 * What each obligation prints as its requirement: the summary its row of the requirement table
 * (or of the governance requirements) gives, the one paraphrase the docs' table also shows.
 */
export const REQUIREMENTS: Readonly<Record<ObligationKind, string>> = {
  "CIP-002 R2": governanceRequirement("CIP-002 R2").summary,
  // One entry per judged part, by construction of JUDGED_REQUIREMENTS.
  ...(Object.fromEntries(
    JUDGED_REQUIREMENTS.map((id) => [id, requirementRow(id).summary]),
  ) as Record<JudgedRequirement, string>),
  ...GOVERNANCE_REQUIREMENTS,
};

/**
 * What a family says of its obligations beyond the subject, each family's under the member it
 * writes in the obligations' JSON: a family adds its own member here from its folder (declaration
 * merging), so that the model every family reads names none of them (issue 97, item 4).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each family adds its member
export interface FamilyFacts {}

export interface Obligation extends FamilyFacts {
  /** A part of the requirement table, or of a family that declares its own (DeclaredKind). */
  kind: ObligationKind | DeclaredKind;
  requirement: string;
  /**
   * The later version of the standard that judges it (the policy's `standards:` in force on the day
   * it opened: standard-versions.ts), with what it changes; absent: its row's own version.
   */
  version?: LaterVersion;
  workspace: string;
  /** A cyber system or one of its assets; neither for a workspace's own (CIP-002 R2). */
  subject: {
    cyber_system_id?: string;
    cyber_system?: string;
    asset?: string;
    asset_id?: string;
    /**
     * CIP-010 R2.1 of an asset no record gave an id (never created through the service, and
     * named without one): known by its system and name, so a rename of it starts anew.
     */
    keyed_by?: "cyber_system and name";
    /**
     * CIP-003, in words: the CIP Senior Manager or the delegation (R3 and R4), a low-impact site
     * file and the sites it speaks for (Attachment 1 Section 6), or what a low-impact clock is
     * about (R1 Part 1.2's policies, Section 1's practices, Sections 4.5 and 4.6's plans).
     */
    governance?: string;
  };
  opened_by: RecordRef;
  /** The last date it may be met on, in the calendar's time zone; null for a reminder. */
  due: string | null;
  status: ObligationStatus;
  closed_by?: RecordRef;
  calendar: string;
  /** Why it is an exception, or what it waits for ("completion not recorded"). */
  reason?: string;
  /** CIP-010 R1: the R1.1 items the deviation changed ("unknown" for a baseline_ref). */
  items?: (BaselineItem | "unknown")[];
  /** CIP-010 R1.2: who authorized the deviation, and when (the merged pull request's approvals). */
  authorized?: { at: string; by: string[] };
  /** CIP-010 R1.3: the completion date of the field change, and the record that carried it. */
  completed?: { on: string; by: RecordRef; reference?: string };
  /** CIP-010 R1.3 closed by a baseline_ref whose document no later record fetched and checked. */
  closed_as?: "digest not verified";
  /**
   * CIP-010 R1.3 closed by a baseline_ref: the configuration-monitoring record whose collector
   * fetched the referenced document and found the SHA-256 the reference states.
   */
  verified_by?: RecordRef;
  /** Records that would have closed it but could not: a break-glass apply, a refused merge. */
  not_closed_by?: { record: RecordRef; why: string }[];
  /** CIP-010 R1.4: what the approvers of the opening change noted (`/cip-010-r1.4`); absent: none. */
  notes?: { login: string; note: string }[];
}

export interface Context {
  calendar: CalendarSettings;
  today: string;
  /** The calendar's rule, in words, as every obligation records it. */
  rule: string;
  /** Days after authorization before "completion not recorded" is an exception. */
  completionGraceDays: number;
  /** The later versions of the standards in force, each from its day; absent: the rows' own. */
  versions?: VersionsInForce;
}

/**
 * The context an obligation opened by `record` is judged in: the calendar and the versions of the
 * standards the record says were in force (the authority table's calendar row,
 * in-force-from-record), or, for a record that keeps none (written before records kept it), the
 * pass's own.
 */
export function contextAt(record: EvidenceRecord, pass: Context): Context {
  // In force only from a merge the gate accepted: a refused one's calendar and versions never do.
  if (record.kind !== "change" || record.change.calendar === undefined || !isAccepted(record))
    return pass;
  const kept = record.change.calendar;
  const calendar = {
    timeZone: kept.time_zone,
    dueSoonDays: kept.due_soon_days,
    monthEnd: kept.month_end,
  };
  const judged = {
    ...withCalendar(pass, calendar),
    completionGraceDays: kept.completion_grace_days,
  };
  return withVersions(judged, kept.standard_versions ?? []);
}

/** `context` judging by the later versions `versions` names (none: the rows' own). */
export function withVersions(
  { versions: _, ...context }: Context,
  versions: VersionsInForce,
): Context {
  return versions.length === 0 ? context : { ...context, versions };
}

/**
 * The head every judged obligation starts with, in the order every output writes it: its kind and
 * requirement, the version judging it, and the workspace, subject and record that opened it.
 */
export function openedObligation<K extends JudgedRequirement>(
  kind: K,
  opened: RecordRef,
  subject: Obligation["subject"],
  context: Context,
) {
  return {
    kind,
    requirement: REQUIREMENTS[kind],
    ...judgedVersion(kind, opened, context),
    workspace: opened.workspace,
    subject,
    opened_by: opened,
  };
}

/**
 * What an obligation of `kind` that `opened` opened names of the version judging it: the later
 * version in force on the record's day in `context`'s calendar, or nothing for its row's own.
 */
export function judgedVersion(
  kind: JudgedRequirement,
  opened: RecordRef,
  context: Context,
): Pick<Obligation, "version"> {
  const judged = versionOn(kind, dateOf(opened, context), context.versions ?? []);
  return "changes" in judged
    ? { version: { standard: judged.standard, changes: judged.changes } }
    : {};
}

/** `pass` with `calendar` counting the dates, its rule in words; as of the same day. */
export function withCalendar(pass: Context, calendar: CalendarSettings): Context {
  return { ...pass, calendar, rule: calendarRule(calendar) };
}

/** The status of an obligation due on `due` that a record of `closedOn` closed, or none has yet. */
export function statusOf(
  due: string,
  closedOn: string | undefined,
  context: Context,
): ObligationStatus {
  if (closedOn !== undefined) return closedOn <= due ? "closed" : "closed-late";
  if (context.today > due) return "overdue";
  return context.today >= addDays(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}

/** The date of `ref` in the calendar's time zone. */
export function dateOf(ref: RecordRef, context: Context): string {
  return dateIn(ref.recorded_at, context.calendar.timeZone);
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

/**
 * The parts of `requirement` ("CIP-010 R1") the requirement table judges as obligations, in its
 * order: a family's kinds, whose obligations the audit report counts part by part.
 */
export function partsOf(requirement: string): ObligationKind[] {
  return OBLIGATION_KINDS.filter((kind) => kind.startsWith(`${requirement}.`));
}

/** An obligation's requirement as listings name it: "CIP-007-7.1 R2.3" when a later version judges it. */
export function kindText(o: Pick<Obligation, "kind" | "version">): string {
  return o.version === undefined
    ? o.kind
    : `${o.version.standard}${o.kind.slice(o.kind.indexOf(" "))}`;
}

/**
 * `o` with its version under the name the rows give it now: a checkpoint written before a version
 * was renamed (CIP-007-7, now CIP-007-7.1) holds its obligations under the former name.
 */
export function withCurrentVersion(o: Obligation): Obligation {
  if (o.version === undefined) return o;
  const version = currentVersion(o.kind, o.version);
  return version === o.version ? o : { ...o, version };
}

/** An obligation's due date in words: "due YYYY-MM-DD", or "no due date" for a reminder's. */
export function dueText(o: Pick<Obligation, "due">): string {
  return o.due === null ? "no due date" : `due ${o.due}`;
}

/** What obligations are sorted by. */
export type ObligationOrder = Pick<Obligation, "status" | "due" | "workspace" | "kind"> & {
  subject: Pick<Obligation["subject"], "cyber_system_id" | "asset">;
  opened_by: Pick<RecordRef, "sequence">;
};

/** Exceptions first (exception, overdue, closed late), then by due date, workspace, kind, subject. */
export function compareObligations(a: ObligationOrder, b: ObligationOrder): number {
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

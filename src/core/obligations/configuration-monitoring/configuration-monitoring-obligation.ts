// A CIP-010 R2.1 interval or unauthorized-change exception, as R21Pass decides it, turned into the
// obligation every output lists (obligation-model.ts): its status among the others, its due date,
// the records that opened and closed it, and why it is an exception. Pure.
import type { CalendarSettings } from "../../shared/calendar.ts";
import type {
  AssetKey,
  UnauthorizedChangeException,
} from "./configuration-monitoring-investigations.ts";
import {
  type Context,
  type Obligation,
  type RecordRef,
  REQUIREMENTS,
  statusOf,
  UNDECLARED_IMPACT,
} from "../obligation-model.ts";

/** "At least once every 35 calendar days". */
export const R2_1_INTERVAL_DAYS = 35;

export type R21Status =
  | "closed on time"
  | "closed late"
  | "due"
  | "due soon"
  | "overdue"
  | "no configuration monitoring recorded";

/** One 35-day interval of one asset. */
export interface R21Interval extends AssetKey {
  kind: "monitoring interval";
  /** The date it opened: the asset's commissioning, or the record that closed the one before. */
  opened_on: string;
  opened_by: RecordRef;
  due_on: string;
  /** The date of the sealed configuration-monitoring record that closed it (its recorded_at). */
  closed_on: string | null;
  closed_by: RecordRef | null;
  status: R21Status;
  /** The records stated no impact of its system: judged as High, an exception. */
  impact_undeclared?: true;
  /** Records that observed the asset without the authority to close it, and why. */
  not_closed_by?: readonly NotClosedBy[];
  /**
   * Open: the day its status was judged as of: the pass's date, or its asset's delete (so what a
   * record decides never depends on the day the pass runs).
   */
  judged_on?: string;
  /** The calendar in force at the record that opened it, which dates it (in-force-from-record). */
  calendar: CalendarSettings;
}

export type NotClosedBy = { record: RecordRef; why: string };

/** What R21Pass hands on once decided: an interval, or an unauthorized change to investigate. */
export type R21Decided = R21Interval | UnauthorizedChangeException;

/** An R2.1 interval or exception as an obligation, for the lists every output shows. */
export function r21Obligation(found: R21Decided, context: Context): Obligation {
  const base = (opened: RecordRef) => r21Head(found, opened, context);
  if (found.kind === "investigate unauthorized change")
    return investigationObligation(found, base(found.detected_by));
  const { status, not_closed_by } = found;
  // The obligation's own list: the pass's may be one that every asset of a record shares.
  const listed = not_closed_by === undefined ? {} : { not_closed_by: [...not_closed_by] };
  const neverMonitored = status === "no configuration monitoring recorded";
  // Still open where a record without authority would have closed it: an exception too.
  const unauthorized = found.closed_by === null && not_closed_by !== undefined;
  if (found.impact_undeclared === true || unauthorized)
    return {
      ...base(found.opened_by),
      due: found.due_on,
      status: "exception",
      ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
      reason:
        found.impact_undeclared === true
          ? UNDECLARED_IMPACT
          : neverMonitored
            ? "no configuration monitoring with authority recorded"
            : `configuration monitoring recorded without authority (${status})`,
      ...listed,
    };
  return {
    ...base(found.opened_by),
    due: found.due_on,
    // Never monitored: due, due soon or overdue like any other, with the reason said.
    status: neverMonitored
      ? statusOf(found.due_on, undefined, { ...context, today: found.judged_on ?? context.today })
      : R21_STATUSES[status],
    ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
    ...(neverMonitored ? { reason: status } : {}),
    ...listed,
  };
}

/** What every R2.1 obligation starts with: its kind, the asset, the record that opened it. */
function r21Head(found: R21Decided, opened: RecordRef, context: Context) {
  return {
    kind: "CIP-010 R2.1" as const,
    requirement: REQUIREMENTS["CIP-010 R2.1"],
    workspace: found.workspace,
    subject: {
      cyber_system: found.cyber_system,
      asset: found.asset,
      // No record gave the asset an id (never created through the service): the subject says so.
      ...(found.asset_id === undefined
        ? { keyed_by: "cyber_system and name" as const }
        : { asset_id: found.asset_id }),
    },
    opened_by: opened,
    calendar: context.rule,
  };
}

/** An unauthorized change to investigate: an exception until an approver's note investigates it. */
function investigationObligation(
  found: UnauthorizedChangeException,
  head: ReturnType<typeof r21Head>,
): Obligation {
  const investigated = found.investigated_by;
  return {
    ...head,
    due: null,
    status: investigated === null ? "exception" : "closed",
    ...(investigated === null ? {} : { closed_by: citation(investigated) }),
    reason:
      investigated === null
        ? `investigate unauthorized change of ${found.item}${found.changed === "" ? "" : ` (${found.changed})`}, detected on ${found.detected_on}${notClosed(found.not_closed_by)}`
        : `unauthorized change of ${found.item} investigated: ${investigated.reference} (/cip-010-investigated by ${investigated.login})`,
  };
}

/** The record whose reviewed note closed it, cited without the note's reference and approver. */
function citation({
  reference: _,
  login: __,
  ...ref
}: RecordRef & { reference: string; login: string }): RecordRef {
  return ref;
}

/** What claimed the investigation of an open exception and closed nothing, and why. */
function notClosed(claims: readonly string[] | undefined): string {
  return claims === undefined ? "" : `; not closed by ${claims.join("; nor ")}`;
}

const R21_STATUSES: Readonly<
  Record<Exclude<R21Status, "no configuration monitoring recorded">, Obligation["status"]>
> = {
  "closed on time": "closed",
  "closed late": "closed-late",
  due: "open",
  "due soon": "due-soon",
  overdue: "overdue",
};

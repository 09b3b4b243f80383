// CIP-010-4 R2.1, judged only from sealed configuration-monitoring records: per asset in scope, the
// 35-calendar-day intervals (the first from the asset's first appearance in the ledger, its
// commissioning; each later one from the record that closed the one before), and an exception per
// unauthorized change a record detected until a later record names its investigation. A drift
// check (inventory reconciliation) closes nothing here: it never reads a device. Pure; fed one
// record at a time (R21Pass) by the obligations pass, holding per asset only its open interval.
import type { ConfigurationMonitoringEvidence } from "../evidence/configuration-monitoring-model.ts";
import type { BaselineItem } from "../inventory/baseline-items.ts";
import type { EvidenceRecord, HashedRecord } from "../evidence/evidence-record.ts";
import type { Impact } from "../inventory/principals.ts";
import { addDays, type CalendarSettings, dateIn } from "../shared/calendar.ts";
import { type AssetClass, DEFAULT_ASSET_CLASS } from "../inventory/asset-class.ts";
import { applies, requirementRow } from "../inventory/requirements.ts";
import {
  type Context,
  type Obligation,
  type RecordRef,
  refOf,
  REQUIREMENTS,
  statusOf,
} from "./obligation-model.ts";

/** The requirement as CIP-010-4 states it, quoted beside the rule. */
export const R2_1_TEXT =
  "Monitor at least once every 35 calendar days for changes to the baseline configuration (as described in Requirement R1, Part 1.1). Document and investigate detected unauthorized changes.";

/** "At least once every 35 calendar days". */
export const R2_1_INTERVAL_DAYS = 35;

/** R2.1's Applicable Systems, as the requirement table states them. */
export function inR21Scope(scope: { impact?: Impact; class?: AssetClass }): boolean {
  if (scope.impact === undefined) return false;
  const row = requirementRow("CIP-010 R2.1");
  return applies(row, { impact: scope.impact, class: scope.class ?? DEFAULT_ASSET_CLASS });
}

export interface AssetKey {
  workspace: string;
  cyber_system: string;
  asset: string;
}

export type R21Status =
  | "closed on time"
  | "closed late"
  | "due"
  | "due soon"
  | "overdue"
  | "no configuration monitoring recorded";

/** One 35-day interval of one asset. */
export interface R21Interval extends AssetKey {
  /** The date it opened: the asset's commissioning, or the record that closed the one before. */
  opened_on: string;
  opened_by: RecordRef;
  due_on: string;
  /** The date of the sealed configuration-monitoring record that closed it (its recorded_at). */
  closed_on: string | null;
  closed_by: RecordRef | null;
  status: R21Status;
}

/** "investigate unauthorized change": open until a later record names its investigation. */
export interface UnauthorizedChangeException extends AssetKey {
  kind: "investigate unauthorized change";
  item: BaselineItem;
  detected_by: RecordRef;
  detected_on: string;
  investigated_by: (RecordRef & { reference: string }) | null;
  status: "open" | "investigated";
}

export interface R21Result {
  requirement: typeof R2_1_TEXT;
  /** Every interval of every asset in scope, in order of asset then date. */
  intervals: R21Interval[];
  exceptions: UnauthorizedChangeException[];
}

export interface R21Options {
  calendar: CalendarSettings;
  /** The instant the obligations are judged at, or a date (YYYY-MM-DD) in the calendar's zone. */
  asOf: string;
  /**
   * The impact and class of an asset when known elsewhere (the inventory; the lead's pass). By
   * default: the impact the records state of the asset's system, and class BCA.
   */
  scopeOf?: (asset: AssetKey) => { impact?: Impact; class?: AssetClass } | undefined;
}

interface AssetState {
  key: AssetKey;
  impact: Impact | undefined;
  open: { opened_on: string; opened_by: RecordRef };
  closed: R21Interval[];
  monitored: boolean;
}

/** R2.1 judged as records come, each workspace's in chain order. */
export class R21Pass {
  readonly #options: R21Options;
  readonly #assets = new Map<string, AssetState>();
  readonly #exceptions: UnauthorizedChangeException[] = [];

  constructor(options: R21Options) {
    this.#options = options;
  }

  add(entry: HashedRecord): void {
    const { record } = entry;
    const ref = refOf(entry);
    const on = dateIn(record.recorded_at, this.#options.calendar.timeZone);
    for (const seen of assetsNamed(record)) {
      const key = {
        workspace: record.workspace,
        cyber_system: seen.cyber_system,
        asset: seen.name,
      };
      const id = JSON.stringify([key.workspace, key.cyber_system, key.asset]);
      let state = this.#assets.get(id);
      if (state === undefined) {
        // Its first appearance is its commissioning: the first interval opens there.
        state = {
          key,
          impact: seen.impact,
          open: { opened_on: on, opened_by: ref },
          closed: [],
          monitored: false,
        };
        this.#assets.set(id, state);
      }
      state.impact = seen.impact ?? state.impact;
      if (seen.complete) closeInterval(state, on, ref);
    }
    if (record.kind === "configuration-monitoring") {
      const body = record.configuration_monitoring;
      investigate(this.#exceptions, record.workspace, body, ref);
      this.#exceptions.push(...detected(record.workspace, body, ref, on));
    }
  }

  finish(): R21Result {
    const { asOf, calendar, scopeOf } = this.#options;
    const today = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : dateIn(asOf, calendar.timeZone);
    const intervals = [...this.#assets.values()]
      .filter((state) => inR21Scope({ impact: state.impact, ...scopeOf?.(state.key) }))
      .flatMap((state) => [...state.closed, openInterval(state, today, calendar)]);
    const inScope = new Set(
      intervals.map((interval) =>
        JSON.stringify([interval.workspace, interval.cyber_system, interval.asset]),
      ),
    );
    return {
      requirement: R2_1_TEXT,
      intervals,
      exceptions: this.#exceptions.filter((exception) =>
        inScope.has(JSON.stringify([exception.workspace, exception.cyber_system, exception.asset])),
      ),
    };
  }
}

/** The assets a record names, whether it compared all five items of each, and their impact. */
function assetsNamed(
  record: EvidenceRecord,
): { cyber_system: string; name: string; impact?: Impact; complete: boolean }[] {
  switch (record.kind) {
    case "configuration-monitoring":
      return record.configuration_monitoring.assets.map((asset) => ({
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(asset.impact === undefined ? {} : { impact: asset.impact }),
        complete: asset.complete,
      }));
    case "change":
      // An asset created (or first named) by an applied operation appears: it is commissioned.
      return (record.change.change_record?.operations ?? [])
        .filter((operation) => operation.result === "succeeded" && operation.action !== "delete")
        .map((operation) => {
          const system = operation.changes?.cyber_system?.to ?? operation.cyber_system;
          return {
            cyber_system: system.name,
            name: operation.changes?.name?.to ?? operation.name,
            ...(system.impact === undefined ? {} : { impact: system.impact }),
            complete: false,
          };
        });
    case "monitoring":
      return []; // inventory reconciliation: never a device's configuration
  }
}

function dueOf(openedOn: string): string {
  return addDays(openedOn, R2_1_INTERVAL_DAYS);
}

function closeInterval(state: AssetState, on: string, ref: RecordRef): void {
  const due = dueOf(state.open.opened_on);
  state.closed.push({
    ...state.key,
    ...state.open,
    due_on: due,
    closed_on: on,
    closed_by: ref,
    status: on <= due ? "closed on time" : "closed late",
  });
  state.open = { opened_on: on, opened_by: ref };
  state.monitored = true;
}

function openInterval(state: AssetState, today: string, calendar: CalendarSettings): R21Interval {
  const due = dueOf(state.open.opened_on);
  const status: R21Status = !state.monitored
    ? "no configuration monitoring recorded"
    : today > due
      ? "overdue"
      : today >= addDays(due, -calendar.dueSoonDays)
        ? "due soon"
        : "due";
  return { ...state.key, ...state.open, due_on: due, closed_on: null, closed_by: null, status };
}

function detected(
  workspace: string,
  body: ConfigurationMonitoringEvidence,
  ref: RecordRef,
  on: string,
): UnauthorizedChangeException[] {
  return body.unauthorized_changes.map((change) => ({
    kind: "investigate unauthorized change",
    workspace,
    cyber_system: change.cyber_system,
    asset: change.name,
    item: change.item,
    detected_by: ref,
    detected_on: on,
    investigated_by: null,
    status: "open",
  }));
}

/** The open exceptions a later record's investigations name (same asset, item and detecting record). */
function investigate(
  exceptions: UnauthorizedChangeException[],
  workspace: string,
  body: ConfigurationMonitoringEvidence,
  ref: RecordRef,
): void {
  for (const investigation of body.investigations) {
    const named = exceptions.find(
      (exception) =>
        exception.status === "open" &&
        exception.workspace === workspace &&
        exception.cyber_system === investigation.cyber_system &&
        exception.asset === investigation.name &&
        exception.item === investigation.item &&
        exception.detected_by.sequence === investigation.detected_in &&
        exception.detected_by.sequence < ref.sequence,
    );
    if (named === undefined) continue;
    named.investigated_by = { ...ref, reference: investigation.reference };
    named.status = "investigated";
  }
}

/** The R2.1 intervals and exceptions as obligations, for the lists every output shows. */
export function r21Obligations(result: R21Result, context: Context): Obligation[] {
  const base = (key: AssetKey, opened: RecordRef) => ({
    kind: "CIP-010 R2.1" as const,
    requirement: REQUIREMENTS["CIP-010 R2.1"],
    workspace: key.workspace,
    subject: { cyber_system: key.cyber_system, asset: key.asset },
    opened_by: opened,
    calendar: context.rule,
  });
  const intervals = result.intervals.map((interval): Obligation => {
    const { status } = interval;
    const closed = interval.closed_by === null ? {} : { closed_by: interval.closed_by };
    const neverMonitored = status === "no configuration monitoring recorded";
    return {
      ...base(interval, interval.opened_by),
      due: interval.due_on,
      // Never monitored: due, due soon or overdue like any other, with the reason said.
      status: neverMonitored ? statusOf(interval.due_on, undefined, context) : R21_STATUSES[status],
      ...closed,
      ...(neverMonitored ? { reason: status } : {}),
    };
  });
  const exceptions = result.exceptions.map((exception): Obligation => {
    const investigated = exception.investigated_by;
    return {
      ...base(exception, exception.detected_by),
      due: null,
      status: exception.status === "open" ? "exception" : "closed",
      ...(investigated === null ? {} : { closed_by: citation(investigated) }),
      reason:
        investigated === null
          ? `investigate unauthorized change of ${exception.item}, detected on ${exception.detected_on}`
          : `unauthorized change of ${exception.item} investigated: ${investigated.reference}`,
    };
  });
  return [...intervals, ...exceptions];
}

/** The record an investigation names, cited without its reference. */
function citation({ reference: _, ...ref }: RecordRef & { reference: string }): RecordRef {
  return ref;
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

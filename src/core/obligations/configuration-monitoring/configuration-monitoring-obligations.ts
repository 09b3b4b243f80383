// CIP-010-4 R2.1: "Monitor at least once every 35 calendar days for changes to the baseline
// configuration (as described in Requirement R1, Part 1.1). Document and investigate detected
// unauthorized changes." Judged only from sealed configuration-monitoring records: per asset in
// scope, the 35-calendar-day intervals (the first from the asset's first appearance in the ledger,
// its commissioning; each later one from the record that closed the one before), and an exception
// per unauthorized change a record detected until a reviewed note documents its investigation
// (configuration-monitoring-investigations.ts: a counted approver's /cip-010-investigated line; a
// collector's own investigations close nothing). A drift check (a reconciliation) closes nothing
// here: it never reads a device. Nor does a stale observation: a record closes an interval only if
// its devices were read (`observed_at`) after the interval opened. A detected change never
// vanishes: a stale observation (older than the asset's last, or than its interval's opening)
// detects what it shows all the same, once per asset, item and observed digest, so a collector file
// sealed again unchanged (as each drift check reseals it) does not detect the same change twice.
// Pure: R21Pass is fed one record at a time, holding per asset its open interval.
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { addDays, type CalendarSettings, dateIn } from "../../shared/calendar.ts";
import { TextTable } from "../../shared/collections.ts";
import { HeldAssets, type Place } from "./held-assets.ts";
import { AssetState, FirstFacts, RecordOpenings } from "./asset-state.ts";
import {
  assetsNamed,
  inR21Scope,
  R21AssetKeys,
  type ResolvedKey,
  type Seen,
} from "./configuration-monitoring-assets.ts";
import { type RecordRef, refOf } from "../obligation-model.ts";
import { observationAuthority } from "../record-facts.ts";
import {
  type AssetKey,
  type UnauthorizedChangeException,
  UnauthorizedChanges,
} from "./configuration-monitoring-investigations.ts";

import {
  type NotClosedBy,
  R2_1_INTERVAL_DAYS,
  type R21Decided,
  type R21Interval,
  type R21Status,
} from "./configuration-monitoring-obligation.ts";

export type { AssetKey, AssetState, UnauthorizedChangeException };
export {
  R2_1_INTERVAL_DAYS,
  type R21Decided,
  type R21Interval,
  type R21Status,
} from "./configuration-monitoring-obligation.ts";

/** Whether R2.1 follows the asset: a Cyber Asset (not a `software` record) in its scope. */
function followed(state: AssetState): boolean {
  return !state.software && inR21Scope(state);
}

export interface R21Options {
  calendar: CalendarSettings;
  /** The instant the obligations are judged at, or a date (YYYY-MM-DD) in the calendar's zone. */
  asOf: string;
  /**
   * Receives each interval of an asset in scope as it closes and each exception as it is
   * investigated; at finish, every interval and exception still open.
   */
  decided: (found: R21Decided) => void;
}

/**
 * R2.1 judged as records come, each workspace's in chain order, per asset by its live id
 * (configuration-monitoring-assets.ts). It holds only what is open: per asset its open interval,
 * and the unauthorized changes not yet investigated. An interval is judged in scope with what the
 * records said of the asset when it closed.
 */
export class R21Pass {
  readonly #options: R21Options;
  readonly #keys = new R21AssetKeys();
  readonly #assets = new HeldAssets<AssetState>();
  readonly #changes: UnauthorizedChanges;
  /**
   * When each deleted asset was deleted (ms), by key: an observation from before then (a collector
   * file sealed again after the delete) brings no deleted asset back. Deletes are few.
   */
  readonly #retired = new Map<string, number>();
  /** The names every asset's state holds, and why records closed nothing: each text once. */
  readonly #texts = new TextTable();
  /** Each change detected, by asset key, item and observed digest: detected once when stale. */
  readonly #detected = new Set<string>();
  /** Each workspace's first facts, which a new asset's state starts from (asset-state.ts). */
  readonly #facts = new FirstFacts();
  /** The openings of the record being added, which its assets share. */
  readonly #openings = new RecordOpenings();

  /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
  held() {
    const [keys, assets, changes] = [this.#keys, this.#assets, this.#changes.held()];
    return { keys, assets, changes, retired: this.#retired, detected: this.#detected };
  }

  constructor(options: R21Options) {
    this.#options = options;
    this.#changes = new UnauthorizedChanges(
      (workspace, asset) => this.#keys.keyOf(workspace, asset),
      options.decided,
    );
  }

  /**
   * The next record, with the calendar in force when it was written (contextAt): the intervals it
   * opens are dated and judged by it, whatever comes later. Default: the options' calendar.
   */
  add(entry: HashedRecord, inForce: CalendarSettings = this.#options.calendar): void {
    const { record } = entry;
    const ref = refOf(entry);
    if (record.kind === "configuration-monitoring") {
      const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
      if (!authority.authorized) {
        this.#unauthorized(record, ref, authority.why);
        return;
      }
    }
    const on = dateIn(record.recorded_at, inForce.timeZone);
    const at = Date.parse(record.recorded_at);
    const observedAt =
      record.kind === "configuration-monitoring"
        ? Date.parse(record.configuration_monitoring.observed_at)
        : undefined;
    /** The assets this record observed anew: newer than any observation of them before. */
    const fresh = new Set<AssetState>();
    this.#keys.learn(record);
    // An asset a collector's record names first (in service before the ledger knew it) opens its
    // first interval there, and that record's own observation closes it.
    const opensAt = observedAt === undefined ? at : Number.NEGATIVE_INFINITY;
    for (const seen of assetsNamed(record)) {
      const resolved = this.#keys.keyOf(record.workspace, seen);
      if (seen.retired === true) {
        this.#retire(resolved, seen, on, at);
        continue;
      }
      // An observation no newer than the asset's last says nothing new of it, not even its name.
      if (observedAt !== undefined && this.#stale(resolved, seen, observedAt)) continue;
      const state = this.#stateOf(record.workspace, seen, resolved, { on, ref, inForce }, opensAt);
      state.impact = seen.impact ?? state.impact;
      state.class = seen.class ?? state.class;
      if (seen.asset_type !== undefined) state.software = seen.asset_type === "software";
      if (observedAt === undefined) continue;
      state.last_observed = observedAt;
      fresh.add(state);
      // Not stale, so read after the interval opened: a complete observation closes it.
      if (seen.complete) this.#close(state, { on, ref, inForce }, observedAt);
    }
    if (record.kind === "change") this.#changes.reviewed(record, ref);
    if (record.kind !== "configuration-monitoring") return;
    const body = record.configuration_monitoring;
    this.#changes.collectorSays(record.workspace, body, ref);
    for (const change of body.unauthorized_changes) {
      const { key, ...place } = this.#keys.keyOf(record.workspace, change);
      const state = this.#assets.get(place);
      const once = `${key}\n${change.item}\n${change.observed}`;
      const again = this.#detected.has(once);
      this.#detected.add(once);
      if (state === undefined || !followed(state) || (again && !fresh.has(state))) continue;
      this.#changes.detect(key, keyOf(state), change, ref, on);
    }
  }

  /**
   * A configuration-monitoring record without authority: it closes no interval, names no asset
   * anew and moves no observation time (a date still to come would blind R2.1), but each interval
   * it would have closed lists it, and what it detects on an asset followed is an exception all
   * the same: a detected change never vanishes.
   */
  #unauthorized(
    record: Extract<HashedRecord["record"], { kind: "configuration-monitoring" }>,
    ref: RecordRef,
    why: string,
  ): void {
    const on = dateIn(record.recorded_at, this.#options.calendar.timeZone);
    // One entry, and one list of it, for every asset the record names: a collector's file names
    // hundreds, and 100,000 assets each holding its own copies held 14 MB (a list grown by push
    // or spread also keeps room for 17). Lists are never changed in place (readonly), only
    // replaced: a later such record makes the asset a list of its own, of its exact length. One
    // reason text for all records it is the same for (10,000 copies of 384 bytes otherwise).
    const listed = { record: ref, why: this.#texts.of(why) };
    const alone: readonly NotClosedBy[] = [listed];
    for (const seen of assetsNamed(record)) {
      const state = this.#heldAt(this.#keys.keyOf(record.workspace, seen), seen)?.state;
      if (state !== undefined && followed(state))
        state.not_closed_by = state.not_closed_by?.concat([listed]) ?? alone;
    }
    for (const change of record.configuration_monitoring.unauthorized_changes) {
      const { key, ...place } = this.#keys.keyOf(record.workspace, change);
      const state = this.#assets.get(place);
      const once = `${key}\n${change.item}\n${change.observed}`;
      if (state === undefined || !followed(state) || this.#detected.has(once)) continue;
      this.#detected.add(once);
      this.#changes.detect(key, keyOf(state), change, ref, on);
    }
  }

  /** Every interval and exception still open, judged as of the options' date. */
  finish(): void {
    const { asOf, calendar, decided } = this.#options;
    const today = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : dateIn(asOf, calendar.timeZone);
    // Each asset let go as its interval is handed on: a populations' pass holds the rest meanwhile.
    for (const state of this.#assets.drain())
      if (followed(state)) decided(openInterval(state, today));
    this.#changes.finish();
    this.#assets.clear();
    this.#retired.clear();
    this.#detected.clear();
    this.#facts.clear();
  }

  /**
   * An asset deleted on `on` is out of service from then: an interval due by then is handed on as
   * it stood (unmonitored, it stays a finding); one not yet due ends with no obligation. The
   * unauthorized changes detected on it still wait for their investigation.
   */
  #retire(resolved: ResolvedKey, seen: Seen, on: string, at: number): void {
    this.#retired.set(resolved.key, at);
    const held = this.#heldAt(resolved, seen);
    if (held === undefined) return;
    const { state } = held;
    this.#assets.delete(held.at);
    if (followed(state) && on > dueOf(state.opened_on))
      this.#options.decided(openInterval(state, on));
  }

  /**
   * Where the pass holds the state of the asset `seen` names: under its key, else, for an asset
   * known by system and name until this record gave its id, under that (unless the record creates
   * it: a new asset under the name of one that had no id); undefined for an asset it holds none of.
   */
  #heldAt(resolved: ResolvedKey, seen: Seen): { at: Place; state: AssetState } | undefined {
    const state = this.#assets.get(resolved);
    if (state !== undefined) return { at: resolved, state };
    const at = { workspace: resolved.workspace, byName: resolved.byName };
    const named = resolved.key !== at.byName && !seen.created ? this.#assets.get(at) : undefined;
    return named === undefined ? undefined : { at, state: named };
  }

  /**
   * Whether an observation of `seen` at `observedAt` is stale: no newer than the asset's last one
   * or its commissioning, or older than its delete (an old collector file sealed again).
   */
  #stale(resolved: ResolvedKey, seen: Seen, observedAt: number): boolean {
    const known = this.#heldAt(resolved, seen)?.state;
    const deletedAt = this.#retired.get(resolved.key);
    return (
      (known !== undefined && !(observedAt > Math.max(known.last_observed, known.opened_at))) ||
      (deletedAt !== undefined && observedAt <= deletedAt)
    );
  }

  /**
   * The state of the asset `seen` names (#heldAt), as named now, moved under its id when this
   * record gave one; new, it opens its first interval there (its commissioning).
   */
  #stateOf(
    workspace: string,
    seen: Seen,
    resolved: ResolvedKey,
    { on, ref, inForce }: Opening,
    opensAt: number,
  ): AssetState {
    const { key, byName, asset_id } = resolved;
    const held = this.#heldAt(resolved, seen);
    if (held?.at !== resolved && key !== byName && seen.created !== true) {
      this.#assets.delete({ workspace, byName });
      this.#changes.rekey(byName, key);
      if (held !== undefined && asset_id !== undefined)
        this.#keys.adopt(workspace, seen.name, asset_id);
    }
    const state =
      held?.state ??
      new AssetState(
        this.#facts.of(this.#texts.of(workspace)),
        this.#openings.of(on, ref, opensAt, inForce),
        { asset: "", asset_id: undefined },
      );
    // Named as this record names it; an id equal to the one held stays the string its key is.
    state.cyber_system = this.#texts.of(seen.cyber_system);
    state.asset = seen.name;
    if (state.asset_id !== asset_id) state.asset_id = asset_id;
    this.#assets.set(resolved, state);
    return state;
  }

  /**
   * Closes the open interval of `state` by the record `opening.ref` that observed the asset at
   * `observedAt` (dated in the interval's own calendar), and opens the next there.
   */
  #close(state: AssetState, { on, ref, inForce }: Opening, observedAt: number): void {
    const due = dueOf(state.opened_on);
    const closedOn = dateIn(ref.recorded_at, state.calendar.timeZone);
    if (followed(state))
      this.#options.decided({
        ...keyOf(state),
        kind: "monitoring interval",
        opened_on: state.opened_on,
        opened_by: state.opened_by,
        due_on: due,
        closed_on: closedOn,
        closed_by: ref,
        status: closedOn <= due ? "closed on time" : "closed late",
        ...undeclared(state),
        ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
        calendar: state.calendar,
      });
    state.not_closed_by = undefined;
    state.opening = this.#openings.of(on, ref, observedAt, inForce);
    state.monitored = true;
  }
}

/** The record that opens an interval: its date in the calendar in force then, and that calendar. */
type Opening = { on: string; ref: RecordRef; inForce: CalendarSettings };

/** The asset's key as the last record named it. */
function keyOf(state: AssetState): AssetKey {
  return {
    workspace: state.workspace,
    cyber_system: state.cyber_system,
    asset: state.asset,
    ...(state.asset_id === undefined ? {} : { asset_id: state.asset_id }),
  };
}

function dueOf(openedOn: string): string {
  return addDays(openedOn, R2_1_INTERVAL_DAYS);
}

function openInterval(state: AssetState, today: string): R21Interval {
  const { calendar } = state;
  const due = dueOf(state.opened_on);
  const status: R21Status = !state.monitored
    ? "no configuration monitoring recorded"
    : today > due
      ? "overdue"
      : today >= addDays(due, -calendar.dueSoonDays)
        ? "due soon"
        : "due";
  return {
    ...keyOf(state),
    kind: "monitoring interval",
    opened_on: state.opened_on,
    opened_by: state.opened_by,
    due_on: due,
    closed_on: null,
    closed_by: null,
    status,
    judged_on: today,
    ...undeclared(state),
    ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
    calendar,
  };
}

function undeclared(state: AssetState): { impact_undeclared?: true } {
  return state.impact === undefined ? { impact_undeclared: true } : {};
}

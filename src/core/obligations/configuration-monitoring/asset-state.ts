// What R2.1 holds of each asset, one object per asset (a ledger's 100,000 assets are held at once):
// its key as the last record named it, and its open interval. An object of 15 fields each took 144
// bytes and a box of 16 for the instant its interval opened; most of those fields are the same for
// many assets, so they are held once for all of them. What the records last said of the asset
// (its system, impact, class, type, whether it was ever monitored) is a StatedFacts most assets of
// a system share, replaced by another when a fact changes; the record that opened its interval,
// its date, instant and calendar, an IntervalOpening every asset that record opened at that
// instant shares. An asset holds 7 fields (80 bytes). Pure.
import type { Impact } from "../../inventory/document/principals.ts";
import type { AssetClass } from "../../inventory/document/asset-class.ts";
import type { CalendarSettings } from "../../shared/calendar.ts";
import type { RecordRef } from "../obligation-model.ts";
import type { NotClosedBy } from "./configuration-monitoring-obligation.ts";

/** The facts a StatedFacts holds, and their values. */
interface Facts {
  workspace: string;
  cyber_system: string;
  impact: Impact | undefined;
  class: AssetClass | undefined;
  /** A `software` record as the records last typed it: baseline content, not a Cyber Asset. */
  software: boolean;
  /** Whether a record ever closed one of its intervals. */
  monitored: boolean;
}

/** A fact each asset of a workspace may state apart from the others (not its workspace). */
type Changing = Exclude<keyof Facts, "workspace">;

/**
 * One set of facts, shared by every asset that states them: a fact changed gives another set, the
 * same one for every asset whose facts change so (each set keeps the sets one change away).
 */
export class StatedFacts implements Readonly<Facts> {
  readonly workspace: string;
  readonly cyber_system: string;
  readonly impact: Impact | undefined;
  readonly class: AssetClass | undefined;
  readonly software: boolean;
  readonly monitored: boolean;
  /** The sets one fact away, by the fact, then its value. */
  #next: Map<Changing, Map<unknown, StatedFacts>> | undefined;

  constructor(facts: Facts) {
    this.workspace = facts.workspace;
    this.cyber_system = facts.cyber_system;
    this.impact = facts.impact;
    this.class = facts.class;
    this.software = facts.software;
    this.monitored = facts.monitored;
  }

  /** These facts with `fact` stated as `value`: this set when it says so already. */
  with<Fact extends Changing>(fact: Fact, value: Facts[Fact]): StatedFacts {
    if (this[fact] === value) return this;
    this.#next ??= new Map();
    let byValue = this.#next.get(fact);
    if (byValue === undefined) {
      byValue = new Map();
      this.#next.set(fact, byValue);
    }
    let next = byValue.get(value);
    if (next === undefined) {
      next = new StatedFacts({ ...this.#facts(), [fact]: value });
      byValue.set(value, next);
    }
    return next;
  }

  #facts(): Facts {
    const { workspace, cyber_system, impact, software, monitored } = this;
    return { workspace, cyber_system, impact, class: this.class, software, monitored };
  }
}

/**
 * Each workspace's first set of facts (no system named yet, nothing said), which a new asset's
 * state starts from: one a workspace, so that the sets its assets reach are shared too.
 */
export class FirstFacts {
  readonly #byWorkspace = new Map<string, StatedFacts>();

  /** `workspace`'s first set; `workspace` is kept as given (the caller's one string of it). */
  of(workspace: string): StatedFacts {
    let facts = this.#byWorkspace.get(workspace);
    if (facts === undefined) {
      facts = new StatedFacts({
        workspace,
        cyber_system: "",
        impact: undefined,
        class: undefined,
        software: false,
        monitored: false,
      });
      this.#byWorkspace.set(workspace, facts);
    }
    return facts;
  }

  clear(): void {
    this.#byWorkspace.clear();
  }
}

/** The record that opened an interval: its date in the calendar in force then, and its instant. */
export interface IntervalOpening {
  readonly on: string;
  readonly ref: RecordRef;
  /** The instant (ms) its monitoring must be observed after: commissioning, or the last close. */
  readonly at: number;
  /** The calendar in force at the record. */
  readonly calendar: CalendarSettings;
}

/**
 * An asset as R2.1 holds it: its facts and its interval's opening shared, the rest its own. A fact
 * set to what it says already is compared here, by name (each record names the asset's facts
 * again), and only a change looks for the set one change away.
 */
export class AssetState {
  facts: StatedFacts;
  opening: IntervalOpening;
  asset: string;
  asset_id: string | undefined;
  /** The newest instant (ms) a record says the asset was observed at; -Infinity: never. */
  last_observed: number;
  /** The open interval's observations without authority (observationAuthority); none: undefined. */
  not_closed_by: readonly NotClosedBy[] | undefined;
  /** The order it was placed under its key in (HeldAssets). */
  placed = 0;

  constructor(
    facts: StatedFacts,
    opening: IntervalOpening,
    named: { asset: string; asset_id: string | undefined },
    last_observed = Number.NEGATIVE_INFINITY,
    not_closed_by: readonly NotClosedBy[] | undefined = undefined,
  ) {
    this.facts = facts;
    this.opening = opening;
    this.asset = named.asset;
    this.asset_id = named.asset_id;
    this.last_observed = last_observed;
    this.not_closed_by = not_closed_by;
  }

  get workspace(): string {
    return this.facts.workspace;
  }
  get cyber_system(): string {
    return this.facts.cyber_system;
  }
  set cyber_system(value: string) {
    if (this.facts.cyber_system !== value) this.facts = this.facts.with("cyber_system", value);
  }
  get impact(): Impact | undefined {
    return this.facts.impact;
  }
  set impact(value: Impact | undefined) {
    if (this.facts.impact !== value) this.facts = this.facts.with("impact", value);
  }
  get class(): AssetClass | undefined {
    return this.facts.class;
  }
  set class(value: AssetClass | undefined) {
    if (this.facts.class !== value) this.facts = this.facts.with("class", value);
  }
  get software(): boolean {
    return this.facts.software;
  }
  set software(value: boolean) {
    if (this.facts.software !== value) this.facts = this.facts.with("software", value);
  }
  get monitored(): boolean {
    return this.facts.monitored;
  }
  set monitored(value: boolean) {
    if (this.facts.monitored !== value) this.facts = this.facts.with("monitored", value);
  }
  get opened_on(): string {
    return this.opening.on;
  }
  get opened_by(): RecordRef {
    return this.opening.ref;
  }
  get opened_at(): number {
    return this.opening.at;
  }
  get calendar(): CalendarSettings {
    return this.opening.calendar;
  }
}

/**
 * The openings of one record: every asset it opens an interval of at one instant shares one (a
 * collector's record opens the intervals of the assets it names first at its commissioning, then
 * at its observation). Those of the record before are let go.
 */
export class RecordOpenings {
  #ref: RecordRef | undefined;
  readonly #byInstant = new Map<number, IntervalOpening>();

  /** The opening by `ref`, dated `on`, at `at`, in `calendar`: made once for its assets. */
  of(on: string, ref: RecordRef, at: number, calendar: CalendarSettings): IntervalOpening {
    if (this.#ref !== ref) {
      this.#ref = ref;
      this.#byInstant.clear();
    }
    const held = this.#byInstant.get(at);
    if (held?.on === on && held.calendar === calendar) return held;
    const opening = { on, ref, at, calendar };
    this.#byInstant.set(at, opening);
    return opening;
  }
}

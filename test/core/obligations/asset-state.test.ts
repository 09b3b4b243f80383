// R2.1's per-asset state (asset-state.ts): each fact read back as last set, whatever the assets
// share; the facts and the openings shared by the assets that state the same.
import { describe, expect, it } from "vitest";
import {
  AssetState,
  type IntervalOpening,
  RecordOpenings,
  FirstFacts,
} from "../../../src/core/obligations/configuration-monitoring/asset-state.ts";
import type { CalendarSettings } from "../../../src/core/shared/calendar.ts";
import type { RecordRef } from "../../../src/core/obligations/obligation-model.ts";

const calendar = { timeZone: "UTC", dueSoonDays: 7 } as CalendarSettings;
const ref = (sequence: number) => ({ sequence }) as RecordRef;
const opening = (at: number, sequence = 1): IntervalOpening => ({
  on: "2025-01-01",
  ref: ref(sequence),
  at,
  calendar,
});
const named = (asset: string) => ({ asset, asset_id: `id-${asset}` });

describe("AssetState: each fact as last set, the facts shared", () => {
  it("reads back every fact set, in any order, and shares the sets that say the same", () => {
    const root = new FirstFacts().of("grid-east");
    const a = new AssetState(root, opening(0), named("a"));
    const b = new AssetState(root, opening(0), named("b"));
    a.cyber_system = "Alpha";
    a.impact = "high";
    a.class = "EACMS";
    b.cyber_system = "Alpha";
    b.impact = "high";
    b.class = "EACMS";
    expect(a.facts).toBe(b.facts);
    a.software = true;
    a.monitored = true;
    expect([a.workspace, a.cyber_system, a.impact, a.class, a.software, a.monitored]).toEqual([
      "grid-east",
      "Alpha",
      "high",
      "EACMS",
      true,
      true,
    ]);
    expect([b.cyber_system, b.impact, b.class, b.software, b.monitored]).toEqual([
      "Alpha",
      "high",
      "EACMS",
      false,
      false,
    ]);
    // A fact set to what it says already keeps the set; one set back gives the set it was.
    const before = b.facts;
    b.impact = "high";
    expect(b.facts).toBe(before);
    b.impact = undefined;
    expect(b.impact).toBeUndefined();
    expect(b.facts).not.toBe(before);
    expect(root.impact).toBeUndefined();
  });

  it("reads its interval's opening from the opening it holds", () => {
    const state = new AssetState(new FirstFacts().of("w"), opening(5, 9), named("a"));
    expect([state.opened_on, state.opened_by, state.opened_at, state.calendar]).toEqual([
      "2025-01-01",
      ref(9),
      5,
      calendar,
    ]);
    expect([state.last_observed, state.not_closed_by, state.placed]).toEqual([
      Number.NEGATIVE_INFINITY,
      undefined,
      0,
    ]);
  });
});

describe("FirstFacts: one first set a workspace", () => {
  it("gives a workspace the same first set each time, another workspace its own", () => {
    const first = new FirstFacts();
    expect(first.of("grid-east")).toBe(first.of("grid-east"));
    expect(first.of("grid-west")).not.toBe(first.of("grid-east"));
    expect(first.of("grid-west").workspace).toBe("grid-west");
  });
});

describe("RecordOpenings: one opening per record and instant", () => {
  it("shares a record's opening at an instant, and lets go of the record's before", () => {
    const openings = new RecordOpenings();
    const record = ref(1);
    const at = (instant: number, by = record, on = "2025-01-01") =>
      openings.of(on, by, instant, calendar);
    const first = at(Number.NEGATIVE_INFINITY);
    const observed = at(100);
    expect(at(Number.NEGATIVE_INFINITY)).toBe(first);
    expect(at(100)).toBe(observed);
    // Another date at the same instant (another calendar's day) is an opening of its own.
    expect(at(100, record, "2025-01-02")).not.toBe(observed);
    const next = ref(2);
    const later = at(100, next);
    expect(later).not.toBe(observed);
    expect(later.ref).toBe(next);
    expect(at(100, record)).not.toBe(observed);
  });
});

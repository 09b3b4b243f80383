// The CIP-007 R2 pass over generated ledgers: records that are no accepted merge (refused merges,
// break-glass applies), whatever they carry and wherever they fall, change no obligation's
// status, due date or closing record; they only add themselves to what did not close it. And the
// records' order on disk does not matter: the pass reads them in ledger order. Nor does whether a
// merge repeats an unchanged asset as the same object or as a copy.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "../../../../src/core/shared/calendar.ts";
import type { Obligation } from "../../../../src/core/obligations/obligation-model.ts";
import type { PatchAsset } from "../../../../src/core/patches/patch-inputs.ts";
import type { PatchMerge } from "../../../../src/core/obligations/patch-management/patch-merge.ts";
import type { PatchEvaluation, PatchSources } from "../../../../src/core/patches/patch-files.ts";
import { patchObligations } from "../../../../src/core/obligations/patch-management/patch-obligations.ts";

const rtu = (patches: string[], version = "1.0"): PatchAsset => ({
  cyber_system: "Substation A",
  asset: "RTU-1",
  asset_id: "ca_1",
  class: "BCA",
  impact: "medium",
  baseline: {
    os_firmware: [{ name: "FW", version: "1" }],
    software: [{ name: "RTAC", version }],
    patches,
  },
});
const SOURCES: PatchSources = {
  sources: [{ id: "sel", name: "SEL", covers: [{ kind: "software", name: "RTAC" }] }],
  noSource: [],
};
const evaluation = (since: string, ids: string[]): PatchEvaluation => ({
  file: `patch-evaluations/sel/${since}.yaml`,
  source: "sel",
  releasesSince: since,
  patches: ids.map((id) => ({
    id,
    released: since,
    item: { kind: "software", name: "RTAC" },
    applicable: true,
  })),
});

/** What a record may carry, accepted or not. */
const facts = fc.constantFrom<Partial<PatchMerge>>(
  { evaluations: [evaluation("2026-01-01", ["P1", "P2"])] },
  { evaluations: [evaluation("2026-03-01", ["P3"])] },
  { assets: [rtu(["P1"])] },
  { assets: [rtu(["P1", "P2", "P3"], "2.0")] },
  { sources: null },
  { sources: SOURCES },
  {
    plans: [{ id: "MP-1", patches: ["P2"], actions: ["isolate"], timeframe: { by: "2026-04-01" } }],
  },
  {
    plans: [
      {
        id: "MP-1",
        patches: ["P2"],
        actions: ["isolate"],
        timeframe: { by: "2026-09-01" },
        implementedOn: "2026-02-01",
      },
    ],
  },
);

/** A record every 6 days from 1 January, numbered 10, 20, ...: room for others between. */
const accepted = fc.array(facts, { minLength: 1, maxLength: 8 }).map((carried) =>
  [{ assets: [rtu([])], sources: SOURCES }, ...carried].map((fact, index): PatchMerge => {
    const at = new Date(Date.UTC(2026, 0, 1 + 6 * index, 15)).toISOString();
    const record = {
      workspace: "w",
      sequence: 10 * (index + 1),
      sha256: "0".repeat(64),
      recorded_at: at,
    };
    return { record, approvals: [{ login: "alice", at }], ...fact };
  }),
);
const refused = fc.array(
  fc.record({
    after: fc.nat({ max: 9 }),
    slot: fc.integer({ min: 1, max: 9 }),
    fact: facts,
    glass: fc.boolean(),
  }),
  { maxLength: 6 },
);

/** An obligation without the records that did not close it. */
const decided = ({ not_closed_by: _, ...o }: Obligation) => o;

describe("the CIP-007 R2 pass over generated ledgers", () => {
  it("records that are no accepted merge decide nothing, and the order on disk does not matter", () => {
    fc.assert(
      fc.property(accepted, refused, (merges, others) => {
        const inserted = others.flatMap(({ after, slot, fact, glass }): PatchMerge[] => {
          const before = merges[Math.min(after, merges.length - 1)]!;
          const sequence = before.record.sequence + slot;
          if (merges.some((merge) => merge.record.sequence === sequence)) return [];
          const record = { ...before.record, sequence, sha256: "f".repeat(64) };
          const notAccepted = glass
            ? "a break-glass apply (cip-sync apply --record): no review"
            : "a merge the gate refused (outcome refused)";
          return [{ record, approvals: [], notAccepted, ...fact }];
        });
        const unique = [
          ...new Map(inserted.map((merge) => [merge.record.sequence, merge])).values(),
        ];
        const alone = patchObligations(merges, "2026-06-01", DEFAULT_CALENDAR);
        const mixed = patchObligations(
          [...unique, ...merges].reverse(),
          "2026-06-01",
          DEFAULT_CALENDAR,
        );
        expect(mixed.map(decided)).toEqual(alone.map(decided));
        // An asset kept as the same object is read as unchanged: a copy of it decides the same.
        const copied = patchObligations(structuredClone(merges), "2026-06-01", DEFAULT_CALENDAR);
        expect(copied).toEqual(alone);
      }),
      { numRuns: 200 },
    );
  });
});

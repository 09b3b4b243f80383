// A pass no checkpoint is asked of (`checkpointed: false`: `cip-sync obligations`, `evidence
// populations`, `evidence report`) holds none of the obligations a checkpoint carries, and judges
// as one that does: over generated ledgers, from the first record and resumed from a checkpoint
// at any cut, the same obligations, counts and decided ones in the same order. Asked for a
// checkpoint all the same, it refuses rather than write one that misses the carried obligations.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import {
  type Obligation,
  ObligationsPass,
  type PassOptions,
} from "../../../src/core/obligations/obligations.ts";
import type { ObligationsCheckpoint } from "../../../src/core/obligations/checkpoint/obligations-checkpoint.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { day } from "../../support/evidence-records.ts";
import { generatedLedger } from "../../support/obligation-ledgers.ts";

const AS_OF = day(800);
const REFUSED =
  "An obligations pass made with checkpointed: false has no checkpoint: it holds none of the obligations one carries.";

/** What a pass over `records` (resumed from `from` when given) found, and decided in order. */
function judged(
  records: readonly HashedRecord[],
  options: PassOptions,
  from?: ObligationsCheckpoint,
) {
  const decided: Obligation[] = [];
  const passOptions = { ...options, decided: (o: Obligation) => decided.push(o) };
  const pass =
    from === undefined
      ? new ObligationsPass(AS_OF, DEFAULT_CALENDAR, passOptions)
      : ObligationsPass.resume(structuredClone(from), AS_OF, DEFAULT_CALENDAR, passOptions);
  for (const entry of records) pass.add(entry);
  return { pass, decided };
}

describe("a pass made with checkpointed: false", () => {
  it("judges as a checkpointed pass, from the first record and from every cut", () => {
    fc.assert(
      fc.property(generatedLedger, (records) => {
        for (let k = 0; k <= records.length; k++) {
          const checkpoint = judged(records.slice(0, k), {}).pass.checkpoint();
          for (const from of [undefined, checkpoint]) {
            const rest = from === undefined ? records : records.slice(k);
            const carrying = judged(rest, {}, from);
            const notCarrying = judged(rest, { checkpointed: false }, from);
            expect(notCarrying.pass.finish()).toStrictEqual(carrying.pass.finish());
            expect(notCarrying.decided).toStrictEqual(carrying.decided);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ["made from the first record", undefined],
    ["resumed from a checkpoint", "checkpoint"],
  ] as const)("refuses a checkpoint when %s, and still judges", (_, start) => {
    fc.assert(
      fc.property(generatedLedger, (records) => {
        const half = Math.floor(records.length / 2);
        const from =
          start === undefined ? undefined : judged(records.slice(0, half), {}).pass.checkpoint();
        const rest = from === undefined ? records : records.slice(half);
        const { pass } = judged(rest, { checkpointed: false }, from);
        expect(() => pass.checkpoint()).toThrow(REFUSED);
        expect(() => pass.checkpoint({ copy: false })).toThrow(REFUSED);
        // The refusal changed nothing: it finishes as a checkpointed pass does.
        expect(pass.finish()).toStrictEqual(judged(rest, {}, from).pass.finish());
      }),
      { numRuns: 30 },
    );
  });
});

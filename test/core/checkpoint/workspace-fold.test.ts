// A drift check resumes its fold from the last checkpoint (WorkspaceFold.start): a checkpoint
// whose format has the report's and the populations' state but that lacks one is refused, so the
// check judges from every record, rather than folding on as if no record came before it.
import { describe, expect, it } from "vitest";
import {
  type LedgerCheckpoint,
  WorkspaceFold,
} from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft, day } from "../../support/evidence-records.ts";

const JUDGING = { asOf: "2026-06-01", calendar: DEFAULT_CALENDAR };

/** The checkpoint of one applied change's record. */
function checkpoint(): LedgerCheckpoint {
  const fold = WorkspaceFold.start("grid-east", JUDGING);
  for (const { record, text } of chainOf([{ draft: changeDraft("grid-east", 1), at: day(1) }]))
    fold.add({ record, sha256: sha256Hex(text) });
  const held = fold.checkpoint();
  if (held === undefined) throw new Error("no checkpoint after a record");
  return held;
}

describe("a fold resumed from a checkpoint", () => {
  it("starts from a whole one, its state the same", () => {
    const whole = checkpoint();
    const resumed = WorkspaceFold.start("grid-east", JUDGING, structuredClone(whole));
    expect(resumed.checkpoint()).toEqual(whole);
  });

  it.each(["report", "populations"] as const)("refuses one without its %s state", (part) => {
    const partial: Partial<LedgerCheckpoint> = checkpoint();
    delete partial[part];
    expect(() => WorkspaceFold.start("grid-east", JUDGING, partial as LedgerCheckpoint)).toThrow(
      `the checkpoint holds no ${part} state, though its format has one`,
    );
  });
});

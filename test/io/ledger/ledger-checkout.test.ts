// A checkout as the report reads it (io/ledger/ledger-checkout.ts): each record's timestamp label
// read from the token beside it, found from its folder's listing, whichever folders are asked
// in turn, however many, in whatever order, and whether a folder holds a token or none.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerCheckout } from "../../../src/io/ledger/ledger-checkout.ts";
import { temporaryDirectory } from "../../emulator/support.ts";

/** What a token no TSA signed reads as (tokenLabel). */
const UNREADABLE = "unreadable timestamp token (run evidence verify --tsa-ca)";

/** Record `index` of 40 months' folders (past the 16 whose tokens are kept), three a month. */
function recordPath(index: number): string {
  const month = Math.floor(index / 3);
  const year = 2020 + Math.floor(month / 12);
  const folder = `records/grid/${String(year)}/${String((month % 12) + 1).padStart(2, "0")}`;
  return `${folder}/${String(index).padStart(4, "0")}-change-${String(index + 1)}-1.json`;
}

describe("ledgerCheckout's stamp", () => {
  it("finds each record's token or its absence, whatever folders are asked between", async () => {
    const dir = await temporaryDirectory();
    const records = Array.from({ length: 120 }, (_, index) => recordPath(index));
    // Every third record of an even month has a token beside it; an odd month's folder has none.
    const stamped = new Set(
      records.filter((_, index) => index % 3 === 1 && Math.floor(index / 3) % 2 === 0),
    );
    for (const path of records) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), "{}\n");
      if (stamped.has(path)) await writeFile(join(dir, `${path}.tsr`), "not a token");
    }
    const { stamp } = await ledgerCheckout(dir, "--dir");
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...records), { maxLength: 200 }), (asked) => {
        for (const path of asked)
          expect(stamp(path)).toBe(stamped.has(path) ? UNREADABLE : undefined);
      }),
      { numRuns: 30 },
    );
  });
});

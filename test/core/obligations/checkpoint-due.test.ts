// When a drift check writes a new checkpoint (issue 72, item 3): after at least 200 records and
// twice the last checkpoint's bytes of records, so that evidence verify's recomputing of a large
// inventory's checkpoints (each built, serialised and hashed) costs a bounded part of what its
// records cost; and after 1,000 records whatever their size, so that the records a drift check
// reads since its checkpoint (a hundred to a query, a second apart) bound every check's time.
import { describe, expect, it } from "vitest";
import { checkpointIsDue } from "../../../src/core/checkpoint/ledger-checkpoint.ts";

describe("checkpointIsDue", () => {
  const MB = 1_000_000;
  it.each([
    ["no checkpoint to start from (a first reading)", undefined, true],
    [
      "199 records, many bytes",
      { records: 199, recordBytes: 100 * MB, checkpointBytes: MB },
      false,
    ],
    [
      "200 records, twice the checkpoint",
      { records: 200, recordBytes: 2 * MB, checkpointBytes: MB },
      true,
    ],
    [
      "200 records, one byte short of twice a 5.9 MB checkpoint (10,000 assets)",
      { records: 200, recordBytes: 11.8 * MB - 1, checkpointBytes: 5.9 * MB },
      false,
    ],
    [
      "999 records of 3 KB after a 5.9 MB checkpoint",
      { records: 999, recordBytes: 3 * MB, checkpointBytes: 5.9 * MB },
      false,
    ],
    [
      "1,000 records of 3 KB after a 5.9 MB checkpoint",
      { records: 1_000, recordBytes: 3 * MB, checkpointBytes: 5.9 * MB },
      true,
    ],
    [
      "a small inventory: 200 records of 3 KB after a 100 KB checkpoint",
      { records: 200, recordBytes: 600_000, checkpointBytes: 100_000 },
      true,
    ],
  ])("%s", (_case, since, due) => {
    expect(checkpointIsDue(since)).toBe(due);
  });
});

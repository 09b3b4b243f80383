// Which records still wait for a timestamp token (declared by the next record, caught up by its
// run): those without one after the workspace's first record that has one.
import { describe, expect, it } from "vitest";
import { untimestampedRecords } from "../../../../src/core/evidence/chain/evidence-timestamps.ts";

const record = (n: number) => `records/w/2026/01/2026010${n}T000000.000Z-monitoring-${n}-1.json`;
const token = (n: number) => `${record(n)}.tsr`;

describe("untimestampedRecords", () => {
  it.each([
    ["no record has a token (the TSA was never in use)", [record(1), record(2)], []],
    ["every record has one", [record(1), token(1), record(2), token(2)], []],
    ["records before the first token", [record(1), record(2), token(2), record(3), token(3)], []],
    [
      "an outage after the first token",
      [record(1), token(1), record(2), record(3), token(3), record(4)],
      [2, 4],
    ],
  ])("%s", (_, paths, sequences) => {
    expect(untimestampedRecords(paths).map(({ sequence }) => sequence)).toEqual(sequences);
  });
});

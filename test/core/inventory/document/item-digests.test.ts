// A baseline's item digests mapped (a checkpoint's numbers, a pass's one copy of each text): every
// item it has, in R1.1's order, each mapped in that order (a checkpoint numbers digests in the
// order first named), whichever items it has; a baseline of every item the same as any other.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BASELINE_ITEMS,
  type ItemDigests,
  mapItemDigests,
} from "../../../../src/core/inventory/document/baseline-items.ts";

const someItems = fc.subarray([...BASELINE_ITEMS]).chain((items) =>
  fc.tuple(
    fc.constant(items),
    fc.array(
      fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 1, maxLength: 4 }),
      {
        minLength: items.length,
        maxLength: items.length,
      },
    ),
  ),
);

describe("mapItemDigests", () => {
  it("maps the items a baseline has, in R1.1's order, whatever order they were given in", () => {
    fc.assert(
      fc.property(someItems, fc.boolean(), ([items, digests], reversed) => {
        const given = items.map((item, index) => [item, `sha256:${digests[index]}`] as const);
        const input = Object.fromEntries(reversed ? given.reverse() : given) as ItemDigests;
        const seen: string[] = [];
        const mapped = mapItemDigests(input, (digest) => {
          seen.push(digest);
          return digest.length;
        });
        const inOrder = BASELINE_ITEMS.filter((item) => input[item] !== undefined);
        expect(Object.keys(mapped)).toStrictEqual(inOrder);
        expect(seen).toStrictEqual(inOrder.map((item) => input[item]));
        expect(JSON.stringify(mapped)).toBe(
          JSON.stringify(Object.fromEntries(inOrder.map((item) => [item, input[item]!.length]))),
        );
      }),
      { numRuns: 300 },
    );
  });
});

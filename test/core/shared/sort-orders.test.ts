// The two fast sorts hold to the comparisons they stand for: sortByCodePoints to
// compareCodePoints (the native order taken only where it agrees), sortAssetNames to fmt's
// compareAssetNames, whatever the text (astral characters, U+E000 to U+FFFF, case, accents).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareCodePoints, sortByCodePoints } from "../../../src/core/shared/names.ts";
import {
  compareAssetNames,
  sortAssetNames,
} from "../../../src/core/inventory/writing/format-inventory.ts";

const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 6 }),
  fc.constantFrom("a", "A", "a b", "a-b", "é", "\uE000", "\uFFFD", "😀", "a😀", "a\uFFFF", "Z"),
);

describe("sortByCodePoints", () => {
  it("orders as compareCodePoints, by any key", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), (texts) => {
        const items = texts.map((value, index) => ({ value, index }));
        const sorted = sortByCodePoints([...items], (item) => item.value).map((item) => item.value);
        expect(sorted).toEqual([...texts].sort(compareCodePoints));
      }),
      { numRuns: 300 },
    );
  });
});

describe("sortAssetNames", () => {
  it("orders as compareAssetNames", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), (names) => {
        const items = names.map((name, index) => ({ name, index }));
        const sorted = sortAssetNames(items, (item) => item.name).map((item) => item.name);
        expect(sorted).toEqual([...names].sort(compareAssetNames));
      }),
      { numRuns: 300 },
    );
  });
});

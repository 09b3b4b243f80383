// mapped (core/shared/collections.ts): the items mapped as they are walked, again at each walk,
// nothing made before the walk asks for it.
import { describe, expect, it } from "vitest";
import { mapped } from "../../../src/core/shared/collections.ts";

describe("mapped", () => {
  it("maps each item as the walk reaches it, and again at the next walk", () => {
    const seen: number[] = [];
    const doubled = mapped([1, 2, 3], (item) => {
      seen.push(item);
      return 2 * item;
    });
    expect(seen).toEqual([]);
    const walk = doubled[Symbol.iterator]();
    expect(walk.next().value).toBe(2);
    expect(seen).toEqual([1]);
    expect([...doubled]).toEqual([2, 4, 6]);
    expect(seen).toEqual([1, 1, 2, 3]);
  });
});

import { describe, expect, it } from "vitest";
import { cyclesOf } from "../../../src/core/plan/renames/cycles.ts";

/** A graph of single letters: "ab" means a leads to b. */
function cyclesOfEdges(items: string, edges: string[]): string[] {
  const next = new Map(edges.map((edge) => [edge[0]!, edge[1]!]));
  return cyclesOf([...items], (item) => next.get(item)).map((cycle) => cycle.join(""));
}

describe("cyclesOf", () => {
  it.each([
    { items: "abc", edges: [], cycles: [] },
    { items: "abc", edges: ["ab", "bc"], cycles: [] },
    { items: "ab", edges: ["ab", "ba"], cycles: ["ab"] },
    { items: "a", edges: ["aa"], cycles: ["a"] },
    // A chain that runs into a cycle: the cycle once, without the chain.
    { items: "xabc", edges: ["xa", "ab", "bc", "ca"], cycles: ["abc"] },
    // Walks that join a path already walked find nothing new.
    { items: "abcdz", edges: ["ab", "ba", "cd", "dc", "za"], cycles: ["ab", "cd"] },
    // Each cycle starts at its member met first in `items`.
    { items: "cba", edges: ["ab", "bc", "ca"], cycles: ["cab"] },
  ])("finds $cycles in $items with $edges", ({ items, edges, cycles }) => {
    expect(cyclesOfEdges(items, edges)).toEqual(cycles);
  });
});

// The deviations' pass's declared baselines (declared-baselines.ts): each given back as it was set,
// whatever holds its digests (one shared string, a SHA-256's bytes, any other text as it is), in
// the order first declared, a key declared again keeping its place.
import { describe, expect, it } from "vitest";
import { DeclaredBaselines } from "../../../src/core/obligations/baseline-changes/declared-baselines.ts";
import type { DeclaredBaseline } from "../../../src/core/obligations/baseline-changes/deviations.ts";
import { TextTable } from "../../../src/core/shared/collections.ts";

const sha = (n: number) => `sha256:${n.toString(16).padStart(64, "0")}`;

const WITH_ITEMS: DeclaredBaseline = {
  digest: undefined,
  items: {
    os_firmware: sha(1),
    software: sha(2),
    custom_software: sha(3),
    ports: sha(4),
    patches: sha(5),
  },
  kind: "content",
  completedOn: "2025-03-01",
};

const CASES: { name: string; declared: DeclaredBaseline }[] = [
  { name: "every item, each a SHA-256", declared: WITH_ITEMS },
  {
    name: "some items, one not a SHA-256 in lowercase hex",
    declared: {
      digest: undefined,
      items: { software: `sha256:${"A".repeat(64)}`, patches: "not a digest" },
      kind: undefined,
      completedOn: undefined,
    },
  },
  { name: "items, none of them", declared: { ...WITH_ITEMS, items: {} } },
  {
    name: "a baseline_ref: its digest, no items",
    declared: { digest: sha(9), items: undefined, kind: "ref", completedOn: undefined },
  },
  {
    name: "a record from before per-item digests",
    declared: {
      digest: "sha256:short",
      items: undefined,
      kind: undefined,
      completedOn: "2024-01-02",
    },
  },
  {
    name: "nothing stated",
    declared: { digest: undefined, items: undefined, kind: undefined, completedOn: undefined },
  },
];

describe("DeclaredBaselines", () => {
  it.each(CASES)("gives back $name as it was set", ({ declared }) => {
    const held = new DeclaredBaselines(new TextTable());
    held.set("ca_1", declared);
    expect(held.get("ca_1")).toEqual(declared);
    expect(held.get("ca_2")).toBeUndefined();
  });

  it("gives each asset its own digests where assets share some, and after each is declared again", () => {
    const held = new DeclaredBaselines(new TextTable());
    const of = (n: number): DeclaredBaseline => ({
      ...WITH_ITEMS,
      items: { ...WITH_ITEMS.items, patches: sha(100 + n) },
    });
    for (let n = 0; n < 5; n += 1) held.set(`ca_${n}`, of(n));
    // Declared again, a SHA-256 of its own, then one another asset holds, then its own anew.
    held.set("ca_1", of(7));
    held.set("ca_2", of(3));
    held.set("ca_2", of(8));
    held.set("ca_4", CASES[3]!.declared);
    expect([...held]).toEqual([
      ["ca_0", of(0)],
      ["ca_1", of(7)],
      ["ca_2", of(8)],
      ["ca_3", of(3)],
      ["ca_4", CASES[3]!.declared],
    ]);
    expect(held.size).toBe(5);
  });
});

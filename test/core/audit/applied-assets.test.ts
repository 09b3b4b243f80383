import { describe, expect, it } from "vitest";
import {
  AppliedAssets,
  type AppliedStated,
  FACTS,
} from "../../../src/core/audit/applied-assets.ts";
import type { Cited } from "../../../src/core/audit/citation.ts";

const by = { workspace: "grid-east", sequence: 1 } as Cited;
const sha = (digit: string) => `sha256:${digit.repeat(64)}`;

function applied(asset_id: string, baseline: string | undefined): AppliedStated {
  return {
    by,
    first: by,
    asset_id,
    name: asset_id,
    cyber_system_id: "cs_alpha",
    cyber_system: "Alpha",
    parent_kind: undefined,
    parent: undefined,
    impact: undefined,
    erc: undefined,
    asset_type: undefined,
    class: undefined,
    baseline,
    baseline_kind: undefined,
    deleted: false,
  };
}

describe("AppliedAssets: each asset's baseline digest given back as the record stated it", () => {
  // Each row: the digests the asset's records state in turn.
  const cases: { name: string; digests: (string | undefined)[] }[] = [
    { name: "a SHA-256", digests: [sha("a")] },
    { name: "none", digests: [undefined] },
    {
      name: "a text that is not a SHA-256 in lowercase hex",
      digests: [`sha256:${"A".repeat(64)}`],
    },
    { name: "a short one", digests: ["sha256:abc"] },
    {
      name: "changed in turn",
      digests: [sha("a"), sha("b"), "ref:main", sha("c"), undefined, sha("d")],
    },
  ];
  it.each(cases)("$name", ({ digests }) => {
    const assets = new AppliedAssets();
    const [first, ...later] = digests;
    // Another asset beside it, whose digest must stay its own.
    assets.add(applied("ca_0", sha("f")));
    assets.add(applied("ca_1", first));
    const held = assets.get("grid-east", "ca_1")!;
    expect(assets.baselineOf(held)).toBe(first);
    for (const digest of later) {
      assets.update(held, applied("ca_1", digest));
      expect(assets.baselineOf(held)).toBe(digest);
    }
    expect(assets.baselineOf(assets.get("grid-east", "ca_0")!)).toBe(sha("f"));
  });
});

describe("AppliedAssets: the facts an asset shares with its system's others", () => {
  const stated = (asset_id: string, facts: Partial<AppliedStated>): AppliedStated => ({
    ...applied(asset_id, undefined),
    ...facts,
  });
  /** Every fact of the asset held as `id`, as read from what AppliedAssets holds. */
  const factsOf = (assets: AppliedAssets, id: string) => {
    const held = assets.get("grid-east", id)!;
    return Object.fromEntries(
      FACTS.map((fact) => [fact, fact === "baseline" ? assets.baselineOf(held) : held[fact]]),
    );
  };
  const factsStated = ({ by: _by, first: _first, ...facts }: AppliedStated) => facts;

  it("reads back every fact as stated, shared or not, after each update", () => {
    const assets = new AppliedAssets();
    const a = stated("ca_a", { class: "EACMS", impact: "high", erc: true, asset_type: "server" });
    const b = stated("ca_b", { class: "EACMS", impact: "high", erc: true, asset_type: "server" });
    assets.add(a);
    assets.add(b);
    expect(factsOf(assets, "ca_a")).toEqual(factsStated(a));
    expect(factsOf(assets, "ca_b")).toEqual(factsStated(b));
    // The same facts: one object for both.
    expect(assets.get("grid-east", "ca_a")!.shared).toBe(assets.get("grid-east", "ca_b")!.shared);
    const moved = stated("ca_a", { class: "PACS", parent_kind: "facility", parent: "North" });
    assets.update(assets.get("grid-east", "ca_a")!, moved);
    expect(factsOf(assets, "ca_a")).toEqual(factsStated(moved));
    expect(factsOf(assets, "ca_b")).toEqual(factsStated(b));
  });

  it("gives each asset its facts past the sets a system shares (a system renamed often)", () => {
    const assets = new AppliedAssets();
    const all = Array.from({ length: 40 }, (_, i) =>
      stated(`ca_${i}`, { cyber_system: `Alpha, renamed ${i % 20}` }),
    );
    for (const each of all) assets.add(each);
    for (const each of all) expect(factsOf(assets, each.asset_id)).toEqual(factsStated(each));
    // The first 16 names are shared by the two assets that state each; later ones are their own.
    const sharedOf = (i: number) => assets.get("grid-east", `ca_${i}`)!.shared;
    expect(sharedOf(20)).toBe(sharedOf(0));
    expect(sharedOf(35)).toBe(sharedOf(15));
    expect(sharedOf(36)).not.toBe(sharedOf(16));
    expect(sharedOf(36)).toEqual(sharedOf(16));
  });
});

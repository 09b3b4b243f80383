import { describe, expect, it } from "vitest";
import { type Applied, AppliedAssets } from "../../../src/core/audit/applied-assets.ts";
import type { Cited } from "../../../src/core/audit/citation.ts";

const by = { workspace: "grid-east", sequence: 1 } as Cited;
const sha = (digit: string) => `sha256:${digit.repeat(64)}`;

function applied(asset_id: string, baseline: string | undefined): Applied {
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

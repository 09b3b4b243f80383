// The source proposal's pull-request body: counts per system, the marker, untrusted text escaped.
import { describe, expect, it } from "vitest";
import { renderProposalBody } from "../../../src/render/review/source-proposal.ts";

const STAMP = { name: "cmdb", digest: `sha256:${"cd".repeat(32)}` };

describe("renderProposalBody", () => {
  it("escapes system names and ends with the marker", () => {
    const body = renderProposalBody({
      stamp: STAMP,
      plan: {
        systems: [{ system: "Alpha | @ops <b>", rows: 12, creates: 2, updates: 1, deletes: 0 }],
        writes: [],
        removals: ["inventory/cmdb/old.yaml"],
        dropped: [],
        renamed: [],
      },
      base: "main",
      skipped: 0,
      runUrl: "https://github.com/grid-east/inventory/actions/runs/1",
    });
    expect(body).toContain("| Alpha \\| @\u200Bops &lt;b&gt; | 12 | 2 | 1 | 0 |");
    expect(body).toContain("0 files written, 1 file removed.");
    expect(body).not.toContain("left out");
    expect(body).not.toContain("declared facts");
    expect(
      body.trimEnd().endsWith(`<!-- cip-sync:source name=cmdb digest=${STAMP.digest} -->`),
    ).toBe(true);
  });

  it("lists each dropped asset's declared facts, per asset, its name escaped", () => {
    const body = renderProposalBody({
      stamp: STAMP,
      plan: {
        systems: [{ system: "Alpha", rows: 2, creates: 0, updates: 0, deletes: 2 }],
        writes: [],
        removals: [],
        dropped: [
          { system: "Alpha", asset: "rtu-`1`", keys: ["class", "baseline"] },
          { system: "Alpha <b>", asset: "hmi-2", keys: ["baseline_ref"] },
        ],
        renamed: [],
      },
      base: "main",
      skipped: 0,
      runUrl: "https://github.com/grid-east/inventory/actions/runs/1",
    });
    expect(body).toContain(
      "2 assets the source no longer gives declared facts, which merging removes with them (every other declared fact is kept as written):\n\n- Alpha: `` rtu-`1` `` declared `class`, `baseline`\n- Alpha &lt;b&gt;: `hmi-2` declared `baseline_ref`\n",
    );
  });

  it("lists each asset the platform renamed with its carried facts, as a rename and not a drop", () => {
    const body = renderProposalBody({
      stamp: STAMP,
      plan: {
        systems: [{ system: "Alpha", rows: 2, creates: 1, updates: 0, deletes: 1 }],
        writes: [],
        removals: [],
        dropped: [],
        renamed: [
          { system: "Alpha", from: "rtu-1", to: "rtu-1 @ops`x`", keys: ["class", "baseline"] },
        ],
      },
      base: "main",
      skipped: 0,
      runUrl: "https://github.com/grid-east/inventory/actions/runs/1",
    });
    expect(body).toContain(
      "1 asset the platform renamed (the same `source_id`) is renamed in place on the service (`renamed_from`: the same asset, its history kept), its declared facts under the new name; remove `renamed_from` once the rename is applied:\n\n- Alpha: `` rtu-1 @ops`x` `` renamed from `rtu-1`, with `class`, `baseline`\n",
    );
    expect(body).not.toContain("no longer gives");
  });
});

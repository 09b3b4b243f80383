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
        awaitingBaselines: [],
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
        awaitingBaselines: [],
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
        awaitingBaselines: [],
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

  // Issue 98, item 5: a device the sync adds to a Medium system is refused by the plan until its
  // baseline is written; the body says so before anyone sees a red plan comment.
  it("names each new asset awaiting its baseline, at its line, its name escaped", () => {
    const body = renderProposalBody({
      stamp: STAMP,
      plan: {
        systems: [{ system: "Alpha", rows: 2, creates: 1, updates: 0, deletes: 0 }],
        writes: [],
        removals: [],
        dropped: [],
        renamed: [],
        awaitingBaselines: [
          {
            severity: "warning",
            location: { file: "inventory/cmdb/alpha.yaml", line: 9, column: 3 },
            message: 'asset "rtu-<b>" has no baseline configuration',
          },
        ],
      },
      base: "main",
      skipped: 0,
      runUrl: "https://github.com/grid-east/inventory/actions/runs/1",
    });
    expect(body).toContain(
      '**Before merging:** 1 new asset of a High or Medium system needs its CIP-010 R1.1 baseline, which the source does not own: the plan refuses it until it is written in this pull request.\n\n- `inventory/cmdb/alpha.yaml:9:3`: asset "rtu-&lt;b&gt;" has no baseline configuration\n',
    );
  });
});

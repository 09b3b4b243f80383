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
      },
      base: "main",
      skipped: 0,
      runUrl: "https://github.com/grid-east/inventory/actions/runs/1",
    });
    expect(body).toContain("| Alpha \\| @\u200Bops &lt;b&gt; | 12 | 2 | 1 | 0 |");
    expect(body).toContain("0 files written, 1 file removed.");
    expect(body).not.toContain("left out");
    expect(
      body.trimEnd().endsWith(`<!-- cip-sync:source name=cmdb digest=${STAMP.digest} -->`),
    ).toBe(true);
  });
});

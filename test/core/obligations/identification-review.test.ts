// The CIP-002 R2 review file: what `cip-sync review` writes reads back as written, whatever the
// names; a listing edited by hand, or an inventory changed since, is a review of something else;
// and a file that is no review is refused at its line and column, saying how to fix it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import {
  identificationsDigest,
  identificationsOf,
  parseReviewText,
  reviewEvidenceOf,
  reviewMatches,
  reviewText,
} from "../../../src/core/obligations/identification-review.ts";

const documentsOf = (text: string) => parseInventoryText(text, "inventory/alpha.yaml").documents;
const ALPHA = documentsOf(
  "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-02: hardware\n  alpha-relay-01: hardware\n",
);

describe("the review file", () => {
  it("reads back what it froze, and matches the inventory it was written from", () => {
    const text = reviewText("grid-east", "2026-11-25", ALPHA);
    const parsed = parseReviewText(text, "cip-002-review.yaml");
    expect(parsed.kind).toBe("review");
    if (parsed.kind !== "review") return;
    expect(parsed.review).toMatchObject({
      workspace: "grid-east",
      reviewed_on: "2026-11-25",
      inventory_digest: identificationsDigest(identificationsOf(ALPHA)),
      identifications: [
        {
          cyber_system: "Protection System",
          facility: "Substation Alpha",
          impact: "high",
          assets: [
            { name: "alpha-relay-01", type: "hardware" },
            { name: "alpha-relay-02", type: "hardware" },
          ],
        },
      ],
    });
    expect(reviewMatches(parsed.review, ALPHA).matches).toBe(true);
  });

  it("writes any name as data: it reads back the same, and no name becomes YAML syntax", () => {
    const name = fc.string({ minLength: 1, maxLength: 20, unit: "binary" });
    fc.assert(
      fc.property(name, name, (system, workspace) => {
        const document = { ...ALPHA[0]!, cyberSystem: { ...ALPHA[0]!.cyberSystem, value: system } };
        const parsed = parseReviewText(
          reviewText(workspace, "2026-11-25", [document]),
          "cip-002-review.yaml",
        );
        expect(parsed.kind).toBe("review");
        if (parsed.kind !== "review") return;
        expect(parsed.review.workspace).toBe(workspace);
        expect(parsed.review.identifications[0]?.cyber_system).toBe(system);
        expect(reviewMatches(parsed.review, [document]).matches).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    {
      case: "an asset renamed in the listing by hand",
      edit: (text: string) => text.replace('"alpha-relay-02"', '"alpha-relay-03"'),
      merged: ALPHA,
      why: "its listing is not the one its inventory_digest froze (edited by hand)",
    },
    {
      case: "the impact lowered in the listing by hand",
      edit: (text: string) => text.replace('impact: "high"', 'impact: "low"'),
      merged: ALPHA,
      why: "its listing is not the one its inventory_digest froze (edited by hand)",
    },
    {
      case: "an asset added to the inventory after the review was written",
      edit: (text: string) => text,
      merged: documentsOf(
        "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-02: hardware\n  alpha-relay-01: hardware\n  alpha-rtu-09: hardware\n",
      ),
      why: 'the inventory is not the one reviewed (it changed after the review was written: cyber system "Protection System" of "Substation Alpha": asset "alpha-rtu-09" was not reviewed)',
    },
    {
      case: "a system re-rated, retyped and emptied, another added, after the review",
      edit: (text: string) => text,
      merged: documentsOf(
        "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: medium\nassets:\n  alpha-relay-02: software\n---\ncyber_system: Yard\nfacility: Substation Alpha\nimpact: low\nassets: {}\n",
      ),
      why: 'the inventory is not the one reviewed (it changed after the review was written: cyber system "Protection System" of "Substation Alpha": impact "medium", reviewed "high"; cyber system "Protection System" of "Substation Alpha": asset "alpha-relay-02" is software, reviewed hardware; cyber system "Protection System" of "Substation Alpha": asset "alpha-relay-01" is no longer declared; cyber system "Yard" of "Substation Alpha" was not reviewed)',
    },
  ])("does not match: $case", ({ edit, merged, why }) => {
    const text = edit(reviewText("grid-east", "2026-11-25", ALPHA));
    const evidence = reviewEvidenceOf("cip-002-review.yaml", text, merged, "grid-east");
    expect(evidence).toMatchObject({ matches: false, problem: why, reviewed_on: "2026-11-25" });
  });

  it("records a review of another workspace as not matching, whatever its digest", () => {
    const text = reviewText("grid-west", "2026-11-25", ALPHA);
    expect(reviewEvidenceOf("cip-002-review.yaml", text, ALPHA, "grid-east")).toMatchObject({
      matches: false,
      problem: "it reviews workspace grid-west, not grid-east",
    });
    expect(reviewEvidenceOf("cip-002-review.yaml", text, ALPHA, "grid-west").matches).toBe(true);
  });

  it("records a removed review file as no review", () => {
    expect(reviewEvidenceOf("cip-002-review.yaml", undefined, ALPHA, "grid-east")).toMatchObject({
      matches: false,
      reviewed_on: null,
      inventory_digest: null,
      problem: "cip-002-review.yaml was removed: there is no review to record",
    });
  });

  it.each([
    [
      "version: 1\nworkspace: grid-east\n",
      'cip-002-review.yaml:1:1: the review has no "reviewed_on"; write it again with `cip-sync review` and commit it unedited',
    ],
    [
      'version: 1\nworkspace: grid-east\nreviewed_on: "2026-02-30"\n',
      'cip-002-review.yaml:3:14: "reviewed_on" is not valid (Invalid ISO date); write it again with `cip-sync review` and commit it unedited',
    ],
    [
      "version: 1\nworkspace: [grid-east\n",
      "cip-002-review.yaml:2:12: invalid YAML: the [ opened here is never closed; add ] after the last item, or write the list as indented lines instead (or write it again with `cip-sync review` and commit it unedited)",
    ],
  ])("refuses %j at its place", (text, problem) => {
    expect(parseReviewText(text, "cip-002-review.yaml")).toEqual({ kind: "invalid", problem });
  });
});

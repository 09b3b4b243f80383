// The CIP-002 R2 review file: what `cip-sync review` writes reads back as written, whatever the
// names; a listing edited by hand, or an inventory changed since, is a review of something else;
// and a file that is no review is refused at its line and column, saying how to fix it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import {
  type Identification,
  identificationChanges,
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
      "a key missing",
      "version: 1\nworkspace: grid-east\n",
      'cip-002-review.yaml:1:1: the review has no "reviewed_on"; write it again with `cip-sync review` and commit it unedited',
    ],
    [
      "a date that is no date",
      'version: 1\nworkspace: grid-east\nreviewed_on: "2026-02-30"\n',
      'cip-002-review.yaml:3:14: "reviewed_on" is not valid (Invalid ISO date); write it again with `cip-sync review` and commit it unedited',
    ],
    [
      "an alias nothing anchors",
      // An alias nothing anchors: YAML reads it only when the value is built, which threw.
      "version: 1\nworkspace: *nowhere\n",
      "cip-002-review.yaml:2:12: anchors and aliases are not supported; write the value out (or write it again with `cip-sync review` and commit it unedited)",
    ],
    [
      "an anchor and its alias",
      "version: 1\nworkspace: &w grid-east\nreviewed_by: *w\n",
      "cip-002-review.yaml:2:12: anchors and aliases are not supported; write the value out (or write it again with `cip-sync review` and commit it unedited)",
    ],
    [
      "a list never closed",
      "version: 1\nworkspace: [grid-east\n",
      "cip-002-review.yaml:2:12: invalid YAML: the [ opened here is never closed; add ] after the last item, or write the list as indented lines instead (or write it again with `cip-sync review` and commit it unedited)",
    ],
    // Read as the policy and the inventory are (StrictYamlReader): the house's words for YAML it
    // does not take, at their place.
    [
      "a tag",
      "version: !!int 1\n",
      'cip-002-review.yaml:1:10: YAML tags are not supported (found "!!int"); remove the tag, and quote the value to make it text (or write it again with `cip-sync review` and commit it unedited)',
    ],
    [
      "a merge key",
      "version: 1\n<<: { workspace: grid-east }\n",
      "cip-002-review.yaml:2:1: merge keys are not supported; write the keys out (or write it again with `cip-sync review` and commit it unedited)",
    ],
    [
      "a second document",
      "version: 1\n---\nversion: 1\n",
      'cip-002-review.yaml:2:1: a review file holds one YAML document; remove the extra "---" (or write it again with `cip-sync review` and commit it unedited)',
    ],
    [
      "an anchor on an item of a list",
      "version: 1\nbes_assets: [&a x]\n",
      "cip-002-review.yaml:2:14: anchors and aliases are not supported; write the value out (or write it again with `cip-sync review` and commit it unedited)",
    ],
    [
      "a list where text is written",
      "version: 1\nworkspace: [grid-east]\nreviewed_on: 2026-01-01\n",
      'cip-002-review.yaml:2:12: "workspace" is not valid (Invalid input: expected string, received array); write it again with `cip-sync review` and commit it unedited',
    ],
  ])("refuses %s at its place", (_case, text, problem) => {
    expect(parseReviewText(text, "cip-002-review.yaml")).toEqual({ kind: "invalid", problem });
  });
});

describe("the review file's lines", () => {
  const FIX = "write it again with `cip-sync review` and commit it unedited";

  it("opens with what it is and how it is approved", () => {
    expect(reviewText("grid-east", "2026-11-25", ALPHA).split("\n").slice(0, 4)).toEqual([
      '# CIP-002-5.1a R2: the identifications of workspace "grid-east", reviewed on 2026-11-25.',
      "# Written by `cip-sync review`; do not edit: the merge checks this listing against its digest",
      "# and against the inventory it merges. Approve the pull request as the CIP Senior Manager or a",
      "# delegate holding cip-002-r2.2 (cip_senior_manager in the policy file) to record the review.",
    ]);
  });

  it.each<[string, string, string[]]>([
    ["an empty inventory", "", ["bes_assets: []", "identifications: []"]],
    [
      "a system at a facility",
      "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets: {}\n",
      [
        '  - facility: "Substation Alpha"',
        '    cyber_systems: ["Protection System"]',
        "identifications:",
        '    impact: "high"',
        "    criteria: null",
        "    assets: []",
      ],
    ],
    [
      "an unrated system at a control center",
      "cyber_system: EMS\ncontrol_center: Alpha CC\nassets: {}\n",
      ['  - cyber_system: "EMS"', '    control_center: "Alpha CC"', "    impact: null"],
    ],
  ])("%s", (_case, inventory, lines) => {
    const written = reviewText("grid-east", "2026-11-25", documentsOf(inventory)).split("\n");
    for (const line of lines) expect(written).toContain(line);
  });

  it("lists the identifications by facility or control center, then system, whatever the files' order", () => {
    const documents = documentsOf(
      [
        "cyber_system: X\nfacility: Substation Beta\nimpact: high\nassets: {}\n",
        "cyber_system: Yard\nfacility: Substation Alpha\nimpact: high\nassets: {}\n",
        "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets: {}\n",
        "cyber_system: EMS\ncontrol_center: Alpha CC\nimpact: high\nassets: {}\n",
        "cyber_system: Lone\nimpact: high\nassets: {}\n",
      ].join("---\n"),
    );
    expect(
      identificationsOf(documents).map(
        (i) => `${i.facility ?? i.control_center ?? "-"}/${i.cyber_system}`,
      ),
    ).toEqual([
      "-/Lone",
      "Alpha CC/EMS",
      "Substation Alpha/Protection System",
      "Substation Alpha/Yard",
      "Substation Beta/X",
    ]);
  });

  it.each<[string, string[]]>([
    ["after", ["Alpha Substation", ""]],
    ["before", ["", "Alpha Substation"]],
  ])("lists a system of no facility or control center first, given %s one", (_case, parents) => {
    const documents = documentsOf(
      parents
        .map(
          (parent) =>
            `cyber_system: S\n${parent === "" ? "" : `facility: ${parent}\n`}impact: high\nassets: {}\n`,
        )
        .join("---\n"),
    );
    expect(identificationsOf(documents).map((i) => i.facility ?? "-")).toEqual([
      "-",
      "Alpha Substation",
    ]);
  });

  it.each<[string, string, string]>([
    [
      "a key written twice",
      "version: 1\nversion: 1\n",
      `cip-002-review.yaml:2:1: duplicate key "version" (first written at cip-002-review.yaml:1:1); keep one (or ${FIX})`,
    ],
    [
      "a key written twice, far down the file",
      `${"# note\n".repeat(11)}a:\n         b: 1\n         b: 2\n`,
      `cip-002-review.yaml:14:10: duplicate key "b" (first written at cip-002-review.yaml:13:10); keep one (or ${FIX})`,
    ],
    [
      "an empty file",
      "",
      `cip-002-review.yaml:1:1: the file is not a review (Invalid input: expected object, received null); ${FIX}`,
    ],
    [
      "a list",
      "- a\n",
      `cip-002-review.yaml:1:1: the file is not a review (Invalid input: expected object, received array); ${FIX}`,
    ],
    [
      "a key missing below a comment",
      "# note\nversion: 1\nworkspace: grid-east\n",
      `cip-002-review.yaml:2:1: the review has no "reviewed_on"; ${FIX}`,
    ],
    [
      "a key of the wrong type",
      "version: 1\nworkspace: 5\n",
      `cip-002-review.yaml:2:12: "workspace" is not valid (Invalid input: expected string, received number); ${FIX}`,
    ],
  ])("refuses %s at its place", (_case, text, problem) => {
    expect(parseReviewText(text, "cip-002-review.yaml")).toEqual({ kind: "invalid", problem });
  });

  it("names a nested key by its path", () => {
    const text = reviewText("grid-east", "2026-11-25", ALPHA).replace(
      'impact: "high"',
      'impact: "extreme"',
    );
    const parsed = parseReviewText(text, "cip-002-review.yaml");
    expect(parsed.kind === "invalid" ? parsed.problem : "").toMatch(
      /: "identifications\.0\.impact" is not valid \(/,
    );
  });

  it("records a file that is no review as not matching, and why", () => {
    expect(reviewEvidenceOf("cip-002-review.yaml", "- a\n", ALPHA, "grid-east")).toStrictEqual({
      file: "cip-002-review.yaml",
      reviewed_on: null,
      inventory_digest: null,
      merged_digest: identificationsDigest(identificationsOf(ALPHA)),
      matches: false,
      problem: `cip-002-review.yaml:1:1: the file is not a review (Invalid input: expected object, received array); ${FIX}`,
    });
  });
});

describe("what changed since the review, in words", () => {
  const system = (
    cyber_system: string,
    parent: Partial<Identification> = {},
    rest: Partial<Identification> = {},
  ): Identification => ({
    cyber_system,
    ...parent,
    impact: "high",
    criteria: null,
    assets: [],
    ...rest,
  });
  const F = { facility: "Substation Alpha" };
  const C = { control_center: "Alpha CC" };

  it.each<[string, Identification[], Identification[], string[]]>([
    [
      "systems no longer declared",
      [system("S1", F), system("S1", C)],
      [],
      [
        'cyber system "S1" of "Substation Alpha" is no longer declared',
        'cyber system "S1" of "Alpha CC" is no longer declared',
      ],
    ],
    [
      "a system of the same name moved from a facility to a control center",
      [system("S1", F)],
      [system("S1", C)],
      [
        'cyber system "S1" of "Substation Alpha" is no longer declared',
        'cyber system "S1" of "Alpha CC" was not reviewed',
      ],
    ],
    [
      "a system with no facility or control center",
      [system("S1")],
      [system("S1", { facility: "Stryker was here!" })],
      [
        'cyber system "S1" is no longer declared',
        'cyber system "S1" of "Stryker was here!" was not reviewed',
      ],
    ],
    [
      "its criteria changed",
      [system("S1", F, { criteria: ["2.5"] })],
      [system("S1", F, { criteria: ["2.1"] })],
      ['cyber system "S1" of "Substation Alpha": criteria ["2.1"], reviewed ["2.5"]'],
    ],
    [
      "five changes: all listed",
      [],
      ["A", "B", "C", "D", "E"].map((name) => system(name, F)),
      ["A", "B", "C", "D", "E"].map(
        (name) => `cyber system "${name}" of "Substation Alpha" was not reviewed`,
      ),
    ],
    [
      "six changes: five listed, the rest counted",
      [],
      ["A", "B", "C", "D", "E", "F"].map((name) => system(name, F)),
      [
        ...["A", "B", "C", "D", "E"].map(
          (name) => `cyber system "${name}" of "Substation Alpha" was not reviewed`,
        ),
        "1 more",
      ],
    ],
  ])("%s", (_case, reviewed, now, changes) => {
    expect(identificationChanges(reviewed, now)).toEqual(changes);
  });
});

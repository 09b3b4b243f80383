// The review lists every facility and control center with its BES Cyber Systems and their
// criteria (and those with none), says it covers this workspace only, and is not counted while a
// system is unrated.
import { describe, expect, it } from "vitest";
import type { InventoryDocument } from "../../../src/core/inventory/document/document.ts";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import {
  besAssetsOf,
  criteriaOf,
  scopeText,
  unratedSystems,
} from "../../../src/core/obligations/bes-assets.ts";
import {
  identificationsOf,
  parseReviewText,
  reviewEvidenceOf,
  reviewText,
} from "../../../src/core/obligations/identification-review.ts";

const documentsOf = (text: string, file = "inventory/a.yaml") =>
  parseInventoryText(text, file).documents;
const ALPHA = documentsOf(
  "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-01: hardware\n",
);
const AUTOMATION = documentsOf(
  "cyber_system: Station Automation\nfacility: Substation Alpha\nimpact: medium\nassets: {}\n",
  "inventory/b.yaml",
);
const EMS = documentsOf(
  "cyber_system: EMS\ncontrol_center: Primary Control Center\nimpact: high\nassets: {}\n",
  "inventory/c.yaml",
);
const UNRATED = documentsOf(
  "cyber_system: Bravo Relays\nfacility: Substation Bravo\nassets: {}\n",
  "inventory/d.yaml",
);
const ALL = [...EMS, ...AUTOMATION, ...ALPHA];

/** A document as the inventory reads it once `criteria:` is a key (another change adds it). */
const withCriteria = (criteria: string[]) =>
  ALL.map((document) =>
    document.cyberSystem.value === "Protection System"
      ? { ...document, criteria: { value: criteria, location: document.location } }
      : document,
  );

describe("the BES assets of a review", () => {
  it("lists every facility and control center with its systems, and those the service holds with none", () => {
    expect(
      besAssetsOf(ALL, [
        { kind: "facility", name: "Substation Charlie" },
        { kind: "facility", name: "Substation Alpha" },
      ]),
    ).toEqual([
      { kind: "control_center", name: "Primary Control Center", cyber_systems: ["EMS"] },
      {
        kind: "facility",
        name: "Substation Alpha",
        cyber_systems: ["Protection System", "Station Automation"],
      },
      { kind: "facility", name: "Substation Charlie", cyber_systems: [] },
    ]);
  });

  it("lists only what the documents name when nothing else is known, and no place for a system with none", () => {
    const placeless = { ...ALPHA[0]! };
    delete placeless.facility;
    expect(besAssetsOf([...EMS, placeless])).toEqual([
      { kind: "control_center", name: "Primary Control Center", cyber_systems: ["EMS"] },
    ]);
  });

  it.each<[string, unknown, string[] | undefined]>([
    ["a list of criteria", ["2.5", "2.6"], ["2.5", "2.6"]],
    ["a list holding something else than text", ["2.5", 2.6], undefined],
    ["not a list", "2.5", undefined],
  ])("reads criteria: %s", (_, value, expected) => {
    // What a document's `criteria:` holds is the reader's to check: any YAML value may come.
    const document = { ...ALPHA[0]!, criteria: { value, location: ALPHA[0]!.location } };
    expect(criteriaOf(document as InventoryDocument)).toEqual(expected);
  });

  it.each<[string, string | undefined, string]>([
    [
      "written offline",
      undefined,
      "this workspace (grid-east) only: the BES Cyber Systems its inventory declares, at the facilities and control centers its inventory names (written with --offline: one only the service knows is not listed); another workspace's are reviewed in its own file",
    ],
    [
      "written with the service",
      "https://comply.example",
      "this workspace (grid-east) only: the BES Cyber Systems its inventory declares, at every facility and control center the service at https://comply.example held; another workspace's are reviewed in its own file",
    ],
  ])("says its scope: %s", (_, service, expected) => {
    expect(scopeText("grid-east", service)).toBe(expected);
  });

  it("reads criteria where the inventory has them, and tolerates their absence", () => {
    expect(criteriaOf(ALPHA[0]!)).toBeUndefined();
    expect(identificationsOf(ALL).map((i) => i.criteria)).toEqual([null, null, null]);
    const rated = identificationsOf(withCriteria(["2.5"]));
    expect(rated.find((i) => i.cyber_system === "Protection System")?.criteria).toEqual(["2.5"]);
  });

  it("writes the scope, the BES assets and the criteria, and reads them back", () => {
    const text = reviewText("grid-east", "2026-11-25", withCriteria(["2.5", "2.6"]), {
      service: "https://comply.example",
      assets: [{ kind: "facility", name: "Substation Charlie" }],
    });
    expect(text).toContain(
      'scope: "this workspace (grid-east) only: the BES Cyber Systems its inventory declares, at every facility and control center the service at https://comply.example held; another workspace\'s are reviewed in its own file"\n',
    );
    expect(text).toContain(
      '  - facility: "Substation Charlie"\n    cyber_systems: [] # considered: holds no BES Cyber System\n',
    );
    expect(text).toContain('    impact: "high"\n    criteria: ["2.5", "2.6"]\n');
    const parsed = parseReviewText(text, "cip-002-review.yaml");
    expect(parsed.kind).toBe("review");
    if (parsed.kind !== "review") return;
    expect(parsed.review.bes_assets).toHaveLength(3);
    expect(
      reviewEvidenceOf("cip-002-review.yaml", text, withCriteria(["2.5", "2.6"]), "grid-east"),
    ).toMatchObject({ matches: true, problem: null });
  });

  it("names each unrated system at its place, and does not count a review that holds one", () => {
    expect(unratedSystems([...ALL, ...UNRATED])).toEqual([
      'inventory/d.yaml:1:1: cyber system "Bravo Relays" has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed',
    ]);
    const documents = [...ALL, ...UNRATED];
    const text = reviewText("grid-east", "2026-11-25", documents);
    expect(reviewEvidenceOf("cip-002-review.yaml", text, documents, "grid-east")).toMatchObject({
      matches: false,
      problem:
        'cyber system "Bravo Relays" is unrated (no impact:); rate every system before the review',
    });
  });
});

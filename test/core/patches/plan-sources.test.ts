// CIP-007-6 R2.1 at review (issue 62, item 1): every os_firmware and software item of an applicable
// asset's baseline without a patch source or a no_source declaration is listed in the plan, told
// apart by what the change does to it; `patch_sources: require` refuses what the change adds or
// changes (and what it cannot tell), never an existing gap; a baseline_ref's items are unseen.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import {
  checkPatchSources,
  type PatchSourceRuleRead,
  patchSourceWarnings,
} from "../../../src/core/patches/plan-sources.ts";
import { parsePatchSourcesText } from "../../../src/core/patches/parse-patch-sources.ts";
import type { PatchSources } from "../../../src/core/patches/patch-files.ts";
import {
  type ExistingBaselineOf,
  existingBaselineOf,
} from "../../../src/core/plan/baseline-deviations.ts";
import type { InventoryDocument } from "../../../src/core/inventory/document/document.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import { cyberSystem, liveInventory } from "../../support/fixtures.ts";

/** A system of `impact` whose asset `rtac-01` (of `asset`'s class and baseline) is written last. */
function inventory(impact: string, baseline: string, asset = "{ type: hardware, baseline: B }") {
  return [
    "cyber_system: Substation Alpha Protection",
    `impact: ${impact}`,
    "baselines:",
    `  B: ${baseline}`,
    "assets:",
    `  rtac-01: ${asset}`,
    "",
  ].join("\n");
}
/** A baseline with SEL-3555 firmware, and acSELerator RTAC at `rtac` (undefined: no software). */
const BUILD = (rtac?: string) =>
  `{ os_firmware: [{ name: SEL-3555 firmware, version: "R148" }], software: [${rtac === undefined ? "" : `{ name: acSELerator RTAC, version: "${rtac}" }`}], custom_software: [], ports: [], patches: [] }`;

function documents(text: string) {
  const read = parseInventoryText(text, "inventory/alpha.yaml");
  expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return read.documents;
}

function sources(text: string): PatchSources {
  const read = parsePatchSourcesText(text, "cip-patch-sources.yaml");
  expect(read.diagnostics).toEqual([]);
  return read.value!;
}
const FIRMWARE_SOURCE = sources(
  "version: 1\nsources:\n  - { id: sel, name: SEL notifications, covers: [{ os_firmware: sel-3555 FIRMWARE }] }\n",
);
const BOTH_NAMED = sources(
  [
    "version: 1",
    "sources:",
    '  - { id: sel, name: SEL notifications, covers: [{ os_firmware: "SEL-3555 firmware" }] }',
    "no_source:",
    '  - { software: "acSELerator RTAC", kind: not-updateable, reason: "vendor ships it only with new hardware" }',
    "",
  ].join("\n"),
);

const LIVE = liveInventory({
  cyberSystems: [cyberSystem("cs_alpha", "Substation Alpha Protection")],
});
/** The head's documents compared with a base whose RTAC software is at `rtac`. */
type Base = (head: readonly InventoryDocument[]) => ExistingBaselineOf;
const BASE =
  (rtac?: string): Base =>
  (head) =>
    existingBaselineOf(
      resolveInventory([...head], LIVE).resolved,
      documents(inventory("high", BUILD(rtac))),
      LIVE,
    );
const REQUIRE: PatchSourceRuleRead = { rule: { setting: "require", file: "cip-policy.yaml" } };
const FLAG: PatchSourceRuleRead = { rule: undefined };

describe("checkPatchSources: which items are missing, and how the change stands to them", () => {
  const cases: {
    name: string;
    text: string;
    sources: PatchSources | undefined;
    existing: Base | undefined;
    missing: string[];
    notSeen?: string[];
  }[] = [
    {
      name: "an item covered by a source (names compared as the inventory compares them)",
      text: inventory("high", BUILD("1.32")),
      sources: FIRMWARE_SOURCE,
      existing: BASE("1.32"),
      missing: ["software acSELerator RTAC 1.32 existing at inventory/alpha.yaml:4:80"],
    },
    {
      name: "one item covered, the other declared under no_source: nothing missing",
      text: inventory("medium", BUILD("1.32")),
      sources: BOTH_NAMED,
      existing: BASE("1.30"),
      missing: [],
    },
    {
      name: "a missing item the change adds (the base's baseline has no such item)",
      text: inventory("high", BUILD("1.32")),
      sources: FIRMWARE_SOURCE,
      existing: BASE(),
      missing: ["software acSELerator RTAC 1.32 added at inventory/alpha.yaml:4:80"],
    },
    {
      name: "a missing item whose version the change changes",
      text: inventory("high", BUILD("1.33")),
      sources: FIRMWARE_SOURCE,
      existing: BASE("1.32"),
      missing: ["software acSELerator RTAC 1.33 changed at inventory/alpha.yaml:4:80"],
    },
    {
      name: "an asset new in the change: its items are added",
      text: inventory("high", BUILD("1.32")).replace("rtac-01", "rtac-02"),
      sources: FIRMWARE_SOURCE,
      existing: BASE("1.32"),
      missing: ["software acSELerator RTAC 1.32 added at inventory/alpha.yaml:4:80"],
    },
    {
      name: "baselines not compared: unknown, not existing",
      text: inventory("high", BUILD("1.32")),
      sources: FIRMWARE_SOURCE,
      existing: undefined,
      missing: ["software acSELerator RTAC 1.32 unknown at inventory/alpha.yaml:4:80"],
    },
    {
      name: "no sources file: every item of the applicable asset is missing",
      text: inventory("high", BUILD("1.32")),
      sources: undefined,
      existing: BASE("1.32"),
      missing: [
        "os_firmware SEL-3555 firmware R148 existing at inventory/alpha.yaml:4:22",
        "software acSELerator RTAC 1.32 existing at inventory/alpha.yaml:4:80",
      ],
    },
    {
      name: "a Low impact system: R2 does not apply, nothing is missing",
      text: inventory("low", BUILD("1.33")),
      sources: undefined,
      existing: BASE("1.32"),
      missing: [],
    },
    {
      name: "a PACS of a Medium system is applicable (R2's Applicable Systems)",
      text: inventory("medium", BUILD("1.33"), "{ type: hardware, class: PACS, baseline: B }"),
      sources: FIRMWARE_SOURCE,
      existing: BASE("1.32"),
      missing: ["software acSELerator RTAC 1.33 changed at inventory/alpha.yaml:4:80"],
    },
    {
      name: "a baseline_ref: its items are unseen, never missing",
      text: inventory(
        "high",
        BUILD("1.32"),
        `{ type: hardware, baseline_ref: { uri: "https://cms.example/rtac-01", sha256: "${"a".repeat(64)}" } }`,
      ),
      sources: undefined,
      existing: BASE("1.32"),
      missing: [],
      notSeen: ["rtac-01 at inventory/alpha.yaml:6:3"],
    },
  ];
  it.each(cases)("$name", (entry) => {
    const head = documents(entry.text);
    const { check, problems } = checkPatchSources({
      documents: head,
      sources: entry.sources,
      existing: entry.existing?.(head),
      rule: FLAG,
    });
    expect(problems).toEqual([]);
    const at = (location: { file: string; line: number; column: number }) =>
      `${location.file}:${location.line}:${location.column}`;
    expect(
      check?.missing.map(
        (gap) => `${gap.item} ${gap.name} ${gap.version} ${gap.change} at ${at(gap.location)}`,
      ) ?? [],
    ).toEqual(entry.missing);
    expect(check?.not_seen.map((asset) => `${asset.asset} at ${at(asset.location)}`) ?? []).toEqual(
      entry.notSeen ?? [],
    );
  });
});

describe("patch_sources: require refuses what the change adds or changes, never an existing gap", () => {
  const cases: {
    name: string;
    existing: Base | undefined;
    rtac: string;
    rule: PatchSourceRuleRead;
    refused: string[];
  }[] = [
    {
      name: "flag: a changed item is listed, not refused",
      existing: BASE("1.32"),
      rtac: "1.33",
      rule: FLAG,
      refused: [],
    },
    {
      name: "require: an existing gap is not refused",
      existing: BASE("1.33"),
      rtac: "1.33",
      rule: REQUIRE,
      refused: [],
    },
    {
      name: "require: a changed item is refused at its entry, naming the fix",
      existing: BASE("1.32"),
      rtac: "1.33",
      rule: REQUIRE,
      refused: [
        'inventory/alpha.yaml:4:80 software "acSELerator RTAC" "1.33" of asset "rtac-01" in "Substation Alpha Protection" has no patch source (CIP-007-6 R2.1), version changed by this change, and cip-policy.yaml sets patch_sources: require: add the item to a source\'s covers in cip-patch-sources.yaml, or declare it under no_source with kind: no-patching-source or not-updateable and a reason',
      ],
    },
    {
      name: "require without a comparison: refused (fail closed), saying to pass --base",
      existing: undefined,
      rtac: "1.33",
      rule: REQUIRE,
      refused: [
        'inventory/alpha.yaml:4:80 software "acSELerator RTAC" "1.33" of asset "rtac-01" in "Substation Alpha Protection" has no patch source (CIP-007-6 R2.1), not compared with the existing baselines (the plan cannot tell whether this change adds it: pass --base REF, the commit the existing baselines were declared at), and cip-policy.yaml sets patch_sources: require: add the item to a source\'s covers in cip-patch-sources.yaml, or declare it under no_source with kind: no-patching-source or not-updateable and a reason',
      ],
    },
    {
      name: "a policy that cannot be read refuses with its own diagnostics (fail closed)",
      existing: BASE("1.32"),
      rtac: "1.33",
      rule: {
        diagnostics: [
          {
            severity: "error",
            message: "bad policy",
            location: { file: "cip-policy.yaml", line: 2, column: 1 },
          },
        ],
      },
      refused: ["cip-policy.yaml:2:1 bad policy"],
    },
  ];
  it.each(cases)("$name", (entry) => {
    const head = documents(inventory("high", BUILD(entry.rtac)));
    const { check, problems } = checkPatchSources({
      documents: head,
      sources: FIRMWARE_SOURCE,
      existing: entry.existing?.(head),
      rule: entry.rule,
    });
    expect(check?.missing).toHaveLength(1);
    expect(
      problems.map(
        (problem) =>
          `${problem.location!.file}:${problem.location!.line}:${problem.location!.column} ${problem.message}`,
      ),
    ).toEqual(entry.refused);
    expect(problems.every((problem) => problem.severity === "error")).toBe(true);
  });
});

it("validate's warnings: each gap at its entry, refusing nothing", () => {
  const { check } = checkPatchSources({
    documents: documents(inventory("high", BUILD("1.32"))),
    sources: FIRMWARE_SOURCE,
    existing: undefined,
    rule: REQUIRE,
  });
  expect(
    patchSourceWarnings(check).map((warning) => [warning.severity, warning.location?.line]),
  ).toEqual([["warning", 4]]);
});

it("no applicable item and no sources file: no check at all", () => {
  const { check } = checkPatchSources({
    documents: documents(inventory("low", BUILD("1.32"))),
    sources: undefined,
    existing: undefined,
    rule: REQUIRE,
  });
  expect(check).toBeUndefined();
});

// A CIP-007 R2.2 evaluation drafted from CSAF 2.0 advisories: the reference validator accepts the
// vendor's advisory and refuses a broken one where it is broken; products match the baseline
// items the source covers by name as the inventory compares names; each vendor_fix becomes a
// patch per item, and what matched nothing is listed. The text leaves every judgement null, and
// the evaluation parser refuses it until a person writes each one.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { formatLocation } from "../../../../src/core/shared/diagnostics.ts";
import { csafProblems } from "../../../../src/core/patches/csaf/csaf-validation.ts";
import { readAdvisory } from "../../../../src/core/patches/csaf/csaf-advisory.ts";
import {
  draftEvaluation,
  type EvaluationDraft,
} from "../../../../src/core/patches/csaf/evaluation-draft.ts";
import { evaluationDraftText } from "../../../../src/core/patches/csaf/evaluation-draft-text.ts";
import { parsePatchEvaluationText } from "../../../../src/core/patches/parse-patch-evaluation.ts";
import type { PatchAsset } from "../../../../src/core/patches/patch-inputs.ts";
import { applicableItems } from "../../../../src/core/patches/patch-inputs.ts";
import type { PatchSource } from "../../../../src/core/patches/patch-files.ts";
import {
  type AdvisoryJson,
  advisoryReleased,
  BROKEN_ADVISORY_FILE,
  vendorAdvisory,
} from "../../../support/csaf-advisories.ts";

const FILE = "patch-evaluations/grid-vendor/2026-03.yaml";

const rtu = (impact: PatchAsset["impact"], rtac = "1.2.0", firmware = "R145"): PatchAsset => ({
  cyber_system: "Alpha Protection",
  asset: "alpha-rtu-01",
  class: "BCA",
  impact,
  baseline: {
    os_firmware: [{ name: "SEL-3555 Firmware", version: firmware }],
    software: [{ name: "acSELerator RTAC", version: rtac }],
    patches: [],
  },
});

const SOURCE: PatchSource = {
  id: "grid-vendor",
  name: "Grid Vendor security advisories",
  covers: [
    { kind: "software", name: "acSELerator RTAC" },
    { kind: "os_firmware", name: "SEL-3555 firmware" },
  ],
};

function draft(
  docs: AdvisoryJson[],
  options: { assets?: PatchAsset[]; source?: PatchSource; since?: string } = {},
): EvaluationDraft {
  return draftEvaluation({
    source: options.source ?? SOURCE,
    items: applicableItems(options.assets ?? [rtu("medium")]).values(),
    advisories: docs.map((doc, index) => readAdvisory(doc, `advisories/${index}.json`)),
    releasesSince: options.since ?? "2026-02-11",
  });
}

/** The draft in short: each patch as id, released, item; the rest as lines. */
function outline(result: EvaluationDraft) {
  return {
    patches: result.patches.map((patch) => `${patch.id} | ${patch.released} | ${patch.item.name}`),
    unmatched: result.unmatched.map((entry) => `${entry.advisory}: ${entry.product}`),
    withoutFix: result.withoutFix.map((entry) => `${entry.advisory}: ${entry.item.name}`),
    unmentioned: result.unmentioned.map((item) => item.name),
    skipped: result.skipped.map((entry) => `${entry.advisory}: ${entry.why}`),
  };
}

describe("the reference validator", () => {
  it("accepts the vendor's advisory: the strict CSAF 2.0 schema and every mandatory test", async () => {
    expect(await csafProblems(vendorAdvisory())).toEqual([]);
  });

  it("refuses an advisory whose remediation names a product the tree does not define", async () => {
    const broken: unknown = JSON.parse(readFileSync(BROKEN_ADVISORY_FILE, "utf8"));
    expect(await csafProblems(broken)).toEqual([
      {
        instancePath: "/vulnerabilities/0/remediations/1/product_ids/0",
        message: "definition of product id missing",
        test: "mandatoryTest_6_1_1",
      },
    ]);
  });

  it("refuses a document that is no CSAF, naming where the schema fails", async () => {
    const problems = await csafProblems({ document: { category: "csaf_base" } });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual(
      expect.objectContaining({ instancePath: "/document", test: "csaf_2_0_strict" }),
    );
  });
});

describe("matching the advisories' products to the items the source covers", () => {
  const withGroupFix = () => {
    const doc = vendorAdvisory();
    doc.product_tree.product_groups = [{ group_id: "RTAC-OLD", product_ids: ["RTAC-1.2.0"] }];
    const fix = doc.vulnerabilities[0]!.remediations[0]!;
    delete fix.product_ids;
    fix.group_ids = ["RTAC-OLD"];
    return doc;
  };
  const secondVulnerability = () => {
    const doc = vendorAdvisory();
    const again = structuredClone(doc.vulnerabilities[0]!);
    again.cve = "CVE-2026-1235";
    doc.vulnerabilities.push(again);
    return doc;
  };
  const firmwareWithoutFix = () => {
    const doc = vendorAdvisory();
    doc.vulnerabilities[0]!.remediations.splice(1, 1);
    return doc;
  };
  it.each<[string, () => EvaluationDraft, ReturnType<typeof outline>]>([
    [
      "two products, each fixed: one patch per item, named by advisory and item, released on the fix's date or else the advisory's",
      () => draft([vendorAdvisory()]),
      {
        patches: [
          "GV-2026-004 acSELerator RTAC | 2026-02-18 | acSELerator RTAC",
          "GV-2026-004 SEL-3555 firmware | 2026-02-20 | SEL-3555 firmware",
        ],
        unmatched: [],
        withoutFix: [],
        unmentioned: [],
        skipped: [],
      },
    ],
    [
      "one item covered: the advisory's id alone; the other product is listed unmatched",
      () => draft([vendorAdvisory()], { source: { ...SOURCE, covers: [SOURCE.covers[0]!] } }),
      {
        patches: ["GV-2026-004 | 2026-02-18 | acSELerator RTAC"],
        unmatched: ["GV-2026-004: Grid Vendor SEL-3555 firmware"],
        withoutFix: [],
        unmentioned: [],
        skipped: [],
      },
    ],
    [
      "a baseline naming the product with its vendor's name",
      () =>
        draft([vendorAdvisory()], {
          source: {
            ...SOURCE,
            covers: [{ kind: "software", name: "GRID VENDOR acSELerator RTAC" }],
          },
          assets: [
            {
              ...rtu("high"),
              baseline: {
                os_firmware: [],
                software: [{ name: "Grid Vendor acselerator rtac", version: "1.2.0" }],
                patches: [],
              },
            },
          ],
        }),
      {
        patches: ["GV-2026-004 | 2026-02-18 | GRID VENDOR acSELerator RTAC"],
        unmatched: ["GV-2026-004: Grid Vendor SEL-3555 firmware"],
        withoutFix: [],
        unmentioned: [],
        skipped: [],
      },
    ],
    [
      "a name that only contains the product's is no match",
      () =>
        draft([vendorAdvisory()], {
          source: { ...SOURCE, covers: [{ kind: "software", name: "RTAC" }] },
          assets: [
            {
              ...rtu("high"),
              baseline: {
                os_firmware: [],
                software: [{ name: "RTAC", version: "1.2.0" }],
                patches: [],
              },
            },
          ],
        }),
      {
        patches: [],
        unmatched: [
          "GV-2026-004: Grid Vendor acSELerator RTAC",
          "GV-2026-004: Grid Vendor SEL-3555 firmware",
        ],
        withoutFix: [],
        unmentioned: ["RTAC"],
        skipped: [],
      },
    ],
    [
      "a low impact system's items are not R2's: nothing is drafted for them",
      () => draft([vendorAdvisory()], { assets: [rtu("low")] }),
      {
        patches: [],
        unmatched: [
          "GV-2026-004: Grid Vendor acSELerator RTAC",
          "GV-2026-004: Grid Vendor SEL-3555 firmware",
        ],
        withoutFix: [],
        unmentioned: [],
        skipped: [],
      },
    ],
    [
      "a fix named through a product group",
      () => draft([withGroupFix()], { source: { ...SOURCE, covers: [SOURCE.covers[0]!] } }),
      {
        patches: ["GV-2026-004 | 2026-02-18 | acSELerator RTAC"],
        unmatched: ["GV-2026-004: Grid Vendor SEL-3555 firmware"],
        withoutFix: [],
        unmentioned: [],
        skipped: [],
      },
    ],
    [
      "a fix repeated for a second vulnerability is one patch with both CVEs",
      () => draft([secondVulnerability()], { source: { ...SOURCE, covers: [SOURCE.covers[0]!] } }),
      {
        patches: ["GV-2026-004 | 2026-02-18 | acSELerator RTAC"],
        unmatched: ["GV-2026-004: Grid Vendor SEL-3555 firmware"],
        withoutFix: [],
        unmentioned: [],
        skipped: [],
      },
    ],
    [
      "an item the advisory names with no vendor_fix for it (a mitigation only)",
      () => draft([firmwareWithoutFix()]),
      {
        patches: ["GV-2026-004 | 2026-02-18 | acSELerator RTAC"],
        unmatched: [],
        withoutFix: ["GV-2026-004: SEL-3555 firmware"],
        unmentioned: [],
        skipped: [],
      },
    ],
    [
      "an advisory last released before releases_since, and an item no advisory names",
      () =>
        draft([advisoryReleased("GV-2026-001", "2026-01-05")], {
          source: { ...SOURCE, covers: [SOURCE.covers[0]!] },
        }),
      {
        patches: [],
        unmatched: [],
        withoutFix: [],
        unmentioned: ["acSELerator RTAC"],
        skipped: ["GV-2026-001: last released 2026-01-05, before releases_since 2026-02-11"],
      },
    ],
    [
      "two revisions of one advisory: the later one is drafted",
      () =>
        draft(
          [
            advisoryReleased("GV-2026-009", "2026-03-02"),
            advisoryReleased("GV-2026-009", "2026-02-25"),
          ],
          { source: { ...SOURCE, covers: [SOURCE.covers[0]!] } },
        ),
      {
        patches: ["GV-2026-009 | 2026-03-02 | acSELerator RTAC"],
        unmatched: ["GV-2026-009: Grid Vendor SEL-3555 firmware"],
        withoutFix: [],
        unmentioned: [],
        skipped: ["GV-2026-009: an earlier revision of advisories/0.json"],
      },
    ],
  ])("%s", (_case, run, expected) => {
    expect(outline(run())).toEqual(expected);
  });

  it("gathers the CVEs of every vulnerability a fix remedies", () => {
    const [rtac] = draft([secondVulnerability()]).patches;
    expect(rtac?.cves).toEqual(["CVE-2026-1234", "CVE-2026-1235"]);
  });

  it("gathers the versions for the reviewer: the fix's, affected, fixed, installed", () => {
    const [rtac] = draft([vendorAdvisory()], { assets: [rtu("medium", "1.1.9")] }).patches;
    expect(rtac).toMatchObject({
      cves: ["CVE-2026-1234"],
      fix: {
        details: "Update acSELerator RTAC to version 1.3.1.",
        url: "https://grid-vendor.example/downloads/rtac-1.3.1",
      },
      fixFor: ["1.2.0"],
      affected: ["1.2.0"],
      fixedIn: ["1.3.1"],
      installed: [{ cyberSystem: "Alpha Protection", asset: "alpha-rtu-01", version: "1.1.9" }],
    });
  });
});

describe("the drafted evaluation file", () => {
  const text = () =>
    evaluationDraftText(draft([vendorAdvisory()]), "the previous evaluation's day");

  it("leaves every applicable null, so the parser refuses it at each patch until judged", () => {
    const parsed = parsePatchEvaluationText(text(), FILE);
    expect(parsed.value).toBeUndefined();
    expect(parsed.diagnostics.map((d) => `${formatLocation(d.location!)}: ${d.message}`)).toEqual([
      expect.stringMatching(
        /^patch-evaluations\/grid-vendor\/2026-03\.yaml:\d+:\d+: patch "GV-2026-004 acSELerator RTAC" is not judged yet \(applicable: null\)/,
      ),
      expect.stringMatching(/: patch "GV-2026-004 SEL-3555 firmware" is not judged yet/),
    ]);
  });

  it("is an evaluation once a person writes each judgement", () => {
    const judged = text()
      .replace(/^ {4}applicable: null.*$/m, "    applicable: true")
      .replace(
        /^ {4}applicable: null.*$/m,
        "    applicable: false\n    reason: our firmware has no web interface",
      );
    expect(parsePatchEvaluationText(judged, FILE)).toEqual({
      references: expect.any(Array),
      value: {
        file: FILE,
        source: "grid-vendor",
        releasesSince: "2026-02-11",
        patches: [
          {
            id: "GV-2026-004 acSELerator RTAC",
            released: "2026-02-18",
            item: { kind: "software", name: "acSELerator RTAC" },
            applicable: true,
          },
          {
            id: "GV-2026-004 SEL-3555 firmware",
            released: "2026-02-20",
            item: { kind: "os_firmware", name: "SEL-3555 firmware" },
            applicable: false,
            reason: "our firmware has no web interface",
          },
        ],
      },
      diagnostics: [],
    });
  });

  it("says for each patch the advisory, its CVEs, the fix and the versions, in comments", () => {
    const lines = text().split("\n");
    const first = lines.indexOf("  - id: GV-2026-004 acSELerator RTAC");
    expect(lines.slice(first - 5, first + 4)).toEqual([
      "  # GV-2026-004: Command injection in acSELerator RTAC and SEL-3555 firmware (advisories/0.json)",
      "  # CVEs: CVE-2026-1234",
      "  # fix: Update acSELerator RTAC to version 1.3.1. https://grid-vendor.example/downloads/rtac-1.3.1",
      "  # the fix is for: 1.2.0; affected: 1.2.0; fixed in: 1.3.1",
      "  # in the baselines: alpha-rtu-01 (Alpha Protection) 1.2.0",
      "  - id: GV-2026-004 acSELerator RTAC",
      "    released: 2026-02-18",
      "    item: { software: acSELerator RTAC }",
      "    applicable: null # judge: does GV-2026-004 apply to acSELerator RTAC as installed (1.2.0)?",
    ]);
  });

  it("keeps an advisory's text inert: a title that breaks lines writes no key", () => {
    const doc = vendorAdvisory();
    doc.document.title = "Fix\rapplicable: true\nreason: x\u2028applicable: true";
    doc.document.tracking.id = "GV-2026-004\napplicable: true";
    const written = evaluationDraftText(
      draft([doc], { source: { ...SOURCE, covers: [SOURCE.covers[0]!] } }),
      "x",
    );
    const value = parse(written) as { patches: Record<string, unknown>[] };
    expect(value.patches).toEqual([
      {
        id: "GV-2026-004\napplicable: true",
        released: "2026-02-18",
        item: { software: "acSELerator RTAC" },
        applicable: null,
      },
    ]);
    expect(written).toContain(
      "# GV-2026-004\\u000Aapplicable: true: Fix\\u000Dapplicable: true\\u000Areason: x\\u2028applicable: true",
    );
  });

  it.each([
    ["starts with its id", "GV-2026-004: Command injection in acSELerator RTAC"],
    ["starts with its id, case aside", "gv-2026-004 Command injection in acSELerator RTAC"],
    ["does not", "Command injection in acSELerator RTAC"],
  ])("names the advisory once when its title %s (issue 69)", (_case, title) => {
    const doc = vendorAdvisory();
    doc.document.title = title;
    const written = evaluationDraftText(draft([doc]), "x");
    const lines = written.split("\n");
    const heading = lines[lines.findIndex((line) => line.startsWith("  # CVEs: ")) - 1];
    expect(heading).toBe(
      title.startsWith("Command")
        ? `  # GV-2026-004: ${title} (advisories/0.json)`
        : `  # ${title} (advisories/0.json)`,
    );
  });
});

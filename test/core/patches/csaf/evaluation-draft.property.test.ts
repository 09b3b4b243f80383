// Drafting never judges: for generated advisories (product names that do and do not match the
// covered items, in any case, fixes for any of them, titles and details of any text, line breaks
// included), every patch of the drafted file says applicable: null and nothing else beside its id,
// release day and item, and the evaluation parser refuses the file at each patch until judged.
import fc from "fast-check";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { readAdvisory } from "../../../../src/core/patches/csaf/csaf-advisory.ts";
import { draftEvaluation } from "../../../../src/core/patches/csaf/evaluation-draft.ts";
import { evaluationDraftText } from "../../../../src/core/patches/csaf/evaluation-draft-text.ts";
import { parsePatchEvaluationText } from "../../../../src/core/patches/parse-patch-evaluation.ts";
import { applicableItems, type PatchAsset } from "../../../../src/core/patches/patch-inputs.ts";

const NAMES = ["RTAC", "rtac", "SEL-3555 firmware", "FortiOS", "Historian"];
const ASSET: PatchAsset = {
  cyber_system: "Alpha",
  asset: "rtu-1",
  class: "BCA",
  impact: "high",
  baseline: {
    os_firmware: [{ name: "SEL-3555 Firmware", version: "R145" }],
    software: [{ name: "RTAC", version: "1.2.0" }],
    patches: [],
  },
};
const SOURCE = {
  id: "vendor",
  name: "Vendor",
  covers: [
    { kind: "software" as const, name: "rtac" },
    { kind: "os_firmware" as const, name: "SEL-3555 firmware" },
  ],
};

const day = fc
  .date({
    min: new Date("2026-01-01T00:00:00Z"),
    max: new Date("2026-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());
const product = fc.record({
  name: fc.constantFrom(...NAMES),
  version: fc.string({ minLength: 1 }),
});
const advisory = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 20 }),
    title: fc.string(),
    released: day,
    products: fc.array(product, { minLength: 1, maxLength: 4 }),
    fixes: fc.array(
      fc.record({
        details: fc.string(),
        products: fc.array(fc.nat(3), { maxLength: 3 }),
        date: fc.option(day),
      }),
      { maxLength: 3 },
    ),
  })
  .map((a) => ({
    document: {
      title: a.title,
      tracking: { id: a.id, initial_release_date: a.released, current_release_date: a.released },
    },
    product_tree: {
      branches: a.products.map((p, index) => ({
        category: "product_name",
        name: p.name,
        branches: [
          {
            category: "product_version",
            name: p.version,
            product: { name: `${p.name} ${p.version}`, product_id: `P${index}` },
          },
        ],
      })),
    },
    vulnerabilities: [
      {
        cve: "CVE-2026-0001",
        remediations: a.fixes.map((fix) => ({
          category: "vendor_fix",
          details: fix.details,
          product_ids: fix.products.map((n) => `P${n % a.products.length}`),
          ...(fix.date === null ? {} : { date: fix.date }),
        })),
      },
    ],
  }));

describe("a drafted evaluation", () => {
  it("never writes a judgement, and is refused at each patch until one is written", () => {
    fc.assert(
      fc.property(fc.array(advisory, { maxLength: 4 }), (docs) => {
        const draft = draftEvaluation({
          source: SOURCE,
          items: applicableItems([ASSET]).values(),
          advisories: docs.map((doc, index) => readAdvisory(doc, `a/${index}.json`)),
          releasesSince: "2026-01-01",
        });
        const text = evaluationDraftText(draft, "since");
        const written = parse(text) as { patches: Record<string, unknown>[] };
        expect(written.patches).toHaveLength(draft.patches.length);
        for (const patch of written.patches) {
          expect(Object.keys(patch)).toEqual(["id", "released", "item", "applicable"]);
          expect(patch.applicable).toBeNull();
        }
        const parsed = parsePatchEvaluationText(text, "patch-evaluations/vendor/next.yaml");
        expect(parsed.value === undefined).toBe(draft.patches.length > 0);
        const unjudged = parsed.diagnostics.filter((d) => d.message.includes("is not judged yet"));
        expect(unjudged).toHaveLength(draft.patches.length);
      }),
    );
  });
});

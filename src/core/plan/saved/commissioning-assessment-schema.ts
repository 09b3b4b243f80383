// The saved plan's CIP-010-4 R3.3 check (plan-model's commissioning_assessments), apart from
// plan-schema.ts, which passes it its source location schema.
import { z } from "zod";
import { ASSET_CLASSES } from "../../inventory/document/asset-class.ts";
import { BASELINE_ITEMS } from "../../inventory/document/baseline-items.ts";
import { VULNERABILITY_ASSESSMENT_SETTINGS } from "../commissioning-assessment-model.ts";

const itemDifferenceSchema = z.strictObject({
  item: z.enum([...BASELINE_ITEMS, "unknown"]),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});

export function commissioningAssessmentCheckSchema<Location extends z.ZodType>(location: Location) {
  return z
    .strictObject({
      setting: z.enum(VULNERABILITY_ASSESSMENT_SETTINGS).meta({
        description:
          "The policy's vulnerability_assessments: flag lists the assets without evidence, require refuses them.",
      }),
      commissioned: z.array(
        z.strictObject({
          cyber_system: z.string(),
          asset: z.string(),
          class: z.enum(ASSET_CLASSES),
          location,
          evidence: z.array(
            z.discriminatedUnion("kind", [
              z.strictObject({ kind: z.literal("active-assessment"), record: z.string() }),
              z.strictObject({ kind: z.literal("paper-assessment"), record: z.string() }),
              z.strictObject({
                kind: z.literal("like-replacement"),
                record: z.string(),
                of: z.string(),
                differences: z.array(itemDifferenceSchema).optional(),
                of_entering: z.literal(true).optional().meta({
                  description:
                    "The asset named is one the same change puts into service: no existing Cyber Asset (CIP-010-4 Part 3.3), never compared, never standing.",
                }),
              }),
              z.strictObject({
                kind: z.literal("exceptional-circumstance"),
                record: z.string(),
                reference: z.string(),
              }),
            ]),
          ),
          gap: z.string().optional().meta({
            description: "Why the evidence does not stand for R3.3; absent: it does.",
          }),
          not_judged: z.string().optional().meta({
            description:
              "Why R3.3 was not judged: the system declares no impact, so whether Part 3.3 (High only) applies is not known. Never refused.",
          }),
        }),
      ),
    })
    .meta({
      title: "Commissioning assessments (CIP-010-4 R3.3)",
      description:
        "Each BCA, EACMS or PCA the change puts into service in a High system, with the assessment files that speak for it. Derived, not part of the fingerprint.",
    });
}

// The saved plan's fields of the reviewed files it shows for approval, one per family that keeps
// such files (core/families/family-shapes.ts), each with the schema its family's shape declares,
// in the families' order; and the fingerprint's words, which name them. Apart from plan-schema.ts
// to keep each within its size.
import { REVIEWED_FILE_SHAPES } from "../../families/family-shapes.ts";
import type { ReviewedFileField } from "../../families/family-shapes.ts";
import { listOf } from "../../shared/wording.ts";

/** What the saved plan's fingerprint covers, as its schema says. */
export const FINGERPRINT_WORDS = `sha256 over the canonical JSON ${listOf([
  "of operations",
  "of each baseline's system id, asset and digest",
  ...REVIEWED_FILE_SHAPES.map((shape) => `of the ${shape.name} shown (${shape.field}.files)`),
])}, as "sha256:<hex>"; a plan without ${listOf(
  ["baselines", ...REVIEWED_FILE_SHAPES.map((shape) => shape.name)],
  "or",
)}: over its operations only.`;

/** The saved plan's fields of the reviewed files it shows for approval, in the families' order. */
export const REVIEWED_FILE_FIELDS = Object.fromEntries(
  REVIEWED_FILE_SHAPES.map((shape) => [
    shape.field,
    shape.shown.meta({ title: shape.shownTitle, description: shape.shownDescription }).optional(),
  ]),
  // Object.fromEntries types its keys as string: the shapes' fields are its keys.
) as {
  [Field in ReviewedFileField]: ReturnType<
    Extract<(typeof REVIEWED_FILE_SHAPES)[number], { field: Field }>["shown"]["optional"]
  >;
};

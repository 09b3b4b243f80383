// What the parsers of an assessment file's parts share (parse-assessment.ts and the modules of its
// parts): the reader, the file's fields, the latest day a written date may name, and the names it
// notes for review to resolve against the inventory.
import { isScalar, isSeq } from "yaml";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type Fields,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import type { PatchReference } from "../patches/patch-references.ts";

/** What the parser needs besides the text: the instant its dates are judged at. */
export interface AssessmentParseOptions {
  /**
   * Now when read at review, a record's instant when read from the ledger: no written date may be
   * after the latest day any time zone has reached then. Undefined: no date is refused.
   */
  at: Date | undefined;
}

/** The reviewed-file reader noting the cyber systems and assets an assessment file names. */
export type AssessmentFileReader = ReviewedFileReader<PatchReference>;

/** The reader's shared steps: the id filed under its name, dates not after today. */
export interface AssessmentReading {
  reader: AssessmentFileReader;
  fields: Fields;
  options: AssessmentParseOptions;
}

/** A cyber system or asset an assessment file names, without its place (noted where read). */
type NameReference =
  | Omit<Extract<PatchReference, { kind: "cyber-system" }>, "at">
  | Omit<Extract<PatchReference, { kind: "asset" }>, "at">;

/**
 * Notes each name of a written list (`systems:`, `assets:`) or a single name at its own place, for
 * review to resolve against the inventory (assessment-references.ts).
 */
export function referToEach(
  reader: AssessmentFileReader,
  value: unknown,
  reference: (name: string) => NameReference,
): void {
  const nodes = isSeq(value) ? value.items : [value];
  for (const node of nodes)
    if (isScalar(node) && typeof node.value === "string")
      reader.refer(nodeStart(node), reference(node.value));
}

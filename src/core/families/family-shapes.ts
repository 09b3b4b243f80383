// The one list of the families judged from accepted merges, as their shapes (family-shape.ts), in
// the order every output names them: low enough in the house that core/plan and core/evidence read
// it, so that the plan's fields, the saved plan's schema and fingerprint, the merge record's fields
// and the plan's sections are each made by looping over it, never listed by hand. The family table
// (core/obligations/family-table.ts) pairs each shape with the family's behaviour, in the same
// order (test/core/obligations/family-table.test.ts); the help reads its populations' file names
// from here. A family is added here by its shape's name.
// Pure.
import type { z } from "zod";
import type { ChangedFiles, FamilyShape, ReviewedFileShape } from "./family-shape.ts";
import { LOW_IMPACT_SHAPE } from "./low-impact/low-impact-shape.ts";
import { PATCH_MANAGEMENT_SHAPE } from "./patch-management/patch-management-shape.ts";
import { SYSTEM_ACCESS_SHAPE } from "./system-access/system-access-shape.ts";
import { VULNERABILITY_ASSESSMENT_SHAPE } from "./vulnerability-assessments/vulnerability-assessment-shape.ts";

const SHAPES = [
  PATCH_MANAGEMENT_SHAPE,
  VULNERABILITY_ASSESSMENT_SHAPE,
  LOW_IMPACT_SHAPE,
  SYSTEM_ACCESS_SHAPE,
] as const;

/** Every family's shape, in the family table's order. */
export const FAMILY_SHAPES: readonly FamilyShape[] = SHAPES;

type KeptFiles = Extract<(typeof SHAPES)[number], { reviewedFiles: unknown }>["reviewedFiles"];

/** The reviewed files of every family that keeps some, in the table's order. */
export const REVIEWED_FILE_SHAPES: readonly KeptFiles[] = SHAPES.flatMap((shape) =>
  "reviewedFiles" in shape ? [shape.reviewedFiles] : [],
);

/** The plan's and the merge record's field of each family's reviewed files. */
export type ReviewedFileField = KeptFiles["field"];

/**
 * The plan's field of each family's reviewed files, typed from the list (a family added to it is
 * typed here too): what the change adds, changes or removes, as the reviewer approves it; absent:
 * none changes, or not compared.
 */
export type ReviewedFilePlanFields = {
  [S in KeptFiles as S["field"]]?: z.infer<S["shown"]>;
};

/** The files a plan shows of one family's (its shape's field); undefined: none. */
export function changedFilesOf(
  plan: ReviewedFilePlanFields,
  shape: ReviewedFileShape,
): ChangedFiles | undefined {
  // The plan's field of a family's files holds what its shape's schema reads: its changed files.
  return (plan as Readonly<Record<string, ChangedFiles | undefined>>)[shape.field];
}

type PopulationFiles = Extract<
  (typeof SHAPES)[number],
  { populationFiles: unknown }
>["populationFiles"];
type PopulationOf<Files> = Files extends unknown ? keyof Files : never;

/**
 * The file each family's population is written to, by the population's name, in the families'
 * order (typed from the shapes: a population added to one is typed here too).
 */
export const FAMILY_POPULATION_FILES = Object.assign(
  {},
  ...SHAPES.map((shape) => ("populationFiles" in shape ? shape.populationFiles : {})),
  // Object.assign of a spread list is typed loosely: each shape's files keep their names.
) as {
  readonly [Name in PopulationOf<PopulationFiles>]: Extract<
    PopulationFiles,
    Record<Name, string>
  >[Name];
};

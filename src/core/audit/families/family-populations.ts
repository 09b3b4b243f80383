// The populations of the families judged from accepted merges (core/obligations/
// obligation-families.ts): each family's own (FamilyPopulations), in the family table's order, so
// that the populations' names, columns, files and rows loop over one table instead of naming each
// family. Pure.
import { type FamiliesHeld, MERGE_JUDGED_FAMILIES } from "../../obligations/family-table.ts";
import { ASSESSMENT_POPULATIONS } from "./vulnerability-assessments/assessment-populations.ts";
import { LOW_IMPACT_POPULATIONS } from "./low-impact/low-impact-populations.ts";
import type {
  FamilyPopulation,
  FamilyPopulations,
  FoldedPopulation,
  PopulationNameOf,
} from "./family-rows.ts";
import { PATCH_POPULATIONS } from "./patch-management/patch-populations.ts";
import { SYSTEM_ACCESS_POPULATIONS } from "./system-access/system-access-populations.ts";

/**
 * Each family's populations, by its checkpoint key: a family added to the table without its
 * populations is a type error here.
 */
const BY_FAMILY = {
  patch_management: PATCH_POPULATIONS,
  vulnerability_assessments: ASSESSMENT_POPULATIONS,
  low_impact: LOW_IMPACT_POPULATIONS,
  system_access: SYSTEM_ACCESS_POPULATIONS,
} as const satisfies Record<keyof FamiliesHeld, FamilyPopulations>;

/** The name of a population of a family judged from accepted merges. */
export type FamilyPopulationName = PopulationNameOf<(typeof BY_FAMILY)[keyof typeof BY_FAMILY]>;

/** The families' populations, in the order the family table names the families. */
export const FAMILY_POPULATIONS: readonly FamilyPopulations<FamilyPopulationName>[] =
  MERGE_JUDGED_FAMILIES.map(
    // BY_FAMILY has every key of the table (its type says so).
    ({ checkpointKey }) => BY_FAMILY[checkpointKey as keyof typeof BY_FAMILY],
  );

/** Every population of the families, in the order they are written. */
export const FAMILY_POPULATION_LIST: readonly (
  FamilyPopulation<FamilyPopulationName> | FoldedPopulation<FamilyPopulationName>
)[] = FAMILY_POPULATIONS.flatMap((family) => [...family.populations, ...(family.folded ?? [])]);

/** The families' populations made of the records (population-fold.ts folds them). */
export const FOLDED_POPULATIONS: readonly FoldedPopulation<FamilyPopulationName>[] =
  FAMILY_POPULATIONS.flatMap((family) => family.folded ?? []);

// The table of families judged from accepted merges (MERGE_JUDGED_FAMILIES) that every layer loops
// over: the obligations pass and its checkpoint, the populations, the report's sections, the
// plan's reviewed-file sections. Each row lives in its family's folder; what a row is, in
// obligation-families.ts.
import { LOW_IMPACT_FAMILY } from "./low-impact/low-impact-family.ts";
import type { Family } from "./obligation-families.ts";
import { PATCH_MANAGEMENT_FAMILY } from "./patch-management/patch-family.ts";
import { SYSTEM_ACCESS_FAMILY } from "./system-access/system-access-family.ts";
import { VULNERABILITY_ASSESSMENT_FAMILY } from "./vulnerability-assessments/assessment-family.ts";

/**
 * The families judged from accepted merges, in the order every output names them and the
 * checkpoint holds their state.
 */
const FAMILIES = [
  PATCH_MANAGEMENT_FAMILY,
  VULNERABILITY_ASSESSMENT_FAMILY,
  LOW_IMPACT_FAMILY,
  SYSTEM_ACCESS_FAMILY,
] as const;
export const MERGE_JUDGED_FAMILIES: readonly Family[] = FAMILIES;

/**
 * What an obligations checkpoint holds of the table's families, each under its key (typed from the
 * table, so a family added to it is typed there too): a list of each started workspace's state.
 */
export type FamiliesHeld = {
  [F in (typeof FAMILIES)[number] as F["checkpointKey"]]?: F extends Family<infer Held>
    ? Held[]
    : never;
};

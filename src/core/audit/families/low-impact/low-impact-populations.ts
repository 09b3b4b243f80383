// CIP-003-9 low impact's populations: none yet. The population of sites in force with their
// Section 3 and Section 6 answers (low-impact-sites.csv) is made from the site files in force, not
// from obligations, which the populations' rows are made from today; until it is, the family
// writes no population file, so an audit package without site files keeps every byte. Pure.
import type { FamilyPopulations } from "../family-rows.ts";

export const LOW_IMPACT_POPULATIONS: FamilyPopulations<never> = {
  populations: [],
  tie: () => "",
};

// CIP-003-9 low impact's populations: none made of obligations; each state of a low-impact site
// file in force at any time during the period, with its Section 3 and Section 6 answers and its
// interval (low-impact-sites.csv), made of the site files accepted merges put in force
// (site-population.ts), folded with the records before the period in population-fold.ts. Pure.
import { LOW_IMPACT_SHAPE } from "../../../families/low-impact/low-impact-shape.ts";
import type { FamilyPopulations, FoldedPopulation } from "../family-rows.ts";
import { type HeldSites, LOW_IMPACT_SITE_COLUMNS, SitePopulation } from "./site-population.ts";

const LOW_IMPACT_SITES = {
  name: "lowImpactSites",
  columns: LOW_IMPACT_SITE_COLUMNS,
  file: LOW_IMPACT_SHAPE.populationFiles.lowImpactSites,
  // 2: every state ever in force, each with the record that ended it (issue 96, item 7); 3: the
  // files in force out of scope too, and each workspace's sites in scope (issue 96, item 6).
  heldVersion: 3,
  start: () => new SitePopulation(),
  resume: (held, names) => SitePopulation.resume(held, names),
} as const satisfies FoldedPopulation<"lowImpactSites", HeldSites>;

export const LOW_IMPACT_POPULATIONS = {
  populations: [],
  folded: [LOW_IMPACT_SITES],
  tie: () => "",
} as const satisfies FamilyPopulations;

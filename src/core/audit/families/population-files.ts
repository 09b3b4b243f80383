// The file each family's population is written to, apart from the populations themselves (their
// rows and columns) so that the command line's help names the files without loading what makes
// them (render/evidence/population-file-names.ts, whose type checks every family population has
// one).
export const FAMILY_POPULATION_FILES = {
  patchSources: "patch-sources.csv",
  patchEvaluations: "patch-evaluations.csv",
  applicablePatches: "applicable-patches.csv",
  mitigationPlans: "mitigation-plans.csv",
  assessmentIntervals: "vulnerability-assessments.csv",
  commissionedAssets: "vulnerability-commissioning.csv",
  actionItems: "vulnerability-action-items.csv",
} as const;

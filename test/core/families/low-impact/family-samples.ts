// CIP-003-9 low impact in the cross-family tests' samples (test/support/family-samples.ts): what a
// plan shows of its site files, and the merges of its site file and program records a generated
// ledger takes.
import fc from "fast-check";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import { reviewedFilesEvidence } from "../../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { LOW_IMPACT_FILES } from "../../../../src/core/low-impact/low-impact-files.ts";
import { changeDraft } from "../../../support/evidence-records.ts";
import type { FamilySamples } from "../../../support/family-samples.ts";
import { change, file, words } from "../../../support/shown-file-samples.ts";

/** What a CIP-003-9 low-impact step merges: low-impact/substation-12.yaml, or a program record. */
export type LowImpactStep = "gap" | "methods" | "none" | "removed" | "review" | "test";

/**
 * A merge of a CIP-003-9 low-impact file: the site file with Section 6's gap, its methods, none,
 * removed; or a program record, a policy review (approved by nobody the policy names) or a test.
 */
export interface LowImpactLedgerStep {
  lowImpact: LowImpactStep;
  accepted: boolean;
}

declare module "../../../support/family-samples.ts" {
  interface FamilyLedgerSteps {
    lowImpact: LowImpactLedgerStep;
  }
}

const siteShown = fc.record(
  {
    file,
    change,
    site: fc.record({
      id: words,
      sites: fc.array(words, { minLength: 1, maxLength: 2 }),
      routable: fc.boolean(),
      vendor_remote_access: fc.constantFrom("none" as const, "allowed" as const),
      paths: fc.array(words, { maxLength: 2 }),
      missing: fc.subarray(["6.1" as const, "6.2" as const, "6.3" as const]),
    }),
  },
  { requiredKeys: ["file", "change"] },
);

const SITE_FILE = "low-impact/substation-12.yaml";
const SITE = `version: 1
id: substation-12
sites: [Substation 12]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
dial_up: none
transient_cyber_assets: { plan: docs/tca-plan.md, managed: [] }
`;
const VENDOR_ACCESS = `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn] }
vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [ticket]`;

/** The program records a low-impact step merges, by step. */
const PROGRAM_RECORDS = {
  review: [
    "low-impact/records/review-1.yaml",
    "version: 1\nid: review-1\nkind: policy-review\nperformed_on: 2026-01-15\npolicies: [policies/low-impact.md]\ntopics: [awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]\n",
  ],
  test: [
    "low-impact/records/test-1.yaml",
    "version: 1\nid: test-1\nkind: incident-plan-test\nperformed_on: 2026-01-20\nmethod: tabletop\nplans: [plans/ir.md]\n",
  ],
} as const;

/** A merge of low-impact/substation-12.yaml or a program record as `step` says, refused unless `accepted`. */
function lowImpactMerge(step: LowImpactLedgerStep): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  const texts: Record<"gap" | "methods" | "none", string> = {
    gap: `${SITE}${VENDOR_ACCESS} }\n`,
    methods: `${SITE}${VENDOR_ACCESS}, disable: [account disabled], detect: [IDS] }\n`,
    none: `${SITE}electronic_access: { routable: false }\nvendor_remote_access: none\n`,
  };
  const merged =
    step.lowImpact === "removed"
      ? new Map<string, string>()
      : step.lowImpact === "review" || step.lowImpact === "test"
        ? new Map([PROGRAM_RECORDS[step.lowImpact]])
        : new Map([[SITE_FILE, texts[step.lowImpact]]]);
  const inForce = step.lowImpact === "removed" ? new Map([[SITE_FILE, texts.gap]]) : new Map();
  draft.change.low_impact_files = reviewedFilesEvidence(merged, inForce, "c".repeat(40), (path) =>
    LOW_IMPACT_FILES.belongs(path),
  );
  if (!step.accepted) draft.change.outcome = "not-approved";
  return draft;
}

export const FAMILY_SAMPLES: FamilySamples<LowImpactLedgerStep> = {
  field: "low_impact_files",
  shown: siteShown,
  ledger: {
    place: 2,
    weight: 2,
    step: fc.record({
      lowImpact: fc.constantFrom<LowImpactStep>(
        "gap",
        "methods",
        "none",
        "removed",
        "review",
        "test",
      ),
      accepted: fc.boolean(),
    }),
    is: (step): step is LowImpactLedgerStep => "lowImpact" in step,
    draft: lowImpactMerge,
  },
};

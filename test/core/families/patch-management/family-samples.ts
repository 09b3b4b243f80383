// CIP-007 R2 patch management in the cross-family tests' samples (test/support/family-samples.ts):
// what a plan shows of its patch files, and the merges of its files and of alpha-rtu-09's patched
// items a generated ledger takes.
import fc from "fast-check";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import {
  type ReviewedFilesEvidence,
  reviewedFilesEvidence,
} from "../../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { isPatchFile } from "../../../../src/core/patches/patch-files.ts";
import { type ChangeDraft } from "../../../support/evidence-records.ts";
import type { FamilySamples } from "../../../support/family-samples.ts";
import { baselineOnly, dateOf, DIGEST } from "../../../support/ledger-asset.ts";
import { change, file, words } from "../../../support/shown-file-samples.ts";

/** What a CIP-007 R2 step merges (patch-management's files and the baseline's items). */
export type PatchingStep =
  | "sources"
  | "no-source"
  | "evaluation"
  | "evaluation-with-gap"
  | "plan"
  | "plan-extended"
  | "plan-implemented"
  | "apply"
  | "software-change";

/** A merge of CIP-007 R2's facts: a patch file, or alpha-rtu-09's patched items changed. */
export interface PatchingLedgerStep {
  patching: PatchingStep;
  accepted: boolean;
}

declare module "../../../support/family-samples.ts" {
  interface FamilyLedgerSteps {
    patching: PatchingLedgerStep;
  }
}

const patchShown = fc.record(
  {
    file,
    change,
    sources: fc.array(fc.record({ id: words, name: words, covers: fc.array(words) }), {
      maxLength: 2,
    }),
    no_source: fc.array(fc.record({ item: words, kind: words, reason: words }), { maxLength: 2 }),
    evaluation: fc.record(
      {
        source: words,
        releases_since: words,
        patches: fc.array(
          fc.record(
            { id: words, released: words, item: words, applicable: fc.boolean(), reason: words },
            { requiredKeys: ["id", "released", "item", "applicable"] },
          ),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: ["source", "releases_since", "patches"] },
    ),
    plan: fc.record(
      {
        id: words,
        patches: fc.array(words, { maxLength: 2 }),
        actions: fc.array(words, { maxLength: 2 }),
        timeframe: words,
        event_occurred_on: words,
        implemented_on: words,
      },
      { requiredKeys: ["id", "patches", "actions", "timeframe"] },
    ),
  },
  { requiredKeys: ["file", "change"] },
);

/** What CIP-007 R2 steps merge: sources covering alpha-rtu-09's items, or declaring none. */
const PATCH_SOURCES = `version: 1
sources:
  - id: sel-advisories
    name: SEL security notifications
    covers:
      - { os_firmware: "SEL-3555 firmware" }
      - { software: "acSELerator RTAC" }
`;
const NO_SOURCE = `version: 1
sources: []
no_source:
  - software: "acSELerator RTAC"
    kind: not-updateable
    reason: the vendor locks the image
`;

/** A merge of `step`'s patch file, or of alpha-rtu-09's changed items, on day `at`. */
function patchingMerge(
  { patching, accepted }: PatchingLedgerStep,
  { at, sequence }: { at: number; sequence: number },
): EvidenceDraft {
  const draft = baselineOnly(1) as ChangeDraft;
  const baseline = draft.change.baselines![0]!;
  baseline.patched = {
    os_firmware: [{ name: "SEL-3555 firmware", version: "R145" }],
    software: [
      { name: "acSELerator RTAC", version: patching === "software-change" ? `1.${at}` : "1.2" },
    ],
    patches: patching === "apply" ? ["SEL-2026-004"] : [],
  };
  baseline.digest = DIGEST(
    300 + (patching === "apply" ? 1 : 0) + (patching === "software-change" ? at * 2 : 0),
  );
  const file = (path: string, text: string) =>
    reviewedFilesEvidence(new Map([[path, text]]), new Map(), "c".repeat(40), isPatchFile);
  const plan = (extra: string) =>
    file(
      "patch-plans/MP-1.yaml",
      `version: 1\nid: MP-1\npatches: [SEL-2026-004]\nactions: [block TCP 443]\n${extra}`,
    );
  const files: Partial<Record<PatchingStep, () => ReviewedFilesEvidence | undefined>> = {
    sources: () => file("cip-patch-sources.yaml", PATCH_SOURCES),
    "no-source": () => file("cip-patch-sources.yaml", NO_SOURCE),
    evaluation: () =>
      file(
        `patch-evaluations/sel-advisories/e${sequence}.yaml`,
        `version: 1\nsource: sel-advisories\nreleases_since: 2025-12-01\npatches:\n  - id: SEL-2026-004\n    released: 2025-12-15\n    item: { software: "acSELerator RTAC" }\n    applicable: true\n`,
      ),
    "evaluation-with-gap": () =>
      file(
        `patch-evaluations/sel-advisories/e${sequence}.yaml`,
        `version: 1\nsource: sel-advisories\nreleases_since: ${dateOf(at)}\npatches: []\n`,
      ),
    plan: () => plan(`timeframe: { by: ${dateOf(at + 30)} }\n`),
    "plan-extended": () => plan(`timeframe: { by: ${dateOf(at + 90)} }\n`),
    "plan-implemented": () =>
      plan(`timeframe: { by: ${dateOf(at + 30)} }\nimplemented_on: ${dateOf(at)}\n`),
  };
  const carried = files[patching]?.();
  if (carried !== undefined) draft.change.patch_files = carried;
  if (!accepted) draft.change.outcome = "not-approved";
  return draft;
}

export const FAMILY_SAMPLES: FamilySamples<PatchingLedgerStep> = {
  field: "patch_files",
  shown: patchShown,
  ledger: {
    // Drawn last: the families that joined after it were put before it.
    place: 4,
    weight: 4,
    step: fc.record({
      patching: fc.constantFrom<PatchingStep>(
        "sources",
        "no-source",
        "evaluation",
        "evaluation-with-gap",
        "plan",
        "plan-extended",
        "plan-implemented",
        "apply",
        "software-change",
      ),
      accepted: fc.boolean(),
    }),
    is: (step): step is PatchingLedgerStep => "patching" in step,
    draft: patchingMerge,
  },
};

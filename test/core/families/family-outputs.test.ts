// The family registry lands without changing an output byte (issue 91, item 1): over plans made
// with generated reviewed files of every family and over generated ledgers of every kind of record,
// each output a family reaches is digested, and the digests are those recorded on main before the
// registry (commit 583716d4), then after CIP-007-7 was renamed CIP-007-7.1 (commit 353f420a, the
// same digests with and without the registry). What is digested: the plan in text, Markdown and JSON, its
// fingerprint, its JSON read back, its "no changes" words and whether it shows reviewed files (what
// --detailed-exitcode asks); each record as the evidence schema reads it (the change record's
// reviewed-file fields); the obligations in every format, the checkpoint, and every population file
// in CSV and JSON. A change that moves one byte of any of them fails here with the surface's name.
// (The JSON Schemas are held byte for byte by `npm run schemas -- --check`.)
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evidenceRecordSchema } from "../../../src/core/evidence/records/evidence-schema.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import { ObligationsPass } from "../../../src/core/obligations/obligations.ts";
import type { PatchFileChanges } from "../../../src/core/families/patch-management/patch-management-shape.ts";
import type { AssessmentFileChanges } from "../../../src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts";
import type { SiteFileChanges } from "../../../src/core/families/low-impact/low-impact-shape.ts";
import type { Plan } from "../../../src/core/plan/plan-model.ts";
import { fingerprintPlan } from "../../../src/core/plan/saved/fingerprint.ts";
import { parsePlanJson } from "../../../src/core/plan/saved/plan-schema.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  obligationsCsvChunks,
  obligationsJsonChunks,
  obligationsTextChunks,
  renderObligationsMarkdown,
} from "../../../src/render/evidence/obligations.ts";
import { renderPlanJson } from "../../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../../src/render/plan/plan-markdown.ts";
import { renderPlanText } from "../../../src/render/plan/plan-text.ts";
import { noOperationsWords } from "../../../src/render/plan/plan-view.ts";
import { reviewedFilesShown } from "../../../src/render/shared/reviewed-file-words.ts";
import { day } from "../../support/evidence-records.ts";
import { generatedLedger } from "../../support/obligation-ledgers.ts";
import { populationFiles, populations } from "../../support/populations.ts";
import { emptyPlan, HOSTILE_NAME, samplePlan } from "../../support/sample-plans.ts";

/** Words a reviewer's file may hold, hostile ones among them. */
const words = fc.oneof(
  fc.constantFrom("RTAC", "SEL-1", "2026-10-01", HOSTILE_NAME, "a `b` *c*", "<i>x</i> | y"),
  fc.string({ maxLength: 12 }),
);
const change = fc.constantFrom("added" as const, "changed" as const, "removed" as const);
const file = fc.constantFrom(
  "cip-patch-sources.yaml",
  "patch-evaluations/sel/2026-10.yaml",
  "patch-plans/MP-1.yaml",
  "vulnerability-assessments/va-1.yaml",
  HOSTILE_NAME,
);

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

const assessmentShown = fc.record(
  {
    file,
    change,
    record: fc.record(
      {
        kind: fc.constantFrom(
          "assessment" as const,
          "technical-feasibility" as const,
          "commissioning" as const,
        ),
        id: words,
        covers: words,
        method: fc.constantFrom("paper" as const, "active" as const),
        environment: fc.constantFrom("production" as const, "test" as const),
        closes: fc.array(words, { maxLength: 3 }),
      },
      { requiredKeys: ["kind", "id", "covers", "closes"] },
    ),
  },
  { requiredKeys: ["file", "change"] },
);

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

const changedFiles = <Shown>(shown: fc.Arbitrary<Shown>) =>
  fc.option(
    fc.record({ compared_with: words, files: fc.array(shown, { minLength: 1, maxLength: 4 }) }),
    { nil: undefined },
  );

/** Plans with and without operations, each with any family's reviewed files, fingerprinted. */
const plans = fc
  .tuple(
    fc.boolean(),
    changedFiles(patchShown),
    changedFiles(assessmentShown),
    changedFiles(siteShown),
  )
  .map(([operations, patchFiles, assessmentFiles, siteFiles]): Plan => {
    const plan = operations ? samplePlan() : emptyPlan();
    const reviewed: {
      patch_files?: PatchFileChanges;
      assessment_files?: AssessmentFileChanges;
      low_impact_files?: SiteFileChanges;
    } = {
      ...(patchFiles && { patch_files: patchFiles }),
      ...(assessmentFiles && { assessment_files: assessmentFiles }),
      ...(siteFiles && { low_impact_files: siteFiles }),
    };
    return {
      ...plan,
      ...reviewed,
      fingerprint: fingerprintPlan(plan.operations, plan.baselines, reviewed),
    };
  });

const SEED = 91;

/** Each surface's output over every sample, digested. */
function digests(): Record<string, string> {
  const outputs: Record<string, string[]> = {
    "plan text": [],
    "plan Markdown": [],
    "plan JSON": [],
    "plan fingerprint": [],
    "plan JSON read back": [],
    "plan no-changes words": [],
    "plan shows reviewed files": [],
    "records as the schema reads them": [],
    "obligations text": [],
    "obligations Markdown": [],
    "obligations CSV": [],
    "obligations JSON": [],
    "obligations checkpoint": [],
    "populations CSV": [],
    "populations JSON": [],
  };
  const add = (surface: string, output: string) => outputs[surface]!.push(output);
  for (const plan of fc.sample(plans, { seed: SEED, numRuns: 60 })) {
    add("plan text", renderPlanText(plan, { color: false }));
    add("plan Markdown", renderPlanMarkdown(plan));
    const json = renderPlanJson(plan);
    add("plan JSON", json);
    add("plan fingerprint", plan.fingerprint);
    add("plan JSON read back", JSON.stringify(parsePlanJson(json, "plan.json")));
    add("plan no-changes words", noOperationsWords(plan));
    add("plan shows reviewed files", JSON.stringify(reviewedFilesShown(plan) ?? null));
  }
  for (const records of fc.sample(generatedLedger, { seed: SEED, numRuns: 40 })) {
    for (const { record } of records)
      add("records as the schema reads them", JSON.stringify(evidenceRecordSchema.parse(record)));
    const pass = new ObligationsPass(day(400), DEFAULT_CALENDAR);
    for (const entry of records) pass.add(entry);
    add("obligations checkpoint", JSON.stringify(pass.checkpoint()));
    const found = pass.finish();
    const listing = {
      at: "2027-02-05",
      calendar: "UTC",
      obligations: found.obligations,
      counts: found.counts,
      notJudged: MERGE_JUDGED_FAMILIES.filter((family) => pass.notJudged.includes(family)),
    };
    add("obligations text", [...obligationsTextChunks(listing)].join(""));
    add("obligations Markdown", renderObligationsMarkdown({ ...listing }));
    add("obligations CSV", [...obligationsCsvChunks(listing)].join(""));
    add("obligations JSON", [...obligationsJsonChunks(listing)].join(""));
    const rows = populations(
      records,
      { from: day(0), to: day(401) },
      { obligations: found.obligations },
    );
    for (const format of ["csv", "json"] as const)
      add(
        `populations ${format.toUpperCase()}`,
        populationFiles(rows, format)
          .map(({ name, content }) => `${name}\n${content}`)
          .join("\n"),
      );
  }
  return Object.fromEntries(
    Object.entries(outputs).map(([surface, texts]) => [
      surface,
      `${texts.length} ${sha256Hex(texts.join("\u0000"))}`,
    ]),
  );
}

/** Each surface's digest on main before the registry, with how many outputs it covers. */
const BEFORE: Record<string, string> = {
  "plan text": "60 09d96affd9cb00778ffb87561db2a25fbaee5ad50d242fcb1e2a48fd0f5f2439",
  "plan Markdown": "60 de435499934fcb17abc6719e67084d568162f601829341e4c1912ecc511964d4",
  "plan JSON": "60 101e3bf0eeffbf42b071451539f725f84529d88e99385e7f62f44d7a89d950fa",
  "plan fingerprint": "60 26daf1b2af4f84fd8ff92ca9055902161fc690b2cff34273b17f9bb62f206eb1",
  "plan JSON read back": "60 4fa8b2aee9893351df559f5eed2d7caba492d9e391bbf1a6f6f76534061458f5",
  "plan no-changes words": "60 e0cd8301858fdf1ec07afa97f6648714b4b48e3611d9e7b8b5019eaf13bcb046",
  "plan shows reviewed files":
    "60 2631fc2204c13c553317d50f61271215016848501a49b933908a2786ebec118a",
  "records as the schema reads them":
    "294 db6f34db059a4241665cfff51f6c13538cd14e99a59c80f1246ddc9d11c48a67",
  "obligations text": "40 0f346421a58d4303886fd576613b95c0490df7f119906da66f5bfe11f46818ca",
  "obligations Markdown": "40 120e03b5dcad989703c21548a41beae2aeb0af1aa15b7361471e8835c4935dec",
  "obligations CSV": "40 1235302a00bbf796fb6431afdab9c7a97a6d7e6262eec72d194b89f80b5d31ba",
  "obligations JSON": "40 e9a6b42d5bdfa5edf01f6221ea1935be2841ba703d0e22780e59311057bcbeac",
  "obligations checkpoint": "40 a598b13c80581e3b75d2d902b389002edd0074868a12ef6c6b97a7648bd1f540",
  "populations CSV": "40 cc06d3be8cd91ddcd2a2d62e225de63fdd49d74fec88525a09f2f6cede59dbb6",
  "populations JSON": "40 64c27a3a0417533ce2c3c1aead51fdbb1d54c8e6c859465fe14d26a5073112cb",
};

describe("every output a family reaches, over generated plans and ledgers", () => {
  it("keeps the bytes it had before the registry", () => {
    expect(digests()).toEqual(BEFORE);
  });

  it("reach every family's reviewed files, in the plans and in the records", () => {
    const fields = MERGE_JUDGED_FAMILIES.flatMap((family) => family.reviewedFiles?.field ?? []);
    const shown = fc.sample(plans, { seed: SEED, numRuns: 60 });
    const recorded = fc
      .sample(generatedLedger, { seed: SEED, numRuns: 40 })
      .flat()
      .flatMap(({ record }) => (record.kind === "change" ? [record.change] : []));
    for (const field of fields) {
      expect(shown.filter((plan) => field in plan).length, field).toBeGreaterThan(5);
      expect(recorded.filter((change) => field in change).length, field).toBeGreaterThan(5);
    }
  });
});

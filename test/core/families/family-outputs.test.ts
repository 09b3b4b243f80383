// The family registry lands without changing an output byte (issue 91, item 1): over plans made
// with generated reviewed files of every family and over generated ledgers of every kind of record,
// each output a family reaches is digested, and the digests are those recorded on main before the
// registry (commit 583716d4), then after CIP-007-7 was renamed CIP-007-7.1 (commit 353f420a, the
// same digests with and without the registry), then after CIP-003-9 low impact joined the table
// (its site files in the generated plans and ledgers; with the generators as they were, only the
// obligations listings, which say the new family was not judged, and the checkpoint, of format 7,
// moved), then after its population of low-impact sites (only the populations moved: a file more,
// low-impact-sites.csv, with a row per site file the generated ledgers put in force), then after its
// program records and clocks (with the generators as they were: the plan's text, Markdown and "no
// changes" words, which name the family's files "low-impact files" now that records are among
// them, the obligations, which hold the clocks opened when the family starts, their checkpoint, of
// format 8, and the populations of obligations moved, and the plan's JSON and the records kept
// every byte; then the ledger generator merges a policy review and a test too), then after each
// policy's and each plan's clock ran apart (issue 96: only the obligations, which name each
// policy and plan a record names, their checkpoint, of format 9, and the populations of
// obligations moved; then the checkpoint alone, which holds the topics each policy addresses),
// then after applicability became an answer of its own (issue 98, item 1: with the generators as
// they were, only the obligations listings, which say "not applicable" for a family no system of
// the inventory in force reaches where they said "not judged", and the checkpoint, of format 10
// with each workspace's impact ratings in force, moved; the plans, records and populations kept
// every byte), then after CIP-007-6 R5 system access control joined the table (issue 100: with
// the generators as they were, only the obligations listings, which say the new family was not
// judged, their checkpoint, of format 11, and the populations, two files more,
// password-changes.csv and account-types.csv, moved; the plans and the records kept every byte;
// then the plan generator shows access files and password-change records, and the ledger
// generator merges them, so every surface's samples are drawn anew; then Part 5.4's gate joined,
// and only the obligations listings, whose not-judged sentence names it, moved), then after
// low-impact-sites.csv listed each site file state in force during the period (issue 96, item 7:
// only the populations in CSV and JSON moved, a row for each state the generated ledgers ended and
// five columns more, its interval and the record that ended it), then after a site left scope with
// its last low system (issue 96, item 6: only the populations in CSV and JSON moved, the generated
// ledgers' site files whose sites no low system of the inventory in force is at no longer listed,
// or listed until the merge that re-rated it), then CIP-003-9 Section 6 was counted per vendor path,
// each part and path a gap of its own (issue 96, item 3: only the checkpoint, whose low-impact state
// moved to version 3, moved with the populations' digests it meets here: the generated ledgers open
// no Section 6 obligation, and the generated plans' site files show no unreached path), then the
// program file declared the policies and plans (issue 96, items 1 and 2: only the checkpoint moved,
// its low-impact state at version 4 changing its format; the generators write no program file, so
// no other output moved), then
// Section 6 was judged as CIP-003-11's 3.1.5, 3.1.6 and 3.1.2 from that version's day (issue 96,
// item 4: only the checkpoint moved, its low-impact state at version 5 holding each routable site
// file's CIP-003-11 gaps until that day; the generated ledgers name no CIP-003-11 day, so no
// obligation moved), then a site brought back into scope opened its file's gaps again (issue 96,
// item 6: only the checkpoint moved, its low-impact state at version 6 holding the site files in
// force that leave a gap). What is digested: the plan in text, Markdown and JSON, its
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
import type { PatchFileShown } from "../../../src/core/families/patch-management/patch-management-shape.ts";
import type { AssessmentFileShown } from "../../../src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts";
import type { LowImpactFileShown } from "../../../src/core/families/low-impact/low-impact-shape.ts";
import type { SystemAccessFileShown } from "../../../src/core/families/system-access/system-access-shape.ts";
import type { ChangedFiles } from "../../../src/core/families/family-shape.ts";
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

const accessShown = fc.record(
  {
    file,
    change,
    access: fc.record({
      id: words,
      by: fc.constantFrom(
        "system" as const,
        "group" as const,
        "location" as const,
        "system-type" as const,
      ),
      covers: fc.array(words, { minLength: 1, maxLength: 2 }),
      account_types: fc.array(
        fc.record(
          {
            name: words,
            type: words,
            change: fc.constantFrom(
              "procedural" as const,
              "technical" as const,
              "not-applicable" as const,
              "not password-only" as const,
            ),
            max_age_months: fc.integer({ min: 1, max: 15 }),
          },
          { requiredKeys: ["name", "type", "change"] },
        ),
        { maxLength: 2 },
      ),
      shared_accounts: fc.array(
        fc.record({ account: words, authorized_individuals: words, list_sha256: words }),
        { maxLength: 1 },
      ),
      default_passwords: fc.array(fc.record({ asset: words, answer: words }), { maxLength: 1 }),
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
    changedFiles(accessShown),
  )
  .map(([operations, patchFiles, assessmentFiles, siteFiles, accessFiles]): Plan => {
    const plan = operations ? samplePlan() : emptyPlan();
    const reviewed: {
      patch_files?: ChangedFiles<PatchFileShown>;
      assessment_files?: ChangedFiles<AssessmentFileShown>;
      low_impact_files?: ChangedFiles<LowImpactFileShown>;
      system_access_files?: ChangedFiles<SystemAccessFileShown>;
    } = {
      ...(patchFiles && { patch_files: patchFiles }),
      ...(assessmentFiles && { assessment_files: assessmentFiles }),
      ...(siteFiles && { low_impact_files: siteFiles }),
      ...(accessFiles && { system_access_files: accessFiles }),
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
      notApplicable: MERGE_JUDGED_FAMILIES.filter((family) => pass.notApplicable.includes(family)),
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

/** Each surface's digest, with how many outputs it covers (see the file's head for when taken). */
const BEFORE: Record<string, string> = {
  "plan text": "60 b47857788d440b3e1f1c95654a6d1743aa11bb24627f29203b70486d22060312",
  "plan Markdown": "60 91ebaab24a5e2ceb122c61b827a9dfc765a68f3466b0c0ff3ea79e43dd34e29e",
  "plan JSON": "60 d4be5545608bc9dc243ba677588f038e229f2483d620cc90a3362fbda71d96a6",
  "plan fingerprint": "60 aa54ccaf9396990ba49136ae30ae1828ee1461265e942147bbb07369f395fd8c",
  "plan JSON read back": "60 0b8b37468a53729529f47f65b88fcf38f15373a088ec50eae1f922685a002e92",
  "plan no-changes words": "60 63279fe8d91e8d1825cce10f5907cb51b456e31150c3c5b334abb19f3cf5fc65",
  "plan shows reviewed files":
    "60 2631fc2204c13c553317d50f61271215016848501a49b933908a2786ebec118a",
  "records as the schema reads them":
    "281 240be332f6e8f5e24ed10d2f17cbfcbf0ddfd35ba2554e19d36cd7367fe7cad3",
  "obligations text": "40 831a9eb81e7cc0790090fa7515fa329209aee2e4ae144b890914e61e6abc4437",
  "obligations Markdown": "40 bb89f0898d890d6b41b32006233411c1608f09b9b694d408ce4b534e171910b9",
  "obligations CSV": "40 ab0b5a9cc48523da7fe41574033630e7f05bdd688353239219684a5cd8566d9e",
  "obligations JSON": "40 4b727cbbc8d375f7ac235c117d08a54517bdeaf403757bafc955f0a85a1d2d23",
  "obligations checkpoint": "40 de8227b0de9b48de3463f49941fbbd6e9848698dd846fa7c004a853fe237c33f",
  "populations CSV": "40 6decf32138bcd7e3cbf24ccc4f070228b24dd2a74e877e8b7ceb228f15761bae",
  "populations JSON": "40 96807059e292ce039c9341b305f3949bb9a2352f87a727e11e0a98d596f92084",
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

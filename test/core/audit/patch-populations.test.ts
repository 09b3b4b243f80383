// The CIP-007 R2 populations (core/audit/families/patch-management/patch-populations.ts), made of the obligations
// the pass judges from the merge records: the sources of each baseline item, the evaluations, the
// applicable patches per asset and what closed each, and the mitigation plans with their timeframe
// changes. Each case is a small ledger and the exact rows; then the cells of hostile names in the
// files.
import { isPatchFile } from "../../../src/core/patches/patch-files.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Row } from "../../../src/core/audit/citation.ts";
import type { EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import { recordPath } from "../../../src/core/evidence/chain/record-files.ts";
import { computeObligations } from "../../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { breakGlassDraft, chainOf, type changeDraft, day } from "../../support/evidence-records.ts";
import { reviewedFilesEvidence } from "../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import {
  change,
  generatedLedger,
  hashed,
  patchedItems,
  patchMerge,
} from "../../support/obligation-ledgers.ts";
import { populationFiles, populations } from "../../support/populations.ts";

const SOURCES = `version: 1
sources:
  - id: sel-advisories
    name: SEL security notifications
    covers:
      - { software: "acSELerator RTAC" }
no_source:
  - os_firmware: "SEL-3555 firmware"
    kind: not-updateable
    reason: the vendor locks the image
`;
const EVALUATION_FILE = "patch-evaluations/sel-advisories/2026-01.yaml";
const EVALUATION = `version: 1
source: sel-advisories
releases_since: 2026-01-01
patches:
  - id: SEL-2026-004
    released: 2026-01-10
    item: { software: "acSELerator RTAC" }
    applicable: true
  - id: SEL-2026-005
    released: 2026-01-12
    item: { software: "acSELerator RTAC" }
    applicable: true
  - id: SEL-2026-006
    released: 2026-01-14
    item: { software: "acSELerator RTAC" }
    applicable: false
    reason: the web server it patches is disabled
`;
const PLAN_FILE = "patch-plans/MP-2026-01.yaml";
const plan = (by: string, implemented = "") => `version: 1
id: MP-2026-01
patches: [SEL-2026-005]
actions:
  - block TCP 443 to the RTAC until the patch is applied
timeframe: { by: ${by} }
${implemented}`;

/** The records of `drafts`, each sealed on its day, and the CIP-007 R2 populations of 2026 H1. */
function r2Populations(drafts: { draft: EvidenceDraft; at: Date }[]) {
  const records = hashed(chainOf(drafts));
  const obligations = computeObligations(records, "2026-06-30", DEFAULT_CALENDAR);
  const found = populations(records, { from: day(0), to: day(181) }, { obligations });
  const paths = new Map(records.map(({ record, sha256 }) => [record.sequence, { record, sha256 }]));
  return { found, paths };
}

/** The citation columns of record `sequence` of the ledger `paths` holds. */
function cites(
  paths: Map<number, { record: Parameters<typeof recordPath>[0]; sha256: string }>,
  sequence: number,
): Row {
  const { record, sha256 } = paths.get(sequence)!;
  return {
    workspace: "grid-east",
    record_sequence: sequence,
    record_sha256: `sha256:${sha256}`,
    record_path: recordPath(record),
    recorded_at: record.recorded_at,
  };
}

const ASSET = { cyber_system: "Alpha Protection", asset: "alpha-rtu-09", asset_id: null };

describe("the CIP-007 R2 populations", () => {
  const ledger = [
    // 1: the RTAC's baseline with its firmware and software, no source yet.
    { draft: patchMerge(1, []), at: day(0) },
    // 2: the software's source, the firmware declared not updateable.
    { draft: patchMerge(2, [], { "cip-patch-sources.yaml": SOURCES }), at: day(2) },
    // 3: the first evaluation: two applicable patches, one not.
    { draft: patchMerge(3, [], { [EVALUATION_FILE]: EVALUATION }), at: day(20) },
    // 4: SEL-2026-004 applied through a reviewed baseline change.
    { draft: patchMerge(4, ["SEL-2026-004"]), at: day(30) },
    // 5: SEL-2026-005 in a mitigation plan due 2026-04-30.
    { draft: patchMerge(5, ["SEL-2026-004"], { [PLAN_FILE]: plan("2026-04-30") }), at: day(40) },
    // 6: its timeframe extended with no CIP Senior Manager in force: not counted.
    {
      draft: patchMerge(6, ["SEL-2026-004"], { [PLAN_FILE]: plan("2026-06-30") }, {}),
      at: day(50),
    },
    // 7: the RTAC's software upgraded: its source identification opens again.
    {
      draft: patchMerge(7, ["SEL-2026-004"], {}, {}, patchedItems(["SEL-2026-004"], "1.3.0")),
      at: day(60),
    },
  ];

  it("patch-sources: each baseline item as identified, its source or declaration, the records", () => {
    const { found, paths } = r2Populations(ledger);
    const row = (opened: number, item: [string, string, string], rest: Partial<Row>): Row => ({
      ...cites(paths, opened),
      ...ASSET,
      item_kind: item[0],
      item: item[1],
      version: item[2],
      source: null,
      no_source_kind: null,
      no_source_reason: null,
      identified_by_sequence: null,
      identified_at: null,
      status: "closed",
      reason: null,
      ended_by_sequence: null,
      ended_at: null,
      ...rest,
    });
    const at = (sequence: number) => paths.get(sequence)!.record.recorded_at;
    expect(found.patchSources).toEqual([
      row(1, ["os_firmware", "SEL-3555 firmware", "R145"], {
        no_source_kind: "not-updateable",
        no_source_reason: "the vendor locks the image",
        identified_by_sequence: 2,
        identified_at: at(2),
      }),
      row(1, ["software", "acSELerator RTAC", "1.2.0"], {
        source: "sel-advisories",
        identified_by_sequence: 2,
        identified_at: at(2),
        ended_by_sequence: 7,
        ended_at: at(7),
      }),
      row(7, ["software", "acSELerator RTAC", "1.3.0"], {
        source: "sel-advisories",
        identified_by_sequence: 7,
        identified_at: at(7),
      }),
    ]);
  });

  it("patch-sources: an item with neither a source nor a declaration is a row, an exception", () => {
    const { found, paths } = r2Populations([{ draft: patchMerge(1, []), at: day(0) }]);
    expect(found.patchSources.map((r) => [r.record_sequence, r.item, r.status, r.reason])).toEqual([
      [1, "SEL-3555 firmware", "exception", expect.stringContaining("no patch source")],
      [1, "acSELerator RTAC", "exception", expect.stringContaining("no patch source")],
    ]);
    expect(found.patchSources[0]).toMatchObject({ ...cites(paths, 1), source: null });
  });

  it("patch-evaluations: each evaluation at its record, with what it found and the interval it closed", () => {
    const { found, paths } = r2Populations(ledger);
    expect(found.patchEvaluations).toEqual([
      {
        ...cites(paths, 3),
        source: "sel-advisories",
        evaluation_file: EVALUATION_FILE,
        releases_since: "2026-01-01",
        patches: 3,
        applicable: 2,
        interval_opened_by_sequence: 2,
        interval_due: "2026-02-07",
        status: "closed",
        lapse: null,
        releases_gap: null,
        reason: null,
      },
    ]);
  });

  it("applicable-patches: each applicable patch per asset, due 35 days on, and what closed it", () => {
    const { found, paths } = r2Populations(ledger);
    const row = (patch: string, rest: Partial<Row>): Row => ({
      ...cites(paths, 3),
      ...ASSET,
      item_kind: "software",
      item: "acSELerator RTAC",
      version: "1.2.0",
      source: "sel-advisories",
      evaluation_file: EVALUATION_FILE,
      patch,
      due: "2026-02-25",
      status: "closed",
      closed_by: null,
      plan: null,
      closed_by_sequence: null,
      closed_by_sha256: null,
      closed_at: null,
      lapse: null,
      reason: null,
      not_closed_by: null,
      ...rest,
    });
    const closer = (sequence: number) => ({
      closed_by_sequence: sequence,
      closed_by_sha256: `sha256:${paths.get(sequence)!.sha256}`,
      closed_at: paths.get(sequence)!.record.recorded_at,
    });
    expect(found.applicablePatches).toEqual([
      // Applied by the baseline change of day 30, within the 35 days.
      row("SEL-2026-004", { closed_by: "baseline change", ...closer(4) }),
      // Mitigated on day 40 (2026-02-10), within them too.
      row("SEL-2026-005", { closed_by: "mitigation plan", plan: "MP-2026-01", ...closer(5) }),
    ]);
  });

  it("applicable-patches: a patch nothing closed is overdue; a break-glass plan is named, closing nothing", () => {
    const breakGlass = breakGlassDraft(
      patchMerge(4, [], { [PLAN_FILE]: plan("2026-04-30") }) as ReturnType<typeof changeDraft>,
    );
    const { found } = r2Populations([...ledger.slice(0, 3), { draft: breakGlass, at: day(30) }]);
    expect(
      found.applicablePatches.map((r) => [
        r.patch,
        r.status,
        r.closed_by,
        r.lapse,
        r.not_closed_by,
      ]),
    ).toEqual([
      ["SEL-2026-004", "overdue", null, "high", null],
      [
        "SEL-2026-005",
        "overdue",
        null,
        "high",
        "record 4: it came from a break-glass apply (cip-sync apply --record): no review, and mitigation-plan may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
      ],
    ]);
    expect(found.mitigationPlans).toEqual([]);
  });

  it("mitigation-plans: each plan, its timeframe, each change and who approved it or why not", () => {
    const { found, paths } = r2Populations(ledger);
    expect(found.mitigationPlans).toEqual([
      {
        ...cites(paths, 5),
        plan: "MP-2026-01",
        timeframe: "by 2026-04-30",
        due: "2026-04-30",
        timeframe_changes:
          "record 6: by 2026-06-30, not counted: it is not approved by the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on",
        implemented_on: null,
        implemented_by_sequence: null,
        implemented_at: null,
        status: "exception",
        lapse: "severe",
        reason:
          "a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: the due date stays 2026-04-30",
        not_closed_by: null,
      },
    ]);
  });

  it("mitigation-plans: an extension a delegate for cip-007-r2.4 approved moves the due date", () => {
    // dave, who approves every merge, holds cip-007-r2.4 from the first record on.
    const first = patchMerge(1, []) as ReturnType<typeof changeDraft>;
    first.change.governance = {
      policy: { file: "cip-policy.yaml", sha256: "c".repeat(64) },
      senior_manager: {
        csm: {
          login: "sam",
          name: "Sam Lee",
          title: "VP",
          since: "2025-01-01",
          delegates: [
            {
              login: "dave",
              name: "Dave Diaz",
              title: "Director",
              actions: ["cip-007-r2.4"],
              delegated_on: "2025-12-01",
              delegation_ref: "memo 12",
            },
          ],
        },
        last_approval: null,
      },
      systems: [],
      source_commands: null,
    };
    const { found } = r2Populations([{ draft: first, at: day(0) }, ...ledger.slice(1)]);
    expect(found.mitigationPlans).toEqual([
      expect.objectContaining({
        record_sequence: 5,
        timeframe: "by 2026-06-30",
        due: "2026-06-30",
        timeframe_changes:
          "record 6: by 2026-06-30, approved by dave (delegate for cip-007-r2.4 since 2025-12-01)",
        // Judged as of its last day, 2026-06-30: due that day, not late.
        status: "due-soon",
        lapse: null,
      }),
    ]);
  });

  it("mitigation-plans: an implementation record closes the plan, named in its row", () => {
    const implemented = [
      ...ledger.slice(0, 5),
      {
        draft: patchMerge(
          6,
          ["SEL-2026-004"],
          { [PLAN_FILE]: plan("2026-04-30", "implemented_on: 2026-03-01\n") },
          {},
        ),
        at: day(70),
      },
    ];
    const { found, paths } = r2Populations(implemented);
    expect(found.mitigationPlans).toEqual([
      expect.objectContaining({
        plan: "MP-2026-01",
        timeframe_changes: "",
        implemented_on: "2026-03-01",
        implemented_by_sequence: 6,
        implemented_at: paths.get(6)!.record.recorded_at,
        status: "closed",
      }),
    ]);
  });

  it("no cell of a hostile source, item, patch or plan becomes a formula in the CSV files", () => {
    const hostile = "=cmd|' /C calc'!A0";
    const items = {
      os_firmware: [{ name: "+SUM(1)", version: "@R1" }],
      software: [{ name: hostile, version: "-1" }],
      patches: [],
    };
    const sources = `version: 1\nsources:\n  - id: sel-advisories\n    name: "${hostile}"\n    covers:\n      - { software: "${hostile}" }\nno_source:\n  - os_firmware: "+SUM(1)"\n    kind: no-patching-source\n    reason: "=HYPERLINK(1)"\n`;
    const evaluation = `version: 1\nsource: sel-advisories\nreleases_since: 2026-01-01\npatches:\n  - id: "${hostile}"\n    released: 2026-01-10\n    item: { software: "${hostile}" }\n    applicable: true\n`;
    const planText = `version: 1\nid: "@plan"\npatches: ["${hostile}"]\nactions: [wait]\ntimeframe: { event: "=1+1" }\n`;
    const { found } = r2Populations([
      { draft: patchMerge(1, [], {}, {}, items), at: day(0) },
      { draft: patchMerge(2, [], { "cip-patch-sources.yaml": sources }, {}, items), at: day(2) },
      { draft: patchMerge(3, [], { [EVALUATION_FILE]: evaluation }, {}, items), at: day(20) },
      { draft: patchMerge(4, [], { "patch-plans/@plan.yaml": planText }, {}, items), at: day(30) },
    ]);
    // Each population has its hostile row: the test would pass vacuously without them.
    expect(found.patchSources.map((r) => r.item)).toEqual(["+SUM(1)", hostile]);
    expect(found.applicablePatches.map((r) => r.patch)).toEqual([hostile]);
    expect(found.mitigationPlans.map((r) => r.plan)).toEqual(["@plan"]);
    const files = populationFiles(found, "csv").filter((file) =>
      ["patch-sources.csv", "applicable-patches.csv", "mitigation-plans.csv"].includes(file.name),
    );
    expect(files).toHaveLength(3);
    for (const file of files) {
      expect(file.content).not.toMatch(/(^|,)"?[=+\-@]/m);
      expect(file.content).toContain("'");
    }
  });

  it("cite, in generated ledgers of every kind of record, a record of the ledger by sequence, SHA-256 and path", () => {
    const PATCH_POPULATIONS = [
      "patchSources",
      "patchEvaluations",
      "applicablePatches",
      "mitigationPlans",
    ] as const;
    let rows = 0;
    fc.assert(
      fc.property(generatedLedger, (records) => {
        const obligations = computeObligations(records, day(400), DEFAULT_CALENDAR);
        const found = populations(records, { from: day(0), to: day(401) }, { obligations });
        const byRef = new Map(
          records.map((entry) => [`${entry.record.workspace}#${entry.record.sequence}`, entry]),
        );
        for (const name of PATCH_POPULATIONS)
          for (const row of found[name]) {
            rows++;
            const entry = byRef.get(`${row.workspace}#${row.record_sequence}`);
            expect(entry, `the ${name} row's record`).toBeDefined();
            expect(row.record_sha256).toBe(`sha256:${entry!.sha256}`);
            expect(row.record_path).toBe(recordPath(entry!.record));
          }
        // One row per R2 obligation of each population's part, but evaluations (those closed).
        const of = (kind: string) => obligations.filter((o) => o.kind === kind).length;
        expect(found.patchSources).toHaveLength(of("CIP-007 R2.1"));
        expect(found.applicablePatches).toHaveLength(of("CIP-007 R2.3"));
        expect(found.mitigationPlans).toHaveLength(of("CIP-007 R2.4"));
      }),
      { numRuns: 80 },
    );
    // The generated ledgers hold R2 merges: the property did not pass over empty populations.
    expect(rows).toBeGreaterThan(0);
  });
});

describe("asset_id as cyber-assets.csv has it (issue 69)", () => {
  it("is the same in patch-sources.csv and applicable-patches.csv for an asset the merge created", () => {
    // The merge that creates alpha-rtu-09 declares its baseline before the service gives it an id.
    const created = change("high", 1) as ReturnType<typeof changeDraft>;
    created.change.baselines = [{ ...created.change.baselines![0]!, patched: patchedItems() }];
    const files = { "cip-patch-sources.yaml": SOURCES, [EVALUATION_FILE]: EVALUATION };
    created.change.patch_files = reviewedFilesEvidence(
      new Map(Object.entries(files)),
      new Map(),
      "c".repeat(40),
      isPatchFile,
    );
    const { found } = r2Populations([{ draft: created, at: day(0) }]);
    const ids = new Map(found.assets.map((row) => [row.name, row.asset_id]));
    expect(ids.get("alpha-rtu-09")).toEqual(expect.stringMatching(/^ca_/));
    const joined = (rows: Row[]) => [...new Set(rows.map((row) => row.asset_id))];
    expect(joined(found.patchSources)).toEqual([ids.get("alpha-rtu-09")]);
    expect(joined(found.applicablePatches)).toEqual([ids.get("alpha-rtu-09")]);
  });
});

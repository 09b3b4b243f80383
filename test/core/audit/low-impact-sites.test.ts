// CIP-003-9 R2's population of low-impact sites (issue 91, item 2; issue 96, item 7), in a table:
// each state of a site file in force at any time during the period is one row with its Section 3
// and Section 6 answers, its interval and the record that put it in force (the row's citation)
// and the one that ended it (empty while it is in force): a later accepted merge changing the
// file's answers ends one state and starts the next, one removing it ends it; a state that ended
// before the period is not the period's. A refused merge's or a break-glass apply's site file is
// not listed and changes nothing; each row's citation resolves to the record that put the file in
// force, its end to the record that ended it (their paths looked up in the ledger). A site leaves
// scope when no system the inventory in force declares low is at it (issue 96, item 6): its state
// ends at the merge that re-rated its last low system, and a file in force re-enters from the
// merge that rates one low again.
import { describe, expect, it } from "vitest";
import { CITATION_COLUMNS } from "../../../src/core/audit/citation.ts";
import { SitePopulation } from "../../../src/core/audit/families/low-impact/site-population.ts";
import { populationLayout } from "../../../src/render/evidence/populations.ts";
import { recordPath } from "../../../src/core/evidence/chain/record-files.ts";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
} from "../../support/evidence-records.ts";
import { hashed } from "../../support/obligation-ledgers.ts";
import { naming, numbering } from "../../../src/core/audit/held-tables.ts";
import { populations } from "../../support/populations.ts";

const SITE = [
  "version: 1",
  "sites: ['=HYPERLINK(\"http://x\")', Substation 12]",
  "physical_access: { controls: [card key], access_control_assets: [fw-sub12, rtr-1] }",
  "transient_cyber_assets: { plan: docs/tca-plan.md, managed: [] }",
];

/** The site files by what they answer. */
const TEXTS = {
  /** Routable, dial-up, vendor remote access with a method for 6.1 only. */
  gap: [
    ...SITE,
    "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn] }",
    "dial_up: { authentication: dial-back modem }",
    "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [ticket] }",
  ],
  /** Routable by a digest, no dial-up, no vendor remote access. */
  none: [
    ...SITE,
    `electronic_access: { routable: true, devices: [fw-sub12, rtr-1], rule_set: { sha256: ${"a".repeat(64)}, reviewed_on: 2026-03-02 }, vendor_paths: [] }`,
    "dial_up: none",
    "vendor_remote_access: none",
  ],
  /** Not routable. */
  isolated: [
    ...SITE,
    "electronic_access: { routable: false }",
    "dial_up: none",
    "vendor_remote_access: none",
  ],
  /** Broken: its parser refuses it (no electronic_access). */
  broken: [...SITE, "dial_up: none", "vendor_remote_access: none"],
};

type Step =
  | { merge: keyof typeof TEXTS | "removed"; file?: string; as?: "refused" | "break-glass" }
  | { rate: "low" | "medium" | "unsited"; as?: "refused" }
  | "drift";

const FILE = "low-impact/substation-12.yaml";

function mergeOf(step: Extract<Step, { merge: string }>, run: number): ChangeDraft {
  const draft = changeDraft("grid-east", run, step.as === "refused" ? "not-approved" : "applied");
  const file = step.file ?? FILE;
  const id = file.slice("low-impact/".length, -".yaml".length);
  const text =
    step.merge === "removed" ? undefined : `id: ${id}\n${TEXTS[step.merge].join("\n")}\n`;
  Object.assign(draft.change, {
    low_impact_files: {
      compared_with: "the commit in force",
      files: text === undefined ? [] : [{ file, sha256: `sha256:${sha256Hex(text)}`, text }],
      ...(text === undefined ? { removed: [file] } : {}),
    },
  });
  return step.as === "break-glass" ? breakGlassDraft(draft) : draft;
}

/**
 * A merge whose inventory rates Substation 12's one system `rate` (issue 96, item 6): its record
 * keeps each system's impact and site ("unsited": low, as a record before sites were kept).
 */
function ratingOf(step: Extract<Step, { rate: string }>, run: number): ChangeDraft {
  const draft = changeDraft("grid-east", run, step.as === "refused" ? "not-approved" : "applied");
  const site = { kind: "facility" as const, name: "Substation 12" };
  const system = { name: "Station Automation", impact: "low", owners: null };
  Object.assign(draft.change, {
    governance: {
      policy: null,
      senior_manager: null,
      systems: [step.rate === "unsited" ? system : { ...system, impact: step.rate, site }],
      source_commands: null,
    },
  });
  return draft;
}

function ledgerOf(steps: readonly Step[]): HashedRecord[] {
  return hashed(
    chainOf(
      steps.map((step, index) => ({
        draft:
          step === "drift"
            ? monitoringDraft("grid-east", index + 1, true)
            : "rate" in step
              ? ratingOf(step, index + 1)
              : mergeOf(step, index + 1),
        at: day(index),
      })),
    ),
  );
}

const GAP_ANSWERS = {
  site_file: FILE,
  site_id: "substation-12",
  sites: '=HYPERLINK("http://x"); Substation 12',
  routable: true,
  access_control_devices: "fw-sub12",
  rule_set: "firewall/sub12.rules",
  dial_up: "dial-back modem",
  vendor_remote_access: "allowed",
  vendor_paths: "oem-vpn (vpn, fw-sub12)",
  "methods_6.1": "ticket",
  "methods_6.2": "",
  "methods_6.3": "",
};
const NONE_ANSWERS = {
  ...GAP_ANSWERS,
  access_control_devices: "fw-sub12; rtr-1",
  rule_set: `sha256:${"a".repeat(64)} reviewed on 2026-03-02`,
  dial_up: "none",
  vendor_remote_access: "none",
  vendor_paths: null,
  "methods_6.1": null,
  "methods_6.2": null,
  "methods_6.3": null,
};
const ISOLATED_ANSWERS = {
  ...NONE_ANSWERS,
  routable: false,
  access_control_devices: null,
  rule_set: null,
};

/** The interval's and the ending record's columns, which `rowsOf` gives apart. */
const INTERVAL = new Set([
  "in_force_from",
  "in_force_until",
  "ended_by_sequence",
  "ended_by_sha256",
  "ended_by_path",
]);

/**
 * Each row of the period from day `from` of the ledger: the sequence of the record it cites, that
 * of the record that ended it (null while in force), and its answers.
 */
function rowsOf(records: readonly HashedRecord[], from = 0) {
  const population = new SitePopulation();
  for (const entry of records) population.add(entry);
  const citation = new Set<string>(CITATION_COLUMNS);
  return population.rows(day(from)).map((row) => ({
    cites: row.record_sequence,
    until: row.ended_by_sequence,
    answers: Object.fromEntries(
      Object.entries(row).filter(([column]) => !citation.has(column) && !INTERVAL.has(column)),
    ),
  }));
}

describe("the population of low-impact sites in force", () => {
  it.each<[string, Step[], number, ReturnType<typeof rowsOf>]>([
    ["none without a site file", ["drift"], 0, []],
    [
      "a site put in force",
      [{ merge: "gap" }, "drift"],
      0,
      [{ cites: 1, until: null, answers: GAP_ANSWERS }],
    ],
    [
      "a site changed: both states, the first ended by the merge that changed it",
      [{ merge: "gap" }, { merge: "none" }],
      0,
      [
        { cites: 1, until: 2, answers: GAP_ANSWERS },
        { cites: 2, until: null, answers: NONE_ANSWERS },
      ],
    ],
    [
      "a gap opened and closed inside the period: both in the sample",
      [{ merge: "none" }, "drift", { merge: "gap" }, "drift", { merge: "none" }, "drift"],
      1,
      [
        { cites: 1, until: 3, answers: NONE_ANSWERS },
        { cites: 3, until: 5, answers: GAP_ANSWERS },
        { cites: 5, until: null, answers: NONE_ANSWERS },
      ],
    ],
    [
      "a state ended before the period: not the period's",
      [{ merge: "gap" }, { merge: "none" }, "drift"],
      2,
      [{ cites: 2, until: null, answers: NONE_ANSWERS }],
    ],
    [
      "a state ended on the period's first record: the period's",
      [{ merge: "gap" }, { merge: "none" }, "drift"],
      1,
      [
        { cites: 1, until: 2, answers: GAP_ANSWERS },
        { cites: 2, until: null, answers: NONE_ANSWERS },
      ],
    ],
    [
      "a site made not routable",
      [{ merge: "none" }, { merge: "isolated" }],
      0,
      [
        { cites: 1, until: 2, answers: NONE_ANSWERS },
        { cites: 2, until: null, answers: ISOLATED_ANSWERS },
      ],
    ],
    [
      "a site removed: its last state ended by the removal",
      [{ merge: "gap" }, { merge: "removed" }],
      0,
      [{ cites: 1, until: 2, answers: GAP_ANSWERS }],
    ],
    ["a site removed before the period", [{ merge: "gap" }, { merge: "removed" }, "drift"], 2, []],
    [
      "the same answers carried again: one state, from the first",
      [{ merge: "gap" }, { merge: "gap" }],
      0,
      [{ cites: 1, until: null, answers: GAP_ANSWERS }],
    ],
    ["a refused merge's site file", [{ merge: "gap", as: "refused" }], 0, []],
    ["a break-glass apply's site file", [{ merge: "gap", as: "break-glass" }], 0, []],
    [
      "a refused change and a refused removal change nothing",
      [{ merge: "gap" }, { merge: "none", as: "refused" }, { merge: "removed", as: "refused" }],
      0,
      [{ cites: 1, until: null, answers: GAP_ANSWERS }],
    ],
    [
      "a break-glass change and removal change nothing",
      [
        { merge: "gap" },
        { merge: "none", as: "break-glass" },
        { merge: "removed", as: "break-glass" },
      ],
      0,
      [{ cites: 1, until: null, answers: GAP_ANSWERS }],
    ],
    [
      "a file its parser refuses puts nothing in force",
      [{ merge: "gap" }, { merge: "broken" }],
      0,
      [{ cites: 1, until: null, answers: GAP_ANSWERS }],
    ],
    [
      "its last low system re-rated medium: the state ends at that merge, and the site leaves",
      [{ rate: "low" }, { merge: "gap" }, { rate: "medium" }, { merge: "none" }],
      0,
      [{ cites: 2, until: 3, answers: GAP_ANSWERS }],
    ],
    [
      "re-rated low again: the file in force re-enters from that merge",
      [{ rate: "low" }, { merge: "gap" }, { rate: "medium" }, { merge: "none" }, { rate: "low" }],
      0,
      [
        { cites: 2, until: 3, answers: GAP_ANSWERS },
        { cites: 5, until: null, answers: NONE_ANSWERS },
      ],
    ],
    [
      "a refused re-rating changes nothing",
      [{ rate: "low" }, { merge: "gap" }, { rate: "medium", as: "refused" }],
      0,
      [{ cites: 2, until: null, answers: GAP_ANSWERS }],
    ],
    [
      "a record keeping no system's site: every site in scope, as before",
      [{ rate: "unsited" }, { merge: "gap" }],
      0,
      [{ cites: 2, until: null, answers: GAP_ANSWERS }],
    ],
    [
      "two sites, in path order",
      [{ merge: "none", file: "low-impact/z-site.yaml" }, { merge: "gap" }],
      0,
      [
        { cites: 2, until: null, answers: GAP_ANSWERS },
        {
          cites: 1,
          until: null,
          answers: { ...NONE_ANSWERS, site_file: "low-impact/z-site.yaml", site_id: "z-site" },
        },
      ],
    ],
  ])("%s", (_, steps, from, expected) => {
    expect(rowsOf(ledgerOf(steps), from)).toEqual(expected);
  });

  it("gives each row its interval and the record that ended it, resumed or not", () => {
    const records = ledgerOf([{ merge: "gap" }, "drift", { merge: "none" }]);
    const whole = new SitePopulation();
    for (const entry of records) whole.add(entry);
    const [ended, current] = whole.rows(day(0));
    expect(ended).toMatchObject({
      in_force_from: records[0]!.record.recorded_at,
      in_force_until: records[2]!.record.recorded_at,
      ended_by_sequence: 3,
      ended_by_sha256: `sha256:${records[2]!.sha256}`,
      ended_by_path: recordPath(records[2]!.record),
    });
    expect(current).toMatchObject({
      in_force_from: records[2]!.record.recorded_at,
      in_force_until: null,
      ended_by_sequence: null,
      ended_by_sha256: null,
      ended_by_path: null,
    });
    // Held after each record and resumed, fed the rest: the same rows as one fold.
    for (let at = 0; at <= records.length; at += 1) {
      const first = new SitePopulation();
      for (const entry of records.slice(0, at)) first.add(entry);
      const numbers = numbering();
      const held = JSON.parse(JSON.stringify(first.held(numbers)));
      const resumed = SitePopulation.resume(held, naming(numbers.tables));
      for (const entry of records.slice(at)) resumed.add(entry);
      expect(resumed.rows(day(0)), `held after ${at}`).toEqual(whole.rows(day(0)));
    }
  });

  it("resumed after every record of a ledger re-rating its site: the rows of one fold", () => {
    const records = ledgerOf([
      { rate: "low" },
      { merge: "gap" },
      { rate: "medium" },
      { merge: "none" },
      "drift",
      { rate: "low" },
      { merge: "removed" },
    ]);
    const whole = new SitePopulation();
    for (const entry of records) whole.add(entry);
    expect(whole.rows(day(0))).toHaveLength(2);
    for (let at = 0; at <= records.length; at += 1) {
      const first = new SitePopulation();
      for (const entry of records.slice(0, at)) first.add(entry);
      const numbers = numbering();
      const held = JSON.parse(JSON.stringify(first.held(numbers)));
      const resumed = SitePopulation.resume(held, naming(numbers.tables));
      for (const entry of records.slice(at)) resumed.add(entry);
      expect(resumed.rows(day(0)), `held after ${at}`).toEqual(whole.rows(day(0)));
    }
  });

  it("cites the record that put each file in force: its path in the ledger holds it", () => {
    const records = ledgerOf([
      { merge: "gap" },
      { merge: "none", file: "low-impact/z-site.yaml" },
      "drift",
      { merge: "isolated" },
      { merge: "none", as: "refused" },
    ]);
    const byPath = new Map(records.map((entry) => [recordPath(entry.record), entry]));
    const population = new SitePopulation();
    for (const entry of records) population.add(entry);
    const rows = population.rows(day(0));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const cited = byPath.get(String(row.record_path));
      expect(cited, String(row.record_path)).toBeDefined();
      const { record, sha256 } = cited!;
      expect(row).toMatchObject({
        workspace: record.workspace,
        record_sequence: record.sequence,
        record_sha256: `sha256:${sha256}`,
        recorded_at: record.recorded_at,
      });
      const carried = record.kind === "change" ? record.change.low_impact_files : undefined;
      expect(carried?.files.map(({ file }) => file)).toContain(row.site_file);
      if (row.ended_by_path === null) continue;
      const ender = byPath.get(String(row.ended_by_path))?.record;
      expect(
        ender?.kind === "change" && ender.change.low_impact_files?.files.map(({ file }) => file),
      ).toContain(row.site_file);
    }
  });

  it("writes a site's names inert for a spreadsheet, in the population's CSV", () => {
    const population = new SitePopulation();
    for (const entry of ledgerOf([{ merge: "gap" }])) population.add(entry);
    const layout = populationLayout("csv");
    const [row] = population.rows(day(0));
    // The columns before issue 96's in their order, the interval and the record that ended it after.
    expect(layout.start("lowImpactSites")).toBe(
      "workspace,record_sequence,record_sha256,record_path,recorded_at,site_file,site_id,sites,routable,access_control_devices,rule_set,dial_up,vendor_remote_access,vendor_paths,methods_6.1,methods_6.2,methods_6.3,in_force_from,in_force_until,ended_by_sequence,ended_by_sha256,ended_by_path\r\n",
    );
    // A site named as a formula starts with an apostrophe; the cell holds `;`, so it is quoted.
    expect(layout.row("lowImpactSites", row!, 0)).toContain(
      `,"'=HYPERLINK(""http://x""); Substation 12",yes,fw-sub12,`,
    );
  });
});

describe("low-impact-sites.csv of a period, through the populations' passes", () => {
  it("lists a gap opened and closed in the period and a site that left scope, not what ended before", () => {
    const records = ledgerOf([
      { rate: "low" },
      { merge: "none" },
      { merge: "gap" },
      "drift",
      { merge: "none" },
      { rate: "medium" },
      "drift",
    ]);
    const before = structuredClone(records);
    const rows = populations(
      records,
      { from: day(3), to: day(10) },
      { obligations: [] },
    ).lowImpactSites;
    expect(
      rows.map((row) => [row.record_sequence, row.vendor_remote_access, row.ended_by_sequence]),
    ).toEqual([
      [3, "allowed", 5],
      [5, "none", 6],
    ]);
    expect(records).toEqual(before);
  });
});

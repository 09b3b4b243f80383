// CIP-003-9 R2's population of low-impact sites (issue 91, item 2), in a table: a site file an
// accepted merge put in force is one row with its Section 3 and Section 6 answers, a later accepted
// merge changing it moves the row to its record, one removing it drops the row; a refused merge's
// or a break-glass apply's site file is not listed and changes nothing; each row's citation
// resolves to the record that put the file in force (its path looked up in the ledger).
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
  | "drift";

const FILE = "low-impact/substation-12.yaml";

function mergeOf(step: Exclude<Step, "drift">, run: number): ChangeDraft {
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

function ledgerOf(steps: readonly Step[]): HashedRecord[] {
  return hashed(
    chainOf(
      steps.map((step, index) => ({
        draft:
          step === "drift"
            ? monitoringDraft("grid-east", index + 1, true)
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

/** Each row: the sequence of the record it cites, and its answers. */
function rowsOf(records: readonly HashedRecord[]) {
  const population = new SitePopulation();
  for (const entry of records) population.add(entry);
  const citation = new Set<string>(CITATION_COLUMNS);
  return population.rows().map((row) => ({
    cites: row.record_sequence,
    answers: Object.fromEntries(Object.entries(row).filter(([column]) => !citation.has(column))),
  }));
}

describe("the population of low-impact sites in force", () => {
  it.each<[string, Step[], ReturnType<typeof rowsOf>]>([
    ["none without a site file", ["drift"], []],
    ["a site put in force", [{ merge: "gap" }, "drift"], [{ cites: 1, answers: GAP_ANSWERS }]],
    [
      "a site changed: the row cites the merge that changed it",
      [{ merge: "gap" }, { merge: "none" }],
      [{ cites: 2, answers: NONE_ANSWERS }],
    ],
    [
      "a site made not routable",
      [{ merge: "none" }, { merge: "isolated" }],
      [{ cites: 2, answers: ISOLATED_ANSWERS }],
    ],
    ["a site removed", [{ merge: "gap" }, { merge: "removed" }], []],
    ["a refused merge's site file", [{ merge: "gap", as: "refused" }], []],
    ["a break-glass apply's site file", [{ merge: "gap", as: "break-glass" }], []],
    [
      "a refused change and a refused removal change nothing",
      [{ merge: "gap" }, { merge: "none", as: "refused" }, { merge: "removed", as: "refused" }],
      [{ cites: 1, answers: GAP_ANSWERS }],
    ],
    [
      "a break-glass change and removal change nothing",
      [
        { merge: "gap" },
        { merge: "none", as: "break-glass" },
        { merge: "removed", as: "break-glass" },
      ],
      [{ cites: 1, answers: GAP_ANSWERS }],
    ],
    [
      "a file its parser refuses puts nothing in force",
      [{ merge: "gap" }, { merge: "broken" }],
      [{ cites: 1, answers: GAP_ANSWERS }],
    ],
    [
      "two sites, in path order",
      [{ merge: "none", file: "low-impact/z-site.yaml" }, { merge: "gap" }],
      [
        { cites: 2, answers: GAP_ANSWERS },
        {
          cites: 1,
          answers: { ...NONE_ANSWERS, site_file: "low-impact/z-site.yaml", site_id: "z-site" },
        },
      ],
    ],
  ])("%s", (_, steps, expected) => {
    expect(rowsOf(ledgerOf(steps))).toEqual(expected);
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
    const rows = population.rows();
    expect(rows).toHaveLength(2);
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
    }
  });

  it("writes a site's names inert for a spreadsheet, in the population's CSV", () => {
    const population = new SitePopulation();
    for (const entry of ledgerOf([{ merge: "gap" }])) population.add(entry);
    const layout = populationLayout("csv");
    const [row] = population.rows();
    expect(layout.start("lowImpactSites")).toBe(
      "workspace,record_sequence,record_sha256,record_path,recorded_at,site_file,site_id,sites,routable,access_control_devices,rule_set,dial_up,vendor_remote_access,vendor_paths,methods_6.1,methods_6.2,methods_6.3\r\n",
    );
    // A site named as a formula starts with an apostrophe; the cell holds `;`, so it is quoted.
    expect(layout.row("lowImpactSites", row!, 0)).toContain(
      `,"'=HYPERLINK(""http://x""); Substation 12",yes,fw-sub12,`,
    );
  });
});

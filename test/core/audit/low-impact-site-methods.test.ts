// CIP-003-9 R2's population of low-impact sites (low-impact-sites.csv) gives each Section 6 method
// as the site file writes it (issue 96, item 3): a method written as text reaches every vendor
// path and is listed as it was before per-path methods; one narrowed by its paths: is listed with
// the paths it reaches, so that the row an auditor samples shows which path each method covers.
import { describe, expect, it } from "vitest";
import { SitePopulation } from "../../../src/core/audit/families/low-impact/site-population.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft, day } from "../../support/evidence-records.ts";
import { hashed } from "../../support/obligation-ledgers.ts";

const FILE = "low-impact/substation-12.yaml";
const TEXT = `version: 1
id: substation-12
sites: [Substation 12]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn, jump-1] }
dial_up: none
transient_cyber_assets: { plan: docs/tca-plan.md, managed: [] }
vendor_remote_access:
  paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }, { id: jump-1, kind: jump host, device: fw-sub12 }]
  determine: [ticket]
  disable: [{ method: VPN account disabled, paths: [oem-vpn] }, { method: jump host account locked, paths: [jump-1] }]
  detect: [IDS, { method: jump host log review, paths: [jump-1, oem-vpn] }]
`;

describe("the population of low-impact sites, Section 6's methods", () => {
  it("lists a narrowed method with the paths it reaches, a plain one as written", () => {
    const draft = changeDraft("grid-east", 1, "applied");
    Object.assign(draft.change, {
      low_impact_files: {
        compared_with: "the commit in force",
        files: [{ file: FILE, sha256: `sha256:${sha256Hex(TEXT)}`, text: TEXT }],
      },
    });
    const population = new SitePopulation();
    for (const entry of hashed(chainOf([{ draft, at: day(0) }]))) population.add(entry);
    expect(population.rows(day(0))).toMatchObject([
      {
        site_file: FILE,
        vendor_paths: "oem-vpn (vpn, fw-sub12); jump-1 (jump host, fw-sub12)",
        "methods_6.1": "ticket",
        "methods_6.2":
          "VPN account disabled (reaches oem-vpn); jump host account locked (reaches jump-1)",
        "methods_6.3": "IDS; jump host log review (reaches jump-1, oem-vpn)",
      },
    ]);
  });
});

// CIP-003-9 R2 at review: a change that creates assets in a cyber system declared `impact: low`
// at a site (its facility or control center) that no site file of the checkout names in `sites:`
// gets one warning per site, at the first such create's declaration, naming the site, the low
// impact systems the change adds assets to, and the file to write. A site named by a file that
// parses, a system of another impact or none, a create without a parent, and updates or deletes
// get none; a name is matched exactly as written (case included), and a file that does not parse
// names nothing. A system the change re-rates to low (its document's impact: moves to low) at such
// a site gets the same reminder, at its impact: line, whether or not the change adds assets to it
// (issue 96, item 6). Each row asserts the whole outcome (a warning, never an error), and that the
// decision changed neither the files nor the operations (nothing written, nothing applied).
import { describe, expect, it } from "vitest";
import { siteReminders } from "../../../src/core/low-impact/site-reminder.ts";
import type { Operation, SystemRef } from "../../../src/core/plan/plan-model.ts";
import type { Rerating } from "../../../src/core/plan/released/rerated-systems.ts";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";

const SUBSTATION: SystemRef["parent"] = { kind: "facility", id: "fac_12", name: "Substation 12" };
const CONTROL_CENTER: SystemRef["parent"] = {
  kind: "control_center",
  id: "cc_1",
  name: "Primary Control Center",
};

function system(name: string, impact: SystemRef["impact"], parent = SUBSTATION): SystemRef {
  return { id: `cs_${name}`, name, parent, ...(impact === undefined ? {} : { impact }) };
}

const AUTOMATION = system("Station Automation", "low");
const PROTECTION = system("Protection System", "low");

/** A create of `name` in `cyber_system`, declared at line `line` of its system's file. */
function create(name: string, cyber_system: SystemRef, line = 5): Operation {
  return {
    action: "create",
    name,
    asset_type: "hardware",
    cyber_system,
    depends_on: [],
    source: { file: `inventory/${cyber_system.name}.yaml`, line, column: 5 },
  };
}

/** `cyber_system` re-rated from `was` (none declared when undefined), its impact at line 3. */
function rerating(cyber_system: SystemRef, was: SystemRef["impact"]): Rerating {
  return {
    system: cyber_system,
    ...(was === undefined ? {} : { was }),
    location: { file: `inventory/${cyber_system.name}.yaml`, line: 3, column: 9 },
  };
}

/** A site file `id` naming `sites`, valid unless `broken`. */
function siteFile(id: string, sites: string[], broken = false): [string, string] {
  const text = [
    "version: 1",
    `id: ${id}`,
    `sites: [${sites.map((site) => JSON.stringify(site)).join(", ")}]`,
    "physical_access: { controls: [card key at the control house], access_control_assets: [] }",
    "electronic_access: { routable: false }",
    "dial_up: none",
    `transient_cyber_assets: { plan: docs/tca-plan.md${broken ? "" : ", managed: []"} }`,
    "vendor_remote_access: none",
    "",
  ].join("\n");
  return [`low-impact/${id}.yaml`, text];
}

const SECTIONS =
  "and each Attachment 1 section's answer (physical_access, electronic_access, dial_up, transient_cyber_assets and vendor_remote_access; see docs/obligations/cip-003-low-impact.md)";

describe("the reminder for a low impact site no site file names (CIP-003-9 R2)", () => {
  it.each([
    {
      what: "a create in a low impact system at a facility no file names: one warning",
      head: [],
      operations: [create("sub12-rtu-01", AUTOMATION)],
      found: [
        `warning inventory/Station Automation.yaml:5:5 CIP-003-9 R2: this change adds assets to low impact system "Station Automation" at facility "Substation 12", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-12.yaml with sites: ["Substation 12"] ${SECTIONS}, or add "Substation 12" to an existing site file's sites`,
      ],
    },
    {
      what: "the same at a control center",
      head: [siteFile("substation-12", ["Substation 12"])],
      operations: [create("ems-hmi-01", system("EMS", "low", CONTROL_CENTER), 9)],
      found: [
        `warning inventory/EMS.yaml:9:5 CIP-003-9 R2: this change adds assets to low impact system "EMS" at control center "Primary Control Center", which no site file names, so its Attachment 1 sections are not declared: write low-impact/primary-control-center.yaml with sites: ["Primary Control Center"] ${SECTIONS}, or add "Primary Control Center" to an existing site file's sites`,
      ],
    },
    {
      what: "creates in two low impact systems of one site: one warning naming both, at the first",
      head: [],
      operations: [
        create("sub12-relay-01", PROTECTION, 7),
        create("sub12-rtu-01", AUTOMATION),
        create("sub12-relay-02", PROTECTION, 8),
      ],
      found: [
        `warning inventory/Protection System.yaml:7:5 CIP-003-9 R2: this change adds assets to low impact systems "Protection System" and "Station Automation" at facility "Substation 12", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-12.yaml with sites: ["Substation 12"] ${SECTIONS}, or add "Substation 12" to an existing site file's sites`,
      ],
    },
    {
      what: "the site named by a site file of the checkout: none",
      head: [siteFile("east-substations", ["Substation 11", "Substation 12"])],
      operations: [create("sub12-rtu-01", AUTOMATION)],
      found: [],
    },
    {
      what: "the site named only by a file that does not parse: a warning (it names nothing)",
      head: [siteFile("substation-12", ["Substation 12"], true)],
      operations: [create("sub12-rtu-01", AUTOMATION)],
      found: [
        `warning inventory/Station Automation.yaml:5:5 CIP-003-9 R2: this change adds assets to low impact system "Station Automation" at facility "Substation 12", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-12.yaml with sites: ["Substation 12"] ${SECTIONS}, or add "Substation 12" to an existing site file's sites`,
      ],
    },
    {
      what: "a name that differs in case only: a warning (names match exactly as written)",
      head: [siteFile("substation-12", ["substation 12"])],
      operations: [create("sub12-rtu-01", AUTOMATION)],
      found: [
        `warning inventory/Station Automation.yaml:5:5 CIP-003-9 R2: this change adds assets to low impact system "Station Automation" at facility "Substation 12", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-12.yaml with sites: ["Substation 12"] ${SECTIONS}, or add "Substation 12" to an existing site file's sites`,
      ],
    },
    {
      what: "two sites without a file: one warning each, in the order of their first create",
      head: [],
      operations: [
        create("ems-hmi-01", system("EMS", "low", CONTROL_CENTER), 9),
        create("sub12-rtu-01", AUTOMATION),
      ],
      found: [
        `warning inventory/EMS.yaml:9:5 CIP-003-9 R2: this change adds assets to low impact system "EMS" at control center "Primary Control Center", which no site file names, so its Attachment 1 sections are not declared: write low-impact/primary-control-center.yaml with sites: ["Primary Control Center"] ${SECTIONS}, or add "Primary Control Center" to an existing site file's sites`,
        `warning inventory/Station Automation.yaml:5:5 CIP-003-9 R2: this change adds assets to low impact system "Station Automation" at facility "Substation 12", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-12.yaml with sites: ["Substation 12"] ${SECTIONS}, or add "Substation 12" to an existing site file's sites`,
      ],
    },
    {
      what: "untrusted names quoted: no markup, no workflow command, no hidden character",
      head: [],
      operations: [
        create(
          "rtu",
          system('RTU "a"\n::error::x', "low", {
            kind: "facility",
            id: "fac_x",
            name: "<b>Yard</b>\u202E",
          }),
        ),
      ],
      found: [
        `warning inventory/RTU "a"\n::error::x.yaml:5:5 CIP-003-9 R2: this change adds assets to low impact system "RTU \\"a\\"\\n::error::x" at facility "<b>Yard</b>\\u202E", which no site file names, so its Attachment 1 sections are not declared: write low-impact/b-yard-b.yaml with sites: ["<b>Yard</b>\\u202E"] ${SECTIONS}, or add "<b>Yard</b>\\u202E" to an existing site file's sites`,
      ],
    },
    ...(["medium", "high", undefined] as const).map((impact) => ({
      what: `a system of impact ${impact ?? "undeclared"}: none`,
      head: [],
      operations: [create("sub12-rtu-01", system("Station Automation", impact))],
      found: [],
    })),
    {
      what: "a create without a parent: none (the tool cannot tell the site)",
      head: [],
      operations: [create("rtu-01", { ...AUTOMATION, parent: null })],
      found: [],
    },
    {
      what: "updates and deletes only: none",
      head: [],
      operations: [
        {
          action: "update",
          asset_id: "ca_1",
          name: "sub12-rtu-01b",
          cyber_system: AUTOMATION,
          kinds: ["rename"],
          temporary: false,
          changes: { name: { from: "sub12-rtu-01", to: "sub12-rtu-01b" } },
          depends_on: [],
        },
        {
          action: "delete",
          asset_id: "ca_2",
          name: "sub12-relay-01",
          asset_type: "hardware",
          cyber_system: PROTECTION,
          depends_on: [],
        },
      ],
      found: [],
    },
    {
      what: "a low impact system re-rated from medium, no asset added: a warning at its impact line",
      head: [],
      operations: [],
      rerated: [rerating(AUTOMATION, "medium")],
      found: [
        `warning inventory/Station Automation.yaml:3:9 CIP-003-9 R2: this change re-rates system "Station Automation" to low impact at facility "Substation 12", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-12.yaml with sites: ["Substation 12"] ${SECTIONS}, or add "Substation 12" to an existing site file's sites`,
      ],
    },
    {
      what: "assets added to one low system and another re-rated at one site: one warning, at the create",
      head: [],
      operations: [create("sub12-relay-01", PROTECTION, 7)],
      rerated: [rerating(AUTOMATION, undefined)],
      found: [
        `warning inventory/Protection System.yaml:7:5 CIP-003-9 R2: this change adds assets to low impact system "Protection System" and re-rates system "Station Automation" to low impact at facility "Substation 12", which no site file names, so its Attachment 1 sections are not declared: write low-impact/substation-12.yaml with sites: ["Substation 12"] ${SECTIONS}, or add "Substation 12" to an existing site file's sites`,
      ],
    },
    {
      what: "re-rated low at a site a file names: none",
      head: [siteFile("substation-12", ["Substation 12"])],
      operations: [],
      rerated: [rerating(AUTOMATION, "high")],
      found: [],
    },
    {
      what: "re-rated away from low, or without a site: none",
      head: [],
      operations: [],
      rerated: [
        { ...rerating(AUTOMATION, "low"), system: system("Station Automation", "medium") },
        rerating({ ...AUTOMATION, parent: null }, "medium"),
      ],
      found: [],
    },
  ] satisfies {
    what: string;
    head: [string, string][];
    operations: Operation[];
    rerated?: Rerating[];
    found: string[];
  }[])("$what", ({ head, operations, rerated, found }) => {
    const files = new Map(head);
    const [filesBefore, operationsBefore] = [new Map(files), structuredClone(operations)];
    const diagnostics = siteReminders(files, operations, rerated);
    expect(
      diagnostics.map(
        (d) => `${d.severity} ${d.location && formatLocation(d.location)} ${d.message}`,
      ),
    ).toEqual(found);
    expect(files).toEqual(filesBefore);
    expect(operations).toEqual(operationsBefore);
  });
});

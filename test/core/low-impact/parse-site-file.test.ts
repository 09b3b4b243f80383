// Low-impact site files (CIP-003-9 R2, Attachment 1) read with positions: a whole file read, and
// every mistake at file:line:column with what to write instead, in a table: a key's shape, a
// section that contradicts another (a Section 3.1 device no physical control covers, vendor access
// without routable communications, a rule set admitting a vendor path Section 6 does not declare).
// A file with an error yields nothing (the caller fails closed); a Section 6 part without methods
// is no error here (the gate's concern).
import { describe, expect, it } from "vitest";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";
import { parseSiteFileText } from "../../../src/core/low-impact/parse-site-file.ts";
import { LOW_IMPACT_FILES } from "../../../src/core/low-impact/low-impact-files.ts";

const FILE = "low-impact/substation-12.yaml";
const DIGEST = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

/** A whole site file; each line a key, so a row of the table replaces one by its key. */
const SITE: Record<string, string> = {
  version: "version: 1",
  id: "id: substation-12",
  sites: "sites: [Substation 12, Substation 12 annex]",
  physical_access:
    "physical_access: { controls: [card key at the control house], access_control_assets: [fw-sub12] }",
  electronic_access:
    "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn] }",
  dial_up: "dial_up: none",
  transient_cyber_assets:
    "transient_cyber_assets: { plan: plans/tca-plan.md, managed: [{ name: laptop-07, method: antivirus }, { name: hmi-cart, no_capability: vendor appliance without an OS of its own }] }",
  vendor_remote_access:
    "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [access pre-authorized by ticket], disable: [VPN account disabled after each session], detect: [IDS on the vendor segment] }",
};

/** Section 6 at a site without Section 3.1's communications, a vendor's dial-in among them. */
const NOT_UNDER_3_1 =
  "vendor_remote_access allows vendor electronic remote access, which Section 6 counts only where it is established under Section 3.1, but electronic_access declares no routable communications (routable: false); declare them, with their devices and rule set, or write vendor_remote_access: none (a vendor's dial-in is Section 3.2's Dial-up Connectivity: write how it is authenticated under dial_up)";

/** Section 3.1 with the permitted flows `written` (the list's entries). */
const flows = (written: string) =>
  `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn], flows: [${written}] }`;

/** Two vendor paths, for the rows whose methods name paths. */
const TWO_PATHS =
  "paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }, { id: jump-1, kind: jump host, device: fw-sub12 }]";
const TWO_ADMITTED =
  "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn, jump-1] }";

const site = (replace: Record<string, string | undefined> = {}) =>
  `${Object.entries({ ...SITE, ...replace })
    .flatMap(([, line]) => (line === undefined ? [] : [line]))
    .join("\n")}\n`;

function problems(text: string, file = FILE): string[] {
  const parsed = parseSiteFileText(text, file);
  expect(parsed.value, "a file with an error yields nothing").toBeUndefined();
  return parsed.diagnostics.map((d) => `${d.location && formatLocation(d.location)}: ${d.message}`);
}

describe("low-impact/ID.yaml", () => {
  it("reads each section a site declares", () => {
    const parsed = parseSiteFileText(site(), FILE);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toEqual({
      id: "substation-12",
      sites: ["Substation 12", "Substation 12 annex"],
      physicalAccess: {
        controls: ["card key at the control house"],
        accessControlAssets: ["fw-sub12"],
      },
      electronicAccess: {
        routable: true,
        devices: ["fw-sub12"],
        ruleSet: { file: "firewall/sub12.rules" },
        vendorPaths: ["oem-vpn"],
        location: { file: FILE, line: 5, column: 1 },
      },
      dialUp: { present: false },
      transientCyberAssets: {
        plan: "plans/tca-plan.md",
        managed: [
          { name: "laptop-07", method: "antivirus" },
          { name: "hmi-cart", noCapability: "vendor appliance without an OS of its own" },
        ],
      },
      vendorRemoteAccess: {
        allowed: true,
        paths: [
          {
            id: "oem-vpn",
            kind: "vpn",
            device: "fw-sub12",
            location: { file: FILE, line: 8, column: 33 },
          },
        ],
        methods: {
          determine: [{ method: "access pre-authorized by ticket" }],
          disable: [{ method: "VPN account disabled after each session" }],
          detect: [{ method: "IDS on the vendor segment" }],
        },
        location: { file: FILE, line: 8, column: 1 },
      },
    });
  });

  it("reads a site without routable communications, dial-up authenticated, no vendor access", () => {
    const parsed = parseSiteFileText(
      site({
        physical_access: "physical_access: { controls: [fenced yard], access_control_assets: [] }",
        electronic_access: "electronic_access: { routable: false }",
        dial_up: "dial_up: { authentication: dial-back modem }",
        transient_cyber_assets: "transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }",
        vendor_remote_access: "vendor_remote_access: none",
      }),
      FILE,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toMatchObject({
      physicalAccess: { accessControlAssets: [] },
      electronicAccess: { routable: false },
      dialUp: { present: true, authentication: "dial-back modem" },
      transientCyberAssets: { managed: [] },
      vendorRemoteAccess: { allowed: false },
    });
  });

  it("reads Section 3.1's permitted flows, each with its need or without one", () => {
    const parsed = parseSiteFileText(
      site({
        electronic_access:
          "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn], flows: [{ direction: inbound, peer: ems-fep-01, need: DNP3 polling by the EMS }, { direction: outbound, peer: historian }] }",
      }),
      FILE,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.electronicAccess).toEqual({
      routable: true,
      devices: ["fw-sub12"],
      ruleSet: { file: "r" },
      vendorPaths: ["oem-vpn"],
      flows: [
        {
          direction: "inbound",
          peer: "ems-fep-01",
          need: "DNP3 polling by the EMS",
          location: { file: FILE, line: 5, column: 115 },
        },
        {
          direction: "outbound",
          peer: "historian",
          location: { file: FILE, line: 5, column: 188 },
        },
      ],
      location: { file: FILE, line: 5, column: 1 },
    });
  });

  it("reads Section 5.3's Removable Media method and the Cyber Asset it runs on", () => {
    const parsed = parseSiteFileText(
      site({
        removable_media:
          "removable_media: { method: antivirus scan before each use, asset: media-kiosk-01 }",
      }),
      FILE,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.removableMedia).toEqual({
      method: "antivirus scan before each use",
      asset: "media-kiosk-01",
    });
    expect(parseSiteFileText(site(), FILE).value).not.toHaveProperty("removableMedia");
  });

  // CIP-003-11 3.1.2, "Detect known or suspected malicious communications for both inbound and
  // outbound electronic access" (✔ NERC PDF only): the methods over all of a site's access.
  it("reads the methods detecting malicious communications over all of Section 3.1's access", () => {
    const parsed = parseSiteFileText(
      site({
        electronic_access:
          "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn], detect: [IDS on the station LAN] }",
      }),
      FILE,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.electronicAccess).toMatchObject({ detect: ["IDS on the station LAN"] });
    expect(parseSiteFileText(site(), FILE).value?.electronicAccess).not.toHaveProperty("detect");
  });

  it("reads a rule set by its digest and the day it was reviewed", () => {
    const parsed = parseSiteFileText(
      site({
        electronic_access: `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { sha256: ${DIGEST}, reviewed_on: 2026-03-02 }, vendor_paths: [oem-vpn] }`,
      }),
      FILE,
    );
    expect(parsed.value?.electronicAccess).toEqual({
      routable: true,
      devices: ["fw-sub12"],
      ruleSet: { sha256: DIGEST, reviewedOn: "2026-03-02" },
      vendorPaths: ["oem-vpn"],
      location: { file: FILE, line: 5, column: 1 },
    });
  });

  it("leaves a Section 6 part without methods to the gate: no error", () => {
    const parsed = parseSiteFileText(
      site({
        vendor_remote_access:
          "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [ticket] }",
      }),
      FILE,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.vendorRemoteAccess).toMatchObject({
      methods: { determine: [{ method: "ticket" }] },
    });
  });

  it("reads a method narrowed to some vendor paths beside one that reaches every path", () => {
    const parsed = parseSiteFileText(
      site({
        electronic_access:
          "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn, jump-1] }",
        vendor_remote_access: `vendor_remote_access: { ${TWO_PATHS}, determine: [ticket], disable: [{ method: VPN account disabled, paths: [oem-vpn] }, { method: jump host session closed, paths: [jump-1, oem-vpn] }], detect: [IDS] }`,
      }),
      FILE,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value?.vendorRemoteAccess).toMatchObject({
      methods: {
        determine: [{ method: "ticket" }],
        disable: [
          { method: "VPN account disabled", paths: ["oem-vpn"] },
          { method: "jump host session closed", paths: ["jump-1", "oem-vpn"] },
        ],
        detect: [{ method: "IDS" }],
      },
    });
  });

  it.each([
    [
      "a key the file does not know",
      { extra: "section_7: yes" },
      [
        '9:1: unknown key "section_7"; the keys of a low-impact site file are version, id, sites, physical_access, electronic_access, dial_up, transient_cyber_assets, vendor_remote_access and removable_media',
      ],
    ],
    [
      "a section left out",
      { dial_up: undefined },
      ['1:1: a low-impact site file has no "dial_up"; add it'],
    ],
    [
      "an id that is not the file's name",
      { id: "id: substation-13" },
      [
        '2:5: site file id "substation-13" is not its file\'s name (low-impact/substation-12.yaml); rename the file to low-impact/substation-13.yaml, or write id: substation-12',
      ],
    ],
    [
      "no physical control",
      {
        physical_access: "physical_access: { controls: [], access_control_assets: [fw-sub12] }",
      },
      [
        "4:30: controls is empty, but Section 2 controls physical access to every site: write at least one, a control of physical access to the site or its systems' locations (a card key, locks, an alarm)",
      ],
    ],
    [
      "routable written as a word",
      {
        electronic_access:
          "electronic_access: { routable: yes, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn] }",
      },
      ['5:32: routable must be true or false, not the text "yes"'],
    ],
    [
      "routable communications without their devices",
      {
        electronic_access:
          "electronic_access: { routable: true, rule_set: { file: r }, vendor_paths: [oem-vpn] }",
      },
      [
        '5:22: electronic_access with routable: true has no "devices"; add it ({ routable: true, devices: [fw-sub12], rule_set: { file: PATH } } or { routable: false })',
      ],
    ],
    [
      "devices where routable is false",
      {
        electronic_access: "electronic_access: { routable: false, devices: [fw-sub12] }",
        vendor_remote_access: "vendor_remote_access: none",
      },
      [
        "5:39: electronic_access declares no routable communications (routable: false), so it has no devices; remove it, or write routable: true",
      ],
    ],
    [
      "a rule set both by file and by digest",
      {
        electronic_access: `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r, sha256: ${DIGEST} }, vendor_paths: [oem-vpn] }`,
      },
      [
        "5:69: rule_set must be { file: firewall/sub12.rules } or { sha256: HEX, reviewed_on: 2026-03-02 }: the reviewed rules as a file in the repository, or their digest and the day they were reviewed",
      ],
    ],
    [
      "a digest that is not SHA-256",
      {
        electronic_access:
          "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { sha256: abc, reviewed_on: 2026-03-02 }, vendor_paths: [oem-vpn] }",
      },
      [
        '5:79: sha256 must be 64 lowercase hex digits (the SHA-256 of the reviewed rule set), not "abc"',
      ],
    ],
    [
      "a Section 3.1 device no physical control covers (Section 2 (2))",
      {
        electronic_access:
          "electronic_access: { routable: true, devices: [fw-sub12, rtr-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn] }",
      },
      [
        '5:58: "rtr-sub12" provides Section 3.1\'s electronic access control, so Section 2 (2) controls physical access to it: add it to physical_access.access_control_assets',
      ],
    ],
    [
      "dial-up written as yes",
      { dial_up: "dial_up: yes" },
      [
        '6:10: dial_up must be a map ({ authentication: dial-back modem } or none), not the text "yes"',
      ],
    ],
    [
      "a managed Transient Cyber Asset with both a method and no capability",
      {
        transient_cyber_assets:
          "transient_cyber_assets: { plan: p, managed: [{ name: laptop-07, method: antivirus, no_capability: none }] }",
      },
      [
        "7:46: a managed Transient Cyber Asset names both its method and why it has none (Section 5.1); write exactly one of method: HOW or no_capability: WHY",
      ],
    ],
    [
      "vendor remote access written as yes",
      { vendor_remote_access: "vendor_remote_access: yes" },
      [
        '8:23: vendor_remote_access must be a map (none, or { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [...], disable: [...], detect: [...] }), not the text "yes"',
      ],
    ],
    [
      "vendor access allowed without its paths",
      { vendor_remote_access: "vendor_remote_access: { determine: [ticket] }" },
      ['8:23: vendor_remote_access has no "paths"; add it'],
    ],
    [
      "a vendor path declared twice",
      {
        vendor_remote_access:
          "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }, { id: oem-vpn, kind: jump host, device: js-1 }] }",
      },
      ['8:79: vendor path "oem-vpn" is declared twice; keep one'],
    ],
    [
      "vendor access allowed at a site without routable communications (Section 6 applies under 3.1)",
      {
        electronic_access: "electronic_access: { routable: false }",
        physical_access: "physical_access: { controls: [fence], access_control_assets: [] }",
      },
      [`8:1: ${NOT_UNDER_3_1}`],
    ],
    [
      "a vendor's dial-in declared as a Section 6 path at a site with dial-up and no routable communications (Section 6 names 3.1 only)",
      {
        electronic_access: "electronic_access: { routable: false }",
        physical_access: "physical_access: { controls: [fence], access_control_assets: [] }",
        dial_up: "dial_up: { authentication: dial-back modem }",
        vendor_remote_access:
          "vendor_remote_access: { paths: [{ id: oem-modem, kind: dial-up, device: modem-1 }], determine: [call log], disable: [modem powered off], detect: [call review] }",
      },
      [`8:1: ${NOT_UNDER_3_1}`],
    ],
    [
      "a rule set admitting a vendor path Section 6 does not declare",
      {
        electronic_access:
          "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn, oem-teamviewer] }",
      },
      [
        '5:106: the rule set admits vendor path "oem-teamviewer", which vendor_remote_access.paths does not declare; declare it there (its kind and device), or remove it from vendor_paths',
      ],
    ],
    [
      "a rule set admitting a vendor path where vendor access is none",
      { vendor_remote_access: "vendor_remote_access: none" },
      [
        '5:116: the rule set admits vendor path "oem-vpn", but vendor_remote_access is none; declare the path under vendor_remote_access with its methods for 6.1, 6.2 and 6.3, or remove it from vendor_paths',
      ],
    ],
    [
      "a Removable Media method without the Cyber Asset it runs on",
      { removable_media: "removable_media: { method: antivirus scan }" },
      ['9:18: removable_media has no "asset"; add it'],
    ],
    [
      "a Removable Media method written as a word",
      { removable_media: "removable_media: kiosk" },
      [
        '9:18: removable_media must be a map ({ method: antivirus scan before each use, asset: media-kiosk-01 }), not the text "kiosk"',
      ],
    ],
    [
      "a Removable Media method with an empty asset",
      { removable_media: "removable_media: { method: antivirus scan, asset: '' }" },
      [
        "9:51: asset is empty; write the Cyber Asset the method runs on, other than a BES Cyber System (Section 5.3.1)",
      ],
    ],
    [
      "a permitted flow in a direction Section 3.1 does not name",
      { electronic_access: flows("{ direction: inbond, peer: ems-fep-01, need: polling }") },
      ['5:128: unknown direction "inbond"; did you mean "inbound"?'],
    ],
    [
      "a permitted flow without its peer",
      { electronic_access: flows("{ direction: outbound, need: historian push }") },
      ['5:115: a permitted flow has no "peer"; add it'],
    ],
    [
      "a permitted flow listed twice",
      {
        electronic_access: flows(
          "{ direction: inbound, peer: ems-fep-01, need: polling }, { direction: inbound, peer: ems-fep-01, need: control }",
        ),
      },
      ['5:172: the inbound flow from "ems-fep-01" is listed twice in flows; keep one'],
    ],
    [
      "an empty list of flows",
      { electronic_access: flows("") },
      [
        "5:114: flows is an empty list; write at least one of { direction: inbound, peer: scada-master, need: DNP3 polling by the EMS }, or remove the key",
      ],
    ],
    [
      "detect where routable is false",
      {
        electronic_access: "electronic_access: { routable: false, detect: [IDS] }",
        physical_access: "physical_access: { controls: [fence], access_control_assets: [] }",
        vendor_remote_access: "vendor_remote_access: none",
      },
      [
        "5:39: electronic_access declares no routable communications (routable: false), so it has no detect; remove it, or write routable: true",
      ],
    ],
    [
      "an empty list of detection methods",
      {
        electronic_access:
          "electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn], detect: [] }",
      },
      [
        "5:115: detect is an empty list; write at least one of a method detecting malicious communications over all of the site's Section 3.1 access (an IDS, a log review), or remove the key",
      ],
    ],
    [
      "flows where routable is false",
      {
        electronic_access:
          "electronic_access: { routable: false, flows: [{ direction: inbound, peer: x, need: y }] }",
        physical_access: "physical_access: { controls: [fence], access_control_assets: [] }",
        vendor_remote_access: "vendor_remote_access: none",
      },
      [
        "5:39: electronic_access declares no routable communications (routable: false), so it has no flows; remove it, or write routable: true",
      ],
    ],
    [
      "a method naming a vendor path the site does not declare, with the nearest declared one",
      {
        electronic_access: TWO_ADMITTED,
        vendor_remote_access: `vendor_remote_access: { ${TWO_PATHS}, determine: [ticket], disable: [{ method: VPN account disabled, paths: [oem-vnp] }], detect: [IDS] }`,
      },
      [
        '8:202: method "VPN account disabled" of disable (Section 6.2) names vendor path "oem-vnp", which vendor_remote_access.paths does not declare; did you mean "oem-vpn"? Otherwise name "oem-vpn" or "jump-1", or declare it under paths (its kind and device)',
      ],
    ],
    [
      "a method naming a vendor path nothing near any declared one",
      {
        vendor_remote_access:
          "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [{ method: ticket, paths: [oem-vpn, teamviewer] }] }",
      },
      [
        '8:127: method "ticket" of determine (Section 6.1) names vendor path "teamviewer", which vendor_remote_access.paths does not declare; name "oem-vpn", or declare it under paths (its kind and device)',
      ],
    ],
    [
      "a narrowed method without its paths",
      {
        vendor_remote_access:
          "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], detect: [{ method: IDS }] }",
      },
      ['8:89: a method of detect (Section 6.3) has no "paths"; add it'],
    ],
    [
      "a narrowed method reaching no path",
      {
        vendor_remote_access:
          "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], detect: [{ method: IDS, paths: [] }] }",
      },
      [
        "8:111: paths is an empty list; write at least one of the id of a vendor path (vendor_remote_access.paths) the method reaches, or remove the key",
      ],
    ],
    [
      "a narrowed method with a key it does not know",
      {
        vendor_remote_access:
          "vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], detect: [{ method: IDS, path: [oem-vpn] }] }",
      },
      [
        '8:89: a method of detect (Section 6.3) has no "paths"; add it',
        '8:104: unknown key "path"; did you mean "paths"?',
      ],
    ],
    [
      "the same method written twice in a part, once narrowed",
      {
        electronic_access: TWO_ADMITTED,
        vendor_remote_access: `vendor_remote_access: { ${TWO_PATHS}, detect: [IDS, { method: IDS, paths: [jump-1] }] }`,
      },
      ['8:145: "IDS" is written twice in detect; keep one'],
    ],
  ])("refuses %s, at its place", (_what, replace, expected) => {
    expect(problems(site(replace))).toEqual(expected.map((line) => `${FILE}:${line}`));
  });

  it("refuses a site file filed outside low-impact/", () => {
    expect(problems(site(), "sites/substation-12.yaml")).toEqual([
      'sites/substation-12.yaml:2:5: site file "substation-12" is filed in sites, not low-impact/; move it to low-impact/substation-12.yaml',
    ]);
  });
});

// Scope from the inventory in force (issue 96, item 6): a site a file names that neither the
// service's facilities and control centers nor the inventory's documents know is refused at its
// entry with the nearest known names; with no service read, the inventory's declared sites judge
// it and the message says so. A file with other errors is left to its problems (not reported
// twice), and the texts are left as they were.
describe("the sites a site file names, against the facilities and control centers known", () => {
  const KNOWN = ["Pine Hill Substation", "Substation 12", "Substation 12 annex"];
  it.each([
    {
      what: "every site known: nothing",
      sites: "sites: [Substation 12, Substation 12 annex]",
      from: "service" as const,
      found: [],
    },
    {
      what: "a misspelt site, the service read: refused at its entry, with did-you-mean",
      sites: "sites: [Substation 12, Pine Hil Substation]",
      from: "service" as const,
      found: [
        `${FILE}:3:24: site "Pine Hil Substation" is no facility or control center the service holds; did you mean "Pine Hill Substation"? Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`,
      ],
    },
    {
      what: "no service read: judged against the inventory's declared sites, and said",
      sites: "sites:\n  - Pine Hil Substation\n  - Substation 12",
      from: "inventory" as const,
      found: [
        `${FILE}:4:5: site "Pine Hil Substation" is no facility or control center the inventory's documents declare (no service was read, so the inventory's declared sites judge it); did you mean "Pine Hill Substation"? Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`,
      ],
    },
    {
      what: "nothing close, and a name differing in case: each refused",
      sites: "sites: [Yard, substation 12]",
      from: "service" as const,
      found: [
        `${FILE}:3:9: site "Yard" is no facility or control center the service holds; no known name is close to it. Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`,
        `${FILE}:3:15: site "substation 12" is no facility or control center the service holds; did you mean "Substation 12"? Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`,
      ],
    },
    {
      what: "a file with another error: left to its problems",
      sites: "sites: [Pine Hil Substation]\ndial_up: sometimes",
      from: "service" as const,
      found: [],
    },
  ])("$what", ({ sites, from, found }) => {
    const text = site({ sites, dial_up: sites.includes("dial_up") ? undefined : SITE.dial_up });
    const files = new Map([
      [FILE, text],
      ["low-impact/records/review.yaml", "version: 1\n"],
    ]);
    const before = new Map(files);
    const diagnostics = LOW_IMPACT_FILES.unknownParents?.(files, { names: KNOWN, from }) ?? [];
    expect(
      diagnostics.map((d) => `${d.location && formatLocation(d.location)}: ${d.message}`),
    ).toEqual(found);
    expect(diagnostics.every((d) => d.severity === "error")).toBe(true);
    expect(files).toEqual(before);
  });
});

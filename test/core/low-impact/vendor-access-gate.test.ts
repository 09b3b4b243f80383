// CIP-003-9 Section 6 at review: a change to a site file that makes the site allow vendor remote
// access, adds a vendor path, admits one in its Section 3.1 rules, or withdraws a part's last
// method while keeping its paths is listed with the parts it
// names no method for; `flag` (the default) only lists, `require` refuses each gap, and a policy
// that cannot be read refuses while a gap stands (fail closed). A change that removes access or
// leaves it as it was is not listed. Each row asserts the whole outcome, and that the decision
// changed nothing it was given (nothing written, nothing applied).
import { describe, expect, it } from "vitest";
import {
  checkVendorAccess,
  type SiteFileChange,
  type VendorAccessRuleRead,
} from "../../../src/core/low-impact/vendor-access-gate.ts";
import type {
  SiteFile,
  VendorAccessMethod,
  VendorAccessPart,
} from "../../../src/core/low-impact/site-file.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";

const PATH = "low-impact/substation-12.yaml";
const AT = { file: PATH, line: 8, column: 1 };
const ALL: VendorAccessPart[] = ["determine", "disable", "detect"];

/**
 * A site allowing the vendor paths `paths`, admitting `admitted` in 3.1, naming a method that
 * reaches every path for each of `parts`, and the methods `narrowed` gives (replacing a part's).
 */
function site(
  paths: string[] | "none",
  parts: VendorAccessPart[] = ALL,
  admitted: string[] = paths === "none" ? [] : paths,
  narrowed: Partial<Record<VendorAccessPart, VendorAccessMethod[]>> = {},
): SiteFile {
  return {
    id: "substation-12",
    sites: ["Substation 12"],
    physicalAccess: { controls: ["card key"], accessControlAssets: ["fw-sub12"] },
    electronicAccess: {
      routable: true,
      devices: ["fw-sub12"],
      ruleSet: { file: "firewall/sub12.rules" },
      vendorPaths: admitted,
      location: { file: PATH, line: 5, column: 1 },
    },
    dialUp: { present: false },
    transientCyberAssets: { plan: "plans/tca-plan.md", managed: [] },
    vendorRemoteAccess:
      paths === "none"
        ? { allowed: false }
        : {
            allowed: true,
            paths: paths.map((id) => ({ id, kind: "vpn", device: "fw-sub12", location: AT })),
            methods: {
              ...Object.fromEntries(parts.map((part) => [part, [{ method: `a ${part} method` }]])),
              ...narrowed,
            },
            location: AT,
          },
  };
}

const FLAG: VendorAccessRuleRead = { rule: { setting: "flag", file: "cip-policy.yaml" } };
const REQUIRE: VendorAccessRuleRead = { rule: { setting: "require", file: "cip-policy.yaml" } };
const NO_POLICY: VendorAccessRuleRead = { rule: undefined };
const UNREADABLE_PROBLEM: Diagnostic = {
  severity: "error",
  message: "the policy file cip-policy.yaml is invalid",
  location: { file: "cip-policy.yaml", line: 3, column: 1 },
};
const UNREADABLE: VendorAccessRuleRead = { diagnostics: [UNREADABLE_PROBLEM] };

const refusal = (message: string): Diagnostic => ({ severity: "error", location: AT, message });
const REACH_FIX = (part: VendorAccessPart, paths: string) =>
  `have a method under vendor_remote_access.${part} reach ${paths} (written as text, a method reaches every path; { method, paths } only those it names), or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths`;
const IDS_ON_VPN: VendorAccessMethod = { method: "IDS on the VPN segment", paths: ["oem-vpn"] };
const VPN_DISABLED: VendorAccessMethod = { method: "VPN account disabled", paths: ["oem-vpn"] };
const JUMP_DISABLED: VendorAccessMethod = {
  method: "jump host account disabled",
  paths: ["jump-1"],
};
const TWO = ["oem-vpn", "jump-1"];

describe("checkVendorAccess", () => {
  it.each([
    {
      what: "a new site file allowing access with all three methods, under require",
      change: { path: PATH, after: site(["oem-vpn"]) },
      read: REQUIRE,
      listed: { triggers: [{ kind: "allows" }], missing: [], unreached: [] },
      setting: "require",
      problems: [],
    },
    {
      what: "a new site file allowing access without 6.2 and 6.3, under flag: listed only",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: FLAG,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"], unreached: [] },
      setting: "flag",
      problems: [],
    },
    {
      what: "the same with no policy: flag, the default",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: NO_POLICY,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"], unreached: [] },
      setting: "flag",
      problems: [],
    },
    {
      what: "the same under require: refused",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: REQUIRE,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"], unreached: [] },
      setting: "require",
      problems: [
        refusal(
          "CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) allows vendor electronic remote access without methods for 6.2 and 6.3, and cip-policy.yaml requires every part's methods: name at least one method under vendor_remote_access.disable and vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths",
        ),
      ],
    },
    {
      what: "a site that allowed none now allowing access without 6.3, under require",
      change: {
        path: PATH,
        before: site("none"),
        after: site(["oem-vpn"], ["determine", "disable"]),
      },
      read: REQUIRE,
      listed: { triggers: [{ kind: "allows" }], missing: ["detect"], unreached: [] },
      setting: "require",
      problems: [
        refusal(
          "CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) allows vendor electronic remote access without methods for 6.3, and cip-policy.yaml requires every part's methods: name at least one method under vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths",
        ),
      ],
    },
    {
      what: "a path added to a site whose methods are all named: listed, not refused",
      change: { path: PATH, before: site(["oem-vpn"]), after: site(["oem-vpn", "jump-1"]) },
      read: REQUIRE,
      listed: {
        triggers: [
          { kind: "adds-path", path: "jump-1" },
          { kind: "admits-path", path: "jump-1" },
        ],
        missing: [],
        unreached: [],
      },
      setting: "require",
      problems: [],
    },
    {
      what: "a path added to a site that names no 6.3 method: refused",
      change: {
        path: PATH,
        before: site(["oem-vpn"], ["determine", "disable"]),
        after: site(["oem-vpn", "jump-1"], ["determine", "disable"], ["oem-vpn"]),
      },
      read: REQUIRE,
      listed: {
        triggers: [{ kind: "adds-path", path: "jump-1" }],
        missing: ["detect"],
        unreached: [],
      },
      setting: "require",
      problems: [
        refusal(
          'CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) adds vendor path "jump-1" without methods for 6.3, and cip-policy.yaml requires every part\'s methods: name at least one method under vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths',
        ),
      ],
    },
    {
      what: "a declared path the Section 3.1 rules now admit, with no method at all: refused",
      change: {
        path: PATH,
        before: site(["oem-vpn"], [], []),
        after: site(["oem-vpn"], [], ["oem-vpn"]),
      },
      read: REQUIRE,
      listed: {
        triggers: [{ kind: "admits-path", path: "oem-vpn" }],
        missing: ["determine", "disable", "detect"],
        unreached: [],
      },
      setting: "require",
      problems: [
        refusal(
          'CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) admits vendor path "oem-vpn" in its Section 3.1 rules without methods for 6.1, 6.2 and 6.3, and cip-policy.yaml requires every part\'s methods: name at least one method under vendor_remote_access.determine, vendor_remote_access.disable and vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths',
        ),
      ],
    },
    {
      what: "the 6.2 and 6.3 methods withdrawn from a site that keeps its vendor path: refused",
      change: {
        path: PATH,
        before: site(["oem-vpn"]),
        after: site(["oem-vpn"], ["determine"]),
      },
      read: REQUIRE,
      listed: {
        triggers: [
          { kind: "withdraws-method", part: "disable" },
          { kind: "withdraws-method", part: "detect" },
        ],
        missing: ["disable", "detect"],
        unreached: [],
      },
      setting: "require",
      problems: [
        refusal(
          "CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) withdraws the last method for 6.2 while keeping its vendor paths and withdraws the last method for 6.3 while keeping its vendor paths without methods for 6.2 and 6.3, and cip-policy.yaml requires every part's methods: name at least one method under vendor_remote_access.disable and vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths",
        ),
      ],
    },
    {
      what: "a new vendor path that a narrowed 6.3 method does not reach: refused",
      change: {
        path: PATH,
        before: site(["oem-vpn"], ALL, ["oem-vpn"], { detect: [IDS_ON_VPN] }),
        after: site(["oem-vpn", "jump-1"], ALL, ["oem-vpn", "jump-1"], { detect: [IDS_ON_VPN] }),
      },
      read: REQUIRE,
      listed: {
        triggers: [
          { kind: "adds-path", path: "jump-1" },
          { kind: "admits-path", path: "jump-1" },
        ],
        missing: [],
        unreached: [{ part: "detect", path: "jump-1" }],
      },
      setting: "require",
      problems: [
        refusal(
          `CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) adds vendor path "jump-1" and admits vendor path "jump-1" in its Section 3.1 rules without a 6.3 method reaching vendor path "jump-1", and cip-policy.yaml requires every part's methods: ${REACH_FIX("detect", 'vendor path "jump-1"')}`,
        ),
      ],
    },
    {
      what: "a 6.2 method narrowed by paths: away from a path the site keeps: refused",
      change: {
        path: PATH,
        before: site(["oem-vpn", "jump-1"]),
        after: site(["oem-vpn", "jump-1"], ALL, ["oem-vpn", "jump-1"], {
          disable: [{ method: "a disable method", paths: ["oem-vpn"] }],
        }),
      },
      read: REQUIRE,
      listed: {
        triggers: [
          {
            kind: "unreaches-path",
            part: "disable",
            path: "jump-1",
            narrowed: ["a disable method"],
            withdrawn: [],
          },
        ],
        missing: [],
        unreached: [{ part: "disable", path: "jump-1" }],
      },
      setting: "require",
      problems: [
        refusal(
          `CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) narrows method "a disable method" of 6.2 so that no 6.2 method reaches vendor path "jump-1" without a 6.2 method reaching vendor path "jump-1", and cip-policy.yaml requires every part's methods: ${REACH_FIX("disable", 'vendor path "jump-1"')}`,
        ),
      ],
    },
    {
      what: "the same under flag: listed only",
      change: {
        path: PATH,
        before: site(["oem-vpn", "jump-1"]),
        after: site(["oem-vpn", "jump-1"], ALL, ["oem-vpn", "jump-1"], {
          disable: [{ method: "a disable method", paths: ["oem-vpn"] }],
        }),
      },
      read: FLAG,
      listed: {
        triggers: [
          {
            kind: "unreaches-path",
            part: "disable",
            path: "jump-1",
            narrowed: ["a disable method"],
            withdrawn: [],
          },
        ],
        missing: [],
        unreached: [{ part: "disable", path: "jump-1" }],
      },
      setting: "flag",
      problems: [],
    },
    {
      what: "the one 6.2 method reaching a path withdrawn, the part keeping another: refused",
      change: {
        path: PATH,
        before: site(["oem-vpn", "jump-1"], ALL, ["oem-vpn", "jump-1"], {
          disable: [VPN_DISABLED, JUMP_DISABLED],
        }),
        after: site(["oem-vpn", "jump-1"], ALL, ["oem-vpn", "jump-1"], {
          disable: [VPN_DISABLED],
        }),
      },
      read: REQUIRE,
      listed: {
        triggers: [
          {
            kind: "unreaches-path",
            part: "disable",
            path: "jump-1",
            narrowed: [],
            withdrawn: ["jump host account disabled"],
          },
        ],
        missing: [],
        unreached: [{ part: "disable", path: "jump-1" }],
      },
      setting: "require",
      problems: [
        refusal(
          `CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) withdraws method "jump host account disabled" of 6.2 so that no 6.2 method reaches vendor path "jump-1" without a 6.2 method reaching vendor path "jump-1", and cip-policy.yaml requires every part's methods: ${REACH_FIX("disable", 'vendor path "jump-1"')}`,
        ),
      ],
    },
    {
      what: "a part's every method withdrawn and another's narrowed, over two paths: refused, each gap named",
      change: {
        path: PATH,
        before: site(["oem-vpn", "jump-1"]),
        after: site(["oem-vpn", "jump-1"], ["determine", "disable"], ["oem-vpn", "jump-1"], {
          determine: [{ method: "a determine method", paths: ["jump-1"] }],
        }),
      },
      read: REQUIRE,
      listed: {
        triggers: [
          { kind: "withdraws-method", part: "detect" },
          {
            kind: "unreaches-path",
            part: "determine",
            path: "oem-vpn",
            narrowed: ["a determine method"],
            withdrawn: [],
          },
        ],
        missing: ["detect"],
        unreached: [{ part: "determine", path: "oem-vpn" }],
      },
      setting: "require",
      problems: [
        refusal(
          `CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) withdraws the last method for 6.3 while keeping its vendor paths and narrows method "a determine method" of 6.1 so that no 6.1 method reaches vendor path "oem-vpn" without methods for 6.3 and without a 6.1 method reaching vendor path "oem-vpn", and cip-policy.yaml requires every part's methods: name at least one method under vendor_remote_access.detect and ${REACH_FIX("determine", 'vendor path "oem-vpn"')}`,
        ),
      ],
    },
    {
      what: "a gap while the policy cannot be read: refused with the policy's problem",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: UNREADABLE,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"], unreached: [] },
      setting: "flag",
      problems: [UNREADABLE_PROBLEM],
    },
    {
      what: "no gap while the policy cannot be read: nothing refused",
      change: { path: PATH, after: site(["oem-vpn"]) },
      read: UNREADABLE,
      listed: { triggers: [{ kind: "allows" }], missing: [], unreached: [] },
      setting: "flag",
      problems: [],
    },
  ] as const)("$what", ({ change, read, listed, setting, problems }) => {
    const given = structuredClone(change) as SiteFileChange;
    const outcome = checkVendorAccess([given], read);
    expect(outcome).toEqual({
      check: {
        setting,
        changes: [{ path: PATH, sites: ["Substation 12"], location: AT, ...listed }],
      },
      problems,
    });
    expect(given, "the decision changes nothing it was given").toEqual(change);
  });

  it.each([
    {
      what: "a site file left as it was, its gap too",
      before: site(["a"], []),
      after: site(["a"], []),
    },
    { what: "access removed", before: site(["oem-vpn"], []), after: site("none") },
    { what: "a path removed", before: site(["a", "b"], []), after: site(["a"], []) },
    { what: "a site file removed", before: site(["oem-vpn"], []), after: undefined },
    { what: "a new site file with no vendor access", before: undefined, after: site("none") },
    {
      what: "a site file left as it was, a path a narrowed method does not reach too",
      before: site(TWO, ALL, TWO, { detect: [IDS_ON_VPN] }),
      after: site(TWO, ALL, TWO, { detect: [IDS_ON_VPN] }),
    },
    {
      what: "a change that opens no gap, keeping one already in force (the obligation's)",
      before: site(TWO, ALL, TWO, { detect: [IDS_ON_VPN] }),
      after: site(TWO, ALL, TWO, {
        detect: [IDS_ON_VPN],
        determine: [{ method: "another determine method" }],
      }),
    },
    {
      what: "a narrowed method widened to every path",
      before: site(TWO, ALL, TWO, { detect: [IDS_ON_VPN] }),
      after: site(TWO),
    },
    {
      what: "a narrowed method's path removed with it",
      before: site(TWO, ALL, TWO, { disable: [VPN_DISABLED, JUMP_DISABLED] }),
      after: site(["oem-vpn"], ALL, ["oem-vpn"], { disable: [VPN_DISABLED] }),
    },
  ])("lists nothing and refuses nothing for $what", ({ before, after }) => {
    const change: SiteFileChange = {
      path: PATH,
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    };
    const given = structuredClone(change);
    expect(checkVendorAccess([given], REQUIRE)).toEqual({ check: undefined, problems: [] });
    expect(checkVendorAccess([given], UNREADABLE)).toEqual({ check: undefined, problems: [] });
    expect(given).toEqual(change);
  });
});

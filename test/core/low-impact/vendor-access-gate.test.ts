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
import type { SiteFile, VendorAccessPart } from "../../../src/core/low-impact/site-file.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";

const PATH = "low-impact/substation-12.yaml";
const AT = { file: PATH, line: 8, column: 1 };
const ALL: VendorAccessPart[] = ["determine", "disable", "detect"];

/** A site allowing the vendor paths `paths`, admitting `admitted` in 3.1, naming methods for `parts`. */
function site(
  paths: string[] | "none",
  parts: VendorAccessPart[] = ALL,
  admitted: string[] = paths === "none" ? [] : paths,
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
    },
    dialUp: { present: false },
    transientCyberAssets: { plan: "plans/tca-plan.md", managed: [] },
    vendorRemoteAccess:
      paths === "none"
        ? { allowed: false }
        : {
            allowed: true,
            paths: paths.map((id) => ({ id, kind: "vpn", device: "fw-sub12", location: AT })),
            methods: Object.fromEntries(parts.map((part) => [part, [`a ${part} method`]])),
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

describe("checkVendorAccess", () => {
  it.each([
    {
      what: "a new site file allowing access with all three methods, under require",
      change: { path: PATH, after: site(["oem-vpn"]) },
      read: REQUIRE,
      listed: { triggers: [{ kind: "allows" }], missing: [] },
      setting: "require",
      problems: [],
    },
    {
      what: "a new site file allowing access without 6.2 and 6.3, under flag: listed only",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: FLAG,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"] },
      setting: "flag",
      problems: [],
    },
    {
      what: "the same with no policy: flag, the default",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: NO_POLICY,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"] },
      setting: "flag",
      problems: [],
    },
    {
      what: "the same under require: refused",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: REQUIRE,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"] },
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
      listed: { triggers: [{ kind: "allows" }], missing: ["detect"] },
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
      listed: { triggers: [{ kind: "adds-path", path: "jump-1" }], missing: ["detect"] },
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
      },
      setting: "require",
      problems: [
        refusal(
          "CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation 12) withdraws the last method for 6.2 while keeping its vendor paths and withdraws the last method for 6.3 while keeping its vendor paths without methods for 6.2 and 6.3, and cip-policy.yaml requires every part's methods: name at least one method under vendor_remote_access.disable and vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths",
        ),
      ],
    },
    {
      what: "a gap while the policy cannot be read: refused with the policy's problem",
      change: { path: PATH, after: site(["oem-vpn"], ["determine"]) },
      read: UNREADABLE,
      listed: { triggers: [{ kind: "allows" }], missing: ["disable", "detect"] },
      setting: "flag",
      problems: [UNREADABLE_PROBLEM],
    },
    {
      what: "no gap while the policy cannot be read: nothing refused",
      change: { path: PATH, after: site(["oem-vpn"]) },
      read: UNREADABLE,
      listed: { triggers: [{ kind: "allows" }], missing: [] },
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

// The site files' gate as the plan asks it (LOW_IMPACT_FILES.gate, ReviewedFileSet.gate): the
// files of the change (`head`) against those of the commit compared with (`base`), under the owner
// policy's `vendor_remote_access:`. Each of the three triggers (a site now allowing vendor remote
// access, a vendor path added, one admitted in Section 3.1's rules) without every part's methods
// is a warning under `flag` (or no key) and an error under `require`, at the file's
// vendor_remote_access line, naming the file, its sites and the missing parts; so is a path no
// method of a part reaches, added or left by a method narrowed by its paths:, named with the path;
// a change that adds the methods, or removes access, passes. Each row asserts the whole outcome, and that the gate
// changed neither file set (nothing written).
import { describe, expect, it } from "vitest";
import { LOW_IMPACT_FILES } from "../../../src/core/low-impact/low-impact-files.ts";
import type { GateRuleRead } from "../../../src/core/plan/reviewed-file-set.ts";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";

const FILE = "low-impact/substation-12.yaml";
const ALL_METHODS =
  "determine: [access pre-authorized by ticket], disable: [VPN account disabled after each session], detect: [IDS on the vendor segment]";

/** A site file allowing vendor paths `paths` (none: no access), admitting `admitted` in 3.1. */
function site(
  paths: string[] | "none",
  methods = ALL_METHODS,
  admitted = paths === "none" ? [] : paths,
): string {
  const access =
    paths === "none"
      ? "vendor_remote_access: none"
      : `vendor_remote_access: { paths: [${paths.map((id) => `{ id: ${id}, kind: vpn, device: fw-sub12 }`).join(", ")}], ${methods} }`;
  return [
    "version: 1",
    "id: substation-12",
    "sites: [Substation 12]",
    "physical_access: { controls: [card key at the control house], access_control_assets: [fw-sub12] }",
    `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [${admitted.join(", ")}] }`,
    "dial_up: none",
    "transient_cyber_assets: { plan: docs/tca-plan.md, managed: [] }",
    access,
    "",
  ].join("\n");
}

const ONLY_DETERMINE = "determine: [access pre-authorized by ticket]";
const FLAG: GateRuleRead = { rule: { setting: "flag", file: "cip-policy.yaml" } };
const REQUIRE: GateRuleRead = { rule: { setting: "require", file: "cip-policy.yaml" } };
const NO_KEY: GateRuleRead = { rule: undefined };
const FIX =
  "name at least one method under vendor_remote_access.disable and vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths";
const WITHOUT = "without methods for 6.2 and 6.3";
const NARROWED_DETECT =
  "determine: [access pre-authorized by ticket], disable: [VPN account disabled after each session], detect: [{ method: IDS on the vendor segment, paths: [oem-vpn] }]";
const REACH_FIX =
  'have a method under vendor_remote_access.detect reach vendor path "jump-1" (written as text, a method reaches every path; { method, paths } only those it names), or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths';

const gate = LOW_IMPACT_FILES.gate!;

describe("the site files' gate at plan time (vendor_remote_access)", () => {
  it.each([
    {
      what: "a new site allowing access without 6.2 and 6.3, under flag: listed",
      base: undefined,
      head: site(["oem-vpn"], ONLY_DETERMINE),
      read: FLAG,
      found: [
        `warning ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) allows vendor electronic remote access ${WITHOUT}: ${FIX}`,
      ],
    },
    {
      what: "the same, no key in the policy: flag, its default",
      base: undefined,
      head: site(["oem-vpn"], ONLY_DETERMINE),
      read: NO_KEY,
      found: [
        `warning ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) allows vendor electronic remote access ${WITHOUT}: ${FIX}`,
      ],
    },
    {
      what: "a site that allowed none now allowing it without 6.2 and 6.3, under require: refused",
      base: site("none"),
      head: site(["oem-vpn"], ONLY_DETERMINE),
      read: REQUIRE,
      found: [
        `error ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) allows vendor electronic remote access ${WITHOUT}, and cip-policy.yaml requires every part's methods: ${FIX}`,
      ],
    },
    {
      what: "a vendor path added to a site without 6.2 and 6.3, under require: refused",
      base: site(["oem-vpn"], ONLY_DETERMINE),
      head: site(["oem-vpn", "oem-modem"], ONLY_DETERMINE),
      read: REQUIRE,
      found: [
        `error ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) adds vendor path "oem-modem" and admits vendor path "oem-modem" in its Section 3.1 rules ${WITHOUT}, and cip-policy.yaml requires every part's methods: ${FIX}`,
      ],
    },
    {
      what: "a declared vendor path now admitted in Section 3.1's rules, under require: refused",
      base: site(["oem-vpn", "oem-modem"], ONLY_DETERMINE, ["oem-vpn"]),
      head: site(["oem-vpn", "oem-modem"], ONLY_DETERMINE),
      read: REQUIRE,
      found: [
        `error ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) admits vendor path "oem-modem" in its Section 3.1 rules ${WITHOUT}, and cip-policy.yaml requires every part's methods: ${FIX}`,
      ],
    },
    {
      what: "a vendor path added to a site without 6.2 and 6.3, under flag: listed",
      base: site(["oem-vpn"], ONLY_DETERMINE),
      head: site(["oem-vpn", "oem-modem"], ONLY_DETERMINE),
      read: FLAG,
      found: [
        `warning ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) adds vendor path "oem-modem" and admits vendor path "oem-modem" in its Section 3.1 rules ${WITHOUT}: ${FIX}`,
      ],
    },
    {
      what: "a vendor path added with all three methods, under require: passes",
      base: site(["oem-vpn"]),
      head: site(["oem-vpn", "oem-modem"]),
      read: REQUIRE,
      found: [],
    },
    {
      what: "a change that adds the missing methods, under require: passes",
      base: site(["oem-vpn"], ONLY_DETERMINE),
      head: site(["oem-vpn"]),
      read: REQUIRE,
      found: [],
    },
    {
      what: "a change that removes access, under require: passes",
      base: site(["oem-vpn"], ONLY_DETERMINE),
      head: site("none"),
      read: REQUIRE,
      found: [],
    },
    {
      what: "a file left as it was, its gap standing, under require: not the change's to refuse",
      base: site(["oem-vpn"], ONLY_DETERMINE),
      head: site(["oem-vpn"], ONLY_DETERMINE),
      read: REQUIRE,
      found: [],
    },
    {
      what: "a path added that a 6.3 method narrowed to the first path does not reach, under require: refused",
      base: site(["oem-vpn"], NARROWED_DETECT),
      head: site(["oem-vpn", "jump-1"], NARROWED_DETECT),
      read: REQUIRE,
      found: [
        `error ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) adds vendor path "jump-1" and admits vendor path "jump-1" in its Section 3.1 rules without a 6.3 method reaching vendor path "jump-1", and cip-policy.yaml requires every part's methods: ${REACH_FIX}`,
      ],
    },
    {
      what: "the 6.3 method narrowed away from a path the site keeps, under require: refused",
      base: site(["oem-vpn", "jump-1"]),
      head: site(["oem-vpn", "jump-1"], NARROWED_DETECT),
      read: REQUIRE,
      found: [
        `error ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) narrows method "IDS on the vendor segment" of 6.3 so that no 6.3 method reaches vendor path "jump-1" without a 6.3 method reaching vendor path "jump-1", and cip-policy.yaml requires every part's methods: ${REACH_FIX}`,
      ],
    },
    {
      what: "the same under flag: listed",
      base: site(["oem-vpn", "jump-1"]),
      head: site(["oem-vpn", "jump-1"], NARROWED_DETECT),
      read: FLAG,
      found: [
        `warning ${FILE}:8:1 CIP-003-9 Section 6: ${FILE} (Substation 12) narrows method "IDS on the vendor segment" of 6.3 so that no 6.3 method reaches vendor path "jump-1" without a 6.3 method reaching vendor path "jump-1": ${REACH_FIX}`,
      ],
    },
    {
      what: "a file left as it was, a narrowed method's gap standing, under require: not refused",
      base: site(["oem-vpn", "jump-1"], NARROWED_DETECT),
      head: site(["oem-vpn", "jump-1"], NARROWED_DETECT),
      read: REQUIRE,
      found: [],
    },
    {
      what: "a policy that cannot be read while a gap stands: refused with its problems",
      base: undefined,
      head: site(["oem-vpn"], ONLY_DETERMINE),
      read: {
        diagnostics: [
          {
            severity: "error",
            location: { file: "cip-policy.yaml", line: 2, column: 23 },
            message: 'unknown vendor_remote_access "refuse"; write flag or require',
          },
        ],
      },
      found: [
        'error cip-policy.yaml:2:23 unknown vendor_remote_access "refuse"; write flag or require',
      ],
    },
  ] satisfies {
    what: string;
    base: string | undefined;
    head: string;
    read: GateRuleRead;
    found: string[];
  }[])("$what", ({ base, head, read, found }) => {
    const heads = new Map([[FILE, head]]);
    const bases = new Map(base === undefined ? [] : [[FILE, base]]);
    const [headsBefore, basesBefore] = [new Map(heads), new Map(bases)];
    const diagnostics = gate(heads, bases, read);
    expect(
      diagnostics.map(
        (d) => `${d.severity} ${d.location && formatLocation(d.location)} ${d.message}`,
      ),
    ).toEqual(found);
    expect(heads).toEqual(headsBefore);
    expect(bases).toEqual(basesBefore);
  });
});

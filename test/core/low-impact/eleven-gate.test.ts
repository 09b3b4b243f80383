// The site files' gate follows the version the base policy's standards: puts in force on the run's
// day, in that policy's time zone (issue 96, items 4 and 5): before CIP-003-11's day it asks
// Section 6's 6.1, 6.2 and 6.3 as before; from it, CIP-003-11's Section 3.1: 3.1.5 and 3.1.6 for
// each vendor path where vendor access is permitted, and 3.1.2 for every site with routable
// communications (electronic_access.detect), vendor access or not, each message naming the
// CIP-003-11 part. A table on both sides of the day (midnight in Chicago is 05:00 UTC in July),
// each row asserting the whole outcome; the gate writes nothing and applies nothing (it is pure,
// and given no way to).
import { describe, expect, it } from "vitest";
import { vendorAccessGate } from "../../../src/core/low-impact/vendor-access-gate.ts";
import type { GateDay, GateRuleRead } from "../../../src/core/plan/reviewed-file-set.ts";
import { resolveCalendar } from "../../../src/core/shared/calendar.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";

const PATH = "low-impact/substation-12.yaml";
const REQUIRE: GateRuleRead = { rule: { setting: "require", file: "cip-policy.yaml" } };
const FLAG: GateRuleRead = { rule: { setting: "flag", file: "cip-policy.yaml" } };

/** A site file: its Section 3.1 line and its Section 6 line. */
const site = (access: string, vendor: string) =>
  [
    "version: 1",
    "id: substation-12",
    "sites: [Substation 12]",
    "physical_access: { controls: [card key], access_control_assets: [fw-sub12] }",
    access,
    "dial_up: none",
    "transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }",
    vendor,
    "",
  ].join("\n");
const ROUTABLE = (paths: string, detect = "") =>
  `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [${paths}]${detect} }`;
const vendor = (paths: string[], methods: string) =>
  `vendor_remote_access: { paths: [${paths.map((id) => `{ id: ${id}, kind: vpn, device: fw-sub12 }`).join(", ")}], ${methods} }`;

/** The base allowed oem-vpn with a 6.1 method only; the change adds oem-modem the same way. */
const ONE_PATH = site(ROUTABLE("oem-vpn"), vendor(["oem-vpn"], "determine: [ticket]"));
const TWO_PATHS = site(
  ROUTABLE("oem-vpn, oem-modem"),
  vendor(["oem-vpn", "oem-modem"], "determine: [ticket]"),
);
/** A routable site without vendor access, detecting nothing over its access, or detecting it. */
const ROUTABLE_ONLY = site(ROUTABLE(""), "vendor_remote_access: none");
const DETECTED = site(
  ROUTABLE("", ", detect: [IDS on the station LAN]"),
  "vendor_remote_access: none",
);

/** The base policy: CIP-003-11 from its day, in Chicago; `now` is the run's clock. */
const dayOf = (
  now: string,
  standards = [{ version: "CIP-003-11", from: "2029-07-01" }],
): GateDay => ({
  now: new Date(now),
  basePolicy: {
    seniorManager: undefined,
    calendar: resolveCalendar({ timeZone: "America/Chicago" }),
    standardVersions: standards,
  },
});
/** 30 June in Chicago, and 1 July. */
const EVE = "2029-07-01T04:59:00Z";
const DAY = "2029-07-01T05:00:00Z";

const SIX_ADDS = `CIP-003-9 Section 6: ${PATH} (Substation 12) adds vendor path "oem-modem" and admits vendor path "oem-modem" in its Section 3.1 rules without methods for 6.2 and 6.3`;
const SIX_FIX =
  "name at least one method under vendor_remote_access.disable and vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths";
const AT_SIX = { file: PATH, line: 8, column: 1 };
const AT_ACCESS = { file: PATH, line: 5, column: 1 };
const DISABLE_MODEM = `CIP-003-11 Section 3.1: ${PATH} (Substation 12) leaves vendor path "oem-modem" without a 3.1.6 method disabling vendor electronic access reaching it`;
const DETECT_ALL = `CIP-003-11 Section 3.1: ${PATH} (Substation 12) leaves its Section 3.1 access without a 3.1.2 method detecting known or suspected malicious communications`;

describe("the site files' gate, by the version in force on the run's day", () => {
  it.each<[string, string | undefined, string, GateRuleRead, GateDay | undefined, Diagnostic[]]>([
    [
      "the eve of CIP-003-11's day in Chicago (05:00 UTC is not yet): Section 6's parts",
      ONE_PATH,
      TWO_PATHS,
      REQUIRE,
      dayOf(EVE),
      [
        {
          severity: "error",
          location: AT_SIX,
          message: `${SIX_ADDS}, and cip-policy.yaml requires every part's methods: ${SIX_FIX}`,
        },
      ],
    ],
    [
      "CIP-003-11's day: 3.1.6 for the new path, naming the part (6.3 is no longer asked of it)",
      ONE_PATH,
      TWO_PATHS,
      REQUIRE,
      dayOf(DAY),
      [
        {
          severity: "error",
          location: AT_SIX,
          message: `${DISABLE_MODEM}, and cip-policy.yaml requires CIP-003-11's methods: have a method under vendor_remote_access.disable reach vendor path "oem-modem"`,
        },
      ],
    ],
    [
      "CIP-003-11's day under flag: listed, never refused",
      ONE_PATH,
      TWO_PATHS,
      FLAG,
      dayOf(DAY),
      [
        {
          severity: "warning",
          location: AT_SIX,
          message: `${DISABLE_MODEM}: have a method under vendor_remote_access.disable reach vendor path "oem-modem"`,
        },
      ],
    ],
    [
      "CIP-003-11's day: a new routable site without vendor access asks 3.1.2, at electronic_access",
      undefined,
      ROUTABLE_ONLY,
      REQUIRE,
      dayOf(DAY),
      [
        {
          severity: "error",
          location: AT_ACCESS,
          message: `${DETECT_ALL}, and cip-policy.yaml requires CIP-003-11's methods: name at least one method under electronic_access.detect`,
        },
      ],
    ],
    [
      "the eve: the same site is not Section 6's (no vendor access): nothing",
      undefined,
      ROUTABLE_ONLY,
      REQUIRE,
      dayOf(EVE),
      [],
    ],
    [
      "CIP-003-11's day: a routable site detecting all its access: nothing",
      undefined,
      DETECTED,
      REQUIRE,
      dayOf(DAY),
      [],
    ],
    [
      "CIP-003-11's day: withdrawing the site's detection asks 3.1.2 again",
      DETECTED,
      ROUTABLE_ONLY,
      REQUIRE,
      dayOf(DAY),
      [
        {
          severity: "error",
          location: AT_ACCESS,
          message: `${DETECT_ALL}, and cip-policy.yaml requires CIP-003-11's methods: name at least one method under electronic_access.detect`,
        },
      ],
    ],
    [
      "a base policy naming no CIP-003-11 day, years later: Section 6's parts",
      ONE_PATH,
      TWO_PATHS,
      REQUIRE,
      dayOf("2031-01-01T12:00:00Z", []),
      [
        {
          severity: "error",
          location: AT_SIX,
          message: `${SIX_ADDS}, and cip-policy.yaml requires every part's methods: ${SIX_FIX}`,
        },
      ],
    ],
  ])("%s", (_case, before, after, read, day, expected) => {
    const head = new Map([[PATH, after]]);
    const base = new Map(before === undefined ? [] : [[PATH, before]]);
    expect(vendorAccessGate(head, base, read, [], day)).toEqual(expected);
    // Nothing it was given moved.
    expect([...head]).toEqual([[PATH, after]]);
  });
});

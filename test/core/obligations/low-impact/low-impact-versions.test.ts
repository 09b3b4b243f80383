// CIP-003-9 low impact under the later versions the policy's `standards:` puts in force, as the
// merge's record keeps them (calendar.standard_versions): from CIP-003-10's day an obligation says
// it is judged by CIP-003-10 and what that changes; from CIP-003-11's day, which removes Section 6,
// the site file's methods are judged as CIP-003-11's 3.1.5, 3.1.6 and 3.1.2 (issue 96, item 4:
// section-six-eleven.test.ts holds the parts), the gap naming CIP-003-11, never dropped. Without
// standards:, CIP-003-9 judges every day.
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../../src/core/evidence/records/evidence-record.ts";
import { ObligationsPass } from "../../../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft } from "../../../support/evidence-records.ts";
import { hashed } from "../../../support/obligation-ledgers.ts";

const GAP = `version: 1
id: substation-12
sites: [Substation 12]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn] }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [ticket], disable: [account disabled] }
`;

const STANDARDS = [
  { version: "CIP-003-10", from: "2028-07-01" },
  { version: "CIP-003-11", from: "2029-07-01" },
];

/** One accepted merge on `day` carrying the site file with its Section 6 gap. */
function ledger(day: string, standards: typeof STANDARDS | undefined): HashedRecord[] {
  const draft = changeDraft("grid-east", 1);
  Object.assign(draft.change, {
    low_impact_files: {
      compared_with: "the commit in force",
      files: [
        { file: "low-impact/substation-12.yaml", sha256: `sha256:${sha256Hex(GAP)}`, text: GAP },
      ],
    },
    calendar: {
      time_zone: "UTC",
      due_soon_days: 7,
      month_end: "last-day",
      completion_grace_days: 30,
      ...(standards === undefined ? {} : { standard_versions: standards }),
    },
  });
  return hashed(chainOf([{ draft, at: new Date(`${day}T12:00:00Z`) }]));
}

/** Each low-impact obligation's part and what its reason says of the version. */
function judged(records: readonly HashedRecord[]) {
  const pass = new ObligationsPass(new Date("2030-01-01T00:00:00Z"), DEFAULT_CALENDAR);
  for (const entry of records) pass.add(entry);
  return pass
    .finish()
    .obligations.filter((o) => o.kind.startsWith("CIP-003 R"))
    .map((o) => `${o.kind}: ${o.reason?.match(/judged by [^;]*/)?.[0] ?? "CIP-003-9"}`)
    .sort();
}

describe("CIP-003-9 low impact under the later versions the policy puts in force", () => {
  it.each([
    [
      "without standards:, CIP-003-9 judges every day",
      ledger("2029-08-01", undefined),
      [
        "CIP-003 R1.2: CIP-003-9",
        "CIP-003 R1.2: CIP-003-9",
        "CIP-003 R2 Section 1: CIP-003-9",
        "CIP-003 R2 Section 4.5: CIP-003-9",
        "CIP-003 R2 Section 6: CIP-003-9",
      ],
    ],
    [
      "before CIP-003-10's day, CIP-003-9 judges (its Section 6 gap carried into CIP-003-11 on that day)",
      ledger("2028-06-30", STANDARDS),
      [
        "CIP-003 R1.2: CIP-003-9",
        "CIP-003 R1.2: CIP-003-9",
        "CIP-003 R2 Section 1: CIP-003-9",
        "CIP-003 R2 Section 4.5: CIP-003-9",
        "CIP-003 R2 Section 6: CIP-003-9",
        "CIP-003 R2 Section 6: judged by CIP-003-11 (the policy's standards:), which changes it: Section 6 is gone: its methods are judged as Section 3.1's, determining (6.1) as 3.1.5 and disabling (6.2) as 3.1.6 where vendor electronic access is permitted, and detecting malicious communications (6.3) as 3.1.2, for every site with Section 3.1 communications, vendor or not (3.1.3 and 3.1.4 are not judged)",
      ],
    ],
    [
      "from CIP-003-10's day, each obligation says so and what it changes",
      ledger("2028-07-01", STANDARDS),
      [
        "CIP-003 R1.2: judged by CIP-003-10 (the policy's standards:), which changes it: not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part",
        "CIP-003 R1.2: judged by CIP-003-10 (the policy's standards:), which changes it: not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part",
        "CIP-003 R2 Section 1: judged by CIP-003-10 (the policy's standards:), which changes it: no change to Section 1's words",
        "CIP-003 R2 Section 4.5: judged by CIP-003-10 (the policy's standards:), which changes it: not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part",
        "CIP-003 R2 Section 6: judged by CIP-003-10 (the policy's standards:), which changes it: no change to Section 6's words",
        "CIP-003 R2 Section 6: judged by CIP-003-11 (the policy's standards:), which changes it: Section 6 is gone: its methods are judged as Section 3.1's, determining (6.1) as 3.1.5 and disabling (6.2) as 3.1.6 where vendor electronic access is permitted, and detecting malicious communications (6.3) as 3.1.2, for every site with Section 3.1 communications, vendor or not (3.1.3 and 3.1.4 are not judged)",
      ],
    ],
    [
      "from CIP-003-11's day, Section 6's methods are judged as CIP-003-11's parts, naming it",
      ledger("2029-07-01", STANDARDS),
      [
        "CIP-003 R1.2: judged by CIP-003-11 (the policy's standards:), which changes it: Part 1.2 drops the vendor electronic remote access topic (1.2.6 is again declaring and responding to CIP Exceptional Circumstances): six topics",
        "CIP-003 R1.2: judged by CIP-003-11 (the policy's standards:), which changes it: Part 1.2 drops the vendor electronic remote access topic (1.2.6 is again declaring and responding to CIP Exceptional Circumstances): six topics",
        "CIP-003 R2 Section 1: judged by CIP-003-11 (the policy's standards:), which changes it: not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part",
        "CIP-003 R2 Section 4.5: judged by CIP-003-11 (the policy's standards:), which changes it: not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part",
        "CIP-003 R2 Section 6: judged by CIP-003-11 (the policy's standards:), which changes it: Section 6 is gone: its methods are judged as Section 3.1's, determining (6.1) as 3.1.5 and disabling (6.2) as 3.1.6 where vendor electronic access is permitted, and detecting malicious communications (6.3) as 3.1.2, for every site with Section 3.1 communications, vendor or not (3.1.3 and 3.1.4 are not judged)",
      ],
    ],
  ])("%s", (_name, records, expected) => {
    expect(judged(records)).toStrictEqual(expected);
  });
});

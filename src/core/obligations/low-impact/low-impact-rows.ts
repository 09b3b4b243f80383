// CIP-003-9's low-impact parts as rows beside the requirement table, as data: each part's words
// where two sources agree on them (the project's rule; the standard's Measures and Attachment 2,
// which only NERC's PDF gives, are quoted on the docs page, marked so, and never here), its clock
// (`every`, counted by low-impact-clocks.ts), what opens and closes it in the tool's reading, what
// stays the entity's operational evidence, and what the next versions change. The versions are
// keyed by day as CIP-007's and CIP-010's are (`laterVersions`, chosen from a day by the policy's
// `standards:`); `enforceableFrom` is the day NERC's index gives each version, for the docs and
// for the entity's compliance staff, never a day the tool chooses. Sources:
// docs/obligations/cip-003-low-impact.md. The passes read their clocks (low-impact-clocks.ts)
// and, by the policy's `standards:`, their versions (laterVersionWords), which the family's shape
// names for the policy (FamilyShape.standard). Pure.
import type { DeclaredPart } from "../../families/family-shape.ts";
import { LOW_IMPACT_SHAPE } from "../../families/low-impact/low-impact-shape.ts";
import type { Interval } from "../../shared/calendar.ts";
import type { PolicyTopic } from "../../low-impact/program-record.ts";
import {
  laterVersionOn,
  type VersionsInForce,
} from "../../inventory/baselines/standard-versions.ts";

export const LOW_IMPACT_PART_IDS = [
  "CIP-003 R1.2",
  "CIP-003 R2 Section 1",
  "CIP-003 R2 Section 2",
  "CIP-003 R2 Section 3",
  "CIP-003 R2 Section 4.5",
  "CIP-003 R2 Section 4.6",
  "CIP-003 R2 Section 5",
  "CIP-003 R2 Section 6",
] as const;
export type LowImpactPartId = (typeof LOW_IMPACT_PART_IDS)[number];

export type LowImpactVersion = "CIP-003-9" | "CIP-003-10" | "CIP-003-11";

/** What a later version changes in a part, in the tool's words: nothing of it is quoted. */
export interface LowImpactLaterVersion {
  standard: Exclude<LowImpactVersion, "CIP-003-9">;
  /** The day NERC's index gives the version (YYYY-MM-DD). */
  enforceableFrom: string;
  changes: string;
  /** R1 Part 1.2's topics the version no longer asks the policies to address. */
  withoutTopics?: readonly PolicyTopic[];
}

export interface LowImpactRow {
  id: LowImpactPartId;
  standard: "CIP-003-9";
  /** The day CIP-003-9 became enforceable (YYYY-MM-DD). */
  enforceableFrom: string;
  laterVersions: readonly LowImpactLaterVersion[];
  /** Where the words are from, and the sources that agree on them. */
  source: string;
  /** The standard's words for the part, where two sources agree on them. */
  requirementText: string;
  /** What it asks, in the tool's own short words. */
  summary: string;
  /** The clock's length; absent: the part has none (its events are changes of the site file). */
  every?: Interval;
  opens: string;
  closes: string;
  /** What the tool cannot hold: the entity's operational evidence, referenced, never produced. */
  operationalEvidence: string;
}

const { enforceableFrom: FIRST_DAYS } = LOW_IMPACT_SHAPE.standard;
const CIP_003_10 = { standard: "CIP-003-10", enforceableFrom: FIRST_DAYS["CIP-003-10"] } as const;
const CIP_003_11 = { standard: "CIP-003-11", enforceableFrom: FIRST_DAYS["CIP-003-11"] } as const;
const ATTACHMENT_1 = "CIP-003-9 Attachment 1";
const TWO_SOURCES = "NERC's PDF and an independent transcription (CIP-003-8's words, unchanged)";
/** For a part whose change in a later version the sources gathered do not describe. */
const NOT_COMPARED =
  "not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part";
const SITE_FILE = "the site file (low-impact/ID.yaml) in force, reviewed and merged";

/** Later versions whose change to a part the sources gathered do not describe. */
const NOT_COMPARED_LATER: readonly LowImpactLaterVersion[] = [
  { ...CIP_003_10, changes: NOT_COMPARED },
  { ...CIP_003_11, changes: NOT_COMPARED },
];

/**
 * What every row opens with: its part, of CIP-003-9, enforceable from 2026-04-01, and what each
 * later version changes in it (by default, not compared yet).
 */
function partOf(
  id: LowImpactPartId,
  laterVersions = NOT_COMPARED_LATER,
): Pick<LowImpactRow, "id" | "standard" | "enforceableFrom" | "laterVersions"> {
  return { id, standard: "CIP-003-9", enforceableFrom: "2026-04-01", laterVersions };
}

/**
 * A part the family's shape declares: what every row opens with, and the standard's words and
 * clock the shape gives the part (the plan and the help read them there, the rows here).
 */
function declaredPartOf(
  id: keyof typeof LOW_IMPACT_SHAPE.declaredParts,
  laterVersions = NOT_COMPARED_LATER,
): Pick<
  LowImpactRow,
  "id" | "standard" | "enforceableFrom" | "laterVersions" | "requirementText" | "every"
> {
  // Each part the shape declares quotes the standard; Section 6 alone keeps no clock.
  const { requirementText } = LOW_IMPACT_SHAPE.declaredParts[id];
  const { every }: DeclaredPart = LOW_IMPACT_SHAPE.declaredParts[id];
  return { ...partOf(id, laterVersions), requirementText, ...(every !== undefined && { every }) };
}

export const LOW_IMPACT_ROWS: readonly LowImpactRow[] = [
  {
    ...declaredPartOf("CIP-003 R1.2", [
      { ...CIP_003_10, changes: NOT_COMPARED },
      {
        ...CIP_003_11,
        changes:
          "Part 1.2 drops the vendor electronic remote access topic (1.2.6 is again declaring and responding to CIP Exceptional Circumstances): six topics",
        withoutTopics: ["vendor_remote_access"],
      },
    ]),
    source:
      "CIP-003-9 B. Requirements and Measures, R1 and Part 1.2 (NERC's PDF and two transcriptions)",
    summary:
      "review the low-impact cyber security policies, covering the seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months",
    opens:
      "the previous review, and apart from it the previous CIP Senior Manager approval: two clocks, as the VSL counts them",
    closes:
      "a dated review record, and an approval by the CIP Senior Manager the policy file names, each merged by a reviewed pull request",
    operationalEvidence:
      "whether each policy really addresses its topics; the policy documents themselves",
  },
  {
    ...declaredPartOf("CIP-003 R2 Section 1", [
      { ...CIP_003_10, changes: "no change to Section 1's words" },
      { ...CIP_003_11, changes: NOT_COMPARED },
    ]),
    source: `${ATTACHMENT_1}, Section 1 (${TWO_SOURCES})`,
    summary: "reinforce cyber security practices at least once every 15 calendar months",
    opens: "the previous reinforcement",
    closes:
      "a dated reinforcement record (direct, indirect, or management support and reinforcement), merged by a reviewed pull request",
    operationalEvidence: "whether people received it; the e-mails, posters and meeting records",
  },
  {
    ...partOf("CIP-003 R2 Section 2", [
      {
        ...CIP_003_10,
        changes:
          "the Cyber Assets providing Section 3.1's electronic access control may also be a VCA",
      },
      { ...CIP_003_11, changes: NOT_COMPARED },
    ]),
    source: `${ATTACHMENT_1}, Section 2 (${TWO_SOURCES})`,
    requirementText:
      "Each Responsible Entity shall control physical access, based on need as determined by the Responsible Entity, to (1) the asset or the locations of the low impact BES Cyber Systems within the asset, and (2) the Cyber Asset(s), as specified by the Responsible Entity, that provide electronic access control(s) implemented for Section 3.1, if any.",
    summary:
      "control physical access to each site (or its systems' locations) and to the Cyber Assets that provide Section 3.1's electronic access control",
    opens: "a site identified, or a change of its Section 3.1 devices",
    closes: `${SITE_FILE}, naming physical controls, and every Section 3.1 device under access_control_assets`,
    operationalEvidence: "whether locks lock and alarms are watched; access logs",
  },
  {
    ...partOf("CIP-003 R2 Section 3", [
      {
        ...CIP_003_10,
        changes:
          "Section 3.1 also covers an SCI that supports a low impact BCS and names time-sensitive communications of Protection Systems; Section 3.2 authenticates per system capability",
      },
      {
        ...CIP_003_11,
        changes:
          "Section 3.1 is rewritten into 3.1.1 to 3.1.6: permit only necessary access; detect known or suspected malicious communications, inbound and outbound; authenticate each user before access to a network containing low impact BCS; protect user authentication information; and, where vendor electronic access is permitted, methods for determining and for disabling it",
      },
    ]),
    source: `${ATTACHMENT_1}, Section 3 (${TWO_SOURCES})`,
    requirementText:
      "For each asset containing low impact BES Cyber System(s) identified pursuant to CIP-002, the Responsible Entity shall implement electronic access controls to: 3.1 Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity for any communications that are: i. between a low impact BES Cyber System(s) and a Cyber Asset(s) outside the asset containing low impact BES Cyber System(s); ii. using a routable protocol when entering or leaving the asset containing the low impact BES Cyber System(s); and iii. not used for time-sensitive protection or control functions between intelligent electronic devices (e.g., communications using protocol IEC TR-61850-90-5 R-GOOSE). 3.2 Authenticate all Dial-up Connectivity, if any, that provides access to low impact BES Cyber System(s), per Cyber Asset capability.",
    summary:
      "permit only necessary routable access crossing each site's boundary through access-control devices, and authenticate dial-up",
    opens:
      "a site identified, or a change of its routable connectivity, its rule set or its dial-up",
    closes: `${SITE_FILE}, naming the devices and the reviewed rule set, and how dial-up is authenticated`,
    operationalEvidence:
      "whether the devices run the reviewed rules; whether each permitted flow is necessary",
  },
  {
    ...declaredPartOf("CIP-003 R2 Section 4.5"),
    source: `${ATTACHMENT_1}, Section 4, Part 4.5 (${TWO_SOURCES})`,
    summary:
      "test each incident response plan at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts)",
    // Section 4: plans "either by asset or group of assets": a site in scope no plan covers has
    // no plan whose test meets 4.5 for it (plan-coverage-pass.ts).
    opens:
      "the previous test of the plan, or an actual Reportable Cyber Security Incident; and, while the program file (low-impact/program.yaml) is in force, a site in scope no plan it declares covers",
    closes:
      "a dated test record (its kind and the day it was completed), merged by a reviewed pull request; for a site, the program file whose plan covers it, or its leaving scope",
    operationalEvidence: "whether the test was real; the drill's or the incident's own records",
  },
  {
    ...declaredPartOf("CIP-003 R2 Section 4.6"),
    source: `${ATTACHMENT_1}, Section 4, Part 4.6 (${TWO_SOURCES})`,
    summary:
      "update the incident response plan, if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident",
    opens: "a test's completion, or an actual Reportable Cyber Security Incident",
    closes:
      'a reviewed revision of the plan, or a reviewed record that no update is needed (the standard\'s "if needed")',
    operationalEvidence: "whether an incident was Reportable; the E-ISAC notice itself",
  },
  {
    ...partOf("CIP-003 R2 Section 5"),
    source: `${ATTACHMENT_1}, Section 5 (${TWO_SOURCES})`,
    requirementText:
      "Each Responsible Entity shall implement, except under CIP Exceptional Circumstances, one or more plan(s) to achieve the objective of mitigating the risk of the introduction of malicious code to low impact BES Cyber Systems through the use of Transient Cyber Assets or Removable Media. The plan(s) shall include: 5.1 For Transient Cyber Asset(s) managed by the Responsible Entity, if any, the use of one or a combination of the following in an ongoing or on-demand manner (per Transient Cyber Asset capability): • Antivirus software, including manual or managed updates of signatures or patterns; • Application whitelisting; or • Other method(s) to mitigate the introduction of malicious code. 5.2 For Transient Cyber Asset(s) managed by a party other than the Responsible Entity, if any: 5.2.1 Use one or a combination of the following prior to connecting the Transient Cyber Asset to a low impact BES Cyber System (per Transient Cyber Asset capability): • Review of antivirus update level; • Review of antivirus update process used by the party; • Review of application whitelisting used by the party; • Review use of live operating system and software executable only from read-only media; • Review of system hardening used by the party; or • Other method(s) to mitigate the introduction of malicious code. 5.2.2 For any method used pursuant to 5.2.1, Responsible Entities shall determine whether any additional mitigation actions are necessary and implement such actions prior to connecting the Transient Cyber Asset. 5.3 For Removable Media, the use of each of the following: 5.3.1 Method(s) to detect malicious code on Removable Media using a Cyber Asset other than a BES Cyber System; and 5.3.2 Mitigation of the threat of detected malicious code on the Removable Media prior to connecting Removable Media to a low impact BES Cyber System.",
    summary:
      "keep a plan mitigating malicious code through Transient Cyber Assets and Removable Media, with a method for each entity-managed Transient Cyber Asset",
    opens: "a site identified, or a change of its plan or its managed Transient Cyber Assets",
    closes: `${SITE_FILE}, naming the plan and each managed Transient Cyber Asset's method or why it has none`,
    operationalEvidence:
      "each third party's Transient Cyber Asset review and each Removable Media scan, before each connection",
  },
  {
    ...declaredPartOf("CIP-003 R2 Section 6", [
      { ...CIP_003_10, changes: "no change to Section 6's words" },
      {
        ...CIP_003_11,
        changes:
          "Section 6 is gone: its methods are judged as Section 3.1's, determining (6.1) as 3.1.5 and disabling (6.2) as 3.1.6 where vendor electronic access is permitted, and detecting malicious communications (6.3) as 3.1.2, for every site with Section 3.1 communications, vendor or not (3.1.3 and 3.1.4 are not judged)",
      },
    ]),
    source: `${ATTACHMENT_1}, Section 6 (NERC's PDF and MRO's quotation)`,
    summary:
      "where a site allows vendor electronic remote access established under Section 3.1, have methods for determining it (6.1), disabling it (6.2) and detecting malicious communications over it (6.3)",
    opens:
      "a site allowing vendor remote access, a new vendor path, Section 3.1 rules admitting one, or a method withdrawn or narrowed so that a part no longer reaches a path (the plan's gate): each part and vendor path no method reaches",
    closes: `${SITE_FILE}, with a method of each of 6.1, 6.2 and 6.3 reaching each vendor path, or vendor_remote_access: none`,
    operationalEvidence:
      "session logs (6.1), the disablements themselves (6.2), detection alerts and log reviews (6.3)",
  },
];

/** The row of `id`. */
export function lowImpactRow(id: LowImpactPartId): LowImpactRow {
  const row = LOW_IMPACT_ROWS.find((candidate) => candidate.id === id);
  if (row === undefined)
    throw new Error(`No low-impact row ${id}: LOW_IMPACT_ROWS lists every id.`);
  return row;
}

/**
 * The version judging `id` on `day` (YYYY-MM-DD, in the calendar's time zone), by the later
 * versions the policy's `standards:` puts in force from their days.
 */
export function lowImpactVersionOn(
  id: LowImpactPartId,
  day: string,
  versions: VersionsInForce,
): { standard: "CIP-003-9" } | LowImpactLaterVersion {
  return laterVersionOn(lowImpactRow(id), day, versions);
}

/**
 * In words, the later version that judges `id` on `day` by the policy's `standards:`, and what it
 * changes, for an obligation's reason; undefined while CIP-003-9 judges.
 */
export function laterVersionWords(
  id: LowImpactPartId,
  day: string,
  versions: VersionsInForce,
): string | undefined {
  const judged = lowImpactVersionOn(id, day, versions);
  return "changes" in judged
    ? `judged by ${judged.standard} (the policy's standards:), which changes it: ${judged.changes}`
    : undefined;
}

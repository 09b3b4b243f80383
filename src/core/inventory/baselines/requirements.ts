// The requirement table: one row per requirement part the tool tracks (CIP-010-4 R1.1 to R1.6 and
// R2.1, R3.1 to R3.4, CIP-007-6 R1.1 and R2.1 to R2.4), with its Applicable Systems as the standard's column states them, the
// event that opens it, its clock and what closes it. Every rule reads it: the plan's R1.1 check at
// commissioning (core/plan/commissioning.ts) and each obligation (core/obligations/). It lives
// here, the lowest layer that knows an asset's class and a system's impact, so that both can.
// docs/obligations/requirements.md renders the same rows; test/core/inventory/baselines/requirements.test.ts holds
// every class × impact × erc combination to the column.
//
// Each row quotes the standard's own words for its part: the Requirements column
// (`requirementText`) and the Measures column (`measures`) of CIP-010-4 Table R1 and Table R2 and
// of CIP-007-6 Tables R1 and R2, word for word, with only line breaks and spacing normalised (a bullet of
// the standard's lists is written "•"). A quote is here only where two independent sources agreed
// on its words; test/core/inventory/requirement-quotes.test.ts lists the ones left out and why.
// Everything else in a row (summary, opens, clock, closes) is the tool's reading, not the standard.
//
// Each row names the version of the standard it quotes (`standard`), and what a later version
// changes (`laterVersions`), as data: an entity judged by CIP-007-7.1 from a day its policy states
// will read that version's row, never a branch in code. Until two sources confirm the later
// version's words, its differences are the tool's words (`changes`), and nothing of it is quoted.
import { type AssetClass, ASSET_CLASSES } from "../document/asset-class.ts";
import type { Impact } from "../document/principals.ts";
import {
  BCS_EACMS_PACS_PCA,
  type ChangedItem,
  R1_SCOPE,
  R1_SYSTEMS,
  type RequirementId,
  type RequirementRow,
} from "./requirement-row.ts";
import { VULNERABILITY_ASSESSMENT_ROWS } from "./vulnerability-assessment-rows.ts";

export {
  type ChangedItem,
  type LaterVersion,
  REQUIREMENT_IDS,
  type RequirementId,
  type RequirementRow,
  type StandardVersion,
} from "./requirement-row.ts";

const DEVIATION =
  "a change of any R1.1 item of the asset's baseline (a deviation) in a change record";

/** CIP-007-6 R2: every part applies to the same systems, and CIP-007-7.1 adds SCI to all four. */
const R2_TABLE = "CIP-007-6 Table R2 – Security Patch Management";
const R2_SCOPE = { applicableSystems: R1_SYSTEMS, ...R1_SCOPE, standard: "CIP-007-6" } as const;
const R2_SCI =
  "CIP-007-7.1 (R2 titled Cyber Security Patch Management) adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const EVALUATION = "an accepted evaluation record (patch-evaluations/SOURCE/NAME.yaml)";

const PATCH_MANAGEMENT_ROWS: readonly RequirementRow[] = [
  {
    id: "CIP-007 R2.1",
    source: `${R2_TABLE}, Part 2.1`,
    requirementText:
      "A patch management process for tracking, evaluating, and installing cyber security patches for applicable Cyber Assets. The tracking portion shall include the identification of a source or sources that the Responsible Entity tracks for the release of cyber security patches for applicable Cyber Assets that are updateable and for which a patching source exists.",
    measures:
      "An example of evidence may include, but is not limited to, documentation of a patch management process and documentation or lists of sources that are monitored, whether on an individual BES Cyber System or Cyber Asset basis.",
    summary:
      "identify the source or sources tracked for the release of cyber security patches, for every operating system, firmware and software of the baselines (or declare that none exists or the item is not updateable)",
    ...R2_SCOPE,
    laterVersions: [
      {
        standard: "CIP-007-7.1",
        changes: `${R2_SCI}; its requirement says Applicable Systems where CIP-007-6 says applicable Cyber Assets, and its Measure no longer mentions the individual BES Cyber System or Cyber Asset basis`,
      },
    ],
    opens:
      "an os_firmware or software item of an applicable asset's baseline, and each later change or addition of it",
    clock:
      "none: from the record that adds or changes the item, an exception until a source covers it",
    closes:
      "cip-patch-sources.yaml in force mapping the item to a source; or a no_source declaration reviewed with or after the item's change",
  },
  {
    id: "CIP-007 R2.2",
    source: `${R2_TABLE}, Part 2.2`,
    requirementText:
      "At least once every 35 calendar days, evaluate security patches for applicability that have been released since the last evaluation from the source or sources identified in Part 2.1.",
    summary:
      "at least once every 35 calendar days, evaluate the security patches each identified source released since its last evaluation",
    ...R2_SCOPE,
    laterVersions: [
      {
        standard: "CIP-007-7.1",
        changes: `${R2_SCI}; its requirement and Measure say cyber security patches where CIP-007-6 says security patches`,
      },
    ],
    opens:
      "the record that first identifies the source for an applicable item, then each evaluation of it",
    clock: "35 calendar days from the interval's start",
    closes: `${EVALUATION} of the source; one whose releases_since leaves a gap after the previous evaluation is an exception`,
  },
  {
    id: "CIP-007 R2.3",
    source: `${R2_TABLE}, Part 2.3`,
    requirementText:
      "For applicable patches identified in Part 2.2, within 35 calendar days of the evaluation completion, take one of the following actions: • Apply the applicable patches; or • Create a dated mitigation plan; or • Revise an existing mitigation plan. Mitigation plans shall include the Responsible Entity's planned actions to mitigate the vulnerabilities addressed by each security patch and a timeframe to complete these mitigations.",
    summary:
      "within 35 calendar days of the evaluation, apply each applicable patch, or create or revise a dated mitigation plan for it",
    ...R2_SCOPE,
    laterVersions: [{ standard: "CIP-007-7.1", changes: R2_SCI }],
    opens: `a patch marked applicable by ${EVALUATION}, per asset whose baseline holds the item it patches`,
    clock: "35 calendar days from the evaluation's record",
    closes:
      "an accepted baseline change adding the patch to the asset's patches; or a mitigation plan in force naming it (created or revised)",
  },
  {
    id: "CIP-007 R2.4",
    source: `${R2_TABLE}, Part 2.4`,
    requirementText:
      "For each mitigation plan created or revised in Part 2.3, implement the plan within the timeframe specified in the plan, unless a revision to the plan or an extension to the timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate.",
    summary:
      "implement each mitigation plan within its timeframe, unless the CIP Senior Manager or a delegate approves a revision or an extension",
    ...R2_SCOPE,
    laterVersions: [
      {
        standard: "CIP-007-7.1",
        changes: `${R2_SCI}; its Measure names the approval records for mitigation plan revisions or extensions as evidence`,
      },
    ],
    opens: "a mitigation plan (patch-plans/ID.yaml) first put in force",
    clock:
      "the plan's timeframe: its by date, or the day an event-dated plan's event occurred (event_occurred_on); a change of it counts only when the CIP Senior Manager or a delegate holding cip-007-r2.4 approves it",
    closes: "implemented_on in an accepted merge of the plan",
  },
];

export const REQUIREMENT_TABLE: readonly RequirementRow[] = [
  {
    id: "CIP-010 R1.1",
    standard: "CIP-010-4",
    source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.1",
    requirementText:
      "Develop a baseline configuration, individually or by group, which shall include the following items: 1.1.1. Operating system(s) (including version) or firmware where no independent operating system exists; 1.1.2. Any commercially available or open-source application software (including version) intentionally installed; 1.1.3. Any custom software installed; 1.1.4. Any logical network accessible ports; and 1.1.5. Any security patches applied.",
    measures:
      "Examples of evidence may include, but are not limited to: • A spreadsheet identifying the required items of the baseline configuration for each Cyber Asset, individually or by group; or • A record in an asset management system that identifies the required items of the baseline configuration for each Cyber Asset, individually or by group.",
    summary:
      "develop a baseline configuration (OS or firmware, intentionally installed software, custom software, logical network accessible ports, security patches applied)",
    applicableSystems: R1_SYSTEMS,
    ...R1_SCOPE,
    opens: "an asset going into service in the system (a create, or a move into it)",
    clock: "before it is in service: the plan refuses it without a complete baseline",
    closes: "a complete baseline (all five items, [] for none) inline, shared or as baseline_ref",
  },
  {
    id: "CIP-010 R1.2",
    standard: "CIP-010-4",
    source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.2",
    requirementText:
      "Authorize and document changes that deviate from the existing baseline configuration.",
    measures:
      "Examples of evidence may include, but are not limited to: • A change request record and associated electronic authorization (performed by the individual or group with the authority to authorize the change) in a change management system for each change; or • Documentation that the change was performed in accordance with the requirement.",
    summary: "authorize and document changes that deviate from the existing baseline",
    applicableSystems: R1_SYSTEMS,
    ...R1_SCOPE,
    opens: DEVIATION,
    openedBy: "any",
    clock: "before the change is made: a completion dated before the authorization is an exception",
    closes:
      "the counted approvals of the merged pull request that carries the deviation (authorized_at, authorized_by)",
  },
  {
    id: "CIP-010 R1.3",
    standard: "CIP-010-4",
    source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.3",
    requirementText:
      "For a change that deviates from the existing baseline configuration, update the baseline configuration as necessary within 30 calendar days of completing the change.",
    measures:
      "An example of evidence may include, but is not limited to, updated baseline documentation with a date that is within 30 calendar days of the date of the completion of the change.",
    summary:
      "update the baseline configuration as necessary within 30 calendar days of completing the change",
    applicableSystems: R1_SYSTEMS,
    ...R1_SCOPE,
    opens: DEVIATION,
    openedBy: "any",
    clock:
      "30 calendar days from the completion date (/cip-010-completed or completed_on); until it is recorded, an exception once the grace days since authorization pass",
    closes:
      "the completion of a reviewed change whose merged baseline describes it; or, when the field change differed, the next reviewed baseline change",
  },
  {
    id: "CIP-010 R1.4",
    standard: "CIP-010-4",
    source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.4",
    requirementText:
      "For a change that deviates from the existing baseline configuration: 1.4.1. Prior to the change, determine required cyber security controls in CIP-005 and CIP-007 that could be impacted by the change; 1.4.2. Following the change, verify that required cyber security controls determined in 1.4.1 are not adversely affected; and 1.4.3. Document the results of the verification.",
    measures:
      "An example of evidence may include, but is not limited to, a list of cyber security controls verified or tested along with the dated test results.",
    summary:
      "determine the CIP-005 and CIP-007 controls a change could affect, verify afterwards they are not adversely affected, document the results",
    applicableSystems: R1_SYSTEMS,
    ...R1_SCOPE,
    opens: DEVIATION,
    openedBy: "any",
    clock: "none: a reminder, with the /cip-010-r1.4 notes of the approvers",
    closes: "nothing: the tool cannot see the verification",
  },
  {
    id: "CIP-010 R1.5",
    standard: "CIP-010-4",
    source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.5",
    requirementText:
      "Where technically feasible, for each change that deviates from the existing baseline configuration: 1.5.1. Prior to implementing any change in the production environment, test the changes in a test environment or test the changes in a production environment where the test is performed in a manner that minimizes adverse effects, that models the baseline configuration to ensure that required cyber security controls in CIP-005 and CIP-007 are not adversely affected; and 1.5.2. Document the results of the testing and, if a test environment was used, the differences between the test environment and the production environment, including a description of the measures used to account for any differences in operation between the test and production environments.",
    summary:
      "where technically feasible, test the change before implementing it in production, and document the results",
    applicableSystems: "High Impact BES Cyber Systems",
    high: ["BCA"],
    medium: [],
    mediumNeedsErc: false,
    opens: DEVIATION,
    openedBy: "any",
    clock: "none: a reminder",
    closes: "nothing: the tool cannot see the test",
  },
  {
    id: "CIP-010 R1.6",
    standard: "CIP-010-4",
    source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.6",
    requirementText:
      "Prior to a change that deviates from the existing baseline configuration associated with baseline items in Parts 1.1.1, 1.1.2, and 1.1.5, and when the method to do so is available to the Responsible Entity from the software source: 1.6.1. Verify the identity of the software source; and 1.6.2. Verify the integrity of the software obtained from the software source.",
    summary:
      "before the change, when the software source makes a method available, verify the source's identity and the software's integrity",
    applicableSystems:
      "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS. Medium Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS",
    high: ["BCA", "EACMS", "PACS"],
    medium: ["BCA", "EACMS", "PACS"],
    mediumNeedsErc: false,
    opens:
      "a deviation that changes item 1.1.1, 1.1.2 or 1.1.5 (or a baseline_ref, whose items are unknown)",
    openedBy: ["os_firmware", "software", "patches", "unknown"],
    clock: "none: a reminder",
    closes: "nothing: the tool cannot see the verification",
  },
  {
    id: "CIP-010 R2.1",
    standard: "CIP-010-4",
    source: "CIP-010-4 Table R2 – Configuration Monitoring, Part 2.1",
    requirementText:
      "Monitor at least once every 35 calendar days for changes to the baseline configuration (as described in Requirement R1, Part 1.1). Document and investigate detected unauthorized changes.",
    measures:
      "An example of evidence may include, but is not limited to, logs from a system that is monitoring the configuration along with records of investigation for any unauthorized changes that were detected.",
    summary:
      "monitor at least once every 35 calendar days for changes to the baseline configuration",
    applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA",
    high: ["BCA", "EACMS", "PCA"],
    medium: [],
    mediumNeedsErc: false,
    opens: "an asset's commissioning (its first record), then each record that closes an interval",
    clock: "35 calendar days from the interval's start",
    closes:
      "a configuration-monitoring record that compared all five R1.1 items of the asset, read after the interval opened (never a drift check)",
  },
  {
    id: "CIP-007 R1.1",
    standard: "CIP-007-6",
    source: "CIP-007-6 Table R1 – Ports and Services, Part 1.1",
    requirementText:
      "Where technically feasible, enable only logical network accessible ports that have been determined to be needed by the Responsible Entity, including port ranges or services where needed to handle dynamic ports. If a device has no provision for disabling or restricting logical ports on the device then those ports that are open are deemed needed.",
    measures:
      "Examples of evidence may include, but are not limited to: • Documentation of the need for all enabled ports on all applicable Cyber Assets and Electronic Access Points, individually or by group. • Listings of the listening ports on the Cyber Assets, individually or by group, from either the device configuration files, command output (such as netstat), or network scans of open ports; or • Configuration files of host-based firewalls or other device level mechanisms that only allow needed ports and deny all others.",
    summary:
      "where technically feasible, enable only logical network accessible ports determined to be needed (the tool asks a justification for each)",
    applicableSystems:
      "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems with External Routable Connectivity and their associated 1. EACMS; 2. PACS; and 3. PCA",
    high: BCS_EACMS_PACS_PCA,
    medium: BCS_EACMS_PACS_PCA,
    mediumNeedsErc: true,
    opens: "an asset going into service in the system",
    clock: "before it is in service: the plan refuses a port without a justification",
    closes: "a justification for every port of its baseline",
  },
  ...PATCH_MANAGEMENT_ROWS,
  ...VULNERABILITY_ASSESSMENT_ROWS,
];

export function requirementRow(id: RequirementId): RequirementRow {
  const row = REQUIREMENT_TABLE.find((candidate) => candidate.id === id);
  // The table has a row for every id: a test holds it.
  if (row === undefined) throw new Error(`no requirement row ${id}`);
  return row;
}

/** What a row's applicability reads of an asset: its class, its system's impact and erc. */
export interface Applicability {
  class: AssetClass;
  impact: Impact;
  /** Absent: not declared, judged as with External Routable Connectivity (fail closed). */
  erc?: boolean;
}

/**
 * The impact ratings of the systems the parts `ids` apply to, as their rows' Applicable Systems
 * state them (a class in High systems, in Medium ones): where a family reaches (its obligations,
 * and the plan's warning at an assessment of a system it does not reach).
 */
export function impactsOf(ids: readonly string[]): Impact[] {
  const rows = ids.map((id) => requirementRow(id as RequirementId));
  return (["high", "medium"] as const).filter((impact) =>
    rows.some((row) => row[impact].length > 0),
  );
}

/** Whether `row` applies to an asset of `class` in a system of `impact` and `erc`. */
export function applies(row: RequirementRow, asset: Applicability): boolean {
  switch (asset.impact) {
    case "high":
      return row.high.includes(asset.class);
    case "medium":
      return row.medium.includes(asset.class) && (!row.mediumNeedsErc || asset.erc !== false);
    case "low":
      return false;
  }
}

/**
 * The parts a deviation changing `items` opens for `asset`, in the table's order: the rows it opens
 * (`openedBy`) that apply, none unless R1.2 applies (the obligations open nothing else without it).
 */
export function partsOpenedBy(
  asset: Applicability,
  items: readonly ChangedItem[],
): RequirementId[] {
  if (items.length === 0) return [];
  if (!applies(requirementRow("CIP-010 R1.2"), asset)) return [];
  return REQUIREMENT_TABLE.filter(
    (row) =>
      row.openedBy !== undefined &&
      applies(row, asset) &&
      (row.openedBy === "any" || items.some((item) => row.openedBy?.includes(item) === true)),
  ).map((row) => row.id);
}

/** Every class, for tables and tests. */
export const CLASSES: readonly AssetClass[] = ASSET_CLASSES;

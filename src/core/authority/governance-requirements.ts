// The standard's own words for the obligations the tool judges that are not rows of the
// requirement table (core/inventory/baselines/requirements.ts): CIP-002-5.1a R2, reviewed and approved
// identifications, and CIP-003-9 R3 and R4 (in force since 2026-04-01, their words the same as
// CIP-003-8's), the CIP Senior Manager and the delegations. They are
// a workspace's or the policy's, not an asset's, so no Applicable Systems apply; each obligation
// prints its `summary`, and their pages (docs/obligations/cip-002-r2.md, cip-003.md) render the
// quotes.
//
// Each quote is the standard's Requirement (`requirementText`, its parts included) or Measure
// (`measures`), word for word, with only line breaks and spacing normalised; it is here only where
// two independent sources agreed on its words, and
// test/core/authority/governance-requirements.test.ts lists the ones left out and why.
// Everything else (summary) is the tool's reading, not the standard.

export const GOVERNANCE_REQUIREMENT_KINDS = ["CIP-002 R2", "CIP-003 R3", "CIP-003 R4"] as const;
export type GovernanceRequirementKind = (typeof GOVERNANCE_REQUIREMENT_KINDS)[number];

export interface GovernanceRequirement {
  kind: GovernanceRequirementKind;
  /** What it asks, in the tool's own short words, as each obligation prints it: never a quote. */
  summary: string;
  /** Where the quotes are from: the standard, its version, the requirement and its measure. */
  source: string;
  /** The standard's Requirement, its parts included; absent where not confirmed by two sources. */
  requirementText?: string;
  /** The standard's Measure of the requirement, in its words; absent where not confirmed. */
  measures?: string;
}

export const GOVERNANCE_REQUIREMENT_TABLE: readonly GovernanceRequirement[] = [
  {
    kind: "CIP-002 R2",
    source: "CIP-002-5.1a B. Requirements and Measures, R2 and M2",
    requirementText:
      "The Responsible Entity shall: 2.1 Review the identifications in Requirement R1 and its parts (and update them if there are changes identified) at least once every 15 calendar months, even if it has no identified items in Requirement R1, and 2.2 Have its CIP Senior Manager or delegate approve the identifications required by Requirement R1 at least once every 15 calendar months, even if it has no identified items in Requirement R1.",
    summary:
      "review the identifications and have the CIP Senior Manager or delegate approve them at least once every 15 calendar months",
  },
  {
    kind: "CIP-003 R3",
    source: "CIP-003-9 B. Requirements and Measures, R3 and M3",
    requirementText:
      "Each Responsible Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar days of the change.",
    summary:
      "identify the CIP Senior Manager by name and document any change within 30 calendar days of the change",
  },
  {
    kind: "CIP-003 R4",
    source: "CIP-003-9 B. Requirements and Measures, R4 and M4",
    requirementText:
      "The Responsible Entity shall implement a documented process to delegate authority, unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may delegate authority for specific actions to a delegate or delegates. These delegations shall be documented, including the name or title of the delegate, the specific actions delegated, and the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of any change to the delegation. Delegation changes do not need to be reinstated with a change to the delegator.",
    summary:
      "document each delegation (the delegate, the actions, the date), approved by the CIP Senior Manager, and update it within 30 days of any change to it",
  },
];

export function governanceRequirement(kind: GovernanceRequirementKind): GovernanceRequirement {
  const entry = GOVERNANCE_REQUIREMENT_TABLE.find((candidate) => candidate.kind === kind);
  // The table has an entry for every kind: a test holds it.
  if (entry === undefined) throw new Error(`no governance requirement ${kind}`);
  return entry;
}

// What a row of the requirement table is (requirements.ts, whose header says what each field
// means), the ids of the parts it has rows for, and the Applicable Systems the rows of CIP-010 R1
// and the families share. A module of its own so that each family's rows (vulnerability-
// assessment-rows.ts) can be written beside the table without an import cycle.
import type { AssetClass } from "../document/asset-class.ts";
import type { BaselineItem } from "../document/baseline-items.ts";
import type { Interval } from "../../shared/calendar.ts";

export const REQUIREMENT_IDS = [
  "CIP-010 R1.1",
  "CIP-010 R1.2",
  "CIP-010 R1.3",
  "CIP-010 R1.4",
  "CIP-010 R1.5",
  "CIP-010 R1.6",
  "CIP-010 R2.1",
  "CIP-007 R1.1",
  "CIP-007 R2.1",
  "CIP-007 R2.2",
  "CIP-007 R2.3",
  "CIP-007 R2.4",
  "CIP-010 R3.1",
  "CIP-010 R3.2",
  "CIP-010 R3.3",
  "CIP-010 R3.4",
] as const;
export type RequirementId = (typeof REQUIREMENT_IDS)[number];

/**
 * The versions of the standards the rows quote, and the ones approved to follow them, each by the
 * name NERC's index of the standards gives it (CIP-007-7.1, not CIP-007-7).
 */
export type StandardVersion = "CIP-010-4" | "CIP-010-5" | "CIP-007-6" | "CIP-007-7.1";

/** What a later version of the standard changes in a part, before the tool judges by it. */
export interface LaterVersion {
  standard: StandardVersion;
  /** What differs from the row's version, in the tool's words: nothing of it is quoted. */
  changes: string;
}

export interface RequirementRow {
  id: RequirementId;
  /** The version of the standard whose words the row quotes and whose clock it judges. */
  standard: StandardVersion;
  /** Later versions' differences, as data, for the day an entity is judged by them. */
  laterVersions?: readonly LaterVersion[];
  /** What it asks, in the tool's own short words: a summary, never the standard's text. */
  summary: string;
  /** Where the quotes are from: the standard, its version, its table and the part. */
  source: string;
  /**
   * The standard's Requirements column for the part, in the standard's words (subparts such as
   * 1.1.1 included); absent where its text could not be confirmed from two sources.
   */
  requirementText?: string;
  /** The standard's Measures column for the part, in its words; absent where not confirmed. */
  measures?: string;
  /** The standard's Applicable Systems column, quoted. */
  applicableSystems: string;
  /** The classes it applies to in High systems, and in Medium ones. */
  high: readonly AssetClass[];
  medium: readonly AssetClass[];
  /** Medium systems only with External Routable Connectivity (CIP-007 R1.1). */
  mediumNeedsErc: boolean;
  opens: string;
  /**
   * For a row a deviation opens: the R1.1 items whose change opens it ("any": a change of any
   * item). Absent: no deviation opens it. What `partsOpenedBy` reads, for the plan and obligations.
   */
  openedBy?: "any" | readonly ChangedItem[];
  clock: string;
  /** The clock's length where it is a fixed interval the obligations count; absent: none. */
  every?: Interval;
  closes: string;
}

/** An R1.1 item a deviation changed; "unknown" for a baseline_ref, whose content is elsewhere. */
export type ChangedItem = BaselineItem | "unknown";

export const BCS_EACMS_PACS_PCA: readonly AssetClass[] = ["BCA", "EACMS", "PACS", "PCA"];
export const R1_SYSTEMS =
  "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA";
export const R1_SCOPE = {
  high: BCS_EACMS_PACS_PCA,
  medium: BCS_EACMS_PACS_PCA,
  mediumNeedsErc: false,
};

// CIP-010-4 R3's reviewed files (Vulnerability Assessments), as the plan and the obligations read
// them once parsed: one file per record under vulnerability-assessments/, each of one kind:
//   - an assessment (R3.1, R3.2, and R3.3 for the assets it names): the systems it covers, paper or
//     active, the environment (a test environment's differences from production and how they were
//     accounted for, per 3.2.2), the controls assessed or the tool output by SHA-256, the results
//     and the action plan (R3.4), which may be that no vulnerabilities were found;
//   - a technical-feasibility record (R3.2's "where technically feasible"), with its reference;
//   - a commissioning exception (R3.3): a like replacement naming the existing asset whose
//     baseline the new one models, or a CIP Exceptional Circumstance reference.
// The record of the merge that reviewed it dates it. A typed date (performed_on, an item's planned
// completion and status dates) is the file's word, never after the day it is parsed; an
// assessment's performed_on is the day R3.1 and R3.2 count it from (an interval it was performed
// before is closed by nothing of it). Pure.
import { nameKey } from "../shared/names.ts";

export const ASSESSMENT_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
export const ASSESSMENTS_FOLDER = "vulnerability-assessments";

export const ASSESSMENT_KINDS = ["assessment", "technical-feasibility", "commissioning"] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export const METHODS = ["paper", "active"] as const;
export type AssessmentMethod = (typeof METHODS)[number];

export const ENVIRONMENTS = ["production", "test"] as const;
export type AssessmentEnvironment = (typeof ENVIRONMENTS)[number];

export const ITEM_STATUSES = ["open", "in-progress", "done"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** What R3.4's action plan says when an assessment found nothing to remediate or mitigate. */
export const NO_VULNERABILITIES = "no vulnerabilities found";

/** A tool's output the assessment stands on, by its name and SHA-256 (the file itself is elsewhere). */
export interface ToolOutput {
  name: string;
  sha256: string;
}

/** 3.2.2: "the differences between the test environment and the production environment". */
export interface TestEnvironment {
  differences: string;
  /** "a description of the measures used to account for any differences". */
  accountedFor: string;
}

/** One status of an action item, on its day. */
export interface StatusEntry {
  on: string;
  status: ItemStatus;
}

/** An action item of R3.4's action plan: its planned completion date and its dated statuses. */
export interface ActionItem {
  id: string;
  action: string;
  plannedCompletion: string;
  /** In date order, the first at least; the last is the item's status. */
  statuses: StatusEntry[];
}

export interface Assessment {
  kind: "assessment";
  id: string;
  /** The cyber systems it covers, as the inventory's `cyber_system:` names them. */
  systems: string[];
  /** The assets of those systems it assessed by name, for R3.3 (an active assessment of a new asset). */
  assets: string[];
  method: AssessmentMethod;
  environment: AssessmentEnvironment;
  /** Present exactly when the environment is test. */
  testEnvironment?: TestEnvironment;
  /** The controls assessed (R3.1's first Measure); [] when tool output stands for them. */
  controls: string[];
  /** The output of the tools used (R3.1's second Measure); [] when controls are listed. */
  toolOutput: ToolOutput[];
  /**
   * The file's own word for when it was performed: the day R3.1 and R3.2 count it from (one before
   * an interval opened closes nothing of it); absent, its record's day.
   */
  performedOn?: string;
  results: string;
  /** R3.4: the action items, or none found. */
  actionPlan: ActionItem[] | typeof NO_VULNERABILITIES;
}

export interface TechnicalFeasibility {
  kind: "technical-feasibility";
  id: string;
  /** The High systems an active assessment (R3.2) is not technically feasible for. */
  systems: string[];
  /** The entity's reference for the record (its technical feasibility exception, say). */
  reference: string;
  reason: string;
}

export type CommissioningException =
  { like_replacement_of: string } | { cip_exceptional_circumstance: string };

export interface Commissioning {
  kind: "commissioning";
  id: string;
  cyber_system: string;
  /** The new asset, as the inventory names it. */
  asset: string;
  exception: CommissioningException;
}

export type AssessmentFile = Assessment | TechnicalFeasibility | Commissioning;

/** A system's or an asset's name as files and inventories compare it (case and Unicode form ignored). */
export function assessedNameKey(name: string): string {
  return nameKey(name);
}

/** Whether `path` (relative to the repository root) is an assessment file: ID.yaml in the folder. */
export function isAssessmentFile(path: string): boolean {
  if (!path.startsWith(`${ASSESSMENTS_FOLDER}/`) || !path.endsWith(".yaml")) return false;
  return !path.slice(ASSESSMENTS_FOLDER.length + 1).includes("/");
}

// The families judged from accepted merges as values (Family): one table (MERGE_JUDGED_FAMILIES)
// that the obligations pass and its checkpoint loop over, so that a family is added as one row.
// The families in words, for the help and the docs, are in obligation-kinds.ts.
import type { EvidenceRecord, HashedRecord } from "../evidence/records/evidence-record.ts";
import {
  type Context,
  type Obligation,
  type ObligationKind,
  PATCH_MANAGEMENT_KINDS,
  VULNERABILITY_ASSESSMENT_KINDS,
} from "./obligation-model.ts";
import { PatchManagementPass } from "./patch-management/patch-obligations.ts";
import type { PatchManagementCheckpoint } from "./patch-management/patch-checkpoint.ts";
import { startsPatchManagement } from "./patch-management/patch-merges.ts";
import {
  startsVulnerabilityAssessments,
  VulnerabilityAssessmentPass,
} from "./vulnerability-assessments/assessment-pass.ts";
import type { AssessmentHeld } from "./vulnerability-assessments/assessment-state.ts";

/**
 * A family judged from accepted merges only (a reviewed pull request's merge record, which carries
 * the baselines' items and the family's reviewed files): a ledger without such a merge, such as one
 * kept from the command line, has no obligation of it. What every output says then, once: that it
 * was not judged and why, never an empty list that reads as an all-clear (docs/cip-obligations.md).
 */
export interface MergeJudgedFamily {
  /** "CIP-007 R2". */
  name: string;
  /** What it is about, as the report's section titles it after the name: "patch management". */
  topic: string;
  kinds: readonly ObligationKind[];
  /** The one sentence every output gives when no part of the family is judged from the ledger. */
  notJudged: string;
}

/** A family's state in one workspace as plain JSON, which names the workspace. */
export interface HeldState {
  workspace: string;
}

/**
 * What the obligations pass asks of a family's pass in one workspace: each record after the one
 * that started it, in chain order; its state for a checkpoint; what is still open at the end.
 */
export interface FamilyPass<Held extends HeldState = HeldState> {
  /** The workspace's next record, judged in the context (calendar, versions) in force at it. */
  addRecord(entry: HashedRecord, inForce: Context): void;
  /** Its state as plain JSON: resumed with the records after it, it judges as this pass. */
  held(workspace: string): Held;
  /** The obligations still held, judged as of the pass's day, unsorted. */
  finish(): Obligation[];
}

/**
 * A family's pass, the class: made at the record that starts it in a workspace, or resumed in the
 * state a checkpoint holds; what it decides goes to `emit` as it is decided, judged as of
 * `context`'s day.
 */
export interface FamilyPassClass<Held extends HeldState = HeldState> {
  new (context: Context, emit: (obligation: Obligation) => void): FamilyPass<Held>;
  resume(held: Held, context: Context, emit: (obligation: Obligation) => void): FamilyPass<Held>;
}

/**
 * A family judged from accepted merges, as a value: its words, what starts it in a workspace, its
 * pass there, the checkpoint's key for the pass's state, and its page in the docs.
 */
export interface Family<
  Held extends HeldState = HeldState,
  Key extends string = string,
> extends MergeJudgedFamily {
  /** Whether `record` starts a workspace's pass: the first record of the family there. */
  starts(record: EvidenceRecord): boolean;
  /** Its pass of one workspace, from the record that starts it. */
  pass: FamilyPassClass<Held>;
  /**
   * The obligations checkpoint's key for the family's state: a list of each started workspace's,
   * absent when none started (a ledger written before the family was judged keeps its bytes).
   */
  checkpointKey: Key;
  /** Its page in docs/, the path under docs/ ("obligations/cip-007-r2.md"). */
  docs: string;
  /**
   * The folders under src/ that hold the family, one per layer at most (its decisions, its facts):
   * its name is said by hand there, and in at most 15 files besides (generic code says it through
   * this row; test/ci/family-names.test.ts counts).
   */
  folders: readonly string[];
}

export const PATCH_MANAGEMENT_FAMILY: Family<PatchManagementCheckpoint, "patch_management"> = {
  name: "CIP-007 R2",
  topic: "patch management",
  kinds: PATCH_MANAGEMENT_KINDS,
  starts: startsPatchManagement,
  pass: PatchManagementPass,
  checkpointKey: "patch_management",
  docs: "obligations/cip-007-r2.md",
  folders: ["core/obligations/patch-management", "core/patches"],
  notJudged:
    "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};

export const VULNERABILITY_ASSESSMENT_FAMILY: Family<AssessmentHeld, "vulnerability_assessments"> =
  {
    name: "CIP-010 R3",
    topic: "vulnerability assessments",
    kinds: VULNERABILITY_ASSESSMENT_KINDS,
    starts: startsVulnerabilityAssessments,
    pass: VulnerabilityAssessmentPass,
    checkpointKey: "vulnerability_assessments",
    docs: "obligations/cip-010-r3.md",
    folders: ["core/obligations/vulnerability-assessments", "core/assessments"],
    notJudged:
      "CIP-010 R3 was not judged from this ledger: no obligation of any part was opened. R3 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines and the assessment files), from the first that keeps the baseline of a High or Medium impact BES Cyber System (or its EACMS, PACS or PCA); a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows any system was assessed.",
  };

/**
 * The families judged from accepted merges, in the order every output names them and the
 * checkpoint holds their state.
 */
const FAMILIES = [PATCH_MANAGEMENT_FAMILY, VULNERABILITY_ASSESSMENT_FAMILY] as const;
export const MERGE_JUDGED_FAMILIES: readonly Family[] = FAMILIES;

/**
 * What an obligations checkpoint holds of the table's families, each under its key (typed from the
 * table, so a family added to it is typed there too): a list of each started workspace's state.
 */
export type FamiliesHeld = {
  [F in (typeof FAMILIES)[number] as F["checkpointKey"]]?: F extends Family<infer Held>
    ? Held[]
    : never;
};

/**
 * Whether a family was judged, from its parts' counts by status (as the report tallies them): a
 * family no part of which has any obligation was not.
 */
export function judgedFromCounts(
  family: MergeJudgedFamily,
  parts: Partial<Record<ObligationKind, Readonly<Record<string, number>>>>,
): boolean {
  return family.kinds.some((kind) => Object.values(parts[kind] ?? {}).some((count) => count > 0));
}

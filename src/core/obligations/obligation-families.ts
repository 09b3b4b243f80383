// What a family judged from accepted merges is, as a value (Family): each family's row lives in its
// own folder (patch-management/patch-family.ts, vulnerability-assessments/assessment-family.ts),
// and the table every layer loops over is family-table.ts, so that a family is added as one row.
// The families in words, for the help and the docs, are in obligation-kinds.ts.
import type { EvidenceRecord, HashedRecord } from "../evidence/records/evidence-record.ts";
import { notAccepted } from "../evidence/records/in-force/facts-in-force.ts";
import type { ReviewedFilesEvidence } from "../evidence/records/in-force/reviewed-files-record.ts";
import type { FamilyShape } from "../families/family-shape.ts";
import type { ReviewedFileField } from "../families/family-shapes.ts";
import type { ReviewedFileSet } from "../plan/reviewed-file-set.ts";
import type { Impact } from "../inventory/document/principals.ts";
import { listOf } from "../shared/wording.ts";
import type { Context, DeclaredKind, Obligation, ObligationKind } from "./obligation-model.ts";

/**
 * A family judged from accepted merges only (a reviewed pull request's merge record, which carries
 * the baselines' items and the family's reviewed files): a ledger without such a merge, such as one
 * kept from the command line, has no obligation of it. What every output says then, once: that it
 * was not judged and why, never an empty list that reads as an all-clear (docs/cip-obligations.md).
 */
export interface MergeJudgedFamily {
  /** The standard and requirement, as every output names the family: "CIP-0NN RN". */
  name: string;
  /** What it is about, as the report's section titles it after the name: "patch management". */
  topic: string;
  /**
   * Its parts: rows of the requirement table (ObligationKind), or kinds it declares (DeclaredKind),
   * which the pass, the checkpoint, the populations and the report take as they are.
   */
  kinds: readonly (ObligationKind | DeclaredKind)[];
  /** Each part it declares: its shape's (core/families/), which the report's rows word. */
  declaredParts?: FamilyShape["declaredParts"];
  /** The one sentence every output gives when no part of the family is judged from the ledger. */
  notJudged: string;
  /**
   * The impact ratings of the systems it applies to, from its rows (the requirement table's
   * Applicable Systems, or its own): it applies where the inventory in force declares such a
   * system, and where none does it is not applicable, never "not judged" (notApplicableWords).
   */
  appliesTo: readonly Impact[];
}

/**
 * Of `families`, those that reach none of the impact ratings the inventories in force `declared`:
 * not applicable. None when what is in force is unknown (a workspace no accepted merge recorded
 * it for): every family then applies, and one not judged is an exception.
 */
export function applicableNowhere<F extends MergeJudgedFamily>(
  families: readonly F[],
  declared: ReadonlySet<Impact> | undefined,
): F[] {
  if (declared === undefined) return [];
  return families.filter((family) => !family.appliesTo.some((impact) => declared.has(impact)));
}

/**
 * What every output says of a family that applies to no system the inventory in force declares:
 * an answer of its own, never an exception.
 */
export function notApplicableWords(family: MergeJudgedFamily): string {
  return `${family.name} is not applicable: no ${listOf(family.appliesTo, "or")} impact system. The inventory in force (what each workspace's last accepted merge declared, an unrated system counted as High) declares none, and ${family.name} applies to ${listOf(family.appliesTo)} impact systems only; a merge that declares one makes it apply from then.`;
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
 * A family's pass whose constructor takes the state it resumes in, last: `resume` is that
 * constructor's, once for every such pass (the class it is called on is the one made).
 */
export abstract class ResumedByConstructor<Held extends HeldState> implements FamilyPass<Held> {
  static resume<Held extends HeldState, Pass>(
    this: new (context: Context, emit: (obligation: Obligation) => void, held: Held) => Pass,
    held: Held,
    context: Context,
    emit: (obligation: Obligation) => void,
  ): Pass {
    return new this(context, emit, held);
  }

  abstract addRecord(entry: HashedRecord, inForce: Context): void;
  abstract held(workspace: string): Held;
  abstract finish(): Obligation[];
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
  /**
   * The version of what its pass holds (`held`, read back by `resume`): one more whenever that
   * changes; 1 for a family that joins. The checkpoints' formats are summed from it
   * (formatOfVersions, obligations-checkpoint.ts), so a checkpoint an earlier version wrote is
   * judged from every record, never recomputed with this state and taken for altered.
   * test/core/checkpoint/held-state-versions.test.ts fails when the state changes and this does not.
   */
  heldVersion: number;
  /** Its page in docs/, the path under docs/ ("obligations/cip-007-r2.md"). */
  docs: string;
  /**
   * What its page covers, in a phrase: the manual's lists of the families give it beside the link
   * (scripts/generate-family-docs.ts writes them).
   */
  summary: string;
  /**
   * The folders under src/ that hold the family, one per layer at most (its shape in core/families/,
   * its decisions, its facts): outside them, generic code reaches it through this row and its shape,
   * and at most 8 files touch it (say its name, checkpoint key or field, or import its modules:
   * test/ci/family-names.test.ts counts).
   */
  folders: readonly string[];
  /**
   * Its reviewed files, which the plan shows for approval and an accepted merge's record carries
   * (each under the set's `field`): its shape's (core/families/), with where they are, what the
   * plan shows of each and each file's problems at review; absent: the family keeps no files.
   */
  reviewedFiles?: ReviewedFileSet;
}

/**
 * Whether a family was judged, from its parts' counts by status (as the report tallies them): a
 * family no part of which has any obligation was not.
 */
export function judgedFromCounts(
  family: MergeJudgedFamily,
  parts: Partial<Record<ObligationKind | DeclaredKind, Readonly<Record<string, number>>>>,
): boolean {
  return family.kinds.some((kind) => Object.values(parts[kind] ?? {}).some((count) => count > 0));
}

/**
 * The family's reviewed files `record` carries (its record field, `field`): new or changed, with
 * their texts, and removed; undefined for a record of another kind or one that carries none.
 */
export function filesCarriedBy(
  record: EvidenceRecord,
  field: ReviewedFileField,
): ReviewedFilesEvidence | undefined {
  return record.kind === "change" ? record.change?.[field] : undefined;
}

/**
 * Whether `record` starts, in its workspace, a pass judged from the family's reviewed files: an
 * accepted merge carrying them (its record field, `field`).
 */
export function startsWithFiles(record: EvidenceRecord, field: ReviewedFileField): boolean {
  return filesCarriedBy(record, field) !== undefined && notAccepted(record) === undefined;
}

// What a requirement family is, as the layers below the family table read it (FamilyShape): its
// name and the shape of its reviewed files, declared as plain data in the family's own folder
// under core/families/ and listed once in family-shapes.ts. core/plan, core/evidence, render/ and
// io/ derive every field, schema, word and line a family's files need from it; its behaviour (the
// pass, the parsers, what the plan shows of a file) stays in the family's folders above, whose row
// (core/obligations/obligation-families.ts) pairs it with this shape. Pure.
import { z } from "zod";
import type { Interval } from "../shared/calendar.ts";

/** A file's line, then its details (a line each), in an output's escaping. */
export interface FileLines {
  line: string;
  details: string[];
}

/** An output's escaping of a value: `code` for names, paths and ids, `words` for free text. */
export type Escape = (text: string) => string;

/** What every shown file has: its path, and what the change does to it. */
export interface ShownFile {
  file: string;
  change: "added" | "changed" | "removed";
}

/** A family's changed files as a plan holds them: the commit compared with, and each file. */
export interface ChangedFiles<Shown extends ShownFile = ShownFile> {
  /** The commit compared with, in words; "nothing: …" when none could be read (all are shown). */
  compared_with: string;
  files: Shown[];
}

/**
 * The saved plan's schema of a family's changed files: the commit compared with, and each file
 * with what `shown` holds of it besides its path and change.
 */
export function changedFilesSchema<T extends z.ZodRawShape>(shown: T) {
  return z.strictObject({
    compared_with: z.string(),
    files: z.array(
      z.strictObject({
        file: z.string(),
        change: z.enum(["added", "changed", "removed"]),
        ...shown,
      }),
    ),
  });
}

/**
 * A family's reviewed files, as data: `Field` is the plan's and the merge record's field as a
 * type, and `Shown` one file as the plan shows it, so that the plan's and the record's fields
 * made by looping over the families keep one typed field each.
 */
export interface ReviewedFileShape<
  Field extends string = string,
  Shown extends ShownFile = ShownFile,
> {
  /** "patch files": how the record's log, the plan's messages and its fingerprint's words name them. */
  name: string;
  /** "patch file": one of them, as the plan's counts say it. */
  noun: string;
  /** The plan's and the merge record's field that carries them ("<noun>_files"). */
  field: Field;
  /** What the merge record's field holds, as the evidence record's schema describes it. */
  recordDescription: string;
  /** The saved plan's schema of the field (changedFilesSchema). */
  shown: z.ZodType<ChangedFiles<Shown>>;
  /** The schema's title: "Patch files changed (CIP-007-6 R2)". */
  shownTitle: string;
  /** The schema's description: what the reviewer approves of each file. */
  shownDescription: string;
  /** One file's lines in the plan's text and Markdown, in their escaping. */
  lines(shown: Shown, code: Escape, words: Escape): FileLines;
  /**
   * The owner policy's key for the family's plan-time gate on its files (ReviewedFileSet.gate):
   * cip-policy.yaml declares it, read and described from here, so that the policy and the plan
   * loop over the families and name none. Absent: the family's files have no gate.
   */
  gateSetting?: GateSettingShape;
}

/** A policy key of a family's gate: its choices (the first the default) and their words. */
export interface GateSettingShape {
  key: string;
  settings: readonly [string, ...string[]];
  /** The policy schema's description of the key. */
  description: string;
}

/**
 * A part of a standard a family declares, outside the requirement table (Family.kinds), named as
 * the standards name a requirement or a part of one ("CIP-099 R1", "CIP-099 R1.2", or a section
 * of the attachment a requirement names, "CIP-099 R2 Section 6"). The pass, its checkpoint, the
 * populations and the report take it as an opaque string.
 */
export type DeclaredKind =
  | `CIP-${number} R${number}`
  | `CIP-${number} R${number}.${number}`
  | `CIP-${number} R${number} Section ${number}`;

/** What a declared part requires, and where the standard says it. */
export interface DeclaredPart {
  /** What it requires, in the tool's words, as the report's row gives it. */
  words: string;
  /** The standard's section it comes from, as the docs' quotes name it ("CIP-003-9 Attachment 1"). */
  source: string;
  /**
   * The standard's words, where two independent sources agree on them word for word; absent:
   * quoted nowhere (the authority table's page says it has no confirmed quote).
   */
  requirementText?: string;
  /**
   * Its clock, where the part recurs: how long after its last event the next is due (the rows
   * beside the requirement table read it from here, and so does the plan, which says what a
   * merged record would open before any ledger holds it); absent: the part keeps no clock.
   */
  every?: Interval;
}

/** A family as the layers below the family table know it. */
export interface FamilyShape {
  /** The standard and requirement, as every output names the family: "CIP-0NN RN". */
  name: string;
  /**
   * The parts it declares outside the requirement table, each with its words and source: the
   * help's list of families, the report's rows and the authority table's citations read them.
   */
  declaredParts?: Readonly<Partial<Record<DeclaredKind, DeclaredPart>>>;
  /**
   * The file each of its populations is written to, by the population's name (its rows and
   * columns are its FamilyPopulations, core/audit/families/): the help names the files from here
   * without loading what makes them.
   */
  populationFiles?: Readonly<Record<string, string>>;
  /** Its reviewed files; absent: the family keeps no files of its own. */
  reviewedFiles?: ReviewedFileShape;
  /**
   * The standard its own rows judge (rows beside the requirement table, which names no such
   * standard), with the version they quote and the later ones they name: what the owner policy's
   * `standards:` may put in force for it, from a day; absent: its rows are the table's.
   */
  standard?: FamilyStandard;
}

/** A family's standard and its versions, as the owner policy's `standards:` may name them. */
export interface FamilyStandard {
  /** "CIP-003", as `standards:` keys it. */
  standard: string;
  /** The version its rows quote, which judges until a later one takes force. */
  quoted: readonly string[];
  /** The later versions its rows name, in order. */
  later: readonly string[];
  /**
   * The day its rows give each later version's enforcement (the first day NERC's index gives it):
   * a policy naming an earlier day would judge by a version not yet in force, and is refused.
   */
  enforceableFrom: Readonly<Record<string, string>>;
}

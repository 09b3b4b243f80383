// What a family's reviewed files are, as its row carries them (Family.reviewedFiles in
// core/obligations/obligation-families.ts): their shape (core/families/family-shape.ts: the field,
// the record's description, the plan's schema and lines), where they are and which paths are
// theirs, so that the plan and the merge gather every family's files by the table, without naming
// any family, and the plan shows each as its family says (`changes`, each comparing its files with
// changedFiles). Pure.
import type { ChangedFiles, ReviewedFileShape } from "../families/family-shape.ts";
import type { CalendarSettings } from "../shared/calendar.ts";
import type { VersionsInForce } from "../inventory/baselines/standard-versions.ts";
import type { Diagnostic, SourceLocation } from "../shared/diagnostics.ts";
import type { InventoryDocument } from "../inventory/document/document.ts";
import type { LiveInventory } from "../shared/live-records.ts";
import type { Operation } from "./plan-model.ts";
import type { Rerating } from "./released/rerated-systems.ts";
import { compareCodePoints } from "../shared/names.ts";
import type { CarriedKind } from "../inventory/reviewed-files/carried-files.ts";

/**
 * A family's reviewed files: kept in the repository, approved by pull request; its shape (the
 * family's, core/families/), and where they are.
 */
export interface ReviewedFileSet extends ReviewedFileShape {
  /** The files and folders, from the repository root, they are listed from at a commit. */
  roots: readonly string[];
  /**
   * The glob patterns, from the repository root, that find them in a checkout: each path they
   * match is one `belongs` accepts (test/core/obligations/family-table.test.ts).
   */
  patterns: readonly string[];
  /** Whether `path` (from the repository root, with forward slashes) is one of them. */
  belongs(path: string): boolean;
  /**
   * The kinds of its files the family's passes read back from a merge's record (carriedKind, each
   * named): the ledger readers parse each record's files of these kinds ahead, on their threads,
   * and hand the values to the judging thread (core/obligations/carried-reads.ts). Absent: its
   * passes read none back that way.
   */
  carriedKinds?: readonly CarriedKind<unknown>[];
  /**
   * What the plan shows of the files `head` (the set's, in the checkout, by path) adds, changes or
   * removes against `base` (the set's at the commit compared with, by path; `comparedWith` names
   * it); undefined when none. Each family shows its own shape (a patch file its sources, evaluation
   * or plan; an assessment file its record).
   */
  changes(
    head: ReadonlyMap<string, string>,
    base: ReadonlyMap<string, string>,
    comparedWith: string,
    basePolicy: BasePolicyFacts,
  ): ChangedFiles | undefined;
  /**
   * Every problem of one of its files at review, each at its file:line:column (`file` is the path
   * the plan names it by), a date judged against `now`: a file with an error refuses the plan.
   * Absent only for a family whose files review reads with a reader of its own, for what the plan
   * checks besides their problems (READ_BY_THEIR_READERS, io/checkout/reviewed-files.ts);
   * test/core/obligations/family-table.test.ts holds every other to it.
   */
  problems?(text: string, file: string, now: Date): Diagnostic[];
  /**
   * The problems one of its files makes of another at review (`files`, every one of the set's in
   * the checkout, by the path the plan names it by), each at its file:line:column: a record naming
   * what the declaring file does not declare. Asked after `problems`, never repeating them.
   */
  problemsAmong?(files: ReadonlyMap<string, string>): Diagnostic[];
  /**
   * The family's plan-time gate on what the change does to its files (`head` against `base`, as
   * `changes` reads them) and to the inventory (the plan's `operations`, such as an asset it puts
   * into service; absent: none), under `read`, the owner policy's setting of its shape's `gateSetting` key: a
   * warning for each change it lists for reviewers, an error for each it refuses (the plan, and so
   * the merge, then applies nothing). The plan asks every family's set that has one, whether or not
   * the checkout holds any of its files.
   */
  gate?(
    head: ReadonlyMap<string, string>,
    base: ReadonlyMap<string, string>,
    read: GateRuleRead,
    operations?: readonly Operation[],
    /** Absent: the route read no base policy, and each part's own version judges. */
    day?: GateDay,
  ): Diagnostic[];
  /**
   * The family's reminders of what the change leaves undeclared in its files: a warning for each,
   * from the checkout's files (`head`, as `changes` reads them), the plan's `operations` and the
   * systems whose declared impact the change moves (`rerated`; none where the route read no
   * base). A reminder lists, never refuses: it is asked of every plan, whatever the policy says,
   * and whether or not the route compares the files with a commit.
   */
  reminders?(
    head: ReadonlyMap<string, string>,
    operations: readonly Operation[],
    rerated: readonly Rerating[],
  ): Reminder[];
  /**
   * Each facility or control center one of its files (`files`, by the path diagnostics name)
   * names that `known` does not hold: an error at its file:line:column with the nearest known
   * names, which fails `validate` and refuses the plan. A file with other problems is left to
   * `problems`, never reported twice.
   */
  unknownParents?(files: ReadonlyMap<string, string>, known: KnownParents): Diagnostic[];
}

/**
 * The facilities and control centers a family's files may name, by name: the service's (and the
 * inventory's documents') where the service was read, else the documents' alone (`from` says which,
 * and the message says so).
 */
export interface KnownParents {
  names: readonly string[];
  from: "service" | "inventory";
}

/**
 * The facilities and control centers known: those `documents` declare, and `live`'s when the
 * service was read (undefined: it was not).
 */
export function knownParentsOf(
  documents: readonly Pick<InventoryDocument, "facility" | "controlCenter">[],
  live: Pick<LiveInventory, "facilities" | "controlCenters"> | undefined,
): KnownParents {
  const declared = documents.flatMap(({ facility, controlCenter }) =>
    [facility, controlCenter].flatMap((parent) => (parent === undefined ? [] : [parent.value])),
  );
  if (live === undefined) return { names: declared, from: "inventory" };
  const held = [...live.facilities, ...live.controlCenters].map(({ name }) => name);
  return { names: [...held, ...declared], from: "service" };
}

/**
 * What the owner policy at the commit compared with says of a change's files, since that policy,
 * not the change's own, judges the change: who must approve what they record, the CIP Senior
 * Manager (`cip_senior_manager`; undefined: it names none, or it has no readable policy), and the
 * calendar a record's next due day is counted by (its `calendar:`, else the default).
 */
export interface BasePolicyFacts {
  seniorManager: { login: string; name: string } | undefined;
  calendar: CalendarSettings;
  /** Its `standards:`: the later versions in force from their days (absent or []: the rows' own). */
  standardVersions?: VersionsInForce;
}

/**
 * The day a gate judges on: the run's clock (`now`, the merge's at the merge) and the base's policy,
 * whose calendar's time zone gives the day and whose `standards:` the version in force that day.
 */
export interface GateDay {
  now: Date;
  basePolicy: BasePolicyFacts;
}

/** A warning the plan lists, which by its severity can never refuse it. */
export type Reminder = Diagnostic & { severity: "warning" };

/**
 * The owner policy's setting of a family's gate with the policy file's name (undefined: the key is
 * absent, the gate's default), or why the policy could not be read: the gate then refuses wherever
 * its strictest setting would (fail closed).
 */
export type GateRuleRead<Setting extends string = string> =
  { rule: { setting: Setting; file: string } | undefined } | { diagnostics: Diagnostic[] };

/**
 * What a gate's `require` refuses: an error at each of `gaps`, in `words` with the policy file's
 * name, under `require`; the policy's own diagnostics when it could not be read (fail closed).
 * Nothing without a gap, and nothing under a milder setting (the gate's warnings say those).
 */
export function requiredGapErrors<Gap extends { location: SourceLocation }>(
  gaps: readonly Gap[],
  read: GateRuleRead,
  words: (gap: Gap, policyFile: string) => string,
): Diagnostic[] {
  if (gaps.length === 0) return [];
  if ("diagnostics" in read) return read.diagnostics;
  const rule = read.rule;
  if (rule?.setting !== "require") return [];
  return gaps.map((gap) => ({
    severity: "error",
    location: gap.location,
    message: words(gap, rule.file),
  }));
}

/** A reviewed file the change adds, changes or removes, with what `shown` says of its text. */
export type ChangedFile<T> = { file: string; change: "added" | "changed" | "removed" } & Partial<T>;

/**
 * The files of `head` whose text differs from `base`'s (added or changed, each with what `shown`
 * reads of it) and those of `base` that `head` lacks (removed, by path), in path order; every
 * family's `changes` compares its files so.
 */
export function changedFiles<T>(
  head: ReadonlyMap<string, string>,
  base: ReadonlyMap<string, string>,
  shown: (file: string, text: string, change: "added" | "changed") => Partial<T>,
): ChangedFile<T>[] {
  const files: ChangedFile<T>[] = [];
  for (const [file, text] of head) {
    const was = base.get(file);
    if (was === text) continue;
    const change = was === undefined ? "added" : "changed";
    files.push({ file, change, ...shown(file, text, change) } as ChangedFile<T>);
  }
  for (const file of base.keys())
    if (!head.has(file)) files.push({ file, change: "removed" } as ChangedFile<T>);
  return files.sort((a, b) => compareCodePoints(a.file, b.file));
}

/**
 * A family's `changes`: its changed files (changedFiles) with the commit compared with, in words;
 * undefined when none is added, changed or removed, so the plan shows nothing of the family.
 */
export function fileChanges<T>(
  head: ReadonlyMap<string, string>,
  base: ReadonlyMap<string, string>,
  comparedWith: string,
  shown: (file: string, text: string, change: "added" | "changed") => Partial<T>,
): { compared_with: string; files: ChangedFile<T>[] } | undefined {
  const files = changedFiles(head, base, shown);
  return files.length === 0 ? undefined : { compared_with: comparedWith, files };
}

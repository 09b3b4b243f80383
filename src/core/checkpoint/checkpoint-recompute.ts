// What `evidence verify` proves of the checkpoints a ledger keeps (ledger-checkpoint.ts): each is
// the fold of its workspace's records up to the record just before the one carrying it, judged
// with the calendar and grace it says it was judged with. A checkpoint's bytes are vouched for by
// its record (the chain check); what it says is vouched for by nothing until it is recomputed
// here, and a routine run that starts from it trusts it. So verify folds each workspace that has
// checkpoints, and at each record carrying one compares the SHA-256 its record holds with that of
// the fold's text: equal, the file is the fold's checkpoint, and it is never read or parsed. The
// calendar is known only from a file, so the first checkpoint of a workspace is read before the
// walk for it; a file is read again only where the digests differ, to say why (another format, a
// record it does not stand at, the field that differs: checkpoint-difference.ts), or to find it
// was judged with another calendar, folded for in a second walk. Pure.
import { z } from "zod";
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import {
  type CheckpointReference,
  checkpointPath,
} from "../evidence/records/beside/checkpoint-reference.ts";
import { errorMessage } from "../shared/errors.ts";
import { isCalendarTimeZone, MONTH_END_CONVENTIONS } from "../shared/calendar.ts";
import { canonicalJson, sha256Hex } from "../shared/sha256.ts";
import {
  CheckpointFormatError,
  ledgerCheckpointFormat,
  type LedgerCheckpoint,
  parseCheckpoint,
  WorkspaceFold,
} from "./ledger-checkpoint.ts";
import type { ObligationsCheckpoint } from "../obligations/checkpoint/obligations-checkpoint.ts";
import { checkpointDifference } from "./checkpoint-difference.ts";

/**
 * The day the recomputing folds judge as of. A checkpoint holds no date, and adding records reads
 * none (obligations-checkpoint.ts says where the date is read: never before finish()), so any day
 * recomputes it; a fixed one keeps verify's verdict the same whenever it runs.
 */
const ANY_DAY = "2000-01-01";

const judgedWithSchema = z.object({
  calendar: z.strictObject({
    timeZone: z.string().refine(isCalendarTimeZone),
    dueSoonDays: z.int().nonnegative(),
    monthEnd: z.enum(MONTH_END_CONVENTIONS),
  }),
  completion_grace_days: z.int().nonnegative(),
});

/** What verify keeps of a checkpoint file between reading it and reaching its record. */
export interface CheckpointClaim {
  path: string;
  workspace: string;
  through: LedgerCheckpoint["through"];
  judgedWith: ObligationsCheckpoint["judged_with"];
  /** Hex SHA-256 of the file's bytes. */
  sha256: string;
}

/** The first format cip-sync wrote checkpoints in: a lower number is no format any version wrote. */
export const FIRST_CHECKPOINT_FORMAT = 1;

/**
 * A checkpoint an earlier cip-sync wrote, in a format before this version's: not recomputed (this
 * version's fold gives this version's state, never that format's), and no run of this version
 * starts from it (parseCheckpoint refuses it: each judges from every record instead), so nothing
 * this version judges rests on it. What verify says of it, without failing.
 */
export interface OlderCheckpoint {
  path: string;
  olderFormat: number;
}

/** What verify says of the older checkpoints it leaves: one clause, naming how many and why. */
export function olderCheckpointsText(older: readonly OlderCheckpoint[]): string {
  const formats = [...new Set(older.map(({ olderFormat }) => olderFormat))].sort();
  const format = ledgerCheckpointFormat();
  return `${older.length} checkpoint(s) of an older format (${formats.join(", ")}; this cip-sync writes ${format}) not recomputed: no run of this version starts from one, each judging from every record until a drift check writes a checkpoint of format ${format} (${older.map(({ path }) => path).join(", ")})`;
}

/**
 * What `bytes`, the checkpoint file at `path`, claims, or that it is of an older format; an Error
 * saying why it is not one this version can judge (a newer format, or none cip-sync wrote).
 */
export function checkpointClaim(
  bytes: Uint8Array,
  path: string,
): CheckpointClaim | OlderCheckpoint {
  let checkpoint: LedgerCheckpoint;
  try {
    checkpoint = parseCheckpoint(new TextDecoder().decode(bytes), path);
  } catch (error) {
    if (!(error instanceof CheckpointFormatError)) throw error;
    const { format } = error;
    const current = ledgerCheckpointFormat();
    const known = Number.isInteger(format) && (format as number) >= FIRST_CHECKPOINT_FORMAT;
    if (known && (format as number) < current) return { path, olderFormat: format as number };
    throw new Error(
      known
        ? `${path} is a checkpoint of format ${String(format)}, and this cip-sync reads format ${current}, so it cannot recompute it: a newer cip-sync wrote it; run evidence verify with the version the drift check runs (the ref its workflow's 'uses:' names), or a later one (docs/installing.md says how to install it)`
        : `${path} has format ${JSON.stringify(format) ?? "undefined"}, which no cip-sync writes (checkpoints have formats ${FIRST_CHECKPOINT_FORMAT} to ${current}, a whole number): it is not a checkpoint cip-sync wrote, though a record vouches for its bytes; treat the ledger as altered`,
      { cause: error },
    );
  }
  const judgedWith = judgedWithSchema.safeParse(checkpoint.obligations?.judged_with);
  if (typeof checkpoint.workspace !== "string" || !judgedWith.success)
    throw new Error(
      `${path} does not say which workspace it is of and which calendar and grace it was judged with (workspace, obligations.judged_with): it is not a checkpoint cip-sync wrote`,
    );
  return {
    path,
    workspace: checkpoint.workspace,
    through: checkpoint.through,
    judgedWith: judgedWith.data,
    sha256: sha256Hex(bytes),
  };
}

/** The calendar and grace a checkpoint was judged with: a fold judges with one. */
type JudgedWith = ObligationsCheckpoint["judged_with"];

/** The checkpoint file at `path`, read and parsed: what checkpointClaim says of it (or throws). */
export type ClaimReader = (path: string) => CheckpointClaim | OlderCheckpoint;

/** How verify reads a workspace's checkpoint files. */
export interface CheckpointFiles {
  /** The file's bytes, read only where they are needed. */
  bytesOf(path: string): Uint8Array;
  /**
   * Whether each file's bytes were found to be those its record's SHA-256 vouches for (a clone's
   * chain check): then that SHA-256 is the file's, and the file need not be read to hash it.
   */
  vouchedByRecords: boolean;
}

/** What was found of a checkpoint that is not its fold's text, once its file was read. */
export type CheckpointFinding =
  | { path: string; problem: string }
  /** Its bytes are not those of `expected`: checkpointDifference says whether its content is. */
  | { path: string; expected: LedgerCheckpoint }
  | OlderCheckpoint
  /** Judged with a calendar or grace no fold of this walk judges with: folded for again. */
  | { path: string; refold: JudgedWith };

/**
 * One workspace's checkpoints recomputed in one walk of its records (in chain order, from an
 * intact chain, which the chain check proved), one fold per calendar and grace given, each
 * checkpoint judged when the record carrying it comes. The record's SHA-256 of the checkpoint
 * (vouched for by the chain check) is compared with the SHA-256 of a fold's text: equal, the file
 * is that fold's checkpoint, judged with that fold's calendar (its text says so), and is never
 * read. Only where none is equal is the file read (`claimOf`), to say why: another format, a
 * record it does not stand at, which field differs, or a calendar this walk does not fold with.
 */
export class CheckpointRecompute {
  /** One fold per calendar and grace, by their canonical JSON. */
  readonly #folds = new Map<string, WorkspaceFold>();
  /** The checkpoints not yet reached, by their path. */
  readonly #unreached: Set<string>;
  readonly #files: CheckpointFiles;
  readonly #claimOf: ClaimReader;
  #recomputed = 0;

  constructor(
    workspace: string,
    judging: { judgedWith: readonly JudgedWith[]; checkpoints: Iterable<string> },
    files: CheckpointFiles,
  ) {
    for (const { calendar, completion_grace_days } of judging.judgedWith) {
      const options = { completionGraceDays: completion_grace_days };
      const judgedWith = { calendar, completion_grace_days };
      this.#folds.set(
        canonicalJson(judgedWith),
        WorkspaceFold.start(workspace, { asOf: ANY_DAY, calendar, options }),
      );
    }
    this.#unreached = new Set(judging.checkpoints);
    this.#files = files;
    this.#claimOf = (path) => checkpointClaim(files.bytesOf(path), path);
  }

  /** The workspace's next record, read from `path`; what was found of the checkpoint it carries. */
  add(entry: HashedRecord, path: string): CheckpointFinding | undefined {
    const checkpoint = checkpointPath(path);
    const finding = this.#unreached.delete(checkpoint) ? this.#judge(checkpoint, entry) : undefined;
    for (const fold of this.#folds.values()) fold.add(entry);
    return finding;
  }

  /** How many checkpoints were found to be the fold of their records. */
  get recomputed(): number {
    return this.#recomputed;
  }

  /** The checkpoints whose record never came: fail closed, though an intact chain has them all. */
  unreached(): CheckpointFinding[] {
    return [...this.#unreached].map((path) => ({
      path,
      problem: `${path} was not recomputed: the record carrying it was not read among its workspace's records`,
    }));
  }

  #judge(path: string, { record }: HashedRecord): CheckpointFinding | undefined {
    const reference = record.kind === "monitoring" ? record.monitoring.checkpoint : undefined;
    const sha256 = this.#files.vouchedByRecords
      ? reference?.sha256
      : sha256Hex(this.#files.bytesOf(path));
    if (reference !== undefined)
      for (const fold of this.#folds.values()) {
        const text = fold.checkpointText();
        if (
          text !== undefined &&
          sha256Hex(text) === sha256 &&
          canonicalJson(reference.through) === canonicalJson(fold.through)
        ) {
          this.#recomputed++;
          return undefined;
        }
      }
    let claim: CheckpointClaim | OlderCheckpoint;
    try {
      claim = this.#claimOf(path);
    } catch (error) {
      return { path, problem: errorMessage(error) };
    }
    if ("olderFormat" in claim) return claim;
    const fold = this.#folds.get(canonicalJson(claim.judgedWith));
    if (fold === undefined) return { path, refold: claim.judgedWith };
    return this.#judgeRead(claim, fold, reference);
  }

  /** A checkpoint read, against the fold of the calendar it says it was judged with. */
  #judgeRead(
    claim: CheckpointClaim,
    fold: WorkspaceFold,
    reference: CheckpointReference | undefined,
  ): CheckpointFinding | undefined {
    const { path } = claim;
    const text = fold.checkpointText();
    const through = fold.through;
    if (text === undefined || through === undefined)
      return {
        path,
        problem: `${path} is carried by its workspace's first record, so no record comes before it whose state it could be: a checkpoint is the state through the record just before the one carrying it`,
      };
    const stale = [
      ["its record says", reference?.through],
      ["it says", claim.through],
    ].find(([, said]) => canonicalJson(said) !== canonicalJson(through));
    if (stale !== undefined)
      return {
        path,
        problem: `${path}: ${stale[0]} it stands at ${throughText(stale[1])}, but the record before the one carrying it is ${throughText(through)}: a checkpoint is the state through the record just before the one carrying it`,
      };
    if (sha256Hex(text) !== claim.sha256)
      return { path, expected: JSON.parse(text) as LedgerCheckpoint };
    this.#recomputed++;
    return undefined;
  }
}

/** What verify found of checkpoints: how many are their fold, a line naming each that is not. */
export interface CheckpointsRecomputed {
  recomputed: number;
  problems: string[];
  /** Checkpoints of an older format, not recomputed and used by no run of this version. */
  older: OlderCheckpoint[];
}

/**
 * One workspace's checkpoints (`checkpoints`, the paths of its checkpoint files in name order)
 * recomputed from its records, given one at a time in chain order (add) by whoever walks them,
 * then finish. The calendar a fold judges with is known only from a checkpoint: the first one
 * this version reads says it, before the walk; a checkpoint judged with another is folded for
 * again, after the walk, over the records a second time. Every checkpoint is either found to be
 * its records' fold or named, never left. `bytesOf` reads a checkpoint file, where it must be.
 * evidence verify's walk of a clone (beside its chain check) and its --remote reading share it.
 */
export class WorkspaceCheckpoints {
  readonly #workspace: string;
  readonly #files: CheckpointFiles;
  readonly #walk: CheckpointRecompute;
  readonly #found: CheckpointsRecomputed = { recomputed: 0, problems: [], older: [] };
  /** The checkpoints to fold for again, by the calendar and grace they were judged with. */
  readonly #refold = new Map<string, { judgedWith: JudgedWith; checkpoints: string[] }>();

  constructor(workspace: string, checkpoints: readonly string[], files: CheckpointFiles) {
    this.#workspace = workspace;
    this.#files = files;
    const judgedWith = firstJudgement(checkpoints, files);
    this.#walk = new CheckpointRecompute(
      workspace,
      { judgedWith: judgedWith === undefined ? [] : [judgedWith], checkpoints },
      files,
    );
  }

  /** The workspace's next record, in chain order, read from `path`. */
  add(entry: HashedRecord, path: string): void {
    const finding = this.#walk.add(entry, path);
    if (finding !== undefined) this.#take(finding);
  }

  /**
   * What was found, once every record was added; `again` gives the workspace's records again
   * (in chain order), walked only when a checkpoint was judged with a calendar the walk did not
   * fold with.
   */
  finish(again: () => Iterable<{ path: string; entry: HashedRecord }>): CheckpointsRecomputed {
    this.#walk.unreached().forEach((finding) => this.#take(finding));
    let recomputed = this.#walk.recomputed;
    if (this.#refold.size > 0) {
      const judging = {
        judgedWith: [...this.#refold.values()].map(({ judgedWith }) => judgedWith),
        checkpoints: [...this.#refold.values()].flatMap(({ checkpoints }) => checkpoints),
      };
      this.#refold.clear();
      const walk = new CheckpointRecompute(this.#workspace, judging, this.#files);
      for (const { path, entry } of again()) {
        const finding = walk.add(entry, path);
        if (finding !== undefined) this.#take(finding);
      }
      walk.unreached().forEach((finding) => this.#take(finding));
      recomputed += walk.recomputed;
    }
    // A second walk folds with every calendar its checkpoints named: none is left to fold for.
    for (const { checkpoints } of this.#refold.values())
      for (const path of checkpoints)
        this.#found.problems.push(`${path} was not recomputed: no fold judged with its calendar`);
    return { ...this.#found, recomputed: recomputed + this.#found.recomputed };
  }

  #take(finding: CheckpointFinding): void {
    const { path } = finding;
    if ("olderFormat" in finding) this.#found.older.push(finding);
    else if ("problem" in finding) this.#found.problems.push(finding.problem);
    else if ("refold" in finding) {
      const key = canonicalJson(finding.refold);
      const refold = this.#refold.get(key) ?? { judgedWith: finding.refold, checkpoints: [] };
      refold.checkpoints.push(path);
      this.#refold.set(key, refold);
    } else {
      // The same state in another key order is its fold.
      const text = new TextDecoder().decode(this.#files.bytesOf(path));
      const problem = checkpointDifference(text, path, finding.expected);
      if (problem === undefined) this.#found.recomputed++;
      else this.#found.problems.push(problem);
    }
  }
}

/**
 * The calendar and grace the first checkpoint this version reads (in name order) was judged
 * with; none when it reads none. One that cannot be read is named when its record comes.
 */
function firstJudgement(
  checkpoints: readonly string[],
  files: CheckpointFiles,
): JudgedWith | undefined {
  for (const path of checkpoints) {
    try {
      const claim = checkpointClaim(files.bytesOf(path), path);
      if (!("olderFormat" in claim)) return claim.judgedWith;
    } catch {
      continue;
    }
  }
  return undefined;
}

/**
 * One workspace's checkpoints recomputed from its records (`entries`, in chain order, from an
 * intact chain, walked a second time only for a second calendar): WorkspaceCheckpoints over
 * records the caller holds. evidence verify --remote's reading.
 */
export function recomputeWorkspace(
  workspace: string,
  checkpoints: readonly string[],
  entries: () => Iterable<{ path: string; entry: HashedRecord }>,
  files: CheckpointFiles,
): CheckpointsRecomputed {
  const recompute = new WorkspaceCheckpoints(workspace, checkpoints, files);
  for (const { path, entry } of entries()) recompute.add(entry, path);
  return recompute.finish(entries);
}

function throughText(through: unknown): string {
  const point = through as LedgerCheckpoint["through"] | undefined;
  return point === undefined ? "no record" : `record #${point.sequence} (SHA-256 ${point.sha256})`;
}

// What `evidence verify` proves of the checkpoints a ledger keeps (ledger-checkpoint.ts): each is
// the fold of its workspace's records up to the record just before the one carrying it, judged
// with the calendar and grace it says it was judged with. A checkpoint's bytes are vouched for by
// its record (the chain check); what it says is vouched for by nothing until it is recomputed
// here, and a routine run that starts from it trusts it. So verify reads what it needs of each
// checkpoint first (CheckpointClaim: the calendar is known only from the file), then folds each
// workspace that has checkpoints once per calendar they were judged with, and compares the fold's
// checkpoint with each file when it reaches the record carrying it: its bytes, and where they
// differ, its content (checkpointDifference). Pure.
import { z } from "zod";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { CHECKPOINT_SUFFIX } from "../../evidence/records/beside/checkpoint-reference.ts";
import { isCalendarTimeZone, MONTH_END_CONVENTIONS } from "../../shared/calendar.ts";
import { canonicalJson, sha256Hex } from "../../shared/sha256.ts";
import {
  CheckpointFormatError,
  LEDGER_CHECKPOINT_FORMAT,
  type LedgerCheckpoint,
  parseCheckpoint,
  WorkspaceFold,
} from "./ledger-checkpoint.ts";
import type { ObligationsCheckpoint } from "./obligations-checkpoint.ts";
import { getOrThrow } from "../../shared/collections.ts";

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
  return `${older.length} checkpoint(s) of an older format (${formats.join(", ")}; this cip-sync writes ${LEDGER_CHECKPOINT_FORMAT}) not recomputed: no run of this version starts from one, each judging from every record until a drift check writes a checkpoint of format ${LEDGER_CHECKPOINT_FORMAT} (${older.map(({ path }) => path).join(", ")})`;
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
    const known = Number.isInteger(format) && (format as number) >= FIRST_CHECKPOINT_FORMAT;
    if (known && (format as number) < LEDGER_CHECKPOINT_FORMAT)
      return { path, olderFormat: format as number };
    throw new Error(
      known
        ? `${path} is a checkpoint of format ${String(format)}, and this cip-sync reads format ${LEDGER_CHECKPOINT_FORMAT}, so it cannot recompute it: a newer cip-sync wrote it; run evidence verify with the version the drift check runs (the ref its workflow's 'uses:' names), or a later one (docs/installing.md says how to install it)`
        : `${path} has format ${JSON.stringify(format) ?? "undefined"}, which no cip-sync writes (checkpoints have formats ${FIRST_CHECKPOINT_FORMAT} to ${LEDGER_CHECKPOINT_FORMAT}, a whole number): it is not a checkpoint cip-sync wrote, though a record vouches for its bytes; treat the ledger as altered`,
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

/** A checkpoint that is not the fold of its records: why, or the state those records give. */
export type CheckpointFinding =
  | { path: string; problem: string }
  /** Its bytes are not those of `expected`: checkpointDifference says whether its content is. */
  | { path: string; expected: LedgerCheckpoint };

/**
 * One workspace's checkpoints recomputed: fed the workspace's records in chain order (an intact
 * chain, which the chain check proved), one fold per calendar and grace its checkpoints were
 * judged with, each checkpoint compared when the record carrying it comes.
 */
export class CheckpointRecompute {
  /** One fold per calendar and grace the checkpoints were judged with, by their canonical JSON. */
  readonly #folds = new Map<string, WorkspaceFold>();
  /** The checkpoints not yet reached, by the path of the record carrying each. */
  readonly #byCarrier = new Map<string, CheckpointClaim>();
  #recomputed = 0;

  constructor(workspace: string, claims: readonly CheckpointClaim[]) {
    for (const claim of claims) {
      this.#byCarrier.set(claim.path.slice(0, -CHECKPOINT_SUFFIX.length), claim);
      const key = canonicalJson(claim.judgedWith);
      if (this.#folds.has(key)) continue;
      const { calendar, completion_grace_days } = claim.judgedWith;
      const options = { completionGraceDays: completion_grace_days };
      this.#folds.set(key, WorkspaceFold.start(workspace, { asOf: ANY_DAY, calendar, options }));
    }
  }

  /** The workspace's next record, read from `path`; what was found of the checkpoint it carries. */
  add(entry: HashedRecord, path: string): CheckpointFinding | undefined {
    const claim = this.#byCarrier.get(path);
    this.#byCarrier.delete(path);
    const finding = claim === undefined ? undefined : this.#judge(claim, entry);
    for (const fold of this.#folds.values()) fold.add(entry);
    return finding;
  }

  /** How many checkpoints were found to be the fold of their records. */
  get recomputed(): number {
    return this.#recomputed;
  }

  /** The checkpoints whose record never came: fail closed, though an intact chain has them all. */
  unreached(): CheckpointFinding[] {
    return [...this.#byCarrier.values()].map(({ path }) => ({
      path,
      problem: `${path} was not recomputed: the record carrying it was not read among its workspace's records`,
    }));
  }

  #judge(claim: CheckpointClaim, { record }: HashedRecord): CheckpointFinding | undefined {
    const { path } = claim;
    // The constructor started a fold for every claim's judgement.
    const fold = getOrThrow(this.#folds, canonicalJson(claim.judgedWith), "the folds started");
    const text = fold.checkpointText();
    const through = fold.through;
    if (text === undefined || through === undefined)
      return {
        path,
        problem: `${path} is carried by its workspace's first record, so no record comes before it whose state it could be: a checkpoint is the state through the record just before the one carrying it`,
      };
    const reference = record.kind === "monitoring" ? record.monitoring.checkpoint : undefined;
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

/**
 * One workspace's checkpoints recomputed from its records (`entries`, in chain order, from an
 * intact chain): how many are their records' fold, and a line naming each that is not. Each
 * finding is judged as it comes, so a state the records give is held no longer than that;
 * `textOf` reads a checkpoint's text again only where its bytes differ from its fold's (the same
 * state in another key order is its fold). evidence verify's walk of a clone and its --remote
 * reading share it.
 */
export function recomputeWorkspace(
  workspace: string,
  claims: readonly CheckpointClaim[],
  entries: Iterable<{ path: string; entry: HashedRecord }>,
  textOf: (path: string) => string,
): { recomputed: number; problems: string[] } {
  const recompute = new CheckpointRecompute(workspace, claims);
  const problems: string[] = [];
  let sameState = 0;
  const judge = (finding: CheckpointFinding) => {
    const problem =
      "problem" in finding
        ? finding.problem
        : checkpointDifference(textOf(finding.path), finding.path, finding.expected);
    if (problem === undefined) sameState++;
    else problems.push(problem);
  };
  for (const { path, entry } of entries) {
    const finding = recompute.add(entry, path);
    if (finding !== undefined) judge(finding);
  }
  recompute.unreached().forEach(judge);
  return { recomputed: recompute.recomputed + sameState, problems };
}

function throughText(through: unknown): string {
  const point = through as LedgerCheckpoint["through"] | undefined;
  return point === undefined ? "no record" : `record #${point.sequence} (SHA-256 ${point.sha256})`;
}

/**
 * Why the checkpoint `text` at `path`, whose bytes are not those of `expected` (the fold of the
 * records before it), is not their fold: the first top-level field that differs (within
 * `obligations`, the first of its fields). Undefined when its content is theirs: the order of an
 * object's keys follows the objects the writer's fold was given (a record read from its file, or
 * one just sealed in memory), and the same state is the same checkpoint whatever its key order.
 */
export function checkpointDifference(
  text: string,
  path: string,
  expected: LedgerCheckpoint,
): string | undefined {
  const found = JSON.parse(text) as Record<string, unknown>;
  const field = firstDifferentField(found, expected as unknown as Record<string, unknown>);
  if (field === undefined) return undefined;
  return `${path} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its ${field} differs from what those records give. The drift check writes a checkpoint from the records alone, so this one was written by something else or by a faulty version, and a routine run that started from it judged from a state the records do not give: treat the ledger as altered, and judge the obligations from every record ('cip-sync obligations --dir' reads them all)`;
}

function firstDifferentField(
  found: Record<string, unknown>,
  expected: Record<string, unknown>,
  prefix = "",
): string | undefined {
  const keys = new Set([...Object.keys(expected), ...Object.keys(found)]);
  for (const key of keys) {
    const [a, b] = [found[key], expected[key]];
    if (canonicalJson(a) === canonicalJson(b)) continue;
    if (prefix === "" && key === "obligations" && isObject(a) && isObject(b))
      return firstDifferentField(a, b, "obligations.") ?? "obligations";
    return `${prefix}${key}`;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

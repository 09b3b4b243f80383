// Where a command that judges from records may start instead of the first record: the last
// checkpoint a drift check kept beside its record (core/evidence/records/beside/) that the
// question admits, in a git clone. Like a Certificate Transparency client that trusts a signed
// tree head and checks consistency forward from it, the command then reads, hashes, schema-checks
// and chains only the checkpoint's record and the records after it, from the hash the checkpoint
// stands at, and walks the history from the commit that added that record on (that commit on the
// head's first-parent line, by the writer or an operator key, as verify judges it): the records
// before it are taken as that commit vouched for them, not read again (verified-from-checkpoint.ts).
// evidence verify, and --from-start, check every record from the first and recompute the
// checkpoint, and so find what a reading from it cannot: a record before it edited, or a commit
// before it that nobody may have made.
//
// A checkpoint that cannot stand is named and the command judges from every record again (fail
// closed to the full check and fold, never to other bytes): its record does not parse or keeps
// no such checkpoint, the file's SHA-256 or the record it stands at is not its record's, its state
// does not parse or cannot be resumed (CheckpointStart.spoil), or the history from its commit is
// not vouched for. Only a ledger of one workspace starts from a checkpoint: a checkpoint is one
// workspace's state, and the pass is resumed from one.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { recordedBy } from "../../../core/evidence/chain/as-of.ts";
import { addDays } from "../../../core/shared/calendar.ts";
import { parseRecordFile } from "../../../core/evidence/chain/evidence-chain.ts";
import { RECORDS_DIR, workspaceOfPath } from "../../../core/evidence/chain/record-files.ts";
import {
  CHECKPOINT_SUFFIX,
  checkpointBytesProblem,
} from "../../../core/evidence/records/beside/checkpoint-reference.ts";
import type { EvidenceRecord } from "../../../core/evidence/records/evidence-record.ts";
import type { VerifiedFrom } from "../../../io/ledger/ledger-verifier.ts";
import {
  type LedgerCheckpoint,
  parseCheckpoint,
} from "../../../core/checkpoint/ledger-checkpoint.ts";
import { ledgerPathsNewestFirst } from "../../../io/ledger/ledger-files.ts";
import { isGitCheckout } from "../../../io/ledger/ledger-history.ts";
import { errorMessage } from "../../../core/shared/errors.ts";
import { resolve } from "node:path";
import type { CliIo } from "../io.ts";

/** The day a question is asked as of, in the calendar's time zone: records after it are not read. */
export interface AsOfDay {
  day: string;
  timeZone: string;
}

/**
 * The last checkpoint of the one workspace of the clone at `root` whose record was recorded by
 * `asOf`'s day, as its file holds it; undefined when the ledger has none, or more than one
 * workspace. Throws an Error naming the file when it cannot stand (above).
 */
export async function nearestCheckpoint(
  root: string,
  asOf: AsOfDay,
): Promise<CheckpointStart | undefined> {
  const entries = await readdir(join(root, RECORDS_DIR), { withFileTypes: true }).catch(() => []);
  const workspaces = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  if (workspaces.length !== 1) return undefined;
  // Newest first: only the months from the checkpoint on are listed.
  for (const path of ledgerPathsNewestFirst(root, `${RECORDS_DIR}/${workspaces[0]}`)) {
    if (!path.endsWith(CHECKPOINT_SUFFIX) || workspaceOfPath(path) === undefined) continue;
    const carrierPath = path.slice(0, -CHECKPOINT_SUFFIX.length);
    const carrier = await readCarrier(root, carrierPath, path);
    if (!recordedBy(carrier, asOf.day, asOf.timeZone)) continue;
    const bytes = await readFile(join(root, path));
    const checkpoint = parseCheckpoint(bytes.toString("utf8"), path);
    standsProblem(carrier, bytes, checkpoint, path);
    const from = {
      path: carrierPath,
      workspace: carrier.workspace,
      through: checkpoint.through,
      // A drift check's record puts nothing in force: what it carries stood after `through`.
      inForce: carrier.in_force ?? null,
    };
    return new CheckpointStart(path, checkpoint, from, asOf);
  }
  return undefined;
}

/**
 * nearestCheckpoint of the clone --dir names (`dir`), for a command that may start from one:
 * undefined in a folder that is no git clone (no history can vouch for a checkpoint there), and
 * where the checkpoint cannot stand, which a warning names before the command judges from every
 * record.
 */
export async function checkpointToStartFrom(
  io: CliIo,
  dir: string,
  asOf: AsOfDay,
): Promise<CheckpointStart | undefined> {
  const root = resolve(io.cwd, dir);
  if (!(await isGitCheckout(root))) return undefined;
  try {
    return await nearestCheckpoint(root, asOf);
  } catch (error) {
    io.stderr(`warning: ${errorMessage(error)}: judged from every record\n`);
    return undefined;
  }
}

/**
 * The checkpoint a command about `period` may start from: the last one kept by a record recorded
 * before the period's first day (so that every record of the period comes after it), in a clone;
 * undefined with --from-start, or where there is none. One that cannot stand is named.
 */
export async function checkpointBeforePeriod(
  settings: { dir: string; fromStart: boolean },
  period: { firstDay: string; timeZone: string },
  io: CliIo,
): Promise<CheckpointStart | undefined> {
  if (settings.fromStart) return undefined;
  const dayBefore = addDays(period.firstDay, -1);
  return checkpointToStartFrom(io, settings.dir, { day: dayBefore, timeZone: period.timeZone });
}

/** The record that keeps the checkpoint at `path`, schema-checked; throws naming it when it is none. */
async function readCarrier(root: string, carrierPath: string, path: string) {
  const bytes = await readFile(join(root, carrierPath)).catch(() => undefined);
  if (bytes === undefined) throw new Error(`${path}: its record ${carrierPath} cannot be read`);
  const carrier = parseRecordFile({ path: carrierPath, bytes });
  if ("message" in carrier) throw new Error(`${path}: ${carrier.message}`);
  return carrier;
}

/** Throws, naming `path`, when the checkpoint is not the one its record keeps, at its place. */
function standsProblem(
  carrier: EvidenceRecord,
  bytes: Uint8Array,
  checkpoint: LedgerCheckpoint,
  path: string,
): void {
  const reference = carrier.kind === "monitoring" ? carrier.monitoring.checkpoint : undefined;
  if (reference === undefined) throw new Error(`${path}: its record keeps no checkpoint`);
  const problem = checkpointBytesProblem(bytes, reference, path);
  if (problem !== undefined) throw new Error(problem);
  const { through } = reference;
  const stands =
    through.sequence === carrier.sequence - 1 &&
    through.sha256 === carrier.previous_sha256 &&
    checkpoint.through.sequence === through.sequence &&
    checkpoint.through.sha256 === through.sha256 &&
    checkpoint.workspace === carrier.workspace;
  if (!stands)
    throw new Error(
      `${path}: it stands at record #${checkpoint.through.sequence} (SHA-256 ${checkpoint.through.sha256}), but its record #${carrier.sequence} follows the record with SHA-256 ${carrier.previous_sha256 ?? "none"}`,
    );
}

/** A checkpoint started from, and whether it still stands for the records before it. */
export class CheckpointStart {
  /** Why the checkpoint does not stand for the records before it; undefined while it does. */
  #spoiled: string | undefined;

  /** The checkpoint file's path in the checkout. */
  readonly path: string;
  readonly checkpoint: LedgerCheckpoint;
  /** Where the chain check starts: the record that keeps it, and the hash it stands at. */
  readonly from: VerifiedFrom;
  readonly asOf: AsOfDay;

  constructor(path: string, checkpoint: LedgerCheckpoint, from: VerifiedFrom, asOf: AsOfDay) {
    this.path = path;
    this.checkpoint = checkpoint;
    this.from = from;
    this.asOf = asOf;
  }

  get spoiled(): string | undefined {
    return this.#spoiled;
  }

  /** Why the checkpoint cannot be resumed from: the full check and fold are the answer. */
  spoil(why: string): void {
    this.#spoiled ??= why;
  }

  /** What a command says on standard error when it judges from every record instead. */
  fellBack(): string {
    return `warning: ${this.path}: ${this.#spoiled ?? ""}: judged from every record\n`;
  }

  /** What a command says on standard error once it judged from the checkpoint, vouched for by `since`. */
  judgedFrom(since: string): string {
    return `Judged from ${this.path} (the state through record #${this.checkpoint.through.sequence}) and the records after it: the records before it were taken as the checkpoint's writer vouched for them in commit ${since.slice(0, 12)}, not read again; --from-start checks them all.\n`;
  }
}

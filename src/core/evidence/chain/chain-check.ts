// The whole ledger's check, file by file: a ledger read in name order (`evidence verify` and the
// report, of a ledger of any size) fed to evidence-chain.ts's rule for one chain (advanceChain),
// holding per workspace only its chain's head, and per record only what a later check needs. An
// inventory listing beside a record (`<record>.listing`, right after it in name order) is checked
// against the SHA-256 its record holds: edited, missing or without its record, it is a break.
// What a file is on its own (checkLedgerFile: hashed, parsed, schema-checked, filed where its
// content says) does not depend on the files before it, so it may be found in any thread and in
// any order; the chains and the listings are then checked in name order (LedgerChecker.take).
import {
  advanceChain,
  CHAIN_START,
  type ChainBreak,
  chainBreak,
  type ChainState,
  type LedgerFile,
  parseKnownRecordFile,
  parseRecordFile,
} from "./evidence-chain.ts";
import {
  type EvidenceRecord,
  type HashedRecord,
  type InForce,
  listingOf,
} from "../records/evidence-record.ts";
import { inForceAfter, inForceFollowing, sameInForce } from "../records/in-force/facts-in-force.ts";
import { commitsNamed, PointerLine } from "../records/in-force/pointer-line.ts";
import { isCliRecordPath, workspaceOfPath } from "./record-files.ts";
import {
  LISTING_SUFFIX,
  type ListingReference,
  listingPath,
  readListing,
} from "../records/beside/inventory-listing.ts";
import { sha256Hex } from "../../shared/sha256.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { type KeysFacts, keysFactsOf } from "./keys-in-force.ts";
import type { ChainedRecord } from "./evidence-timestamps.ts";
import {
  CHECKPOINT_SUFFIX,
  checkpointDigestProblem,
  checkpointPath,
  type CheckpointReference,
} from "../records/beside/checkpoint-reference.ts";

export interface LedgerCheckResult {
  /** Valid records. */
  recordCount: number;
  /** In the order of their first valid record. */
  workspaces: string[];
  /** Every file that is not a valid record, then each workspace's first break. */
  breaks: ChainBreak[];
  /** Each valid record's facts in chain order, when asked for (`keepRecords`); else none. */
  records: ChainedRecord[];
}

/** What the chain check reads of a valid record: its place, its link, and its listing's digest. */
export interface RecordLink {
  workspace: string;
  sequence: number;
  previous_sha256: string | null;
  recorded_at: string;
  untimestamped_predecessors?: number[];
  /** The inventory listing it vouches for, when it is a drift check that kept one. */
  listing?: ListingReference;
  /** The checkpoint it vouches for, when it is a drift check that kept one. */
  checkpoint?: CheckpointReference;
  /**
   * The facts in force it carries (absent in a record sealed before records carried them), and
   * what it puts in force itself: its own pointer when it is an accepted merge, else null.
   */
  in_force?: InForce | null;
  puts_in_force: InForce | null;
  /** The commits it names as merged or judged from (pointer-line.ts). */
  commits_named: readonly string[];
  /** What the keys-in-force walk reads of it (keys-in-force.ts), so that no one reads it again. */
  keys: KeysFacts;
}

/** Whether this build found the record file with a SHA-256 valid before (a verified head's). */
type Known = (sha256: string) => boolean;

/** A ledger file as checkLedgerFile found it, before its chain is checked. */
export type CheckedFile =
  /** An inventory listing its record vouches for beside it. */
  | { path: string; kind: "beside"; bytes: Uint8Array }
  /** A checkpoint its record vouches for beside it: its SHA-256 is all the chain check reads. */
  | { path: string; kind: "checkpoint"; sha256: string }
  /** Not a record or listing of a workspace: not part of any chain. */
  | { path: string; kind: "other" }
  | { path: string; kind: "invalid"; invalid: ChainBreak }
  /**
   * `record` when asked for (the chains need the link alone); `signature`, its file's, when read;
   * `verifiedBy`, the key that verified it as it was read, when one did (signatureVerdict with "the named key").
   */
  | RecordChecked;
type RecordChecked = { path: string; kind: "record"; sha256: string; link: RecordLink } & {
  record?: EvidenceRecord;
  signature?: string;
  verifiedBy?: string;
};

/**
 * What `file` is on its own: a listing (checked against its record in name order), a file outside
 * the chains, a file that is not a valid record, or a valid record with its file's SHA-256, and
 * the record itself when `withRecord`; not held to the schema again where `known` says this build
 * found its bytes valid before (a verified head's record, parseKnownRecordFile).
 */
export function checkLedgerFile(file: LedgerFile, withRecord: boolean, known?: Known): CheckedFile {
  const { path } = file;
  const workspace = workspaceOfPath(path);
  if (workspace !== undefined && path.endsWith(CHECKPOINT_SUFFIX))
    return { path, kind: "checkpoint", sha256: sha256Hex(file.bytes) };
  if (workspace !== undefined && path.endsWith(LISTING_SUFFIX))
    return { path, kind: "beside", bytes: file.bytes };
  if (workspace === undefined || !path.endsWith(".json")) return { path, kind: "other" };
  const sha256 = sha256Hex(file.bytes);
  const parsed = known?.(sha256) === true ? parseKnownRecordFile(file) : parseRecordFile(file);
  if ("message" in parsed) return { path, kind: "invalid", invalid: parsed };
  const link: RecordLink = {
    ...factsOf(parsed),
    previous_sha256: parsed.previous_sha256,
    ...(parsed.in_force === undefined ? {} : { in_force: parsed.in_force }),
    puts_in_force: inForceAfter(parsed, parsed.sequence, null),
    commits_named: commitsNamed(parsed),
    keys: keysFactsOf(parsed),
    ...(listingOf(parsed) === undefined ? {} : { listing: listingOf(parsed) }),
    ...(parsed.kind === "monitoring" && parsed.monitoring.checkpoint
      ? { checkpoint: parsed.monitoring.checkpoint }
      : {}),
  };
  const checked = { path, kind: "record" as const, sha256, link };
  return withRecord ? { ...checked, record: parsed } : checked;
}

/**
 * The ledger's files, given one at a time in name order (compareCodePoints of their paths); a
 * file's bytes are not kept.
 */
export class LedgerChecker {
  readonly #chains = new Map<string, ChainState>();
  readonly #invalid: ChainBreak[] = [];
  readonly #records: ChainedRecord[] = [];
  readonly #keepRecords: boolean;
  readonly #visit: ((entry: HashedRecord, path: string) => void) | undefined;
  #count = 0;
  #last: string | undefined;
  /** Each workspace's facts in force after its last record: the fold evidence verify recomputes. */
  readonly #inForce = new Map<string, InForce | null>();
  readonly #forged = new Set<string>();
  /** Per workspace, which commits are older than the one in force: a move back to one is a break. */
  readonly #lines = new Map<string, PointerLine>();
  /** Per workspace, the last record that carried in_force. */
  readonly #carrying = new Map<string, number>();
  /** The checkpoints records vouch for and that have not come yet, by path. */
  readonly #checkpoints = new Map<string, CheckpointReference>();
  /** The listings records vouch for and that have not come yet, by path. */
  readonly #listings = new Map<string, ListingReference>();

  readonly #readsListings: boolean;
  readonly #known: Known | undefined;

  /**
   * `visit` sees each valid record with its file's SHA-256 and path, in name order, as it is checked.
   * `readsListings: false`: the caller gives the records only, so no listing is looked for.
   */
  constructor(options: {
    keepRecords: boolean;
    visit?: (entry: HashedRecord, path: string) => void;
    readsListings?: boolean;
    /**
     * Where a workspace's chain is taken up from, when it is read from a checkpoint on: the record
     * the checkpoint summarises (its sequence and SHA-256) and the facts in force after it; the
     * records before it are the checkpoint's, checked by evidence verify.
     */
    from?: {
      workspace: string;
      through: { sequence: number; sha256: string };
      inForce: InForce | null;
    };
    /** The record files this build found valid before, by SHA-256 (checkLedgerFile's `known`). */
    known?: Known | undefined;
  }) {
    this.#known = options.known;
    this.#keepRecords = options.keepRecords;
    this.#visit = options.visit;
    this.#readsListings = options.readsListings ?? true;
    const { from } = options;
    if (from !== undefined) {
      const { workspace, through } = from;
      this.#chains.set(workspace, {
        ...CHAIN_START,
        next: through.sequence + 1,
        head: { path: `the checkpoint's record #${through.sequence}`, sha256: through.sha256 },
      });
      this.#inForce.set(workspace, from.inForce);
      this.#lines.set(workspace, new PointerLine(from.inForce));
    }
  }

  /**
   * Checks the next file, and gives its record when it is a valid one; throws when files come out
   * of name order (a caller's mistake).
   */
  add(file: LedgerFile): EvidenceRecord | undefined {
    return this.take(checkLedgerFile(file, true, this.#known));
  }

  /** Whether take needs each record itself (for `visit`), not its link alone. */
  get takesRecords(): boolean {
    return this.#visit !== undefined;
  }

  /**
   * add for a file checkLedgerFile already checked, perhaps in another thread (with its record
   * when takesRecords): the chains and the listings checked in name order.
   */
  take(checked: CheckedFile): EvidenceRecord | undefined {
    if (this.#last !== undefined && compareCodePoints(this.#last, checked.path) >= 0)
      throw new Error(`ledger files out of name order: ${checked.path} after ${this.#last}`);
    this.#last = checked.path;
    if (checked.kind === "beside") {
      this.#checkBeside(checked);
      return undefined;
    }
    if (checked.kind === "checkpoint") {
      this.#checkCheckpoint(checked);
      return undefined;
    }
    if (checked.kind === "other") return undefined;
    if (checked.kind === "invalid") {
      this.#invalid.push(checked.invalid);
      return undefined;
    }
    const { path, sha256, link, record } = checked;
    // A caller's mistake, never the ledger's: fail rather than judge without the record.
    if (this.#visit !== undefined && record === undefined)
      throw new Error(`${path} was checked without its record`);
    const state = advanceChain(this.#chains.get(link.workspace) ?? CHAIN_START, {
      path,
      sequence: link.sequence,
      previous_sha256: link.previous_sha256,
      sha256,
    });
    this.#chains.set(link.workspace, state);
    this.#count++;
    // A chain already broken reports its first break; the fold is checked along an intact one.
    if (state.broken === undefined && state.outOfSequence === undefined)
      this.#checkInForce(path, link);
    if (this.#readsListings && link.listing) this.#listings.set(listingPath(path), link.listing);
    if (this.#readsListings && link.checkpoint)
      this.#checkpoints.set(checkpointPath(path), link.checkpoint);
    if (this.#keepRecords) this.#records.push({ path, record: factsOf(link), sha256 });
    if (record !== undefined) this.#visit?.({ record, sha256 }, path);
    return record;
  }

  /**
   * The facts in force `link` carries against the fold of the records before it: its own pointer
   * when it is an accepted merge, else its predecessor's. A record sealed before records carried
   * one starts the fold afresh (inForceFollowing, the one fold), as the writer that sealed the next
   * record did.
   */
  #checkInForce(path: string, link: RecordLink): void {
    const before = this.#inForce.get(link.workspace) ?? null;
    const carried = link.in_force;
    const operator = isCliRecordPath(path);
    const expected = inForceFollowing(before, {
      puts: link.puts_in_force,
      carries: carried !== undefined,
      operator,
    });
    if (carried !== undefined) this.#carrying.set(link.workspace, link.sequence);
    const carrier = this.#carrying.get(link.workspace);
    // The 0.2.0 rule (a record without in_force starts the fold afresh) holds only before the first
    // record that carries one; after it, the writer's record without one is a break, not a restart.
    if (carried === undefined && carrier !== undefined && !operator)
      this.#invalid.push({
        kind: "in-force",
        file: path,
        message: `${path} carries no in_force, but record #${carrier} before it does: only a ledger begun with 0.2.0 has records without it, all before the first that carries one, so it is not the writer's`,
      });
    // Its first wrong record only: the records after a forged one carry the forgery forward.
    if (
      carried !== undefined &&
      !sameInForce(carried, expected) &&
      !this.#forged.has(link.workspace)
    ) {
      this.#forged.add(link.workspace);
      this.#invalid.push({
        kind: "in-force",
        file: path,
        message: `${path} says the facts in force after it were put there by ${pointerText(carried)}, but the records before it give ${pointerText(expected)}: a record's in_force is the last merge the gate accepted, never another`,
      });
    }
    this.#inForce.set(link.workspace, expected);
    const line = this.#lines.get(link.workspace) ?? new PointerLine(before);
    this.#lines.set(link.workspace, line);
    const backwards = line.step(link.commits_named, expected);
    if (backwards !== undefined)
      this.#invalid.push({ kind: "in-force", file: path, message: `${path}: ${backwards}` });
  }

  #checkBeside(file: LedgerFile): void {
    const reference = this.#listings.get(file.path);
    this.#listings.delete(file.path);
    if (reference === undefined) {
      this.#invalid.push({
        kind: "misplaced",
        file: file.path,
        message: `${file.path} is an inventory listing that no valid record vouches for: a listing is written with its record, in the same commit`,
      });
      return;
    }
    const read = readListing(file.bytes, reference, file.path);
    if ("problem" in read)
      this.#invalid.push({ kind: "edited", file: file.path, message: read.problem });
  }

  /** A checkpoint's bytes against its record's digest; what it says, verify recomputes. */
  #checkCheckpoint(file: { path: string; sha256: string }): void {
    const reference = this.#checkpoints.get(file.path);
    this.#checkpoints.delete(file.path);
    const problem =
      reference === undefined
        ? `${file.path} is a checkpoint that no valid record vouches for: a checkpoint is written with its record, in the same commit`
        : checkpointDigestProblem(file.sha256, reference, file.path);
    if (problem !== undefined)
      this.#invalid.push({
        kind: reference === undefined ? "misplaced" : "edited",
        file: file.path,
        message: problem,
      });
  }

  result(): LedgerCheckResult {
    const missing = [
      ...[...this.#listings.keys()].map((path) => ({
        kind: "deleted" as const,
        file: path,
        message: `${path} is missing: its record vouches for an inventory listing there`,
      })),
      ...[...this.#checkpoints.keys()].map((path) => ({
        kind: "deleted" as const,
        file: path,
        message: `${path} is missing: its record vouches for a checkpoint there`,
      })),
    ];
    const chainBreaks = [...this.#chains.values()].flatMap((state) => chainBreak(state) ?? []);
    return {
      recordCount: this.#count,
      workspaces: [...this.#chains.keys()],
      breaks: [...this.#invalid, ...missing, ...chainBreaks],
      // Name order already lists them workspace by workspace (a workspace is a folder of its
      // records' paths, so two workspaces' paths never interleave), each in chain order.
      records: [...this.#records],
    };
  }
}

function pointerText(pointer: InForce | null): string {
  return pointer === null
    ? "no record (none accepted yet)"
    : `record #${pointer.sequence} (commit ${pointer.commit})`;
}

/** The facts a later check reads of a record, without the rest of it. */
function factsOf(record: EvidenceRecord | RecordLink): ChainedRecord["record"] {
  const { workspace, sequence, recorded_at, untimestamped_predecessors } = record;
  return untimestamped_predecessors === undefined
    ? { workspace, sequence, recorded_at }
    : { workspace, sequence, recorded_at, untimestamped_predecessors };
}

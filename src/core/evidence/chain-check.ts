// The chain check of evidence-chain.ts, record by record: for a ledger read file by file in name
// order (`evidence verify` of a ledger of any size), holding per workspace only its chain's head,
// and per record only what a later check needs. advanceChain is the rule for one workspace's chain
// (state in, record in, state out, the first break in the state); LedgerChecker feeds it every file
// and keeps the findings in the order verifyLedger gives them, with the same words.
import {
  type ChainBreak,
  deletedBreak,
  editedBreak,
  type LedgerFile,
  parseRecordFile,
  reorderedBreak,
} from "./evidence-chain.ts";
import type { EvidenceRecord } from "./evidence-record.ts";
import { workspaceOfPath } from "./evidence-record.ts";
import { sha256Hex } from "../shared/sha256.ts";
import { compareCodePoints } from "../shared/names.ts";
import type { ChainedRecord } from "./evidence-timestamps.ts";

/** What the chain needs of one record: where it is, its place, its link and its own hash. */
export interface ChainLink {
  path: string;
  sequence: number;
  previous_sha256: string | null;
  /** Hex SHA-256 of the file's exact bytes. */
  sha256: string;
}

/** One workspace's chain as checked so far. */
export interface ChainState {
  /** The sequence the next record must have. */
  readonly next: number;
  /** The last record that kept the chain: what the next one must name. */
  readonly head: { readonly path: string; readonly sha256: string } | undefined;
  /** The first break, once it is known. */
  readonly broken: ChainBreak | undefined;
  /**
   * The first record out of sequence, while it is unknown whether a later record holds the
   * sequence it should have had (then records were reordered) or none does (then deleted).
   */
  readonly outOfSequence:
    | { readonly path: string; readonly sequence: number; readonly after: string | undefined }
    | undefined;
}

/** A workspace's chain before its first record. */
export const CHAIN_START: ChainState = {
  next: 1,
  head: undefined,
  broken: undefined,
  outOfSequence: undefined,
};

/** `state` after `link`, the workspace's next record in name order. */
export function advanceChain(state: ChainState, link: ChainLink): ChainState {
  if (state.broken !== undefined) return state;
  const pending = state.outOfSequence;
  if (pending !== undefined) {
    if (link.sequence !== state.next) return state;
    const broken = reorderedBreak(pending.path, pending.sequence, state.next, link.path);
    return { ...state, broken, outOfSequence: undefined };
  }
  if (link.sequence !== state.next) {
    const outOfSequence = { path: link.path, sequence: link.sequence, after: state.head?.path };
    return { ...state, outOfSequence };
  }
  if (link.previous_sha256 !== (state.head?.sha256 ?? null))
    return { ...state, broken: editedBreak(link.path, link.previous_sha256, state.head) };
  return { ...state, next: state.next + 1, head: { path: link.path, sha256: link.sha256 } };
}

/** The first break of a chain whose every record was given to advanceChain. */
export function chainBreak(state: ChainState): ChainBreak | undefined {
  const pending = state.outOfSequence;
  if (pending === undefined) return state.broken;
  return deletedBreak(pending.path, pending.sequence, state.next, pending.after);
}

export interface LedgerCheckResult {
  /** Valid records. */
  recordCount: number;
  /** In the order of their first valid record. */
  workspaces: string[];
  /** Every file that is not a valid record, then each workspace's first break: as verifyLedger. */
  breaks: ChainBreak[];
  /** Each valid record's facts in chain order, when asked for (`keepRecords`); else none. */
  records: ChainedRecord[];
}

/**
 * The ledger's files, given one at a time in name order (compareCodePoints of their paths), and
 * checked as verifyLedger checks them all at once. A file's bytes are not kept.
 */
export class LedgerChecker {
  readonly #chains = new Map<string, ChainState>();
  readonly #invalid: ChainBreak[] = [];
  readonly #records: ChainedRecord[] = [];
  readonly #keepRecords: boolean;
  #count = 0;
  #last: string | undefined;

  constructor(options: { keepRecords: boolean }) {
    this.#keepRecords = options.keepRecords;
  }

  /**
   * Checks the next file, and gives its record when it is a valid one; throws when files come out
   * of name order (a caller's mistake).
   */
  add(file: LedgerFile): EvidenceRecord | undefined {
    if (this.#last !== undefined && compareCodePoints(this.#last, file.path) >= 0)
      throw new Error(`ledger files out of name order: ${file.path} after ${this.#last}`);
    this.#last = file.path;
    const workspace = workspaceOfPath(file.path);
    if (workspace === undefined || !file.path.endsWith(".json")) return undefined;
    const parsed = parseRecordFile(file);
    if ("message" in parsed) {
      this.#invalid.push(parsed);
      return undefined;
    }
    const sha256 = sha256Hex(file.bytes);
    const link = { path: file.path, sequence: parsed.sequence, sha256 };
    const state = this.#chains.get(workspace) ?? CHAIN_START;
    this.#chains.set(
      workspace,
      advanceChain(state, { ...link, previous_sha256: parsed.previous_sha256 }),
    );
    this.#count++;
    if (this.#keepRecords) this.#records.push({ path: file.path, record: factsOf(parsed), sha256 });
    return parsed;
  }

  result(): LedgerCheckResult {
    const chainBreaks = [...this.#chains.values()].flatMap((state) => chainBreak(state) ?? []);
    const workspaces = [...this.#chains.keys()];
    // verifyLedger lists records workspace by workspace; name order already keeps each one's.
    const order = new Map(workspaces.map((workspace, index) => [workspace, index]));
    const records = this.#records
      .map((entry, index) => ({ entry, index }))
      .sort(
        (a, b) =>
          order.get(a.entry.record.workspace)! - order.get(b.entry.record.workspace)! ||
          a.index - b.index,
      )
      .map(({ entry }) => entry);
    return {
      recordCount: this.#count,
      workspaces,
      breaks: [...this.#invalid, ...chainBreaks],
      records,
    };
  }
}

/** The facts a later check reads of a record, without the rest of it. */
function factsOf(record: EvidenceRecord): ChainedRecord["record"] {
  const { workspace, sequence, recorded_at, untimestamped_predecessors } = record;
  return untimestamped_predecessors === undefined
    ? { workspace, sequence, recorded_at }
    : { workspace, sequence, recorded_at, untimestamped_predecessors };
}

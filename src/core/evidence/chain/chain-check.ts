// The whole ledger's check, file by file: a ledger read in name order (`evidence verify` and the
// report, of a ledger of any size) fed to evidence-chain.ts's rule for one chain (advanceChain),
// holding per workspace only its chain's head, and per record only what a later check needs. An
// inventory listing beside a record (`<record>.listing`, right after it in name order) is checked
// against the SHA-256 its record holds: edited, missing or without its record, it is a break.
import {
  advanceChain,
  CHAIN_START,
  type ChainBreak,
  chainBreak,
  type ChainState,
  type LedgerFile,
  parseRecordFile,
} from "./evidence-chain.ts";
import type { EvidenceRecord, HashedRecord } from "../records/evidence-record.ts";
import { workspaceOfPath } from "./record-files.ts";
import {
  LISTING_SUFFIX,
  type ListingReference,
  listingPath,
  readListing,
} from "../records/inventory-listing.ts";
import { sha256Hex } from "../../shared/sha256.ts";
import { compareCodePoints } from "../../shared/names.ts";
import type { ChainedRecord } from "./evidence-timestamps.ts";

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
  /** The listings records vouch for and that have not come yet, by path. */
  readonly #listings = new Map<string, ListingReference>();

  readonly #readsListings: boolean;

  /**
   * `visit` sees each valid record with its file's SHA-256 and path, in name order, as it is checked.
   * `readsListings: false`: the caller gives the records only, so no listing is looked for.
   */
  constructor(options: {
    keepRecords: boolean;
    visit?: (entry: HashedRecord, path: string) => void;
    readsListings?: boolean;
  }) {
    this.#keepRecords = options.keepRecords;
    this.#visit = options.visit;
    this.#readsListings = options.readsListings ?? true;
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
    if (workspace !== undefined && file.path.endsWith(LISTING_SUFFIX)) {
      this.#checkListing(file);
      return undefined;
    }
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
    if (this.#readsListings && parsed.kind === "monitoring" && parsed.monitoring.listing)
      this.#listings.set(listingPath(file.path), parsed.monitoring.listing);
    if (this.#keepRecords) this.#records.push({ path: file.path, record: factsOf(parsed), sha256 });
    this.#visit?.({ record: parsed, sha256 }, file.path);
    return parsed;
  }

  #checkListing(file: LedgerFile): void {
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

  result(): LedgerCheckResult {
    const missing = [...this.#listings.keys()].map((path) => ({
      kind: "deleted" as const,
      file: path,
      message: `${path} is missing: its record vouches for an inventory listing there`,
    }));
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

/** The facts a later check reads of a record, without the rest of it. */
function factsOf(record: EvidenceRecord): ChainedRecord["record"] {
  const { workspace, sequence, recorded_at, untimestamped_predecessors } = record;
  return untimestamped_predecessors === undefined
    ? { workspace, sequence, recorded_at }
    : { workspace, sequence, recorded_at, untimestamped_predecessors };
}

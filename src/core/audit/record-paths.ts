// Where each record of a ledger the populations' first pass read is, for the rows that cite it and
// for the second pass, which reads a record again only with the SHA-256 it verified with (as
// `evidence handover`'s report does). Pure.
import type { EvidenceRecord, HashedRecord } from "../evidence/records/evidence-record.ts";
import { parseVerifiedRecord } from "../evidence/chain/evidence-chain.ts";
import { RECORDS_DIR, recordPath } from "../evidence/chain/record-files.ts";
import { DigestColumn, sha256Hex } from "../shared/sha256.ts";

/**
 * Where each record of the ledger is, and the SHA-256 it verified with, which the records read
 * again must still have: per workspace, by sequence (a chain's sequences run 1, 2, 3, ...), so
 * that 100,000 records cost their paths' bytes and 32 bytes each, and no key.
 */
export class RecordPaths {
  readonly #workspaces = new Map<string, { paths: PathColumn; digests: DigestColumn }>();

  /** Holds where the record is and its SHA-256; its path (recordPath). */
  add({ record, sha256 }: HashedRecord): string {
    let workspace = this.#workspaces.get(record.workspace);
    if (workspace === undefined) {
      workspace = { paths: new PathColumn(record.workspace), digests: new DigestColumn() };
      this.#workspaces.set(record.workspace, workspace);
    }
    // The digest first: one refused leaves no path without it.
    workspace.digests.set(record.sequence, sha256);
    const path = recordPath(record);
    workspace.paths.set(record.sequence, path);
    return path;
  }

  /**
   * The record in `bytes` read at `path` when they are the bytes it verified with there (the same
   * SHA-256, at the place of its workspace and sequence): parsed, not checked again; undefined for
   * any other bytes (changed, moved, or no record).
   */
  verifiedRecord(path: string, bytes: Uint8Array): EvidenceRecord | undefined {
    let record: Partial<EvidenceRecord> | null;
    try {
      record = parseVerifiedRecord(bytes);
    } catch {
      return undefined;
    }
    const { workspace, sequence } = record ?? {};
    if (typeof workspace !== "string" || typeof sequence !== "number") return undefined;
    const held = this.#workspaces.get(workspace);
    // A path is held only with its digest (add).
    if (held?.paths.get(sequence) !== path) return undefined;
    return sha256Hex(bytes) === held.digests.get(sequence) ? (record as EvidenceRecord) : undefined;
  }

  pathOf(workspace: string, sequence: number): string | null {
    return this.#workspaces.get(workspace)?.paths.get(sequence) ?? null;
  }

  /** The verified SHA-256 of each record of `records` held, by path. */
  digestsOf(records: Iterable<{ workspace: string; sequence: number }>): Map<string, string> {
    const digests = new Map<string, string>();
    for (const { workspace, sequence } of records) {
      const held = this.#workspaces.get(workspace);
      const path = held?.paths.get(sequence);
      if (held !== undefined && path !== undefined) digests.set(path, held.digests.get(sequence));
    }
    return digests;
  }
}

/** A page of paths' bytes: a path longer is held apart. */
const PAGE_BYTES = 65_535;

/** The sequences a column holds by position: a chain longer is held apart, path by path. */
const MAX_COLUMN_SEQUENCE = 2 ** 26;

/**
 * One workspace's record paths by sequence, as their UTF-8 bytes after the workspace's folder,
 * end to end: 100,000 paths as strings held 9 MB in a heap snapshot (64 characters and a slot
 * each), as bytes they take about 5 MB.
 * A path that is not under the folder, or that its bytes would not give back as it is (a lone
 * surrogate), is held as it is.
 */
class PathColumn {
  readonly #folder: string;
  /** Pages of PAGE_BYTES, a path's bytes within one; the last page's bytes used. */
  readonly #pages: Uint8Array[] = [];
  #used = PAGE_BYTES;
  /** By sequence: where its bytes start (page and offset in one), and how many (0: none). */
  #starts = new Uint32Array(256);
  #lengths = new Uint16Array(256);
  readonly #others = new Map<number, string>();

  constructor(workspace: string) {
    this.#folder = `${RECORDS_DIR}/${workspace}/`;
  }

  set(sequence: number, path: string): void {
    const rest = path.slice(this.#folder.length);
    const bytes = Buffer.from(rest, "utf8");
    const held =
      Number.isInteger(sequence) &&
      sequence >= 0 &&
      sequence < MAX_COLUMN_SEQUENCE &&
      path.startsWith(this.#folder) &&
      bytes.length > 0 &&
      bytes.length <= PAGE_BYTES &&
      bytes.toString("utf8") === rest;
    this.#others.delete(sequence);
    if (sequence < this.#starts.length) this.#lengths[sequence] = 0;
    if (!held) {
      this.#others.set(sequence, path);
      return;
    }
    this.#room(sequence, bytes.length);
    this.#pages.at(-1)?.set(bytes, this.#used);
    this.#starts[sequence] = (this.#pages.length - 1) * PAGE_BYTES + this.#used;
    this.#lengths[sequence] = bytes.length;
    this.#used += bytes.length;
  }

  get(sequence: number): string | undefined {
    const length = this.#lengths[sequence] ?? 0;
    return length === 0 ? this.#others.get(sequence) : this.#decoded(sequence, length);
  }

  #decoded(sequence: number, length: number): string {
    const start = this.#starts[sequence] ?? 0;
    const page = this.#pages[Math.floor(start / PAGE_BYTES)] ?? new Uint8Array();
    const offset = (start % PAGE_BYTES) + page.byteOffset;
    return this.#folder + Buffer.from(page.buffer, offset, length).toString("utf8");
  }

  /** Room for `length` more bytes (a new page), and for `sequence` (half as many again). */
  #room(sequence: number, length: number): void {
    if (this.#used + length > PAGE_BYTES) {
      this.#pages.push(new Uint8Array(PAGE_BYTES));
      this.#used = 0;
    }
    if (sequence >= this.#starts.length) {
      const size = Math.ceil(1.5 * (sequence + 1));
      const [starts, lengths] = [new Uint32Array(size), new Uint16Array(size)];
      starts.set(this.#starts);
      lengths.set(this.#lengths);
      [this.#starts, this.#lengths] = [starts, lengths];
    }
  }
}

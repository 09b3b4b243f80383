// A reader thread of `evidence verify` (ledger-readers.ts starts them, one per core): it reads,
// hashes, parses and schema-checks each batch of the ledger's files it is sent (checkLedgerFile),
// reads and verifies each record's signature file with the key it names when that key is among
// those known so far, and hands back each file's link in its chain, as JSON after the bytes of
// the valid records of the workspaces asked for, one buffer a batch, moved rather than copied.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parentPort } from "node:worker_threads";
import { type CheckedFile, checkLedgerFile } from "../../core/evidence/chain/chain-check.ts";
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import { type CarriedRead, carriedReadsOf } from "../../core/obligations/carried-reads.ts";
import {
  KeyRing,
  SIGNATURE_NOT_KEPT,
  SIGNATURE_SUFFIX,
  signatureVerdict,
} from "../../core/evidence/chain/writer-proof.ts";
import { WholeFileReader } from "./whole-file-reader.ts";
import type { ReaderRole } from "./ledger-thread-role.ts";

/**
 * A batch to check: its number and the files' paths, relative to the ledger's folder; and which of
 * them have a signature file to read beside them, when the signatures are taken.
 */
export interface ReadRequest {
  batch: number;
  paths: string[];
  signed?: boolean[];
  /** The keys (keySpki) to verify the signatures with as they are read (SignaturesTaker.keys). */
  keys?: readonly string[];
  /** Whether to parse the files each record handed back carries (parsesAhead). */
  carriedAhead: boolean;
  /** The workspaces whose valid records' bytes are handed back beside their links. */
  bytesOf: readonly string[];
}

/** What a batch found, as JSON after its records' bytes (ReadResult.bytes). */
export interface BatchFound {
  /** The files checked (a listing's bytes, which JSON does not carry, in ReadResult.besides). */
  files: CheckedFile[];
  /** Each record whose bytes are handed back: its path, its file's SHA-256, where it ends. */
  records: { path: string; sha256: string; end: number }[];
}

/** A batch checked: every file up to the first that could not be read or checked, and why. */
export interface ReadResult {
  batch: number;
  /**
   * The bytes of its valid records of the workspaces asked for, end to end, then what it found
   * (BatchFound) as UTF-8 JSON from `recordsEnd` on: one transfer, outside the heap, read where the
   * batch is taken. A batch waits for its turn once it came (among the readers' share, and those
   * the taker read itself); as strings and objects on the heap, what it found outlived young
   * collections there and was promoted, to die in the old generation (at 100,000 signed records
   * the handover's judging thread promoted 502 MB so, and 448 MB once it crossed as bytes, with
   * 53 full collections against 56). As a structured clone of the objects, serializing cost each
   * reader about 2.5 s and rebuilding held the verifying thread back (verify took 27.1 s against
   * 16.3 s).
   */
  bytes: ArrayBuffer;
  recordsEnd: number;
  /** The bytes of each listing among the files, in order. */
  besides: Uint8Array[];
  /**
   * The reviewed files records carry, parsed here (carriedReadsOf), each list by its record's place
   * among BatchFound.records; none for a record that carries none.
   */
  carried: { at: number; reads: CarriedRead[] }[];
  failed?: { message: string; code: string | undefined };
}

/** What `result` found, from the JSON at the end of its bytes. */
export function batchFound({ bytes, recordsEnd }: ReadResult): BatchFound {
  return JSON.parse(Buffer.from(bytes, recordsEnd).toString("utf8")) as BatchFound;
}

/** The text of the signature file beside the record at `path` in `dir`. */
export function signatureText(dir: string, path: string): string {
  return readFileSync(join(dir, `${path}${SIGNATURE_SUFFIX}`), "utf8");
}

/**
 * A reader: checks each batch it is sent (BatchReading), and hands back what it found, the files'
 * links as JSON and the records' bytes moved.
 */
export function serveLedgerReads({ dir }: ReaderRole): void {
  // A worker always has its parent's port.
  const port = parentPort;
  if (port === null) throw new Error("serveLedgerReads runs in a reader thread only");
  const reading = new BatchReading(dir);
  port.on("message", (request: ReadRequest) => {
    const result = reading.read(request);
    port.postMessage(result, [result.bytes]);
  });
}

/**
 * Reads batches of `dir`'s files as a reader does, in the thread it is made in: a reader thread's,
 * or the judging thread's, which reads a batch itself rather than wait (ledger-readers.ts).
 */
export class BatchReading {
  readonly #dir: string;
  readonly #keys = new KeyRing();
  readonly #fileReader = new WholeFileReader();

  constructor(dir: string) {
    this.#dir = dir;
  }

  /**
   * Checks the batch's files, stopping at the first it cannot read or check, and gives back the
   * bytes of the valid records of the workspaces its `bytesOf` names.
   */
  read(request: ReadRequest): ReadResult {
    const dir = this.#dir;
    const { batch, paths, signed, keys: spkis = [], carriedAhead, bytesOf } = request;
    const workspaces = new Set(bytesOf);
    const tried = this.#keys.of(spkis);
    const found: BatchFound = { files: [], records: [] };
    const result: ReadResult = {
      batch,
      bytes: new ArrayBuffer(0),
      recordsEnd: 0,
      besides: [],
      carried: [],
    };
    const kept: Uint8Array[] = [];
    let end = 0;
    for (const [index, path] of paths.entries()) {
      try {
        // A view of the reader's buffer: what outlives this file is copied out of it.
        const bytes = this.#fileReader.read(join(dir, path));
        const checked = checkLedgerFile({ path, bytes }, carriedAhead);
        let carried: CarriedRead[] | undefined;
        if (checked.kind === "record" && checked.record !== undefined) {
          // Read for the files it carries, when its bytes are handed back; its link crosses
          // without it.
          if (workspaces.has(checked.link.workspace)) carried = carriedReadsOf(checked.record);
          delete checked.record;
        }
        if (checked.kind === "record" && signed?.[index] === true) {
          const text = signatureText(dir, path);
          const verifiedBy = signatureVerdict(tried, checked.sha256, text, "the named key");
          // A verified signature's text, which its taker does not keep, does not cross.
          checked.signature = verifiedBy === null ? text : SIGNATURE_NOT_KEPT;
          if (verifiedBy !== null) checked.verifiedBy = verifiedBy;
        }
        if (checked.kind === "beside") {
          result.besides.push(checked.bytes.slice());
          found.files.push({ ...checked, bytes: new Uint8Array(0) });
        } else found.files.push(checked);
        if (checked.kind !== "record" || !workspaces.has(checked.link.workspace)) continue;
        kept.push(bytes.slice());
        end += bytes.length;
        if (carried !== undefined)
          result.carried.push({ at: found.records.length, reads: carried });
        found.records.push({ path, sha256: checked.sha256, end });
      } catch (error) {
        result.failed = { message: errorMessage(error), code: errorCode(error) };
        break;
      }
    }
    // In either thread: a batch read by the judging thread waits for its turn too (at 100,000
    // signed records, as JSON rather than objects, the handover peaked at 395 to 412 MiB against
    // 407 to 428).
    const json = JSON.stringify(found);
    const bytes = Buffer.allocUnsafeSlow(end + Buffer.byteLength(json));
    let at = 0;
    for (const record of kept) {
      bytes.set(record, at);
      at += record.length;
    }
    bytes.write(json, end);
    result.bytes = bytes.buffer;
    result.recordsEnd = end;
    return result;
  }
}

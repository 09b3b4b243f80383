// A reader thread of `evidence verify` (ledger-readers.ts starts them, one per core): it reads,
// hashes, parses and schema-checks each batch of the ledger's files it is sent (checkLedgerFile),
// reads and verifies each record's signature file with the key it names when that key is among
// those known so far, and hands back each file's link in its chain, as JSON, with the bytes of
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

/** A batch checked: every file up to the first that could not be read or checked, and why. */
export interface ReadResult {
  batch: number;
  /**
   * The files checked, as JSON (a listing's bytes, which JSON does not carry, in `besides`): as a
   * structured clone of their objects, at 100,000 signed records, serializing cost each reader
   * about 2.5 s, rebuilding held the verifying thread back, and verify took 27.1 s against 16.3 s.
   */
  checked: string;
  /** The bytes of each listing among them, in order. */
  besides: Uint8Array[];
  /** The bytes of its valid records of the workspaces asked for, end to end (one transfer). */
  bytes: ArrayBuffer;
  /**
   * Each of those records: its path, its file's SHA-256, where it ends in `bytes`, and the reviewed
   * files it carries, parsed here (carriedReadsOf), when it carries any.
   */
  records: { path: string; sha256: string; end: number; carried?: CarriedRead[] }[];
  failed?: { message: string; code: string | undefined };
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
    const files: CheckedFile[] = [];
    const result: ReadResult = {
      batch,
      checked: "",
      besides: [],
      bytes: new ArrayBuffer(0),
      records: [],
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
          files.push({ ...checked, bytes: new Uint8Array(0) });
        } else files.push(checked);
        if (checked.kind !== "record" || !workspaces.has(checked.link.workspace)) continue;
        kept.push(bytes.slice());
        end += bytes.length;
        result.records.push({ path, sha256: checked.sha256, end, ...(carried && { carried }) });
      } catch (error) {
        result.failed = { message: errorMessage(error), code: errorCode(error) };
        break;
      }
    }
    const bytes = new Uint8Array(end);
    let at = 0;
    for (const record of kept) {
      bytes.set(record, at);
      at += record.length;
    }
    result.bytes = bytes.buffer;
    // As JSON in either thread: a batch read by the judging thread waits for its turn too, and as
    // objects it outlived young collections, promoted to die in the old generation (at 100,000
    // signed records the handover peaked at 395 to 412 MiB so, against 407 to 428).
    result.checked = JSON.stringify(files);
    return result;
  }
}

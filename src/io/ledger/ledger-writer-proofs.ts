// The writer's signatures of a checkout of the evidence branch, checked offline with the keys of a
// cip-ledger.yaml the auditor takes from the repository's default branch (`evidence verify
// --ledger-declaration`): in each workspace, every record from the first signed one on must be
// signed by one of them (core/evidence/chain/writer-proof.ts); with --repository, each by the keys
// of the declaration in force before it (core/evidence/chain/keys-in-force.ts), for which each
// workspace's records are kept whole while it is judged. The records are read again for it, a few
// at a time, so the check costs one more reading of the ledger, asked for only with the flag; from
// a verified head (core/evidence/chain/verified-head.ts), only each workspace's records after it.
import { readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { KeyObject } from "node:crypto";
import {
  isCliRecordPath,
  type RecordListed,
  recordsListed,
} from "../../core/evidence/chain/record-files.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { keysFactsOf, type SignedRecord } from "../../core/evidence/chain/keys-in-force.ts";
import { type ResumedHead, SignedRecordsDigest } from "../../core/evidence/chain/verified-head.ts";
import type { EvidenceRecord } from "../../core/evidence/records/evidence-record.ts";
import {
  keySpki,
  SIGNATURE_SUFFIX,
  recordSignatureProblem,
  SIGNATURE_NOT_KEPT,
  type SignedEntry,
  writerProofProblem,
} from "../../core/evidence/chain/writer-proof.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import type { SignatureCheckers } from "./signature-checkers.ts";
import type { CheckedRecord, SignaturesTaker } from "./ledger-readers.ts";
import { PathsDigest, TakenRecords } from "./taken-records.ts";

/** What the check found: a problem per workspace, and how many records carry a signature. */
export interface WriterProofs {
  problems: string[];
  signed: number;
}

/**
 * How each workspace's records are judged: all with one declaration's `keys` (their signatures
 * verified `ahead` on every core, when checkers are given), or by `inForce` (the keys in force
 * before each record, read from a clone), given the workspace's records whole, or those after its
 * verified head (`from`) with that head; `judged` is told each workspace's last record judged,
 * with how many records it has.
 */
export type WriterCheck =
  | { keys: readonly KeyObject[]; ahead?: SignatureCheckers | undefined }
  | {
      inForce: (
        workspace: string,
        entries: Iterable<SignedRecord>,
        from?: ResumedHead,
      ) => Promise<string | undefined>;
      from?: ReadonlyMap<string, ResumedHead> | undefined;
      judged?: (workspace: string, last: LastJudged) => void;
    };

/**
 * A workspace's last record as a check judged it: its path, its entry, the records in all; and
 * when the check judged them all (from no verified head), the digest of the paths of those signed
 * (SignedRecordsDigest), which the verified head binds.
 */
export interface LastJudged {
  path: string;
  entry: SignedRecord;
  records: number;
  signed?: string;
}

/**
 * The records the chain check took, each with its signature file's text and its facts, by
 * workspace in chain order (verify's readers read them: ledger-readers.ts), for checkWriterProofs
 * to judge without reading them again. Each is a few facts, never the record. The readers verify
 * each signature with the keys known so far as they read it: those given, and those of the
 * declarations `keysAt` reads at the commits the records taken put in force (each workspace's
 * genesis, each accepted merge's), asked as they are taken; a key that cannot be read so is only a
 * signature left for the judge, which reads the declarations itself and says what it cannot.
 */
export class SignaturesRead implements SignaturesTaker {
  /** The ledger's records as listed, each with whether it is signed, read as signed() is asked. */
  readonly #listed: Iterator<RecordListed>;
  #at: RecordListed | undefined;
  /** Each workspace's records taken. */
  readonly #read = new Map<string, TakenRecords>();
  readonly #keys: string[] = [];
  readonly #keysAt: ((commits: readonly string[]) => Promise<readonly KeyObject[]>) | undefined;
  readonly #asked = new Set<string>();
  /** The workspaces whose genesis (genesisOfFacts: the first commit judged at) was asked. */
  readonly #genesisAsked = new Set<string>();
  #pending: string[] = [];
  #reading = false;

  /** `paths`: every file of the ledger, in name order, listed as signed() is asked. */
  constructor(
    paths: Iterable<string>,
    keys: readonly KeyObject[],
    keysAt?: (commits: readonly string[]) => Promise<readonly KeyObject[]>,
  ) {
    this.#listed = recordsListed(paths)[Symbol.iterator]();
    this.#at = this.#nextListed();
    this.#keysAt = keysAt;
    this.#know(keys);
  }

  /** Asked in name order (the chain check's), as the listing is read. */
  signed(path: string): boolean {
    while (this.#at !== undefined && compareCodePoints(this.#at.path, path) < 0)
      this.#at = this.#nextListed();
    return this.#at?.path === path && this.#at.signed;
  }

  #nextListed(): RecordListed | undefined {
    const next = this.#listed.next();
    return next.done === true ? undefined : next.value;
  }

  keys(): readonly string[] {
    return this.#keys;
  }

  take({ path, sha256, link, signature, verifiedBy }: CheckedRecord): void {
    let read = this.#read.get(link.workspace);
    if (read === undefined) {
      read = new TakenRecords();
      this.#read.set(link.workspace, read);
    }
    read.push(path, {
      facts: link.keys,
      sequence: link.sequence,
      sha256,
      operator: isCliRecordPath(path),
      ...(verifiedBy === undefined
        ? { signature }
        : {
            signature: SIGNATURE_NOT_KEPT,
            // The key's own string, not the copy each message brings: one held, not one a record.
            verifiedBy: this.#keys.find((spki) => spki === verifiedBy) ?? verifiedBy,
          }),
    });
    const { puts, judgedAt } = link.keys;
    // The commits whose declarations the judge reads (declarationCommits): the genesis, which the
    // first record judged at one names, and each accepted merge's.
    if (puts !== null) this.#ask(puts.commit);
    if (judgedAt !== undefined && !this.#genesisAsked.has(link.workspace)) {
      this.#genesisAsked.add(link.workspace);
      this.#ask(judgedAt);
    }
  }

  /** Reads the declaration at `commit` for its keys, once, one reading at a time. */
  #ask(commit: string): void {
    if (this.#keysAt === undefined || this.#asked.has(commit)) return;
    this.#asked.add(commit);
    this.#pending.push(commit);
    this.#readPending();
  }

  #readPending(): void {
    const keysAt = this.#keysAt;
    if (keysAt === undefined || this.#reading || this.#pending.length === 0) return;
    const commits = this.#pending;
    this.#pending = [];
    this.#reading = true;
    keysAt(commits)
      .then((keys) => this.#know(keys))
      // Only signatures left for the judge, which reads the declarations again and says why not.
      .catch(() => {})
      .finally(() => {
        this.#reading = false;
        this.#readPending();
      });
  }

  #know(keys: readonly KeyObject[]): void {
    for (const key of keys) {
      const spki = keySpki(key);
      if (!this.#keys.includes(spki)) this.#keys.push(spki);
    }
  }

  /** The SHA-256 of each record of `workspace` taken, in chain order, end to end in hex. */
  digestsHexOf(workspace: string): string {
    return this.#read.get(workspace)?.digestsHex() ?? "";
  }

  /** Whether records of `workspace` were taken. */
  took(workspace: string): boolean {
    return this.#read.has(workspace);
  }

  /** The entries of the records `listed` digests (a workspace's, in order), if those were taken. */
  entriesOf(workspace: string, listed: PathsDigest): Iterable<SignedRecord> | undefined {
    return this.#read.get(workspace)?.entriesAt(listed);
  }
}

/**
 * The writer's signatures of the records under `dir` (`paths`: every file, in name order, listed
 * again each time it is iterated), each workspace's read from the files, or as `read` took them
 * beside the chain check.
 */
export async function checkWriterProofs(
  dir: string,
  paths: Iterable<string>,
  check: WriterCheck,
  read?: SignaturesRead,
): Promise<WriterProofs> {
  const from = "inForce" in check ? check.from : undefined;
  // Their paths are held only where the records are read again: the others' were taken.
  const readAgain = (workspace: string) =>
    from?.get(workspace) !== undefined || read?.took(workspace) !== true;
  const problems: string[] = [];
  let signed = 0;
  for (const records of workspacesListed(paths, from, readAgain)) {
    const { workspace } = records;
    const head = from?.get(workspace);
    // The reading checks the head against the files before it resumes (verified-head.ts).
    if (head !== undefined && !records.headFound)
      throw new Error(`the verified head's record ${head.path} is not among the records`);
    const taken = head === undefined ? read?.entriesOf(workspace, records.listed) : undefined;
    const entries = () => {
      if (taken !== undefined) return taken;
      // Not those taken (some were passed over since): listed again, to be read from the files.
      const again = records.read ?? listedAgain(paths, workspace);
      return again.paths.map((path, index) => readSigned(dir, path, again.signed[index] === true));
    };
    const judged = await judgeWorkspace(check, records, entries);
    signed += judged.signed;
    if (judged.problem !== undefined) problems.push(judged.problem);
  }
  return { problems, signed };
}

/**
 * A workspace's records as the listing shows them: how many, its last, and those to judge (after
 * its verified head, where one is given), as the digest of their paths, and where they are read
 * again, their paths, each with whether a signature file is beside it.
 */
interface WorkspaceRecords {
  workspace: string;
  count: number;
  last: string | undefined;
  headFound: boolean;
  listed: PathsDigest;
  read: { paths: string[]; signed: boolean[] } | undefined;
  /** The digest of the signed ones' paths, when they are all of the workspace's (no head). */
  signedDigest: SignedRecordsDigest | undefined;
}

/**
 * The records among `paths` (every file, in name order) a workspace at a time, in chain order, of
 * a workspace with a verified head in `from` only those after it (none held through it); the
 * paths of those `readAgain` names kept. A workspace's paths are together in name order (all
 * under records/<workspace>/), so each is handed on as the listing leaves it and one is held at a
 * time: the ledger's 100,000 paths held at once stood on the heap of `evidence handover` at its
 * peak (issue 99).
 */
function* workspacesListed(
  paths: Iterable<string>,
  from: ReadonlyMap<string, ResumedHead> | undefined,
  readAgain: (workspace: string) => boolean,
): Generator<WorkspaceRecords> {
  const passed = new Set<string>();
  let records: WorkspaceRecords | undefined;
  for (const { path, workspace, signed } of recordsListed(paths)) {
    if (records?.workspace !== workspace) {
      if (records !== undefined) yield records;
      if (passed.has(workspace))
        throw new Error(
          `the ledger's listing is not in name order: ${path} follows another workspace's`,
        );
      passed.add(workspace);
      const headFound = from?.get(workspace) === undefined;
      records = {
        workspace,
        count: 0,
        last: undefined,
        headFound,
        listed: new PathsDigest(),
        read: readAgain(workspace) ? { paths: [], signed: [] } : undefined,
        signedDigest: headFound ? new SignedRecordsDigest() : undefined,
      };
    }
    records.count++;
    records.last = path;
    if (!records.headFound) {
      records.headFound = from?.get(workspace)?.path === path;
      continue;
    }
    records.listed.add(path);
    records.read?.paths.push(path);
    records.read?.signed.push(signed);
    if (signed) records.signedDigest?.add(path);
  }
  if (records !== undefined) yield records;
}

/** The paths of `workspace`'s records among `paths`, each with whether it is signed. */
function listedAgain(
  paths: Iterable<string>,
  workspace: string,
): { paths: string[]; signed: boolean[] } {
  const again = { paths: [] as string[], signed: [] as boolean[] };
  for (const listed of recordsListed(paths))
    if (listed.workspace === workspace) {
      again.paths.push(listed.path);
      again.signed.push(listed.signed);
    }
  return again;
}

/**
 * A workspace's records judged by `check` (those after its verified head, where one is given):
 * each record kept whole only for the check in force before it, else its signature's facts alone.
 */
async function judgeWorkspace(
  check: WriterCheck,
  records: WorkspaceRecords,
  read: () => Iterable<SignedRecord>,
): Promise<{ signed: number; problem: string | undefined }> {
  const { workspace } = records;
  if ("keys" in check) {
    const asRead = Array.from(read(), signedEntryOf);
    const entries = [...((await check.ahead?.verifyAhead(asRead, check.keys)) ?? asRead)];
    return {
      signed: signedOf(entries),
      problem: writerProofProblem(entries, check.keys, workspace),
    };
  }
  const from = check.from?.get(workspace);
  const entries = read();
  // One walk for both: each walk of taken records makes their entries again.
  let last: SignedRecord | undefined;
  let signed = 0;
  for (const entry of entries) {
    last = entry;
    if (entry.signature !== undefined) signed++;
  }
  const problem = await check.inForce(workspace, entries, from);
  if (problem === undefined && last !== undefined && records.last !== undefined)
    check.judged?.(workspace, {
      path: records.last,
      entry: last,
      records: records.count,
      ...(records.signedDigest && { signed: records.signedDigest.digest() }),
    });
  return { signed, problem };
}

/** How many of `entries` carry a signature file. */
function signedOf(entries: Iterable<SignedEntry>): number {
  let signed = 0;
  for (const entry of entries) if (entry.signature !== undefined) signed++;
  return signed;
}

/** Why the record at `path` is not signed by a key of `keys`; undefined when it is. */
export async function recordProofProblem(
  dir: string,
  path: string,
  keys: readonly KeyObject[],
): Promise<string | undefined> {
  const signed = await stat(join(dir, `${path}${SIGNATURE_SUFFIX}`)).catch(() => undefined);
  const entry = readSigned(dir, path, signed !== undefined);
  return recordSignatureProblem(keys, entry.sha256, entry.signature);
}

/**
 * The record at `path` as read, with its signature file's text when `signed` (it has one). The
 * check runs along intact chains only, whose every record the chain check held to the schema.
 */
function readSigned(dir: string, path: string, signed: boolean): SignedRecord {
  // Read in turn: a small file's synchronous read costs a fraction of a promise's four steps.
  const bytes = readFileSync(join(dir, path));
  const signature = signed
    ? readFileSync(join(dir, `${path}${SIGNATURE_SUFFIX}`), "utf8")
    : undefined;
  const record = JSON.parse(bytes.toString("utf8")) as EvidenceRecord;
  const operator = isCliRecordPath(path);
  const facts = keysFactsOf(record);
  return { facts, sequence: record.sequence, sha256: sha256Hex(bytes), signature, operator };
}

/**
 * What a record's signature is judged on, without its facts: with the verdict a reader gave as it
 * read it, since the text of a signature verified so is not kept (SIGNATURE_NOT_KEPT).
 */
function signedEntryOf({
  sequence,
  sha256,
  signature,
  operator,
  verifiedBy,
}: SignedRecord): SignedEntry {
  return { sequence, sha256, signature, operator, ...(verifiedBy !== undefined && { verifiedBy }) };
}

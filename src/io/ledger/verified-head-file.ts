// Where the verified head lives and how a reading takes it (core/evidence/chain/verified-head.ts
// says what it binds). `evidence verify --ledger-declaration --repository` writes it once every
// record verified; `obligations`, `evidence populations` and `evidence report` given the same
// flags read it, check it against what they read (the build, the declaration given, the
// declarations --repository holds at the commits it names, each workspace's head record among the
// files with the SHA-256 and the count of records through it), and check the signatures of the
// records after it only. The file is --verified-head, else `<dir>.verified-head.json` beside the
// ledger --dir names (beside the bundle, or beside the clone's folder): outside the evidence
// branch's files, which no commit of it can change. A head that does not bind the reading is
// refused, with why, and every signature is checked (fail closed): never a head that does not
// match.
import { readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { LEDGER_DECLARATION_FILE } from "../../core/evidence/chain/writer-declaration.ts";
import { recordsListed } from "../../core/evidence/chain/record-files.ts";
import {
  type DeclarationRead,
  declarationHistoryDigest,
  declarationsReadProblem,
  headBindingProblem,
  parseVerifiedHead,
  SignedRecordsDigest,
  trustedRecordsOf,
  VERIFIED_HEAD_FORMAT,
  VERIFIED_HEAD_SUFFIX,
  type ResumedHead,
  type VerifiedHead,
  verifiedHeadParts,
  type WorkspaceHead,
} from "../../core/evidence/chain/verified-head.ts";
import type { InForce } from "../../core/evidence/records/evidence-record.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { fileAtCommits } from "../checkout/git.ts";
import type { LastJudged } from "./ledger-writer-proofs.ts";

/** The head's file: as the command line names it (`given`), and resolved. */
export interface HeadPlace {
  given: string;
  file: string;
}

/**
 * The head's file: --verified-head (`flag`) when given, else `<dir>.verified-head.json` beside
 * the ledger `dir` names (the --dir given, the bundle's path for a bundle).
 */
export function headPlace(cwd: string, dir: string, flag: string | undefined): HeadPlace {
  if (flag !== undefined) return { given: flag, file: resolve(cwd, flag) };
  const ledger = resolve(cwd, dir);
  const file = `${ledger}${VERIFIED_HEAD_SUFFIX}`;
  const given = dir.replace(/[/\\]+$/, "");
  return {
    given: `${given === "." || given === "" ? ledger : given}${VERIFIED_HEAD_SUFFIX}`,
    file,
  };
}

/** What a reading resumes from: each workspace's head, and what standard error says of it. */
export interface HeadResumed {
  from: ReadonlyMap<string, ResumedHead>;
  said: string;
}

/** The reading the head is checked against: the declaration given and the clone read. */
export interface HeadReading {
  place: HeadPlace;
  /** SHA-256 of --ledger-declaration's text. */
  declarationSha256: string;
  /** The clone --repository names, resolved. */
  repository: string;
}

/**
 * The head at `reading.place`, checked against the reading: the record files `paths` (every file
 * of the ledger read, in name order, those passed over left out) and the declarations --repository
 * holds; why it is refused where anything it binds differs or it cannot be read.
 */
export async function resumeFromHead(
  reading: HeadReading,
  root: string,
  paths: Iterable<string>,
): Promise<HeadResumed | { refusal: string }> {
  const { place } = reading;
  let text: string;
  try {
    text = await readFile(place.file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      refusal:
        code === "ENOENT"
          ? `there is none at ${place.given} (evidence verify with the same --ledger-declaration and --repository writes it)`
          : `${place.given} cannot be read (${errorMessage(error)})`,
    };
  }
  const head = parseVerifiedHead(text);
  if ("problem" in head) return { refusal: `${place.given} ${head.problem}` };
  const bound = headBindingProblem(head, {
    toolVersion: TOOL_VERSION,
    declarationSha256: reading.declarationSha256,
  });
  if (bound !== undefined) return { refusal: bound };
  const ledger = await ledgerProblem(head, root, paths);
  if (ledger !== undefined) return { refusal: ledger };
  const read = await fileAtCommits(
    reading.repository,
    LEDGER_DECLARATION_FILE,
    head.declaration.read.map(({ commit }) => commit),
  );
  if ("gitSaid" in read) return { refusal: `--repository cannot be read (git: ${read.gitSaid})` };
  if ("missing" in read)
    return {
      refusal: `--repository does not hold commit ${read.missing.join(", ")}, whose ${LEDGER_DECLARATION_FILE} it was verified with`,
    };
  const declarations = declarationsReadProblem(head, read.texts);
  if (declarations !== undefined) return { refusal: declarations };
  const heads = head.workspaces.map(({ workspace, sequence }) => `#${sequence} of ${workspace}`);
  return {
    from: new Map(
      head.workspaces.map(({ records_sha256: _hashes, ...resumed }) => [
        resumed.workspace,
        resumed,
      ]),
    ),
    said: `Signatures checked from the verified head ${place.given} on: evidence verify checked every record through ${heads.join(", ") || "none"} (${head.records} records, at ${head.verified_at}) with this build, this --ledger-declaration and the declarations --repository holds; every record was hashed and chained again (those it lists not held to the schema again), and each one after it checked as verify checks it. --from-start checks every signature and every record's schema.\n`,
  };
}

/**
 * Each workspace's records through its record at `through` (every one where it names none): how
 * many there are, the digest of the paths of those with a signature file beside them
 * (SignedRecordsDigest), and whether it was found. `paths`: every file of the ledger, in name order.
 */
export function recordsThrough(
  paths: Iterable<string>,
  through: ReadonlyMap<string, string | undefined>,
): Map<string, { records: number; signed: string; found: boolean }> {
  const counting = new Map<
    string,
    { records: number; signed: SignedRecordsDigest; found: boolean }
  >();
  for (const workspace of through.keys())
    counting.set(workspace, { records: 0, signed: new SignedRecordsDigest(), found: false });
  for (const { path, workspace, signed } of recordsListed(paths)) {
    const count = counting.get(workspace);
    if (count === undefined || count.found) continue;
    count.records++;
    if (signed) count.signed.add(path);
    if (through.get(workspace) === path) count.found = true;
  }
  return new Map(
    [...counting].map(([workspace, { records, signed, found }]) => [
      workspace,
      { records, signed: signed.digest(), found },
    ]),
  );
}

/**
 * Why the ledger's files are not those the head was verified on: a workspace's head record is not
 * among them, is not the record it names (its SHA-256, its sequence), another number of records
 * comes to it, or other records through it have a signature file. The chain, checked by the
 * reading, binds every record before it to its SHA-256.
 */
async function ledgerProblem(
  head: VerifiedHead,
  root: string,
  paths: Iterable<string>,
): Promise<string | undefined> {
  const counted = recordsThrough(
    paths,
    new Map(head.workspaces.map(({ workspace, path }) => [workspace, path])),
  );
  for (const at of head.workspaces) {
    const what = `record #${at.sequence} of workspace ${at.workspace} (${at.path})`;
    const count = counted.get(at.workspace);
    if (count?.found !== true) return `its ${what} is not in the ledger`;
    if (count.records !== at.records)
      return `${count.records} record(s) of workspace ${at.workspace} come to its ${what}, not ${at.records}`;
    if (count.signed !== at.signed_sha256)
      return `other records of workspace ${at.workspace} through its ${what} have a signature file beside them than when it was verified`;
    const bytes = await readFile(join(root, at.path)).catch(() => undefined);
    if (bytes === undefined || sha256Hex(bytes) !== at.sha256)
      return `its ${what} is not the one it was verified on (its SHA-256 differs)`;
    if (sequenceOf(bytes) !== at.sequence) return `its ${what} has another sequence`;
  }
  return undefined;
}

function sequenceOf(bytes: Buffer): unknown {
  try {
    return (JSON.parse(bytes.toString("utf8")) as { sequence?: unknown }).sequence;
  } catch {
    return undefined;
  }
}

/** What the keys-in-force check of a workspace ends with, to resume from. */
export interface WorkspaceWalked {
  inForce: InForce | null;
  genesis: string | undefined;
  firstSigned: number | undefined;
  read: ReadonlyMap<string, string | undefined>;
}

/** The heads verify reaches, workspace by workspace, as its check judges them. */
export class HeadsVerified {
  readonly #walked = new Map<string, WorkspaceWalked>();
  readonly #last = new Map<string, LastJudged & { signed: string }>();

  /** A workspace's keys-in-force check ended with `walked`. */
  walked(workspace: string, walked: WorkspaceWalked): void {
    this.#walked.set(workspace, walked);
  }

  /**
   * A workspace's last record judged, with no problem found, by a check of every record of it
   * (verify's: no verified head to resume from), which gives the digest of those signed.
   */
  judged(workspace: string, last: LastJudged): void {
    const { signed } = last;
    if (signed === undefined)
      throw new Error(`HeadsVerified: workspace ${workspace} was not judged from its first record`);
    this.#last.set(workspace, { ...last, signed });
  }

  /** The head of every workspace judged, verified with `declarationSha256` at `at`. */
  head(
    declarationSha256: string,
    at: Date,
    digestsHexOf: (workspace: string) => string,
  ): VerifiedHead {
    const workspaces: WorkspaceHead[] = [];
    const read = new Map<string, string | null>();
    for (const [workspace, last] of this.#last) {
      const walked = this.#walked.get(workspace);
      if (walked === undefined) continue;
      for (const [commit, text] of walked.read)
        read.set(commit, text === undefined ? null : sha256Hex(Buffer.from(text)));
      workspaces.push({
        workspace,
        path: last.path,
        sequence: last.entry.sequence,
        sha256: last.entry.sha256,
        records: last.records,
        in_force: walked.inForce,
        genesis: walked.genesis ?? null,
        first_signed: walked.firstSigned ?? null,
        signed_sha256: last.signed,
        records_sha256: digestsHexOf(workspace),
      });
    }
    const declarationsRead: DeclarationRead[] = [...read]
      .map(([commit, sha256]) => ({ commit, sha256 }))
      .sort((a, b) => (a.commit < b.commit ? -1 : a.commit > b.commit ? 1 : 0));
    return {
      format: VERIFIED_HEAD_FORMAT,
      tool_version: TOOL_VERSION,
      verified_at: at.toISOString(),
      records: workspaces.reduce((sum, { records }) => sum + records, 0),
      workspaces,
      declaration: {
        sha256: declarationSha256,
        history_sha256: declarationHistoryDigest(declarationsRead),
        read: declarationsRead,
      },
    };
  }
}

/**
 * The record files the head at `file` lists as this build found them valid (trustedRecordsOf);
 * undefined where there is none, or it cannot be read or was verified by another build.
 */
export function knownRecords(file: string): ((sha256: string) => boolean) | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  return trustedRecordsOf(text, TOOL_VERSION);
}

/** Writes `head` at `place`, whole or not at all (a temporary file renamed over it). */
export async function writeVerifiedHead(place: HeadPlace, head: VerifiedHead): Promise<void> {
  const temporary = `${place.file}.${process.pid}.tmp`;
  await writeFile(temporary, verifiedHeadParts(head));
  await rename(temporary, place.file);
}

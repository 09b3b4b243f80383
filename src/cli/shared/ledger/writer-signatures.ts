// The writer's signatures (docs/ledger-writer.md) as `evidence verify` and every command that
// judges from records read them: with --ledger-declaration (the cip-ledger.yaml of the repository's
// default branch), every record of a workspace from its first signed one on must be signed by a
// key it declares (io/ledger/ledger-writer-proofs.ts reads them again for it, so the cost is paid
// only with the flag), or with --repository too, by a key of the declaration in force before it
// (below); without it, a ledger that holds signed records is judged as before,
// and standard error says once that the signatures were not checked: no all-clear for what was
// not judged. With --repository, verify leaves a verified head and the judging commands check the
// signatures from it on (verified-head.ts).
import type { KeyObject } from "node:crypto";
import { resolve } from "node:path";
import { SIGNATURE_SUFFIX } from "../../../core/evidence/chain/writer-proof.ts";
import { mapped } from "../../../core/shared/collections.ts";
import {
  declarationCommits,
  foldKeysFacts,
  firstSignedOf,
  genesisOfFacts,
  type KeysStart,
  keysInForceProblem,
  type SignedRecord,
} from "../../../core/evidence/chain/keys-in-force.ts";
import {
  LEDGER_DECLARATION_FILE,
  type LedgerDeclaration,
  parseLedgerDeclaration,
} from "../../../core/evidence/chain/writer-declaration.ts";
import type { InForce } from "../../../core/evidence/records/evidence-record.ts";
import { sha256Hex } from "../../../core/shared/sha256.ts";
import { fileAtCommits } from "../../../io/checkout/git.ts";
import {
  checkWriterProofs,
  recordProofProblem,
  type WriterCheck,
} from "../../../io/ledger/ledger-writer-proofs.ts";
import type { ResumedHead } from "../../../core/evidence/chain/verified-head.ts";
import {
  type HeadPlace,
  headPlace,
  type HeadsVerified,
  resumeFromHead,
  type WorkspaceWalked,
} from "../../../io/ledger/verified-head-file.ts";
import type { SignatureCheckers } from "../../../io/ledger/signature-checkers.ts";
import { flagPath, readFlagFile } from "../flag-files.ts";
import { type CliIo, EXIT_BAD_INPUT } from "../io.ts";
import { UsageError } from "../usage-error.ts";

/**
 * Who wrote the ledger, as a reading checks it: --ledger-declaration, when given, and --repository,
 * a clone whose history gives the declaration in force before each record.
 */
export interface WriterDeclared {
  ledgerDeclaration?: string | undefined;
  repository?: string | undefined;
  /** The temporary clone --repository is read from when it names the bundle --dir names. */
  repositoryClone?: string | undefined;
  /** --dir as given (the bundle's path for a bundle), beside which the verified head is kept. */
  dir?: string | undefined;
  /** With a bundle, --dir as given, where `dir` is the bundle's temporary clone. */
  givenDir?: string | undefined;
  /** --verified-head: the verified head's file (verified-head.ts). */
  verifiedHead?: string | undefined;
  /** --from-start: every signature checked, the verified head not read. */
  fromStart?: boolean | undefined;
}

/** The operators' armored keys the cip-ledger.yaml --ledger-declaration names declares. */
export async function declaredOperatorKeys(file: string, io: CliIo): Promise<readonly string[]> {
  return (await declarationOf(file, io)).declaration.operatorKeys;
}

async function declarationOf(
  file: string,
  io: CliIo,
): Promise<{ declaration: LedgerDeclaration; text: string }> {
  const fix = "give the cip-ledger.yaml of the repository's default branch";
  const text = await readFlagFile(flagPath("--ledger-declaration", file, fix, io));
  const read = parseLedgerDeclaration(text, file);
  if (!read.ok) throw new UsageError(`--ledger-declaration ${file}: ${read.problems.join("; ")}`);
  return { declaration: read.declaration, text };
}

/** What a reading without --ledger-declaration says once of a ledger that holds signed records. */
export const SIGNATURES_NOT_CHECKED =
  "warning: the ledger holds records signed by its writer, but their signatures were not checked: give --ledger-declaration with the cip-ledger.yaml of the repository's default branch to refuse a record another job wrote (docs/ledger-writer.md)\n";

/**
 * The keys --ledger-declaration declares, read before the ledger is (a wrong file is said before
 * anything is read or written), with the clone --repository names; undefined without the flag.
 */
export async function writerKeys(io: CliIo, ledger: WriterDeclared): Promise<Writer | undefined> {
  const file = ledger.ledgerDeclaration;
  const { repository } = ledger;
  if (file === undefined) {
    if (repository !== undefined) throw new UsageError(REPOSITORY_WITHOUT_DECLARATION);
    return undefined;
  }
  const { declaration, text } = await declarationOf(file, io);
  if (repository === undefined) return { file, keys: declaration.keys };
  const ledgerDir = ledger.givenDir ?? ledger.dir ?? ".";
  return {
    file,
    keys: declaration.keys,
    inForce: {
      ...declarationsInForce(
        { given: repository, dir: ledger.repositoryClone ?? resolve(io.cwd, repository) },
        { file, text },
      ),
      head: headPlace(io.cwd, ledgerDir, ledger.verifiedHead),
      fromStart: ledger.fromStart === true,
    },
  };
}

const REPOSITORY_WITHOUT_DECLARATION =
  "--repository needs --ledger-declaration: give the cip-ledger.yaml of the repository's default branch too (git show origin/main:cip-ledger.yaml > cip-ledger.yaml), which must be the one in force at the ledger's head";

/** The writer's keys, and the --ledger-declaration file that declares them. */
export interface Writer {
  file: string;
  keys: KeyObject[];
  /** With --repository: each record checked with the declaration in force before it. */
  inForce?: DeclarationsInForce;
}

/**
 * How the records are checked: with the declaration's keys, or with those in force before each;
 * their signatures verified `ahead` on every core, when checkers are given; with --repository,
 * from each workspace's verified head in `from` on, and each workspace's walk told to `heads`.
 */
export function writerCheck(
  writer: Writer,
  ahead?: SignatureCheckers,
  resume: { from?: ReadonlyMap<string, ResumedHead>; heads?: HeadsVerified } = {},
): WriterCheck {
  const { inForce } = writer;
  if (inForce === undefined) return { keys: writer.keys, ahead };
  const { from, heads } = resume;
  return {
    inForce: (workspace, entries, head) =>
      keysInForceOf(inForce, workspace, entries, ahead, {
        from: head,
        walked: (walked) => heads?.walked(workspace, walked),
      }),
    from,
    judged: (workspace, last) => heads?.judged(workspace, last),
  };
}

/**
 * Why the records `paths` names under `root` (every file, in name order; listed again each time
 * it is iterated, as walkLedgerDirectory's are, rather than held) are not the declared writer's
 * (`writer`, writerKeys), a line per workspace; none without it, `say` then given
 * SIGNATURES_NOT_CHECKED once where a record carries a signature file. Where no record is signed,
 * `say` is told that nothing was checked (noneSigned), as verify's verdict says it.
 */
export async function writerSignatureProblems(
  writer: Writer | undefined,
  root: string,
  paths: Iterable<string>,
  say: (text: string) => void,
): Promise<string[]> {
  if (writer === undefined) {
    for (const path of paths)
      if (path.endsWith(SIGNATURE_SUFFIX)) {
        say(SIGNATURES_NOT_CHECKED);
        break;
      }
    return [];
  }
  const from = await headToResumeFrom(writer, root, paths, say);
  const proofs = await checkWriterProofs(root, paths, writerCheck(writer, undefined, { from }));
  // From a verified head, whether a record before it is signed is what the head says.
  const signedBefore = [...(from?.values() ?? [])].some((head) => head.first_signed !== null);
  if (proofs.signed === 0 && !signedBefore) say(noneSigned(writer.file));
  return proofs.problems;
}

/**
 * The verified head whose records a reading need not hold to the schema again (with
 * --repository, not with --from-start): its file, which the reading checks for itself.
 */
export function headOfRecords(writer: Writer | undefined): string | undefined {
  const reading = writer?.inForce;
  return reading?.head === undefined || reading.fromStart ? undefined : reading.head.file;
}

/**
 * Each workspace's verified head to check the signatures from, with --repository (not with
 * --from-start), said on standard error; undefined, and why said, where none binds the reading:
 * every signature is then checked.
 */
async function headToResumeFrom(
  writer: Writer,
  root: string,
  paths: Iterable<string>,
  say: (text: string) => void,
): Promise<ReadonlyMap<string, ResumedHead> | undefined> {
  const reading = writer.inForce;
  if (reading?.head === undefined || reading.fromStart) return undefined;
  const resumed = await resumeFromHead(
    { place: reading.head, declarationSha256: reading.sha256, repository: reading.repository },
    root,
    paths,
  );
  if ("from" in resumed) {
    say(resumed.said);
    return resumed.from;
  }
  const absent = resumed.refusal.startsWith("there is none at ");
  say(
    `${absent ? "note" : "warning"}: the verified head is not used: ${resumed.refusal}: every record's signature is checked\n`,
  );
  return undefined;
}

/**
 * What a reading with --ledger-declaration `file` says once of records none of which is signed:
 * on standard error as a warning, in verify's verdict among what was not checked.
 */
export function noneSignedText(file: string): string {
  return `no record is signed by the ledger's writer, so no record was checked against ${file}`;
}

/** The warning line of noneSignedText. */
export function noneSigned(file: string): string {
  return `warning: ${noneSignedText(file)}\n`;
}

/**
 * Why a checkpoint's record (`carrier`) does not vouch for the records before it, with
 * --ledger-declaration: it is not signed by a declared key; undefined when it is, or without the
 * flag (the reading is then the login's, as before).
 */
export async function carrierSignatureProblem(
  writer: Writer | undefined,
  root: string,
  carrier: string,
): Promise<string | undefined> {
  if (writer === undefined) return undefined;
  const problem = await recordProofProblem(root, carrier, writer.keys);
  return problem === undefined
    ? undefined
    : `its record ${carrier} is not the declared writer's (${problem}; --ledger-declaration ${writer.file})`;
}

// `--repository`: each record checked with the keys of the cip-ledger.yaml in force before it, as
// the Action checks them (core/evidence/chain/keys-in-force.ts, the one judge of both), the
// declarations read from a clone of the repository at the commits the records name, where the
// Action reads them through GitHub (github/ledger/ledger-declarations.ts). So a key retired by an
// accepted merge signs nothing after it, and a key a refused merge added signs nothing at all,
// whatever the default branch declares now. --ledger-declaration stays the auditor's anchor: it
// must be the declaration in force at each workspace's head, or the clone is not the one it names.

/** What the check in force reads: the clone, and the --ledger-declaration it must agree with. */
export interface DeclarationsInForce {
  /** --repository as given, and resolved. */
  given: string;
  repository: string;
  /** --ledger-declaration as given, and the SHA-256 of its text. */
  file: string;
  sha256: string;
  /** The verified head's file, which verify writes and the judging commands read. */
  head?: HeadPlace;
  /** --from-start: the judging commands check every signature, reading no head. */
  fromStart?: boolean;
}

/** The clone --repository names (read at `dir`), with the --ledger-declaration it anchors to. */
export function declarationsInForce(
  repository: { given: string; dir: string },
  declaration: { file: string; text: string },
): DeclarationsInForce {
  const { given, dir } = repository;
  const { file, text } = declaration;
  return { given, repository: dir, file, sha256: sha256Hex(Buffer.from(text)) };
}

/**
 * Why the records of `workspace` (chain order, whole, or those after its verified head `from`) are
 * not each signed by a key in force before it, or --ledger-declaration is not the declaration in
 * force at its head; undefined when neither. A commit the clone lacks is a usage error: the clone,
 * not the ledger, is what to fix. `walked` is told what the walk ends with, which a head keeps.
 * `entries` is walked once for each question asked of it (TakenRecords makes them as it is).
 */
export async function keysInForceOf(
  reading: DeclarationsInForce,
  workspace: string,
  entries: Iterable<SignedRecord>,
  ahead?: SignatureCheckers,
  resume: { from?: ResumedHead | undefined; walked?: (walked: WorkspaceWalked) => void } = {},
): Promise<string | undefined> {
  const { from } = resume;
  const records = mapped(entries, ({ facts }) => facts);
  // Read whole, as the Action reads a ledger without a checkpoint: nothing before the first record;
  // or from the head, with what the walk held after it.
  const start: KeysStart =
    from === undefined
      ? { before: null, genesis: genesisOfFacts(entries) }
      : {
          before: from.in_force,
          genesis: from.genesis ?? genesisOfFacts(entries),
          firstSigned: from.first_signed ?? undefined,
        };
  let head = start.before;
  for (const facts of records) head = foldKeysFacts(head, facts);
  const headCommit = head?.commit ?? start.genesis;
  const commits = declarationCommits(records, start);
  if (headCommit !== undefined) commits.push(headCommit);
  const texts = await declarationTexts(reading, workspace, commits);
  const declarations = new Map<string, readonly KeyObject[] | undefined>();
  for (const [commit, text] of texts) {
    if (text === undefined) {
      declarations.set(commit, undefined);
      continue;
    }
    const parsed = parseLedgerDeclaration(text, `${LEDGER_DECLARATION_FILE} at commit ${commit}`);
    if (!parsed.ok)
      return `workspace ${workspace}: ${LEDGER_DECLARATION_FILE} at commit ${commit} is in force before a record of the ledger, but cannot be read, so that record cannot be checked: ${parsed.problems.join("; ")}`;
    declarations.set(commit, parsed.declaration.keys);
  }
  // Verified ahead with every key the judge may ask of a record: each declaration's read.
  const every = [...declarations.values()].flatMap((keys) => keys ?? []);
  const verified = (await ahead?.verifyAhead(entries, every)) ?? entries;
  const problem =
    keysInForceProblem(verified, start, declarations, workspace) ??
    headProblem(reading, workspace, head, headCommit, texts);
  if (problem === undefined)
    resume.walked?.({
      inForce: head,
      genesis: start.genesis,
      firstSigned: start.firstSigned ?? firstSignedOf(entries),
      read: texts,
    });
  return problem;
}

/**
 * The keys of the cip-ledger.yaml at each of `commits` in the clone, where it reads and parses:
 * those the readers verify signatures with as they read them (SignaturesRead). Nothing is judged
 * by them: the judge reads the declarations again (keysInForceOf) and says what it cannot read.
 */
export async function declaredKeysAt(
  reading: DeclarationsInForce,
  commits: readonly string[],
): Promise<KeyObject[]> {
  const read = await fileAtCommits(reading.repository, LEDGER_DECLARATION_FILE, commits);
  if (!("texts" in read)) return [];
  return [...read.texts].flatMap(([commit, text]) => {
    if (text === undefined) return [];
    const parsed = parseLedgerDeclaration(text, `${LEDGER_DECLARATION_FILE} at commit ${commit}`);
    return parsed.ok ? parsed.declaration.keys : [];
  });
}

/** cip-ledger.yaml at each of `commits` in the clone; a usage error where the clone lacks one. */
async function declarationTexts(
  reading: DeclarationsInForce,
  workspace: string,
  commits: readonly string[],
): Promise<Map<string, string | undefined>> {
  const read = await fileAtCommits(reading.repository, LEDGER_DECLARATION_FILE, commits);
  if ("texts" in read) return read.texts;
  if ("gitSaid" in read)
    throw new UsageError(
      `--repository ${reading.given} is not a git clone of the repository (git: ${read.gitSaid}): give a clone of it (git clone https://github.com/OWNER/REPOSITORY.git), or the bundle --dir names when it carries the default branch`,
      EXIT_BAD_INPUT,
    );
  throw new UsageError(
    `--repository ${reading.given} does not hold commit ${read.missing.join(", ")}, which the records of workspace ${workspace} name, so the ${LEDGER_DECLARATION_FILE} in force there cannot be read: fetch the default branch's full history into the clone (in it: git fetch --unshallow origin, or git fetch origin main), or make the bundle again with the default branch beside the evidence branch (git bundle create ledger.bundle cip-sync-evidence origin/main, in a clone of the repository), and run again`,
    EXIT_BAD_INPUT,
  );
}

/**
 * Why --ledger-declaration is not the declaration in force at the workspace's head (the commit
 * the last accepted merge, or the genesis, put in force); undefined when it is, or when no record
 * names a commit (nothing is in force to compare with).
 */
function headProblem(
  reading: DeclarationsInForce,
  workspace: string,
  head: InForce | null,
  commit: string | undefined,
  texts: ReadonlyMap<string, string | undefined>,
): string | undefined {
  if (commit === undefined) return undefined;
  const text = texts.get(commit);
  if (text !== undefined && sha256Hex(Buffer.from(text)) === reading.sha256) return undefined;
  const by = head === null ? "the ledger's genesis" : `put in force by record #${head.sequence}`;
  const there = text === undefined ? "holds none" : "declares another";
  return `workspace ${workspace}: --ledger-declaration ${reading.file} is not the ${LEDGER_DECLARATION_FILE} in force at the ledger's head: commit ${commit} (${by}) ${there}. Give the one in force (git show ${commit}:${LEDGER_DECLARATION_FILE} > ${reading.file}, in a clone of the repository): a change to it binds only once the gate accepts the merge that makes it`;
}

// The writer's signatures (docs/ledger-writer.md) as `evidence verify` and every command that
// judges from records read them: with --ledger-declaration (the cip-ledger.yaml of the repository's
// default branch), every record of a workspace from its first signed one on must be signed by a
// key it declares (io/ledger/ledger-writer-proofs.ts reads them again for it, so the cost is paid
// only with the flag), or with --repository too, by a key of the declaration in force before it
// (declarations-in-force.ts); without it, a ledger that holds signed records is judged as before, and
// standard error says once that the signatures were not checked: no all-clear for what was not
// judged.
import type { KeyObject } from "node:crypto";
import { resolve } from "node:path";
import { SIGNATURE_SUFFIX } from "../../core/evidence/chain/writer-proof.ts";
import {
  type LedgerDeclaration,
  parseLedgerDeclaration,
} from "../../core/evidence/chain/writer-declaration.ts";
import {
  checkWriterProofs,
  recordProofProblem,
  type WriterCheck,
} from "../../io/ledger/ledger-writer-proofs.ts";
import {
  type DeclarationsInForce,
  declarationsInForce,
  keysInForceOf,
} from "./declarations-in-force.ts";
import { flagPath } from "./command-support.ts";
import { readFlagFile } from "./flag-files.ts";
import type { CliIo } from "./io.ts";
import { UsageError } from "./usage-error.ts";

/**
 * Who wrote the ledger, as a reading checks it: --ledger-declaration, when given, and --repository,
 * a clone whose history gives the declaration in force before each record.
 */
export interface WriterDeclared {
  ledgerDeclaration?: string | undefined;
  repository?: string | undefined;
  /** The temporary clone --repository is read from when it names the bundle --dir names. */
  repositoryClone?: string | undefined;
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
  return {
    file,
    keys: declaration.keys,
    inForce: declarationsInForce(
      { given: repository, dir: ledger.repositoryClone ?? resolve(io.cwd, repository) },
      { file, text },
    ),
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

/** How the records are checked: with the declaration's keys, or with those in force before each. */
export function writerCheck(writer: Writer): WriterCheck {
  const { inForce } = writer;
  if (inForce === undefined) return { keys: writer.keys };
  return { inForce: (workspace, entries) => keysInForceOf(inForce, workspace, entries) };
}

/**
 * Why the records `paths` names under `root` (every file, in name order) are not the declared
 * writer's (`writer`, writerKeys), a line per workspace; none without it, `say` then given
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
  const proofs = await checkWriterProofs(root, [...paths], writerCheck(writer));
  if (proofs.signed === 0) say(noneSigned(writer.file));
  return proofs.problems;
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

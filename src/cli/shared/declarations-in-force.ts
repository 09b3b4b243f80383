// `--repository`: each record checked with the keys of the cip-ledger.yaml in force before it, as
// the Action checks them (core/evidence/chain/keys-in-force.ts, the one judge of both), the
// declarations read from a clone of the repository at the commits the records name, where the
// Action reads them through GitHub (github/ledger/ledger-declarations.ts). So a key retired by an
// accepted merge signs nothing after it, and a key a refused merge added signs nothing at all,
// whatever the default branch declares now. --ledger-declaration stays the auditor's anchor: it
// must be the declaration in force at each workspace's head, or the clone is not the one it names.
import type { KeyObject } from "node:crypto";
import {
  declarationCommits,
  keysInForceProblem,
  type SignedRecord,
} from "../../core/evidence/chain/keys-in-force.ts";
import { genesisOf } from "../../core/evidence/chain/ledger-authority.ts";
import {
  LEDGER_DECLARATION_FILE,
  parseLedgerDeclaration,
} from "../../core/evidence/chain/writer-declaration.ts";
import type { InForce } from "../../core/evidence/records/evidence-record.ts";
import { foldInForce } from "../../core/evidence/records/in-force/facts-in-force.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { fileAtCommits } from "../../io/checkout/file-at-commits.ts";
import { EXIT_BAD_INPUT } from "./io.ts";
import { UsageError } from "./usage-error.ts";

/** What the check in force reads: the clone, and the --ledger-declaration it must agree with. */
export interface DeclarationsInForce {
  /** --repository as given, and resolved. */
  given: string;
  repository: string;
  /** --ledger-declaration as given, and the SHA-256 of its text. */
  file: string;
  sha256: string;
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
 * Why the records of `workspace` (chain order, whole) are not each signed by a key in force before
 * it, or --ledger-declaration is not the declaration in force at its head; undefined when neither.
 * A commit the clone lacks is a usage error: the clone, not the ledger, is what to fix.
 */
export async function keysInForceOf(
  reading: DeclarationsInForce,
  workspace: string,
  entries: readonly SignedRecord[],
): Promise<string | undefined> {
  const records = entries.map(({ record }) => record);
  // Read whole, as the Action reads a ledger without a checkpoint: nothing before the first record.
  const start = { before: null, genesis: genesisOf(entries)?.commit };
  const head = records.reduce<InForce | null>(foldInForce, null);
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
  return (
    keysInForceProblem(entries, start, declarations, workspace) ??
    headProblem(reading, workspace, head, headCommit, texts)
  );
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

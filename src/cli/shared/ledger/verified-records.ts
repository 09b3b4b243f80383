// The one reading of a checkout of the evidence branch that `evidence verify` and every command
// that judges from records share: the file chain (each record with the SHA-256 of its file) and,
// when the checkout is a git clone, the branch's history: append-only, linear, each commit adding
// records by the ledger's writer, break-glass records by an operator key. Without a history (a
// folder that is no clone), no commit authenticates a record: the records sealed from the command
// line are flagged, and every output says once that the history was not checked. What is judged from
// records (obligations, populations, the report's obligations) must not be judged from a ledger
// verify refuses (fail closed), and a record verify only warns of (a command-line record no
// operator key signed) carries why (HashedRecord.unauthenticated), so that it closes nothing.
import { breakLine, type ChainBreak } from "../../../core/evidence/chain/evidence-chain.ts";
import { passOverUnauthenticated } from "../../../core/evidence/chain/passed-over.ts";
import { resolve } from "node:path";
import {
  checkLedgerHistory,
  type HistoryCommit,
  type HistoryIdentities,
  type HistoryProblem,
  WITHOUT_HISTORY,
} from "../../../core/evidence/chain/evidence-history.ts";
import { isCliRecordPath } from "../../../core/evidence/chain/record-files.ts";
import type { HashedRecord } from "../../../core/evidence/records/evidence-record.ts";
import { errorMessage } from "../../../core/shared/errors.ts";
import type { Key } from "openpgp";
import { walkLedgerDirectory } from "../../../io/ledger/ledger-files.ts";
import { verifyLedger } from "../../../io/ledger/ledger-verifier.ts";
import {
  isGitCheckout,
  readLedgerHistory,
  type SigningKeys,
} from "../../../io/ledger/ledger-history.ts";
import { flagPath, readFlagFile, readFlagFileIfPresent } from "../flag-files.ts";
import { type CliIo, EXIT_BAD_INPUT } from "../io.ts";
import { UsageError } from "../usage-error.ts";
import {
  declaredOperatorKeys,
  headOfRecords,
  type WriterDeclared,
  writerKeys,
  writerSignatureProblems,
} from "./writer-signatures.ts";

/** Who may write the ledger: verify's --writer, --writer-key and --operator-keys, when given. */
export interface LedgerIdentities {
  writer?: string | undefined;
  writerKey?: string | undefined;
  operatorKeys?: string | undefined;
}

/**
 * The ledger a judging command verifies before anything it judges counts: the clone --dir names,
 * the operators' keys (--operator-keys) and the writer's declaration (--ledger-declaration).
 */
export type VerifiedLedger = { dir: string; operatorKeys: string | undefined } & WriterDeclared;

/**
 * The history of the clone --dir names (`ledger.dir`) judged as verify judges it, oldest first;
 * undefined when it is no git clone: then there is no history to read, which standard error says
 * once, and an identity flag, which only a history can be checked against, is refused. Warnings
 * are written to standard error.
 */
async function historyProblems(
  io: CliIo,
  ledger: { dir: string } & LedgerIdentities & WriterDeclared,
  part?: HistoryPart,
): Promise<HistoryProblem[] | undefined> {
  if (!(await hasHistory(io, ledger))) {
    io.stderr(`warning: history: ${ledger.dir}: ${WITHOUT_HISTORY.notice}\n`);
    return undefined;
  }
  const operators = await readOperatorKeys(ledger, io);
  const keys = {
    writer: await readKeysFlag("--writer-key", ledger.writerKey, io),
    operators: operators.keys,
  };
  const root = resolve(io.cwd, ledger.dir);
  const commits = await (part === undefined
    ? readLedgerHistory(root, keys)
    : part.read(root, keys, operators.identities));
  const problems = checkLedgerHistory(commits, {
    writerName: ledger.writer ?? part?.writerName,
    writerKey: ledger.writerKey !== undefined,
    writerDeclared: ledger.ledgerDeclaration !== undefined,
    ...operators.identities,
  });
  for (const problem of problems)
    if (problem.severity !== "error")
      io.stderr(`${problem.severity}: history: ${problem.message}\n`);
  return problems;
}

/**
 * Part of the history, judged as the whole is: the commits `read` gives (from a checkpoint's
 * commit on), with the writer named as the whole history's first records name it.
 */
export interface HistoryPart {
  read: (
    root: string,
    keys: SigningKeys,
    operators: OperatorIdentities,
  ) => Promise<HistoryCommit[]>;
  writerName: string | undefined;
}

/**
 * Whether --dir (`ledger.dir`) has a history to read (it is a git clone), asked before anything is
 * read or written; where it has none, a flag that names who may write the ledger is refused: a
 * folder without history cannot show who wrote it.
 */
export async function hasHistory(
  io: CliIo,
  ledger: { dir: string } & LedgerIdentities,
): Promise<boolean> {
  if (await isGitCheckout(resolve(io.cwd, ledger.dir))) return true;
  refuseIdentities(ledger.dir, ledger);
  return false;
}

function refuseIdentities(given: string, identities: LedgerIdentities): void {
  const flag = (
    [
      ["--writer", identities.writer],
      ["--writer-key", identities.writerKey],
      ["--operator-keys", identities.operatorKeys],
    ] as const
  ).find(([, value]) => value !== undefined)?.[0];
  if (flag === undefined) return;
  throw new UsageError(
    `${flag} needs the ledger's git history, and --dir ${given} has none (no .git: a copy of the branch's files): give --dir a git clone of the evidence branch (git clone --branch cip-sync-evidence <repository> evidence) or a git bundle of it (git bundle create ledger.bundle cip-sync-evidence origin/main, then --dir ledger.bundle)`,
    EXIT_BAD_INPUT,
  );
}

/** Whether --operator-keys gave a key, and why not where it gave none. */
export type OperatorIdentities = Pick<HistoryIdentities, "operatorKeys" | "withoutOperatorKeys">;

/**
 * The operators' keys --operator-keys names, else those the cip-ledger.yaml --ledger-declaration
 * names declares (operator_keys: one file for the Action and the command line). An entity that
 * never made a break-glass apply keeps no keys file, and its handover sends an empty one: an absent
 * or empty file means no operator keys (what a command-line commit adds then closes nothing), said
 * once on standard error.
 */
async function readOperatorKeys(
  ledger: Pick<LedgerIdentities, "operatorKeys"> & WriterDeclared,
  io: CliIo,
): Promise<{ keys: Key[]; identities: OperatorIdentities }> {
  const file = ledger.operatorKeys;
  const declaration = file === undefined ? ledger.ledgerDeclaration : undefined;
  const declared = declaration === undefined ? [] : await declaredOperatorKeys(declaration, io);
  if (declaration !== undefined && declared.length > 0) {
    const read = declared.map((armored) =>
      publicKeysOf("--ledger-declaration", declaration, armored),
    );
    const keys = (await Promise.all(read)).flat();
    return { keys, identities: { operatorKeys: true } };
  }
  if (file === undefined) return { keys: [], identities: { operatorKeys: false } };
  const text = await readFlagFileIfPresent(flagPath("--operator-keys", file, KEY_FIX, io));
  if (text !== undefined && text.trim() !== "") {
    const keys = await publicKeysOf("--operator-keys", file, text);
    return { keys, identities: { operatorKeys: true } };
  }
  const without = `--operator-keys ${file} is ${text === undefined ? "absent" : "empty"}`;
  io.stderr(
    `warning: ${without}: no operator keys, so no break-glass or collector's record appended from the command line is authenticated, and each closes nothing\n`,
  );
  return { keys: [], identities: { operatorKeys: false, withoutOperatorKeys: without } };
}

const KEY_FIX = "give the armored OpenPGP public key file";

/** The public keys a flag names; none when it is not given. */
async function readKeysFlag(flag: string, file: string | undefined, io: CliIo) {
  if (file === undefined) return [];
  return publicKeysOf(flag, file, await readFlagFile(flagPath(flag, file, KEY_FIX, io)));
}

/** The armored public keys in `text`, the file `flag` names; a UsageError when it holds none. */
async function publicKeysOf(flag: string, file: string, text: string): Promise<Key[]> {
  const { readPublicKeys } = await import("../../../io/ledger/commit-signature.ts");
  try {
    return await readPublicKeys(text, `${flag} ${file}`);
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
}

/** How verify judged the history of a clone: what it refuses, and the records it flags. */
export interface HistoryJudged {
  /** What verify refuses, one line each; none outside a clone. */
  refusals: string[];
  /** Records verify flags (by path), each with why: what they carry closes nothing. */
  unauthenticated: ReadonlyMap<string, string>;
  /** There was no history to read (no clone): no commit authenticates any record. */
  unread: boolean;
}

/**
 * The history of `ledger.dir` judged as verify judges it, with the operators' keys given (only
 * `part` of it, when given).
 */
export async function judgeHistory(
  io: CliIo,
  ledger: { dir: string } & Pick<LedgerIdentities, "operatorKeys"> & WriterDeclared,
  part?: HistoryPart,
): Promise<HistoryJudged> {
  const problems = await historyProblems(io, ledger, part);
  const unauthenticated = new Map<string, string>();
  for (const { unauthenticated: flagged } of problems ?? [])
    if (flagged !== undefined)
      for (const path of flagged.records) unauthenticated.set(path, flagged.why);
  const refusals = (problems ?? [])
    .filter((problem) => problem.severity === "error")
    .map((problem) => `history: ${problem.message}`);
  return { refusals, unauthenticated, unread: problems === undefined };
}

/**
 * `entry` read from `path`, with why verify flags it when it does; without a history, every
 * record sealed from the command line, whose authority rests on its commit, is flagged.
 */
export function judgedEntry(
  history: HistoryJudged,
  entry: HashedRecord,
  path: string,
): HashedRecord {
  const why = unauthenticatedWhy(history, path);
  return why === undefined ? entry : { ...entry, unauthenticated: why };
}

/** Why verify flags the file at `path` (worded to follow "its"); undefined when it does not. */
function unauthenticatedWhy(history: HistoryJudged, path: string): string | undefined {
  return (
    history.unauthenticated.get(path) ??
    (history.unread && isCliRecordPath(path) ? WITHOUT_HISTORY.why : undefined)
  );
}

/**
 * `breaks` without those of the files verify passes over as unauthenticated exceptions with
 * `history` (passOverUnauthenticated), each said by `say` as a warning; and those files, which no
 * later check of the records reads (they are no records).
 */
export function passOverInHistory(
  history: HistoryJudged,
  breaks: readonly ChainBreak[],
  say: (text: string) => void,
): { breaks: ChainBreak[]; passedOver: ReadonlySet<string> } {
  const judged = passOverUnauthenticated(breaks, (path) => unauthenticatedWhy(history, path));
  for (const { notice } of judged.passedOver) say(`warning: ${notice}\n`);
  return { breaks: judged.breaks, passedOver: new Set(judged.passedOver.map(({ file }) => file)) };
}

/**
 * `paths` without the files in `passedOver`, listed as `paths` is each time it is iterated: a
 * walk of the ledger (walkLedgerDirectory) is walked again rather than every path held.
 */
export function withoutPassedOver(
  paths: Iterable<string>,
  passedOver: ReadonlySet<string>,
): Iterable<string> {
  return {
    *[Symbol.iterator]() {
      for (const path of paths) if (!passedOver.has(path)) yield path;
    },
  };
}

/**
 * Each valid record, in name order (each workspace's in chain order), handed to `visit` as it is
 * read, holding none; then whether the whole ledger verified, its history and its writer's
 * signatures (with --ledger-declaration) included. What `visit` made of a ledger that did not is
 * to be thrown away: the message says why.
 */
export async function visitVerified(
  io: CliIo,
  ledger: VerifiedLedger,
  judged: string,
  visit: (entry: HashedRecord) => void,
): Promise<{ verified: true; historyUnread: boolean } | { refusal: string }> {
  const { dir } = ledger;
  const writer = await writerKeys(io, ledger);
  const root = resolve(io.cwd, dir);
  const paths = await walkLedgerDirectory(root, "--dir");
  // The history first: each record is visited knowing whether verify flags it.
  const history = await judgeHistory(io, ledger);
  const { breaks, passedOver } = passOverInHistory(
    history,
    await verifyLedger(
      root,
      paths,
      io.ledgerThreadEntry,
      (entry, path) => visit(judgedEntry(history, entry, path)),
      undefined,
      headOfRecords(writer),
    ),
    io.stderr,
  );
  // Along intact chains only, as verify checks them.
  const signatures =
    breaks.length === 0
      ? await writerSignatureProblems(
          writer,
          root,
          withoutPassedOver(paths(), passedOver),
          io.stderr,
        )
      : [];
  const problems = [...breaks.map(breakLine), ...history.refusals, ...signatures];
  if (problems.length === 0) return { verified: true, historyUnread: history.unread };
  return { refusal: refusalOf(dir, judged, problems) };
}

/** Why nothing is judged from a ledger verify refuses, with verify's problems. */
export function refusalOf(dir: string, judged: string, problems: readonly string[]): string {
  return `The evidence ledger in ${dir} is broken, so no ${judged} can be judged from it (${problems.length} problem(s)); 'cip-sync evidence verify --dir ${dir}' lists them:\n${problems.map((problem) => `  ${problem}\n`).join("")}`;
}

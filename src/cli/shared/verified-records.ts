// The one reading of a checkout of the evidence branch that `evidence verify` and every command
// that judges from records share: the file chain (each record with the SHA-256 of its file) and,
// when the checkout is a git clone, the branch's history: append-only, linear, each commit adding
// records by the ledger's writer, break-glass records by an operator key. What is judged from
// records (obligations, populations, the report's obligations) must not be judged from a ledger
// verify refuses (fail closed), and a record verify only warns of (a command-line record no
// operator key signed) carries why (HashedRecord.unauthenticated), so that it closes nothing.
import { resolve } from "node:path";
import {
  checkLedgerHistory,
  type HistoryProblem,
} from "../../core/evidence/chain/evidence-history.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";
import { verifyLedger } from "../../io/ledger/ledger-verifier.ts";
import { isGitCheckout, readLedgerHistory } from "../../io/ledger/ledger-history.ts";
import { flagPath } from "./command-support.ts";
import { readFlagFile } from "./flag-files.ts";
import type { CliIo } from "./io.ts";
import { UsageError } from "./usage-error.ts";

/** Who may write the ledger: verify's --writer, --writer-key and --operator-keys, when given. */
export interface LedgerIdentities {
  writer?: string | undefined;
  writerKey?: string | undefined;
  operatorKeys?: string | undefined;
}

/**
 * The history of the clone `dir` judged as verify judges it, oldest first; undefined when `dir` is
 * no git clone (then there is no history to read). Warnings are written to standard error.
 */
export async function historyProblems(
  dir: string,
  identities: LedgerIdentities,
  io: CliIo,
): Promise<HistoryProblem[] | undefined> {
  if (!(await isGitCheckout(dir))) return undefined;
  const keys = {
    writer: await readKeysFlag("--writer-key", identities.writerKey, io),
    operators: await readKeysFlag("--operator-keys", identities.operatorKeys, io),
  };
  const problems = checkLedgerHistory(await readLedgerHistory(dir, keys), {
    writerName: identities.writer,
    writerKey: identities.writerKey !== undefined,
    operatorKeys: identities.operatorKeys !== undefined,
  });
  for (const problem of problems)
    if (problem.severity === "warning") io.stderr(`warning: history: ${problem.message}\n`);
  return problems;
}

/** The public keys a flag names; none when it is not given. */
async function readKeysFlag(flag: string, file: string | undefined, io: CliIo) {
  if (file === undefined) return [];
  const fix = "give the armored OpenPGP public key file";
  const text = await readFlagFile(flagPath(flag, file, fix, io));
  const { readPublicKeys } = await import("../../io/ledger/commit-signature.ts");
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
}

/** The history of the clone `dir` judged as verify judges it, with the operators' keys given. */
export async function judgeHistory(
  dir: string,
  identities: Pick<LedgerIdentities, "operatorKeys">,
  io: CliIo,
): Promise<HistoryJudged> {
  const problems = (await historyProblems(dir, identities, io)) ?? [];
  const unauthenticated = new Map<string, string>();
  for (const { unauthenticated: flagged } of problems)
    if (flagged !== undefined)
      for (const path of flagged.records) unauthenticated.set(path, flagged.why);
  const refusals = problems
    .filter((problem) => problem.severity === "error")
    .map((problem) => `history: ${problem.message}`);
  return { refusals, unauthenticated };
}

/** `entry` read from `path`, with why verify flags it when it does. */
export function judgedEntry(
  history: HistoryJudged,
  entry: HashedRecord,
  path: string,
): HashedRecord {
  const why = history.unauthenticated.get(path);
  return why === undefined ? entry : { ...entry, unauthenticated: why };
}

/**
 * Each valid record, in name order (each workspace's in chain order), handed to `visit` as it is
 * read, holding none; then whether the whole ledger verified, its history included. What `visit`
 * made of a ledger that did not is to be thrown away: the message says why.
 */
export async function visitVerified(
  io: CliIo,
  ledger: { dir: string; operatorKeys: string | undefined },
  judged: string,
  visit: (entry: HashedRecord) => void,
): Promise<{ verified: true } | { refusal: string }> {
  const { dir } = ledger;
  const root = resolve(io.cwd, dir);
  const paths = await walkLedgerDirectory(root, "--dir");
  // The history first: each record is visited knowing whether verify flags it.
  const history = await judgeHistory(root, ledger, io);
  const breaks = await verifyLedger(root, paths, io.ledgerThreadEntry, (entry, path) =>
    visit(judgedEntry(history, entry, path)),
  );
  const problems = [
    ...breaks.map((found) => `${found.file}: ${found.message}`),
    ...history.refusals,
  ];
  if (problems.length === 0) return { verified: true };
  return { refusal: refusalOf(dir, judged, problems) };
}

/** Why nothing is judged from a ledger verify refuses, with verify's problems. */
export function refusalOf(dir: string, judged: string, problems: readonly string[]): string {
  return `The evidence ledger in ${dir} is broken, so no ${judged} can be judged from it (${problems.length} problem(s)); 'cip-sync evidence verify --dir ${dir}' lists them:\n${problems.map((problem) => `  ${problem}\n`).join("")}`;
}

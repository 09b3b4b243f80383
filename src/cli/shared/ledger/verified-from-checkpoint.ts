// The reading of a clone from a checkpoint on (checkpoint-start.ts says what is trusted): the
// history from the commit that added the checkpoint's record, judged as verify judges the whole
// (that commit on the head's first-parent line, each commit by the writer, command-line records
// by an operator key), and the checkpoint's record and every record after it read, hashed,
// schema-checked and chained from the hash the checkpoint stands at. A history that does not
// vouch for the checkpoint is a reason to read the whole ledger (fallback), never an answer; a
// break after the checkpoint is one verify reports too, so nothing is judged (refusal).
import { breakLine } from "../../../core/evidence/chain/evidence-chain.ts";
import { resolve } from "node:path";
import {
  checkLedgerHistory,
  type HistoryCommit,
  type HistoryIdentities,
} from "../../../core/evidence/chain/evidence-history.ts";
import {
  isCliRecordPath,
  isRecordPathOf,
  RECORDS_DIR,
  workspaceOfPath,
} from "../../../core/evidence/chain/record-files.ts";
import {
  CLI_RUN_PREFIX,
  type HashedRecord,
} from "../../../core/evidence/records/evidence-record.ts";
import { compareCodePoints } from "../../../core/shared/names.ts";
import { errorMessage } from "../../../core/shared/errors.ts";
import { walkLedgerDirectory } from "../../../io/ledger/ledger-files.ts";
import { authorAdding, readLedgerHistorySince } from "../../../io/ledger/ledger-history.ts";
import { verifyLedger } from "../../../io/ledger/ledger-verifier.ts";
import type { CheckpointStart } from "./checkpoint-start.ts";
import type { CliIo } from "../io.ts";
import { UsageError } from "../usage-error.ts";
import {
  type HistoryJudged,
  judgeHistory,
  judgedEntry,
  passOverInHistory,
  withoutPassedOver,
  refusalOf,
  type VerifiedLedger,
} from "./verified-records.ts";
import {
  carrierSignatureProblem,
  writerKeys,
  writerSignatureProblems,
} from "./writer-signatures.ts";

/**
 * What a reading from a checkpoint found, and the history's warnings it holds back (`warnings`,
 * standard error's lines): the caller says them where it answers from this reading, and not where
 * it falls back to reading every record, whose own reading of the history says them all once.
 */
export type ReadFromCheckpoint = { warnings: string[] } &
  /**
   * Verified from the checkpoint on; `since`, the commit that added its record; the records after
   * it that verify flags, each with why (HistoryJudged).
   */
  (
    | {
        verified: true;
        historyUnread: false;
        since: string;
        unauthenticated: HistoryJudged["unauthenticated"];
      }
    | { refusal: string }
    /** Why the checkpoint is not vouched for: the whole ledger is to be read. */
    | { fallback: string }
  );

/**
 * visitVerified from `start` on: each valid record from the checkpoint's record on, in chain
 * order, handed to `visit` as it is read (as judged with the history, its path, and as read),
 * holding none.
 */
export async function visitVerifiedFrom(
  io: CliIo,
  ledger: VerifiedLedger,
  judged: string,
  start: CheckpointStart,
  visit: (judged: HashedRecord, path: string, entry: HashedRecord) => void,
): Promise<ReadFromCheckpoint> {
  const writer = await writerKeys(io, ledger);
  const root = resolve(io.cwd, ledger.dir);
  const paths = await walkLedgerDirectory(root, "--dir");
  const warnings: string[] = [];
  const held: CliIo = { ...io, stderr: (text) => warnings.push(text) };
  const { from } = start;
  // With --repository, each record is checked with the declaration in force before it, which only
  // the records from the ledger's first on tell (keys-in-force.ts).
  if (writer?.inForce !== undefined)
    return {
      warnings,
      fallback: `with --repository ${writer.inForce.given}, every record is checked with the declaration in force before it`,
    };
  // With --ledger-declaration, only the declared writer's record vouches for those before it.
  const unsigned = await carrierSignatureProblem(writer, root, from.path);
  if (unsigned !== undefined) return { warnings, fallback: unsigned };
  const before = namesBefore(paths(`${RECORDS_DIR}/${from.workspace}`), from.path);
  let since = "";
  let unvouched: string | undefined;
  let history: HistoryJudged;
  try {
    const writerName =
      before.writer === undefined ? undefined : await authorAdding(root, before.writer);
    history = await judgeHistory(held, ledger, {
      read: async (dir, keys, operators) => {
        const pathspecs = before.commandLine ? commandLinePathspecs(from.workspace) : [];
        const read = await readLedgerHistorySince(dir, from.path, keys, pathspecs);
        since = read.since;
        const identities = { writerName, writerKey: false, ...operators };
        unvouched = unvouchedBefore(read.before, from.path, identities);
        return read.commits;
      },
      writerName,
    });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    return { warnings, fallback: errorMessage(error) };
  }
  if (unvouched !== undefined) return { warnings, fallback: unvouched };
  if (history.refusals.length > 0)
    return {
      warnings,
      fallback: `the history from its record's commit is not vouched for (${history.refusals.join("; ")})`,
    };
  const found = await verifyLedger(
    root,
    paths,
    io.ledgerThreadEntry,
    (entry, path) => visit(judgedEntry(history, entry, path), path, entry),
    from,
  );
  const { breaks, passedOver } = passOverInHistory(history, found, held.stderr);
  // The checkpoint's record is signed (or not checked): the records from it on are to be too.
  const signatures =
    breaks.length > 0
      ? []
      : await writerSignatureProblems(
          writer,
          root,
          withoutPassedOver(paths(`${RECORDS_DIR}/${from.workspace}`, from.path), passedOver),
          (text) => warnings.push(text),
        );
  const problems = [...breaks.map(breakLine), ...signatures];
  if (problems.length > 0) return { warnings, refusal: refusalOf(ledger.dir, judged, problems) };
  return {
    warnings,
    verified: true,
    historyUnread: false,
    since,
    unauthenticated: history.unauthenticated,
  };
}

/**
 * visitVerifiedFrom for a command that reads every record instead where the reading from the
 * checkpoint cannot go on (evidence report, evidence populations): `visit` is given each record
 * while `start` stands, an error it throws spoiling it; the history's warnings are said once the
 * reading verified. Undefined, and `start` spoiled with why, where the history does not vouch
 * for the checkpoint, a record after it does not verify (the reading of every record shows the
 * break), or `visit` threw.
 */
export async function visitWhileItStands(
  io: CliIo,
  ledger: VerifiedLedger,
  judged: string,
  start: CheckpointStart,
  visit: (judged: HashedRecord, path: string, entry: HashedRecord) => void,
): Promise<Extract<ReadFromCheckpoint, { verified: true }> | undefined> {
  const read = await visitVerifiedFrom(io, ledger, judged, start, (entry, path, asRead) => {
    if (start.spoiled !== undefined) return;
    try {
      visit(entry, path, asRead);
    } catch (error) {
      start.spoil(errorMessage(error));
    }
  });
  if ("fallback" in read) start.spoil(read.fallback);
  if ("refusal" in read) start.spoil(`a record after it does not verify (${read.refusal.trim()})`);
  if (start.spoiled !== undefined || !("verified" in read)) return undefined;
  for (const warning of read.warnings) io.stderr(warning);
  return read;
}

/**
 * What the names of the workspace's files before the checkpoint's record (`from`) say: its first
 * record sealed by the writer (not from the command line), whose commit's author the whole
 * history's walk names the writer by when --writer is not given; and whether a record sealed from
 * the command line is among them.
 */
function namesBefore(
  paths: Iterable<string>,
  from: string,
): { writer: string | undefined; commandLine: boolean } {
  let writer: string | undefined;
  let commandLine = false;
  for (const path of paths) {
    if (compareCodePoints(path, from) >= 0) break;
    if (isCliRecordPath(path)) commandLine = true;
    else if (writer === undefined && isRecordPathOf(path, workspaceOfPath(path) ?? ""))
      writer = path;
  }
  return { writer, commandLine };
}

/** The records a terminal seals, of `workspace`, as git pathspecs (record-files.ts, recordPath). */
function commandLinePathspecs(workspace: string): string[] {
  return ["change", "configuration-monitoring"].map(
    (kind) => `:(glob)${RECORDS_DIR}/${workspace}/**/*-${kind}-${CLI_RUN_PREFIX}*.json`,
  );
}

/**
 * Why a record before the checkpoint (before `from`) does not count as the checkpoint's writer
 * folded it: its commit adds command-line records that no operator key signed, which verify
 * flags and the full fold judges as closing nothing, where the drift check that wrote the
 * checkpoint read it from a commit GitHub verified; undefined when every one counts.
 */
function unvouchedBefore(
  commits: readonly HistoryCommit[],
  from: string,
  identities: HistoryIdentities,
): string | undefined {
  for (const { unauthenticated } of checkLedgerHistory(commits, identities)) {
    const record = unauthenticated?.records.find((path) => compareCodePoints(path, from) < 0);
    if (record !== undefined)
      return `${record}, before it, is not vouched for: ${unauthenticated?.why}`;
  }
  return undefined;
}

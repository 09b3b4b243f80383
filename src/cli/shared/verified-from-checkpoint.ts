// The reading of a clone from a checkpoint on (checkpoint-start.ts says what is trusted): the
// history from the commit that added the checkpoint's record, judged as verify judges the whole
// (that commit on the head's first-parent line, each commit by the writer, command-line records
// by an operator key), and the checkpoint's record and every record after it read, hashed,
// schema-checked and chained from the hash the checkpoint stands at. A history that does not
// vouch for the checkpoint is a reason to read the whole ledger (fallback), never an answer; a
// break after the checkpoint is one verify reports too, so nothing is judged (refusal).
import { resolve } from "node:path";
import { isCliRecordPath, isRecordPathOf } from "../../core/evidence/chain/record-files.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { RECORDS_DIR } from "../../core/evidence/chain/record-files.ts";
import { walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";
import { authorAdding, readLedgerHistorySince } from "../../io/ledger/ledger-history.ts";
import { verifyLedger } from "../../io/ledger/ledger-verifier.ts";
import type { CheckpointStart } from "./checkpoint-start.ts";
import type { CliIo } from "./io.ts";
import { UsageError } from "./usage-error.ts";
import { type HistoryJudged, judgeHistory, judgedEntry, refusalOf } from "./verified-records.ts";

/** What a reading from a checkpoint found. */
export type ReadFromCheckpoint =
  /** Verified from the checkpoint on; `since`, the commit that added its record. */
  | { verified: true; historyUnread: false; since: string }
  | { refusal: string }
  /** Why the checkpoint is not vouched for: the whole ledger is to be read. */
  | { fallback: string };

/**
 * visitVerified from `start` on: each valid record from the checkpoint's record on, in chain
 * order, handed to `visit` as it is read, holding none.
 */
export async function visitVerifiedFrom(
  io: CliIo,
  ledger: { dir: string; operatorKeys: string | undefined },
  judged: string,
  start: CheckpointStart,
  visit: (entry: HashedRecord) => void,
): Promise<ReadFromCheckpoint> {
  const root = resolve(io.cwd, ledger.dir);
  const paths = await walkLedgerDirectory(root, "--dir");
  const { from } = start;
  let since = "";
  let history: HistoryJudged;
  try {
    history = await judgeHistory(io, ledger, {
      read: async (dir, keys) => {
        const read = await readLedgerHistorySince(dir, from.path, keys);
        since = read.since;
        return read.commits;
      },
      writerName: await firstWriter(root, paths(`${RECORDS_DIR}/${from.workspace}`)),
    });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    return { fallback: errorMessage(error) };
  }
  if (history.refusals.length > 0)
    return {
      fallback: `the history from its record's commit is not vouched for (${history.refusals.join("; ")})`,
    };
  const breaks = await verifyLedger(
    root,
    paths,
    io.ledgerThreadEntry,
    (entry, path) => visit(judgedEntry(history, entry, path)),
    from,
  );
  if (breaks.length > 0)
    return {
      refusal: refusalOf(
        ledger.dir,
        judged,
        breaks.map((found) => `${found.file}: ${found.message}`),
      ),
    };
  return { verified: true, historyUnread: false, since };
}

/**
 * The author of the commit that added the workspace's first record sealed by the writer (not
 * from the command line), as the whole history's walk names the writer when --writer is not
 * given; undefined when there is none.
 */
async function firstWriter(root: string, paths: Iterable<string>): Promise<string | undefined> {
  for (const path of paths) {
    const workspace = path.split("/")[1] ?? "";
    if (isRecordPathOf(path, workspace) && !isCliRecordPath(path)) return authorAdding(root, path);
  }
  return undefined;
}

// A ledger of one workspace that keeps checkpoints as the drift check writes them, as a git clone
// whose one commit is the writer's: what `cip-sync obligations` starts from (issue 72). The records
// are bench/ledger.ts's mix in one workspace, a drift check in place of each collector's record (a
// collector's record is vouched for only by an operator key's signature, and one not vouched for
// makes the command judge from every record); a drift check keeps the checkpoint of the records
// before it when the drift check would (checkpointIsDue), folded as the drift check folds them.
// A second argument keeps checkpoints only in the last that many records: every checkpoint of a
// growing inventory at 100,000 records would be tens of gigabytes, and a command reads one. A third
// stops the inventory growing after that many creates (ten assets each), so that the ledger ages
// over a fixed inventory. `npm run bench`'s checkpoint section writes its ledgers with
// writeCheckpointLedger (bench/checkpoint-commands.ts).
//   node bench/checkpoint-ledger.ts 10000   # writes bench/out/checkpoint-ledger-10000, prints its last day
//   node bench/checkpoint-ledger.ts 100000 1000   # checkpoints in the last 1,000 records only
//   node bench/checkpoint-ledger.ts 100000 100000 100   # 1,000 assets, every checkpoint kept
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type ChainHead, sealRecord } from "../src/core/evidence/chain/record-files.ts";
import { checkpointPath } from "../src/core/evidence/records/beside/checkpoint-reference.ts";
import type { EvidenceRecord } from "../src/core/evidence/records/evidence-record.ts";
import { checkpointIsDue, WorkspaceFold } from "../src/core/checkpoint/ledger-checkpoint.ts";
import { DEFAULT_CALENDAR } from "../src/core/shared/calendar.ts";
import { sha256Hex } from "../src/core/shared/sha256.ts";
import { draft, driftCheckDraft, HOUR_MS, START } from "./ledger.ts";
import { OUT_DIRECTORY } from "./measure.ts";

const WORKSPACE = "grid-east";

/** What `writeCheckpointLedger` wrote. */
export interface CheckpointLedger {
  dir: string;
  /** The day of its last record, YYYY-MM-DD. */
  lastDay: string;
  /** The checkpoints it keeps. */
  checkpoints: number;
}

/**
 * A clone of `count` records in `dir`, keeping checkpoints in its last `checkpointsIn` records (0:
 * none), the inventory fixed after `creates` creates when given.
 */
export async function writeCheckpointLedger(
  dir: string,
  count: number,
  checkpointsIn: number,
  creates: number | undefined,
): Promise<CheckpointLedger> {
  const checkpointsFrom = count - checkpointsIn;
  /** Since the last checkpoint: the records and their bytes, and its own bytes. */
  let since: { records: number; recordBytes: number; checkpointBytes: number } | undefined;
  let checkpoints = 0;
  await rm(dir, { recursive: true, force: true });
  const fold = WorkspaceFold.start(WORKSPACE, { asOf: "2000-01-01", calendar: DEFAULT_CALENDAR });
  let head: ChainHead | undefined;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  for (let index = 0; index < count; index++) {
    let next =
      index % 10 === 7 ? driftCheckDraft(index, WORKSPACE) : draft(index, WORKSPACE, creates);
    let text: string | undefined;
    const keeps = index > 0 && index >= checkpointsFrom && checkpointIsDue(since);
    if (keeps && next.kind === "monitoring") {
      text = fold.checkpointText();
      if (text !== undefined && fold.through !== undefined) {
        since = { records: 0, recordBytes: 0, checkpointBytes: Buffer.byteLength(text) };
        const reference = { sha256: sha256Hex(text), through: fold.through };
        next = { ...next, monitoring: { ...next.monitoring, checkpoint: reference } };
      }
    }
    const sealed = sealRecord(next, head, new Date(START + index * HOUR_MS));
    head = { record: sealed.record, bytes: Buffer.from(sealed.text) };
    await write(sealed.path, sealed.text);
    if (since !== undefined) {
      since.records++;
      since.recordBytes += Buffer.byteLength(sealed.text);
    }
    if (text !== undefined) {
      await write(checkpointPath(sealed.path), text);
      checkpoints++;
    }
    fold.add({ record: JSON.parse(sealed.text) as EvidenceRecord, sha256: sha256Hex(sealed.text) });
  }
  commitAsWriter(dir);
  const lastDay = new Date(START + (count - 1) * HOUR_MS).toISOString().slice(0, 10);
  return { dir, lastDay, checkpoints };
}

/** The whole checkout in one commit by the Action's writer, on the evidence branch. */
function commitAsWriter(dir: string): void {
  const git = (...args: string[]) =>
    // No automatic gc: it would pack the objects in the background while the commands are measured.
    execFileSync("git", ["-C", dir, "-c", "gc.auto=0", ...args], {
      env: {
        PATH: process.env.PATH ?? "",
        GIT_AUTHOR_NAME: "github-actions[bot]",
        GIT_AUTHOR_EMAIL: "github-actions[bot]@users.noreply.github.com",
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
        GIT_CONFIG_NOSYSTEM: "1",
        HOME: dir,
      },
      stdio: "ignore",
    });
  git("init", "-q", "-b", "cip-sync-evidence");
  git("add", "-A");
  git("commit", "-q", "-m", "ledger");
}

if (import.meta.main) {
  const count = Number(process.argv[2] ?? "1000");
  const ledger = await writeCheckpointLedger(
    join(OUT_DIRECTORY, `checkpoint-ledger-${count}`),
    count,
    Number(process.argv[3] ?? count),
    process.argv[4] === undefined ? undefined : Number(process.argv[4]),
  );
  process.stdout.write(`${ledger.lastDay}\n`);
}

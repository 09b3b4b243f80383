// A drift check's cost against the age of the ledger (issue 63): the requests the fake GitHub
// receives, and the wall time, of a scheduled drift check of a workspace whose ledger already holds
// N records (10, 1,000 and 10,000; one commit per record up to 1,000, ten per commit beyond, which
// only lowers the whole-history read's page count): the ledger's first 100 records in the mix of
// the evidence benchmark (bench/ledger.ts: creates of 100 assets, deviations, a collector's
// observations), then hourly drift checks, so that what grows is the ledger's age, not the
// inventory (whose state a checkpoint carries, and a run reads, whatever the ledger's age). Twice: the first after the upgrade reads every
// record and every commit and writes the first checkpoint; the second, as every later check, reads
// from that checkpoint on. The Action runs in this process from src/ with a plain client (writes
// not spaced a second apart; `spaced` counts the requests plugin-throttling would space).
import { sealRecord, type ChainHead } from "../src/core/evidence/chain/record-files.ts";
import { INTEGRATION_LOGIN } from "../test/support/fake-github.ts";
import { counted, type GitHubRun, runAction, SCHEDULE, setUp, tearDown } from "./github.ts";
import { draft, driftCheckDraft, HOUR_MS, START } from "./ledger.ts";

export const DRIFT_LEDGER_SIZES = [10, 1_000, 10_000];
const BRANCH = "cip-sync-evidence";
/** The records that make the workspace's inventory (ten creates of ten assets) and its history. */
const INVENTORY_RECORDS = 100;
const AS_WRITER = { message: "ledger", author: INTEGRATION_LOGIN, verified: true };

export interface DriftRow {
  records: number;
  /** The first check after the upgrade: every record read, the first checkpoint written. */
  first: GitHubRun & { wallMs: number };
  /** Every later check: from the checkpoint on. */
  steady: GitHubRun & { wallMs: number };
}

export async function measureDrift(records: number): Promise<DriftRow> {
  const bench = await setUp();
  try {
    const perCommit = records > 1_000 ? 10 : 1;
    let head: ChainHead | undefined;
    let files: Record<string, string> = {};
    for (let index = 0; index < records; index++) {
      const made =
        index < INVENTORY_RECORDS ? draft(index, "default") : driftCheckDraft(index, "default");
      const sealed = sealRecord(made, head, new Date(START + index * HOUR_MS));
      head = { record: sealed.record, bytes: Buffer.from(sealed.text) };
      files[sealed.path] = sealed.text;
      if ((index + 1) % perCommit === 0 || index === records - 1) {
        bench.github.git.commitFiles(BRANCH, files, [], AS_WRITER);
        files = {};
      }
    }
    const check = async () => {
      const { requests, wallMs } = await runAction(bench, SCHEDULE, {
        throttled: false,
        mode: "plan",
      });
      return { ...counted(`drift check, ${records} records`, requests), wallMs };
    };
    const first = await check();
    const steady = await check();
    return { records, first, steady };
  } finally {
    await tearDown(bench);
  }
}

// The ledger the evidence benchmarks read: N sealed records in three workspaces, one an hour round
// them, laid out and chained as the Action's ledger writer lays them out, carrying the load of
// issues 43 and 44 in the proportions of the audit rehearsal (test/action/audit-rehearsal.test.ts:
// an asset commissioned with its baseline, a reviewed deviation whose approval records its R1.4
// verification and its completion, a collector's configuration monitoring of the assets), so that
// the obligations pass does the work a real ledger asks of it (bench/ledger-records.ts has the
// records themselves):
// - every tenth record (index 9 mod 10) a merge that creates ten assets of a High impact system and
//   declares their complete baselines (a digest per R1.1 item): a ledger of N records holds N assets;
// - every tenth record (index 4 mod 10) a reviewed merge that changes the patches (item 1.1.5) of
//   two assets created 15 records earlier in its workspace: two CIP-010 R1 deviations, each opening
//   R1.2 (authorized by it) to R1.6; its approval carries an R1.4 verification note and the
//   completion (`/cip-010-completed`) of its field change, which closes R1.3;
// - every tenth record (index 7 mod 10) a collector's configuration-monitoring record (R2.1) of
//   the ten assets of the create 18 records earlier in its workspace: every asset is monitored;
// - the rest hourly drift checks, 2% finding drift.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type EvidenceDraft } from "../src/core/evidence/records/evidence-record.ts";
import { type ChainHead, sealRecord } from "../src/core/evidence/chain/record-files.ts";
import { OUT_DIRECTORY } from "./measure.ts";
import {
  ALPHA,
  configurationMonitoringDraft,
  createDraft,
  deviationDraft,
  FINGERPRINT,
  run,
  SHA,
} from "./ledger-records.ts";

export const WORKSPACES = ["grid-east", "grid-west", "grid-north"];
/**
 * The first record's hour: the records of 100,000 hours (about eleven years) end in 2025, before
 * the day the benchmark runs, so the populations of the whole ledger are a period that has ended
 * (one that has not is judged as of today, and records after today would be records after it).
 */
export const START = Date.UTC(2014, 0, 1);
/** The first day of the ledger, as --from takes it. */
export const FIRST_DAY = new Date(START).toISOString().slice(0, 10);
export const HOUR_MS = 3_600_000;

/** The ledger in `dir` and its whole period, to `last`, as `evidence report` and `populations` take them. */
export function wholePeriod(dir: string, last: string): string[] {
  return ["--dir", dir, "--from", FIRST_DAY, "--to", last];
}

/**
 * Record `index` (0-based) of `workspace`; see the header for the mix. With `creates`, the
 * inventory stops growing after that many creates: a later create is a drift check, and a later
 * deviation or monitoring record speaks of an asset one of those creates made (a ledger that ages
 * over a fixed inventory, where the mix alone grows the inventory with the ledger).
 */
export function draft(index: number, workspace: string, creates?: number): EvidenceDraft {
  const base = { format_version: 1 as const, workspace, tool_version: "0.0.0", run: run(index) };
  const day = new Date(START + index * HOUR_MS).toISOString().slice(0, 10);
  const created = (earlier: number) => (creates === undefined ? earlier : earlier % (creates * 10));
  // A workspace's records are three apart: 15 and 45 back are its own, and creates.
  if (index % 10 === 9 && created(index) === index) return createDraft(base, index);
  if (index % 10 === 4 && index >= 15) return deviationDraft(base, index, day, created(index - 15));
  if (index % 10 === 7 && index >= 18)
    return configurationMonitoringDraft(
      base,
      index,
      created(index - 18),
      new Date(START + index * HOUR_MS).toISOString(),
    );
  return driftCheckDraft(index, workspace);
}

/** Record `index` as an hourly drift check of `workspace`, 2% finding drift. */
export function driftCheckDraft(index: number, workspace: string): EvidenceDraft {
  const base = { format_version: 1 as const, workspace, tool_version: "0.0.0", run: run(index) };
  const drift = index % 50 === 1;
  return {
    ...base,
    kind: "monitoring",
    monitoring: {
      in_sync: !drift,
      commit: SHA,
      plan_fingerprint: FINGERPRINT,
      systems: [{ id: ALPHA.id, name: ALPHA.name }],
      live_counts: { cyber_systems: 1, cyber_assets: 100, managed_assets: 100 },
      live_fingerprint: FINGERPRINT,
      differences: drift
        ? [
            {
              action: "delete",
              asset_id: "ca_1",
              declared: null,
              live: { name: "alpha-rtu-01", cyber_system: ALPHA.name, asset_type: "hardware" },
            },
          ]
        : [],
    },
  };
}

/**
 * A ledger checkout of `count` records, one an hour round the workspaces; its directory. With
 * `creates`, the inventory stops growing after that many creates (see `draft`).
 */
export async function writeLedger(count: number, creates?: number): Promise<string> {
  const dir = join(
    OUT_DIRECTORY,
    creates === undefined ? `ledger-${count}` : `ledger-${count}-of-${creates}-creates`,
  );
  await rm(dir, { recursive: true, force: true });
  const heads = new Map<string, ChainHead>();
  const made = new Set<string>();
  for (let index = 0; index < count; index++) {
    const workspace = WORKSPACES[index % WORKSPACES.length]!;
    const sealed = sealRecord(
      draft(index, workspace, creates),
      heads.get(workspace),
      new Date(START + index * HOUR_MS),
    );
    await writeSealed(dir, sealed, heads, made);
  }
  return dir;
}

/**
 * `sealed` written in the checkout at `dir` where its path says, each folder made once (`made`),
 * and made its workspace's chain head (`heads`); the file's path.
 */
export async function writeSealed(
  dir: string,
  sealed: ReturnType<typeof sealRecord>,
  heads: Map<string, ChainHead>,
  made: Set<string>,
): Promise<string> {
  heads.set(sealed.record.workspace, { record: sealed.record, bytes: Buffer.from(sealed.text) });
  const path = join(dir, sealed.path);
  if (!made.has(dirname(path))) {
    await mkdir(dirname(path), { recursive: true });
    made.add(dirname(path));
  }
  await writeFile(path, sealed.text);
  return path;
}

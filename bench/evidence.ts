// `cip-sync evidence verify` of a large ledger against the read-and-hash floor (evidence-floor.mjs):
// the bundled CLI and the floor, each in a fresh child process, alternating on the same checkout.
// The ledger is three workspaces' records, mostly hourly drift checks with a change now and then,
// sealed the way the ledger seals them (test/support/evidence-records.ts).
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ChainHead } from "../src/core/evidence/evidence-record.ts";
import { sealRecord } from "../src/core/evidence/evidence-record.ts";
import { changeDraft, monitoringDraft } from "../test/support/evidence-records.ts";
import { expectExit, OUT_DIRECTORY, REPOSITORY, runNode } from "./measure.ts";
import { figures, type RunFigures } from "./plan.ts";

export interface EvidenceMeasurement {
  records: number;
  verify: RunFigures;
  floor: RunFigures;
}

const CLI = join(REPOSITORY, "dist", "cli", "index.js");
const FLOOR = join(REPOSITORY, "bench", "evidence-floor.mjs");
const WORKSPACES = ["grid-east", "grid-west", "generation"];
/** Files written at once while building the ledger. */
const WRITE_CONCURRENCY = 32;

/** `runs` measured runs of each after one unmeasured run of each, on a ledger of `records`. */
export async function measureEvidenceVerify(
  records: number,
  runs: number,
): Promise<EvidenceMeasurement> {
  const dir = join(OUT_DIRECTORY, `evidence-${records}`);
  await writeLedger(dir, records);
  const verifyOnce = async () => {
    const run = await runNode([CLI, "evidence", "verify", "--dir", "."], { cwd: dir, env: {} });
    expectExit(run, 0, `cip-sync evidence verify (${records} records)`);
    return { ...run, requests: 0 };
  };
  const floorOnce = async () => {
    const run = await runNode([FLOOR, "records"], { cwd: dir, env: {} });
    expectExit(run, 0, `the evidence floor (${records} records)`);
    return { ...run, requests: 0 };
  };
  await floorOnce();
  await verifyOnce();
  const verifies = [];
  const floors = [];
  for (let run = 0; run < runs; run++) {
    floors.push(await floorOnce());
    verifies.push(await verifyOnce());
  }
  return { records, verify: figures(verifies), floor: figures(floors) };
}

/** A ledger of `records` records, an hour apart in each workspace, one change in 24. */
async function writeLedger(dir: string, records: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const heads = new Map<string, ChainHead>();
  const start = Date.UTC(2024, 0, 1);
  const sealed = Array.from({ length: records }, (_, index) => {
    const workspace = WORKSPACES[index % WORKSPACES.length]!;
    const runId = 1_000_000 + index;
    const draft =
      index % 24 === 0 ? changeDraft(workspace, runId) : monitoringDraft(workspace, runId, true);
    const at = new Date(start + Math.floor(index / WORKSPACES.length) * 3_600_000);
    const record = sealRecord(draft, heads.get(workspace), at);
    heads.set(workspace, { record: record.record, bytes: Buffer.from(record.text) });
    return { path: record.path, text: record.text };
  });
  const folders = new Set(sealed.map(({ path }) => dirname(join(dir, path))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < sealed.length) {
      const { path, text } = sealed[next++]!;
      await writeFile(join(dir, path), text);
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

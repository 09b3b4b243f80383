// Apply throughput: the bundled CLI's `apply` of 2,000 creates, deletes or moves against an emulator
// with injected latency (and optionally a rate limit), each run on a fresh emulator. The time is
// the change record's own started_at..finished_at: the apply alone, without process start and the
// plan before it. The floor sends the same operations from a minimal undici client
// (apply-floor.mjs).
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ChangeRecord } from "../src/core/evidence/records/change-record.ts";
import type { FaultOptions } from "../src/emulator/faults.ts";
import { startEmulator } from "../src/emulator/server.ts";
import { expectExit, OUT_DIRECTORY, REPOSITORY, requestTotal, runNode } from "./measure.ts";
import {
  type ApplyKind,
  type ApplyScenario,
  BENCH_API_KEY,
  writeApplyScenario,
} from "./synthetic.ts";

export interface ApplyMeasurement {
  kind: ApplyKind;
  operations: number;
  concurrency: number;
  durationMs: number;
  failed: number;
  /** Requests answered with anything but success (429s under a rate limit). */
  refused: number;
}

const CLI = join(REPOSITORY, "dist", "cli", "index.js");
const FLOOR = join(REPOSITORY, "bench", "apply-floor.mjs");
const WORKSPACE = join(OUT_DIRECTORY, "apply");
const RECORD = join(WORKSPACE, "record.json");
/** The plan before the apply reads the four lists. */
const PLAN_REQUESTS = 4;
/** Verification after apply reads the cyber assets once more (engine.ts, applyVerified). */
const VERIFY_REQUESTS = 1;

/** Writes the inventory whose plan is `operations` operations of `kind` (see writeApplyScenario). */
export function writeApplyInventory(operations: number, kind: ApplyKind): Promise<ApplyScenario> {
  return writeApplyScenario(join(WORKSPACE, `inventory-${kind}`), operations, kind);
}

/** `cip-sync apply` of `scenario` on a fresh emulator with `faults`. */
export async function measureApply(
  scenario: ApplyScenario,
  concurrency: number,
  faults: FaultOptions,
): Promise<ApplyMeasurement> {
  const emulator = await startEmulator({ seed: scenario.seed, faults });
  try {
    // Every operation is of one kind, all 2,000 of them: past the default safety limits.
    const args = [CLI, "apply", "--path", `inventory-${scenario.kind}`, "--yes"];
    args.push("--allow-mass-delete", "--concurrency", String(concurrency), "--record", RECORD);
    const env = { CIP_API_URL: emulator.url, CIP_API_KEY: BENCH_API_KEY };
    await rm(RECORD, { force: true });
    const run = await runNode(args, { cwd: WORKSPACE, env });
    const recordText = await readFile(RECORD, "utf8").catch(() => {
      throw new Error(`cip-sync apply wrote no change record:\n${run.stderr.trim()}`);
    });
    const record = JSON.parse(recordText) as ChangeRecord;
    const { succeeded, failed } = record.result_summary;
    // A failed operation is a finding for the table, not a crash of the benchmark.
    expectExit(run, failed > 0 ? 1 : 0, `cip-sync apply --concurrency ${concurrency}`);
    const { operations, kind } = scenario;
    if (succeeded + failed !== operations) {
      throw new Error(
        `cip-sync apply recorded ${succeeded} succeeded and ${failed} failed operations; expected ${operations} ${kind}s`,
      );
    }
    return {
      kind,
      operations,
      concurrency,
      durationMs: Date.parse(record.finished_at) - Date.parse(record.started_at),
      failed,
      refused: requestTotal(emulator.requestCounts()) - PLAN_REQUESTS - VERIFY_REQUESTS - succeeded,
    };
  } finally {
    await emulator.close();
  }
}

/** The same operations from apply-floor.mjs, on a fresh emulator with `faults`. */
export async function measureApplyFloor(
  scenario: ApplyScenario,
  concurrency: number,
  faults: FaultOptions,
): Promise<ApplyMeasurement> {
  const requestsFile = join(WORKSPACE, `floor-${scenario.kind}s.json`);
  const resultFile = join(WORKSPACE, "floor-result.json");
  await writeFile(requestsFile, JSON.stringify(scenario.requests));
  await rm(resultFile, { force: true });
  const emulator = await startEmulator({ seed: scenario.seed, faults });
  try {
    const env = { CIP_API_URL: emulator.url, CIP_API_KEY: BENCH_API_KEY };
    const args = [FLOOR, requestsFile, resultFile, String(concurrency)];
    expectExit(await runNode(args, { cwd: WORKSPACE, env }), 0, "the apply floor");
    const { durationMs } = JSON.parse(await readFile(resultFile, "utf8")) as { durationMs: number };
    const { kind, operations } = scenario;
    return {
      kind,
      operations,
      concurrency,
      durationMs,
      failed: 0,
      refused: requestTotal(emulator.requestCounts()) - operations,
    };
  } finally {
    await emulator.close();
  }
}

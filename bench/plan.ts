// Plan against the floor: the bundled CLI's `plan` and the floor script, each in a fresh child
// process, alternating on the same files and the same emulator, so both see the same machine load.
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Plan } from "../src/core/plan/plan-model.ts";
import { startEmulator } from "../src/emulator/server.ts";
import {
  type ChildRun,
  expectExit,
  median,
  OUT_DIRECTORY,
  REPOSITORY,
  requestTotal,
  runNode,
} from "./measure.ts";
import { BENCH_API_KEY, type SyntheticInventory, writeSyntheticInventory } from "./synthetic.ts";

export interface RunFigures {
  /** Median over the measured runs. */
  wallMs: number;
  /** Highest over the measured runs. */
  maxRssBytes: number;
  /** Median user and system CPU time over the measured runs, of every thread of the process. */
  cpuMs: number;
  /** Median CPU time of the process's busiest thread, where the platform tells it. */
  busiestThreadMs: number | undefined;
  /** Requests the emulator received in each run (constant, or the target fails). */
  requests: number[];
}

export interface PlanMeasurement {
  assets: number;
  files: number;
  operations: number;
  plan: RunFigures;
  floor: RunFigures;
  /** The same plan with TUNED_NODE_OPTIONS, at the sizes where the setting matters. */
  tuned?: RunFigures;
}

/**
 * The young-generation setting docs/performance.md advises for large inventories: V8's default
 * lets the young generation grow to 2 × 64 MB, and copying the plan's surviving records through it
 * is most of the plan's garbage collection. Measured beside the default, never instead of it.
 */
export const TUNED_NODE_OPTIONS = "--max-semi-space-size=2";
/** From this size on, the plan is measured with TUNED_NODE_OPTIONS too. */
const TUNED_FROM_ASSETS = 100_000;

const CLI = join(REPOSITORY, "dist", "cli", "index.js");
const FLOOR = join(REPOSITORY, "bench", "floor.mjs");
/** 256 MiB: above the files of 1,000,000 assets (about 30 MB). */
const CAP_BYTES = 256 * 1024 * 1024;

/** `runs` measured runs of each, after one unmeasured run of each (disk cache, emulator JIT). */
export async function measurePlan(assets: number, runs: number): Promise<PlanMeasurement> {
  const workspace = join(OUT_DIRECTORY, `plan-${assets}`);
  const inventory = await writeSyntheticInventory(join(workspace, "inventory"), assets, {
    live: true,
  });
  const emulator = await startEmulator({ seed: inventory.seed });
  const env = { CIP_API_URL: emulator.url, CIP_API_KEY: BENCH_API_KEY };
  const counted = async (run: () => Promise<ChildRun>) => {
    emulator.resetCounts();
    const result = await run();
    return { ...result, requests: requestTotal(emulator.requestCounts()) };
  };
  const planOnce = async (nodeOptions?: string) => {
    const args = [CLI, "plan", "--path", "inventory", "--format", "json", "--out", "plan.json"];
    // The caps raised as a utility with this many assets raises them (docs/safety.md).
    args.push("--max-assets", String(Math.max(assets, 100_000)), "--max-bytes", String(CAP_BYTES));
    await rm(join(workspace, "plan.json"), { force: true });
    const runEnv = nodeOptions === undefined ? env : { ...env, NODE_OPTIONS: nodeOptions };
    const run = await counted(() => runNode(args, { cwd: workspace, env: runEnv }));
    expectExit(run, 0, `cip-sync plan (${assets} assets${nodeOptions ? `, ${nodeOptions}` : ""})`);
    await checkPlan(join(workspace, "plan.json"), inventory);
    return run;
  };
  const floorOnce = async () => {
    const run = await counted(() => runNode([FLOOR, "inventory"], { cwd: workspace, env }));
    expectExit(run, 0, `the floor (${assets} assets)`);
    return run;
  };
  try {
    await floorOnce();
    await planOnce();
    const tune = assets >= TUNED_FROM_ASSETS;
    const plans = [];
    const floors = [];
    const tuneds = [];
    for (let run = 0; run < runs; run++) {
      floors.push(await floorOnce());
      plans.push(await planOnce());
      if (tune) tuneds.push(await planOnce(TUNED_NODE_OPTIONS));
    }
    return {
      assets: inventory.assets,
      files: inventory.files,
      operations: inventory.expected.create + inventory.expected.update + inventory.expected.delete,
      plan: figures(plans),
      floor: figures(floors),
      tuned: tune ? figures(tuneds) : undefined,
    };
  } finally {
    await emulator.close();
  }
}

export function figures(runs: (ChildRun & { requests: number })[]): RunFigures {
  return {
    wallMs: median(runs.map((run) => run.wallMs)),
    maxRssBytes: Math.max(...runs.map((run) => run.maxRssBytes)),
    cpuMs: median(runs.map((run) => run.cpuMs)),
    busiestThreadMs: runs.some((run) => run.busiestThreadMs === undefined)
      ? undefined
      : median(runs.map((run) => run.busiestThreadMs!)),
    requests: runs.map((run) => run.requests),
  };
}

/** A fast wrong plan proves nothing: the plan must hold exactly the planted differences. */
async function checkPlan(path: string, inventory: SyntheticInventory): Promise<void> {
  const plan = JSON.parse(await readFile(path, "utf8")) as Plan;
  const { create, update, delete: deletes } = plan.summary;
  const { expected } = inventory;
  if (create !== expected.create || update !== expected.update || deletes !== expected.delete) {
    throw new Error(
      `the plan of ${inventory.directory} has ${create} creates, ${update} updates and ${deletes} deletes; expected ${expected.create}, ${expected.update} and ${expected.delete}`,
    );
  }
}

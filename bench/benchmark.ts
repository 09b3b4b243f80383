// The benchmark of issue 6, in one command: plan against the floor at 1k, 10k and 100k assets,
// apply throughput at 20 ms latency and under a rate limit, and process start; then one Markdown
// table with the targets. Everything runs on loopback, the measured programs being the bundled
// dist/ files in their own processes, as users and the Actions runner run them. Progress goes to
// standard error, the report to standard output and to bench/out/results.md.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { measureApply, measureApplyFloor, writeApplyInventory } from "./apply.ts";
import { measureEvidenceReport, writeLedger } from "./evidence.ts";
import { staleBundlesProblem } from "../scripts/source-digest.ts";
import { OUT_DIRECTORY, REPOSITORY } from "./measure.ts";
import { measurePlan } from "./plan.ts";
import { type BenchResults, renderReport } from "./report.ts";
import { measureStart } from "./start.ts";

const PLAN_SIZES = [1_000, 10_000, 100_000];
const APPLY_CREATES = 2_000;
const LATENCY_MS = 20;
const APPLY_CONCURRENCIES = [1, 8, 16];
const RATE_LIMIT_PER_SECOND = 200;
/** The CLI's default concurrency, which a user meeting a rate limit would have. */
const RATE_LIMITED_CONCURRENCY = 8;
const EVIDENCE_SIZES = [10_000, 100_000];
const EVIDENCE_FORMATS = ["html", "markdown", "csv"];
const SECTIONS = ["plan", "apply", "start", "evidence"] as const;
type Section = (typeof SECTIONS)[number];

const USAGE = `usage: npm run bench [-- --only plan,apply,start,evidence] [--runs N]
  --only   the sections to run (default all)
  --runs   measured runs per plan size and per start, medians reported (default 3 and 7)
`;

export async function runBenchmark(argv: string[]): Promise<number> {
  let options: { sections: Set<Section>; runs: number | undefined };
  try {
    options = readOptions(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  // The benchmark measures the bundles users run; figures of a stale dist/ would mislead.
  const stale = staleBundlesProblem(REPOSITORY.replace(/\/$/, ""));
  if (stale !== undefined) {
    process.stderr.write(`${stale}\n`);
    return 1;
  }
  await mkdir(OUT_DIRECTORY, { recursive: true });
  const results: BenchResults = {
    plans: [],
    applies: [],
    starts: [],
    machine: {
      cpus: availableParallelism(),
      node: process.version,
      loadBefore: loadavg(),
      loadAfter: [],
    },
  };
  const { sections } = options;
  if (sections.has("plan")) {
    for (const size of PLAN_SIZES) {
      progress(`plan and floor, ${size} assets`);
      results.plans.push(await measurePlan(size, options.runs ?? 3));
    }
  }
  if (sections.has("apply")) {
    const inventory = await writeApplyInventory(APPLY_CREATES);
    const faults = { latencyMs: LATENCY_MS };
    for (const concurrency of APPLY_CONCURRENCIES) {
      progress(`apply, concurrency ${concurrency}`);
      const run = await measureApply(inventory, concurrency, faults);
      // At concurrency 1 the floor would take another 40 s to say what the CLI's run says.
      const floor =
        concurrency === 1 ? undefined : await measureApplyFloor(inventory, concurrency, faults);
      results.applies.push({ latencyMs: LATENCY_MS, run, ...(floor ? { floor } : {}) });
    }
    progress(`apply, rate limit ${RATE_LIMIT_PER_SECOND} requests/s`);
    const limitedFaults = { ...faults, rateLimitPerSecond: RATE_LIMIT_PER_SECOND };
    results.rateLimited = {
      limitPerSecond: RATE_LIMIT_PER_SECOND,
      latencyMs: LATENCY_MS,
      run: await measureApply(inventory, RATE_LIMITED_CONCURRENCY, limitedFaults),
    };
  }
  if (sections.has("start")) {
    progress("process start");
    results.starts = await measureStart(options.runs ?? 7);
  }
  if (sections.has("evidence")) {
    results.evidence = [];
    for (const size of EVIDENCE_SIZES) {
      progress(`evidence ledger of ${size} records`);
      const dir = await writeLedger(size);
      for (const format of EVIDENCE_FORMATS) {
        progress(`evidence report, ${size} records, ${format}`);
        results.evidence.push(await measureEvidenceReport(dir, size, format));
      }
      await rm(dir, { recursive: true, force: true });
    }
  }
  results.machine.loadAfter = loadavg();

  const report = renderReport(results);
  await writeFile(join(OUT_DIRECTORY, "results.md"), report);
  process.stdout.write(report);
  return 0;
}

function readOptions(argv: string[]): { sections: Set<Section>; runs: number | undefined } {
  const { values } = parseArgs({
    args: argv,
    options: { only: { type: "string" }, runs: { type: "string" } },
  });
  const sections = new Set<Section>();
  for (const name of values.only?.split(",") ?? SECTIONS) {
    const section = SECTIONS.find((known) => known === name.trim());
    if (section === undefined) {
      throw new Error(
        `--only ${values.only}: unknown section "${name}"; use ${SECTIONS.join(", ")}`,
      );
    }
    sections.add(section);
  }
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1 && runs <= 50)) {
    throw new Error(`--runs ${values.runs}: give a whole number from 1 to 50`);
  }
  return { sections, runs };
}

function progress(step: string): void {
  process.stderr.write(`bench: ${step}...\n`);
}

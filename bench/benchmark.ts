// The benchmark of issues 6 and 27, in one command: plan against the I/O floor at 1k, 10k and 100k
// assets (and 1M with --large), apply throughput of creates, deletes and moves at 20 ms latency and
// under a rate limit, evidence verify against a read-and-hash floor and the ledger commands against
// verify, the ledger commands from a checkpoint (issue 72), the auditor's handover of a signed
// ledger against the signed floor (issue 99), process start, and GitHub
// requests per Action run (the Action in process, from src/: no bundle needed); then one
// Markdown table with the targets. Everything runs on loopback, the measured programs being the bundled
// dist/ files in their own processes, as users and the Actions runner run them. Progress goes to
// standard error, the report to standard output and to bench/out/results.md.
import { DRIFT_LEDGER_SIZES, measureDrift } from "./drift.ts";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { measureApply, measureApplyFloor, writeApplyInventory } from "./apply.ts";
import {
  measureEvidenceReport,
  measureLedgerCommands,
  STREAMED_REPORT_FORMATS,
} from "./evidence.ts";
import { ASSETS_PER_CHANGE } from "./ledger-records.ts";
import { writeLedger } from "./ledger.ts";
import { CHECKPOINT_LEDGER_SIZES, measureCheckpointCommands } from "./checkpoint-commands.ts";
import { measureSignedHandover } from "./signed-evidence.ts";
import { writeSignedLedger } from "./signed-ledger.ts";
import { staleBundlesProblem } from "../scripts/source-digest.ts";
import { OUT_DIRECTORY, REPOSITORY } from "./measure.ts";
import { measurePlan } from "./plan.ts";
import { type BenchResults, renderReport } from "./report.ts";
import { measureStart } from "./start.ts";
import { measureGitHub } from "./github.ts";
import { measureSourceSync } from "./github-source.ts";
import { measureSourceSyncs } from "./sources.ts";

const PLAN_SIZES = [1_000, 10_000, 100_000];
/** With --large: a utility's whole inventory, the caps raised. */
const LARGE_PLAN_SIZE = 1_000_000;
const APPLY_OPERATIONS = 2_000;
const APPLY_KINDS = ["create", "delete", "move"] as const;
const LATENCY_MS = 20;
const APPLY_CONCURRENCIES = [8, 16];
const RATE_LIMIT_PER_SECOND = 200;
/** The CLI's default concurrency, which a user meeting a rate limit would have. */
const RATE_LIMITED_CONCURRENCY = 8;
const EVIDENCE_SIZES = [10_000, 100_000];
const EVIDENCE_FORMATS = ["html", "markdown", "csv", "json"];

/** The assets bench/ledger.ts's mix creates in `records` records, `creates` creates at most. */
function assetsOf(records: number, creates = Infinity): number {
  return Math.min(Math.floor(records / 10), creates) * ASSETS_PER_CHANGE;
}

/**
 * The streamed reports of the largest ledger over the smallest's inventory: what a report must
 * hold of each asset grows with the inventory, and the target asks what grows with the records.
 */
async function measureReportsOverFixedInventory(results: BenchResults) {
  const records = Math.max(...EVIDENCE_SIZES);
  const creates = Math.min(...EVIDENCE_SIZES) / 10;
  const ledger = { records, assets: assetsOf(records, creates) };
  progress(`evidence ledger of ${records} records over ${ledger.assets} assets`);
  const dir = await writeLedger(records, creates);
  for (const format of STREAMED_REPORT_FORMATS) {
    progress(`evidence report, ${records} records over ${ledger.assets} assets, ${format}`);
    results.reports.push(await measureEvidenceReport(dir, ledger, format));
  }
  await rm(dir, { recursive: true, force: true });
}
const SIGNED_SIZES = [10_000, 100_000];
const SECTIONS = [
  "plan",
  "apply",
  "evidence",
  "checkpoint",
  "signed",
  "start",
  "github",
  "drift",
  "sources",
] as const;
type Section = (typeof SECTIONS)[number];

interface Options {
  sections: Set<Section>;
  runs: number | undefined;
  large: boolean;
}

const USAGE = `usage: npm run bench [-- --only plan,apply,evidence,checkpoint,signed,start,github,drift,sources] [--runs N] [--large]
  --only   the sections to run (default all)
  --runs   measured runs per plan size, ledger, checkpoint ledger, signed ledger, start and GitHub
           apply, medians reported (default 3, 3, 3, 3, 7 and 3)
  --large  also plan 1,000,000 assets (several minutes more, about 1.5 GB of memory)
`;

export async function runBenchmark(argv: string[]): Promise<number> {
  let options: Options;
  try {
    options = readOptions(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  // The benchmark measures the bundles users run; figures of a stale dist/ would mislead. The
  // github section alone runs the Action from src/.
  const bundled = [...options.sections].some(
    (section) => section !== "github" && section !== "drift",
  );
  const stale = bundled ? staleBundlesProblem(REPOSITORY.replace(/\/$/, "")) : undefined;
  if (stale !== undefined) {
    process.stderr.write(`${stale}\n`);
    return 1;
  }
  await mkdir(OUT_DIRECTORY, { recursive: true });
  const results: BenchResults = {
    plans: [],
    applies: [],
    ledgers: [],
    reports: [],
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
    for (const size of options.large ? [...PLAN_SIZES, LARGE_PLAN_SIZE] : PLAN_SIZES) {
      progress(`plan and floor, ${size} assets`);
      results.plans.push(await measurePlan(size, options.runs ?? 3));
    }
  }
  if (sections.has("apply")) await measureApplies(results);
  if (sections.has("start")) {
    progress("process start");
    results.starts = await measureStart(options.runs ?? 7);
  }
  if (sections.has("evidence")) {
    for (const size of EVIDENCE_SIZES) {
      progress(`evidence ledger of ${size} records`);
      const dir = await writeLedger(size);
      // The largest ledger's figures are the targets': measured `runs` times, the others once.
      const runs = size === Math.max(...EVIDENCE_SIZES) ? (options.runs ?? 3) : 1;
      progress(`evidence verify, floor, obligations and populations, ${size} records`);
      results.ledgers.push(await measureLedgerCommands(dir, size, runs));
      for (const format of EVIDENCE_FORMATS) {
        progress(`evidence report, ${size} records, ${format}`);
        const ledger = { records: size, assets: assetsOf(size) };
        results.reports.push(await measureEvidenceReport(dir, ledger, format));
      }
      await rm(dir, { recursive: true, force: true });
    }
    await measureReportsOverFixedInventory(results);
  }
  if (sections.has("checkpoint")) {
    results.checkpoint = [];
    for (const records of CHECKPOINT_LEDGER_SIZES) {
      progress(`ledger commands from a checkpoint, ${records} records (writes two ledgers)`);
      results.checkpoint.push(await measureCheckpointCommands(records, options.runs ?? 3));
    }
  }
  if (sections.has("signed")) {
    results.signed = [];
    for (const records of SIGNED_SIZES) {
      progress(`signed ledger of ${records} records, the declaration rotated once`);
      const ledger = await writeSignedLedger(records);
      progress(
        `the handover (verify, obligations, populations, report) and the signed floor, ${records} records`,
      );
      results.signed.push(await measureSignedHandover(ledger, records, options.runs ?? 3));
      await rm(dirname(ledger.dir), { recursive: true, force: true });
    }
  }
  if (sections.has("github")) {
    progress("GitHub requests per Action run");
    results.github = await measureGitHub(options.runs ?? 3);
    progress("GitHub requests of a source sync's proposal");
    results.github.runs.push(await measureSourceSync(options.runs ?? 3));
  }
  if (sections.has("drift")) {
    results.drift = [];
    for (const records of DRIFT_LEDGER_SIZES) {
      progress(`drift check of a ledger of ${records} records, before and after its checkpoint`);
      results.drift.push(await measureDrift(records));
    }
  }
  if (sections.has("sources")) {
    progress("source sync of each platform kind against its floor, 10,000 and 100,000 assets");
    results.sources = await measureSourceSyncs(options.runs ?? 3);
  }
  results.machine.loadAfter = loadavg();

  const report = renderReport(results);
  await writeFile(join(OUT_DIRECTORY, "results.md"), report);
  process.stdout.write(report);
  return 0;
}

async function measureApplies(results: BenchResults): Promise<void> {
  const faults = { latencyMs: LATENCY_MS };
  for (const kind of APPLY_KINDS) {
    const scenario = await writeApplyInventory(APPLY_OPERATIONS, kind);
    for (const concurrency of APPLY_CONCURRENCIES) {
      progress(`apply, ${kind}s, concurrency ${concurrency}`);
      const run = await measureApply(scenario, concurrency, faults);
      // The minimal client sends the same requests: the attainable ceiling, in the same run.
      const floor = await measureApplyFloor(scenario, concurrency, faults);
      results.applies.push({ latencyMs: LATENCY_MS, run, floor });
    }
  }
  progress(`apply, rate limit ${RATE_LIMIT_PER_SECOND} requests/s`);
  const limitedFaults = { ...faults, rateLimitPerSecond: RATE_LIMIT_PER_SECOND };
  results.rateLimited = {
    limitPerSecond: RATE_LIMIT_PER_SECOND,
    latencyMs: LATENCY_MS,
    run: await measureApply(
      await writeApplyInventory(APPLY_OPERATIONS, "create"),
      RATE_LIMITED_CONCURRENCY,
      limitedFaults,
    ),
  };
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: "string" },
      runs: { type: "string" },
      large: { type: "boolean", default: false },
    },
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
  return { sections, runs, large: values.large === true };
}

function progress(step: string): void {
  process.stderr.write(`bench: ${step}...\n`);
}

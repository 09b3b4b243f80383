// The benchmark's output: one Markdown table of what was measured, the scaling exponents of the
// plan and its floor, then the targets of issues 6, 27, 43, 44, 53 and 63 with pass or fail, then
// the ledger commands from a checkpoint with issue 72's targets (bench/checkpoint-report.ts), the
// auditor's handover of a signed ledger with issue 99's (bench/signed-report.ts), then the machine.
import type { CheckpointLedgerFigures } from "./checkpoint-commands.ts";
import { renderCheckpointSection } from "./checkpoint-report.ts";
import type { SignedMeasurement } from "./signed-evidence.ts";
import { renderSignedSection } from "./signed-report.ts";
import type { DriftRow } from "./drift.ts";
import { type SourceSyncRow, sourceSyncRows, sourceSyncTargets } from "./sources.ts";
import type { ApplyMeasurement } from "./apply.ts";
import {
  type LedgerMeasurement,
  type ReportMeasurement,
  STREAMED_REPORT_FORMATS,
} from "./evidence.ts";
import { type PlanMeasurement, type RunFigures, TUNED_NODE_OPTIONS } from "./plan.ts";
import type { StartMeasurement } from "./start.ts";
import { type GitHubMeasurement, gitHubRows, gitHubTargets } from "./github.ts";
import {
  count,
  cpuBound,
  leastRatio,
  cpuText,
  duration,
  markdownTable,
  megabytes,
  type Target,
} from "./table.ts";

export interface ApplyRow {
  latencyMs: number;
  run: ApplyMeasurement;
  /** The minimal client's run, when measured. */
  floor?: ApplyMeasurement;
}

export interface RateLimitedRow {
  limitPerSecond: number;
  latencyMs: number;
  run: ApplyMeasurement;
}

export interface BenchResults {
  plans: PlanMeasurement[];
  applies: ApplyRow[];
  rateLimited?: RateLimitedRow;
  /** `evidence verify`, `obligations` and `evidence populations` of each ledger, with the floor. */
  ledgers: LedgerMeasurement[];
  /** `evidence report` of ledgers of 10,000 and 100,000 records, per format. */
  reports: ReportMeasurement[];
  starts: StartMeasurement[];
  /** GitHub requests per Action run and the apply's end-to-end time (issue 27). */
  github?: GitHubMeasurement;
  /** A drift check's requests and time by the ledger's size, before and after its checkpoint (issue 63). */
  drift?: DriftRow[];
  /** The ledger commands from a checkpoint at 1,000 and 100,000 records (issue 72). */
  checkpoint?: CheckpointLedgerFigures[];
  /** The auditor's handover of a signed ledger against the signed floor (issue 99). */
  signed?: SignedMeasurement[];
  /** Each platform source kind's sync against its floor, at 10,000 and 100,000 assets (issue 81). */
  sources?: SourceSyncRow[];
  machine: { cpus: number; node: string; loadBefore: number[]; loadAfter: number[] };
}

export function renderReport(results: BenchResults): string {
  const rows: string[][] = [];
  for (const measured of results.plans) {
    const size = `${count(measured.assets)} assets, ${count(measured.files)} file${measured.files === 1 ? "" : "s"}, ${count(measured.operations)} changes`;
    const { floor } = measured;
    const row = (label: string, figures: RunFigures, compared: string) => [
      `${label}: ${size}`,
      duration(figures.wallMs),
      megabytes(figures.maxRssBytes),
      requestList(figures.requests),
      compared,
    ];
    const againstFloor = (figures: RunFigures) =>
      `${(figures.wallMs / floor.wallMs).toFixed(2)}× the floor; ${cpuText(figures)}`;
    rows.push(row("plan", measured.plan, againstFloor(measured.plan)));
    if (measured.tuned !== undefined) {
      const label = `plan with NODE_OPTIONS=${TUNED_NODE_OPTIONS}`;
      rows.push(row(label, measured.tuned, againstFloor(measured.tuned)));
    }
    rows.push(row("floor", floor, cpuText(floor)));
  }
  for (const { latencyMs, run, floor } of results.applies) {
    const what = `${count(run.operations)} ${run.kind}s, ${latencyMs} ms latency, concurrency ${run.concurrency}`;
    rows.push([
      `apply: ${what}`,
      `${duration(run.durationMs)} (${perSecond(run)}/s)`,
      "",
      requestCount(run),
      `${percent(throughput(run) / ideal(run, latencyMs))} of ideal ${count(ideal(run, latencyMs))}/s`,
    ]);
    if (floor) {
      rows.push([
        `apply floor: ${what}`,
        `${duration(floor.durationMs)} (${perSecond(floor)}/s)`,
        "",
        requestCount(floor),
        `${percent(throughput(floor) / ideal(floor, latencyMs))} of ideal`,
      ]);
    }
  }
  const limited = results.rateLimited;
  if (limited) {
    const { run, limitPerSecond, latencyMs } = limited;
    rows.push([
      `apply: ${count(run.operations)} creates, ${latencyMs} ms latency, limit ${limitPerSecond} requests/s, concurrency ${run.concurrency}`,
      duration(run.durationMs),
      "",
      requestCount(run),
      `${(run.durationMs / rateLimitedIdealMs(limited)).toFixed(2)}× operations/limit (${duration(rateLimitedIdealMs(limited))})`,
    ]);
  }
  for (const ledger of results.ledgers) rows.push(...ledgerRows(ledger));
  for (const report of results.reports) {
    rows.push([
      `evidence report: ${count(report.records)} records, ${count(report.assets)} assets, ${report.format}`,
      duration(report.wallMs),
      megabytes(report.maxRssBytes),
      "",
      `${(report.outputBytes / 1e6).toFixed(2)} MB written`,
    ]);
  }
  for (const start of results.starts) {
    rows.push([
      `start: ${start.label}`,
      `${duration(start.wallMs)} (median of ${start.runs})`,
      "",
      "",
      start.nodeBaselineMs === undefined
        ? ""
        : `${(start.wallMs / start.nodeBaselineMs).toFixed(2)}× \`node -e 0\` (${duration(start.nodeBaselineMs)})`,
    ]);
  }

  if (results.github) rows.push(...gitHubRows(results.github));
  for (const row of results.drift ?? []) rows.push(...driftRows(row));
  for (const row of results.sources ?? []) rows.push(...sourceSyncRows(row));
  const table = markdownTable(
    ["Measurement", "Time", "Peak RSS", "Requests", "Compared with"],
    rows,
  );
  const scaling = scalingTable(results.plans);
  const targets = evaluateTargets(results);
  const targetTable = markdownTable(
    ["Target (issues 6, 27, 43, 44, 53, 63, 81)", "Measured", "Result"],
    targets.map((target) => [target.name, target.measured, target.pass ? "pass" : "**FAIL**"]),
  );
  const { machine } = results;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
  // A section run alone (--only) prints no empty table of the others.
  return [
    ...(rows.length === 0 ? [] : [table, ""]),
    ...(scaling === undefined ? [] : [scaling, ""]),
    ...(targets.length === 0 ? [] : [targetTable, ""]),
    ...(results.checkpoint === undefined ? [] : [renderCheckpointSection(results.checkpoint)]),
    ...(results.signed === undefined ? [] : [renderSignedSection(results.signed, machine.cpus)]),
    `Node ${machine.node}, ${machine.cpus} CPUs; load average ${load(machine.loadBefore)} before, ${load(machine.loadAfter)} after.`,
    "",
  ].join("\n");
}

function evaluateTargets(results: BenchResults): Target[] {
  const targets: Target[] = [
    ...driftTargets(results.drift ?? []),
    ...sourceSyncTargets(results.sources ?? []),
  ];
  if (results.plans.length > 0) {
    const requests = results.plans.flatMap((measured) => measured.plan.requests);
    targets.push({
      name: "plan requests constant in the inventory size",
      measured: `${[...new Set(requests)].join(", ")} for ${results.plans.map((measured) => count(measured.assets)).join(" / ")} assets`,
      pass: new Set(requests).size === 1,
    });
  }
  const { cpus } = results.machine;
  for (const { issue, assets, floorRatio, maxRssBytes } of PLAN_TARGETS) {
    const measured = results.plans.find((plan) => plan.assets === assets);
    if (measured === undefined) continue;
    const ratio = measured.plan.wallMs / measured.floor.wallMs;
    targets.push(
      {
        name: `plan, ${count(assets)} assets: ≤ ${floorRatio.toFixed(1)}× the I/O floor (issue ${issue})`,
        measured: `${ratio.toFixed(2)}×; ${cpuBound(measured.plan, measured.floor, cpus)}`,
        pass: ratio <= floorRatio,
      },
      {
        name: `plan, ${count(assets)} assets: peak RSS ≤ ${megabytes(maxRssBytes)} (issue ${issue})`,
        measured: megabytes(measured.plan.maxRssBytes),
        pass: measured.plan.maxRssBytes <= maxRssBytes,
      },
    );
  }
  for (const { latencyMs, run, floor } of results.applies) {
    const share = throughput(run) / ideal(run, latencyMs);
    // The floor in the same run tells the client's share from the machine's.
    const floorShare =
      floor === undefined ? "" : ` (floor ${percent(throughput(floor) / ideal(floor, latencyMs))})`;
    targets.push({
      name: `apply, ${run.kind}s, concurrency ${run.concurrency}: ≥ 90% of ideal, no failure`,
      measured: `${percent(share)}${floorShare}, ${run.failed} failed`,
      pass: share >= 0.9 && run.failed === 0,
    });
  }
  const limited = results.rateLimited;
  if (limited) {
    const ratio = limited.run.durationMs / rateLimitedIdealMs(limited);
    targets.push({
      name: `apply under ${limited.limitPerSecond} requests/s: ≤ 1.2× operations/limit, no failure`,
      measured: `${ratio.toFixed(2)}×, ${limited.run.failed} failed`,
      pass: ratio <= 1.2 && limited.run.failed === 0,
    });
  }
  targets.push(...evidenceTargets(results));
  for (const start of results.starts) {
    targets.push({
      name: `start, ${start.label}: < 300 ms`,
      measured: duration(start.wallMs),
      pass: start.wallMs < 300,
    });
    if (start.nodeBaselineMs !== undefined) {
      const ratio = start.wallMs / start.nodeBaselineMs;
      targets.push({
        name: `start, ${start.label}: < 2× \`node -e 0\``,
        measured: `${ratio.toFixed(2)}×`,
        pass: ratio < 2,
      });
    }
  }
  if (results.github) targets.push(...gitHubTargets(results.github));
  return targets;
}

/**
 * Issues 27, 53 and 99: the ledger commands (ledgerTargets); the HTML report under 5 MB; the
 * Markdown, CSV and JSON reports in constant memory in the ledger's length (peak RSS at 100,000
 * records no more than 1.25× that at 10,000, over the same 10,000 assets: the process's own start
 * and the listing of the files are all that may grow). What a report holds of each asset grows with
 * the inventory, as the plan's does; the rows of the bench's growing inventory show it.
 */
function evidenceTargets(results: BenchResults): Target[] {
  const targets: Target[] = [];
  const largest = results.ledgers.at(-1);
  if (largest !== undefined) targets.push(...ledgerTargets(largest, results.machine.cpus));
  const html = results.reports.find(
    (report) => report.records === 100_000 && report.format === "html",
  );
  if (html) {
    targets.push({
      name: "evidence report, 100,000 records: HTML under 5 MB",
      measured: `${(html.outputBytes / 1e6).toFixed(2)} MB`,
      pass: html.outputBytes < 5e6,
    });
  }
  for (const format of STREAMED_REPORT_FORMATS) {
    const at = (records: number) =>
      results.reports.find(
        (report) =>
          report.records === records && report.assets === 10_000 && report.format === format,
      );
    const small = at(10_000);
    const large = at(100_000);
    if (small === undefined || large === undefined) continue;
    const growth = large.maxRssBytes / small.maxRssBytes;
    targets.push({
      name: `evidence report, ${format}: peak RSS at 100,000 records ≤ 1.25× at 10,000, over 10,000 assets`,
      measured: `${megabytes(large.maxRssBytes)} / ${megabytes(small.maxRssBytes)} = ${growth.toFixed(2)}×`,
      pass: growth <= 1.25,
    });
  }
  return targets;
}

/** The ledger commands' rows: verify beside the floor, the others beside verify, same run. */
function ledgerRows({ records, runs, floor, verify, obligations, populations }: LedgerMeasurement) {
  const of = `${count(records)} records (median of ${runs})`;
  const againstVerify = (view: LedgerMeasurement["obligations"]) =>
    `${(view.wallMs / verify.wallMs).toFixed(2)}× verify; ${(view.outputBytes / 1e6).toFixed(2)} MB written; ${cpuText(view)}`;
  return [
    [
      `evidence verify: ${of}`,
      duration(verify.wallMs),
      megabytes(verify.maxRssBytes),
      "",
      `${(verify.wallMs / floor.wallMs).toFixed(2)}× the floor; ${cpuText(verify)}`,
    ],
    [
      `evidence floor: ${of}`,
      duration(floor.wallMs),
      megabytes(floor.maxRssBytes),
      "",
      cpuText(floor),
    ],
    [
      `obligations (json): ${of}`,
      duration(obligations.wallMs),
      megabytes(obligations.maxRssBytes),
      "",
      againstVerify(obligations),
    ],
    [
      `populations (csv): ${of}`,
      duration(populations.wallMs),
      megabytes(populations.maxRssBytes),
      "",
      againstVerify(populations),
    ],
  ];
}

/**
 * Issue 53, on the largest ledger: verify within the read-and-hash floor; `obligations` within
 * 1.5× and `evidence populations` within 2.0× of verify measured in the same run (each verifies
 * every record before anything it judges counts, so verify is what they add to); each under
 * 400 MB (issues 43 and 44), verify under 600 MB (issue 27). Each time ratio is shown beside the
 * least its CPU time allows on this machine's cores (cpuBound); for obligations and populations
 * that least, with a tenth to spare, is the target where it is above theirs (issue 99, item 4).
 */
function ledgerTargets(
  { records, floor, verify, obligations, populations }: LedgerMeasurement,
  cpus: number,
): Target[] {
  const ratio = (time: RunFigures, to: RunFigures, limit: number, what: string) => ({
    measured: `${(time.wallMs / to.wallMs).toFixed(2)}× (${duration(time.wallMs)} / ${duration(to.wallMs)}, ${what}); ${cpuBound(time, to, cpus)}`,
    pass: time.wallMs / to.wallMs <= limit,
  });
  // Issue 99, item 4: obligations and populations judge every record verify reads, and parse
  // each file a merge carries once (their YAML is most of the judging thread), work verify does
  // not do; where that work's CPU time on this machine's cores allows no less than the old limit,
  // the target is that bound with a tenth to spare: the cores used as well as the work allows.
  const judged = (time: RunFigures, limit: number) => {
    const least = leastRatio(time, verify, cpus);
    const target = Math.max(limit, least * 1.1);
    return {
      measured: `${(time.wallMs / verify.wallMs).toFixed(2)}× (${duration(time.wallMs)} / ${duration(verify.wallMs)}, verify); ${cpuBound(time, verify, cpus)}; target ${target.toFixed(2)}×`,
      pass: time.wallMs / verify.wallMs <= target,
    };
  };
  const size = `${count(records)} records`;
  return [
    {
      name: `evidence verify, ${size}: ≤ 1.0× the read-and-hash floor`,
      ...ratio(verify, floor, 1.0, "the floor"),
    },
    {
      name: `evidence verify, ${size}: peak RSS < 600 MB`,
      measured: megabytes(verify.maxRssBytes),
      pass: verify.maxRssBytes < 600e6,
    },
    {
      name: `obligations (json), ${size}: ≤ 1.5× evidence verify, or 1.1× what its CPU allows`,
      ...judged(obligations, 1.5),
    },
    {
      name: `obligations (json), ${size}: peak RSS ≤ 400 MB`,
      measured: megabytes(obligations.maxRssBytes),
      pass: obligations.maxRssBytes <= 400e6,
    },
    {
      name: `populations (csv), ${size}: ≤ 2.0× evidence verify, or 1.1× what its CPU allows`,
      ...judged(populations, 2.0),
    },
    {
      name: `populations (csv), ${size}: peak RSS ≤ 400 MB`,
      measured: megabytes(populations.maxRssBytes),
      pass: populations.maxRssBytes <= 400e6,
    },
  ];
}

/**
 * The plan's targets at 100,000 and, caps raised, 1,000,000 assets: issue 27's, and issue 53's
 * (its files read while the lists are fetched: within 2.0× the floor, and no more memory than it
 * measured when it was filed, 370 MB and 1.65 GB).
 */
const PLAN_TARGETS: readonly {
  issue: number;
  assets: number;
  floorRatio: number;
  maxRssBytes: number;
}[] = [
  { issue: 27, assets: 100_000, floorRatio: 1.5, maxRssBytes: 300e6 },
  { issue: 27, assets: 1_000_000, floorRatio: 1.5, maxRssBytes: 1.2e9 },
  { issue: 53, assets: 100_000, floorRatio: 2.0, maxRssBytes: 370e6 },
  { issue: 53, assets: 1_000_000, floorRatio: 2.0, maxRssBytes: 1.65e9 },
];

/**
 * How time and memory grow from one plan size to the next: the exponent k of size^k between two
 * sizes (1 linear, 0 constant). Start-up dominates small sizes, so the exponent from 1,000 to
 * 10,000 is far below 1 for everything.
 */
function scalingTable(plans: readonly PlanMeasurement[]): string | undefined {
  if (plans.length < 2) return undefined;
  const exponent = (from: number, to: number, sizes: number) => Math.log(to / from) / sizes;
  const rows = plans.slice(1).map((measured, index) => {
    const previous = plans[index]!;
    const sizes = Math.log(measured.assets / previous.assets);
    return [
      `${count(previous.assets)} → ${count(measured.assets)} assets`,
      exponent(previous.plan.wallMs, measured.plan.wallMs, sizes).toFixed(2),
      exponent(previous.floor.wallMs, measured.floor.wallMs, sizes).toFixed(2),
      exponent(previous.plan.maxRssBytes, measured.plan.maxRssBytes, sizes).toFixed(2),
      exponent(previous.floor.maxRssBytes, measured.floor.maxRssBytes, sizes).toFixed(2),
    ];
  });
  return markdownTable(
    ["Scaling exponent", "plan time", "floor time", "plan peak RSS", "floor peak RSS"],
    rows,
  );
}

function throughput(run: ApplyMeasurement): number {
  return (run.operations / run.durationMs) * 1000;
}

/** Operations per second with `concurrency` requests always in flight, each taking the latency. */
function ideal(run: ApplyMeasurement, latencyMs: number): number {
  return (run.concurrency / latencyMs) * 1000;
}

function rateLimitedIdealMs({ run, limitPerSecond }: RateLimitedRow): number {
  return (run.operations / limitPerSecond) * 1000;
}

function perSecond(run: ApplyMeasurement): string {
  return throughput(run).toFixed(0);
}

function requestCount(run: ApplyMeasurement): string {
  const parts = [`${count(run.operations + run.refused)}`];
  if (run.refused > 0) parts.push(`(${count(run.refused)} refused)`);
  if (run.failed > 0) parts.push(`**${run.failed} failed**`);
  return parts.join(" ");
}

function requestList(requests: number[]): string {
  return [...new Set(requests)].join(", ");
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** The first check after the upgrade (every record, the first checkpoint), then every later one. */
function driftRows(row: DriftRow): string[][] {
  const line = (label: string, run: DriftRow["first"]) => [
    `drift check, ${count(row.records)} records: ${label}`,
    duration(run.wallMs),
    "",
    `${run.rest} REST, ${run.graphql} GraphQL`,
    `${run.spaced} a throttled client spaces a second apart`,
  ];
  return [
    line("first after the upgrade (every record; writes the checkpoint)", row.first),
    line("from the checkpoint on", row.steady),
  ];
}

/**
 * Issue 63: a drift check of 10,000 records makes no more than 1.5x the requests of one of 10, and
 * takes no more than 2x its time, in the same run (from the checkpoint on, as every check after
 * the first).
 */
function driftTargets(rows: readonly DriftRow[]): Target[] {
  const small = rows.find((row) => row.records === 10);
  const large = rows.find((row) => row.records === 10_000);
  if (small === undefined || large === undefined) return [];
  const requests = (run: DriftRow["steady"]) => run.rest + run.graphql;
  const requestRatio = requests(large.steady) / requests(small.steady);
  const timeRatio = large.steady.wallMs / small.steady.wallMs;
  return [
    {
      name: "drift check, 10,000 records: ≤ 1.5× the requests of 10 (issue 63)",
      measured: `${requestRatio.toFixed(2)}× (${requests(large.steady)} / ${requests(small.steady)}; before the checkpoint ${requests(large.first)})`,
      pass: requestRatio <= 1.5,
    },
    {
      name: "drift check, 10,000 records: ≤ 2× the time of 10 (issue 63)",
      measured: `${timeRatio.toFixed(2)}× (${duration(large.steady.wallMs)} / ${duration(small.steady.wallMs)}; before the checkpoint ${duration(large.first.wallMs)})`,
      pass: timeRatio <= 2,
    },
  ];
}

// The benchmark's "Signed ledger" section (issue 99, items 1 and 2): the auditor's handover of a
// signed ledger, `evidence handover` (the one command the page prints) and each of the four
// commands it does in one reading beside the signed floor at each size (its ratio to the floor run
// just before and after it, CPU and peak RSS), the four together, and their growth from the
// smallest ledger to the largest; then the targets at the largest: verify within 1.5× the
// floor, the handover as printed within 4×, each command's peak RSS within 400 MB, and 100,000
// records at most 11× what 10,000 cost (verify, and the handover), pass or fail, each with the
// least ratio its CPU time allows on this machine's cores (cpuBound).
import type { RunFigures } from "./plan.ts";
import {
  type BesideFloor,
  HANDOVER,
  type HandoverCommand,
  type SignedMeasurement,
} from "./signed-evidence.ts";
import {
  count,
  cpuBound,
  cpuText,
  duration,
  markdownTable,
  megabytes,
  type Target,
} from "./table.ts";

const VERIFY_LIMIT = 1.5;
const HANDOVER_LIMIT = 4;
const MAX_RSS_BYTES = 400e6;
/** Ten times the records may cost at most this many times the time: linear, with some slack. */
const GROWTH_LIMIT = 11;

const NAMES: Record<HandoverCommand, string> = {
  verify: "evidence verify --ledger-declaration --repository",
  obligations: "obligations, from the verified head",
  populations: "evidence populations, from the verified head",
  report: "evidence report --format html, from the verified head",
};

export function renderSignedSection(measured: readonly SignedMeasurement[], cpus: number): string {
  const rows = measured.flatMap((size) => {
    const { records, signed, runs, floor, floorBeside } = size;
    const of = `${count(records)} records, ${count(signed)} signed (median of ${runs})`;
    const row = (label: string, figures: RunFigures, beside: RunFigures) => [
      `${label}: ${of}`,
      duration(figures.wallMs),
      `${(figures.wallMs / beside.wallMs).toFixed(2)}× (${duration(beside.wallMs)})`,
      cpuText(figures),
      megabytes(figures.maxRssBytes),
    ];
    return [
      ...HANDOVER.map((name) => row(NAMES[name], size.commands[name], floorBeside[name])),
      row("the four together", size.four, floorBeside.four),
      row(
        "evidence handover (the four's outputs from one reading)",
        size.handover,
        floorBeside.handover,
      ),
      row("signed floor (every run)", floor, floor),
    ];
  });
  const targets = signedTargets(measured, cpus);
  return [
    "### Signed ledger: the auditor's handover",
    "",
    markdownTable(
      ["Measurement", "Time", "× the floor beside it (its time)", "CPU", "Peak RSS"],
      rows,
    ),
    "",
    ...(targets.length === 0
      ? []
      : [
          markdownTable(
            ["Target (issue 99)", "Measured", "Result"],
            targets.map((target) => [
              target.name,
              target.measured,
              target.pass ? "pass" : "**FAIL**",
            ]),
          ),
          "",
        ]),
  ].join("\n");
}

function signedTargets(measured: readonly SignedMeasurement[], cpus: number): Target[] {
  const targets: Target[] = [];
  const [smallest, largest] = [measured[0], measured.at(-1)];
  if (largest === undefined || smallest === undefined) return targets;
  const { floor, floorBeside, commands, handover } = largest;
  const size = `${count(largest.records)} records`;
  const against = (
    figures: RunFigures,
    beside: BesideFloor,
    limit: number,
    name: string,
  ): Target => {
    const besideFloor = floorBeside[beside];
    const ratio = figures.wallMs / besideFloor.wallMs;
    return {
      name: `${name}, ${size}: ≤ ${limit}× the signed floor`,
      measured: `${ratio.toFixed(2)}× (${duration(figures.wallMs)} / ${duration(besideFloor.wallMs)}, the floor just before and after it); ${cpuBound(figures, besideFloor, cpus)}`,
      pass: ratio <= limit,
    };
  };
  targets.push(
    against(commands.verify, "verify", VERIFY_LIMIT, NAMES.verify),
    against(handover, "handover", HANDOVER_LIMIT, "the handover as printed, evidence handover"),
  );
  const memories: [string, RunFigures][] = [
    ...HANDOVER.map((name): [string, RunFigures] => [NAMES[name], commands[name]]),
    ["evidence handover", handover],
  ];
  for (const [name, figures] of memories)
    targets.push({
      name: `${name}, ${size}: peak RSS ≤ ${megabytes(MAX_RSS_BYTES)}`,
      measured: megabytes(figures.maxRssBytes),
      pass: figures.maxRssBytes <= MAX_RSS_BYTES,
    });
  if (largest !== smallest) {
    const growth = (name: string, small: RunFigures, large: RunFigures): Target => {
      const grew = large.wallMs / small.wallMs;
      const floorGrowth = floor.wallMs / smallest.floor.wallMs;
      return {
        name: `${name}: ${count(smallest.records)} → ${count(largest.records)} records ≤ ${GROWTH_LIMIT}× the time`,
        measured: `${grew.toFixed(2)}× (CPU ${(large.cpuMs / small.cpuMs).toFixed(2)}×; the floor ${floorGrowth.toFixed(2)}×); peak RSS ${megabytes(small.maxRssBytes)} → ${megabytes(large.maxRssBytes)}`,
        pass: grew <= GROWTH_LIMIT,
      };
    };
    targets.push(
      growth(NAMES.verify, smallest.commands.verify, commands.verify),
      growth("evidence handover", smallest.handover, handover),
    );
  }
  return targets;
}

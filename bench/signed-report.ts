// The benchmark's "Signed ledger" section (issue 99, item 1): `evidence verify --ledger-declaration
// --repository` of a signed ledger beside the signed floor at each size, its ratio to the floor,
// its peak RSS and its growth from the smallest ledger to the largest; then the targets
// for verify (within 1.5× the floor at 100,000 records, peak RSS within 400 MB, 100,000 records at
// most 11× what 10,000 cost), pass or fail.
import type { RunFigures } from "./plan.ts";
import type { SignedMeasurement } from "./signed-evidence.ts";
import {
  count,
  cpuBound,
  cpuText,
  duration,
  markdownTable,
  megabytes,
  type Target,
} from "./table.ts";

const FLOOR_LIMIT = 1.5;
const MAX_RSS_BYTES = 400e6;
/** Ten times the records may cost at most this many times the time: linear, with some slack. */
const GROWTH_LIMIT = 11;

export function renderSignedSection(measured: readonly SignedMeasurement[], cpus: number): string {
  const rows = measured.flatMap(({ records, signed, runs, floor, verify }) => {
    const of = `${count(records)} records, ${count(signed)} signed (median of ${runs})`;
    const row = (label: string, figures: RunFigures, compared: string) => [
      `${label}: ${of}`,
      duration(figures.wallMs),
      megabytes(figures.maxRssBytes),
      compared,
    ];
    return [
      row(
        "evidence verify --ledger-declaration --repository",
        verify,
        `${(verify.wallMs / floor.wallMs).toFixed(2)}× the floor; ${cpuText(verify)}`,
      ),
      row("signed floor", floor, cpuText(floor)),
    ];
  });
  const targets = signedTargets(measured, cpus);
  return [
    "### Signed ledger: the auditor's verify",
    "",
    markdownTable(["Measurement", "Time", "Peak RSS", "Compared with"], rows),
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
  const { verify, floor } = largest;
  const size = `${count(largest.records)} records`;
  const ratio = verify.wallMs / floor.wallMs;
  targets.push(
    {
      name: `evidence verify --ledger-declaration --repository, ${size}: ≤ ${FLOOR_LIMIT}× the signed floor`,
      measured: `${ratio.toFixed(2)}× (${duration(verify.wallMs)} / ${duration(floor.wallMs)}); ${cpuBound(verify, floor, cpus)}`,
      pass: ratio <= FLOOR_LIMIT,
    },
    {
      name: `evidence verify --ledger-declaration --repository, ${size}: peak RSS ≤ ${megabytes(MAX_RSS_BYTES)}`,
      measured: megabytes(verify.maxRssBytes),
      pass: verify.maxRssBytes <= MAX_RSS_BYTES,
    },
  );
  if (largest !== smallest) {
    const growth = verify.wallMs / smallest.verify.wallMs;
    const floorGrowth = floor.wallMs / smallest.floor.wallMs;
    targets.push({
      name: `evidence verify --ledger-declaration --repository: ${count(smallest.records)} → ${count(largest.records)} records ≤ ${GROWTH_LIMIT}× the time`,
      measured: `${growth.toFixed(2)}× (the floor ${floorGrowth.toFixed(2)}×); peak RSS ${megabytes(smallest.verify.maxRssBytes)} → ${megabytes(verify.maxRssBytes)}`,
      pass: growth <= GROWTH_LIMIT,
    });
  }
  return targets;
}

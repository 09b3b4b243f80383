// `cip-sync evidence verify` of a large ledger against the read-and-hash floor (evidence-floor.mjs),
// and `cip-sync evidence report` in each format (time, peak RSS and the size of what it wrote; the
// HTML page's target: under 5 MB at 100,000 records). The bundled CLI and the floor each run in a
// fresh child process on the same checkout (bench/ledger.ts).
import { POPULATION_FILES } from "../src/render/evidence/populations.ts";
import { rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { HOUR_MS, START } from "./ledger.ts";
import { expectExit, OUT_DIRECTORY, REPOSITORY, runNode } from "./measure.ts";
import { figures, type RunFigures } from "./plan.ts";

export interface VerifyMeasurement {
  records: number;
  verify: RunFigures;
  floor: RunFigures;
}

export interface ReportMeasurement {
  records: number;
  format: string;
  wallMs: number;
  maxRssBytes: number;
  outputBytes: number;
}

const CLI = join(REPOSITORY, "dist", "cli", "index.js");
const FLOOR = join(REPOSITORY, "bench", "evidence-floor.mjs");

/** `runs` measured runs of each after one unmeasured run of each, on the ledger in `dir`. */
export async function measureEvidenceVerify(
  dir: string,
  records: number,
  runs: number,
): Promise<VerifyMeasurement> {
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

/**
 * `cip-sync obligations` (JSON) and `cip-sync evidence populations` (CSV) of the whole ledger, by
 * the bundled CLI: time, peak RSS and the bytes written, reported beside the report formats.
 */
export async function measureLedgerViews(
  dir: string,
  records: number,
): Promise<ReportMeasurement[]> {
  const last = new Date(START + records * HOUR_MS).toISOString().slice(0, 10);
  const obligationsOut = join(OUT_DIRECTORY, `obligations-${records}.json`);
  const populationsOut = join(OUT_DIRECTORY, `populations-${records}`);
  const views = [
    {
      format: "obligations (json)",
      // As of the ledger's last day, so that every record is judged (they run into the future).
      args: [
        "obligations",
        "--dir",
        dir,
        "--at",
        last,
        "--format",
        "json",
        "--out",
        obligationsOut,
      ],
      outputs: [obligationsOut],
    },
    {
      format: "populations (csv)",
      args: [
        "evidence",
        "populations",
        "--dir",
        dir,
        "--from",
        "2024-01-01",
        "--to",
        last,
        "--out",
        populationsOut,
        // The synthetic ledger's commits are not in any repository: no ports to read from git.
        "--without-ports",
      ],
      outputs: Object.values(POPULATION_FILES)
        .filter((name) => name !== POPULATION_FILES.ports)
        .map((name) => join(populationsOut, name)),
    },
  ];
  const measured: ReportMeasurement[] = [];
  for (const view of views) {
    const child = await runNode([CLI, ...view.args], { cwd: REPOSITORY, env: {} });
    expectExit(child, 0, `${view.format} of ${records} records`);
    let bytes = 0;
    for (const output of view.outputs) bytes += (await stat(output)).size;
    await rm(view.outputs[0]!.startsWith(populationsOut) ? populationsOut : view.outputs[0]!, {
      recursive: true,
      force: true,
    });
    measured.push({
      records,
      format: view.format,
      wallMs: child.wallMs,
      maxRssBytes: child.maxRssBytes,
      outputBytes: bytes,
    });
  }
  return measured;
}

/** The report of the whole ledger in `format`, by the bundled CLI. */
export async function measureEvidenceReport(
  dir: string,
  records: number,
  format: string,
): Promise<ReportMeasurement> {
  const out = join(OUT_DIRECTORY, `report-${records}.${format}`);
  const last = new Date(START + records * HOUR_MS).toISOString().slice(0, 10);
  const child = await runNode(
    [
      CLI,
      "evidence",
      "report",
      "--dir",
      dir,
      "--from",
      "2024-01-01",
      "--to",
      last,
      "--format",
      format,
      "--out",
      out,
    ],
    { cwd: REPOSITORY, env: {} },
  );
  expectExit(child, 0, `evidence report --format ${format} of ${records} records`);
  const { size } = await stat(out);
  await rm(out);
  return {
    records,
    format,
    wallMs: child.wallMs,
    maxRssBytes: child.maxRssBytes,
    outputBytes: size,
  };
}

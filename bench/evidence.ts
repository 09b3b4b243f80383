// `cip-sync evidence verify` of a ledger against the read-and-hash floor (evidence-floor.mjs), and
// `obligations` and `evidence populations` against verify, in the same alternation on the same
// ledger; and `cip-sync evidence report` in each format (time, peak RSS and the size of what it
// wrote; the HTML page's target: under 5 MB at 100,000 records). The bundled CLI and the floor each
// run in a fresh child process on the same checkout (bench/ledger.ts).
import { POPULATION_FILES } from "../src/render/evidence/populations.ts";
import { rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { HOUR_MS, START, wholePeriod } from "./ledger.ts";
import { expectExit, OUT_DIRECTORY, REPOSITORY, runNode } from "./measure.ts";
import { figures, type RunFigures } from "./plan.ts";

/** A ledger command's figures over the measured runs, and the bytes it wrote (the last run's). */
export interface ViewFigures extends RunFigures {
  outputBytes: number;
}

/**
 * `evidence verify`, `obligations` and `evidence populations` of one ledger, with the read-and-hash
 * floor, measured in the same alternation: the commands are judged against verify (which they each
 * do before anything they judge counts), and verify against the floor.
 */
export interface LedgerMeasurement {
  records: number;
  runs: number;
  floor: RunFigures;
  verify: RunFigures;
  obligations: ViewFigures;
  populations: ViewFigures;
}

export interface ReportMeasurement {
  records: number;
  /** The assets the ledger's records create: its records ÷ 10 × 10, or fewer on a fixed inventory. */
  assets: number;
  format: string;
  wallMs: number;
  maxRssBytes: number;
  outputBytes: number;
}

/** The bundled command line, as users run it. */
export const CLI = join(REPOSITORY, "dist", "cli", "index.js");
const FLOOR = join(REPOSITORY, "bench", "evidence-floor.mjs");

/** A command measured on the ledger in `dir`: what it runs and the files it writes. */
export interface LedgerCommand {
  what: string;
  args: string[];
  outputs: string[];
  /** Removed after each run: a later run writes there again. */
  cleanup?: string;
}

const LEDGER_COMMANDS = ["floor", "verify", "obligations", "populations"] as const;
type LedgerCommandName = (typeof LEDGER_COMMANDS)[number];

/** The four programs measured on the ledger of `records` records in `dir`. */
function ledgerCommands(dir: string, records: number): Record<LedgerCommandName, LedgerCommand> {
  const last = new Date(START + records * HOUR_MS).toISOString().slice(0, 10);
  const obligationsOut = join(OUT_DIRECTORY, `obligations-${records}.json`);
  const populationsOut = join(OUT_DIRECTORY, `populations-${records}`);
  return {
    floor: { what: "the evidence floor", args: [FLOOR, join(dir, "records")], outputs: [] },
    verify: {
      what: "cip-sync evidence verify",
      args: [CLI, "evidence", "verify", "--dir", dir],
      outputs: [],
    },
    obligations: {
      what: "cip-sync obligations",
      // As of the ledger's last day, so that every record is judged (they run into the future).
      args: [CLI, "obligations", "--dir", dir, "--at", last, "--format", "json"],
      outputs: [obligationsOut],
      cleanup: obligationsOut,
    },
    populations: {
      what: "cip-sync evidence populations",
      args: [
        CLI,
        "evidence",
        "populations",
        ...wholePeriod(dir, last),
        "--out",
        populationsOut,
        // The synthetic ledger's commits are not in any repository: no ports to read from git.
        "--without-ports",
      ],
      outputs: Object.values(POPULATION_FILES)
        .filter((name) => name !== POPULATION_FILES.ports)
        .map((name) => join(populationsOut, name)),
      cleanup: populationsOut,
    },
  };
}

/** One run of `command`, its outputs measured and removed. */
export async function runLedgerCommand(command: LedgerCommand, records: number) {
  const args =
    command.outputs.length === 1 ? [...command.args, "--out", command.outputs[0]!] : command.args;
  const run = await runNode(args, { cwd: REPOSITORY, env: {} });
  expectExit(run, 0, `${command.what} (${records} records)`);
  let outputBytes = 0;
  for (const output of command.outputs) outputBytes += (await stat(output)).size;
  if (command.cleanup !== undefined) await rm(command.cleanup, { recursive: true, force: true });
  return { ...run, requests: 0, outputBytes };
}

/**
 * `runs` measured rounds of the floor, verify, obligations and populations, one after the other in
 * each round, after one unmeasured floor and verify (the files then in the page cache for all).
 */
export async function measureLedgerCommands(
  dir: string,
  records: number,
  runs: number,
): Promise<LedgerMeasurement> {
  const commands = ledgerCommands(dir, records);
  await runLedgerCommand(commands.floor, records);
  await runLedgerCommand(commands.verify, records);
  const measured = new Map<LedgerCommandName, Awaited<ReturnType<typeof runLedgerCommand>>[]>(
    LEDGER_COMMANDS.map((name) => [name, []]),
  );
  for (let run = 0; run < runs; run++)
    for (const name of LEDGER_COMMANDS)
      measured.get(name)!.push(await runLedgerCommand(commands[name], records));
  const of = (name: LedgerCommandName) => {
    const all = measured.get(name)!;
    return { ...figures(all), outputBytes: all.at(-1)!.outputBytes };
  };
  return {
    records,
    runs,
    floor: of("floor"),
    verify: of("verify"),
    obligations: of("obligations"),
    populations: of("populations"),
  };
}

/** The report formats written record by record, whose memory must not grow with the ledger. */
export const STREAMED_REPORT_FORMATS = ["markdown", "csv", "json"];

/** The report of the whole ledger in `format`, by the bundled CLI; the ledger holds `assets`. */
export async function measureEvidenceReport(
  dir: string,
  { records, assets }: { records: number; assets: number },
  format: string,
): Promise<ReportMeasurement> {
  const out = join(OUT_DIRECTORY, `report-${records}-${assets}.${format}`);
  const last = new Date(START + records * HOUR_MS).toISOString().slice(0, 10);
  const child = await runNode(
    [CLI, "evidence", "report", ...wholePeriod(dir, last), "--format", format, "--out", out],
    { cwd: REPOSITORY, env: {} },
  );
  expectExit(child, 0, `evidence report --format ${format} of ${records} records`);
  const { size } = await stat(out);
  await rm(out);
  return {
    records,
    assets,
    format,
    wallMs: child.wallMs,
    maxRssBytes: child.maxRssBytes,
    outputBytes: size,
  };
}

// The ledger commands from a checkpoint (issue 72), in one run: at 1,000 and 100,000 records of a
// one-workspace git clone over a fixed 1,000-asset inventory, its checkpoints kept as the drift check
// places them (bench/checkpoint-ledger.ts), `obligations` as of its last day, `evidence populations`
// and `evidence report` for its last calendar month, each as it runs by default and with
// `--from-start`, and `evidence verify` of it beside
// verify of the same records written without checkpoints. The bundled CLI, each run a fresh child
// process, the commands alternating in each round (bench/evidence.ts's runLedgerCommand).
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { writeCheckpointLedger } from "./checkpoint-ledger.ts";
import { CLI, type LedgerCommand, runLedgerCommand } from "./evidence.ts";
import { OUT_DIRECTORY } from "./measure.ts";
import { figures, type RunFigures } from "./plan.ts";

export const CHECKPOINT_LEDGER_SIZES = [1_000, 100_000];
/** Creates of ten assets each before the inventory stops growing: 1,000 assets. */
const CREATES = 100;

/** A command as it runs by default, and with `--from-start`. */
export interface CommandFigures {
  name: string;
  /** `checkpoint`: the record the checkpoint it started from stands at, as standard error named it. */
  run: RunFigures & { checkpoint: number | undefined };
  fromStart: RunFigures;
}

export interface CheckpointLedgerFigures {
  records: number;
  runs: number;
  /** The checkpoints the ledger keeps. */
  checkpoints: number;
  lastDay: string;
  /** The ledger's last calendar month, as an auditor would ask for it. */
  month: { from: string; to: string };
  commands: CommandFigures[];
  verify: RunFigures;
  /** Verify of the same records written without checkpoints. */
  verifyWithout: RunFigures;
}

/** How a reading from a checkpoint names it on standard error (`Judged from ... (the state through record #N)`). */
const CHECKPOINT_NAMED = /\.checkpoint \(the state through record #(\d+)\)/;

export async function measureCheckpointCommands(
  records: number,
  runs: number,
): Promise<CheckpointLedgerFigures> {
  const ledger = await writeCheckpointLedger(
    join(OUT_DIRECTORY, `checkpoint-ledger-${records}`),
    records,
    records,
    CREATES,
  );
  const without = await writeCheckpointLedger(
    join(OUT_DIRECTORY, `checkpoint-ledger-${records}-without`),
    records,
    0,
    CREATES,
  );
  try {
    const month = calendarMonth(ledger.lastDay);
    const commands = ledgerCommands(ledger.dir, records, ledger.lastDay, month);
    const verify = verifyCommand(ledger.dir);
    const verifyWithout = verifyCommand(without.dir);
    // Unmeasured: the files of both ledgers then in the page cache for every measured run.
    await runLedgerCommand(verify, records);
    await runLedgerCommand(verifyWithout, records);
    const measured = [...commands.flatMap(({ runs }) => runs), verify, verifyWithout];
    const results = new Map<LedgerCommand, Awaited<ReturnType<typeof runLedgerCommand>>[]>(
      measured.map((command) => [command, []]),
    );
    for (let round = 0; round < runs; round++)
      for (const command of measured)
        results.get(command)?.push(await runLedgerCommand(command, records));
    const of = (command: LedgerCommand) => figures(results.get(command) ?? []);
    return {
      records,
      runs,
      checkpoints: ledger.checkpoints,
      lastDay: ledger.lastDay,
      month,
      commands: commands.map(({ name, runs: [byDefault, fromStart] }) => ({
        name,
        run: { ...of(byDefault), checkpoint: namedCheckpoint(results.get(byDefault) ?? []) },
        fromStart: of(fromStart),
      })),
      verify: of(verify),
      verifyWithout: of(verifyWithout),
    };
  } finally {
    await rm(ledger.dir, { recursive: true, force: true });
    await rm(without.dir, { recursive: true, force: true });
  }
}

/** The three commands on the ledger in `dir`: each as it runs by default, then `--from-start`. */
function ledgerCommands(
  dir: string,
  records: number,
  lastDay: string,
  month: { from: string; to: string },
): { name: string; runs: [LedgerCommand, LedgerCommand] }[] {
  const obligationsOut = join(OUT_DIRECTORY, `checkpoint-obligations-${records}.txt`);
  const populationsOut = join(OUT_DIRECTORY, `checkpoint-populations-${records}`);
  const reportOut = join(OUT_DIRECTORY, `checkpoint-report-${records}.md`);
  const period = ["--from", month.from, "--to", month.to];
  const asked: { name: string; args: string[]; out: string }[] = [
    // Text: what still needs someone, which a checkpoint can answer (JSON lists every obligation).
    { name: "obligations", args: ["--at", lastDay], out: obligationsOut },
    // The synthetic records' commits are not in the clone: no ports to read from git.
    { name: "evidence populations", args: [...period, "--without-ports"], out: populationsOut },
    { name: "evidence report", args: period, out: reportOut },
  ];
  return asked.map(({ name, args, out }) => {
    // Each run writes to `out` afresh: it is removed after each run.
    const command = (extra: string[]): LedgerCommand => ({
      what: `cip-sync ${name}${extra.map((flag) => ` ${flag}`).join("")}`,
      args: [CLI, ...name.split(" "), "--dir", dir, ...args, ...extra, "--out", out],
      outputs: [],
      cleanup: out,
    });
    return { name, runs: [command([]), command(["--from-start"])] };
  });
}

function verifyCommand(dir: string): LedgerCommand {
  return {
    what: "cip-sync evidence verify",
    args: [CLI, "evidence", "verify", "--dir", dir],
    outputs: [],
  };
}

/** The record the checkpoint stands at, when every run named the same one; else undefined. */
function namedCheckpoint(runs: readonly { stderr: string }[]): number | undefined {
  const named = new Set(runs.map((run) => CHECKPOINT_NAMED.exec(run.stderr)?.[1]));
  const [only] = named;
  return named.size === 1 && only !== undefined ? Number(only) : undefined;
}

/** The first and last day of the month of `day` (YYYY-MM-DD). */
function calendarMonth(day: string): { from: string; to: string } {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: `${day.slice(0, 7)}-01`, to: last };
}

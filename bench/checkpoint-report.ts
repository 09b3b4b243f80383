// The benchmark's "Ledger commands from a checkpoint" section (issue 72): `obligations` as of the
// ledger's last day, and `evidence populations` and `evidence report` for its last calendar month,
// each as it runs by default (from the nearest checkpoint where it can) beside its full fold, and
// `evidence verify` of the ledger with its checkpoints beside the same records without them; then
// the targets with their exact ratios, pass or fail.
import type { CheckpointLedgerFigures, CommandFigures } from "./checkpoint-commands.ts";
import type { RunFigures } from "./plan.ts";
import { count, duration, markdownTable, megabytes, type Target } from "./table.ts";

/** The sizes the growth target compares, and the most each command may grow between them. */
const SMALL = 1_000;
const LARGE = 100_000;
const GROWTH_LIMIT = 2;
/** Today's peak memory (issues 43 and 44), which no command may pass at 100,000 records. */
const MAX_RSS_BYTES = 400e6;
/** Verify with its checkpoints against the same records without them. */
const VERIFY_LIMIT = 1.5;

export function renderCheckpointSection(ledgers: readonly CheckpointLedgerFigures[]): string {
  const rows = ledgers.flatMap(ledgerRows);
  const targets = checkpointTargets(ledgers);
  return [
    "### Ledger commands from a checkpoint",
    "",
    markdownTable(["Measurement", "Wall", "CPU", "Peak RSS", "Read"], rows),
    "",
    markdownTable(
      ["Target (issue 72)", "Measured", "Result"],
      targets.map((target) => [target.name, target.measured, target.pass ? "pass" : "**FAIL**"]),
    ),
    "",
  ].join("\n");
}

function ledgerRows(ledger: CheckpointLedgerFigures): string[][] {
  const of = `${count(ledger.records)} records (median of ${ledger.runs})`;
  const row = (label: string, figures: RunFigures, read: string) => [
    `${label}: ${of}`,
    duration(figures.wallMs),
    duration(figures.cpuMs),
    megabytes(figures.maxRssBytes),
    read,
  ];
  const rows: string[][] = [];
  for (const command of ledger.commands) {
    const label = `${command.name} ${period(command, ledger)}`;
    rows.push(row(label, command.run, defaultRead(command)));
    rows.push(row(`${label} --from-start`, command.fromStart, "every record"));
  }
  rows.push(
    row(
      `evidence verify, ${count(ledger.checkpoints)} checkpoint${ledger.checkpoints === 1 ? "" : "s"}`,
      ledger.verify,
      "every record, every checkpoint recomputed",
    ),
    row(
      "evidence verify, the same records without checkpoints",
      ledger.verifyWithout,
      "every record",
    ),
  );
  return rows;
}

/** `obligations` is asked as of the last day, the others for the last calendar month. */
function period(command: CommandFigures, ledger: CheckpointLedgerFigures): string {
  return command.name === "obligations"
    ? `--at ${ledger.lastDay}`
    : `--from ${ledger.month.from} --to ${ledger.month.to}`;
}

/** What a default run read, as its standard error named it. */
function defaultRead({ run }: CommandFigures): string {
  return run.checkpoint === undefined
    ? "every record (no checkpoint named on standard error)"
    : `from the checkpoint through record #${count(run.checkpoint)}`;
}

/**
 * Issue 72: at 100,000 records each command at most 2× its time at 1,000, in the same run, and
 * within 400 MB; verify with the ledger's checkpoints at most 1.5× the same records without them.
 * A growth target needs both sizes measured.
 */
function checkpointTargets(ledgers: readonly CheckpointLedgerFigures[]): Target[] {
  const small = ledgers.find((ledger) => ledger.records === SMALL);
  const large = ledgers.find((ledger) => ledger.records === LARGE);
  if (large === undefined) return [];
  const targets: Target[] = [];
  for (const command of large.commands) {
    const before = small?.commands.find((other) => other.name === command.name);
    if (before !== undefined) {
      const growth = command.run.wallMs / before.run.wallMs;
      targets.push({
        name: `${command.name}: ${count(LARGE)} records ≤ ${GROWTH_LIMIT}× the time of ${count(SMALL)}`,
        measured: ratios(command.run, before.run),
        pass: growth <= GROWTH_LIMIT,
      });
    }
    targets.push({
      name: `${command.name}, ${count(LARGE)} records: peak RSS ≤ ${megabytes(MAX_RSS_BYTES)}`,
      measured: megabytes(command.run.maxRssBytes),
      pass: command.run.maxRssBytes <= MAX_RSS_BYTES,
    });
  }
  targets.push({
    name: `evidence verify, ${count(LARGE)} records: with its ${count(large.checkpoints)} checkpoints ≤ ${VERIFY_LIMIT}× the same records without`,
    measured: ratios(large.verify, large.verifyWithout),
    pass: large.verify.wallMs / large.verifyWithout.wallMs <= VERIFY_LIMIT,
  });
  return targets;
}

/** The wall time's ratio, which the target judges, and the CPU time's beside it. */
function ratios(time: RunFigures, to: RunFigures): string {
  const ratio = (a: number, b: number) =>
    `${(a / b).toFixed(2)}× (${duration(a)} / ${duration(b)})`;
  return `${ratio(time.wallMs, to.wallMs)}; CPU ${ratio(time.cpuMs, to.cpuMs)}`;
}

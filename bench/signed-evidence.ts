// The auditor's handover of a signed ledger (bench/signed-ledger.ts) against the signed floor
// (bench/signed-floor.mjs), alternating in one run (issue 99, items 1 and 2): `evidence handover`,
// the one command docs/preparing-for-an-audit.md prints, and the four commands it prints after
// it, each with --ledger-declaration --repository. The handover verifies and judges in one
// reading. `evidence verify` checks every record with the keys of the declaration in force before it and leaves its
// verified head beside the ledger; `obligations`, `evidence populations` and `evidence report`
// (HTML) resume from it, checking the signatures of the records after it only (none here: the
// ledger does not grow between them), and re-hash the chain. The floor reads and hashes every
// record and verifies each signature once, on every core. Each runs in a fresh child process on
// the same files. Each command's ratio is to the floor run just before it and just after it (their
// mean), not to a floor minutes away: a shared machine's speed can move by half within an hour.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { CLI, type LedgerCommand, runLedgerCommand } from "./evidence.ts";
import { FIRST_DAY, HOUR_MS, START } from "./ledger.ts";
import { type ChildRun, OUT_DIRECTORY, REPOSITORY } from "./measure.ts";
import { figures, type RunFigures } from "./plan.ts";
import type { SignedLedger } from "./signed-ledger.ts";

const SIGNED_FLOOR = join(REPOSITORY, "bench", "signed-floor.mjs");

/** The handover's commands, in the order the page prints them. */
export const HANDOVER = ["verify", "obligations", "populations", "report"] as const;
export type HandoverCommand = (typeof HANDOVER)[number];
/** Those that resume from verify's head. */
const RESUMING = HANDOVER.filter((name) => name !== "verify");

/** What is measured against the floor beside it: each command, the four together, the handover. */
export type BesideFloor = HandoverCommand | "four" | "handover";

export interface SignedMeasurement {
  records: number;
  /** The records signed (every one but the collectors', an operator's). */
  signed: number;
  runs: number;
  /** Every run of the floor. */
  floor: RunFigures;
  /** The floor beside each: in each round, the mean of the floor's runs just before and after it. */
  floorBeside: Record<BesideFloor, RunFigures>;
  commands: Record<HandoverCommand, RunFigures>;
  /** The four together, run by run (their sum's median, peak RSS the highest of any). */
  four: RunFigures;
  /** `evidence handover`, the four's outputs from one reading. */
  handover: RunFigures;
}

/** The floor and the handover's commands of `ledger`, each as the page prints it. */
function commandsOf(ledger: SignedLedger, records: number) {
  const declared = [
    ...["--dir", ledger.dir],
    ...["--ledger-declaration", ledger.declaration, "--repository", ledger.repository],
  ];
  const last = new Date(START + records * HOUR_MS).toISOString().slice(0, 10);
  const period = ["--from", FIRST_DAY, "--to", last];
  const populations = join(OUT_DIRECTORY, `signed-populations-${records}`);
  const report = join(OUT_DIRECTORY, `signed-report-${records}.html`);
  const handedOver = join(OUT_DIRECTORY, `signed-handover-${records}`);
  const floor: LedgerCommand = {
    what: "the signed floor",
    args: [SIGNED_FLOOR, join(ledger.dir, "records"), ...ledger.publicKeys],
    outputs: [],
  };
  const commands: Record<HandoverCommand, LedgerCommand> = {
    verify: {
      what: "cip-sync evidence verify --ledger-declaration --repository",
      args: [CLI, "evidence", "verify", ...declared],
      outputs: [],
    },
    obligations: {
      what: "cip-sync obligations --ledger-declaration --repository",
      // As of the ledger's last day, as the page judges the period's.
      args: [CLI, "obligations", ...declared, "--at", last],
      outputs: [],
    },
    populations: {
      what: "cip-sync evidence populations --ledger-declaration --repository",
      args: [
        ...[CLI, "evidence", "populations", ...declared, ...period],
        // The bench's folder has no .git: no ports to read from git.
        ...["--out", populations, "--without-ports"],
      ],
      outputs: [],
      cleanup: populations,
    },
    report: {
      what: "cip-sync evidence report --ledger-declaration --repository --format html",
      args: [CLI, "evidence", "report", ...declared, ...period, "--format", "html"],
      outputs: [report],
      cleanup: report,
    },
  };
  const handover: LedgerCommand = {
    what: "cip-sync evidence handover --ledger-declaration --repository",
    args: [
      ...[CLI, "evidence", "handover", ...declared, ...period],
      ...["--out", handedOver, "--without-ports"],
    ],
    // Its files are under the --out its arguments give: one output here would have runLedgerCommand
    // add a second --out (the file's path), which the handover takes as the folder to write.
    outputs: [],
    cleanup: handedOver,
  };
  return { floor, commands, handover };
}

/**
 * `runs` measured rounds of the floor, verify, the floor, the three that resume from its head, the
 * floor, `evidence handover` and the floor, after one unmeasured floor and verify (the files then
 * in the page cache for all, and the verified head written).
 */
export async function measureSignedHandover(
  ledger: SignedLedger,
  records: number,
  runs: number,
): Promise<SignedMeasurement> {
  const { floor, commands, handover } = commandsOf(ledger, records);
  await runLedgerCommand(floor, records);
  await runLedgerCommand(commands.verify, records);
  type Run = Awaited<ReturnType<typeof runLedgerCommand>>;
  const floors: Run[] = [];
  const beside = new Map<BesideFloor, Run[]>();
  const besides = (name: BesideFloor, before: Run, after: Run) => {
    const pairs = beside.get(name) ?? [];
    pairs.push(floorBetween(before, after));
    beside.set(name, pairs);
  };
  const measured = new Map<HandoverCommand, Run[]>(HANDOVER.map((name) => [name, []]));
  const fours = [];
  const handovers = [];
  const runFloor = async () => {
    const one = await runLedgerCommand(floor, records);
    floors.push(one);
    return one;
  };
  const runCommand = async (name: HandoverCommand) => {
    const one = await runLedgerCommand(commands[name], records);
    expectResumed(name, one.stderr);
    measured.get(name)!.push(one);
    return one;
  };
  for (let run = 0; run < runs; run++) {
    const beforeVerify = await runFloor();
    const round = [await runCommand("verify")];
    const afterVerify = await runFloor();
    besides("verify", beforeVerify, afterVerify);
    for (const name of RESUMING) round.push(await runCommand(name));
    const afterFour = await runFloor();
    for (const name of RESUMING) besides(name, afterVerify, afterFour);
    besides("four", beforeVerify, afterFour);
    fours.push({
      ...round[0]!,
      wallMs: round.reduce((sum, one) => sum + one.wallMs, 0),
      cpuMs: round.reduce((sum, one) => sum + one.cpuMs, 0),
      maxRssBytes: Math.max(...round.map((one) => one.maxRssBytes)),
      busiestThreadMs: undefined,
    });
    handovers.push(await runLedgerCommand(handover, records));
    besides("handover", afterFour, await runFloor());
  }
  await rm(`${ledger.dir}.verified-head.json`, { force: true });
  return {
    records,
    signed: ledger.signed,
    runs,
    floor: figures(floors),
    floorBeside: Object.fromEntries(
      [...beside].map(([name, pairs]) => [name, figures(pairs)]),
    ) as Record<BesideFloor, RunFigures>,
    commands: Object.fromEntries(
      HANDOVER.map((name) => [name, figures(measured.get(name)!)]),
    ) as Record<HandoverCommand, RunFigures>,
    four: figures(fours),
    handover: figures(handovers),
  };
}

/** The floor of one round beside a command: the mean of its runs just before and after it. */
export function floorBetween<Run extends ChildRun>(before: Run, after: Run): Run {
  const mean = (of: (run: Run) => number) => (of(before) + of(after)) / 2;
  return {
    ...after,
    wallMs: mean((run) => run.wallMs),
    cpuMs: mean((run) => run.cpuMs),
    maxRssBytes: Math.max(before.maxRssBytes, after.maxRssBytes),
    busiestThreadMs:
      before.busiestThreadMs === undefined || after.busiestThreadMs === undefined
        ? undefined
        : mean((run) => run.busiestThreadMs!),
  };
}

/** A judging command of the handover measured without its head would measure something else. */
function expectResumed(name: HandoverCommand, stderr: string): void {
  if (name === "verify" || stderr.includes("Signatures checked from the verified head ")) return;
  throw new Error(`${name} did not resume from the verified head:\n${stderr.trim()}`);
}

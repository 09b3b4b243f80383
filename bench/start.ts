// Process start: from spawn to exit of the bundled CLI printing its version, and of the bundled
// Action given no inputs (it loads what reads its settings, not the routes, and stops at the first
// missing input), as a user or a runner pays it, beside Node's own start (`node -e 0`) on the
// same machine. The median of several runs; the first runs also fill Node's compile cache, as a
// user's do.
import { join } from "node:path";
import { expectExit, median, REPOSITORY, runNode } from "./measure.ts";

export interface StartMeasurement {
  label: string;
  /** Median over the runs. */
  wallMs: number;
  runs: number;
  /** The median of `node -e 0` over the same runs, for the CLI's start (aim: under 2×). */
  nodeBaselineMs?: number;
}

const CLI = join(REPOSITORY, "dist", "cli", "index.js");
const ACTION = join(REPOSITORY, "dist", "index.js");

export async function measureStart(runs: number): Promise<StartMeasurement[]> {
  const subjects = [
    { label: "`node -e 0`", args: ["-e", "0"], exitCode: 0 },
    { label: "`cip-sync --version`", args: [CLI, "--version"], exitCode: 0 },
    { label: "Action (`dist/index.js`, no inputs)", args: [ACTION], exitCode: 1 },
  ];
  const times = subjects.map(() => [] as number[]);
  // Alternating, so that a burst of load elsewhere on the machine hits both alike.
  for (let run = 0; run < runs; run++) {
    for (const [index, subject] of subjects.entries()) {
      const result = await runNode(subject.args, { cwd: REPOSITORY, env: {} });
      expectExit(result, subject.exitCode, subject.label);
      times[index]!.push(result.wallMs);
    }
  }
  const [baseline, ...measured] = subjects.map((subject, index) => ({
    label: subject.label,
    wallMs: median(times[index]!),
    runs,
  }));
  return measured.map((start, index) =>
    index === 0 ? { ...start, nodeBaselineMs: baseline!.wallMs } : start,
  );
}

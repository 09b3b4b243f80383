// What every measurement shares: a measured Node child process (wall time from spawn to exit, as a
// user or CI step pays it, and the child's own peak RSS, CPU time and its busiest thread's CPU
// time, reported by usage-probe.mjs as it exits), medians, and the emulator's request count.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));
export const OUT_DIRECTORY = join(REPOSITORY, "bench", "out");
const PROBE = join(REPOSITORY, "bench", "usage-probe.mjs");
/**
 * No measured child may run longer; a hung child fails the benchmark instead of hanging it. The
 * 1,000,000-asset plan (--large) takes minutes on a loaded machine.
 */
const CHILD_TIMEOUT_MS = 600_000;

export interface ChildRun {
  wallMs: number;
  /** Peak resident set size of the child, in bytes. */
  maxRssBytes: number;
  /** User and system CPU time of the child. */
  cpuMs: number;
  /** The same of its busiest thread (Linux only; a lower bound), else undefined. */
  busiestThreadMs: number | undefined;
  exitCode: number | null;
  stderr: string;
}

let runs = 0;

/** `node --import usage-probe.mjs ...args` in `cwd` with exactly `env` (plus PATH). */
export async function runNode(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<ChildRun> {
  const usageFile = join(OUT_DIRECTORY, `usage-${process.pid}-${runs++}.json`);
  const start = performance.now();
  const child = spawn(process.execPath, ["--import", PROBE, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", ...options.env, BENCH_USAGE_FILE: usageFile },
    stdio: ["ignore", "ignore", "pipe"],
    timeout: CHILD_TIMEOUT_MS,
  });
  const stderr: Buffer[] = [];
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
  // "close", not "exit": by then all of standard error has been read.
  const [exitCode, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  const wallMs = performance.now() - start;
  if (signal !== null) {
    throw new Error(
      `node ${args.join(" ")} was stopped by ${signal} (a run may take ${CHILD_TIMEOUT_MS / 1000} s at most):\n${Buffer.concat(stderr).toString("utf8").trim()}`,
    );
  }
  const usage = JSON.parse(await readFile(usageFile, "utf8")) as {
    maxRssKb: number;
    cpuUs: number;
    busiestThreadUs: number | null;
  };
  await rm(usageFile);
  return {
    wallMs,
    maxRssBytes: usage.maxRssKb * 1024,
    cpuMs: usage.cpuUs / 1000,
    busiestThreadMs: usage.busiestThreadUs === null ? undefined : usage.busiestThreadUs / 1000,
    exitCode,
    stderr: Buffer.concat(stderr).toString("utf8"),
  };
}

/** Throws with the child's own words when it did not exit as `expected`. */
export function expectExit(run: ChildRun, expected: number, what: string): void {
  if (run.exitCode !== expected) {
    throw new Error(
      `${what} exited with ${run.exitCode} (expected ${expected}):\n${run.stderr.trim()}`,
    );
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** All requests an emulator received since its counts were last reset. */
export function requestTotal(counts: Map<string, number>): number {
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}

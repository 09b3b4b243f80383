// How the benchmark's report writes its figures: durations, megabytes, counts, CPU times and
// Markdown tables, shared by every section of it (bench/report.ts, bench/checkpoint-report.ts,
// bench/signed-report.ts).
import type { RunFigures } from "./plan.ts";

/** A target of the issues, as the report's last table lists it. */
export interface Target {
  name: string;
  measured: string;
  pass: boolean;
}

export function duration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(0)} MB`;
}

export function count(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 0 });
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** A run's CPU time, and its busiest thread's where measured. */
export function cpuText({ cpuMs, busiestThreadMs }: RunFigures): string {
  const thread =
    busiestThreadMs === undefined ? "" : ` (busiest thread ${duration(busiestThreadMs)})`;
  return `CPU ${duration(cpuMs)}${thread}`;
}

/** The least ratio of `time` to `to` that its CPU time allows on `cpus` cores (cpuBound). */
export function leastRatio(time: RunFigures, to: RunFigures, cpus: number): number {
  return Math.max(time.cpuMs / cpus, time.busiestThreadMs ?? 0) / to.wallMs;
}

/**
 * The least ratio of `time` to `to` that `time`'s own CPU time allows on `cpus` cores: no schedule
 * of its threads finishes before its CPU time spread evenly over every core, nor before its busiest
 * thread's CPU time (a thread runs on one core at a time). A time target below it cannot be met by
 * using the cores better, only by doing less work (or, past the busiest thread's bound, by
 * splitting that thread's work).
 */
export function cpuBound(time: RunFigures, to: RunFigures, cpus: number): string {
  const busiest = time.busiestThreadMs ?? 0;
  const least = leastRatio(time, to, cpus);
  const thread = time.busiestThreadMs === undefined ? "" : `, busiest thread ${duration(busiest)}`;
  return `its CPU time (${duration(time.cpuMs)}${thread}) on ${cpus} cores allows no less than ${least.toFixed(2)}×`;
}

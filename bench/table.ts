// How the benchmark's report writes its figures: durations, megabytes, counts and Markdown tables,
// shared by every section of it (bench/report.ts, bench/checkpoint-report.ts).

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

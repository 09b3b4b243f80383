// Preloaded (`node --import`) into each measured child: on exit, writes the process's peak
// resident set size and CPU time to the file named by BENCH_USAGE_FILE. Plain JavaScript on purpose: a .ts
// preload would make Node load its type stripper, adding about 70 ms to every measured start.
import { writeFileSync } from "node:fs";
import process from "node:process";

const usageFile = process.env.BENCH_USAGE_FILE;
if (usageFile) {
  process.on("exit", () => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    writeFileSync(
      usageFile,
      JSON.stringify({ maxRssKb: maxRSS, cpuUs: userCPUTime + systemCPUTime }),
    );
  });
}

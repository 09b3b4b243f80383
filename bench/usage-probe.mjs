// Preloaded (`node --import`) into each measured child: on exit, writes the process's peak
// resident set size, its CPU time and the CPU time of its busiest thread to the file named by
// BENCH_USAGE_FILE. Plain JavaScript on purpose: a .ts preload would make Node load its type
// stripper, adding about 70 ms to every measured start.
//
// The busiest thread's CPU time is a bound no schedule can beat: a thread runs on one core at a
// time, so the process takes at least as long as its busiest thread's CPU time. Linux gives each
// thread's CPU time in /proc/self/task; a worker thread has ended before the process exits, so
// each thread is read every 100 ms while the process runs (a thread's last 100 ms may be missed:
// the figure is a lower bound). Elsewhere it is not measured (null).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import process from "node:process";
import { setInterval } from "node:timers";

const usageFile = process.env.BENCH_USAGE_FILE;
const TASKS = "/proc/self/task";
const TICKS_PER_SECOND = 100;
const POLL_MS = 100;

/** Each thread's CPU time in clock ticks, by thread id, as last read. */
const threadTicks = new Map();

function readThreads() {
  let tasks;
  try {
    tasks = readdirSync(TASKS);
  } catch {
    return false;
  }
  for (const task of tasks) {
    try {
      const stat = readFileSync(`${TASKS}/${task}/stat`, "utf8");
      // The fields after the command name (which may hold spaces) end with ")": utime and stime
      // are the 14th and 15th fields of the line, the 12th and 13th after it.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      threadTicks.set(task, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The thread ended between the listing and its read: its last reading stands.
    }
  }
  return true;
}

if (usageFile) {
  const measured = readThreads();
  if (measured) setInterval(readThreads, POLL_MS).unref();
  process.on("exit", () => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    let busiestThreadUs = null;
    if (measured && readThreads())
      busiestThreadUs = (Math.max(...threadTicks.values()) * 1e6) / TICKS_PER_SECOND;
    writeFileSync(
      usageFile,
      JSON.stringify({ maxRssKb: maxRSS, cpuUs: userCPUTime + systemCPUTime, busiestThreadUs }),
    );
  });
}

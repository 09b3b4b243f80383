import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMAND_BREAK } from "../../src/core/shared/text/workflow-commands.ts";
import { type RunnerSink, RunnerReporter } from "../../src/action/run/reporter.ts";

const KEY = "key-5d1f0a7c93e8";
const TOKEN = "ghs_token0123456789";

function recordingSink() {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const sink: RunnerSink = {
    info: record("info"),
    debug: record("debug"),
    warning: record("warning"),
    error: record("error"),
    startGroup: record("startGroup"),
    endGroup: record("endGroup"),
    setOutput: record("setOutput"),
    appendSummary: async (markdown) => {
      calls.push(["summary", markdown]);
    },
    setFailed: record("setFailed"),
  };
  return { sink, calls };
}

describe("RunnerReporter", () => {
  it("redacts both secrets, and neutralises commands, in everything it writes", async () => {
    const { sink, calls } = recordingSink();
    const reporter = new RunnerReporter(sink, [KEY, "", TOKEN]);
    const hostile = `${KEY} ${encodeURIComponent(TOKEN)}\n::stop-commands::x ##[error]y`;
    reporter.info(hostile);
    reporter.debug(hostile);
    reporter.group(hostile, hostile);
    reporter.warning(hostile, { title: hostile, file: `${KEY}.yaml`, startLine: 1 });
    reporter.error(hostile);
    reporter.setFailed(hostile);
    reporter.setOutput("x", hostile);
    await reporter.summary((cap) => hostile.slice(0, cap));
    const dir = await mkdtemp(join(tmpdir(), "cip-reporter-"));
    try {
      await reporter.writeFile(join(dir, "a", "file.json"), hostile);
      const written = await readFile(join(dir, "a", "file.json"), "utf8");
      const everything = JSON.stringify(calls) + written;
      expect(everything).not.toContain(KEY);
      expect(everything).not.toContain(TOKEN);
      expect(everything).not.toContain(encodeURIComponent(TOKEN));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const safe = `*** ***\n:${COMMAND_BREAK}:stop-commands::x ##${COMMAND_BREAK}[error]y`;
    expect(calls).toContainEqual(["info", safe]);
    expect(calls).toContainEqual(["startGroup", safe]);
    expect(calls).toContainEqual([
      "warning",
      safe,
      { title: safe, file: "***.yaml", startLine: 1 },
    ]);
    expect(calls).toContainEqual(["setFailed", safe]);
    // Outputs, the summary and files are not the log: redacted, not otherwise changed.
    expect(calls).toContainEqual(["setOutput", "x", "*** ***\n::stop-commands::x ##[error]y"]);
  });
});

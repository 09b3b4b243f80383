// Settings from flags: the number flags, and the colour of each stream (decided in the settings,
// followed by what the CLI writes).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.ts";
import { parseCliArgs } from "../../src/cli/shared/settings.ts";

interface ColorCase {
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  env?: Record<string, string>;
  flags?: string[];
  expected: { stdout: boolean; stderr: boolean };
}

// Plans go to standard output and diagnostics to standard error: `cip-sync validate 2>log` on a
// terminal must not write escape codes to the log, and `plan | less` must still colour errors.
const cases: Array<[string, ColorCase]> = [
  [
    "both terminals",
    { stdoutIsTTY: true, stderrIsTTY: true, expected: { stdout: true, stderr: true } },
  ],
  [
    "stdout piped",
    { stdoutIsTTY: false, stderrIsTTY: true, expected: { stdout: false, stderr: true } },
  ],
  [
    "stderr redirected",
    { stdoutIsTTY: true, stderrIsTTY: false, expected: { stdout: true, stderr: false } },
  ],
  [
    "neither",
    { stdoutIsTTY: false, stderrIsTTY: false, expected: { stdout: false, stderr: false } },
  ],
  [
    "NO_COLOR on terminals",
    {
      stdoutIsTTY: true,
      stderrIsTTY: true,
      env: { NO_COLOR: "1" },
      expected: { stdout: false, stderr: false },
    },
  ],
  [
    "--color when piped",
    {
      stdoutIsTTY: false,
      stderrIsTTY: false,
      flags: ["--color"],
      expected: { stdout: true, stderr: true },
    },
  ],
  [
    "--color over NO_COLOR",
    {
      stdoutIsTTY: false,
      stderrIsTTY: false,
      env: { NO_COLOR: "1" },
      flags: ["--color"],
      expected: { stdout: true, stderr: true },
    },
  ],
  [
    "--no-color on terminals",
    {
      stdoutIsTTY: true,
      stderrIsTTY: true,
      flags: ["--no-color"],
      expected: { stdout: false, stderr: false },
    },
  ],
  [
    "--no-color over --color",
    {
      stdoutIsTTY: true,
      stderrIsTTY: true,
      flags: ["--color", "--no-color"],
      expected: { stdout: false, stderr: false },
    },
  ],
];

const TERMINALS = { env: {}, cwd: "/repo", stdoutIsTTY: false, stderrIsTTY: false };

describe("number flags take plain decimal numbers within their range", () => {
  it.each([
    ["--max-change-percent", "0x1e", "a number from 0 to 100"],
    ["--max-change-percent", "1e1", "a number from 0 to 100"],
    ["--max-change-percent", "100.5", "a number from 0 to 100"],
    ["--max-changes", " ", "a whole number 0 or more"],
    ["--max-changes", "12.0", "a whole number 0 or more"],
    ["--min-assets-for-ratio", "-1", "a whole number 0 or more"],
    ["--concurrency", "0", "a whole number from 1 to 64"],
    ["--concurrency", "65", "a whole number from 1 to 64"],
    ["--deadline", "0", "a whole number from 1 to 86400"],
    ["--request-timeout", "1.5", "a whole number from 1 to 3600"],
    ["--max-assets", "0", "a whole number 1 or more"],
    ["--max-assets", "-1", "a whole number 1 or more"],
    ["--max-assets", "2.5", "a whole number 1 or more"],
    ["--max-assets", "1e6", "a whole number 1 or more"],
    ["--max-bytes", "0", "a whole number 1 or more"],
    ["--max-bytes", "-16", "a whole number 1 or more"],
    ["--max-bytes", "0.5", "a whole number 1 or more"],
    ["--max-bytes", "16MiB", "a whole number 1 or more"],
  ])("%s %j is refused", async (flag, value, expected) => {
    await expect(parseCliArgs(["apply", `${flag}=${value}`], TERMINALS)).rejects.toThrow(
      expect.objectContaining({
        name: "UsageError",
        message: `${flag} must be ${expected}; got '${value}'.`,
      }),
    );
  });

  it("reads valid ones", async () => {
    const settings = await parseCliArgs(
      [
        "apply",
        "--max-change-percent=12.5",
        "--min-assets-for-ratio=0",
        "--max-changes=40",
        "--concurrency=64",
        "--deadline=90",
        "--request-timeout=120",
      ],
      TERMINALS,
    );
    expect(settings).toMatchObject({
      limits: { maxChangeRatio: 0.125, minAssetsForRatio: 0, maxChanges: 40 },
      concurrency: 64,
      deadlineMs: 90_000,
      connection: { requestTimeoutMs: 120_000 },
    });
  });
});

describe("the inventory caps are settings of every command that reads the inventory", () => {
  const REQUIRED: Record<string, string[]> = {
    "policy check": ["--plan=p"],
    "patches draft": ["--source=grid-vendor", "--advisories=csaf"],
  };
  it.each(["validate", "plan", "apply", "drift", "fmt", "policy check", "patches draft"])(
    "%s takes --max-assets and --max-bytes, and defaults to 100,000 assets and 16 MiB",
    async (command) => {
      const words = [...command.split(" "), ...(REQUIRED[command] ?? [])];
      expect(await parseCliArgs(words, TERMINALS)).toMatchObject({
        source: { maxAssets: 100_000, maxBytes: 16 * 1024 * 1024 },
      });
      expect(
        await parseCliArgs([...words, "--max-assets=1000000", "--max-bytes=268435456"], TERMINALS),
      ).toMatchObject({ source: { maxAssets: 1_000_000, maxBytes: 268_435_456 } });
    },
  );

  it.each(["validate", "plan", "drift", "fmt"])(
    "%s refuses --max-assets 0 naming the flag",
    async (command) => {
      await expect(parseCliArgs([command, "--max-assets=0"], TERMINALS)).rejects.toThrow(
        "--max-assets must be a whole number 1 or more; got '0'.",
      );
    },
  );
});

describe("colour is decided per stream", () => {
  it.each(cases)("%s", async (_name, entry) => {
    for (const command of ["validate", "plan", "apply"]) {
      const settings = await parseCliArgs([command, ...(entry.flags ?? [])], {
        env: entry.env ?? {},
        cwd: "/repo",
        stdoutIsTTY: entry.stdoutIsTTY,
        stderrIsTTY: entry.stderrIsTTY,
      });
      expect(settings).toMatchObject({ command, color: entry.expected });
    }
  });
});

describe("diagnostics follow standard error's colour, not standard output's", () => {
  it.each([
    [false, true, 'inventory/bad.yaml:2:1: \u001B[1;31merror:\u001B[0m unknown key "asets"'],
    [true, false, 'inventory/bad.yaml:2:1: error: unknown key "asets"'],
  ])("stdout a TTY: %s, stderr a TTY: %s", async (stdoutIsTTY, stderrIsTTY, expected) => {
    const cwd = await mkdtemp(join(tmpdir(), "cip-sync-colour-"));
    try {
      await mkdir(join(cwd, "inventory"));
      await writeFile(join(cwd, "inventory", "bad.yaml"), "cyber_system: EMS\nasets: {}\n");
      let stderr = "";
      const code = await runCli(["validate"], {
        env: {},
        cwd,
        stdoutIsTTY,
        stderrIsTTY,
        stdinIsTTY: false,
        stdout: () => {},
        stderr: (text) => {
          stderr += text;
        },
        waitForStop: async () => {},
      });
      expect(code).toBe(1);
      expect(stderr).toContain(expected);
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });
});

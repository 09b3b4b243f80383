// Runs the bundled CLI (dist/cli/index.js) as a user would, in a child process.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { staleBundlesProblem } from "../../scripts/source-digest.ts";

export const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
export const bundledCli = `${repositoryRoot}dist/cli/index.js`;

const { version: packageVersion } = JSON.parse(
  readFileSync(`${repositoryRoot}package.json`, "utf8"),
) as { version: string };

/**
 * What `cip-sync --version` prints from a dist/ built between releases: package.json's X.Y.Z-dev
 * and the commit the bundles were built from (modified, when built from uncommitted sources).
 */
export const DEVELOPMENT_VERSION_LINE = new RegExp(
  `^cip-sync ${packageVersion.replaceAll(".", "\\.")}\\+([0-9a-f]{12})(\\.modified)? \\(a development build of the sources as last changed by commit \\1(, with changes that were not committed)?, not a release\\)\n$`,
);

let bundlesChecked = false;

/**
 * Stops an end-to-end test that would run a dist/ built from other sources than the tree holds:
 * it would test other code than the change. Checked once per worker: dist/ does not change during
 * a run.
 */
export function requireCurrentBundles(): void {
  if (bundlesChecked) return;
  const problem = staleBundlesProblem(repositoryRoot.replace(/\/$/, ""));
  if (problem !== undefined) {
    throw new Error(`${problem} The end-to-end tests run dist/, as the Actions runner does.`);
  }
  bundlesChecked = true;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runBundledCli(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; input?: string },
): Promise<CliRun> {
  requireCurrentBundles();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundledCli, ...args], {
      cwd: options.cwd,
      // A clean environment: nothing of the developer's (or CI's) CIP_* settings leaks in.
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}

export interface InProcessOptions {
  cwd: string;
  env?: Record<string, string>;
  stdinIsTTY?: boolean;
  stderrIsTTY?: boolean;
  /** The answer typed at a confirmation prompt. */
  answer?: string;
  /** Called with a function that delivers one SIGINT to the run, as soon as the run listens. */
  onInterruptible?: (interrupt: () => void) => void;
  now?: () => number;
  /** Resolves when the run is to stop, as Ctrl-C would (the emulator serves until then). */
  waitForStop?: () => Promise<void>;
  /** Sees standard output as it is written, for a run that prints how to reach it and then waits. */
  onStdout?: (text: string) => void;
  /** Sees standard error as it is written, for a run that says it is waiting. */
  onStderr?: (text: string) => void;
  /**
   * The bin entry a ledger command starts its own threads from (SOURCE_BIN_ENTRY), as the bundle
   * does; without it, the command does their work in this thread.
   */
  ledgerThreadEntry?: URL;
}

export interface InProcessRun extends CliRun {
  /** The questions asked at the prompt. */
  asked: string[];
  /** The code passed to exitNow (a second interrupt), if any. */
  exitedWith?: number;
}

/** Runs `runCli` in this process with captured streams: the fast way to test the command line. */
export async function runCliInProcess(
  args: readonly string[],
  options: InProcessOptions,
): Promise<InProcessRun> {
  const { runCli } = await import("../../src/cli/main.ts");
  let stdout = "";
  let stderr = "";
  const asked: string[] = [];
  const run: InProcessRun = { code: null, stdout: "", stderr: "", asked };
  run.code = await runCli(args, {
    env: { NO_COLOR: "1", ...options.env },
    cwd: options.cwd,
    stdout: (text) => {
      stdout += text;
      options.onStdout?.(text);
    },
    stderr: (text) => {
      stderr += text;
      options.onStderr?.(text);
    },
    stdoutIsTTY: false,
    stderrIsTTY: options.stderrIsTTY ?? false,
    stdinIsTTY: options.stdinIsTTY ?? false,
    waitForStop: options.waitForStop ?? (async () => {}),
    ask: async (question) => {
      asked.push(question);
      return options.answer ?? "";
    },
    onInterrupt: (listener) => {
      options.onInterruptible?.(listener);
      return () => {};
    },
    exitNow: (code) => {
      run.exitedWith = code;
    },
    ...(options.now !== undefined ? { now: options.now } : {}),
    ...(options.ledgerThreadEntry !== undefined
      ? { ledgerThreadEntry: options.ledgerThreadEntry }
      : {}),
  });
  return { ...run, stdout, stderr };
}

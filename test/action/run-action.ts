// Runs the Action as the GitHub runner does, in this process (runInProcess) or the bundle
// dist/index.js in a child process (runBundledAction): inputs as INPUT_* variables (name upper-cased,
// spaces to "_", hyphens kept), the event as a JSON file, the GitHub API at the fake server's URL.
import { spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { EOL } from "node:os";
import * as core from "@actions/core";
import { vi } from "vitest";
import { type EntryOptions, runEntry } from "../../src/action/main.ts";
import { coreSink, type RunnerSink } from "../../src/action/run/reporter.ts";
import type { ActionSettings } from "../../src/action/settings/settings.ts";
import type { GitHubClient } from "../../src/github/client.ts";
import { repositoryRoot, requireCurrentBundles } from "../support/cli.ts";
import { type ActionRunOptions, prepareRun, workspaceOf } from "./action-env.ts";

export { type ActionRunOptions, INPUT_DEFAULTS, workspaceOf } from "./action-env.ts";

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Every file the run left under RUNNER_TEMP: path relative to it -> content. */
  tempFiles: Map<string, string>;
  runnerTemp: string;
}

import { unthrottledGitHubClient } from "../support/github-client.ts";

export const bundledAction = `${repositoryRoot}dist/index.js`;

/** Runs the bundle in a child process, as the runner does. */
export function runBundledAction(options: ActionRunOptions): Promise<ActionRun> {
  requireCurrentBundles();
  return runActionBundle(bundledAction, options);
}

/** Runs the Action's entry `bundle` (another copy of dist/index.js) as the runner does. */
export async function runActionBundle(
  bundle: string,
  options: ActionRunOptions,
): Promise<ActionRun> {
  const prepared = await prepareRun(options);
  const { code, stdout, stderr } = await new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
  }>((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], {
      cwd: workspaceOf(options.dir),
      env: { ...prepared.env, ...prepared.inputs },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("close", (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });

  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(prepared.outputPath, "utf8")),
    summary: await readFile(prepared.summaryPath, "utf8"),
    tempFiles: await readTree(prepared.runnerTemp),
    runnerTemp: prepared.runnerTemp,
  };
}

/** The run's token and API URL on the unthrottled client: in process, nothing asserts spacing. */
function unthrottledGitHub(settings: ActionSettings): GitHubClient {
  return unthrottledGitHubClient(settings.githubToken, settings.context.apiUrl);
}

/**
 * Runs the Action's entry in this process, as @github/local-action does: the inputs as INPUT_*
 * variables of this process (restored afterwards), the runner's variables given to the entry, and
 * a sink that writes the log through @actions/core onto a captured stdout (the raw lines the
 * runner would parse) and records outputs, summary and failure.
 */
export async function runInProcess(
  options: ActionRunOptions,
  entryOptions: Omit<EntryOptions, "sink"> = {},
): Promise<ActionRun> {
  const prepared = await prepareRun(options);
  const outputs: Record<string, string> = {};
  let summary = "";
  let failed = false;
  const sink: RunnerSink = {
    ...coreSink,
    setOutput: (name, value) => {
      outputs[name] = value;
    },
    appendSummary: async (markdown) => {
      summary += `${markdown}${EOL}`;
    },
    setFailed: (message) => {
      failed = true;
      core.error(message);
    },
  };
  for (const [name, value] of Object.entries(prepared.inputs)) vi.stubEnv(name, value);
  let stdout = "";
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  }) as typeof process.stdout.write;
  try {
    // The file system's answer is stated, not asked: a test's workspace is not a git checkout, and
    // on a machine whose file system ignores case (macOS) the policy would refuse every change.
    const caseSensitive = () => Promise.resolve(false);
    await runEntry(prepared.env, {
      createGitHub: unthrottledGitHub,
      ignoresCase: caseSensitive,
      ...entryOptions,
      sink,
    });
  } finally {
    process.stdout.write = write;
    vi.unstubAllEnvs();
  }
  return {
    code: failed ? 1 : 0,
    stdout,
    stderr: "",
    outputs,
    summary,
    tempFiles: await readTree(prepared.runnerTemp),
    runnerTemp: prepared.runnerTemp,
  };
}

/** The GITHUB_OUTPUT file: `name<<DELIMITER`, value lines, `DELIMITER`, as @actions/core writes. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  let index = 0;
  while (index < lines.length) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[index] ?? "");
    index += 1;
    if (match === null) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    while (index < lines.length && lines[index] !== delimiter) value.push(lines[index++]!);
    index += 1;
    outputs[name!] = value.join("\n");
  }
  return outputs;
}

async function readTree(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length + 1), await readFile(path, "utf8"));
  }
  return files;
}

/** `::error file=...,line=...,col=...::message` workflow commands in the output. */
export function annotations(
  stdout: string,
): { kind: string; properties: string; message: string }[] {
  return [...stdout.matchAll(/^::(error|warning|notice)(?: ([^:]*))?::(.*)$/gm)].map((match) => ({
    kind: match[1]!,
    properties: match[2] ?? "",
    message: match[3]!,
  }));
}

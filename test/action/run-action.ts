// Runs the bundled Action (dist/index.js) as the GitHub runner does: inputs as INPUT_* variables
// (name upper-cased, spaces to "_", hyphens kept), the event as a JSON file, outputs and the job
// summary as files, and the GitHub API at the fake server's URL.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { repositoryRoot, requireCurrentBundles } from "../support/cli.ts";

export const bundledAction = `${repositoryRoot}dist/index.js`;

/**
 * What the runner gives the step when the workflow leaves an input out: action.yml's defaults,
 * with an expression (github-token's `${{ github.token }}`) as empty, since no runner evaluates it.
 */
const INPUT_DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries(
    (
      parse(readFileSync(`${repositoryRoot}action.yml`, "utf8")) as {
        inputs: Record<string, { default?: string }>;
      }
    ).inputs,
  ).map(([name, input]) => [name, /\$\{\{/.test(input.default ?? "") ? "" : (input.default ?? "")]),
);

export interface ActionRunOptions {
  /** The job's directory: GITHUB_WORKSPACE (the checkout) and RUNNER_TEMP live under it. */
  dir: string;
  inputs: Record<string, string>;
  eventName: string;
  event: unknown;
  githubApiUrl: string;
  sha: string;
  ref: string;
  repository?: string;
  runId?: string;
}

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

export function workspaceOf(dir: string): string {
  return join(dir, "workspace");
}

let runs = 0;

export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  runs += 1;
  const runId = options.runId ?? String(1000 + runs);
  const runDir = join(options.dir, `run-${runId}`);
  const runnerTemp = join(runDir, "temp");
  await mkdir(runnerTemp, { recursive: true });
  const eventPath = join(runDir, "event.json");
  const outputPath = join(runDir, "output");
  const summaryPath = join(runDir, "summary.md");
  await writeFile(eventPath, JSON.stringify(options.event));
  await writeFile(outputPath, "");
  await writeFile(summaryPath, "");

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: options.githubApiUrl,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_REPOSITORY: options.repository ?? "grid-east/inventory",
    GITHUB_SHA: options.sha,
    GITHUB_REF: options.ref,
    GITHUB_RUN_ID: runId,
    GITHUB_ACTOR: "carol",
    GITHUB_WORKSPACE: workspaceOf(options.dir),
    RUNNER_TEMP: runnerTemp,
  };
  for (const [name, value] of Object.entries({ ...INPUT_DEFAULTS, ...options.inputs })) {
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  }

  requireCurrentBundles();
  const { code, stdout, stderr } = await new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
  }>((resolve, reject) => {
    const child = spawn(process.execPath, [bundledAction], {
      cwd: workspaceOf(options.dir),
      env,
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
    outputs: parseOutputFile(await readFile(outputPath, "utf8")),
    summary: await readFile(summaryPath, "utf8"),
    tempFiles: await readTree(runnerTemp),
    runnerTemp,
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

// The runner's environment for one run of the Action: the job's directories, the event file, the
// output and summary files, the runner's variables and the inputs as INPUT_* variables (action.yml's
// defaults for those left out). Shared by the tests' runners (run-action.ts) and the benchmark,
// which runs the Action in process without vitest.
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { repositoryRoot } from "../support/cli.ts";
import { webhookProblems } from "../support/github-api-check.ts";
import { SCENARIO_LEDGER_KEY } from "../support/ledger-writer-key.ts";

/**
 * What the runner gives the step when the workflow leaves an input out: action.yml's defaults,
 * with an expression (github-token's `${{ github.token }}`) as empty, since no runner evaluates it.
 */
export const INPUT_DEFAULTS: Record<string, string> = Object.fromEntries(
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
  /** GITHUB_SERVER_URL, the web address links are built from; default https://github.com. */
  githubServerUrl?: string;
  /** More of the runner's environment (HTTPS_PROXY, NODE_EXTRA_CA_CERTS, ...). */
  env?: Record<string, string>;
  sha: string;
  ref: string;
  repository?: string;
  runId?: string;
}

export function workspaceOf(dir: string): string {
  return join(dir, "workspace");
}

let runs = 0;

export interface PreparedRun {
  env: Record<string, string>;
  /** INPUT_* variables, as the runner sets them for the step. */
  inputs: Record<string, string>;
  outputPath: string;
  summaryPath: string;
  runnerTemp: string;
}

/** The run's directory, event file, output and summary files, and its environment. */
export async function prepareRun(options: ActionRunOptions): Promise<PreparedRun> {
  runs += 1;
  const runId = options.runId ?? String(1000 + runs);
  const runDir = join(options.dir, `run-${runId}`);
  const runnerTemp = join(runDir, "temp");
  await mkdir(runnerTemp, { recursive: true });
  const eventPath = join(runDir, "event.json");
  const outputPath = join(runDir, "output");
  const summaryPath = join(runDir, "summary.md");
  // The Action is never tested on a payload GitHub cannot send.
  const problems = webhookProblems(options.eventName, options.event);
  if (problems.length > 0) throw new Error(`test event payload: ${problems.join("; ")}`);
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
    GITHUB_SERVER_URL: options.githubServerUrl ?? "https://github.com",
    GITHUB_REPOSITORY: options.repository ?? "grid-east/inventory",
    GITHUB_SHA: options.sha,
    GITHUB_REF: options.ref,
    GITHUB_RUN_ID: runId,
    GITHUB_ACTOR: "carol",
    GITHUB_WORKSPACE: workspaceOf(options.dir),
    RUNNER_TEMP: runnerTemp,
    ...options.env,
  };
  const inputs: Record<string, string> = {};
  // The documented jobs: the apply, queue and drift jobs hold the writer's key, the pull request's
  // job never does (docs/ledger-writer.md); a test that says otherwise gives input ledger-key.
  const signing = options.eventName.startsWith("pull_request")
    ? {}
    : { "ledger-key": SCENARIO_LEDGER_KEY };
  for (const [name, value] of Object.entries({
    ...INPUT_DEFAULTS,
    ...signing,
    ...options.inputs,
  })) {
    inputs[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  }
  return { env, inputs, outputPath, summaryPath, runnerTemp };
}

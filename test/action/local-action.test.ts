// `npm run local-action` with `.env.example`, as @github/local-action runs it but in process and
// without fetching it: the file's variables, each empty input replaced by action.yml's default (as
// local-action does), the emulator on loopback in place of 127.0.0.1:8787, and a GitHub client
// that records and refuses every request. The example must plan without any GitHub call.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { getOctokit } from "@actions/github";
import { describe, expect, it, onTestFinished } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import { repositoryRoot } from "../support/cli.ts";
import { INPUT_DEFAULTS, runInProcess } from "./run-action.ts";

const EXAMPLE_URL = "http://127.0.0.1:8787";

/** `.env.example`'s variables, with `changes` applied (a value of undefined removes one). */
async function exampleEnv(changes: Record<string, string | undefined>) {
  const env: Record<string, string | undefined> = {
    ...parseEnv(await readFile(join(repositoryRoot, ".env.example"), "utf8")),
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The inputs as local-action gives them: every input unset or empty takes action.yml's default. */
function localActionInputs(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(INPUT_DEFAULTS).map(([name, fallback]) => {
      const value = env[`INPUT_${name.toUpperCase()}`];
      return [name, value === undefined || value === "" ? fallback : value];
    }),
  );
}

async function runExample(changes: Record<string, string | undefined> = {}) {
  const env = await exampleEnv(changes);
  const dir = await mkdtemp(join(tmpdir(), "cip-local-action-"));
  const seed = parseEmulatorSeed(
    await readFile(join(repositoryRoot, "examples/emulator-seed.json"), "utf8"),
    "examples/emulator-seed.json",
  );
  const emulator = await startEmulator({ seed, host: "127.0.0.1", port: 0 });
  onTestFinished(async () => {
    await emulator.close();
    await rm(dir, { recursive: true, force: true });
  });
  const inputs = localActionInputs(env);
  expect(inputs["api-url"]).toBe(EXAMPLE_URL);
  const githubRequests: string[] = [];
  const refusingFetch = (url: string | URL | Request) => {
    githubRequests.push(String(url));
    return Promise.reject(new Error("no GitHub network in a local run"));
  };
  const run = await runInProcess(
    {
      dir,
      inputs: { ...inputs, "api-url": emulator.url },
      eventName: env.GITHUB_EVENT_NAME!,
      event: {},
      githubApiUrl: "http://127.0.0.1:9",
      sha: env.GITHUB_SHA!,
      ref: env.GITHUB_REF!,
      repository: env.GITHUB_REPOSITORY!,
      env: { GITHUB_WORKSPACE: resolve(repositoryRoot, env.GITHUB_WORKSPACE!) },
    },
    {
      createGitHub: (settings) =>
        getOctokit(settings.githubToken, {
          baseUrl: settings.context.apiUrl,
          request: { fetch: refusingFetch, retries: 0 },
        }),
    },
  );
  return { run, githubRequests, mutations: emulator.mutatingRequestCount() };
}

describe("npm run local-action with .env.example", () => {
  it("plans against the emulator, keeps no ledger, and calls no GitHub API", async () => {
    const { run, githubRequests, mutations } = await runExample();
    expect(run.code).toBe(0);
    expect(run.outputs.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(run.outputs["plan-file"]).toBeDefined();
    expect(run.outputs["evidence-record"]).toBeDefined();
    expect(run.outputs["failure-reason"]).toBeUndefined();
    expect(run.stdout).toContain("No evidence ledger (input evidence-branch is none or empty)");
    expect(githubRequests).toEqual([]);
    expect(mutations).toBe(0);
  });

  it("would write the ledger with an empty evidence-branch, which local-action makes the default", async () => {
    const { run, githubRequests } = await runExample({ "INPUT_EVIDENCE-BRANCH": "" });
    expect(run.stdout).not.toContain("No evidence ledger");
    expect(githubRequests.length).toBeGreaterThan(0);
    expect(run.outputs["failure-reason"]).toBe("evidence");
  });
});

// @github/local-action's runs, in process and without fetching it. `.env.example` run directly: the
// file's variables, each empty input replaced by action.yml's default (as local-action does), the
// emulator on loopback in place of 127.0.0.1:8787, and a GitHub client that records and refuses
// every request: the drift check must plan without any GitHub call. `npm run local-action`: the
// environment scripts/local-action.ts composes from `.env.example`, against its emulator and GitHub
// stand-in: the pull request is planned and commented on, and no connection leaves 127.0.0.1.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { getOctokit } from "@actions/github";
import { describe, expect, it, onTestFinished } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import {
  envFileText,
  localRunEnv,
  PULL_REQUEST,
  pullRequestEvent,
  startStandIns,
} from "../../scripts/local-action.ts";
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

describe("local-action run directly with .env.example: the drift check", () => {
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

describe("npm run local-action: the pull-request plan against the stand-ins", () => {
  it.each([
    ["INPUT_API-KEY", "a-key-of-the-user"],
    ["INPUT_GITHUB-TOKEN", "ghp_personalTokenOfTheUser0"],
    ["INPUT_POLICY-TOKEN", "ghs_policyTokenOfTheUser0"],
    ["INPUT_SOURCE-TOKEN", "netbox-token-of-the-user"],
    ["INPUT_NOTIFY-URL", "https://hooks.example/services/T0/B0/webhook-secret"],
    ["HTTPS_PROXY", "http://user:proxy-secret@proxy.example:3128"],
  ])("leaves %s of .env out of the derived file", (name, value) => {
    const env = localRunEnv(
      { [name]: value, INPUT_WORKSPACE: "default" },
      {
        emulatorUrl: "http://127.0.0.1:1",
        apiKey: "demo-key",
        githubApiUrl: "http://127.0.0.1:2",
        eventPath: "event.json",
      },
    );
    expect(envFileText(env)).not.toContain(value);
    expect(env.INPUT_WORKSPACE).toBe("default");
  });

  it("plans the stand-in's pull request, comments on it, and connects only to 127.0.0.1", async () => {
    const standIns = await startStandIns(repositoryRoot);
    const dir = await mkdtemp(join(tmpdir(), "cip-local-pr-"));
    onTestFinished(async () => {
      await standIns.close();
      await rm(dir, { recursive: true, force: true });
    });
    const eventPath = join(dir, "pull-request-event.json");
    await writeFile(eventPath, JSON.stringify(pullRequestEvent()));
    const env = localRunEnv(
      // A .env of someone who also runs against GitHub: their token and proxy stay out.
      await exampleEnv({
        "INPUT_GITHUB-TOKEN": "ghp_personalTokenOfTheUser0",
        HTTPS_PROXY: "http://user:proxy-secret@proxy.example:3128",
      }),
      {
        emulatorUrl: standIns.emulator.url,
        apiKey: standIns.apiKey,
        githubApiUrl: standIns.github.apiUrl,
        eventPath,
      },
    );
    // The file the script hands local-action reads back as the same variables.
    const envFile = envFileText(env);
    expect(parseEnv(envFile)).toEqual(env);
    expect(envFile).not.toMatch(/ghp_personalTokenOfTheUser0|proxy-secret|proxy\.example/);

    const addresses: string[] = [];
    // Every host name this process looks up and every TCP connection it attempts, by any client.
    const onSocket = (message: unknown) => {
      const { socket } = message as { socket: Socket };
      socket.on("lookup", (_error: unknown, _address: unknown, _family: unknown, host: string) => {
        addresses.push(host);
      });
      socket.on("connectionAttempt", (ip: string) => {
        addresses.push(ip);
      });
    };
    subscribe("net.client.socket", onSocket);
    onTestFinished(() => {
      unsubscribe("net.client.socket", onSocket);
    });
    const runnerVariables = Object.fromEntries(
      Object.entries(env).filter(
        ([name]) =>
          name.startsWith("GITHUB_") &&
          name !== "GITHUB_STEP_SUMMARY" &&
          name !== "GITHUB_WORKSPACE",
      ),
    );
    const run = await runInProcess({
      dir,
      inputs: localActionInputs(env),
      eventName: env.GITHUB_EVENT_NAME!,
      // The script's own event file (GITHUB_EVENT_PATH in `env` names it), checked as every
      // test's payload is against GitHub's webhook schemas.
      event: JSON.parse(await readFile(env.GITHUB_EVENT_PATH!, "utf8")) as unknown,
      githubApiUrl: env.GITHUB_API_URL!,
      sha: env.GITHUB_SHA!,
      ref: env.GITHUB_REF!,
      env: { ...runnerVariables, GITHUB_WORKSPACE: resolve(repositoryRoot, env.GITHUB_WORKSPACE!) },
    });

    expect(run.outputs["failure-reason"]).toBeUndefined();
    expect(run.code).toBe(0);
    expect(run.outputs.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    const comments = standIns.github.commentsOn(PULL_REQUEST);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain(run.outputs.fingerprint);
    expect(comments[0]!.body).toContain("deletes 1 cyber asset");
    // The delete label goes on the pull request, as on GitHub.
    expect(standIns.github.pulls[0]!.labels).toEqual(["inventory-deletes"]);
    expect(standIns.emulator.mutatingRequestCount()).toBe(0);
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses)).toEqual(new Set(["127.0.0.1"]));
    // Issue 90: .env.example sets evidence-branch to none, and the log says what it is set to.
    expect(run.stdout).toContain(
      "No evidence ledger (input evidence-branch is none or empty): the owner policy is judged at the base commit",
    );
  });
});

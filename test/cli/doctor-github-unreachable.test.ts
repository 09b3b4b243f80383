// Issue 88, "Smaller" and item 5's last sentence: `cip-sync doctor --repo` with GitHub unreachable
// retried each request for about 53 s and reported "HTTP 500", and a rejected token read "HTTP 401:
// Unknown error". Doctor asks GitHub within a bounded budget (one retry, a deadline for all of its
// requests): against a loopback server that drops every connection, or answers 500, it makes two
// attempts at the first request and no other, and says GitHub could not be reached, without
// "HTTP 500" for a connection that got no answer; a 401 names GITHUB_TOKEN and says how to fix
// it. Each GitHub check fails (exit 1); the attempts are counted, never the clock.
// Issue 98, item 6: a repository GitHub answers 404 for (a name mistyped, or a token that may not
// see it) is said so, once, instead of four "deviates" with ruleset advice; and a GraphQL call that
// fails fails its own check, not the command: the other checks are still made and reported.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DOCTOR_GITHUB_BUDGET } from "../../src/cli/service/doctor-github.ts";
import { startEmulator, type RunningEmulator } from "../../src/emulator/server.ts";
import { EAST_KEY, seed } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";

const TOKEN = "ghp_doctorUnreachable0000001";
let service: RunningEmulator;
let server: Server | undefined;
const paths: string[] = [];

beforeEach(async () => {
  service = await startEmulator({ seed });
  paths.length = 0;
});

afterEach(async () => {
  await service.close();
  if (server !== undefined) await new Promise((done) => server?.close(done));
  server = undefined;
});

/** A loopback "GitHub" that records each request's path and answers with `answer`. */
async function startGitHub(answer: "drop" | 500): Promise<string> {
  server = createServer((request, response) => {
    paths.push(request.url ?? "");
    if (answer === "drop") request.socket.destroy();
    else {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: "Internal Server Error" }));
    }
  });
  await new Promise<void>((listening) => server?.listen(0, "127.0.0.1", listening));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

async function doctor(apiUrl: string, token = TOKEN, repo = "grid-east/inventory") {
  const run = await runCliInProcess(["doctor", "--repo", repo, "--format", "json"], {
    cwd: process.cwd(),
    env: {
      CIP_API_URL: service.url,
      CIP_API_KEY: EAST_KEY,
      GITHUB_TOKEN: token,
      GITHUB_API_URL: apiUrl,
    },
  });
  const report = JSON.parse(run.stdout) as {
    checks: { name: string; outcome: string; detail: string; fix?: string }[];
  };
  const github = report.checks.filter(({ name }) =>
    ["policy status", "ledger", "approvals", "writer"].includes(name),
  );
  return { run, github, checks: report.checks };
}

describe("cip-sync doctor --repo with GitHub unreachable", () => {
  it("keeps its budget: one retry, and every request within a deadline that answers in under 15 s", () => {
    const { retries, retryWaitMs, deadlineMs } = DOCTOR_GITHUB_BUDGET;
    expect(retries).toBe(1);
    // The deadline ends every request; a retry begun before it waits at most once more.
    expect(deadlineMs + retries * retryWaitMs).toBeLessThan(15_000);
  });

  it.each([
    [
      "drops every connection",
      "drop" as const,
      /could not be reached at http:\/\/127\.0\.0\.1:\d+ \(GET \/repos\/grid-east\/inventory: (?!HTTP)/,
    ],
    [
      "answers 500",
      500 as const,
      /could not be reached at http:\/\/127\.0\.0\.1:\d+ \(GET \/repos\/grid-east\/inventory: HTTP 500: Internal Server Error/,
    ],
  ])(
    "that %s: two attempts at the first request, then every GitHub check fails saying so",
    async (_case, answer, detail) => {
      const { run, github } = await doctor(await startGitHub(answer));
      expect(paths).toEqual(["/repos/grid-east/inventory", "/repos/grid-east/inventory"]);
      expect(github.map(({ name, outcome }) => [name, outcome])).toEqual([
        ["policy status", "failed"],
        ["ledger", "failed"],
        ["approvals", "failed"],
        ["writer", "failed"],
      ]);
      for (const check of github) {
        expect(check.detail).toMatch(detail);
        expect(check.detail).toContain("none of the repository's checks was made");
        expect(check.fix).toContain("GITHUB_API_URL");
      }
      expect(run.code).toBe(1);
      expect(run.stdout + run.stderr).not.toContain(TOKEN);
    },
  );
});

describe("cip-sync doctor --repo with a token GitHub refuses", () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub({ owner: "grid-east", repo: "inventory", tokens: {} });
  });
  afterEach(() => fake.close());

  it("names GITHUB_TOKEN and says how to fix it, after one request", async () => {
    const { run, github } = await doctor(fake.url);
    expect(fake.requests.map(({ path }) => path)).toEqual(["/repos/grid-east/inventory"]);
    for (const check of github) {
      expect(check.outcome).toBe("failed");
      expect(check.detail).toBe(
        "grid-east/inventory: GitHub refused the token in GITHUB_TOKEN (GET /repos/grid-east/inventory: HTTP 401: Bad credentials): none of the repository's checks was made",
      );
      expect(check.fix).toMatch(
        /^set GITHUB_TOKEN to a token that is valid \(not expired or revoked\)/,
      );
    }
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  });
});

describe("cip-sync doctor --repo with a repository GitHub answers 404 for", () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub({
      owner: "grid-east",
      repo: "inventory",
      tokens: { [TOKEN]: { kind: "user", login: "carol" } },
    });
  });
  afterEach(() => fake.close());

  it("says it is not found or not visible to the token, after one request, and asks nothing else", async () => {
    const { run, github, checks } = await doctor(fake.url, TOKEN, "grid-east/invntory");
    expect(fake.requests.map(({ path }) => path)).toEqual(["/repos/grid-east/invntory"]);
    expect(github.map(({ outcome }) => outcome)).toEqual(["failed", "failed", "failed", "failed"]);
    for (const check of github) {
      expect(check.detail).toMatch(
        /^grid-east\/invntory: GitHub answered 404 for GET \/repos\/grid-east\/invntory: not found or not visible to this token; none of the repository's checks was made$/,
      );
      expect(check.detail).not.toMatch(/ruleset|protected/);
      expect(check.fix).toMatch(/--repo OWNER\/REPO/);
    }
    // The service's checks are made and reported all the same.
    expect(checks.find(({ name }) => name === "key")?.outcome).toBe("ok");
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  });
});

describe("cip-sync doctor --repo with a GraphQL call that fails", () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub({
      owner: "grid-east",
      repo: "inventory",
      tokens: { [TOKEN]: { kind: "user", login: "carol" } },
    });
    fake.defaultBranch = "trunk";
    // cip-ledger.yaml is read through GraphQL, which answers with an error for it.
    fake.policy.failing.add("trunk:cip-ledger.yaml");
  });
  afterEach(() => fake.close());

  it("fails the writer check alone, with why, and still makes and reports every other check", async () => {
    const { run, github, checks } = await doctor(fake.url);
    expect(run.stderr).toBe("");
    expect(github.map(({ name, outcome }) => [name, outcome])).toEqual([
      ["policy status", "deviates"],
      ["ledger", "ok"],
      ["approvals", "ok"],
      ["writer", "failed"],
    ]);
    const writer = github[3]!;
    expect(writer.detail).toContain("Something went wrong reading trunk:cip-ledger.yaml");
    expect(writer.fix).toMatch(/run cip-sync doctor again/);
    // The writer's key environment is still read (REST), after the GraphQL call failed.
    expect(fake.requests.map(({ path }) => path)).toContain(
      "/repos/grid-east/inventory/environments/inventory-production",
    );
    expect(checks.find(({ name }) => name === "key")?.outcome).toBe("ok");
    expect(run.code).toBe(1);
  });
});

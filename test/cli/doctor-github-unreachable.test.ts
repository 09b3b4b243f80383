// Issue 88, "Smaller" and item 5's last sentence: `cip-sync doctor --repo` with GitHub unreachable
// retried each request for about 53 s and reported "HTTP 500", and a rejected token read "HTTP 401:
// Unknown error". Doctor asks GitHub within a bounded budget (one retry, a deadline for all of its
// requests): against a loopback server that drops every connection, or answers 500, it makes two
// attempts at the first request and no other, and says GitHub could not be reached, without
// "HTTP 500" for a connection that got no answer; a 401 names GITHUB_TOKEN and says how to fix
// it. Each GitHub check fails (exit 1); the attempts are counted, never the clock.
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

async function doctor(apiUrl: string, token = TOKEN) {
  const run = await runCliInProcess(
    ["doctor", "--repo", "grid-east/inventory", "--format", "json"],
    {
      cwd: process.cwd(),
      env: {
        CIP_API_URL: service.url,
        CIP_API_KEY: EAST_KEY,
        GITHUB_TOKEN: token,
        GITHUB_API_URL: apiUrl,
      },
    },
  );
  const report = JSON.parse(run.stdout) as {
    checks: { name: string; outcome: string; detail: string; fix?: string }[];
  };
  const github = report.checks.filter(({ name }) =>
    ["policy status", "ledger", "approvals", "writer"].includes(name),
  );
  return { run, github };
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

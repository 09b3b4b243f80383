// `cip-sync doctor`'s check `writer` reads the boundary the writer's key rests on (issue 88, item 5):
// the environment that holds the key (--ledger-environment, default inventory-production) must give
// its secrets to the default branch alone, the workflows on the default branch that name it are
// listed (each gets the key), and nobody may bypass the rulesets that keep the evidence branch from
// deletion and force pushes. An environment without a branch policy ("No restriction", as GitHub
// creates one), "Protected branches only", other patterns, a token that cannot read it, or a
// bypass list that names anyone or cannot be seen fails the check (exit 1), with the fix; doctor
// only reads. In process against a healthy emulator and the fake GitHub.
import { generateKeyPairSync } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../src/emulator/server.ts";
import { EAST_KEY, seed } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import type { FakeEnvironment, FakeRuleset } from "../support/fake-github-environments.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";

const TOKEN = "ghp_doctorBoundaryNeverShown2";
let github: FakeGitHub;
let service: RunningEmulator;

const WRITER_KEY = generateKeyPairSync("ed25519")
  .publicKey.export({ type: "spki", format: "pem" })
  .toString()
  .trim()
  .replace(/\n/g, "\n    ");
const STARTED = `version: 1\nwriter_keys:\n  - |\n    ${WRITER_KEY}\nstarts:\n  default: { sequence: 4, sha256: "${"a".repeat(64)}" }\n`;
const APPLY = `on: push\njobs:\n  apply:\n    runs-on: ubuntu-latest\n    environment: inventory-production\n    steps: [{ run: "true" }]\n  plan:\n    runs-on: ubuntu-latest\n    steps: [{ run: "true" }]\n`;
const DRIFT = `on: { schedule: [{ cron: "17 6 * * 1-5" }] }\njobs:\n  drift:\n    runs-on: ubuntu-latest\n    environment: { name: inventory-production }\n    steps: [{ run: "true" }]\n`;

beforeEach(async () => {
  service = await startEmulator({ seed });
  github = await startFakeGitHub({
    owner: "grid-east",
    repo: "inventory",
    tokens: { [TOKEN]: { kind: "user", login: "carol" } },
  });
  github.defaultBranch = "trunk";
  github.git.rulesByBranch.set("trunk", {
    rules: [{ requiredStatusChecks: ["cip-sync/policy"], rulesetId: 42 }, { requiredApprovals: 1 }],
    protection: null,
  });
  github.policy.addFile("trunk", "cip-ledger.yaml", STARTED);
  github.policy.addFile("trunk", ".github/workflows/cip-sync.yml", APPLY);
  github.policy.addFile("trunk", ".github/workflows/drift.yml", DRIFT);
});

afterEach(async () => {
  await Promise.all([service.close(), github.close()]);
});

async function writerCheck(flags: string[] = []) {
  const run = await runCliInProcess(
    ["doctor", "--repo", "grid-east/inventory", "--format", "json", ...flags],
    {
      cwd: process.cwd(),
      env: {
        CIP_API_URL: service.url,
        CIP_API_KEY: EAST_KEY,
        GITHUB_TOKEN: TOKEN,
        GITHUB_API_URL: github.url,
      },
    },
  );
  expect(run.stdout + run.stderr).not.toContain(TOKEN);
  // Doctor only reads: GETs, and GraphQL queries.
  expect(github.writes()).toEqual([]);
  const report = JSON.parse(run.stdout) as {
    checks: { name: string; outcome: string; detail: string; fix?: string }[];
  };
  return { run, writer: report.checks.find(({ name }) => name === "writer")! };
}

const LISTED =
  "each of these jobs on trunk names inventory-production and gets the writer's key (the apply and drift jobs should be the only ones): .github/workflows/cip-sync.yml (job apply), .github/workflows/drift.yml (job drift)";
const RESTRICT =
  'in Settings, Environments, inventory-production, under "Deployment branches and tags" choose "Selected branches and tags" and add the branch trunk alone (docs/ledger-writer.md)';

describe("cip-sync doctor: the writer key's environment, its workflows and the ledger's bypass (issue 88, item 5)", () => {
  it("is ok where the environment gives its key to the default branch alone, listing each workflow that names it", async () => {
    const { run, writer } = await writerCheck();
    expect(writer.outcome).toBe("ok");
    expect(writer.detail).toContain(
      `; the environment inventory-production gives its secrets to jobs of the branch trunk alone; ${LISTED}; nobody may bypass the rulesets that keep cip-sync-evidence from deletion and force pushes (9)`,
    );
    expect(run.code).toBe(0);
    expect(github.requests.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        "/repos/grid-east/inventory/environments/inventory-production",
        "/repos/grid-east/inventory/environments/inventory-production/deployment-branch-policies",
        "/repos/grid-east/inventory/rulesets/9",
      ]),
    );
  });

  it.each<[string, FakeEnvironment, string, string]>([
    [
      "no branch policy (No restriction, as GitHub creates an environment)",
      null,
      'the environment inventory-production has no deployment branch policy ("No restriction", as GitHub creates a new environment): a workflow of any branch, pushed by anyone with write access, gets the writer\'s key and can sign records',
      RESTRICT,
    ],
    [
      "Protected branches only",
      "protected",
      'the environment inventory-production allows "Protected branches only": every branch a branch protection rule or ruleset protects gets the writer\'s key, not only trunk',
      RESTRICT,
    ],
    [
      "the default branch and a pattern",
      {
        branchPolicies: [
          { name: "trunk", type: "branch" },
          { name: "release/*", type: "branch" },
        ],
      },
      "the environment inventory-production allows trunk (branch), release/* (branch), not exactly the default branch trunk: a job of any other branch or tag it allows gets the writer's key",
      RESTRICT,
    ],
    [
      "a tag named as the default branch",
      { branchPolicies: [{ name: "trunk", type: "tag" }] },
      "the environment inventory-production allows trunk (tag), not exactly the default branch trunk",
      RESTRICT,
    ],
    [
      "a token that may not read it",
      { status: 403 },
      "the environment inventory-production could not be read (HTTP 403: Resource not accessible by personal access token), so which branches get the writer's key cannot be told",
      "give GITHUB_TOKEN Actions: read on the repository",
    ],
  ])("fails with %s: exit 1, with the fix", async (_case, environment, detail, fix) => {
    github.environments.environments.set("inventory-production", environment);
    const { run, writer } = await writerCheck();
    expect(writer.outcome).toBe("failed");
    expect(writer.detail).toContain(detail);
    expect(writer.fix).toContain(fix);
    expect(run.code).toBe(1);
  });

  it("reads the environment --ledger-environment names, and fails where it does not exist", async () => {
    const { run, writer } = await writerCheck(["--ledger-environment", "ops prod"]);
    expect(github.requests.map(({ path }) => path)).toContain(
      "/repos/grid-east/inventory/environments/ops%20prod",
    );
    expect(writer.outcome).toBe("failed");
    expect(writer.detail).toContain(
      "the environment ops prod does not exist, or the token may not see it (reading an environment needs Actions: read), so no job holds the writer's key in it; no workflow on trunk names ops prod",
    );
    expect(writer.fix).toContain(
      "or give --ledger-environment the environment the apply and drift jobs name",
    );
    expect(run.code).toBe(1);
  });

  it("lists every workflow that names the environment, by name, by { name: } or by an expression", async () => {
    github.policy.addFile(
      "trunk",
      ".github/workflows/report.yaml",
      'on: workflow_dispatch\njobs:\n  export:\n    runs-on: ubuntu-latest\n    environment: ${{ inputs.target }}\n    steps: [{ run: "true" }]\n',
    );
    const { writer } = await writerCheck();
    expect(writer.detail).toContain(
      `${LISTED}, .github/workflows/report.yaml (job export, by an expression that may name it)`,
    );
    expect(writer.outcome).toBe("ok");
  });

  it.each<[string, FakeRuleset, string]>([
    [
      "GitHub Actions may bypass it",
      { bypassActors: [{ actorType: "Integration", actorId: 15368 }] },
      "ruleset 9 lets Integration 15368 bypass it: an app's bypass (GitHub Actions) lets every workflow's GITHUB_TOKEN delete or rewind the ledger",
    ],
    [
      "admins may bypass it",
      { bypassActors: [{ actorType: "RepositoryRole", actorId: 5 }] },
      "ruleset 9 lets RepositoryRole 5 bypass it: they can delete or rewind the ledger",
    ],
    [
      "its bypass list is hidden from the token",
      "hidden",
      "ruleset 9's bypass list is shown only to a token that may edit the ruleset (repository Administration), so who may bypass it cannot be told",
    ],
  ])("fails where the evidence branch's ruleset: %s", async (_case, ruleset, detail) => {
    github.environments.rulesets.set(9, ruleset);
    const { run, writer } = await writerCheck();
    expect(writer.outcome).toBe("failed");
    expect(writer.detail).toContain(detail);
    expect(writer.fix).toContain(
      'keep "Restrict deletions" and "Block force pushes" of cip-sync-evidence in a ruleset with an empty bypass list',
    );
    expect(run.code).toBe(1);
  });

  it("refuses an empty --ledger-environment, naming the flag, before asking GitHub", async () => {
    const run = await runCliInProcess(["doctor", "--ledger-environment", " "], {
      cwd: process.cwd(),
      env: { CIP_API_URL: service.url, CIP_API_KEY: EAST_KEY },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '--ledger-environment is " ": give the name of the environment that holds the secret CIP_SYNC_LEDGER_KEY',
    );
    expect(github.requests).toEqual([]);
  });
});

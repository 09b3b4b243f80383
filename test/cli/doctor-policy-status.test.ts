// `cip-sync doctor`'s check that the GitHub repository's default branch requires cip-sync/policy
// (issue 61, item 2), in process against a healthy emulator and the fake GitHub: required by a
// ruleset or by classic protection (ok, exit 0), required by neither (deviates, exit 2, with what to
// do), unreadable (deviates, never ok), skipped without a repository and token (and how to run it),
// and the token never printed.
import { generateKeyPairSync } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../src/emulator/server.ts";
import { EAST_KEY, seed } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import type { FakeBranchRules } from "../support/fake-github-git.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";

const TOKEN = "ghp_doctorTokenNeverShown01";
let github: FakeGitHub;
let service: RunningEmulator;

beforeEach(async () => {
  service = await startEmulator({ seed });
  github = await startFakeGitHub({
    owner: "grid-east",
    repo: "inventory",
    tokens: { [TOKEN]: { kind: "user", login: "carol" } },
  });
  github.defaultBranch = "trunk";
});

afterEach(async () => {
  await Promise.all([service.close(), github.close()]);
});

function doctor(env: Record<string, string>, flags: string[] = []) {
  return runCliInProcess(["doctor", ...flags], {
    cwd: process.cwd(),
    env: { CIP_API_URL: service.url, CIP_API_KEY: EAST_KEY, ...env },
  });
}

const GITHUB = () => ({ GITHUB_TOKEN: TOKEN, GITHUB_API_URL: github.url });

const WRITER_KEY = generateKeyPairSync("ed25519")
  .publicKey.export({ type: "spki", format: "pem" })
  .toString()
  .trim()
  .replace(/\n/g, "\n    ");
const DECLARED = `version: 1\nwriter_keys:\n  - |\n    ${WRITER_KEY}\n`;
const STARTED = `${DECLARED}starts:\n  default: { sequence: 4, sha256: "${"a".repeat(64)}" }\n`;

/** cip-ledger.yaml on the default branch (trunk), which doctor's writer check reads. */
function declareWriter(text = STARTED): void {
  github.policy.addFile("trunk", "cip-ledger.yaml", text);
}

/** The line of the policy status check and the one after it (its fix, when it has one). */
function policyLines(stdout: string): string[] {
  const lines = stdout.split("\n");
  const at = lines.findIndex((line) => / policy status /.test(line));
  return lines.slice(at, at + 2);
}

const FIX = `add a branch ruleset targeting the default branch (Settings > Rules > Rulesets) with "Require status checks to pass" and the check cip-sync/policy, or add it to the branch protection's required status checks`;

describe("cip-sync doctor: the default branch requires cip-sync/policy", () => {
  it.each<[string, FakeBranchRules, string]>([
    [
      "a ruleset",
      { rules: [{ requiredStatusChecks: ["cip-sync/policy"], rulesetId: 42 }], protection: null },
      "ruleset 42 (grid-east/inventory)",
    ],
    [
      "classic branch protection",
      {
        rules: [],
        protection: {
          allowForcePushes: false,
          allowDeletions: false,
          requiredContexts: ["cip-sync/policy"],
        },
      },
      "classic branch protection",
    ],
  ])("ok when %s requires it: exit 0", async (_case, rules, by) => {
    declareWriter();
    // An approval required too (doctor's approvals check: below).
    github.git.rulesByBranch.set("trunk", {
      ...rules,
      rules: [...rules.rules, { requiredApprovals: 1 }],
    });
    const run = await doctor({ ...GITHUB() }, ["--repo", "grid-east/inventory"]);
    expect(policyLines(run.stdout)[0]).toBe(
      `ok       policy status grid-east/inventory: The default branch trunk requires the status cip-sync/policy (${by}): GitHub merges a pull request into it only once that status succeeds, except by someone these rules let bypass them.`,
    );
    expect(run.stdout).toContain("Result: healthy");
    expect(run.code).toBe(0);
    // The default branch asked of GitHub, then its rules and cip-ledger.yaml: only reads (GraphQL
    // queries, no mutation).
    expect(
      github.requests.every(
        ({ method, path, body }) =>
          method === "GET" ||
          (path === "/graphql" && String((body as { query: string }).query).startsWith("query ")),
      ),
    ).toBe(true);
    expect(github.requests[0]?.path).toBe("/repos/grid-east/inventory");
  });

  it("deviates when nothing requires it: exit 2, with the fix", async () => {
    github.git.rulesByBranch.set("trunk", { rules: ["deletion"], protection: null });
    const run = await doctor({ ...GITHUB(), GITHUB_REPOSITORY: "grid-east/inventory" });
    expect(policyLines(run.stdout)[0]).toBe(
      `deviates policy status grid-east/inventory: The default branch trunk does not require the status cip-sync/policy (no ruleset requires a status check on it and it has no classic branch protection): a refusal by the gate is only a record: GitHub will merge a refused change, and the next pull request is judged on it. To make GitHub enforce the gate, ${FIX}.`,
    );
    expect(run.stdout).toContain(
      "Result: deviations found: resolve them (see above); until then plans may be refused, or a refusal not enforced (exit 2)",
    );
    expect(run.code).toBe(2);
  });

  it("never says ok when classic protection cannot be read: deviates, naming the permission", async () => {
    github.git.rulesByBranch.set("trunk", { rules: [], protection: "hidden" });
    const run = await doctor({ ...GITHUB() }, [
      "--repo",
      "grid-east/inventory",
      "--format",
      "json",
    ]);
    const report = JSON.parse(run.stdout) as {
      exitCode: number;
      checks: { name: string; outcome: string; detail: string }[];
    };
    const check = report.checks.find(({ name }) => name === "policy status");
    expect(check).toEqual({
      name: "policy status",
      outcome: "deviates",
      detail: `grid-east/inventory: Whether the default branch trunk requires the status cip-sync/policy cannot be told: its classic branch protection could not be read (HTTP 404: Not Found): reading classic branch protection needs a token with the repository permission Administration: read, which a workflow's GITHUB_TOKEN never has. Until that is known, a refusal by the gate may be only a record: ${FIX}; a ruleset can be read with any token that reads the repository.`,
    });
    expect(report.exitCode).toBe(2);
    expect(run.code).toBe(2);
  });

  it.each([
    ["neither", {}],
    ["a repository without a token", { GITHUB_REPOSITORY: "grid-east/inventory" }],
    ["a token without a repository", { GITHUB_TOKEN: TOKEN }],
  ])("skips the check given %s, and says how to run it", async (_case, env) => {
    const run = await doctor(env);
    expect(policyLines(run.stdout)).toEqual([
      "skipped  policy status no GitHub repository and token given: whether the default branch requires cip-sync/policy was not checked",
      "                       fix: set GITHUB_TOKEN to a token that may read the repository (classic branch protection also needs Administration: read) and give --repo OWNER/REPO (or set GITHUB_REPOSITORY)",
    ]);
    expect(run.code).toBe(0);
    expect(github.requests).toEqual([]);
  });

  it("refuses --repo without GITHUB_TOKEN, naming both", async () => {
    const run = await doctor({}, ["--repo", "grid-east/inventory"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "--repo needs GITHUB_TOKEN: set it to a token that may read the repository",
    );
    expect(github.requests).toEqual([]);
  });

  it("never prints the token, whatever GitHub answers", async () => {
    github.git.rulesByBranch.set("trunk", { rules: [], protection: "forbidden" });
    const run = await doctor({ ...GITHUB() }, ["--repo", "grid-east/inventory"]);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  });
});

describe("cip-sync doctor: the evidence branch protected, an approval required (issue 68)", () => {
  const REQUIRED = { requiredStatusChecks: ["cip-sync/policy"], rulesetId: 42 };

  it("is healthy where a ruleset protects the ledger and one requires an approval", async () => {
    declareWriter();
    github.git.rulesByBranch.set("trunk", {
      rules: [REQUIRED, { requiredApprovals: 2 }],
      protection: null,
    });
    const run = await doctor({ ...GITHUB() }, ["--repo", "grid-east/inventory"]);
    const lines = run.stdout.split("\n");
    expect(lines).toContain(
      "ok       ledger        grid-east/inventory: The evidence branch cip-sync-evidence is protected by a ruleset against deletion and force pushes, and updates by others.",
    );
    expect(lines).toContain(
      "ok       approvals     grid-east/inventory: A ruleset on trunk requires 2 approving review(s) before a merge (the workflow's min-approvals is not read here).",
    );
    expect(run.code).toBe(0);
  });

  it("deviates where nothing protects the ledger and nothing requires an approval: exit 2, each with its fix", async () => {
    github.git.rulesByBranch.set("trunk", { rules: [REQUIRED], protection: null });
    github.git.rulesByBranch.set("cip-sync-evidence", { rules: ["deletion"], protection: null });
    const run = await doctor({ ...GITHUB() }, [
      "--repo",
      "grid-east/inventory",
      "--format",
      "json",
    ]);
    const report = JSON.parse(run.stdout) as {
      checks: { name: string; outcome: string; detail: string }[];
    };
    expect(report.checks.filter(({ name }) => name === "ledger" || name === "approvals")).toEqual([
      {
        name: "ledger",
        outcome: "deviates",
        detail:
          'grid-east/inventory: The evidence branch cip-sync-evidence is not protected against force pushes by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes" and no bypass actors; to restrict updates too, "Restrict updates" in a ruleset of its own with the workflow\'s app (GitHub Actions) as the only bypass actor.',
      },
      {
        name: "approvals",
        outcome: "deviates",
        detail:
          "grid-east/inventory: No approval is required: the workflow's min-approvals is not read here and no ruleset on trunk requires an approving review (classic branch protection is not read with a workflow's token), unless the workflow sets min-approvals to 1 or more, a pull request nobody approved is applied on merge. Set the input min-approvals to 1 or more, or add a ruleset on trunk with \"Require a pull request before merging\" and required approvals.",
      },
    ]);
    expect(run.code).toBe(2);
    expect(run.stdout).not.toContain(TOKEN);
  });
});

describe("cip-sync doctor: cip-ledger.yaml binds the ledger's writer (issue 78)", () => {
  const REQUIRED = { requiredStatusChecks: ["cip-sync/policy"], rulesetId: 42 };
  // Each case declares the writer, or not, itself.
  beforeEach(() => github.policy.atEveryCommit.clear());

  it.each<[string, string | undefined, string, RegExp]>([
    [
      "no declaration",
      undefined,
      "failed",
      /^grid-east\/inventory: no cip-ledger\.yaml on trunk: every run with an evidence ledger refuses it, since its writer could only be recognised by its login, which every workflow of the repository shares; the environment inventory-production gives its secrets to jobs of the branch trunk alone; /,
    ],
    [
      "a declaration without a start",
      DECLARED,
      "deviates",
      /^grid-east\/inventory: cip-ledger\.yaml on trunk declares 1 writer key\(s\) \([0-9a-f]{16}\), and no workspace's start/,
    ],
    [
      "a declaration that is not one",
      "version: 1\nwriter_keys: [abc]\n",
      "failed",
      /^grid-east\/inventory: cip-ledger\.yaml on trunk cannot be read: cip-ledger\.yaml:2:15: writer_keys\.0: not a PEM public key/,
    ],
    [
      "a declaration with its start",
      STARTED,
      "ok",
      /^grid-east\/inventory: cip-ledger\.yaml on trunk declares 1 writer key\(s\) \([0-9a-f]{16}\); the ledger of default holds record #4; the environment inventory-production gives its secrets to jobs of the branch trunk alone; /,
    ],
  ])("%s: %s", async (_case, text, outcome, detail) => {
    github.git.rulesByBranch.set("trunk", {
      rules: [REQUIRED, { requiredApprovals: 1 }],
      protection: null,
    });
    if (text !== undefined) declareWriter(text);
    const run = await doctor({ ...GITHUB() }, [
      "--repo",
      "grid-east/inventory",
      "--format",
      "json",
    ]);
    const report = JSON.parse(run.stdout) as {
      checks: { name: string; outcome: string; detail: string }[];
    };
    const writer = report.checks.find(({ name }) => name === "writer");
    expect(writer?.outcome).toBe(outcome);
    expect(writer?.detail).toMatch(detail);
    expect(run.code).toBe(outcome === "ok" ? 0 : outcome === "failed" ? 1 : 2);
    expect(run.stdout).not.toContain(TOKEN);
  });

  it("fails on a private key pasted for the public one, at its line, never printing it (issue 88)", async () => {
    const pair = generateKeyPairSync("ed25519");
    const secret = pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString().trim();
    github.git.rulesByBranch.set("trunk", {
      rules: [REQUIRED, { requiredApprovals: 1 }],
      protection: null,
    });
    declareWriter(`version: 1\nwriter_keys:\n  - |\n    ${secret.replace(/\n/g, "\n    ")}\n`);
    const run = await doctor({ ...GITHUB() }, ["--repo", "grid-east/inventory"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^failed {3}writer {8}grid-east\/inventory: cip-ledger\.yaml on trunk cannot be read: cip-ledger\.yaml:4:5: writer_keys\.0: a private key, .*paste the public half instead \(the whole output of "openssl pkey -in ledger-key\.pem -pubout"/m,
    );
    const lines = secret.split("\n").filter((line) => line.trim() !== "");
    expect(lines.filter((line) => (run.stdout + run.stderr).includes(line))).toEqual([]);
  });
});

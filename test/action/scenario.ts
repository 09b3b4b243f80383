// The Action's scenario: a repository with an inventory, the emulator seeded with its live
// assets, the fake GitHub with a merged pull request and its reviews, and the routes' events. Used
// in process (run.test.ts) and against the bundle (action.e2e.test.ts).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { seed } from "../support/seed.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { parseComment } from "../../src/render/review/comment-body.ts";
import { type FakeGitHub, startFakeGitHub, UNLISTED_PARENT } from "../support/fake-github.ts";
import { type ActionRun, type ActionRunOptions, workspaceOf } from "./run-action.ts";
import { scenarioLedgerDeclaration } from "../support/ledger-writer-key.ts";
import { LEDGER_DECLARATION_FILE } from "../../src/core/evidence/chain/writer-declaration.ts";

export const KEY = "e2e-api-key-5d1f0a7c93";
export const TOKEN = "ghs_e2eWorkflowToken01";
export const FORK_TOKEN = "ghs_e2eForkReadOnly02";
export const OWNER = "grid-east";
export const REPO = "inventory";
export const PR = 7;
export const HEAD = "a1".repeat(20);
export const MERGE = "b2".repeat(20);
export const DIRECT_PUSH = "c3".repeat(20);
/** A commit of the pull request before its last push. */
export const EARLIER = "e5".repeat(20);

/** A cyber system the emulator holds, besides the two every scenario has. */
export interface SeedSystem {
  id: string;
  name: string;
}

export function seedOf(
  assets: { id: string; name: string; cyber_system_id: string }[],
  systems: SeedSystem[] = [],
) {
  return seed({
    api_keys: [KEY],
    cyber_systems: [
      { id: "cs_prot_a", name: "Protection System", facility_id: "fac_alpha" },
      { id: "cs_bulk", name: "Bulk System", facility_id: "fac_alpha" },
      ...systems.map((system) => ({ ...system, facility_id: "fac_alpha" })),
    ],
    cyber_assets: assets.map((asset) => ({ ...asset, asset_type: "hardware" })),
  });
}

export const SEED_ASSETS = [
  { id: "ca_1", name: "alpha-relay-01", cyber_system_id: "cs_prot_a" },
  { id: "ca_2", name: "alpha-rtu-01", cyber_system_id: "cs_prot_a" },
  { id: "ca_3", name: "old-hmi", cyber_system_id: "cs_prot_a" },
];

/**
 * One create, one rename (ca_2), one delete (ca_3). The create is software and the deleted asset
 * hardware: one delete and one create of the same type would be a possible rename made in the
 * service, which apply refuses without allow-replace.
 */
export const ALPHA = `cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware
  alpha-relay-02: software
  alpha-rtu-01b:
    type: hardware
    renamed_from: alpha-rtu-01
`;

export let dir: string;
export let emulator: RunningEmulator;
export let github: FakeGitHub;
let runner: (options: ActionRunOptions) => Promise<ActionRun>;

/** Replaces the emulator by one seeded with `assets`. */
export async function reseedEmulator(
  assets: { id: string; name: string; cyber_system_id: string }[],
  systems: SeedSystem[] = [],
): Promise<void> {
  await emulator.close();
  emulator = await startEmulator({ seed: seedOf(assets, systems) });
}

/** Registers the scenario's set-up and tear-down; the routes run the Action with `run`. */
export function useScenario(run: (options: ActionRunOptions) => Promise<ActionRun>): void {
  runner = run;
  beforeEach(setUp);
  afterEach(tearDown);
}

async function setUp(): Promise<void> {
  dir = await mkdtemp(join(tmpdir(), "cip-action-"));
  await writeInventory("alpha.yaml", ALPHA);
  // The checkout has the declaration every commit of the fake GitHub has, as a repository would:
  // a checkout without it would change the rules (cip-ledger.yaml removed) in every pull request.
  await writeFile(join(workspaceOf(dir), LEDGER_DECLARATION_FILE), scenarioLedgerDeclaration());
  emulator = await startEmulator({ seed: seedOf(SEED_ASSETS) });
  github = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    tokens: {
      [TOKEN]: { kind: "integration" },
      [FORK_TOKEN]: { kind: "integration", readOnly: true },
    },
    pulls: [
      {
        number: PR,
        title: "Replace the Alpha RTU",
        author: "bob",
        headSha: HEAD,
        commits: [HEAD, MERGE],
        mergeCommitSha: MERGE,
        mergedBy: "carol",
        reviews: [
          { user: "dave", state: "APPROVED" },
          { user: "erin", state: "APPROVED" },
          { user: "erin", state: "CHANGES_REQUESTED" },
          // Approved what the pull request was before its last push, not what was merged.
          { user: "frank", state: "APPROVED", commitId: EARLIER },
        ],
      },
    ],
  });
}

/**
 * No cip-ledger.yaml at any commit of the fake GitHub nor in the checkout, as in a repository whose
 * ledger's writer is not bound (a test that binds it at some commits adds the file there).
 */
export async function withoutLedgerDeclaration(): Promise<void> {
  github.policy.atEveryCommit.delete(LEDGER_DECLARATION_FILE);
  await rm(join(workspaceOf(dir), LEDGER_DECLARATION_FILE), { force: true });
}

async function tearDown(): Promise<void> {
  await Promise.all([emulator.close(), github.close()]);
  await rm(dir, { recursive: true, force: true });
}

export async function writeInventory(file: string, text: string): Promise<void> {
  await mkdir(join(workspaceOf(dir), "inventory"), { recursive: true });
  await writeFile(join(workspaceOf(dir), "inventory", file), text);
}

export function pullRequestEvent(headRepository = `${OWNER}/${REPO}`) {
  return {
    action: "synchronize",
    number: PR,
    pull_request: {
      number: PR,
      head: { sha: HEAD, repo: { full_name: headRepository } },
      // As GitHub sends it: the base branch and its commit (the owner policy is read there).
      base: { ref: "main", sha: UNLISTED_PARENT, repo: { full_name: `${OWNER}/${REPO}` } },
    },
    repository: { full_name: `${OWNER}/${REPO}`, default_branch: "main" },
  };
}

/** The pull_request_review event of an approval: as pull_request's, but with no top-level number. */
export function approvalReviewPayload() {
  const { pull_request, repository } = pullRequestEvent();
  return { action: "submitted", review: { state: "approved" }, pull_request, repository };
}

export const SERVICE_INPUTS = () => ({
  "api-url": emulator.url,
  "api-key": KEY,
  "github-token": TOKEN,
});

export function planPullRequest(inputs: Record<string, string> = {}, event = pullRequestEvent()) {
  return runner({
    dir,
    inputs: { ...SERVICE_INPUTS(), ...inputs },
    eventName: "pull_request",
    event,
    githubApiUrl: github.url,
    sha: "d4".repeat(20),
    ref: `refs/pull/${PR}/merge`,
  });
}

/** A push of `sha` to main; `before`, the branch's previous head, as every real push names it. */
export function pushToMain(sha = MERGE, inputs: Record<string, string> = {}, before?: string) {
  return runner({
    dir,
    inputs: { ...SERVICE_INPUTS(), ...inputs },
    eventName: "push",
    event: {
      ref: "refs/heads/main",
      ...(before === undefined ? {} : { before }),
      after: sha,
      repository: { default_branch: "main" },
    },
    githubApiUrl: github.url,
    sha,
    ref: "refs/heads/main",
  });
}

/** The drift check started by hand (workflow_dispatch, on main unless `branch`), as GitHub sends it. */
export function dispatchDriftCheck(inputs: Record<string, string> = {}, branch = "main") {
  return runner({
    dir,
    inputs: { ...SERVICE_INPUTS(), mode: "plan", ...inputs },
    eventName: "workflow_dispatch",
    event: workflowDispatchEvent(branch),
    githubApiUrl: github.url,
    sha: MERGE,
    ref: `refs/heads/${branch}`,
  });
}

/** A push of MERGE to `branch`, not the default branch main: in mode auto, a drift check. */
export function pushToBranch(branch: string, inputs: Record<string, string> = {}) {
  return runner({
    dir,
    inputs: { ...SERVICE_INPUTS(), ...inputs },
    eventName: "push",
    event: { ref: `refs/heads/${branch}`, after: MERGE, repository: { default_branch: "main" } },
    githubApiUrl: github.url,
    sha: MERGE,
    ref: `refs/heads/${branch}`,
  });
}

export function workflowDispatchEvent(branch = "main") {
  return {
    inputs: null,
    ref: `refs/heads/${branch}`,
    repository: { full_name: `${OWNER}/${REPO}`, default_branch: "main" },
    sender: { login: "carol", type: "User" },
    workflow: ".github/workflows/inventory-drift.yml",
  };
}

export function checkDrift(inputs: Record<string, string> = {}, sha = MERGE) {
  return runner({
    dir,
    inputs: { ...SERVICE_INPUTS(), mode: "plan", ...inputs },
    eventName: "schedule",
    event: { schedule: "17 6 * * 1-5" },
    githubApiUrl: github.url,
    sha,
    ref: "refs/heads/main",
  });
}

/**
 * The key and the token appear only in the ::add-mask:: commands that register them, first thing:
 * the runner consumes those and masks the values everywhere after. Nowhere else: not in the log,
 * the outputs, the summary, the files, the comments or any request sent to GitHub.
 */
export function expectNoSecrets(run: ActionRun): void {
  const masks = [`::add-mask::${KEY}`, `::add-mask::${TOKEN}`];
  const lines = run.stdout.split("\n");
  const masked = lines.filter((line) => line.includes(KEY) || line.includes(TOKEN));
  expect(masked.every((line) => masks.includes(line))).toBe(true);
  expect(lines.slice(0, masked.length)).toEqual(masked);
  const captured = textLeftBy(run, github, lines.slice(masked.length));
  expect(captured).not.toContain(KEY);
  expect(captured).not.toContain(TOKEN);
}

/**
 * Everything `run` left, as one text: `logLines` (the log, less what the caller set apart), standard
 * error, the outputs, the summary, the files, and the comments and requests `fake` received.
 */
export function textLeftBy(run: ActionRun, fake: FakeGitHub, logLines: string[]): string {
  return [
    logLines.join("\n"),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
    ...run.tempFiles.values(),
    JSON.stringify(fake.comments),
    JSON.stringify(fake.requests),
  ].join("\n");
}

export function commentsOnPullRequest() {
  return github.commentsOn(PR).map((comment) => ({
    ...comment,
    header: parseComment(comment.body, "default")?.header,
  }));
}

export function planFileOf(run: ActionRun): Plan {
  const path = run.outputs["plan-file"]!;
  expect(path.startsWith(run.runnerTemp)).toBe(true);
  return JSON.parse(run.tempFiles.get(path.slice(run.runnerTemp.length + 1))!) as Plan;
}

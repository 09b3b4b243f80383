// GitHub requests per Action run (issue 27), counted by the fake GitHub: a pull request's plan, the
// apply of its merge with no open sibling (without and with an owner policy file at the base) and
// with 10 open siblings of 300 comments each, half of them planned (and of 1 comment each, to show
// the count does not move), and a drift check; and the applies' end-to-end time at 0 ms service
// latency with the Action's own client, whose writes (GraphQL included) plugin-throttling spaces a
// second apart, as GitHub asks. The Action runs in this process from src/, as
// @github/local-action and test/action/ run it, against the emulator and the fake GitHub on loopback.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runEntry } from "../src/action/main.ts";
import type { RunnerSink } from "../src/action/run/reporter.ts";
import type { ActionSettings } from "../src/action/settings/settings.ts";
import { type RunningEmulator, startEmulator } from "../src/emulator/server.ts";
import { type ActionRunOptions, prepareRun, workspaceOf } from "../test/action/action-env.ts";
import {
  type FakeGitHub,
  type RecordedRequest,
  startFakeGitHub,
  UNLISTED_PARENT,
} from "../test/support/fake-github.ts";
import { unthrottledGitHubClient } from "../test/support/github-client.ts";
import { seed } from "../test/support/seed.ts";
import { median } from "./measure.ts";

/** One kind of run: its requests, and its wall time when the Action's own client was timed. */
export interface GitHubRun {
  label: string;
  rest: number;
  graphql: number;
  /** Writes and GraphQL requests: what plugin-throttling spaces a second apart. */
  spaced: number;
  /** Median end-to-end time of the run, in process, with the Action's own (throttled) client. */
  wallMs?: number;
  timedRuns?: number;
  /** The apply with an owner policy file at the base. */
  policy?: boolean;
}

export interface GitHubMeasurement {
  runs: GitHubRun[];
  /** The apply with 10 siblings makes the same requests with 1 and with 300 comments each. */
  commentsInvariant: boolean;
}

const KEY = "bench-api-key-0c4f9e";
const TOKEN = "ghs_benchWorkflowToken";
const REPOSITORY = { owner: "grid-east", repo: "inventory" };
const PR = 7;
const HEAD = "a1".repeat(20);
const MERGE = "b2".repeat(20);
const SIBLINGS = 10;
const MANY_COMMENTS = 300;
const INVENTORY = `cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware
  alpha-relay-02: software
  alpha-rtu-01b:
    type: hardware
    renamed_from: alpha-rtu-01
`;

export interface Bench {
  dir: string;
  emulator: RunningEmulator;
  github: FakeGitHub;
}

export async function setUp(): Promise<Bench> {
  const dir = await mkdtemp(join(tmpdir(), "cip-bench-github-"));
  await mkdir(join(workspaceOf(dir), "inventory"), { recursive: true });
  await writeFile(join(workspaceOf(dir), "inventory", "alpha.yaml"), INVENTORY);
  const emulator = await startEmulator({
    seed: seed({
      api_keys: [KEY],
      cyber_systems: [{ id: "cs_prot_a", name: "Protection System", facility_id: "fac_alpha" }],
      cyber_assets: [
        { id: "ca_1", name: "alpha-relay-01", cyber_system_id: "cs_prot_a" },
        { id: "ca_2", name: "alpha-rtu-01", cyber_system_id: "cs_prot_a" },
        { id: "ca_3", name: "old-hmi", cyber_system_id: "cs_prot_a" },
      ].map((asset) => ({ ...asset, asset_type: "hardware" })),
    }),
  });
  const github = await startFakeGitHub({
    ...REPOSITORY,
    tokens: { [TOKEN]: { kind: "integration" } },
    pulls: [
      {
        number: PR,
        title: "Replace the Alpha RTU",
        author: "bob",
        headSha: HEAD,
        commits: [HEAD, MERGE],
        mergeCommitSha: MERGE,
        mergedBy: "carol",
        reviews: [{ user: "dave", state: "APPROVED" }],
      },
    ],
    commits: [
      { sha: UNLISTED_PARENT, parents: [] },
      { sha: HEAD, parents: [UNLISTED_PARENT] },
      { sha: MERGE, parents: [UNLISTED_PARENT, HEAD] },
    ],
  });
  return { dir, emulator, github };
}

export async function tearDown(bench: Bench): Promise<void> {
  await Promise.all([bench.emulator.close(), bench.github.close()]);
  await rm(bench.dir, { recursive: true, force: true });
}

const ignore = () => {};

/** A sink that keeps nothing but the failure, if any. */
function silentSink(failed: (message: string) => void): RunnerSink {
  return {
    info: ignore,
    debug: ignore,
    warning: ignore,
    error: ignore,
    startGroup: ignore,
    endGroup: ignore,
    setOutput: ignore,
    appendSummary: () => Promise.resolve(),
    setFailed: failed,
  };
}

export type Event = Pick<ActionRunOptions, "eventName" | "event" | "sha" | "ref">;

function pullRequestEvent(number: number, headSha: string): Event {
  const repository = { full_name: "grid-east/inventory", default_branch: "main" };
  const base = { ref: "main", sha: UNLISTED_PARENT, repo: repository };
  return {
    eventName: "pull_request",
    event: {
      action: "synchronize",
      number,
      pull_request: { number, head: { sha: headSha, repo: repository }, base },
      repository,
    },
    sha: headSha,
    ref: `refs/pull/${number}/merge`,
  };
}

const PUSH: Event = {
  eventName: "push",
  event: {
    ref: "refs/heads/main",
    before: UNLISTED_PARENT,
    after: MERGE,
    repository: { default_branch: "main" },
  },
  sha: MERGE,
  ref: "refs/heads/main",
};

export const SCHEDULE: Event = {
  eventName: "schedule",
  event: { schedule: "17 6 * * 1-5" },
  sha: MERGE,
  ref: "refs/heads/main",
};

/**
 * Runs the Action once in this process for `event`; returns the requests GitHub received and the
 * wall time. `throttled`: the Action's own client (writes spaced a second apart), else a plain one.
 */
export async function runAction(
  bench: Bench,
  event: Event,
  options: { throttled: boolean; mode?: string; inputs?: Record<string, string> },
): Promise<{ requests: RecordedRequest[]; wallMs: number }> {
  const prepared = await prepareRun({
    ...event,
    dir: bench.dir,
    inputs: {
      "api-url": bench.emulator.url,
      "api-key": KEY,
      "github-token": TOKEN,
      ...(options.mode === undefined ? {} : { mode: options.mode }),
      ...options.inputs,
    },
    githubApiUrl: bench.github.url,
  });
  Object.assign(process.env, prepared.inputs);
  // @actions/core writes ::add-mask:: commands to stdout itself: not into the report.
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const from = bench.github.requests.length;
  let failure: string | undefined;
  const started = performance.now();
  try {
    await runEntry(prepared.env, {
      sink: silentSink((message) => (failure = message)),
      ...(options.throttled
        ? {}
        : {
            createGitHub: (settings: ActionSettings) =>
              unthrottledGitHubClient(settings.githubToken, settings.context.apiUrl),
          }),
    });
  } finally {
    process.stdout.write = write;
    for (const name of Object.keys(prepared.inputs)) delete process.env[name];
  }
  const wallMs = performance.now() - started;
  if (failure !== undefined)
    throw new Error(`the Action's ${event.eventName} run failed: ${failure}`);
  return { requests: bench.github.requests.slice(from), wallMs };
}

export function counted(label: string, requests: readonly RecordedRequest[]): GitHubRun {
  const graphql = requests.filter((request) => request.path === "/graphql").length;
  const writes = requests.filter(
    (request) => request.path !== "/graphql" && request.method !== "GET",
  ).length;
  return { label, rest: requests.length - graphql, graphql, spaced: writes + graphql };
}

/** A pull request planned, and the ledger two records long (two drift checks): the usual apply. */
async function readyToApply(bench: Bench): Promise<void> {
  await runAction(bench, pullRequestEvent(PR, HEAD), { throttled: false });
  await runAction(bench, SCHEDULE, { throttled: false, mode: "plan" });
  await runAction(bench, SCHEDULE, { throttled: false, mode: "plan" });
}

/**
 * `count` open pull requests, every other one planned (a plan comment to mark stale; the others
 * have none, which a search through every page of comments would read to the end), then
 * `comments` comments on each and on the merged one.
 */
async function siblings(bench: Bench, count: number, comments: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const number = 100 + index;
    const headSha = number.toString(16).padStart(40, "a");
    bench.github.pulls.push({
      number,
      title: `Sibling ${number}`,
      author: "bob",
      headSha,
      commits: [headSha],
      mergeCommitSha: null,
      mergedBy: null,
      reviews: [],
    });
    if (index % 2 === 0)
      await runAction(bench, pullRequestEvent(number, headSha), { throttled: false });
  }
  for (const pull of bench.github.pulls) {
    for (let index = 0; index < comments; index++)
      bench.github.addComment(pull.number, "reviewer", `Looks fine #${index}`);
  }
}

/** The apply with SIBLINGS open siblings of `comments` comments each (a plain client: counts only). */
async function applyWithSiblings(comments: number): Promise<RecordedRequest[]> {
  const bench = await setUp();
  try {
    await runAction(bench, pullRequestEvent(PR, HEAD), { throttled: false });
    await siblings(bench, SIBLINGS, comments);
    await readyToApply(bench);
    return (await runAction(bench, PUSH, { throttled: false })).requests;
  } finally {
    await tearDown(bench);
  }
}

/** The usual apply with an owner policy file (no rule) at the base: its requests and wall time. */
async function applyWithPolicy(): Promise<{ requests: RecordedRequest[]; wallMs: number }> {
  const bench = await setUp();
  try {
    bench.github.policy.addFile(UNLISTED_PARENT, "cip-policy.yaml", "version: 1\n");
    bench.github.policy.addFile(UNLISTED_PARENT, "inventory/alpha.yaml", INVENTORY);
    await readyToApply(bench);
    return await runAction(bench, PUSH, { throttled: true });
  } finally {
    await tearDown(bench);
  }
}

/** The requests with SHAs and numbers made generic: what must not change with the comments. */
const routes = (requests: readonly RecordedRequest[]) =>
  requests.map(
    (request) =>
      `${request.method} ${request.path.replace(/[0-9a-f]{40}/g, "{sha}").replace(/\d+/g, "N")}`,
  );

export async function measureGitHub(runs: number): Promise<GitHubMeasurement> {
  const results: GitHubRun[] = [];
  const times: number[] = [];
  let plan: RecordedRequest[] = [];
  let apply: RecordedRequest[] = [];
  let drift: RecordedRequest[] = [];
  for (let run = 0; run < runs; run++) {
    const bench = await setUp();
    try {
      plan = (await runAction(bench, pullRequestEvent(PR, HEAD), { throttled: true })).requests;
      await readyToApply(bench);
      const applied = await runAction(bench, PUSH, { throttled: true });
      apply = applied.requests;
      times.push(applied.wallMs);
      // The first check after the apply closes the drift issue the checks before it opened.
      await runAction(bench, SCHEDULE, { throttled: false, mode: "plan" });
      drift = (await runAction(bench, SCHEDULE, { throttled: false, mode: "plan" })).requests;
    } finally {
      await tearDown(bench);
    }
  }
  const withPolicy: { requests: RecordedRequest[]; wallMs: number }[] = [];
  for (let run = 0; run < runs; run++) withPolicy.push(await applyWithPolicy());
  const few = await applyWithSiblings(1);
  const many = await applyWithSiblings(MANY_COMMENTS);
  results.push(
    counted("plan of a pull request", plan),
    {
      ...counted("apply on merge, no open sibling, existing ledger", apply),
      wallMs: median(times),
      timedRuns: runs,
    },
    {
      ...counted("apply on merge, policy file at the base", withPolicy[0]?.requests ?? []),
      wallMs: median(withPolicy.map((applied) => applied.wallMs)),
      timedRuns: runs,
      policy: true,
    },
    counted(`apply on merge, ${SIBLINGS} open siblings of ${MANY_COMMENTS} comments each`, many),
    counted("drift check, no drift", drift),
  );
  return {
    runs: results,
    commentsInvariant: JSON.stringify(routes(few)) === JSON.stringify(routes(many)),
  };
}

/** Issue 27's GitHub targets. */
const MAX_APPLY_REST = 10;
const MAX_APPLY_MS = 3000;

/** The report's rows: Measurement, Time, Peak RSS, Requests, Compared with. */
export function gitHubRows(measured: GitHubMeasurement): string[][] {
  return measured.runs.map((run) => [
    `github: ${run.label}`,
    run.wallMs === undefined
      ? ""
      : `${(run.wallMs / 1000).toFixed(2)} s (median of ${run.timedRuns}, in process, 0 ms latency)`,
    "",
    `${run.rest} REST + ${run.graphql} GraphQL (${run.spaced} spaced 1 s apart)`,
    "",
  ]);
}

export function gitHubTargets(
  measured: GitHubMeasurement,
): { name: string; measured: string; pass: boolean }[] {
  const apply = measured.runs.find((run) => run.wallMs !== undefined && run.policy !== true);
  const policy = measured.runs.find((run) => run.policy === true);
  if (apply === undefined || policy === undefined) return [];
  return [
    {
      name: `apply on merge with a policy file at the base: ≤ ${MAX_APPLY_REST} REST requests`,
      measured: `${policy.rest} REST + ${policy.graphql} GraphQL, ${(policy.wallMs! / 1000).toFixed(2)} s`,
      pass: policy.rest <= MAX_APPLY_REST,
    },
    {
      name: `apply on merge, no open sibling: ≤ ${MAX_APPLY_REST} REST requests`,
      measured: `${apply.rest} REST + ${apply.graphql} GraphQL`,
      pass: apply.rest <= MAX_APPLY_REST,
    },
    {
      name: "apply on merge, end to end at 0 ms service latency: < 3 s",
      measured: `${(apply.wallMs! / 1000).toFixed(2)} s`,
      pass: apply.wallMs! < MAX_APPLY_MS,
    },
    {
      name: `apply with ${SIBLINGS} open siblings: the same requests with 1 and ${MANY_COMMENTS} comments per pull request`,
      measured: measured.commentsInvariant ? "the same" : "different",
      pass: measured.commentsInvariant,
    },
  ];
}

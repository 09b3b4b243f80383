import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { EOL, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SAFETY_LIMITS } from "../../src/core/plan/plan-model.ts";
import {
  readActionSettings,
  readRunContext,
  readSecretInputs,
} from "../../src/action/settings/settings.ts";
import { mergeGroupEvent } from "../support/fake-github.ts";
import { webhookProblems } from "../support/github-api-check.ts";

// The runner passes every input declared in action.yml, with its default when the workflow
// leaves it out; hyphens are kept in the variable name.
const RUNNER_DEFAULTS: Record<string, string> = {
  INPUT_MODE: "auto",
  "INPUT_API-URL": "",
  "INPUT_API-KEY": "",
  INPUT_PATH: "inventory/",
  "INPUT_GITHUB-TOKEN": "ghs_token",
  INPUT_WORKSPACE: "default",
  "INPUT_ALLOW-MASS-DELETE": "false",
  "INPUT_ALLOW-REPLACE": "false",
  "INPUT_REQUIRE-REVIEWED-PLAN": "true",
  "INPUT_FAIL-ON-DRIFT": "false",
  "INPUT_MAX-CHANGE-PERCENT": "30",
  "INPUT_MIN-ASSETS-FOR-RATIO": "10",
  "INPUT_MAX-CHANGES": "500",
  INPUT_CONCURRENCY: "8",
  "INPUT_MIN-APPROVALS": "0",
  "INPUT_DELETE-LABEL": "inventory-deletes",
};

let dir: string;
let env: Record<string, string>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cip-settings-"));
  for (const [name, value] of Object.entries(RUNNER_DEFAULTS)) vi.stubEnv(name, value);
  env = {
    GITHUB_REPOSITORY: "grid-east/inventory",
    GITHUB_SHA: "a".repeat(40),
    GITHUB_REF: "refs/heads/main",
    GITHUB_EVENT_NAME: "push",
    GITHUB_RUN_ID: "42",
    GITHUB_SERVER_URL: "https://github.example.com/",
    GITHUB_API_URL: "https://api.github.example.com",
    GITHUB_ACTOR: "octocat",
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: join(dir, "tmp"),
  };
});

/** An event file holding a payload GitHub can send for `eventName` (its webhook schemas say so). */
async function writeEvent(path: string, eventName: string, payload: unknown): Promise<void> {
  expect(webhookProblems(eventName, payload)).toEqual([]);
  await writeFile(path, JSON.stringify(payload));
}

/** The workflow commands the secrets registered with the runner, instead of the test's output. */
let masks: string[];

/** As the entry point does: the secrets first (their masks captured), then the rest. */
function readSettings() {
  masks = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((text) => {
    masks.push(String(text));
    return true;
  });
  try {
    return readActionSettings(env, readSecretInputs());
  } finally {
    write.mockRestore();
  }
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe("readActionSettings", () => {
  it("registers the GitHub token with the runner's masking, and prints nothing else", async () => {
    await readSettings();
    expect(masks).toEqual([`::add-mask::ghs_token${EOL}`]);
  });

  it("takes the defaults action.yml declares", async () => {
    const settings = await readSettings();
    expect(settings).toMatchObject({
      mode: "auto",
      apiKey: "",
      patterns: ["inventory/"],
      githubToken: "ghs_token",
      workspace: "default",
      allowMassDelete: false,
      allowReplace: false,
      requireReviewedPlan: true,
      failOnDrift: false,
      limits: DEFAULT_SAFETY_LIMITS,
      concurrency: 8,
      minApprovals: 0,
      deleteLabel: "inventory-deletes",
      maxAssets: 100_000,
      maxBytes: 16 * 1024 * 1024,
    });
    expect(settings.context.runUrl).toBe(
      "https://github.example.com/grid-east/inventory/actions/runs/42",
    );
  });

  it("reads one pattern per line, skipping blank lines, and booleans in any YAML 1.2 spelling", async () => {
    vi.stubEnv("INPUT_PATH", "inventory/east/\n\n  inventory/west/*.yaml  \r\n");
    vi.stubEnv("INPUT_ALLOW-MASS-DELETE", "True");
    vi.stubEnv("INPUT_ALLOW-REPLACE", "true");
    vi.stubEnv("INPUT_REQUIRE-REVIEWED-PLAN", "FALSE");
    vi.stubEnv("INPUT_MODE", "plan");
    vi.stubEnv("INPUT_WORKSPACE", "grid-east_2.a");
    const settings = await readSettings();
    expect(settings.patterns).toEqual(["inventory/east/", "inventory/west/*.yaml"]);
    expect(settings.allowMassDelete).toBe(true);
    expect(settings.allowReplace).toBe(true);
    expect(settings.requireReviewedPlan).toBe(false);
    expect(settings.mode).toBe("plan");
    expect(settings.workspace).toBe("grid-east_2.a");
  });

  it("uses the documented default for an input the runner did not pass", async () => {
    vi.stubEnv("INPUT_REQUIRE-REVIEWED-PLAN", "");
    vi.stubEnv("INPUT_PATH", "");
    vi.stubEnv("INPUT_MODE", "");
    for (const name of ["MAX-CHANGE-PERCENT", "MIN-ASSETS-FOR-RATIO", "MAX-CHANGES", "CONCURRENCY"])
      vi.stubEnv(`INPUT_${name}`, "");
    const settings = await readSettings();
    expect(settings.requireReviewedPlan).toBe(true);
    expect(settings.patterns).toEqual(["inventory/"]);
    expect(settings.mode).toBe("auto");
    expect(settings.limits).toEqual(DEFAULT_SAFETY_LIMITS);
    expect(settings.concurrency).toBe(8);
  });

  it.each([
    ["INPUT_MAX-CHANGE-PERCENT", "12.5", { limits: { maxChangeRatio: 0.125 } }],
    ["INPUT_MAX-CHANGE-PERCENT", "0", { limits: { maxChangeRatio: 0 } }],
    ["INPUT_MAX-CHANGE-PERCENT", "100", { limits: { maxChangeRatio: 1 } }],
    ["INPUT_MIN-ASSETS-FOR-RATIO", "0", { limits: { minAssetsForRatio: 0 } }],
    ["INPUT_MIN-ASSETS-FOR-RATIO", "250", { limits: { minAssetsForRatio: 250 } }],
    ["INPUT_MAX-CHANGES", "0", { limits: { maxChanges: 0 } }],
    ["INPUT_MAX-CHANGES", "20000", { limits: { maxChanges: 20_000 } }],
    ["INPUT_CONCURRENCY", "1", { concurrency: 1 }],
    ["INPUT_CONCURRENCY", "64", { concurrency: 64 }],
    ["INPUT_MIN-APPROVALS", "2", { minApprovals: 2 }],
    ["INPUT_DELETE-LABEL", "cip: deletes ⚠", { deleteLabel: "cip: deletes ⚠" }],
    // An empty label disables it (the runner passes "" when the workflow says so).
    ["INPUT_DELETE-LABEL", "", { deleteLabel: "" }],
    ["INPUT_DEADLINE", "600", { deadlineMs: 600_000 }],
    ["INPUT_REQUEST-TIMEOUT", "90", { requestTimeoutMs: 90_000 }],
    ["INPUT_MAX-ASSETS", "1000000", { maxAssets: 1_000_000 }],
    ["INPUT_MAX-ASSETS", "1", { maxAssets: 1 }],
    ["INPUT_MAX-BYTES", "268435456", { maxBytes: 268_435_456 }],
    // The runner's inputs are trimmed, as a YAML block scalar leaves a line break.
    ["INPUT_MAX-CHANGES", " 42\n", { limits: { maxChanges: 42 } }],
  ])("reads %s=%j", async (name, value, expected) => {
    vi.stubEnv(name, value);
    expect(await readSettings()).toMatchObject(expected);
  });

  it.each([
    [
      "INPUT_MODE",
      "deploy",
      'input mode is "deploy": use one of auto, plan, apply, validate, source-sync (auto plans on pull_request and applies on push to the default branch)',
    ],
    [
      "INPUT_ALLOW-MASS-DELETE",
      "yes",
      'input allow-mass-delete is "yes": use true or false (default false)',
    ],
    [
      "INPUT_REQUIRE-REVIEWED-PLAN",
      "1",
      'input require-reviewed-plan is "1": use true or false (default true)',
    ],
    ["INPUT_FAIL-ON-DRIFT", "on", 'input fail-on-drift is "on": use true or false (default false)'],
    [
      "INPUT_WORKSPACE",
      "grid east",
      'input workspace is "grid east": use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. grid-east)',
    ],
    [
      "INPUT_WORKSPACE",
      "-x",
      'input workspace is "-x": use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. grid-east)',
    ],
    [
      "INPUT_WORKSPACE",
      "a-->b",
      'input workspace is "a-->b": use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. grid-east)',
    ],
    [
      "INPUT_OBLIGATIONS-TIME-ZONE",
      "+05:00",
      'input obligations-time-zone is "+05:00": give an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
    ],
    [
      "INPUT_OBLIGATIONS-TIME-ZONE",
      "CST",
      'input obligations-time-zone is "CST": give an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
    ],
    [
      "INPUT_OBLIGATIONS-TIME-ZONE",
      "EST5EDT",
      'input obligations-time-zone is "EST5EDT": give an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
    ],
    [
      "INPUT_OBLIGATIONS-TIME-ZONE",
      "Mars/Olympus",
      'input obligations-time-zone is "Mars/Olympus": give an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)',
    ],
    [
      "INPUT_GITHUB-TOKEN",
      "",
      "input github-token is empty: remove it to use the workflow's GITHUB_TOKEN, or pass a token that may write pull-request comments",
    ],
    ...(
      [
        ["MAX-CHANGE-PERCENT", ["101", "-1", "30%", "0x1e", "1e1", ".5", "5.", "thirty", "NaN"]],
        ["MIN-ASSETS-FOR-RATIO", ["-1", "2.5", "1e3", "ten", "9007199254740993"]],
        ["MAX-CHANGES", ["-5", "0.5", "500 assets", "Infinity"]],
        ["CONCURRENCY", ["0", "65", "2.5", "eight"]],
        ["MIN-APPROVALS", ["-1", "101", "1.5", "one"]],
        ["MAX-ASSETS", ["0", "-1", "1.5", "1e6", "many"]],
        ["MAX-BYTES", ["0", "-16", "0.5", "16MiB"]],
      ] as const
    ).flatMap(([name, values]) =>
      values.map((value) => [
        `INPUT_${name}`,
        value,
        `input ${name.toLowerCase()} is "${value}": use ${
          {
            "MAX-CHANGE-PERCENT": "a number from 0 to 100 (default 30)",
            "MIN-ASSETS-FOR-RATIO": "a whole number 0 or more (default 10)",
            "MAX-CHANGES": "a whole number 0 or more (default 500)",
            CONCURRENCY: "a whole number from 1 to 64 (default 8)",
            "MIN-APPROVALS": "a whole number from 0 to 100 (default 0)",
            "MAX-ASSETS": "a whole number 1 or more (default 100000)",
            "MAX-BYTES": "a whole number 1 or more (default 16777216)",
          }[name]
        }`,
      ]),
    ),
  ])("rejects %s=%j naming the input", async (name, value, message) => {
    vi.stubEnv(name, value);
    await expect(readSettings()).rejects.toThrow(message);
  });

  // The same check as CIP_NOTIFY_URL's (test/cli/bad-input-cases.ts): the URL is a secret, so no
  // message holds it or its credentials, whole or in part.
  it.each([
    [
      "ftp://127.0.0.1/x",
      'input notify-url uses "ftp:": give the incoming webhook\'s https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)',
    ],
    [
      "htp:/127.0.0.1:1",
      'input notify-url uses "htp:": give the incoming webhook\'s https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)',
    ],
    [
      "https://user:secret@hooks.example/services/T/B/token",
      "input notify-url contains credentials (user:password@ before the host), which a notification never sends: remove them; a webhook's address carries its own token",
    ],
    [
      "http://hooks.example/services/T/B/token",
      "input notify-url uses http:// to hooks.example: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)",
    ],
  ])("rejects notify-url=%j naming the input, and no part of it", async (url, message) => {
    vi.stubEnv("INPUT_NOTIFY-URL", url);
    const error: unknown = await readSettings().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
    expect((error as Error).message).not.toMatch(/secret|services\/T\/B|127\.0\.0\.1\/x/);
  });

  it.each(["a,b", "x".repeat(51), "tab\there"])(
    "rejects delete-label=%j naming the input",
    async (value) => {
      vi.stubEnv("INPUT_DELETE-LABEL", value);
      await expect(readSettings()).rejects.toThrow(
        `input delete-label is ${JSON.stringify(value)}: use a label name of at most 50 characters, without commas or control characters (default inventory-deletes), or an empty string to add no label`,
      );
    },
  );

  it.each([
    [undefined, undefined],
    ["", undefined],
    [" github-actions[bot] ", "github-actions[bot]"],
    ["grid-east-bot", "grid-east-bot"],
  ])("reads evidence-writer=%j as %j", async (value, expected) => {
    vi.stubEnv("INPUT_EVIDENCE-WRITER", value);
    expect((await readSettings()).evidenceWriter).toBe(expected);
  });

  it.each(["a b", "-dash", "bot]", "x".repeat(40)])(
    "rejects evidence-writer=%j naming the input and what to give",
    async (value) => {
      vi.stubEnv("INPUT_EVIDENCE-WRITER", value);
      await expect(readSettings()).rejects.toThrow(
        `input evidence-writer is ${JSON.stringify(value)}: give the GitHub login that writes the evidence ledger (the apply and drift jobs' token: github-actions[bot] for GITHUB_TOKEN, or an App's NAME[bot]), or leave it empty for this run's own token`,
      );
    },
  );

  it("takes the default label when the input is not passed at all (a local run)", async () => {
    vi.stubEnv("INPUT_DELETE-LABEL", undefined);
    expect((await readSettings()).deleteLabel).toBe("inventory-deletes");
  });

  it.each([
    [undefined, "cip-policy.yaml"],
    ["", ""],
    ["  ", ""],
    ["./policies/cip.yaml", "policies/cip.yaml"],
  ])("reads policy=%j as %j", async (value, expected) => {
    vi.stubEnv("INPUT_POLICY", value);
    expect((await readSettings()).policyFile).toBe(expected);
  });

  it.each(["/etc/cip-policy.yaml", "../other/cip-policy.yaml", "policies\\cip.yaml"])(
    "rejects policy=%j naming the input",
    async (value) => {
      vi.stubEnv("INPUT_POLICY", value);
      await expect(readSettings()).rejects.toThrow(
        `input policy is ${JSON.stringify(value)}: name the policy file relative to the repository root with forward slashes (default cip-policy.yaml), or '' to judge no owner policy`,
      );
    },
  );

  it("masks the policy-token first, like the other secrets", async () => {
    vi.stubEnv("INPUT_POLICY-TOKEN", "ghs_policyTokenMembersRead01");
    await readSettings();
    expect(masks).toContain("::add-mask::ghs_policyTokenMembersRead01\n");
  });
});

describe("readRunContext", () => {
  it.each([
    [
      "GITHUB_REPOSITORY",
      undefined,
      "GITHUB_REPOSITORY is not set: this Action runs as a step of a GitHub Actions job, where the runner sets it",
    ],
    [
      "GITHUB_REPOSITORY",
      "inventory",
      'GITHUB_REPOSITORY is "inventory": expected "owner/name", as the runner sets it',
    ],
    [
      "GITHUB_SHA",
      "",
      "GITHUB_SHA is not set: this Action runs as a step of a GitHub Actions job, where the runner sets it",
    ],
    [
      "RUNNER_TEMP",
      undefined,
      "RUNNER_TEMP is not set: this Action runs as a step of a GitHub Actions job, where the runner sets it",
    ],
    [
      "GITHUB_WORKSPACE",
      undefined,
      "GITHUB_WORKSPACE is not set: this Action runs as a step of a GitHub Actions job, where the runner sets it",
    ],
  ])("rejects %s=%j naming the variable", async (name, value, message) => {
    const broken: Record<string, string | undefined> = { ...env, [name]: value };
    await expect(readRunContext(broken)).rejects.toThrow(message);
  });

  it("names an event file that is not JSON", async () => {
    const path = join(dir, "event.json");
    await writeFile(path, "{not json");
    await expect(readRunContext({ ...env, GITHUB_EVENT_PATH: path })).rejects.toThrow(
      `GITHUB_EVENT_PATH names ${path}, which is not JSON: it must be the event file the runner writes`,
    );
  });

  it("reads the pull request and tells a fork from a branch of the repository", async () => {
    const path = join(dir, "event.json");
    const event = (head: string) => ({
      action: "synchronize",
      pull_request: {
        number: 7,
        head: { sha: "b".repeat(40), repo: { full_name: head } },
        base: { repo: { full_name: "grid-east/inventory" } },
      },
      repository: { default_branch: "main" },
    });
    await writeEvent(path, "pull_request", event("grid-east/inventory"));
    const own = await readRunContext({
      ...env,
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: path,
    });
    expect(own.trigger).toEqual({
      kind: "pull-request",
      pullRequest: {
        number: 7,
        headSha: "b".repeat(40),
        fromFork: false,
        labels: [],
        defaultBranch: "main",
      },
    });

    await writeEvent(path, "pull_request", event("mallory/inventory"));
    const fork = await readRunContext({
      ...env,
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: path,
    });
    expect(fork.trigger).toMatchObject({ kind: "pull-request", pullRequest: { fromFork: true } });
  });

  it("reads a pull request's labels, a push's before and a merge group", async () => {
    const path = join(dir, "event.json");
    // Not a payload GitHub sends (a label's name is a string): the reader keeps what it can use.
    await writeFile(
      path,
      JSON.stringify({
        pull_request: {
          number: 7,
          head: { sha: "b".repeat(40), repo: { full_name: "grid-east/inventory" } },
          base: { repo: { full_name: "grid-east/inventory" } },
          labels: [{ name: "inventory-deletes" }, { name: 3 }, { name: "urgent" }],
        },
      }),
    );
    const labelled = await readRunContext({
      ...env,
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: path,
    });
    expect(labelled.trigger).toMatchObject({
      kind: "pull-request",
      pullRequest: { labels: ["inventory-deletes", "urgent"] },
    });

    await writeEvent(path, "push", {
      before: "c".repeat(40),
      after: "a".repeat(40),
      repository: { default_branch: "main" },
    });
    const push = await readRunContext({ ...env, GITHUB_EVENT_PATH: path });
    expect(push.trigger).toEqual({ kind: "push", before: "c".repeat(40), toDefaultBranch: true });
    const created = await readRunContext({ ...env, GITHUB_REF: "refs/heads/topic" });
    expect(created.trigger).toEqual({ kind: "push", before: undefined, toDefaultBranch: false });

    await writeEvent(
      path,
      "merge_group",
      mergeGroupEvent({ headSha: "d".repeat(40), baseSha: "c".repeat(40), pullRequest: 9 }),
    );
    const group = await readRunContext({
      ...env,
      GITHUB_EVENT_NAME: "merge_group",
      GITHUB_EVENT_PATH: path,
    });
    expect(group.trigger).toEqual({
      kind: "merge-group",
      group: {
        headSha: "d".repeat(40),
        baseSha: "c".repeat(40),
        headRef: `refs/heads/gh-readonly-queue/main/pr-9-${"c".repeat(40)}`,
      },
    });
  });

  it("reads a review event's pull request, with its base commit", async () => {
    const path = join(dir, "event.json");
    await writeEvent(path, "pull_request_review", {
      action: "submitted",
      review: { state: "approved" },
      pull_request: {
        number: 7,
        head: { sha: "b".repeat(40), repo: { full_name: "grid-east/inventory" } },
        base: { sha: "c".repeat(40), repo: { full_name: "grid-east/inventory" } },
      },
    });
    const context = await readRunContext({
      ...env,
      GITHUB_EVENT_NAME: "pull_request_review",
      GITHUB_EVENT_PATH: path,
    });
    expect(context.trigger).toEqual({
      kind: "pull-request-review",
      pullRequest: {
        number: 7,
        headSha: "b".repeat(40),
        baseSha: "c".repeat(40),
        fromFork: false,
        labels: [],
      },
    });
  });

  it("has no pull request and no default branch for an event without them", async () => {
    const context = await readRunContext({ ...env, GITHUB_EVENT_NAME: "schedule" });
    expect(context.trigger).toEqual({ kind: "other", eventName: "schedule" });
    expect(context.owner).toBe("grid-east");
    expect(context.repo).toBe("inventory");
  });
});

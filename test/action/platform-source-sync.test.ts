// Mode source-sync with a servicenow, tenable-ot and nozomi source, in process against the fake
// platform and the fake GitHub: the source's one pull request from cip-sync/source-cmdb, with the
// platform's secret given as source-token (the user, where there is one, from the step's
// environment), masked and appearing in no part and no encoding anywhere the run leaves text; a
// page that fails pushes nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";
import { platformAssets } from "../support/fake-platform.ts";
import {
  PLATFORM_KINDS,
  PLATFORM_SYSTEMS,
  platformSourcesFile,
} from "../support/platform-kinds.ts";
import { expectNoFragmentOf } from "../support/secret-fragments.ts";
import { writeInto } from "../support/source-repository.ts";
import { type ActionRun, runInProcess, workspaceOf } from "./run-action.ts";
import { textLeftBy } from "./scenario.ts";

const APP_TOKEN = "ghs_platformSyncAppToken05";
const BRANCH = "cip-sync/source-cmdb";
const ASSETS = platformAssets(25, PLATFORM_SYSTEMS);

let dir: string;
let github: FakeGitHub;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cip-platform-sync-"));
  github = await startFakeGitHub({
    owner: "grid-east",
    repo: "inventory",
    tokens: { [APP_TOKEN]: { kind: "integration", login: "inventory-bot[bot]" } },
  });
});

afterEach(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});

async function mainWith(files: Record<string, string>): Promise<string> {
  github.git.commitFiles("main", files);
  for (const file of github.git.filesOn("main"))
    await writeInto(workspaceOf(dir), file.path, Buffer.from(file.bytes).toString("utf8"));
  return github.git.refs.get("heads/main")!;
}

function sourceSync(sha: string, token: string, env: Record<string, string>): Promise<ActionRun> {
  return runInProcess({
    dir,
    inputs: {
      mode: "source-sync",
      source: "cmdb",
      "github-token": APP_TOKEN,
      "source-token": token,
    },
    eventName: "schedule",
    event: { schedule: "17 5 * * *" },
    githubApiUrl: github.url,
    sha,
    ref: "refs/heads/main",
    env,
  });
}

describe.each(PLATFORM_KINDS)("mode source-sync ($kind)", (kind) => {
  const secret = kind.env[kind.secretVariable]!;
  // The user stays in the step's environment; the secret comes as source-token only.
  const stepEnv = Object.fromEntries(
    Object.entries(kind.env).filter(([name]) => name !== kind.secretVariable),
  );

  it("opens the source's pull request, its secret nowhere but its mask", async () => {
    const fake = await kind.start(ASSETS);
    const main = await mainWith({ "cip-sources.yaml": platformSourcesFile(kind, fake.url, 10) });
    const run = await sourceSync(main, secret, stepEnv);
    expect(run.code).toBe(0);
    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]).toMatchObject({ headRef: BRANCH, base: "main", state: "open" });
    const files = github.git
      .filesOn(BRANCH)
      .filter((file) => file.path.startsWith("inventory/platform/"))
      .map((file) => file.path);
    expect(files.sort()).toEqual([
      "inventory/platform/echo-ems.yaml",
      "inventory/platform/foxtrot-scada.yaml",
    ]);
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => line.includes(secret))).toEqual([`::add-mask::${secret}`]);
    const left = textLeftBy(
      run,
      github,
      lines.filter((line) => !line.startsWith("::add-mask::")),
    );
    const branch = JSON.stringify(
      github.git.filesOn(BRANCH).map((file) => Buffer.from(file.bytes).toString("utf8")),
    );
    for (const [user, password] of kind.secrets) {
      expectNoFragmentOf(left, user, password);
      expectNoFragmentOf(branch, user, password);
    }
  });

  it("fails on a page answered 403, naming it, and pushes nothing", async () => {
    const fake = await kind.start(ASSETS, { status: { page: 2, status: 403 } });
    const main = await mainWith({ "cip-sources.yaml": platformSourcesFile(kind, fake.url, 10) });
    const run = await sourceSync(main, secret, stepEnv);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::source "cmdb": page 2 \(.*HTTP 403/);
    expect(github.writes().filter((request) => /\/(git|pulls|issues)/.test(request.path))).toEqual(
      [],
    );
    const lines = run.stdout.split("\n").filter((line) => !line.startsWith("::add-mask::"));
    for (const [user, password] of kind.secrets)
      expectNoFragmentOf(textLeftBy(run, github, lines), user, password);
  });

  it("reads the secret from the step's environment when source-token is empty, masking it", async () => {
    const fake = await kind.start(ASSETS, { status: { page: 3, status: 500 } });
    const main = await mainWith({ "cip-sources.yaml": platformSourcesFile(kind, fake.url, 10) });
    const run = await sourceSync(main, "", kind.env);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::source "cmdb": page 3 \(.*HTTP 500/);
    for (const [user, password] of kind.secrets)
      expectNoFragmentOf(textLeftBy(run, github, run.stdout.split("\n")), user, password);
  });
});

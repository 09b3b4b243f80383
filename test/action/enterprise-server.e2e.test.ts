// The bundled Action on a self-hosted runner of GitHub Enterprise Server: the REST API under
// /api/v3 (GITHUB_API_URL), links built from GITHUB_SERVER_URL, and every request, to GitHub and
// to the service, through the runner's authenticating proxy, whose password never shows.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";
import { type FakeProxy, startFakeProxy } from "../support/proxy-server.ts";
import { runBundledAction } from "./run-action.ts";
import {
  ALPHA,
  HEAD,
  KEY,
  OWNER,
  PR,
  pullRequestEvent,
  REPO,
  SEED_ASSETS,
  seedOf,
  textLeftBy,
  TOKEN,
} from "./scenario.ts";

const SERVER_URL = "https://ghes.example.com";
const PROXY_USER = "runner";
const PROXY_PASSWORD = "Ghes!Proxy#7731";

let dir: string;
let emulator: RunningEmulator;
let github: FakeGitHub;
let proxy: FakeProxy;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cip-ghes-"));
  await mkdir(join(dir, "workspace", "inventory"), { recursive: true });
  await writeFile(join(dir, "workspace", "inventory", "alpha.yaml"), ALPHA);
  emulator = await startEmulator({ seed: seedOf(SEED_ASSETS) });
  github = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    tokens: { [TOKEN]: { kind: "integration" } },
    // The pull request the plan comments on: GraphQL finds its plan comment (none yet) by number.
    pulls: [
      {
        number: PR,
        title: "Replace the Alpha RTU",
        author: "bob",
        headSha: HEAD,
        commits: [HEAD],
        mergeCommitSha: null,
        mergedBy: null,
        reviews: [],
      },
    ],
    apiPrefix: "/api/v3",
    serverUrl: SERVER_URL,
  });
  const emulatorHost = new URL(emulator.url).host;
  const githubHost = new URL(github.url).host;
  proxy = await startFakeProxy({
    credentials: `${PROXY_USER}:${PROXY_PASSWORD}`,
    hosts: { [emulatorHost]: emulatorHost, [githubHost]: githubHost },
  });
});

afterEach(async () => {
  await Promise.all([emulator.close(), github.close(), proxy.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe("GitHub Enterprise Server", () => {
  it("posts the plan comment through /api/v3 and the proxy, with links to the server", async () => {
    const run = await runBundledAction({
      dir,
      // No delete label: its two writes would add two seconds of the client's write spacing, and
      // the comment and the GraphQL login already show where GitHub requests go.
      inputs: {
        "api-url": emulator.url,
        "api-key": KEY,
        "github-token": TOKEN,
        "delete-label": "",
      },
      eventName: "pull_request",
      event: pullRequestEvent(),
      githubApiUrl: github.apiUrl,
      githubServerUrl: SERVER_URL,
      sha: "d4".repeat(20),
      ref: `refs/pull/${PR}/merge`,
      env: {
        HTTP_PROXY: `http://${PROXY_USER}:${encodeURIComponent(PROXY_PASSWORD)}@${proxy.address}`,
      },
    });
    expect([run.code, run.stderr]).toEqual([0, ""]);
    const [comment, ...others] = github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(comment!.body).toContain(`[Run](${SERVER_URL}/${OWNER}/${REPO}/actions/runs/`);
    expect(comment!.body).not.toContain("https://github.com");
    expect(run.outputs["comment-url"]).toBe(
      `${SERVER_URL}/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comment!.id}`,
    );
    expect(run.outputs.fingerprint).toMatch(/^sha256:/);
    expect(comment!.body).toContain(HEAD);

    // Every GitHub request went to the REST API under /api/v3, or to /api/graphql.
    expect(github.requests.length).toBeGreaterThan(0);
    const targets = proxy.requests.map((request) => new URL(request.target));
    expect(new Set(targets.map((url) => url.origin))).toEqual(
      new Set([new URL(emulator.url).origin, github.url]),
    );
    for (const url of targets.filter((target) => target.origin === github.url)) {
      expect(url.pathname).toMatch(/^\/api\/(v3\/|graphql$)/);
    }
    expect(proxy.requests.every((request) => request.status === 200)).toBe(true);
    expect(
      proxy.requests.every((request) => request.credentials === `${PROXY_USER}:${PROXY_PASSWORD}`),
    ).toBe(true);

    // The password is masked first thing, and appears nowhere else.
    const lines = run.stdout.split("\n");
    expect(lines).toContain(`::add-mask::${PROXY_PASSWORD}`);
    const masks = lines.filter((line) => line.startsWith("::add-mask::"));
    const elsewhere = textLeftBy(run, github, lines.slice(masks.length));
    expect(lines.slice(0, masks.length)).toEqual(masks);
    for (const form of [
      PROXY_PASSWORD,
      encodeURIComponent(PROXY_PASSWORD),
      Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString("base64"),
    ]) {
      expect(elsewhere).not.toContain(form);
    }
  });
});

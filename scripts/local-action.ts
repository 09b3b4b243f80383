// `npm run local-action`: the Action's pull-request plan run by @github/local-action on this
// machine, without GitHub's network. Starts the emulator (examples/emulator-seed.json) and a
// loopback stand-in for GitHub's API holding one open pull request (test/support/fake-github.ts),
// writes the pull_request event, derives an env file from `.env` (or `.env.example`) whose service
// and GitHub variables point at them, runs local-action with it, then writes the plan comment the
// stand-in received to .local-action-temp/comment.md and closes both servers.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { parseEmulatorSeed } from "../src/emulator/seed.ts";
import { type RunningEmulator, startEmulator } from "../src/emulator/server.ts";
import { type FakeGitHub, startFakeGitHub, UNLISTED_PARENT } from "../test/support/fake-github.ts";

const SEED_FILE = "examples/emulator-seed.json";
/** The stand-in's token: the only one it accepts; a token from `.env` is never sent anywhere. */
export const LOCAL_TOKEN = "local-run-token";
export const PULL_REQUEST = 1;
const HEAD = "1a".repeat(20);
const MERGE = "2b".repeat(20);

/**
 * Variables of `.env` left out of the derived file: the secrets (the run uses the emulator's key
 * and the stand-in's token instead) and the proxy settings (every request goes to loopback).
 */
const DROPPED = [
  "INPUT_API-KEY",
  "INPUT_GITHUB-TOKEN",
  "INPUT_POLICY-TOKEN",
  "INPUT_SOURCE-TOKEN",
  // A webhook's address holds its token (docs/notifications.md).
  "INPUT_NOTIFY-URL",
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
];

export interface StandIns {
  emulator: RunningEmulator;
  github: FakeGitHub;
  /** The emulator's key for the organization the example inventory describes. */
  apiKey: string;
  close(): Promise<void>;
}

/** The emulator on the example seed and the GitHub stand-in, both on 127.0.0.1, port 0. */
export async function startStandIns(root: string): Promise<StandIns> {
  const seed = parseEmulatorSeed(await readFile(join(root, SEED_FILE), "utf8"), SEED_FILE);
  const emulator = await startEmulator({ seed, host: "127.0.0.1", port: 0 });
  const apiKey = emulator.apiKeys().find(({ organization }) => organization === "grid-east")?.key;
  const github = await startFakeGitHub({
    owner: "grid-east",
    repo: "inventory",
    tokens: { [LOCAL_TOKEN]: { kind: "user", login: "local" } },
    pulls: [
      {
        number: PULL_REQUEST,
        title: "Local run: the example inventory",
        author: "local",
        headSha: HEAD,
        commits: [HEAD],
        mergeCommitSha: null,
        mergedBy: null,
        reviews: [],
        baseSha: UNLISTED_PARENT,
      },
    ],
  });
  const close = async () => {
    await Promise.all([emulator.close(), github.close()]);
  };
  if (apiKey === undefined) {
    await close();
    throw new Error(`${SEED_FILE} has no API key for organization grid-east`);
  }
  return { emulator, github, apiKey, close };
}

/** The pull_request event GitHub would send for the stand-in's pull request. */
export function pullRequestEvent(): unknown {
  const repository = { full_name: "grid-east/inventory", default_branch: "main" };
  return {
    action: "synchronize",
    number: PULL_REQUEST,
    pull_request: {
      number: PULL_REQUEST,
      head: { sha: HEAD, ref: `feature-${PULL_REQUEST}`, repo: repository },
      base: { ref: "main", sha: UNLISTED_PARENT, repo: repository },
    },
    repository,
  };
}

/**
 * `.env`'s variables for a pull-request plan against the stand-ins: the service inputs name the
 * emulator, the GitHub variables the stand-in and `eventPath` (the pull_request event), and the
 * secrets and proxy settings of `.env` are left out.
 */
export function localRunEnv(
  base: Record<string, string>,
  standIns: { emulatorUrl: string; apiKey: string; githubApiUrl: string; eventPath: string },
): Record<string, string> {
  const kept = Object.entries(base).filter(([name]) => !DROPPED.includes(name));
  return {
    ...Object.fromEntries(kept),
    "INPUT_API-URL": standIns.emulatorUrl,
    "INPUT_API-KEY": standIns.apiKey,
    "INPUT_GITHUB-TOKEN": LOCAL_TOKEN,
    INPUT_MODE: "plan",
    GITHUB_API_URL: standIns.githubApiUrl,
    GITHUB_GRAPHQL_URL: `${standIns.githubApiUrl}/graphql`,
    GITHUB_REPOSITORY: "grid-east/inventory",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: standIns.eventPath,
    GITHUB_SHA: MERGE,
    GITHUB_REF: `refs/pull/${PULL_REQUEST}/merge`,
  };
}

/** `env` as a dotenv file: each value quoted with a quote it does not contain. */
export function envFileText(env: Record<string, string>): string {
  return Object.entries(env)
    .map(([name, value]) => {
      const quote = ["'", '"', "`"].find((candidate) => !value.includes(candidate));
      if (quote === undefined || /[\r\n]/.test(value)) {
        throw new Error(
          `${name} in .env holds a newline or all three quotes (' " \`), which a derived env file cannot carry: simplify its value`,
        );
      }
      return `${name}=${quote}${value}${quote}\n`;
    })
    .join("");
}

async function main(root: string): Promise<number> {
  const source = existsSync(join(root, ".env")) ? ".env" : ".env.example";
  const base = parseEnv(await readFile(join(root, source), "utf8")) as Record<string, string>;
  const temp = resolve(root, base.RUNNER_TEMP ?? ".local-action-temp");
  await mkdir(temp, { recursive: true });
  const standIns = await startStandIns(root);
  try {
    const eventPath = join(temp, "pull-request-event.json");
    await writeFile(eventPath, `${JSON.stringify(pullRequestEvent(), null, 2)}\n`);
    const envFile = join(temp, "pull-request.env");
    const env = localRunEnv(base, {
      emulatorUrl: standIns.emulator.url,
      apiKey: standIns.apiKey,
      githubApiUrl: standIns.github.apiUrl,
      eventPath,
    });
    await writeFile(envFile, envFileText(env));
    process.stderr.write(
      `Emulator at ${standIns.emulator.url} (seed ${SEED_FILE}); GitHub stand-in at ${standIns.github.apiUrl} with pull request #${PULL_REQUEST}.\n` +
        `Environment: ${source} as ${envFile}\n\n`,
    );
    // Ctrl-C reaches local-action too; this process waits for it to end, then closes the servers.
    const ignore = () => undefined;
    process.on("SIGINT", ignore);
    const child = spawn(
      "npx",
      ["--yes", "@github/local-action@7.0.1", "run", ".", "src/action/main.ts", envFile],
      { cwd: root, stdio: "inherit", shell: process.platform === "win32" },
    );
    const [code] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
    process.off("SIGINT", ignore);
    const comments = standIns.github.commentsOn(PULL_REQUEST);
    const commentFile = join(temp, "comment.md");
    await writeFile(commentFile, comments.map((comment) => comment.body).join("\n\n---\n\n"));
    process.stderr.write(
      comments.length === 0
        ? `\nThe stand-in received no comment on pull request #${PULL_REQUEST} (see the log above).\n`
        : `\nThe plan comment on pull request #${PULL_REQUEST}: ${commentFile}\n`,
    );
    return code ?? 1;
  } finally {
    await standIns.close();
  }
}

if (import.meta.main) {
  process.exitCode = await main(fileURLToPath(new URL("..", import.meta.url)));
}

// `cip-sync emulator` as a user runs it: the bundled CLI (npm run build first) in a child process,
// its printed URL and keys, a clean exit on SIGINT and SIGTERM, --state across restarts and a
// kill -9, the fault flags, and bad flags and files refused with exact messages.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setImmediate as tick } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import { loadState } from "../../src/emulator/state.ts";
import {
  bundledCli,
  repositoryRoot,
  requireCurrentBundles,
  runBundledCli,
} from "../support/cli.ts";
import { emulatorWith, seedJson, temporaryDirectory } from "./support.ts";

/** Bound on every wait for the child process: far above need, so only a hang reaches it. */
const WAIT_MS = 30_000;
const EAST_DEMO_KEY = "demo-key-grid-east";

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface RunningCli {
  child: ChildProcess;
  url: string;
  keys: Map<string, string>;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<Exit>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
});

/** Spawns `cip-sync emulator ARGS` and resolves once it has printed how to connect. */
async function startCli(args: readonly string[], cwd: string): Promise<RunningCli> {
  requireCurrentBundles();
  const child = spawn(process.execPath, [bundledCli, "emulator", ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exit = new Promise<Exit>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${WAIT_MS} ms: ${stdout}${stderr}`)),
      WAIT_MS,
    );
    child.stdout.on("data", (chunk: string) => {
      stdout += chunk;
      if (stdout.includes("Stop with Ctrl-C.\n")) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exit.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it started: ${stderr}`));
    });
  });
  const url = /^Compliance Inventory Service emulator listening on (\S+)$/m.exec(stdout)?.[1];
  if (url === undefined) throw new Error(`no URL printed: ${stdout}`);
  const keys = new Map(
    [...stdout.matchAll(/^ {2}([a-z0-9-]+): (\S+)$/gm)].map((match) => [match[1]!, match[2]!]),
  );
  return { child, url, keys, stdout: () => stdout, stderr: () => stderr, exit };
}

async function stop(cli: RunningCli, signal: NodeJS.Signals): Promise<Exit> {
  cli.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no exit within ${WAIT_MS} ms of ${signal}`)),
      WAIT_MS,
    );
  });
  try {
    return await Promise.race([cli.exit, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function request(cli: RunningCli, method: string, path: string, body?: unknown) {
  return fetch(`${cli.url}${path}`, {
    method,
    headers: {
      "x-api-key": EAST_DEMO_KEY,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function createBody(name: string) {
  return { name, cyber_system_id: "cs_alpha_protection", asset_type: "hardware" };
}

describe("cip-sync emulator (bundled)", () => {
  it.each<NodeJS.Signals>(["SIGINT", "SIGTERM"])(
    "serves the built-in example seed on --port 0, then exits 0 on %s",
    async (signal) => {
      const cli = await startCli(["--port", "0"], await temporaryDirectory());
      expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(cli.stdout()).toBe(
        `Compliance Inventory Service emulator listening on ${cli.url}\n` +
          "Seed: the built-in example seed\n" +
          "State: in memory, lost on exit (--state FILE keeps it)\n" +
          "API keys by organization:\n" +
          "  grid-east: demo-key-grid-east\n" +
          "  grid-west: demo-key-grid-west\n" +
          `Try: CIP_API_URL=${cli.url} CIP_API_KEY=<key> cip-sync plan --path examples/inventory\n` +
          "Stop with Ctrl-C.\n",
      );
      const response = await request(cli, "GET", "/cyber-assets");
      const assets = (await response.json()) as { organization_slug: string }[];
      expect(response.status).toBe(200);
      expect(assets).toHaveLength(21);
      expect(new Set(assets.map((asset) => asset.organization_slug))).toEqual(
        new Set(["grid-east"]),
      );
      expect(await stop(cli, signal)).toEqual({ code: 0, signal: null });
      expect(cli.stderr()).toBe("");
    },
  );

  it("with --state, keeps a change across a restart of the process", async () => {
    const directory = await temporaryDirectory();
    const first = await startCli(["--port", "0", "--state", "state.json"], directory);
    expect(first.stdout()).toContain(
      `State: ${join(directory, "state.json")}, new, from the seed\n`,
    );
    const created = await request(first, "POST", "/cyber-assets", createBody("kept-01"));
    const { id } = (await created.json()) as { id: string };
    expect(created.status).toBe(201);
    expect(await stop(first, "SIGTERM")).toEqual({ code: 0, signal: null });

    const second = await startCli(["--port", "0", "--state", "state.json"], directory);
    expect(second.stdout()).toContain(
      `State: ${join(directory, "state.json")}, restored (the seed is not used while this file exists; delete it to start again from the seed)\n`,
    );
    const fetched = await request(second, "GET", `/cyber-assets/${id}`);
    expect([fetched.status, ((await fetched.json()) as { name: string }).name]).toEqual([
      200,
      "kept-01",
    ]);
  });

  it("a kill -9 in the middle of a state write loses no acknowledged change", async () => {
    // A large state makes each write long (tens of ms), so the kill can be aimed inside one.
    const directory = await temporaryDirectory();
    const seeded = 20_000;
    const bigSeed = {
      organizations: [
        {
          slug: "big",
          name: "Big",
          api_keys: [EAST_DEMO_KEY],
          facilities: [{ id: "fac_1", name: "Facility" }],
          cyber_systems: [{ id: "cs_alpha_protection", name: "System", facility_id: "fac_1" }],
          cyber_assets: Array.from({ length: seeded }, (_, index) => ({
            id: `ca_s${index}`,
            name: `seeded-${index}`,
            cyber_system_id: "cs_alpha_protection",
            asset_type: "software",
          })),
        },
      ],
    };
    await writeFile(join(directory, "big.json"), JSON.stringify(bigSeed));
    const statePath = join(directory, "state.json");
    const temporary = `${statePath}.tmp`;
    const cli = await startCli(
      ["--port", "0", "--data", "big.json", "--state", "state.json"],
      directory,
    );

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    // Four writers keep a change always in progress until the kill.
    const writer = async () => {
      for (let attempt = 0; attempt < 200 && !killed; attempt += 1) {
        sent += 1;
        const response = await request(cli, "POST", "/cyber-assets", createBody(`burst-${sent}`));
        if (response.status !== 201) throw new Error(`create answered ${response.status}`);
        acknowledged.push(((await response.json()) as { id: string }).id);
      }
    };
    // After a few acknowledged changes, kill as soon as a write is under way: the temp file
    // exists from its open to its rename.
    const killer = async () => {
      for (let polls = 0; acknowledged.length < 10 && polls < 1_000_000; polls += 1) await tick();
      for (let polls = 0; !existsSync(temporary) && polls < 1_000_000; polls += 1) await tick();
      killed = true;
      cli.child.kill("SIGKILL");
    };
    await Promise.all([killer(), Promise.allSettled([writer(), writer(), writer(), writer()])]);
    expect(await cli.exit).toEqual({ code: null, signal: "SIGKILL" });
    expect(existsSync(temporary)).toBe(true);

    const saved = await loadState(statePath);
    const savedIds = new Set(saved?.seed.organizations[0]?.cyber_assets.map((asset) => asset.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    expect(acknowledged.filter((id) => !savedIds.has(id))).toEqual([]);
    expect(savedIds.size).toBeLessThanOrEqual(seeded + sent);

    const restarted = await emulatorWith({
      seed: parseEmulatorSeed(JSON.stringify(seedJson), "unused seed"),
      statePath,
    });
    expect(restarted.restoredState).toBe(true);
    expect(restarted.inventory("big").cyberAssets).toHaveLength(savedIds.size);
    const created = await fetch(`${restarted.url}/cyber-assets`, {
      method: "POST",
      headers: { "x-api-key": EAST_DEMO_KEY, "content-type": "application/json" },
      body: JSON.stringify(createBody("after-restart")),
    });
    expect(created.status).toBe(201);
    expect(existsSync(temporary)).toBe(false);
  });

  it("applies the fault flags and says which are on", async () => {
    const cli = await startCli(
      ["--port", "0", "--latency-ms", "5", "--drop-after-commit-rate", "1", "--rate-limit", "100"],
      await temporaryDirectory(),
    );
    expect(cli.stdout()).toContain(
      "Injected faults: 5 ms latency, connection dropped after 100% of committed changes, 429 above 100 requests per second (fault seed 1)\n",
    );
    await expect(request(cli, "POST", "/cyber-assets", createBody("dropped-01"))).rejects.toThrow(
      "fetch failed",
    );
    const listed = (await (await request(cli, "GET", "/cyber-assets")).json()) as {
      name: string;
    }[];
    expect(listed.map((asset) => asset.name)).toContain("dropped-01");

    const failing = await startCli(
      ["--port", "0", "--error-rate", "1", "--fault-seed", "3"],
      await temporaryDirectory(),
    );
    expect(failing.stdout()).toContain("Injected faults: 503 on 100% of requests (fault seed 3)\n");
    expect((await request(failing, "GET", "/facilities")).status).toBe(503);
  });

  it("serves a seed that matches examples/inventory: the example plan shows every kind of change", async () => {
    const cli = await startCli(["--port", "0"], await temporaryDirectory());
    const run = await runBundledCli(["plan", "--path", "examples/inventory", "--format", "json"], {
      cwd: repositoryRoot,
      env: { CIP_API_URL: cli.url, CIP_API_KEY: EAST_DEMO_KEY },
    });
    expect([run.code, run.stderr]).toEqual([0, ""]);
    const plan = JSON.parse(run.stdout) as {
      operations: { action: string; name: string; kinds?: string[] }[];
    };
    const changes = plan.operations
      .map((operation) => `${operation.action} ${operation.name} ${operation.kinds ?? ""}`)
      .toSorted();
    expect(changes).toEqual([
      "create alpha-gateway-01 ",
      "create bravo-meter-01 ",
      "create iccp-server-app ",
      "delete bravo-hmi-old ",
      "update alpha-historian retype",
      "update alpha-rtu-01b rename",
      "update ems-server-01 rename",
      "update iccp-gateway-01 move",
    ]);
  });
});

describe("cip-sync emulator refuses bad flags and files, writing nothing", () => {
  const brokenSeed = '{"organizations": [\n  {"slug": "x",}\n]}';
  const invalidSeed = JSON.stringify({
    organizations: [{ slug: "Grid East", name: "Grid East", api_keys: ["k"] }],
  });
  const corruptState = '{"emulator_state_version": 1,';
  it.each<[string, Record<string, string>, string[], (directory: string) => string]>([
    [
      "a missing seed file",
      {},
      ["--data", "missing.json"],
      (directory) =>
        `--data missing.json: cannot read the seed file (ENOENT: no such file or directory, open '${join(directory, "missing.json")}'); pass the path of a JSON seed file, or leave out --data to serve the built-in example seed.`,
    ],
    [
      "a seed file that is not JSON",
      { "seed.json": brokenSeed },
      ["--data", "seed.json"],
      () => `seed.json:2:16: not valid JSON (unexpected character "}"); fix the syntax there.`,
    ],
    [
      "a seed file with an invalid record",
      { "seed.json": invalidSeed },
      ["--data", "seed.json"],
      () =>
        `seed.json: organizations[0].slug "Grid East" is not a slug; use lowercase letters, digits and inner hyphens, e.g. "grid-east".`,
    ],
    [
      "a corrupt state file",
      { "state.json": corruptState },
      ["--state", "state.json"],
      (directory) =>
        `${join(directory, "state.json")}:1:30: not valid JSON (unexpected end of input); restore the file from a backup, or delete it to start again from the seed.`,
    ],
    [
      "a state file in a missing directory",
      {},
      ["--state", "missing/state.json"],
      (directory) => {
        const path = join(directory, "missing", "state.json");
        return `${path}: cannot write the emulator state file (ENOENT: no such file or directory, open '${path}.tmp'); make sure its directory exists and is writable.`;
      },
    ],
    [
      "a port out of range",
      {},
      ["--port", "70000"],
      () => "--port must be a whole number from 0 to 65535; got '70000'.",
    ],
    [
      "a host that is not of this machine",
      {},
      ["--port", "0", "--host", "192.0.2.1"],
      () =>
        "--host 192.0.2.1: cannot listen on this address (EADDRNOTAVAIL); use an address of this machine, such as 127.0.0.1 (the default) or 0.0.0.0 for every interface.",
    ],
    [
      "a base path without a leading slash",
      {},
      ["--base-path", "api"],
      () => `--base-path must be empty or a path starting with "/" such as "/api"; got "api".`,
    ],
    [
      "an error rate above 1",
      {},
      ["--error-rate", "1.5"],
      () => "--error-rate must be a number from 0 to 1; got '1.5'.",
    ],
    [
      "a drop rate that is not a number",
      {},
      ["--drop-after-commit-rate", "half"],
      () => "--drop-after-commit-rate must be a number from 0 to 1; got 'half'.",
    ],
    [
      "a rate limit of 0",
      {},
      ["--rate-limit", "0"],
      () => "--rate-limit must be a whole number 1 or more; got '0'.",
    ],
    [
      "a fractional latency",
      {},
      ["--latency-ms", "2.5"],
      () => "--latency-ms must be a whole number from 0 to 60000; got '2.5'.",
    ],
    [
      "a fault seed that is not a number",
      {},
      ["--fault-seed", "abc"],
      () => "--fault-seed must be a whole number 0 or more; got 'abc'.",
    ],
  ])("%s", async (_label, files, args, message) => {
    const directory = await temporaryDirectory();
    for (const [name, content] of Object.entries(files)) {
      await writeFile(join(directory, name), content);
    }
    const run = await runBundledCli(["emulator", ...args], { cwd: directory });
    expect([run.code, run.stdout, run.stderr]).toEqual([1, "", `error: ${message(directory)}\n`]);
    expect((await readdir(directory)).toSorted()).toEqual(Object.keys(files).toSorted());
    for (const [name, content] of Object.entries(files)) {
      expect(await readFile(join(directory, name), "utf8")).toBe(content);
    }
  });

  it("a port already in use", async () => {
    const occupant = await startEmulator({
      seed: parseEmulatorSeed(JSON.stringify(seedJson), "occupant"),
    });
    try {
      const port = new URL(occupant.url).port;
      const run = await runBundledCli(["emulator", "--port", port], {
        cwd: await temporaryDirectory(),
      });
      expect([run.code, run.stdout, run.stderr]).toEqual([
        1,
        "",
        `error: --port ${port}: the port is already in use on 127.0.0.1; choose another with --port N, or --port 0 for any free port.\n`,
      ]);
    } finally {
      await occupant.close();
    }
  });
});

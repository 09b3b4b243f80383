// `cip-sync emulator` in-process (runCli with captured streams; the stop that Ctrl-C gives is a
// promise the test resolves): what it prints, --state across a restart, the fault flags, the seed
// that matches examples/inventory, and bad flags and files refused with exact messages, writing
// nothing. cli.e2e.test.ts keeps what needs a process: real signals and a kill -9.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import { type InProcessRun, repositoryRoot, runCliInProcess } from "../support/cli.ts";
import { createBody, demoRequest, EAST_DEMO_KEY } from "./demo-requests.ts";
import { seedJson, temporaryDirectory } from "./support.ts";

interface ServingCli {
  url: string;
  stdout: () => string;
  /** Stops the emulator as Ctrl-C would, and returns the finished run. */
  stop: () => Promise<InProcessRun>;
}

const serving: ServingCli[] = [];
afterEach(async () => {
  await Promise.all(serving.splice(0).map((cli) => cli.stop()));
});

/** Runs `cip-sync emulator ARGS` in-process and resolves once it has printed how to connect. */
async function serve(args: readonly string[], cwd: string): Promise<ServingCli> {
  let requestStop = () => {};
  const stopped = new Promise<void>((resolve) => {
    requestStop = resolve;
  });
  let announced = () => {};
  const started = new Promise<undefined>((resolve) => {
    announced = () => resolve(undefined);
  });
  let stdout = "";
  const run = runCliInProcess(["emulator", ...args], {
    cwd,
    waitForStop: () => stopped,
    onStdout: (text) => {
      stdout += text;
      if (stdout.includes("Stop with Ctrl-C.\n")) announced();
    },
  });
  const early = await Promise.race([started, run]);
  if (early !== undefined) {
    throw new Error(`exited with ${early.code} before it served: ${early.stderr}`);
  }
  const url = /^Compliance Inventory Service emulator listening on (\S+)$/m.exec(stdout)?.[1];
  if (url === undefined) throw new Error(`no URL printed: ${stdout}`);
  let finished: Promise<InProcessRun> | undefined;
  const cli: ServingCli = {
    url,
    stdout: () => stdout,
    stop: () => {
      requestStop();
      finished ??= run;
      return finished;
    },
  };
  serving.push(cli);
  return cli;
}

function request(cli: ServingCli, method: string, path: string, body?: unknown) {
  return demoRequest(cli.url, method, path, body);
}

/** The run ended as Ctrl-C ends it: exit 0, nothing on standard error. */
function expectCleanStop(run: InProcessRun) {
  expect([run.code, run.stderr]).toEqual([0, ""]);
}

describe("cip-sync emulator (in-process)", () => {
  it("with --state, keeps a change across a restart", async () => {
    const directory = await temporaryDirectory();
    const first = await serve(["--port", "0", "--state", "state.json"], directory);
    expect(first.stdout()).toContain(
      `State: ${join(directory, "state.json")}, new, from the seed\n`,
    );
    const created = await request(first, "POST", "/cyber-assets", createBody("kept-01"));
    const { id } = (await created.json()) as { id: string };
    expect(created.status).toBe(201);
    expectCleanStop(await first.stop());

    const second = await serve(["--port", "0", "--state", "state.json"], directory);
    expect(second.stdout()).toContain(
      `State: ${join(directory, "state.json")}, restored (the seed is not used while this file exists; delete it to start again from the seed)\n`,
    );
    const fetched = await request(second, "GET", `/cyber-assets/${id}`);
    expect([fetched.status, ((await fetched.json()) as { name: string }).name]).toEqual([
      200,
      "kept-01",
    ]);
    expectCleanStop(await second.stop());
  });

  it("applies the fault flags and says which are on", async () => {
    const cli = await serve(
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

    const failing = await serve(
      ["--port", "0", "--error-rate", "1", "--fault-seed", "3"],
      await temporaryDirectory(),
    );
    expect(failing.stdout()).toContain("Injected faults: 503 on 100% of requests (fault seed 3)\n");
    expect((await request(failing, "GET", "/facilities")).status).toBe(503);
  });

  it("serves a seed that matches examples/inventory: the example plan shows every kind of change", async () => {
    const cli = await serve(["--port", "0"], await temporaryDirectory());
    const run = await runCliInProcess(
      ["plan", "--path", "examples/inventory", "--format", "json"],
      {
        cwd: repositoryRoot,
        env: { CIP_API_URL: cli.url, CIP_API_KEY: EAST_DEMO_KEY },
      },
    );
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
    const run = await runCliInProcess(["emulator", ...args], { cwd: directory });
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
      const run = await runCliInProcess(["emulator", "--port", port], {
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

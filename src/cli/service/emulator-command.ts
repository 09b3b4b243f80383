// `cip-sync emulator`: the local Compliance Inventory Service. Without --data it serves the
// example seed embedded in the bundle, so `cip-sync emulator` works anywhere with no files.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import exampleSeed from "../../../examples/emulator-seed.json" with { type: "json" };
import { percent } from "../../core/shared/wording.ts";
import { DEFAULT_FAULT_SEED, type FaultOptions } from "../../emulator/faults.ts";
import { parseEmulatorSeed } from "../../emulator/seed.ts";
import { basePathProblem, startEmulator } from "../../emulator/server.ts";
import type { CliIo } from "../shared/io.ts";
import { type CliSettings, UsageError } from "../shared/settings.ts";

type EmulatorSettings = Extract<CliSettings, { command: "emulator" }>;

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

export async function runEmulatorCommand(settings: EmulatorSettings, io: CliIo): Promise<number> {
  const basePath = basePathProblem(settings.basePath);
  if (basePath !== undefined) throw new UsageError(`--base-path ${basePath}.`);
  const seed =
    settings.dataFile === undefined
      ? parseEmulatorSeed(JSON.stringify(exampleSeed), "the built-in example seed")
      : parseEmulatorSeed(await readSeedFile(settings.dataFile, io.cwd), settings.dataFile);
  const statePath =
    settings.stateFile === undefined ? undefined : resolve(io.cwd, settings.stateFile);
  const emulator = await startEmulator({
    seed,
    host: settings.host,
    port: settings.port,
    basePath: settings.basePath,
    ...(statePath !== undefined ? { statePath } : {}),
    enforceUniqueNames: settings.enforceUniqueNames,
    exposeControlCenterParent: settings.exposeControlCenterParent,
    profile: settings.profile,
    faults: settings.faults,
  }).catch((error: unknown) => {
    throw listenProblem(error, settings) ?? error;
  });
  const keys = emulator
    .apiKeys()
    .map(({ organization, key }) => `  ${organization}: ${key}`)
    .join("\n");
  const state =
    statePath === undefined
      ? "in memory, lost on exit (--state FILE keeps it)"
      : emulator.restoredState
        ? `${statePath}, restored (the seed is not used while this file exists; delete it to start again from the seed)`
        : `${statePath}, new, from the seed`;
  const faults = describeFaults(settings.faults);
  if (!LOOPBACK_HOST.test(settings.host)) {
    io.stderr(
      `warning: --host ${settings.host} lets other machines reach the emulator and its published keys; it is for tests and rehearsals only.\n`,
    );
  }
  // These are the emulator's own keys (from the seed), printed so a newcomer can connect.
  io.stdout(
    `Compliance Inventory Service emulator listening on ${emulator.url}\n` +
      `Seed: ${settings.dataFile ?? "the built-in example seed"}\n` +
      `State: ${state}\n` +
      (settings.profile === "spec"
        ? ""
        : "Profile: documented (errors, expired keys, 429 and timestamps as the service's documentation shows them)\n") +
      (faults === undefined ? "" : `Injected faults: ${faults}\n`) +
      `API keys by organization:\n${keys}\n` +
      // Commands that work wherever cip-sync is installed: no example files needed.
      "Try, in an empty folder:\n" +
      `  export CIP_API_URL=${emulator.url} CIP_API_KEY=<a key above>\n` +
      "  cip-sync import --out inventory   # the live inventory as files\n" +
      "  cip-sync plan inventory           # no changes yet: edit a file and plan again\n" +
      "Stop with Ctrl-C.\n",
  );
  await io.waitForStop();
  await emulator.close();
  return 0;
}

async function readSeedFile(file: string, cwd: string): Promise<string> {
  try {
    return await readFile(resolve(cwd, file), "utf8");
  } catch (error) {
    throw new UsageError(
      `--data ${file}: cannot read the seed file (${(error as Error).message}); pass the path of a JSON seed file, or leave out --data to serve the built-in example seed.`,
    );
  }
}

/** A failure to listen, in terms of --host and --port; undefined for any other error. */
function listenProblem(error: unknown, settings: EmulatorSettings): UsageError | undefined {
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (syscall !== "listen" && syscall !== "getaddrinfo") return undefined;
  const { host, port } = settings;
  switch (code) {
    case "EADDRINUSE":
      return new UsageError(
        `--port ${port}: the port is already in use on ${host}; choose another with --port N, or --port 0 for any free port.`,
      );
    case "EACCES":
      return new UsageError(
        `--port ${port}: not permitted to listen on this port on ${host}; choose a port from 1024 up, or --port 0 for any free port.`,
      );
    default:
      return new UsageError(
        `--host ${host}: cannot listen on this address (${code}); use an address of this machine, such as 127.0.0.1 (the default) or 0.0.0.0 for every interface.`,
      );
  }
}

/** The active faults in words, or undefined when none is on. */
function describeFaults(faults: FaultOptions): string | undefined {
  const active = [
    faults.latencyMs ? `${faults.latencyMs} ms latency` : undefined,
    faults.errorRate ? `503 on ${percent(faults.errorRate)} of requests` : undefined,
    faults.dropAfterCommitRate
      ? `connection dropped after ${percent(faults.dropAfterCommitRate)} of committed changes`
      : undefined,
    faults.rateLimitPerSecond !== undefined
      ? `429 above ${faults.rateLimitPerSecond} requests per second`
      : undefined,
  ].filter((item) => item !== undefined);
  if (active.length === 0) return undefined;
  return `${active.join(", ")} (fault seed ${faults.seed ?? DEFAULT_FAULT_SEED})`;
}

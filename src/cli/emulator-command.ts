// `cip-sync emulator`: the local Compliance Inventory Service. Without --data it serves the
// example seed embedded in the bundle, so `npx cip-sync emulator` works anywhere with no files.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import exampleSeed from "../../examples/emulator-seed.json" with { type: "json" };
import { parseEmulatorSeed } from "../emulator/seed.ts";
import { startEmulator } from "../emulator/server.ts";
import type { CliIo } from "./main.ts";
import type { CliSettings } from "./settings.ts";

export async function runEmulatorCommand(
  settings: Extract<CliSettings, { command: "emulator" }>,
  io: CliIo,
): Promise<number> {
  const seed =
    settings.dataFile === undefined
      ? parseEmulatorSeed(JSON.stringify(exampleSeed), "the built-in example seed")
      : parseEmulatorSeed(
          await readFile(resolve(io.cwd, settings.dataFile), "utf8"),
          settings.dataFile,
        );
  const emulator = await startEmulator({
    seed,
    host: settings.host,
    port: settings.port,
    basePath: settings.basePath,
    ...(settings.stateFile !== undefined ? { statePath: resolve(io.cwd, settings.stateFile) } : {}),
    enforceUniqueNames: settings.enforceUniqueNames,
    exposeControlCenterParent: settings.exposeControlCenterParent,
    faults: settings.faults,
  });
  const keys = emulator
    .apiKeys()
    .map(({ organization, key }) => `  ${organization}: ${key}`)
    .join("\n");
  // These are the emulator's own keys (from the seed), printed so a newcomer can connect.
  io.stdout(
    `Compliance Inventory Service emulator listening on ${emulator.url}\n` +
      `API keys by organization:\n${keys}\n` +
      `Try: CIP_API_URL=${emulator.url} CIP_API_KEY=<key> cip-sync plan --path examples/inventory\n` +
      "Stop with Ctrl-C.\n",
  );
  await io.waitForStop();
  await emulator.close();
  return 0;
}

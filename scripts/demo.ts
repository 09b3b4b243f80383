// `npm run demo`: the main job on the embedded default. Starts the emulator on the example seed,
// then runs the bundled CLI's `plan` over examples/inventory/ against it. No key, no network.
// examples/ is the example repository's root: its site files (low-impact/) and patch sources
// (cip-patch-sources.yaml) cover the inventory, so the first command warns of nothing of its own.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseEmulatorSeed } from "../src/emulator/seed.ts";
import { startEmulator } from "../src/emulator/server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const seedFile = "examples/emulator-seed.json";
const emulator = await startEmulator({
  seed: parseEmulatorSeed(await readFile(`${root}/${seedFile}`, "utf8"), seedFile),
});
const key = emulator.apiKeys().find(({ organization }) => organization === "grid-east")?.key;
if (key === undefined) throw new Error(`${seedFile} has no API key for organization grid-east`);

process.stderr.write(
  `Emulator of the Compliance Inventory Service at ${emulator.url} (seed ${seedFile}).\n` +
    "$ cip-sync plan --root examples --path examples/inventory\n\n",
);
const child = spawn(
  process.execPath,
  [
    `${root}/dist/cli/index.js`,
    "plan",
    "--root",
    "examples",
    "--path",
    "examples/inventory",
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CIP_API_URL: emulator.url, CIP_API_KEY: key },
  },
);
const [code] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
await emulator.close();
process.exitCode = code ?? 1;

import { writeSyntheticInventory, BENCH_API_KEY } from "./synthetic.ts";
import { startEmulator } from "../src/emulator/server.ts";
import { spawn } from "node:child_process";
const run = (args: string[], opts: any) => new Promise<{status: number|null; stderr: string}>((res) => { const c = spawn(process.execPath, args, opts); let e = ""; c.stderr.on("data", (d) => (e += d)); c.on("close", (status) => res({ status, stderr: e })); });
const assets = Number(process.argv[2] ?? 100000);
const ws = `/tmp/prof/ws-${assets}`;
const inv = await writeSyntheticInventory(`${ws}/inventory`, assets, { live: true });
const emulator = await startEmulator({ seed: inv.seed });
const env = { ...process.env, CIP_API_URL: emulator.url, CIP_API_KEY: BENCH_API_KEY };
for (const extra of [[], ["--cpu-prof", "--cpu-prof-dir=/tmp/prof/cpu"]]) {
  const t = Date.now();
  const r = await run([...extra, "/work/main/dist/cli/index.js", "plan", "--path", "inventory", "--format", "json", "--out", "plan.json", "--max-assets", String(Math.max(assets, 100000)), "--max-bytes", String(256 * 1024 * 1024)], { cwd: ws, env });
  console.log(extra.length ? "prof" : "plain", r.status, Date.now() - t, "ms", r.stderr.slice(0, 300));
}
await emulator.close();

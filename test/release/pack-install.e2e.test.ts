// The install the docs describe, as a newcomer does it: a plain `npm pack` of this checkout (what
// `npm publish` uploads) installs into an empty prefix, offline, without a Node binary or any other
// package, and a clone runs the same bin through npx; the installed `cip-sync` starts its own
// emulator and follows the emulator's "Try" lines (import, then plan) from an empty folder; every
// page of the manual a message cites is in it; and the size docs/command-line.md gives is the size
// measured here. Child processes: the subjects are npm and the installed bin.
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_VERSION_LINE, repositoryRoot, requireCurrentBundles } from "../support/cli.ts";

const run = promisify(execFile);
const npmEnv = { ...process.env, npm_config_update_notifier: "false" };

let base: string;
let tarball: string;
let packedBytes: number;
let env: Record<string, string>;

beforeAll(async () => {
  requireCurrentBundles();
  base = mkdtempSync(join(tmpdir(), "cip-pack-"));
  const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", base], {
    cwd: repositoryRoot,
    env: npmEnv,
  });
  const [packed] = JSON.parse(stdout) as [{ filename: string; size: number }];
  tarball = join(base, packed.filename);
  packedBytes = packed.size;
  const prefix = join(base, "prefix");
  await run(
    "npm",
    ["install", "-g", "--prefix", prefix, "--offline", "--no-audit", "--no-fund", tarball],
    { env: npmEnv },
  );
  // Node 24 first on the PATH, as `nvm install 24` leaves it: the bin's `#!/usr/bin/env node` finds it.
  env = {
    PATH: [join(prefix, "bin"), dirname(process.execPath), process.env.PATH].join(delimiter),
    NO_COLOR: "1",
  };
}, 180_000);

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

/** The installed `cip-sync emulator`: its URL and first key, read from what it prints. */
async function startInstalledEmulator() {
  const child = spawn("cip-sync", ["emulator"], { env, cwd: base });
  // Kept to say why, should the emulator print no URL (it once printed nothing at all).
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const lines: string[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    lines.push(line);
    if (line.startsWith("Stop with Ctrl-C")) break;
  }
  const url = /listening on (\S+)/.exec(lines.join("\n"))?.[1];
  const key = /^ {2}[\w-]+: (\S+)$/m.exec(lines.join("\n"))?.[1];
  if (url === undefined || key === undefined) {
    const closed = once(child, "close");
    child.kill("SIGINT");
    const [code, signal] = (await closed) as [number | null, NodeJS.Signals | null];
    throw new Error(
      `cip-sync emulator printed no URL and key (exit ${code ?? signal}):\n${lines.join("\n")}\n${stderr}`,
    );
  }
  return {
    url,
    key,
    text: lines.join("\n"),
    stop: async () => {
      child.kill("SIGINT");
      await once(child, "exit");
    },
  };
}

describe("npm pack of this checkout, installed as the docs say", () => {
  it("has a manifest with nothing to install: no dependencies, no Node binary", async () => {
    const { stdout } = await run("tar", ["-xzOf", tarball, "package/package.json"]);
    const manifest = JSON.parse(stdout) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty("dependencies");
    expect(manifest).not.toHaveProperty("optionalDependencies");
    expect(manifest).not.toHaveProperty("peerDependencies");
    const listing = (await run("tar", ["-tzf", tarball])).stdout;
    expect(listing).not.toMatch(/node-(linux|darwin|win)/);
    expect(listing).toContain("package/docs/inventory-format.md");
  });

  // The package has no repository URL to link the manual of its version by, so messages name the
  // page ("see docs/sources.md") and the package carries it, under $(npm root -g)/cip-inventory-sync/.
  it("holds every page of the manual that src/ cites", async () => {
    const src = `${repositoryRoot}src/`;
    const cited = new Set(
      readdirSync(src, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts"))
        .flatMap((file) => [...readFileSync(`${src}${file}`, "utf8").matchAll(/docs\/[\w-]+\.md/g)])
        .map(([path]) => path),
    );
    expect(cited.size, "src/ cites pages of the manual").toBeGreaterThan(0);
    const listing = new Set((await run("tar", ["-tzf", tarball])).stdout.split("\n"));
    expect([...cited].filter((path) => !listing.has(`package/${path}`))).toEqual([]);
  });

  it("is the size docs/command-line.md gives, to a tenth of a megabyte", () => {
    const page = readFileSync(`${repositoryRoot}docs/command-line.md`, "utf8");
    const documented = /The package is about ([\d.]+) MB/.exec(page)?.[1];
    expect(documented, "docs/command-line.md states the package size").toBeDefined();
    expect((packedBytes / 1_000_000).toFixed(1)).toBe(documented);
  });

  it("from a clone after npm ci, npx cip-sync runs the checkout's own bin", async () => {
    const printed = await run("npx", ["--no-install", "cip-sync", "--version"], {
      cwd: repositoryRoot,
      env: npmEnv,
    });
    expect(printed.stdout).toMatch(DEVELOPMENT_VERSION_LINE);
  });

  it("runs cip-sync --version, and the emulator's Try lines work from an empty folder", async () => {
    const printed = await run("cip-sync", ["--version"], { env, cwd: base });
    expect(printed.stdout).toMatch(DEVELOPMENT_VERSION_LINE);

    const emulator = await startInstalledEmulator();
    try {
      expect(emulator.text).toContain("cip-sync import --out inventory");
      const folder = join(base, "first-steps");
      mkdirSync(folder);
      const service = { ...env, CIP_API_URL: emulator.url, CIP_API_KEY: emulator.key };
      await run("cip-sync", ["import", "--out", "inventory"], { env: service, cwd: folder });
      const plan = await run("cip-sync", ["plan", "inventory"], { env: service, cwd: folder });
      expect(plan.stdout).toContain("No changes");
    } finally {
      await emulator.stop();
    }
  });
});

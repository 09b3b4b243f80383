// Installable: `npm pack` gives a small package, and `npm install -g` of it puts a working
// `cip-sync` on the PATH (into a temporary prefix, offline: the bundle needs no dependency). Child
// processes because the subject is the package and its bin, run through the shebang from the PATH.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryRoot, requireCurrentBundles } from "../support/cli.ts";

const run = promisify(execFile);
const MAX_PACKED_BYTES = 5 * 1024 * 1024;

let base: string;
let env: Record<string, string>;

beforeAll(async () => {
  requireCurrentBundles();
  base = await mkdtemp(join(tmpdir(), "cip-sync-install-"));
  const npmEnv = { ...process.env, npm_config_update_notifier: "false" };
  const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", base], {
    cwd: repositoryRoot,
    env: npmEnv,
  });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
  const tarball = join(base, packed!.filename);
  const prefix = join(base, "prefix");
  await run(
    "npm",
    ["install", "-g", "--prefix", prefix, "--offline", "--no-audit", "--no-fund", tarball],
    { env: npmEnv },
  );
  // The package's own Node 24 first on the PATH: `#!/usr/bin/env node` finds it.
  env = { PATH: `${join(prefix, "bin")}:${dirname(process.execPath)}:${process.env.PATH ?? ""}` };
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("npm pack and npm install -g", () => {
  it("packs under 5 MB", async () => {
    const tarballs = await run("sh", ["-c", "ls *.tgz"], { cwd: base });
    const size = (await stat(join(base, tarballs.stdout.trim()))).size;
    expect(size).toBeLessThan(MAX_PACKED_BYTES);
  });

  it("runs cip-sync --version and cip-sync validate from the PATH", async () => {
    const version = await run("cip-sync", ["--version"], { env, cwd: base });
    expect(version.stdout).toMatch(/^cip-sync \d+\.\d+\.\d+\n$/);

    const project = join(base, "project");
    await mkdir(join(project, "inventory"), { recursive: true });
    await writeFile(
      join(project, "inventory", "alpha.yaml"),
      "cyber_system: Alpha\nassets:\n  relay-01: hardware\n",
    );
    const validated = await run("cip-sync", ["validate", "inventory/alpha.yaml"], {
      env,
      cwd: project,
    });
    expect(validated.stderr).toBe(
      "Valid: 1 file(s), 1 cyber system(s), 1 asset(s). References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them).\n",
    );
  });
});

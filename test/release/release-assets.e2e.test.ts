// What a release ships, checked as users receive it. The assets are built twice, from two copies
// of the tree in different folders (two clean clones), and must be the same bytes; the npm tarball
// holds only what runs and installs into an empty prefix, offline, as a working `cip-sync`; the SBOM
// is valid CycloneDX and lists every package bundled into dist/. Child processes: the subjects
// are archives, npm and the installed bin.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import Ajv from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_PACKAGES_FILE, type BundledPackage } from "../../scripts/bundled-packages.ts";
import {
  actionBundleName,
  buildReleaseAssets,
  type ReleaseAsset,
} from "../../scripts/release-assets.ts";
import { DEVELOPMENT_VERSION_LINE, repositoryRoot, requireCurrentBundles } from "../support/cli.ts";

const run = promisify(execFile);
const MAX_PACKED_BYTES = 5 * 1024 * 1024;
const TREE = [
  "package.json",
  "package-lock.json",
  "README.md",
  "LICENSE",
  "action.yml",
  "dist",
  "docs",
  "schemas",
  "tools",
];
const TIMESTAMP = "2026-11-24T08:00:00+00:00";
const { version } = JSON.parse(readFileSync(`${repositoryRoot}package.json`, "utf8")) as {
  version: string;
};
const TARBALL = `cip-inventory-sync-${version}.tgz`;

let base: string;
const out: string[] = [];
let assets: ReleaseAsset[];

function copyOfTree(folder: string): string {
  for (const entry of TREE)
    cpSync(join(repositoryRoot, entry), join(folder, entry), { recursive: true });
  return folder;
}

beforeAll(() => {
  requireCurrentBundles();
  base = mkdtempSync(join(tmpdir(), "cip-release-"));
  // Folders of different lengths: an absolute path inside an asset would change its bytes.
  for (const name of ["a", "clone-in-a-longer-folder"]) {
    const root = copyOfTree(join(base, name));
    out.push(join(root, "release"));
    assets = buildReleaseAssets({
      root,
      version,
      outDir: join(root, "release"),
      timestamp: TIMESTAMP,
    });
  }
}, 240_000);

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

function read(index: number, name: string): Buffer {
  return readFileSync(join(out[index]!, name));
}

async function tarList(archive: string): Promise<string[]> {
  const { stdout } = await run("tar", ["-tzf", archive]);
  return stdout.trim().split("\n").sort();
}

describe("the release assets", () => {
  it("are the four assets, the same bytes from two clones, with no path of either inside", () => {
    expect(assets.map((asset) => asset.name)).toEqual([
      TARBALL,
      actionBundleName(version),
      "sbom.cdx.json",
      "SHA256SUMS",
    ]);
    for (const { name } of assets) expect(read(1, name)).toEqual(read(0, name));
    for (const name of [TARBALL, actionBundleName(version)]) {
      const tar = gunzipSync(read(0, name)).toString("latin1");
      expect(tar).not.toContain(base);
      expect(tar).not.toContain(repositoryRoot);
    }
    const sums = read(0, "SHA256SUMS").toString("utf8");
    expect(sums).toMatch(/^([0-9a-f]{64} {2}\S+\n){3}$/);
  });

  it("npm tarball: only the CLI bundle, schemas, the manual, README, LICENSE, and a manifest with nothing to install", async () => {
    const files = await tarList(join(out[0]!, TARBALL));
    const unexpected = files.filter(
      (file) =>
        !/^package\/(package\.json|README\.md|LICENSE|docs\/([\w-]+\/)?[\w-]+\.md|schemas\/[\w.-]+\.json|dist\/cli\/(\d+\.)?index\.js|dist\/cli\/(licenses\.txt|package\.json))$/.test(
          file,
        ),
    );
    expect(unexpected).toEqual([]);
    expect(files).toContain("package/dist/cli/index.js");
    expect(assets.find((asset) => asset.name === TARBALL)!.bytes).toBeLessThan(MAX_PACKED_BYTES);
    const { stdout } = await run("tar", ["-xzOf", join(out[0]!, TARBALL), "package/package.json"]);
    const manifest = JSON.parse(stdout) as Record<string, unknown>;
    expect(
      Object.keys(manifest).filter((key) => /dependencies|scripts|overrides|private/i.test(key)),
    ).toEqual([]);
    expect(manifest).toMatchObject({
      name: "cip-inventory-sync",
      bin: { "cip-sync": "dist/cli/index.js" },
      engines: { node: ">=24" },
      publishConfig: { provenance: true },
    });
  });

  it("npm tarball: installs into an empty prefix offline and runs cip-sync --version and validate", async () => {
    const prefix = join(base, "prefix");
    const npmEnv = { ...process.env, npm_config_update_notifier: "false" };
    await run(
      "npm",
      [
        "install",
        "-g",
        "--prefix",
        prefix,
        "--offline",
        "--no-audit",
        "--no-fund",
        join(out[0]!, TARBALL),
      ],
      { env: npmEnv },
    );
    // Node 24 first on the PATH: the bin's `#!/usr/bin/env node` finds it.
    const env = {
      PATH: [join(prefix, "bin"), dirname(process.execPath), process.env.PATH].join(delimiter),
    };
    const printed = await run("cip-sync", ["--version"], { env, cwd: base });
    expect(printed.stdout).toMatch(DEVELOPMENT_VERSION_LINE);
    const project = join(base, "project");
    mkdirSync(join(project, "inventory"), { recursive: true });
    writeFileSync(
      join(project, "inventory", "alpha.yaml"),
      "cyber_system: Alpha\nassets:\n  relay-01: hardware\n",
    );
    const validated = await run("cip-sync", ["validate", "inventory/alpha.yaml"], {
      env,
      cwd: project,
    });
    expect(validated.stdout).toBe(
      "Valid: 1 inventory file(s) (1 cyber system(s), 1 asset(s)). References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them).\n",
    );
  });

  it("SBOM: valid CycloneDX 1.5 that lists every package bundled into dist/, and only those", () => {
    const schemas = `${repositoryRoot}node_modules/@cyclonedx/cyclonedx-library/res/schema`;
    const load = (file: string) => JSON.parse(readFileSync(join(schemas, file), "utf8")) as object;
    // The BOM schema refers to its companions by their file names in the package.
    const ajv = new Ajv.default({ allErrors: true, strict: false, validateFormats: false });
    for (const file of ["spdx.SNAPSHOT.schema.json", "jsf-0.82.SNAPSHOT.schema.json"]) {
      ajv.addSchema({ ...load(file), $id: `http://cyclonedx.org/schema/${file}` });
    }
    const validate = ajv.compile(load("bom-1.5.SNAPSHOT.schema.json"));
    const bom = JSON.parse(read(0, "sbom.cdx.json").toString("utf8")) as {
      specVersion: string;
      components: Array<{ name: string; version: string; purl: string }>;
    };
    expect(validate(bom) ? [] : validate.errors).toEqual([]);
    expect(bom.specVersion).toBe("1.5");

    const bundled = JSON.parse(
      readFileSync(`${repositoryRoot}dist/${BUNDLED_PACKAGES_FILE}`, "utf8"),
    ) as BundledPackage[];
    const listed = bom.components.map((c) => `${c.name}@${c.version}`).sort();
    expect(listed).toEqual(bundled.map((p) => `${p.name}@${p.version}`).sort());
    // Independently of the build's list: every package ncc wrote a licence for is in the SBOM.
    const lock = JSON.parse(readFileSync(`${repositoryRoot}package-lock.json`, "utf8")) as {
      packages: Record<string, unknown>;
    };
    const licensed = ["dist/licenses.txt", "dist/cli/licenses.txt"]
      .flatMap((file) => readFileSync(`${repositoryRoot}${file}`, "utf8").split("\n"))
      .filter((line) => lock.packages[`node_modules/${line}`] !== undefined);
    const names = new Set(bom.components.map((c) => c.name));
    expect(licensed.filter((name) => !names.has(name))).toEqual([]);
    expect(licensed.length).toBeGreaterThan(10);
  });
});

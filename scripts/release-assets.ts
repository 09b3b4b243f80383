// The four release assets, built from a tree whose dist/ is current: the npm tarball, the Action
// as GitHub Enterprise Server admins import it, the CycloneDX SBOM and SHA256SUMS over the three.
// Everything here is reproducible: the same tree gives the same bytes in any folder.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BUNDLED_PACKAGES_FILE, type BundledPackage } from "./bundled-packages.ts";
import { reproducibleTarGz } from "./release-archive.ts";
import { bundleSbom, type CycloneDxBom } from "./release-sbom.ts";

export const SBOM_FILE = "sbom.cdx.json";
export const CHECKSUMS_FILE = "SHA256SUMS";

/** What the Action needs at run time (action.yml runs dist/index.js), and nothing else. */
export const ACTION_BUNDLE_FILES = ["action.yml", "README.md", "LICENSE", "dist/**", "schemas/**"];

export interface ReleaseAssetsRequest {
  root: string;
  version: string;
  /** Folder the assets are written to (created, emptied first). */
  outDir: string;
  /** ISO 8601 time of the release commit: the SBOM's timestamp. */
  timestamp: string;
  /** The repository's URL for the npm package's `repository` (provenance checks it). */
  repositoryUrl?: string;
}

export interface ReleaseAsset {
  name: string;
  bytes: number;
}

export function actionBundleName(version: string): string {
  return `cip-inventory-sync-action-${version}.tar.gz`;
}

function filesMatching(root: string, patterns: readonly string[]): string[] {
  return patterns
    .flatMap((pattern) =>
      globSync(pattern, { cwd: root, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
    )
    .map((path) => path.replaceAll("\\", "/"))
    .sort();
}

/**
 * Runs npm: the npm running this script when there is one (`npm run release`), else PATH's. Its
 * output is returned, or shown as it comes when `show` is set.
 */
export function npm(args: readonly string[], cwd: string, show = false): string {
  const npmCli = process.env.npm_execpath;
  const [command, prefix] =
    npmCli !== undefined && /\.c?js$/.test(npmCli)
      ? [process.execPath, [npmCli]]
      : ["npm", [] as string[]];
  const output = execFileSync(command, [...prefix, ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", show ? "inherit" : "pipe", show ? "inherit" : "pipe"],
    shell: command === "npm" && process.platform === "win32",
    env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" },
  });
  return output ?? "";
}

type Manifest = Record<string, unknown> & { name: string; version: string; files: string[] };

/**
 * The package.json users install: the repository's, less what only development needs (the
 * workspace `tools/node24/` holds the development Node 24, which users must never get).
 */
export function publishedManifest(manifest: Manifest, repositoryUrl?: string): Manifest {
  const published: Manifest = { ...manifest };
  for (const field of ["scripts", "devDependencies", "overrides", "workspaces"]) {
    delete published[field];
  }
  if (repositoryUrl !== undefined) published.repository = { type: "git", url: repositoryUrl };
  return published;
}

function packNpm(request: ReleaseAssetsRequest, manifest: Manifest): string {
  const stage = join(request.outDir, ".npm-package");
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  try {
    const published = publishedManifest(manifest, request.repositoryUrl);
    writeFileSync(join(stage, "package.json"), `${JSON.stringify(published, null, 2)}\n`);
    const globs = [...manifest.files.map((entry) => `${entry.replace(/\/$/, "")}/**`)];
    for (const file of filesMatching(request.root, ["README.md", "LICENSE", ...globs])) {
      mkdirSync(dirname(join(stage, file)), { recursive: true });
      cpSync(join(request.root, file), join(stage, file));
    }
    const [packed] = JSON.parse(npm(["pack", "--json", "--pack-destination", ".."], stage)) as [
      { filename: string },
    ];
    return packed.filename;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * Writes the Action as GitHub Enterprise Server admins import it, all in one folder named after
 * the archive, and returns the archive's name.
 */
export function writeActionBundle(root: string, version: string, outDir: string): string {
  const name = actionBundleName(version);
  const folder = name.replace(/\.tar\.gz$/, "");
  const entries = filesMatching(root, ACTION_BUNDLE_FILES).map((path) => ({
    path: `${folder}/${path}`,
    data: readFileSync(join(root, path)),
  }));
  writeFileSync(join(outDir, name), reproducibleTarGz(entries));
  return name;
}

function writeSbom(request: ReleaseAssetsRequest, manifest: Manifest): string {
  const bundled = JSON.parse(
    readFileSync(join(request.root, "dist", BUNDLED_PACKAGES_FILE), "utf8"),
  ) as BundledPackage[];
  const npmBom = JSON.parse(
    npm(
      ["sbom", "--sbom-format", "cyclonedx", "--sbom-type", "application", "--package-lock-only"],
      request.root,
    ),
  ) as CycloneDxBom;
  const bom = bundleSbom(npmBom, bundled, {
    name: manifest.name,
    version: request.version,
    timestamp: request.timestamp,
  });
  writeFileSync(join(request.outDir, SBOM_FILE), `${JSON.stringify(bom, null, 2)}\n`);
  return SBOM_FILE;
}

/** Builds the assets into `outDir` and returns them with their sizes, SHA256SUMS last. */
export function buildReleaseAssets(request: ReleaseAssetsRequest): ReleaseAsset[] {
  rmSync(request.outDir, { recursive: true, force: true });
  mkdirSync(request.outDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(request.root, "package.json"), "utf8")) as Manifest;
  if (manifest.version !== request.version) {
    throw new Error(
      `package.json has version ${manifest.version}, not ${request.version}: the release sets it first.`,
    );
  }
  const names = [
    packNpm(request, manifest),
    writeActionBundle(request.root, request.version, request.outDir),
    writeSbom(request, manifest),
  ].sort();
  const sums = names.map((name) => {
    const digest = createHash("sha256").update(readFileSync(join(request.outDir, name)));
    return `${digest.digest("hex")}  ${name}\n`;
  });
  writeFileSync(join(request.outDir, CHECKSUMS_FILE), sums.join(""));
  return [...names, CHECKSUMS_FILE].map((name) => ({
    name,
    bytes: readFileSync(join(request.outDir, name)).length,
  }));
}

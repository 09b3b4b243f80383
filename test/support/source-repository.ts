// A repository on disk for source tests: a sources file, a CSV export and whatever else a test
// writes, removed after the test. And the CSV the scenarios start from.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { onTestFinished } from "vitest";

export const CSV_SYSTEMS = ["Alpha Protection", "Bravo Relays", "Charlie Control"] as const;
const CLASSES = ["RTU", "PLC", "HMI", "Relay", "Application"] as const;

export interface CsvAsset {
  hostname: string;
  system: string;
  assetClass: string;
  status: string;
}

/**
 * `count` assets spread over the three systems: every tenth retired (filtered out by `where`),
 * every fiftieth from the seventh a "Switch" (no type mapping).
 */
export function sampleAssets(count: number): CsvAsset[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      hostname: `asset-${String(n).padStart(5, "0")}`,
      system: CSV_SYSTEMS[n % 3]!,
      assetClass: n % 50 === 7 ? "Switch" : CLASSES[n % 5]!,
      status: n % 10 === 0 ? "Retired" : "Active",
    };
  });
}

export function csvOf(assets: readonly CsvAsset[], delimiter = ","): string {
  const lines = assets.map((asset) =>
    [asset.hostname, asset.system, asset.assetClass, asset.status].join(delimiter),
  );
  return [["hostname", "cip_system", "asset_class", "status"].join(delimiter), ...lines, ""].join(
    "\n",
  );
}

export const CSV_SOURCES_FILE = `version: 1
sources:
  - name: cmdb
    kind: csv
    file: exports/ot-assets.csv
    columns: { name: hostname, system: cip_system, type: asset_class }
    types: { RTU: hardware, PLC: hardware, HMI: hardware, Relay: hardware, Application: software }
    where: { status: Active }
    systems: [Alpha Protection, Bravo Relays, Charlie Control]
    out: inventory/cmdb/
`;

/** A new directory holding `files` (path -> content), removed when the test finishes. */
export async function repositoryWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "cip-sources-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  for (const [path, content] of Object.entries(files)) await writeInto(root, path, content);
  return root;
}

export async function writeInto(root: string, path: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
}

/** Every file under `directory` (path relative to `root` -> content), sorted by path. */
export async function filesUnder(root: string, directory: string): Promise<Record<string, string>> {
  const entries = await readdir(join(root, directory), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  const files: Record<string, string> = {};
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
  for (const path of paths) files[path] = await readFile(join(root, path), "utf8");
  return files;
}

/** A sources file with one command source, whose command a pull request may change. */
export const COMMAND_SOURCES_FILE = `version: 1
sources:
  - name: discovery
    kind: command
    run: [node, scripts/export-assets.mjs]
    systems: [Delta Substation]
    out: inventory/discovery/
`;

// The npm packages ncc bundled into dist/, read from webpack's stats of each build. The release's
// SBOM must list exactly what ships inside the bundles, and those packages are devDependencies
// (the published package installs nothing), so neither `npm sbom --omit dev` nor the lock file can
// tell which of them end up in dist/: only the bundler knows.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const BUNDLED_PACKAGES_FILE = "bundled-packages.json";

export interface BundledPackage {
  name: string;
  version: string;
}

interface StatsModule {
  identifier?: string;
  modules?: StatsModule[];
}

// The module's file is the last part of a loader chain ("loader!loader!/abs/path|hash").
const NODE_MODULES_PACKAGE = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//;

function packageDirectories(modules: readonly StatsModule[], into: Set<string>): void {
  for (const module of modules) {
    const resource = (module.identifier ?? "").split("!").at(-1)?.split("|")[0] ?? "";
    const match = NODE_MODULES_PACKAGE.exec(resource.replaceAll("\\", "/"));
    if (match?.[1] !== undefined) into.add(match[1]);
    // A concatenated module ("x.ts + 96 modules") holds the modules it was made of.
    if (module.modules !== undefined) packageDirectories(module.modules, into);
  }
}

/** Every package whose files are in the bundles described by `statsFiles`, sorted by name. */
export function bundledPackages(statsFiles: readonly string[]): BundledPackage[] {
  const directories = new Set<string>();
  for (const file of statsFiles) {
    const stats = JSON.parse(readFileSync(file, "utf8")) as { modules?: StatsModule[] };
    packageDirectories(stats.modules ?? [], directories);
  }
  const packages = new Map<string, BundledPackage>();
  for (const directory of directories) {
    const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as {
      name: string;
      version: string;
    };
    packages.set(`${manifest.name}@${manifest.version}`, {
      name: manifest.name,
      version: manifest.version,
    });
  }
  return [...packages.values()].sort((a, b) =>
    `${a.name}@${a.version}`.localeCompare(`${b.name}@${b.version}`, "en"),
  );
}

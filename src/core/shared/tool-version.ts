// Which build of cip-inventory-sync this is: `cip-sync --version` and every record's tool version.
// A release is the X.Y.Z `npm run release` sets in package.json, commits and tags vX.Y.Z; between
// releases package.json says the next version with "-dev", and the build adds the commit the
// bundles were built from, so no development build can pass for a release (issue 52).
import packageJson from "../../../package.json" with { type: "json" };

/** The marker scripts/build.ts finds in the bundles and writes the build's stamp after. */
export const BUILD_STAMP_MARKER = "cip-sync:build-stamp:";

/**
 * "unbuilt" in the sources; in dist/, what scripts/build.ts wrote: "release" for a release (its
 * version and tag name it), else the commit's first 12 hex digits, with ".modified" when the build
 * inputs had changes not committed, or "no-git".
 */
const BUILD_STAMP: string = "cip-sync:build-stamp:unbuilt";

export interface ToolBuild {
  /** A release's X.Y.Z, or X.Y.Z-dev+STAMP: what change records carry as tool.version. */
  version: string;
  /** What `--version` adds after the version: empty for a release. */
  note: string;
}

/** Whether package.json's `version` is a release's (X.Y.Z) rather than the next one's X.Y.Z-dev. */
export function isReleaseVersion(packageVersion: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(packageVersion);
}

/** The build that package.json's `version` and the bundles' stamp make. */
export function toolBuild(packageVersion: string, stamp: string): ToolBuild {
  if (isReleaseVersion(packageVersion)) return { version: packageVersion, note: "" };
  const version = `${packageVersion}+${stamp}`;
  const commit = /^([0-9a-f]{12})(\.modified)?$/.exec(stamp);
  const what =
    commit === null
      ? stamp === "unbuilt"
        ? "run from the sources, not built"
        : "a development build made outside a git checkout"
      : // The last commit that changed a build input (scripts/build-stamp.ts), which may be older
        // than the one checked out: said, so that nobody takes it for HEAD.
        `a development build of the sources as last changed by commit ${commit[1]}${commit[2] === undefined ? "" : ", with changes that were not committed"}`;
  return { version, note: ` (${what}, not a release)` };
}

export const TOOL_BUILD = toolBuild(
  packageJson.version,
  BUILD_STAMP.slice(BUILD_STAMP_MARKER.length),
);

/** This build's version, as change records and reports name the tool. */
export const TOOL_VERSION = TOOL_BUILD.version;

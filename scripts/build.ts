// Bundles the Action and the CLI with ncc into dist/, which is committed: the runner executes
// dist/index.js directly, and `.ci/run` checks that dist/ equals a fresh build. The bundles are
// built beside dist/ and swapped in at the end, so a test running meanwhile never sees half a dist/.
// webpack's stats of each build (outside dist/: they hold absolute paths) give the list of bundled
// packages the release's SBOM is checked against. Between releases, the bundles carry the commit
// they were built from (scripts/build-stamp.ts), so that they say they are not a release.
import { execFileSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildStamp, stampBundles } from "./build-stamp.ts";
import { BUNDLED_PACKAGES_FILE, bundledPackages } from "./bundled-packages.ts";
import { SOURCE_DIGEST_FILE, sourceDigest } from "./source-digest.ts";

const root = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const staging = `${root}/.dist-build-${process.pid}`;
const statsFolder = `${staging}-stats`;
const entries = [
  // action.yml runs dist/index.js; ncc writes into an existing folder, so the Action goes first.
  { source: "src/action/index.ts", out: staging, stats: `${statsFolder}/action.json` },
  { source: "src/cli/index.ts", out: `${staging}/cli`, stats: `${statsFolder}/cli.json` },
];

try {
  mkdirSync(statsFolder, { recursive: true });
  for (const { source, out, stats } of entries) {
    execFileSync(
      process.execPath,
      [
        `${root}/node_modules/@vercel/ncc/dist/ncc/cli.js`,
        "build",
        source,
        "-o",
        out,
        "--quiet",
        "--target",
        "es2022",
        "--license",
        "licenses.txt",
        "--stats-out",
        stats,
      ],
      { cwd: root, stdio: "inherit" },
    );
  }
  // Both bundles name the build (cip-sync --version, records' tool version): the Action's files
  // and the CLI's, which lie under the Action's folder.
  stampBundles(staging, buildStamp(root));
  const packages = bundledPackages(entries.map((entry) => entry.stats));
  writeFileSync(`${staging}/${BUNDLED_PACKAGES_FILE}`, `${JSON.stringify(packages, null, 2)}\n`);
  writeFileSync(`${staging}/${SOURCE_DIGEST_FILE}`, sourceDigest(root));
  rmSync(`${root}/dist`, { recursive: true, force: true });
  renameSync(staging, `${root}/dist`);
} finally {
  rmSync(staging, { recursive: true, force: true });
  rmSync(statsFolder, { recursive: true, force: true });
}

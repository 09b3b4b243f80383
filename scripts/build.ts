// Bundles the Action and the CLI with ncc into dist/, which is committed: the runner executes
// dist/index.js directly, and `.ci/run` checks that dist/ equals a fresh build. The bundles are
// built beside dist/ and swapped in at the end, so a test running meanwhile never sees half a dist/.
import { execFileSync } from "node:child_process";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SOURCE_DIGEST_FILE, sourceDigest } from "./source-digest.ts";

const root = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const staging = `${root}/.dist-build-${process.pid}`;
const entries = [
  // action.yml runs dist/index.js; ncc writes into an existing folder, so the Action goes first.
  { source: "src/action/index.ts", out: staging },
  { source: "src/cli/index.ts", out: `${staging}/cli` },
];

try {
  for (const { source, out } of entries) {
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
      ],
      { cwd: root, stdio: "inherit" },
    );
  }
  writeFileSync(`${staging}/${SOURCE_DIGEST_FILE}`, sourceDigest(root));
  rmSync(`${root}/dist`, { recursive: true, force: true });
  renameSync(staging, `${root}/dist`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}

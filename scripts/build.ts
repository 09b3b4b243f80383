// Bundles the CLI and the Action with ncc into dist/, which is committed: the runner executes
// dist/action/index.js directly, and `.ci/run` checks that dist/ equals a fresh build.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entries = [
  // action.yml runs dist/index.js; ncc writes into an existing folder, so the Action goes first.
  { source: "src/action/index.ts", out: "dist" },
  { source: "src/cli/index.ts", out: "dist/cli" },
];

rmSync(`${root}/dist`, { recursive: true, force: true });
for (const { source, out } of entries) {
  execFileSync(
    process.execPath,
    [`${root}/node_modules/@vercel/ncc/dist/ncc/cli.js`, "build", source, "-o", out, "--quiet", "--target", "es2022", "--license", "licenses.txt"],
    { cwd: root, stdio: "inherit" },
  );
}

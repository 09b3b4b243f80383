// A command loads only what it runs (issue 81, item 4): the start is part of every run, and at
// 10,000 assets it was most of a source sync's CPU time. The entry is run from the sources in a
// child process whose module hook lists every module it loads; what another family needs (its
// settings, the renderers, the obligation passes, the engine) must not be among them.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryRoot } from "../support/cli.ts";

const run = promisify(execFile);

/** Loaded by the commands that need them; loading one for `source sync` or help is the fault. */
const OTHER_COMMANDS_MODULES = [
  "src/cli/evidence/evidence-settings.ts",
  "src/cli/compliance/obligations-settings.ts",
  "src/cli/inventory/inventory-settings.ts",
  "src/cli/service/service-settings.ts",
  "src/render/formats.ts",
  "src/render/evidence/populations.ts",
  "src/core/obligations/obligation-model.ts",
  "src/core/obligations/obligation-families.ts",
  "src/engine/engine.ts",
  "src/io/service/api-client.ts",
];

const HOOK = `import module from "node:module";
import { appendFileSync } from "node:fs";
module.registerHooks({
  load(url, context, next) {
    appendFileSync(process.env.LOADED_MODULES, url + "\\n");
    return next(url, context);
  },
});
`;

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cip-start-loads-"));
  await writeFile(join(dir, "hook.mjs"), HOOK);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The repository's modules `cip-sync args` loaded, relative to the root; and its exit code. */
async function loadedBy(args: string[], listFile: string) {
  const list = join(dir, listFile);
  await writeFile(list, "");
  const entry = join(repositoryRoot, "src/cli/index.ts");
  const code = await run(process.execPath, ["--import", join(dir, "hook.mjs"), entry, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH, LOADED_MODULES: list },
  }).then(
    () => 0,
    (error: { code?: number }) => error.code ?? -1,
  );
  const root = `file://${repositoryRoot}`;
  const loaded = (await readFile(list, "utf8"))
    .split("\n")
    .filter((url) => url.startsWith(root))
    .map((url) => url.slice(root.length));
  return { code, loaded };
}

describe("a command loads only what it runs", () => {
  it.each([
    ["source sync (stopping for want of a sources file)", ["source", "sync", "cmdb"], 1],
    ["--help", ["--help"], 0],
    ["a usage error", ["source", "sync"], 1],
  ])("%s loads no other command's modules", async (_name, args, expectedCode) => {
    const { code, loaded } = await loadedBy(args, `${args.join("-")}.txt`);
    expect(code).toBe(expectedCode);
    // The list is read: the entry itself is in it.
    expect(loaded).toContain("src/cli/index.ts");
    expect(loaded.filter((path) => OTHER_COMMANDS_MODULES.includes(path))).toEqual([]);
  });
});

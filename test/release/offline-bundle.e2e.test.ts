// The offline Action bundle, as a GitHub Enterprise Server admin imports it: unpacked into an empty
// folder, it holds action.yml, dist/, README.md, LICENSE and schemas/ and nothing else, and its
// dist/index.js plans a pull request against the emulator and the fake GitHub as the runner runs it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionBundleName, writeActionBundle } from "../../scripts/release-assets.ts";
import { INTEGRATION_LOGIN } from "../support/fake-github.ts";
import { repositoryRoot, requireCurrentBundles } from "../support/cli.ts";
import { runActionBundle } from "../action/run-action.ts";
import { commentsOnPullRequest, HEAD, planPullRequest, useScenario } from "../action/scenario.ts";

const VERSION = "0.0.0-test";
let unpacked: string;

beforeAll(() => {
  requireCurrentBundles();
  unpacked = mkdtempSync(join(tmpdir(), "cip-offline-bundle-"));
  const archive = writeActionBundle(repositoryRoot.replace(/\/$/, ""), VERSION, unpacked);
  execFileSync("tar", ["-xzf", archive], { cwd: unpacked });
  rmSync(join(unpacked, archive));
});

afterAll(() => {
  rmSync(unpacked, { recursive: true, force: true });
});

function folder(): string {
  return join(unpacked, actionBundleName(VERSION).replace(/\.tar\.gz$/, ""));
}

useScenario((options) => runActionBundle(join(folder(), "dist", "index.js"), options));

describe("the offline Action bundle", () => {
  it("holds the Action and nothing else", () => {
    expect(readdirSync(unpacked)).toEqual([actionBundleName(VERSION).replace(/\.tar\.gz$/, "")]);
    const files = readdirSync(folder(), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(folder().length + 1));
    expect(
      files.filter(
        (file) => !/^(action\.yml|README\.md|LICENSE|dist\/.+|schemas\/[\w.-]+\.json)$/.test(file),
      ),
    ).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining(["action.yml", "dist/index.js", "dist/cli/index.js", "LICENSE"]),
    );
  });

  it("plans a pull request into one comment from its own dist/index.js", async () => {
    const plan = await planPullRequest();
    expect(plan.stderr).toBe("");
    expect(plan.code).toBe(0);
    expect(commentsOnPullRequest()).toEqual([
      expect.objectContaining({
        user: INTEGRATION_LOGIN,
        header: expect.objectContaining({ head: HEAD, status: "planned" }),
      }),
    ]);
  });
});

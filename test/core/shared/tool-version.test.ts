// What a build calls itself: a release only with package.json's X.Y.Z (set by `npm run release`,
// which tags it); every other build names its commit and says it is not a release (issue 52): the
// last commit that changed the sources, which it says, not the one checked out (issue 64).
import { describe, expect, it } from "vitest";
import packageJson from "../../../package.json" with { type: "json" };
import { TOOL_VERSION, toolBuild } from "../../../src/core/shared/tool-version.ts";

describe("toolBuild", () => {
  it.each([
    ["0.3.0", "release", { version: "0.3.0", note: "" }],
    // A release's version is its tag's: a stamp left by a development build adds nothing.
    ["0.3.0", "1a2b3c4d5e6f", { version: "0.3.0", note: "" }],
    [
      "0.3.0-dev",
      "1a2b3c4d5e6f",
      {
        version: "0.3.0-dev+1a2b3c4d5e6f",
        note: " (a development build of the sources as last changed by commit 1a2b3c4d5e6f, not a release)",
      },
    ],
    [
      "0.3.0-dev",
      "1a2b3c4d5e6f.modified",
      {
        version: "0.3.0-dev+1a2b3c4d5e6f.modified",
        note: " (a development build of the sources as last changed by commit 1a2b3c4d5e6f, with changes that were not committed, not a release)",
      },
    ],
    [
      "0.3.0-dev",
      "no-git",
      {
        version: "0.3.0-dev+no-git",
        note: " (a development build made outside a git checkout, not a release)",
      },
    ],
    [
      "0.3.0-dev",
      "unbuilt",
      { version: "0.3.0-dev+unbuilt", note: " (run from the sources, not built, not a release)" },
    ],
  ])("%s with the stamp %s", (packageVersion, stamp, expected) => {
    expect(toolBuild(packageVersion, stamp)).toEqual(expected);
  });

  it("the sources, run by the tests, name a development version and no release", () => {
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+-dev$/);
    expect(TOOL_VERSION).toBe(`${packageJson.version}+unbuilt`);
  });
});

// CODEOWNERS as GitHub resolves it: gitignore-style patterns, the last matching line wins, and
// the lines GitHub skips are skipped with a warning at their place.
import { describe, expect, it } from "vitest";
import {
  codeOwnersOf,
  parseCodeowners,
  patternMatcher,
} from "../../../../src/core/review/policy/codeowners.ts";
import { principalText } from "../../../../src/core/inventory/document/principals.ts";

describe("patternMatcher", () => {
  it.each([
    ["*", "inventory/alpha.yaml", true],
    ["*.yaml", "inventory/deep/alpha.yaml", true],
    ["*.yml", "inventory/alpha.yaml", false],
    ["/inventory/", "inventory/alpha.yaml", true],
    ["/inventory/", "other/inventory/alpha.yaml", false],
    ["inventory/", "other/inventory/alpha.yaml", true],
    ["inventory/*", "inventory/alpha.yaml", true],
    ["inventory/*", "inventory/east/alpha.yaml", false],
    ["inventory/**", "inventory/east/alpha.yaml", true],
    ["**/alpha.yaml", "inventory/east/alpha.yaml", true],
    ["inventory/**/alpha.yaml", "inventory/alpha.yaml", true],
    ["inventory/**/alpha.yaml", "inventory/a/b/alpha.yaml", true],
    ["/inventory/alpha.yaml", "inventory/alpha.yaml", true],
    ["inventory/alpha.yaml", "x/inventory/alpha.yaml", false],
    ["alpha.yaml", "inventory/alpha.yaml", true],
    ["alpha?.yaml", "inventory/alpha1.yaml", true],
    ["inventory", "inventory/east/alpha.yaml", true],
    ["inv.yaml", "invXyaml", false],
    // A pattern matches whole names: not a longer one, nor one that ends the same.
    ["alpha.yaml", "inventory/xalpha.yaml", false],
    ["inventory", "inventory-old/alpha.yaml", false],
    // `**` inside a segment still crosses segments.
    ["inventory/**.yaml", "inventory/east/alpha.yaml", true],
    ["inventory/**.yaml", "inventory/east/alphaXyaml", false],
    // A name ending in a wildcard only at its end stays in its segment; `*.yaml` also names a directory.
    ["*.yaml", "inventory/dir.yaml/alpha.txt", true],
    ["/*", "inventory/alpha.yaml", false],
    ["/*", "README.md", true],
    // Ending in `/`: a directory only, not a file of that name nor a longer name.
    ["/inventory/", "inventory", false],
    ["/inventory/", "inventory-old/alpha.yaml", false],
    // Several trailing slashes are one: `inventory//` is not anchored.
    ["inventory//", "other/inventory/alpha.yaml", true],
  ])("%s against %s: %s", (pattern, path, matches) => {
    expect(patternMatcher(pattern).test(path)).toBe(matches);
  });
});

describe("parseCodeowners and codeOwnersOf", () => {
  // Parsed inside each test, not when the file is collected: a mutation run then knows which
  // tests read the parser (it counts code run at collection as covered by none).
  const codeowners = () =>
    parseCodeowners(
      [
        "# owners of the inventory",
        "*                      @acme/platform",
        "/inventory/            @acme/cip-compliance   # all systems",
        "/inventory/alpha.yaml  @alice @acme/alpha-protection ops@acme.example",
        "/inventory/orphan.yaml",
        "!/inventory/beta.yaml  @bob",
        "/inventory/[ab].yaml   @bob",
        "/inventory/gamma.yaml  bob",
        "/inventory/\\#hash.yaml @carol",
        "   ",
        "",
      ].join("\n"),
      ".github/CODEOWNERS",
    );

  it.each([
    ["inventory/alpha.yaml", ["alice", "acme/alpha-protection"], 4],
    ["inventory/bravo.yaml", ["acme/cip-compliance"], 3],
    ["inventory/orphan.yaml", [], 5],
    ["README.md", ["acme/platform"], 2],
    ["inventory/gamma.yaml", ["acme/cip-compliance"], 3],
    ["inventory/#hash.yaml", ["carol"], 9],
  ])("%s is owned by %j (line %i)", (path, owners, line) => {
    const found = codeOwnersOf(path, codeowners());
    expect(found.owners.map(principalText)).toEqual(owners);
    expect(found.line).toBe(line);
  });

  it("keeps each line with a pattern, at its place, and no blank or comment line", () => {
    expect(codeowners().lines.map(({ pattern, line }) => [line, pattern])).toStrictEqual([
      [2, "*"],
      [3, "/inventory/"],
      [4, "/inventory/alpha.yaml"],
      [5, "/inventory/orphan.yaml"],
      [9, "/inventory/#hash.yaml"],
    ]);
  });

  it("a path no line matches has no owners and no line", () => {
    const onlyInventory = parseCodeowners("/inventory/ @acme/cip-compliance\n\n", "CODEOWNERS");
    expect(codeOwnersOf("README.md", onlyInventory)).toStrictEqual({ owners: [] });
  });

  it("warns, not errs, at a line GitHub skips: its file, line and first column", () => {
    expect(codeowners().diagnostics[0]).toStrictEqual({
      severity: "warning",
      message:
        'CODEOWNERS pattern "!/inventory/beta.yaml" uses ! or [ ], which GitHub does not support; GitHub skips this line, and so does the policy',
      location: { file: ".github/CODEOWNERS", line: 6, column: 1 },
    });
  });

  it("warns at each line GitHub skips", () => {
    expect(codeowners().diagnostics.map((d) => `${d.location?.line}: ${d.message}`)).toEqual([
      '6: CODEOWNERS pattern "!/inventory/beta.yaml" uses ! or [ ], which GitHub does not support; GitHub skips this line, and so does the policy',
      '7: CODEOWNERS pattern "/inventory/[ab].yaml" uses ! or [ ], which GitHub does not support; GitHub skips this line, and so does the policy',
      '8: CODEOWNERS owner "bob" is neither @login, @org/team nor an email; GitHub skips this line, and so does the policy',
    ]);
  });
});

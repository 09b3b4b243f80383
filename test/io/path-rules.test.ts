// The repository-root check and the paths diagnostics show, under Windows' rules as well as
// POSIX's: drive letters and case, other drives and shares, "..", and "\" turned into "/" so that
// `file:line:col`, annotations and SARIF read the same on every runner.
import { posix, win32 } from "node:path";
import { describe, expect, it } from "vitest";
import { displayPath, isInside } from "../../src/io/checkout/inventory-files.ts";

describe("isInside", () => {
  it.each([
    ["C:\\repo", "C:\\repo", true],
    ["C:\\repo", "C:\\repo\\inventory\\alpha.yaml", true],
    ["C:\\repo", "c:\\REPO\\inventory\\alpha.yaml", true],
    ["C:\\repo\\", "C:\\repo\\alpha.yaml", true],
    ["C:\\", "C:\\alpha.yaml", true],
    ["C:\\repo", "C:\\repo\\..foo\\alpha.yaml", true],
    ["C:\\repo", "C:\\repo2\\alpha.yaml", false],
    ["C:\\repo", "C:\\repo\\..\\other\\alpha.yaml", false],
    ["C:\\repo", "D:\\repo\\alpha.yaml", false],
    ["C:\\repo", "C:\\", false],
    ["\\\\server\\share\\repo", "\\\\server\\share\\repo\\alpha.yaml", true],
    ["\\\\server\\share\\repo", "\\\\other\\share\\repo\\alpha.yaml", false],
  ])("Windows: is %s's tree holding %s? %s", (root, path, inside) => {
    expect(isInside(root, path, win32)).toBe(inside);
  });

  it.each([
    ["/repo", "/repo", true],
    ["/repo", "/repo/inventory/alpha.yaml", true],
    ["/", "/alpha.yaml", true],
    ["/repo", "/repo/..foo/alpha.yaml", true],
    ["/repo", "/repo2/alpha.yaml", false],
    ["/repo", "/repo/../other/alpha.yaml", false],
    ["/repo", "/REPO/alpha.yaml", false],
  ])("POSIX: is %s's tree holding %s? %s", (root, path, inside) => {
    expect(isInside(root, path, posix)).toBe(inside);
  });
});

describe("displayPath", () => {
  it.each([
    [win32, "C:\\repo", "C:\\repo\\inventory\\east\\alpha.yaml", "inventory/east/alpha.yaml"],
    [win32, "C:\\repo", "c:\\repo\\inventory\\alpha.yaml", "inventory/alpha.yaml"],
    [win32, "C:\\repo", "C:\\repo", "."],
    [win32, "C:\\repo\\inventory", "C:\\repo\\shared\\sites.yaml", "../shared/sites.yaml"],
    [posix, "/repo", "/repo/inventory/east/alpha.yaml", "inventory/east/alpha.yaml"],
    [posix, "/repo", "/repo", "."],
  ])("%#: shows %s's file %s as %s", (rules, cwd, path, shown) => {
    expect(displayPath(cwd, path, rules)).toBe(shown);
  });
});

// A manual by page (issue 82, item 4): no page of the manual is over 64 KB, so a page stays one
// concern a reader can take in, and the README stays within the 14,000 bytes of its first five
// minutes. A page that grows past its bound is split, as docs/obligations/ and bench/RESULTS.md were.
import { globSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repositoryRoot } from "../support/cli.ts";

const PAGE_BYTES = 64 * 1024;
const README_BYTES = 14_000;

const bytes = (file: string) => statSync(`${repositoryRoot}${file}`).size;

describe("the size of the manual's pages", () => {
  const pages = globSync("docs/**/*.md", { cwd: repositoryRoot }).sort();

  it("finds the manual", () => {
    expect(pages).toEqual(expect.arrayContaining(["docs/README.md", "docs/cip-obligations.md"]));
  });

  it.each(pages)(`%s is at most ${PAGE_BYTES} bytes`, (page) => {
    expect(bytes(page)).toBeLessThanOrEqual(PAGE_BYTES);
  });

  it(`README.md is at most ${README_BYTES} bytes`, () => {
    expect(bytes("README.md")).toBeLessThanOrEqual(README_BYTES);
  });
});

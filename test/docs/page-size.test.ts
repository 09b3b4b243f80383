// A manual by page (issue 82, item 4): no page of the manual is over 64 KB, so a page stays one
// concern a reader can take in, and the README stays within the 14,000 bytes of its first five
// minutes. A page that grows past its bound is split, as docs/obligations/, docs/command-line/,
// bench/RESULTS.md, performance.md, preparing-for-an-audit.md and authority.md were. Each keeps a
// tenth of its bound free (issue 97, item 3), so the next family adds its words without first
// deleting others'.
import { globSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repositoryRoot } from "../support/cli.ts";

const PAGE_BYTES = 64 * 1024;
const README_BYTES = 14_000;
/** The share of a bound a page leaves free. */
const FREE = 0.1;
const bytes = (file: string) => statSync(`${repositoryRoot}${file}`).size;
const withFreeShare = (bound: number) => Math.floor(bound * (1 - FREE));

describe("the size of the manual's pages", () => {
  const pages = globSync("docs/**/*.md", { cwd: repositoryRoot }).sort();

  it("finds the manual", () => {
    expect(pages).toEqual(
      expect.arrayContaining(["docs/README.md", "docs/cip-obligations.md", "docs/command-line.md"]),
    );
  });

  it.each(pages)(`%s is at most ${PAGE_BYTES} bytes, a tenth of it free`, (page) => {
    expect(bytes(page)).toBeLessThanOrEqual(withFreeShare(PAGE_BYTES));
  });

  it(`README.md is at most ${README_BYTES} bytes, a tenth of it free`, () => {
    expect(bytes("README.md")).toBeLessThanOrEqual(withFreeShare(README_BYTES));
  });
});

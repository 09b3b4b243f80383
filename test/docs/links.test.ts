// Every relative link of the README, the top-level Markdown files, the manual and the bench's
// results leads somewhere: to a file of the repository and, with a #fragment, to a heading of that
// Markdown file.
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Markdown without its fenced code blocks, where links and headings are only text. */
function prose(markdown: string): string {
  return markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, "");
}

/** The anchors GitHub gives the headings of `markdown`. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ""] of prose(markdown).matchAll(/^#{1,6} +(.*?) *#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function brokenLinks(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const broken: string[] = [];
  for (const [, target = ""] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [path = "", fragment] = target.split("#", 2);
    const resolved = path === "" ? file : normalize(join(dirname(file), path));
    // Above the repository: a page of the GitHub site around it (the README's "../../actions").
    if (resolved.startsWith("..")) continue;
    if (!existsSync(join(root, resolved))) {
      broken.push(`${file}: ${target}: no file ${resolved}`);
    } else if (fragment !== undefined && resolved.endsWith(".md")) {
      const anchors = headingAnchors(readFileSync(join(root, resolved), "utf8"));
      if (!anchors.has(fragment)) broken.push(`${file}: ${target}: no heading #${fragment}`);
    }
  }
  return broken;
}

describe("documentation links", () => {
  it("gives headings GitHub's anchors", () => {
    expect([
      ...headingAnchors("# Review and security\n## `cip-sync plan`\n## Notes\n## Notes\n"),
    ]).toEqual(["review-and-security", "cip-sync-plan", "notes", "notes-1"]);
  });

  it("leaves headings inside code blocks out", () => {
    expect(headingAnchors("```md\n# Inside code\n```\n# Outside\n").has("inside-code")).toBe(false);
  });

  const files = globSync(["*.md", "docs/**/*.md", "bench/*.md"], { cwd: root }).sort();
  it("finds the manual", () => {
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/README.md"]));
  });
  it.each(files)("%s links only to files and headings that exist", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

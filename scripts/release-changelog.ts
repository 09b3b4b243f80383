// The release's CHANGELOG.md entry. Everyone adds lines under `## [Unreleased]` (so branches merge
// without fighting over a version heading); releasing X.Y.Z moves them under `## [X.Y.Z] - date`,
// leaves an empty `## [Unreleased]` on top, and adds the version's link. Pure: text in, text out.

export type ChangelogOutcome = { text: string; moved: boolean } | { problem: string };

function lineOf(lines: readonly string[], heading: RegExp): number {
  return lines.findIndex((line) => heading.test(line));
}

function escaped(version: string): string {
  return version.replaceAll(".", "\\.");
}

/** CHANGELOG.md with an entry for `version` (dated `date`, YYYY-MM-DD), or why there can be none. */
export function changelogForRelease(text: string, version: string, date: string): ChangelogOutcome {
  const lines = text.split("\n");
  if (lineOf(lines, new RegExp(`^## \\[${escaped(version)}\\]`)) >= 0) {
    return { text, moved: false };
  }
  const unreleased = lineOf(lines, /^## \[Unreleased\]\s*$/);
  if (unreleased < 0) {
    return {
      problem: `CHANGELOG.md has neither "## [${version}]" nor "## [Unreleased]": add the release's changes under "## [Unreleased]" at the top.`,
    };
  }
  const next = lines.findIndex((line, index) => index > unreleased && /^## \[/.test(line));
  const bodyEnd = next < 0 ? lines.length : next;
  const body = lines.slice(unreleased + 1, bodyEnd);
  if (body.every((line) => line.trim() === "")) {
    return {
      problem: `CHANGELOG.md:${unreleased + 1}:1: "## [Unreleased]" is empty and there is no "## [${version}]" entry: list the release's changes under "## [Unreleased]".`,
    };
  }
  const moved = [
    ...lines.slice(0, unreleased + 1),
    "",
    `## [${version}] - ${date}`,
    ...body,
    ...lines.slice(bodyEnd),
  ];
  return { text: withVersionLink(moved, version).join("\n"), moved: true };
}

// "[Unreleased]: .../compare/vA...HEAD" becomes "compare/vX.Y.Z...HEAD", and "[X.Y.Z]: .../tag/vX.Y.Z"
// goes under it, when the file keeps such links.
function withVersionLink(lines: string[], version: string): string[] {
  const link = lineOf(lines, /^\[Unreleased\]: (.*)\/compare\/v[^.]+\.[^.]+\.[^.]+\.\.\.HEAD$/);
  if (link < 0) return lines;
  const base = /^\[Unreleased\]: (.*)\/compare\//.exec(lines[link]!)![1]!;
  return [
    ...lines.slice(0, link),
    `[Unreleased]: ${base}/compare/v${version}...HEAD`,
    `[${version}]: ${base}/releases/tag/v${version}`,
    ...lines.slice(link + 1),
  ];
}

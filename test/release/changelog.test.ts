// The release's changelog entry: Unreleased moves under the version (with its link), an existing
// entry is kept as it is, and a release with nothing to say is refused with the line to fix.
import { describe, expect, it } from "vitest";
import { changelogForRelease } from "../../scripts/release-changelog.ts";

const HEAD = "# Changelog\n\nIntro.\n\n";
const LINKS =
  "[Unreleased]: https://github.com/o/r/compare/v0.1.0...HEAD\n[0.1.0]: https://github.com/o/r/releases/tag/v0.1.0\n";

describe("changelogForRelease", () => {
  it("moves the Unreleased entries under the version, keeps Unreleased on top and links both", () => {
    const text = `${HEAD}## [Unreleased]\n\n### Added\n\n- A thing.\n\n## [0.1.0] - 2026-11-23\n\n- First.\n\n${LINKS}`;
    expect(changelogForRelease(text, "0.2.0", "2026-12-01")).toEqual({
      moved: true,
      text:
        `${HEAD}## [Unreleased]\n\n## [0.2.0] - 2026-12-01\n\n### Added\n\n- A thing.\n\n## [0.1.0] - 2026-11-23\n\n- First.\n\n` +
        "[Unreleased]: https://github.com/o/r/compare/v0.2.0...HEAD\n" +
        "[0.2.0]: https://github.com/o/r/releases/tag/v0.2.0\n" +
        "[0.1.0]: https://github.com/o/r/releases/tag/v0.1.0\n",
    });
  });

  it("leaves a file that has the version's entry as it is (the tagged commit, re-runs)", () => {
    const text = `${HEAD}## [Unreleased]\n\n## [0.2.0] - 2026-12-01\n\n- A thing.\n`;
    expect(changelogForRelease(text, "0.2.0", "2027-01-01")).toEqual({ text, moved: false });
  });

  it.each([
    [
      "an empty Unreleased section",
      `${HEAD}## [Unreleased]\n\n\n## [0.1.0] - 2026-11-23\n\n- First.\n`,
      'CHANGELOG.md:5:1: "## [Unreleased]" is empty and there is no "## [0.2.0]" entry: list the release\'s changes under "## [Unreleased]".',
    ],
    [
      "no Unreleased heading",
      `${HEAD}## [0.1.0] - 2026-11-23\n\n- First.\n`,
      'CHANGELOG.md has neither "## [0.2.0]" nor "## [Unreleased]": add the release\'s changes under "## [Unreleased]" at the top.',
    ],
    [
      "only a look-alike version (0.2.01 is not 0.2.0; 0x2x0 is no version)",
      `${HEAD}## [Unreleased]\n\n## [0.2.01] - 2026-11-23\n## [0x2x0]\n`,
      'CHANGELOG.md:5:1: "## [Unreleased]" is empty and there is no "## [0.2.0]" entry: list the release\'s changes under "## [Unreleased]".',
    ],
  ])("refuses %s, naming the line", (_case, text, problem) => {
    expect(changelogForRelease(text, "0.2.0", "2026-12-01")).toEqual({ problem });
  });
});

// Paths of the checkout that differ only in case. A runner whose file system ignores case (Windows,
// macOS) checks out only one of them, so the policy would judge a file other than the one the
// commit and the base listing hold: an inventory document, the policy file or CODEOWNERS could be
// swapped unseen. git's index keeps every path the commit has, whatever the file system shows;
// where it cannot be read on such a file system, nothing can be told apart, and the checkout is
// refused (fail closed).
import { stat } from "node:fs/promises";
import { runGit } from "./git.ts";

/** The paths that decide the policy, each in the repository's root with forward slashes. */
export interface GuardedPaths {
  /** Whether the inventory patterns match `path` (given lower-cased patterns, lower-cased). */
  matches: (path: string) => boolean;
  /** The policy file, the review file and CODEOWNERS' places. */
  files: readonly string[];
}

const GIT_BOUNDS = { timeoutMs: 60_000, maxStdoutBytes: 64 * 1024 * 1024 };

/** Why the checkout at `root` cannot be judged: two guarded paths differ only in case. */
export async function caseCollision(
  root: string,
  guarded: GuardedPaths,
  ignoresCase: (dir: string) => Promise<boolean> = fileSystemIgnoresCase,
): Promise<string | undefined> {
  if (!(await ignoresCase(root))) return undefined;
  const listed = await runGit(root, ["ls-files", "-z"], GIT_BOUNDS).catch((error: unknown) => ({
    code: null,
    stdout: "",
    stderr: String(error),
  }));
  if (listed.code !== 0)
    return `the checkout at ${root} is on a file system that ignores case, and git's index of it cannot be read (${listed.stderr.trim() || "git was stopped"}), so two files whose paths differ only in case cannot be told apart: check the repository out with git (actions/checkout)`;
  const files = new Set(guarded.files.map((file) => file.toLowerCase()));
  const byCase = new Map<string, string[]>();
  for (const path of listed.stdout.split("\0").filter((entry) => entry !== "")) {
    const lower = path.toLowerCase();
    if (!files.has(lower) && !guarded.matches(lower)) continue;
    byCase.set(lower, [...(byCase.get(lower) ?? []), path]);
  }
  const pair = [...byCase.values()].find((paths) => paths.length > 1);
  if (pair === undefined) return undefined;
  return `the checkout has ${pair.join(" and ")}, whose paths differ only in case: this runner's file system ignores case and holds only one of them, so the policy cannot tell which it judges; rename or remove one of them`;
}

/** Whether the file system under `root` ignores case: `root` with its case swapped is `root`. */
export async function fileSystemIgnoresCase(root: string): Promise<boolean> {
  const swapped = [...root]
    .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
    .join("");
  // A path with no letter cannot tell: fail closed, as a file system that may ignore case.
  if (swapped === root) return true;
  const [was, now] = await Promise.all([stat(root), stat(swapped).catch(() => undefined)]);
  return now !== undefined && now.ino === was.ino && now.dev === was.dev;
}

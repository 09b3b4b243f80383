// The baselines the inventory files declared at a commit, read from git (`git grep` to find the
// inventory files at the commit, `git show <commit>:<path>` for each; no shell) and parsed as the
// plan parses them: each asset's baseline content by cyber system and asset name. Evidence keeps
// digests, never content; this is how a population shows content the ledger vouches for. A
// commit that is not in the clone (a shallow or single-branch clone, a missing object) is a
// problem that says how to fetch it: nothing is guessed. The same files at the commit `plan
// --base` names are the existing baselines a plan compares its own with (CIP-010 R1.2), and its
// reviewed files those the plan shows the checkout's changes of.
import { parseInventoryText } from "../../core/inventory/document/parse-inventory.ts";
import type { InventoryDocument } from "../../core/inventory/document/document.ts";
import type { ExistingBaselines } from "../../core/plan/baseline-deviations.ts";
import { compareCodePoints, nameKey } from "../../core/shared/names.ts";
import { runGit } from "./git.ts";
import { isReviewedFile, type ReviewedFilesAtBase, REVIEWED_FILE_ROOTS } from "./reviewed-files.ts";

/** Each asset's baseline content at a commit, by `systemKey(cyber system, asset)`. */
export type BaselinesAtCommit = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

const GIT_BOUNDS = { timeoutMs: 60_000, maxStdoutBytes: 256 * 1024 * 1024 };

/** How an asset is found at a commit: its system's name and its own, as the files write them. */
export function systemKey(cyberSystem: string, asset: string): string {
  return `${nameKey(cyberSystem)}/${nameKey(asset)}`;
}

/**
 * The baselines declared at each of `commits` in the repository at `dir`, or why not; `bundle`
 * names the git bundle `dir` was cloned from, if it was (what to fetch then is what to bundle).
 */
export async function baselinesAtCommits(
  dir: string,
  commits: readonly { commit: string; cites: string }[],
  bundle?: string,
): Promise<Map<string, BaselinesAtCommit> | { problem: string }> {
  const found = new Map<string, BaselinesAtCommit>();
  for (const { commit, cites } of commits) {
    if (found.has(commit)) continue;
    const read = await baselinesAt(dir, commit, cites, bundle);
    if ("problem" in read) return read;
    found.set(commit, read.baselines);
  }
  return found;
}

async function baselinesAt(
  dir: string,
  commit: string,
  cites: string,
  bundle: string | undefined,
): Promise<{ baselines: BaselinesAtCommit } | { problem: string }> {
  const missing = (why: string) => ({
    problem:
      bundle === undefined
        ? `${cites} names commit ${commit}, which the git repository at ${dir} cannot show (${why.trim() || "no answer"}); the populations read the ports from the inventory files at that commit: fetch the repository's history (git fetch --unshallow, or git fetch origin with the default branch) and run again from a clone that has it`
        : `${cites} names commit ${commit}, which the bundle ${bundle} does not hold (${why.trim() || "no answer"}); the populations read the ports from the inventory files at that commit: make the bundle with the default branch beside the evidence branch (git bundle create ledger.bundle cip-sync-evidence origin/main, in a clone of the repository) and run again`,
  });
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit)) return missing("not a commit id");
  const exists = await runGit(dir, ["cat-file", "-e", `${commit}^{commit}`], GIT_BOUNDS);
  if (exists.code !== 0) return missing(exists.stderr);
  const read = await documentsAt(dir, commit);
  if ("gitSaid" in read) return missing(read.gitSaid);
  const baselines = new Map<string, Readonly<Record<string, unknown>>>();
  for (const document of read.documents)
    for (const asset of document.assets)
      if (asset.baseline?.content !== undefined)
        baselines.set(systemKey(document.cyberSystem.value, asset.name), asset.baseline.content);
  return { baselines };
}

/**
 * The inventory documents at `commit` (one that exists): the YAML files that declare a cyber
 * system, anywhere in the tree (`:(top)`: `dir` may be a subdirectory, such as a checkout of the
 * evidence branch), parsed as the plan parses them; or what git said when it could not show them.
 */
async function documentsAt(
  dir: string,
  commit: string,
): Promise<{ documents: InventoryDocument[] } | { gitSaid: string }> {
  const grep = await runGit(
    dir,
    [
      "grep",
      "--full-name",
      "-l",
      "-z",
      "-F",
      "-e",
      "cyber_system:",
      commit,
      "--",
      ":(top)*.yaml",
      ":(top)*.yml",
    ],
    GIT_BOUNDS,
  );
  // git grep exits 1 when nothing matches: no inventory at that commit. It exits 1 too when it
  // could not read a file it lists (an object a clone lacks), saying so: that is no answer.
  const noneMatched = grep.code === 1 && grep.stderr.trim() === "";
  if (grep.code !== 0 && !noneMatched) return { gitSaid: grep.stderr };
  const documents: InventoryDocument[] = [];
  for (const named of grep.stdout.split("\0").filter((line) => line !== "")) {
    const path = named.slice(commit.length + 1);
    const shown = await runGit(dir, ["show", `${commit}:${path}`], GIT_BOUNDS);
    if (shown.code !== 0) return { gitSaid: shown.stderr };
    documents.push(...parseInventoryText(shown.stdout, path).documents);
  }
  return { documents };
}

/**
 * The existing baselines a plan compares its own with: the inventory documents at `ref` (a commit,
 * branch or tag of the repository at `dir`, as `--base` names it), or why they could not be read.
 */
export async function existingBaselinesAt(
  dir: string,
  ref: string,
  flag: string,
): Promise<ExistingBaselines | { problem: string }> {
  const at = await commitNamed(dir, ref, flag);
  if ("problem" in at) return at;
  const read = await documentsAt(dir, at.commit);
  if ("gitSaid" in read) return at.cannotShow("the inventory files", read.gitSaid);
  return { comparedWith: at.comparedWith, documents: read.documents };
}

/**
 * The reviewed files (reviewed-files.ts isReviewedFile) at `ref` in the repository
 * at `dir`, by path from
 * `dir` (the root the checkout's are read from), for the plan to show what the checkout adds,
 * changes or removes against it, and the owner policy `policyFile` there, whose gate settings judge
 * the change with the checkout's; or why they could not be read.
 */
export async function reviewedFilesAtRef(
  dir: string,
  ref: string,
  flag: string,
  policyFile: string,
): Promise<ReviewedFilesAtBase | { problem: string }> {
  const at = await commitNamed(dir, ref, flag);
  if ("problem" in at) return at;
  const cannot = (gitSaid: string) => at.cannotShow("the patch and assessment files", gitSaid);
  // Paths relative to `dir`, as the checkout's are read: `dir` may be below the repository's top.
  const listed = await runGit(
    dir,
    ["ls-tree", "-r", "-z", "--name-only", at.commit, "--", ...REVIEWED_FILE_ROOTS, policyFile],
    GIT_BOUNDS,
  );
  if (listed.code !== 0) return cannot(listed.stderr);
  const paths = listed.stdout.split("\0");
  const files = new Map<string, string>();
  for (const path of paths.filter(isReviewedFile).sort(compareCodePoints)) {
    const shown = await runGit(dir, ["show", `${at.commit}:./${path}`], GIT_BOUNDS);
    if (shown.code !== 0) return cannot(shown.stderr);
    files.set(path, shown.stdout);
  }
  let policyText: string | undefined;
  if (paths.includes(policyFile)) {
    const shown = await runGit(dir, ["show", `${at.commit}:./${policyFile}`], GIT_BOUNDS);
    if (shown.code !== 0) return cannot(shown.stderr);
    policyText = shown.stdout;
  }
  const policy = { text: policyText, file: `${policyFile} at ${at.comparedWith}` };
  return { comparedWith: at.comparedWith, files, policy };
}

/**
 * `ref` as a commit of the repository at `dir`, with how a plan names it and the problem when git
 * cannot show `what` (files) there, saying `gitSaid`; or why there is none.
 */
async function commitNamed(
  dir: string,
  ref: string,
  flag: string,
): Promise<
  | {
      commit: string;
      comparedWith: string;
      cannotShow: (what: string, gitSaid: string) => { problem: string };
    }
  | { problem: string }
> {
  const resolved = await runGit(
    dir,
    ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`],
    GIT_BOUNDS,
  );
  const commit = resolved.stdout.trim();
  if (resolved.code !== 0 || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit))
    return {
      problem: `${flag} ${ref}: the git repository at ${dir} has no commit of that name (${resolved.stderr.trim() || "git rev-parse found none"}); name the commit the live baselines were declared at, such as origin/main (git fetch it first)`,
    };
  return {
    commit,
    comparedWith: `commit ${ref === commit ? commit : `${commit} (${ref})`}`,
    cannotShow: (what, gitSaid) => ({
      problem: `${flag} ${ref}: git could not show ${what} at ${commit} (${gitSaid.trim() || "no answer"}); fetch the repository's history and run again`,
    }),
  };
}

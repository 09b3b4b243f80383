// A git bundle of the evidence branch (`git bundle create ledger.bundle cip-sync-evidence
// origin/main`): the ledger with its history in one file, as an auditor receives it, with the
// default branch whose commits the records name (the ports population reads the inventory at
// them). It is checked (git bundle verify, in an empty repository: a bundle that needs commits it
// lacks is refused), every ref it holds fetched into a new temporary directory and the evidence
// branch checked out there (its one branch, or the one named cip-sync-evidence), read then as any
// clone and removed after. git runs without a shell (runGit); nothing of the bundle is executed.
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_EVIDENCE_BRANCH } from "../../core/evidence/records/evidence-record.ts";
import { runGit } from "../checkout/git.ts";

/** Whether `path` names a file (a bundle, or something git cannot read), not a directory. */
export async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() === true;
}

/** The clone of a bundle and how to remove it; or what git said of a file that is none. */
export type BundleClone = { dir: string; remove: () => Promise<void> } | { problem: string };

/** The bundle `file` (an absolute path) checked, and its branch checked out in a temporary clone. */
export async function cloneBundle(file: string): Promise<BundleClone> {
  const dir = await mkdtemp(join(tmpdir(), "cip-sync-ledger-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const problem = await checkOut(dir, file);
    if (problem === undefined) return { dir, remove };
    await remove();
    return { problem };
  } catch (error) {
    await remove();
    throw error;
  }
}

const HEADS = "refs/heads/";
/** Where the bundle's refs are fetched to: `refs/bundled/heads/...`, `refs/bundled/remotes/...`. */
const BUNDLED = "refs/bundled/";

/** Fetches every ref of the bundle into the empty `dir` and checks out its evidence branch; else why not. */
async function checkOut(dir: string, file: string): Promise<string | undefined> {
  const checked =
    (await git(dir, ["init", "-q"])) ?? (await git(dir, ["bundle", "verify", "-q", file]));
  if (checked !== undefined) return checked;
  const listed = await runGit(dir, ["bundle", "list-heads", file]);
  const branches = listed.stdout
    .split("\n")
    .map((line) => line.split(" ")[1] ?? "")
    .filter((ref) => ref.startsWith(HEADS))
    .sort();
  const branch = evidenceBranchOf(branches);
  if (typeof branch !== "string") return branch.problem;
  return (
    (await git(dir, ["fetch", "-q", "--no-tags", file, `+refs/*:${BUNDLED}*`])) ??
    (await git(dir, ["checkout", "-q", "-B", branch, `${BUNDLED}heads/${branch}`]))
  );
}

/** The evidence branch among a bundle's `branches`: its only one, or the one of the default name. */
function evidenceBranchOf(branches: readonly string[]): string | { problem: string } {
  const named = branches.length === 1 ? branches[0] : `${HEADS}${DEFAULT_EVIDENCE_BRANCH}`;
  if (named !== undefined && branches.includes(named)) return named.slice(HEADS.length);
  return {
    problem:
      branches.length === 0
        ? "it holds no branch"
        : `it holds ${branches.length} branches (${branches.join(", ")}), none of them ${DEFAULT_EVIDENCE_BRANCH}`,
  };
}

/** git `args` in `dir`: undefined when it succeeds, else the first line it said. */
async function git(dir: string, args: readonly string[]): Promise<string | undefined> {
  const answer = await runGit(dir, args);
  if (answer.code === 0) return undefined;
  return answer.stderr.trim().split("\n")[0] || `git ${args[0]} exited with ${answer.code}`;
}

// The evidence branch as GitHub holds it, judged (`cip-sync evidence verify --remote`): one line of
// commits (no merge, one root), every ledger commit made by the expected writer and verified by
// GitHub, and the branch protected
// against deletion and force pushes by a ruleset or branch protection. A protection that cannot
// be read counts as none (fail closed). Pure: the facts are read by github/ledger/evidence-protection.ts.
import { LISTING_SUFFIX } from "../records/beside/inventory-listing.ts";
import { TOKEN_SUFFIX } from "./evidence-timestamps.ts";
import { isCliRecordPath } from "./record-files.ts";

export interface RemoteLedgerFacts {
  branch: string;
  /** The branch's commits, oldest first. */
  commits: {
    sha: string;
    author: string | null;
    verified: boolean;
    reason: string;
    parents: string[];
    /**
     * It only adds records sealed from the command line and the files beside them (isOperatorCommit):
     * an operator's commit, judged by its records' authentication, not by who made it. Known only
     * where a reader asked for its files (the Action's, of a commit not by the writer).
     */
    operator?: boolean;
  }[];
  /** The types of the ruleset rules active on the branch ("deletion", "non_fast_forward", ...). */
  rules: string[];
  /** Classic branch protection: null when none, a string when it could not be read (why). */
  protection: { allowForcePushes: boolean; allowDeletions: boolean } | null | string;
}

export interface RemoteLedgerVerdict {
  /** Commits not by the writer, or not verified. */
  problems: string[];
  /** Why the branch is not protected against deletion and force pushes; undefined when it is. */
  unprotected: string | undefined;
}

export function judgeRemoteLedger(
  facts: RemoteLedgerFacts,
  writer: string | undefined,
): RemoteLedgerVerdict {
  return { problems: commitProblems(facts, writer), unprotected: unprotectedReason(facts) };
}

/**
 * The commits of the branch that are not one line of commits by the ledger's writer, each verified
 * by GitHub: what verify --remote refuses, and what the drift check judges no obligation from.
 */
export function commitProblems(
  facts: Pick<RemoteLedgerFacts, "branch" | "commits">,
  writer: string | undefined,
): string[] {
  const expected = writer ?? facts.commits[0]?.author ?? undefined;
  const problems: string[] = [];
  const [first, ...otherRoots] = facts.commits.filter((commit) => commit.parents.length === 0);
  for (const root of otherRoots) {
    problems.push(
      `commit ${root.sha} on ${facts.branch} is a second root (the first is ${first?.sha}): another history was joined to the ledger`,
    );
  }
  for (const commit of facts.commits) {
    if (commit.parents.length > 1) {
      problems.push(
        `commit ${commit.sha} on ${facts.branch} merges ${commit.parents.join(" and ")}: the evidence branch is linear, and a merge can join a rewritten history to the real one as a fast-forward`,
      );
    }
    // The documented break-glass push: the operator's own commit, whose records the obligations
    // judge as unauthenticated unless an operator key signed it.
    if (commit.operator === true) continue;
    if (commit.author !== expected) {
      problems.push(
        `commit ${commit.sha} on ${facts.branch} was made by ${commit.author ?? "no GitHub account"}, not by the ledger's writer ${expected ?? "(unknown)"}${writer === undefined ? " (the author of its first commit)" : " (--writer)"}`,
      );
    }
    if (!commit.verified) {
      problems.push(
        `commit ${commit.sha} on ${facts.branch} is not verified by GitHub (${commit.reason}): the ledger's writer makes signed commits through the API`,
      );
    }
  }
  return problems;
}

function unprotectedReason(facts: RemoteLedgerFacts): string | undefined {
  const rules = new Set(facts.rules);
  if (rules.has("deletion") && rules.has("non_fast_forward")) return undefined;
  const { protection } = facts;
  if (protection !== null && typeof protection === "object") {
    if (!protection.allowDeletions && !protection.allowForcePushes) return undefined;
  }
  const ruleset = `no active ruleset rule blocks ${[
    ...(rules.has("deletion") ? [] : ["deletion"]),
    ...(rules.has("non_fast_forward") ? [] : ["force pushes"]),
  ].join(" and ")}`;
  const classic =
    protection === null
      ? "the branch has no branch protection"
      : typeof protection === "string"
        ? `its branch protection could not be read (${protection})`
        : "its branch protection allows deletion or force pushes";
  return `${facts.branch}: ${ruleset}, and ${classic}: add a ruleset targeting it with "Restrict deletions" and "Block force pushes"`;
}

/**
 * Whether a commit's changed files (path and GitHub's status) only add records sealed from the
 * command line and the files beside them: what `evidence append` and the documented break-glass
 * push add (docs/change-records-and-evidence.md), never an edit or a removal.
 */
export function isOperatorCommit(files: readonly { filename: string; status: string }[]): boolean {
  return (
    files.length > 0 &&
    files.every(({ filename, status }) => status === "added" && isCommandLineFile(filename))
  );
}

function isCommandLineFile(path: string): boolean {
  const record = [TOKEN_SUFFIX, LISTING_SUFFIX].reduce(
    (name, suffix) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : name),
    path,
  );
  return isCliRecordPath(record);
}

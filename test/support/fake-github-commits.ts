// The fake GitHub's commits as the independence rule reads them: GET pulls/{n}/commits (at most
// 250, as GitHub lists them) and GET compare/{base}...{head} (every commit, page by page), each
// with its author's and committer's account (null: none) and git e-mails; and GET users/{login}
// with the account's public e-mail.

/** Who authored and committed a commit: logins (null: no account) and the git e-mails. */
export interface CommitPeople {
  author?: string | null;
  committer?: string | null;
  authorEmail?: string;
  committerEmail?: string;
}

export interface FakeCommit extends CommitPeople {
  sha: string;
  /** First parent first, as git orders them. */
  parents: string[];
  message?: string;
}

/** GitHub's pull request commits endpoint lists at most this many. */
export const PULL_COMMITS_LISTED = 250;

/** A commit as GitHub's commit lists answer it. */
export function commitJson(
  commit: CommitPeople & { sha: string; parents?: string[]; message?: string },
) {
  const person = (login: string | null | undefined) =>
    login === null || login === undefined ? null : { login };
  return {
    sha: commit.sha,
    author: person(commit.author),
    committer: person(commit.committer),
    commit: {
      message: commit.message ?? "",
      // Only the e-mails a test gives: no default that could match an approver by accident.
      author: { email: commit.authorEmail },
      committer: { email: commit.committerEmail },
    },
    parents: (commit.parents ?? []).map((sha) => ({ sha })),
  };
}

/** Commits reachable from `head` and not from `base`, oldest first, as GitHub's compare lists them. */
export function commitsBetween(commits: FakeCommit[], base: string, head: string): FakeCommit[] {
  const bySha = new Map(commits.map((commit) => [commit.sha, commit]));
  const reachable = (from: string): string[] => {
    const seen = new Set<string>();
    const order: string[] = [];
    const stack = [from];
    while (stack.length > 0) {
      const sha = stack.pop()!;
      if (seen.has(sha)) continue;
      seen.add(sha);
      order.push(sha);
      stack.push(...(bySha.get(sha)?.parents ?? []));
    }
    return order;
  };
  const inBase = new Set(reachable(base));
  return reachable(head)
    .filter((sha) => !inBase.has(sha) && bySha.has(sha))
    .reverse()
    .map((sha) => bySha.get(sha)!);
}

/**
 * `count` commits in a line from `base` (which the chain starts with, no parents), each by
 * `people(index)` (index 1 to count); the last is the head. For a pull request of many commits.
 */
export function commitChain(
  base: string,
  count: number,
  people: (index: number) => CommitPeople,
): FakeCommit[] {
  const sha = (index: number) => (index === 0 ? base : `f${index.toString(16).padStart(39, "0")}`);
  return [
    { sha: base, parents: [] },
    ...Array.from({ length: count }, (_, offset) => ({
      sha: sha(offset + 1),
      parents: [sha(offset)],
      ...people(offset + 1),
    })),
  ];
}

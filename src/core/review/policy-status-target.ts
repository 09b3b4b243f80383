// Where the judgement of a pull request may show as the commit status cip-sync/policy. A status
// belongs to a commit, not to a pull request: every pull request with that head shows it, whatever
// its base. Only the default branch is applied (the push to it runs the apply job), so only a
// judgement at the default branch may write the status; a second pull request from the same head
// onto a branch with a weaker policy must never turn the main pull request's required check green.
// Unknown bases write nothing: the required check then stays pending (fail closed).

/** The commit status's name (its context): the one name branch rules require. */
export const POLICY_STATUS_CONTEXT = "cip-sync/policy";

export type PolicyStatusTarget = { kind: "set" } | { kind: "skip"; reason: string };

export interface PullRequestBase {
  /** The pull request's base branch, as the event names it. */
  baseRef?: string | undefined;
  /** The repository's default branch, as the event names it. */
  defaultBranch?: string | undefined;
}

export function policyStatusTarget({
  baseRef,
  defaultBranch,
}: PullRequestBase): PolicyStatusTarget {
  if (baseRef === undefined || defaultBranch === undefined) {
    return {
      kind: "skip",
      reason:
        "the event does not name the pull request's base branch and the default branch, so the judgement cannot be tied to the branch the apply job serves; cip-sync/policy is left unset (a required check stays pending)",
    };
  }
  if (baseRef !== defaultBranch) {
    return {
      kind: "skip",
      reason: `the pull request's base is ${baseRef}, not the default branch ${defaultBranch} that the apply job serves; cip-sync/policy is set only for pull requests into ${defaultBranch}, so that a judgement at another base never shows on a pull request into it`,
    };
  }
  return { kind: "set" };
}

// Two controls the gate relies on outside cip-sync, said at every run and by `cip-sync doctor`:
// - the evidence branch protected against deletion and force pushes (a ruleset's "deletion" and
//   "non_fast_forward" rules): the kept head makes a deleted or rewound ledger a refusal
//   (core/evidence/chain/ledger-authority.ts), but only a protected branch keeps it from happening;
// - an approval required somewhere: the Action's min-approvals, or a ruleset's pull request rule
//   with required approving reviews on the default branch. With neither, a pull request nobody
//   approved is applied on merge.
// Only rulesets are read at a run: classic branch protection is an administration read a
// workflow's token never has. Pure; the facts are read by github/notices/branch-guards.ts.
import type { RuleSource } from "./required-policy-status.ts";

export interface GuardJudgement {
  kind: "ok" | "missing" | "unknown";
  text: string;
}

/** A ruleset that protects the evidence branch, as GitHub's settings name its rules. */
const HOW_TO_PROTECT =
  'add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes" and no bypass actors; to restrict updates too, "Restrict updates" in a ruleset of its own with the workflow\'s app (GitHub Actions) as the only bypass actor';

/** Whether the ruleset rules on the evidence branch `branch` block its deletion and force pushes. */
export function judgeLedgerProtection(branch: string, rules: RuleSource<string[]>): GuardJudgement {
  if (rules.kind === "unreadable")
    return {
      kind: "unknown",
      text: `Whether the evidence branch ${branch} is protected cannot be told (its rulesets could not be read: ${rules.why}); ${HOW_TO_PROTECT}.`,
    };
  const types = new Set(rules.kind === "read" ? rules.value : []);
  const missing = [
    ...(types.has("deletion") ? [] : ["deletion"]),
    ...(types.has("non_fast_forward") ? [] : ["force pushes"]),
  ];
  if (missing.length === 0)
    return {
      kind: "ok",
      text: `The evidence branch ${branch} is protected by a ruleset against deletion and force pushes${types.has("update") ? ", and updates by others" : " (updates by others are not restricted: a commit by another account is refused by every run's reading, not kept out)"}.`,
    };
  return {
    kind: "missing",
    text: `The evidence branch ${branch} is not protected against ${missing.join(" and ")} by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; ${HOW_TO_PROTECT}.`,
  };
}

/**
 * Whether merging into the default branch `branch` needs an approval: `minApprovals` (the input;
 * "not read" by `cip-sync doctor`, which does not read the workflow), or the most approving reviews
 * an active pull request rule requires.
 */
export function judgeApprovalsRequired(
  branch: string,
  minApprovals: number | "not read",
  ruleApprovals: RuleSource<number>,
): GuardJudgement {
  if (minApprovals !== "not read" && minApprovals > 0)
    return {
      kind: "ok",
      text: `The gate requires ${minApprovals} approval(s) of the merged head (min-approvals).`,
    };
  const input =
    minApprovals === "not read"
      ? "the workflow's min-approvals is not read here"
      : "min-approvals is 0";
  if (ruleApprovals.kind === "read" && ruleApprovals.value > 0)
    return {
      kind: "ok",
      text: `A ruleset on ${branch} requires ${ruleApprovals.value} approving review(s) before a merge (${input}).`,
    };
  // An unread ruleset may require approvals: say it cannot be told, never that none is required.
  const unreadable = ruleApprovals.kind === "unreadable";
  const rules = unreadable
    ? `its rulesets could not be read (${ruleApprovals.why})`
    : `no ruleset on ${branch} requires an approving review`;
  const consequence = unreadable
    ? "if none requires one, a pull request nobody approved is applied on merge"
    : minApprovals === "not read"
      ? "unless the workflow sets min-approvals to 1 or more, a pull request nobody approved is applied on merge"
      : "so a pull request nobody approved is applied on merge";
  const verdict = unreadable
    ? "Whether an approval is required cannot be told"
    : "No approval is required";
  return {
    kind: unreadable ? "unknown" : "missing",
    text: `${verdict}: ${input} and ${rules} (classic branch protection is not read with a workflow's token), ${consequence}. Set the input min-approvals to 1 or more, or add a ruleset on ${branch} with "Require a pull request before merging" and required approvals.`,
  };
}

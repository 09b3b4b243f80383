// The two controls the gate relies on outside cip-sync (the evidence branch kept from deletion and
// force pushes; an approval required before a merge), judged from every answer a ruleset read can
// give, with the exact kind and the words the Action and doctor print. "ok" is said only where a
// rule that was read holds it; an unreadable answer is "unknown", never "ok".
import { describe, expect, it } from "vitest";
import {
  judgeApprovalsRequired,
  judgeLedgerProtection,
} from "../../../src/core/review/branch-guards.ts";
import type { RuleSource } from "../../../src/core/review/required-policy-status.ts";

const HOW =
  'add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes" and no bypass actors; to restrict updates too, "Restrict updates" in a ruleset of its own with the workflow\'s app (GitHub Actions) as the only bypass actor';

describe("judgeLedgerProtection", () => {
  const cases: [string, RuleSource<string[]>, "ok" | "missing" | "unknown", string][] = [
    [
      "deletion, force pushes and updates restricted",
      { kind: "read", value: ["deletion", "non_fast_forward", "update"] },
      "ok",
      "The evidence branch cip-sync-evidence is protected by a ruleset against deletion and force pushes, and updates by others.",
    ],
    [
      "deletion and force pushes, updates open",
      { kind: "read", value: ["non_fast_forward", "deletion"] },
      "ok",
      "The evidence branch cip-sync-evidence is protected by a ruleset against deletion and force pushes (updates by others are not restricted: a commit by another account is refused by every run's reading, not kept out).",
    ],
    [
      "only deletion",
      { kind: "read", value: ["deletion", "update"] },
      "missing",
      `The evidence branch cip-sync-evidence is not protected against force pushes by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; ${HOW}.`,
    ],
    [
      "only force pushes",
      { kind: "read", value: ["non_fast_forward"] },
      "missing",
      `The evidence branch cip-sync-evidence is not protected against deletion by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; ${HOW}.`,
    ],
    [
      "a ruleset with other rules",
      { kind: "read", value: ["required_signatures"] },
      "missing",
      `The evidence branch cip-sync-evidence is not protected against deletion and force pushes by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; ${HOW}.`,
    ],
    [
      "no ruleset",
      { kind: "absent" },
      "missing",
      `The evidence branch cip-sync-evidence is not protected against deletion and force pushes by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; ${HOW}.`,
    ],
    [
      "rulesets unreadable",
      { kind: "unreadable", why: "HTTP 403: Resource not accessible by integration" },
      "unknown",
      `Whether the evidence branch cip-sync-evidence is protected cannot be told (its rulesets could not be read: HTTP 403: Resource not accessible by integration); ${HOW}.`,
    ],
  ];
  it.each(cases)("%s", (_name, rules, kind, text) => {
    expect(judgeLedgerProtection("cip-sync-evidence", rules)).toEqual({ kind, text });
  });
});

describe("judgeApprovalsRequired", () => {
  const FIX =
    'Set the input min-approvals to 1 or more, or add a ruleset on main with "Require a pull request before merging" and required approvals.';
  const cases: [
    string,
    number | "not read",
    RuleSource<number>,
    "ok" | "missing" | "unknown",
    string,
  ][] = [
    [
      "min-approvals 2, whatever the rules say",
      2,
      { kind: "unreadable", why: "HTTP 500" },
      "ok",
      "The gate requires 2 approval(s) of the merged head (min-approvals).",
    ],
    [
      "min-approvals 0, a ruleset requires 1",
      0,
      { kind: "read", value: 1 },
      "ok",
      "A ruleset on main requires 1 approving review(s) before a merge (min-approvals is 0).",
    ],
    [
      "doctor (input not read), a ruleset requires 2",
      "not read",
      { kind: "read", value: 2 },
      "ok",
      "A ruleset on main requires 2 approving review(s) before a merge (the workflow's min-approvals is not read here).",
    ],
    [
      "min-approvals 0, a pull request rule with 0 approvals",
      0,
      { kind: "read", value: 0 },
      "missing",
      `No approval is required: min-approvals is 0 and no ruleset on main requires an approving review (classic branch protection is not read with a workflow's token), so a pull request nobody approved is applied on merge. ${FIX}`,
    ],
    [
      "min-approvals 0, no ruleset",
      0,
      { kind: "absent" },
      "missing",
      `No approval is required: min-approvals is 0 and no ruleset on main requires an approving review (classic branch protection is not read with a workflow's token), so a pull request nobody approved is applied on merge. ${FIX}`,
    ],
    [
      "min-approvals 0, rulesets unreadable",
      0,
      { kind: "unreadable", why: "HTTP 403: Resource not accessible by integration" },
      "unknown",
      `Whether an approval is required cannot be told: min-approvals is 0 and its rulesets could not be read (HTTP 403: Resource not accessible by integration) (classic branch protection is not read with a workflow's token), if none requires one, a pull request nobody approved is applied on merge. ${FIX}`,
    ],
    [
      "doctor, no ruleset",
      "not read",
      { kind: "absent" },
      "missing",
      `No approval is required: the workflow's min-approvals is not read here and no ruleset on main requires an approving review (classic branch protection is not read with a workflow's token), unless the workflow sets min-approvals to 1 or more, a pull request nobody approved is applied on merge. ${FIX}`,
    ],
  ];
  it.each(cases)("%s", (_name, minApprovals, rules, kind, text) => {
    expect(judgeApprovalsRequired("main", minApprovals, rules)).toEqual({ kind, text });
  });
});

// Who the CIP Senior Manager's authority lets approve what, and what a change to the policy file
// does to `cip_senior_manager` and `cip_002_last_approval`. A delegate's approval counts only for
// the actions delegated (CIP-003-9 R4: "the CIP Senior Manager may delegate authority for specific
// actions to a delegate or delegates"); the CIP Senior Manager holds every one. A change to either
// key is judged by the base's CIP Senior Manager, not by `policy_owners` (governance.ts). Pure.
import type {
  PolicyEvidence,
  SeniorManagerEvidence,
} from "../../../evidence/records/policy-record.ts";
import type { Principal } from "../../../inventory/document/principals.ts";
import { judgeDate } from "../../../authority/authority.ts";
import { formatLocation, quote } from "../../../shared/diagnostics.ts";
import { parsePolicyText } from "../file/parse-policy.ts";
import { liftedRuleIds } from "./lifted-rules.ts";
import type { CipSeniorManager, Delegate, GovernanceWanted, Policy } from "../policy-model.ts";

/** CIP-002-5.1a R2.2: approve the identifications of R1 (a CIP-002 R2 review). */
export const REVIEW_ACTION = "cip-002-r2.2";

/** The people whose approval counts for `action`: the CIP Senior Manager and the delegates holding it. */
export function approversFor(csm: CipSeniorManager, action: string): Principal[] {
  return [csm, ...csm.delegates.filter((delegate) => delegate.actions.includes(action))].map(
    (person) => ({ kind: "user", login: person.login }),
  );
}

/** Who approves `action` under the base `policy`, or why nobody can. */
export function wantedFor(policy: Policy, action: string): GovernanceWanted {
  if (policy.cipSeniorManager !== undefined)
    return { approvals: 1, principals: approversFor(policy.cipSeniorManager, action) };
  return {
    approvals: 1,
    principals: [],
    nobody:
      "the base policy names no cip_senior_manager, so nobody can approve a CIP-002 R2 review; name the CIP Senior Manager and delegates on the base branch first",
  };
}

/**
 * Who approves a change to `cip_senior_manager` or `cip_002_last_approval`: the base's CIP
 * Senior Manager alone (a delegate cannot change the delegations: CIP-003-9 R4 has them "approved
 * by the CIP Senior Manager"). A change of `cip_002_last_approval` alone (`approvalOnly`) records
 * an approval of the identifications, which CIP-002-5.1a R2.2 gives to the "CIP Senior Manager or
 * delegate": whoever may give that approval (REVIEW_ACTION) may record it. A base that names none
 * has nobody to ask, so the first CIP Senior Manager is named with `policyOwners`' approval.
 */
export function seniorManagerChangeWanted(
  policy: Policy,
  policyOwners: GovernanceWanted | undefined,
  approvalOnly: boolean,
): GovernanceWanted[] {
  const csm = policy.cipSeniorManager;
  if (csm !== undefined && approvalOnly) return [wantedFor(policy, REVIEW_ACTION)];
  if (csm !== undefined)
    return [{ approvals: 1, principals: [{ kind: "user", login: csm.login }] }];
  if (policyOwners !== undefined) return [policyOwners];
  return [
    {
      approvals: 1,
      principals: [],
      nobody:
        "the base policy names no cip_senior_manager and protects nobody who could name one; set policy_owners on the base branch first",
    },
  ];
}

/** What a change of the policy file's text does: to the rest of the file, and to the CSM's keys. */
export interface PolicyTextChange {
  /** Anything besides `cip_senior_manager` and `cip_002_last_approval` (or a file that does not parse). */
  rest: boolean;
  /** Each change to those two keys, in words; [] when none. */
  seniorManager: string[];
  /** Of those, `cip_002_last_approval` alone changed: the CIP Senior Manager and the delegations stay. */
  approvalOnly: boolean;
  /** The ids of the base rules removed or weakened (lifted-rules.ts). */
  lifted: string[];
}

/** What a file deleted or no longer parseable keeps: nothing. */
const NO_POLICY: Policy = { version: 1, rules: [], freezes: [] };

export function policyTextChange(
  base: string | undefined,
  head: string | undefined,
  file: string,
): PolicyTextChange {
  if (base === head) return { rest: false, seniorManager: [], approvalOnly: false, lifted: [] };
  const before = base === undefined ? undefined : parsePolicyText(base, file).policy;
  const after = head === undefined ? undefined : parsePolicyText(head, file).policy;
  // A file added, removed or unreadable on either side is a change to the rules, judged whole; one
  // that removes or breaks the base's lifts every rule and removes the CIP Senior Manager with it.
  if (before === undefined)
    return { rest: true, seniorManager: [], approvalOnly: false, lifted: [] };
  const seniorManager = seniorManagerWords(before, after ?? NO_POLICY);
  const lifted = liftedRuleIds(before, after);
  const approvalOnly =
    after !== undefined &&
    seniorManager.length > 0 &&
    JSON.stringify(seniorManagerEvidence(before).csm) ===
      JSON.stringify(seniorManagerEvidence(after).csm);
  if (after === undefined) return { rest: true, seniorManager, approvalOnly, lifted };
  const rest = restOf(before) !== restOf(after) || seniorManager.length === 0;
  return { rest, seniorManager, approvalOnly, lifted };
}

/** The policy without the CSM's keys or places: a comment or a moved key is not a change of it. */
function restOf(policy: Policy): string {
  const { rules, freezes, policyOwners, calendar, baselines, patchSources, standards } = policy;
  const { vulnerabilityAssessments, assessmentDateApprovers } = policy;
  const unplaced = <T extends { location: unknown }>({ location: _, ...rest }: T) => rest;
  return JSON.stringify([
    rules.map(unplaced),
    freezes.map(unplaced),
    policyOwners ?? null,
    calendar ?? null,
    baselines ?? null,
    patchSources ?? null,
    standards ?? null,
    vulnerabilityAssessments ?? null,
    assessmentDateApprovers ?? null,
  ]);
}

const personText = (person: { login: string; name: string; title: string }) =>
  `${person.login} (${quote(person.name)}, ${quote(person.title)})`;

const delegateText = (delegate: Delegate) =>
  `${personText(delegate)} for ${delegate.actions.join(", ")} delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;

/** Each change to the CIP Senior Manager, the delegations and the last approval, in words. */
export function seniorManagerWords(before: Policy, after: Policy): string[] {
  const words: string[] = [];
  const was = before.cipSeniorManager;
  const now = after.cipSeniorManager;
  const csmText = (csm: CipSeniorManager | undefined) =>
    csm === undefined ? "(none)" : `${personText(csm)} since ${csm.since}`;
  if (csmText(was) !== csmText(now))
    words.push(`CIP Senior Manager ${csmText(was)} -> ${csmText(now)}`);
  const wasDelegates = new Map((was?.delegates ?? []).map((d) => [d.login.toLowerCase(), d]));
  const nowDelegates = new Map((now?.delegates ?? []).map((d) => [d.login.toLowerCase(), d]));
  for (const [login, delegate] of nowDelegates) {
    const old = wasDelegates.get(login);
    if (old === undefined) words.push(`delegate added: ${delegateText(delegate)}`);
    else if (delegateText(old) !== delegateText(delegate))
      words.push(`delegate changed: ${delegateText(old)} -> ${delegateText(delegate)}`);
  }
  for (const [login, delegate] of wasDelegates)
    if (!nowDelegates.has(login)) words.push(`delegate removed: ${delegateText(delegate)}`);
  const prior = (policy: Policy) =>
    policy.cip002LastApproval === undefined
      ? "(none)"
      : `${policy.cip002LastApproval.on} (${policy.cip002LastApproval.ref})`;
  if (prior(before) !== prior(after))
    words.push(`cip_002_last_approval ${prior(before)} -> ${prior(after)}`);
  return words;
}

/** `cip_senior_manager` and `cip_002_last_approval` of `policy` as the ledger keeps them. */
export function seniorManagerEvidence(policy: Policy): SeniorManagerEvidence {
  const csm = policy.cipSeniorManager;
  const prior = policy.cip002LastApproval;
  return {
    csm:
      csm === undefined
        ? null
        : {
            login: csm.login,
            name: csm.name,
            title: csm.title,
            since: csm.since,
            delegates: csm.delegates.map((delegate) => ({
              login: delegate.login,
              name: delegate.name,
              title: delegate.title,
              actions: [...delegate.actions],
              delegated_on: delegate.delegatedOn,
              delegation_ref: delegate.delegationRef,
            })),
          },
    last_approval: prior === undefined ? null : { on: prior.on, ref: prior.ref },
  };
}

/** Both sides of a change to the CIP Senior Manager's keys, for the change record. */
export function seniorManagerSides(
  base: Policy,
  headText: string | undefined,
  file: string,
): NonNullable<PolicyEvidence["senior_manager"]> {
  const head = headText === undefined ? undefined : parsePolicyText(headText, file).policy;
  return {
    base: seniorManagerEvidence(base),
    head: head === undefined ? null : seniorManagerEvidence(head),
  };
}

/**
 * Why the `cip_002_last_approval` of the policy file `head`, a change of the base's, may not be merged at `recordedAt`
 * (epoch milliseconds): the authority table's `not-after-record`, since a date after the merge that
 * carries it would open CIP-002 R2's first interval in the future. Undefined when it may.
 */
export function lastApprovalDateProblem(
  base: Policy,
  head: { text: string | undefined; file: string },
  recordedAt: number,
): string | undefined {
  const after = head.text === undefined ? undefined : parsePolicyText(head.text, head.file).policy;
  const prior = after?.cip002LastApproval;
  if (prior === undefined || prior.on === base.cip002LastApproval?.on) return undefined;
  const judged = judgeDate("cip-002-last-approval", prior.on, new Date(recordedAt).toISOString());
  if (judged.authorized) return undefined;
  return `${formatLocation(prior.location)}: cip_002_last_approval: ${judged.why}; write the day the CIP-002 R2 approval it records was given, which cannot be after this merge`;
}

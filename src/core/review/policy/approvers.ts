// Who counts for a requirement: the approvals that count at all (on the head commit, not by an
// author or committer of the change, never a bot), and whether each approver is one of a list of
// logins and teams. Team membership is a fact read from GitHub; a fact missing or unreadable makes
// the answer "unverifiable", never "yes".
import {
  type Principal,
  principalKey,
  principalText,
} from "../../inventory/document/principals.ts";
import type { ApprovalFact, MembershipFact, MembershipState } from "./policy-model.ts";

/** An approval that does not count, and why: shown so that reviewers see what to fix. */
export interface IgnoredApproval {
  login: string;
  why: string;
}

export function countedApprovals(approvals: readonly ApprovalFact[]): {
  counted: ApprovalFact[];
  ignored: IgnoredApproval[];
} {
  const counted = new Map<string, ApprovalFact>();
  const ignored: IgnoredApproval[] = [];
  for (const approval of approvals) {
    const why = approval.bot
      ? "a bot's approval never counts"
      : approval.authorOrCommitter
        ? "wrote or committed to the change"
        : !approval.onHeadCommit
          ? "approved an older commit, not the head commit"
          : undefined;
    if (why !== undefined) ignored.push({ login: approval.login, why });
    else
      counted.set(
        approval.login.toLowerCase(),
        counted.get(approval.login.toLowerCase()) ?? approval,
      );
  }
  return { counted: [...counted.values()], ignored };
}

export type Eligibility = { state: "yes" | "no" } | { state: "unverifiable"; reason: string };

export class MembershipBook {
  readonly #facts = new Map<string, MembershipState>();

  constructor(facts: readonly MembershipFact[]) {
    for (const fact of facts) this.#facts.set(factKey(fact.team, fact.login), fact.membership);
  }

  /** Whether `login` is one of `principals`: named, or an active member of a named team. */
  eligibility(login: string, principals: readonly Principal[]): Eligibility {
    const reasons: string[] = [];
    for (const principal of principals) {
      if (principal.kind === "user") {
        if (principal.login.toLowerCase() === login.toLowerCase()) return { state: "yes" };
        continue;
      }
      const team = principalText(principal);
      const fact = this.#facts.get(factKey(team, login));
      if (fact?.state === "member") return { state: "yes" };
      if (fact === undefined) reasons.push(`the membership of ${login} in ${team} was not read`);
      else if (fact.state === "unverifiable") reasons.push(fact.reason);
    }
    return reasons.length === 0
      ? { state: "no" }
      : { state: "unverifiable", reason: reasons.join("; ") };
  }
}

function factKey(team: string, login: string): string {
  return `${team.toLowerCase()}\n${login.toLowerCase()}`;
}

/** The principals as the policy writes them, for "who may satisfy it". */
export function principalsText(principals: readonly Principal[]): string[] {
  const seen = new Set<string>();
  return principals
    .filter((principal) => !seen.has(principalKey(principal)) && seen.add(principalKey(principal)))
    .map(principalText);
}

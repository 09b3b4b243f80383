// `cip-sync policy check --approvals FILE`: a JSON array of {"login", "teams": [...], "body"?},
// taken as approvals on the head commit by people who did not write the change. Each login's
// teams are the whole truth offline: a member of the teams listed, of no other team the policy names.
import { z } from "zod";
import { jsonPath } from "../../plan/saved/plan-schema.ts";
import { errorMessage } from "../../shared/errors.ts";
import {
  LOGIN_PATTERN,
  parsePrincipal,
  principalText,
} from "../../inventory/document/principals.ts";
import type { ApprovalFact, BaseSystem, MembershipFact, Policy } from "./policy-model.ts";

const TEAM_PATTERN = /^[^/]+\/[^/]+$/;

const approvalsSchema = z.array(
  z.strictObject({
    login: z.string().regex(LOGIN_PATTERN, "must be a GitHub login"),
    teams: z
      .array(
        z
          .string()
          .refine(
            (team) => TEAM_PATTERN.test(team) && parsePrincipal(team) !== undefined,
            "must be a team as org/team-slug",
          ),
      )
      .default([]),
    body: z.string().default(""),
  }),
);

export function parseOfflineApprovals(
  text: string,
  source: string,
  /** Every team the policy and the owners name: membership is decided for each. */
  teams: readonly string[],
): { approvals: ApprovalFact[]; memberships: MembershipFact[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${source} is not valid JSON (${errorMessage(error)}); write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`,
      { cause: error },
    );
  }
  const result = approvalsSchema.safeParse(value);
  if (!result.success) {
    // zod reports at least one issue for a value it refuses.
    const [issue = { path: [], message: "not valid" }] = result.error.issues;
    throw new Error(
      `${source} at ${jsonPath(issue.path)}: ${issue.message}; write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`,
    );
  }
  const approvals: ApprovalFact[] = [];
  const memberships: MembershipFact[] = [];
  for (const entry of result.data) {
    approvals.push({
      login: entry.login,
      onHeadCommit: true,
      authorOrCommitter: false,
      bot: false,
      body: entry.body,
    });
    const listed = new Set(entry.teams.map((team) => team.toLowerCase()));
    for (const team of teams) {
      const membership = listed.has(team.toLowerCase())
        ? ("member" as const)
        : ("not-member" as const);
      memberships.push({ team, login: entry.login, membership: { state: membership } });
    }
  }
  return { approvals, memberships };
}

/** Every team the policy names (rules and overrides) or the owners of the systems name. */
export function namedTeams(policy: Policy, baseSystems: Iterable<BaseSystem>): string[] {
  const principals = [
    ...[...baseSystems].flatMap((system) => system.owners),
    ...policy.rules.flatMap((rule) =>
      rule.from.kind === "principals" ? rule.from.principals : [],
    ),
    ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
  ];
  return [
    ...new Set(principals.filter((principal) => principal.kind === "team").map(principalText)),
  ];
}

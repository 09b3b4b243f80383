// The fake GitHub's deployment environments and repository rulesets, as GitHub's REST description
// gives them: GET environments/{name} (deployment_branch_policy null for "No restriction", as
// GitHub creates an environment; { protected_branches, custom_branch_policies } otherwise), GET
// environments/{name}/deployment-branch-policies ({ total_count, branch_policies: [{ id, node_id,
// name, type }] }, one page at a time), and GET rulesets/{id} (a repository ruleset; its
// bypass_actors only to a token GitHub shows them to). Unless a test says otherwise, the repository
// is set up as docs/ledger-writer.md says: inventory-production gives its secrets to the default
// branch alone, and every ruleset lets nobody bypass it.

/** An environment's deployment branches: null "No restriction", "protected", or name patterns. */
export type FakeEnvironment =
  | null
  | "protected"
  | { branchPolicies: { name: string; type: "branch" | "tag" }[] }
  | { status: 403 | 404 };

/** A ruleset's bypass list, or "hidden" as GitHub answers a token that may not edit the ruleset. */
export type FakeRuleset =
  { bypassActors: { actorType: string; actorId: number | null }[] } | "hidden" | { status: number };

export interface EnvironmentReply {
  send(status: number, body: unknown): void;
  page(items: unknown[], wrap: (items: unknown[], total: number) => unknown): void;
}

export class FakeEnvironments {
  /** By name; an environment not named here is absent (404), except the documented one. */
  readonly environments = new Map<string, FakeEnvironment>();
  /** By id; a ruleset not named here lets nobody bypass it. */
  readonly rulesets = new Map<number, FakeRuleset>();
  readonly #defaultBranch: () => string;

  constructor(defaultBranch: () => string) {
    this.#defaultBranch = defaultBranch;
  }

  #environment(name: string): FakeEnvironment | undefined {
    if (this.environments.has(name)) return this.environments.get(name);
    return name === "inventory-production"
      ? { branchPolicies: [{ name: this.#defaultBranch(), type: "branch" }] }
      : undefined;
  }

  /** Answers the request when it is one of these routes (`path` relative to the repository). */
  handle(method: string, path: string, html: string, reply: EnvironmentReply): boolean {
    if (method !== "GET") return false;
    const ruleset = /^\/rulesets\/(\d+)$/.exec(path);
    if (ruleset !== null) {
      this.#sendRuleset(Number(ruleset[1]), reply);
      return true;
    }
    const match = /^\/environments\/([^/]+)(\/deployment-branch-policies)?$/.exec(path);
    if (match === null) return false;
    const name = decodeURIComponent(match[1]!);
    const environment = this.#environment(name);
    if (environment === undefined) {
      reply.send(404, { message: "Not Found" });
      return true;
    }
    if (environment !== null && typeof environment === "object" && "status" in environment) {
      reply.send(environment.status, {
        message:
          environment.status === 403
            ? "Resource not accessible by personal access token"
            : "Not Found",
      });
      return true;
    }
    if (match[2] === undefined) {
      reply.send(200, environmentJson(name, environment, html));
      return true;
    }
    if (environment === null || environment === "protected") {
      // As GitHub: the branch policies exist only under custom_branch_policies.
      reply.send(404, { message: "Not Found" });
      return true;
    }
    reply.page(
      environment.branchPolicies.map(({ name: pattern, type }, index) => ({
        id: 361471 + index,
        node_id: `MDE2OkdhdGVCcmFuY2hQb2xpY3k${index}`,
        name: pattern,
        type,
      })),
      (items, total) => ({ total_count: total, branch_policies: items }),
    );
    return true;
  }

  #sendRuleset(id: number, reply: EnvironmentReply): void {
    const ruleset = this.rulesets.get(id) ?? { bypassActors: [] };
    if (ruleset !== "hidden" && "status" in ruleset) {
      reply.send(ruleset.status, { message: "Not Found" });
      return;
    }
    reply.send(200, {
      id,
      name: `ruleset ${id}`,
      target: "branch",
      source_type: "Repository",
      source: "grid-east/inventory",
      enforcement: "active",
      ...(ruleset === "hidden"
        ? {}
        : {
            bypass_actors: ruleset.bypassActors.map(({ actorType, actorId }) => ({
              actor_id: actorId,
              actor_type: actorType,
              bypass_mode: "always",
            })),
          }),
      current_user_can_bypass: "never",
    });
  }
}

function environmentJson(
  name: string,
  environment: Exclude<FakeEnvironment, { status: number }>,
  html: string,
): unknown {
  return {
    id: 56780428,
    node_id: "MDExOkVudmlyb25tZW50NTY3ODA0Mjg=",
    name,
    url: `https://api.github.com/repos/grid-east/inventory/environments/${encodeURIComponent(name)}`,
    html_url: `${html}/deployments/activity_log?environments_filter=${encodeURIComponent(name)}`,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    protection_rules: [],
    deployment_branch_policy:
      environment === null
        ? null
        : {
            protected_branches: environment === "protected",
            custom_branch_policies: environment !== "protected",
          },
  };
}

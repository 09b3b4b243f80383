// The facts of the writer key's boundary, for `cip-sync doctor` (core/evidence/chain/writer-boundary.ts
// judges them): the environment's deployment branch policy and its branch policies, the workflows
// on the default branch (read through the files-at-commit GraphQL reading), and the bypass lists of
// the rulesets that keep the evidence branch from deletion and force pushes. Never throws: what
// could not be read is a fact the judgement names.
import type {
  BoundaryFacts,
  EnvironmentPolicy,
  ProtectingRuleset,
} from "../../core/evidence/chain/writer-boundary.ts";
import { answerOf, readBranchRules } from "../branch-rules.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { readFilesUnder } from "../files/documents-at-commit.ts";

/** Where GitHub keeps a repository's workflows. */
const WORKFLOWS = ".github/workflows";

/** The rules on the evidence branch whose bypass matters: deleting it, rewinding it. */
const GUARDING_RULES = new Set(["deletion", "non_fast_forward"]);

export async function readBoundaryFacts(
  client: GitHubClient,
  repository: Repository,
  where: { environment: string; defaultBranch: string; evidenceBranch: string },
): Promise<BoundaryFacts> {
  const { environment, defaultBranch, evidenceBranch } = where;
  return {
    environment,
    defaultBranch,
    evidenceBranch,
    policy: await readEnvironmentPolicy(client, repository, environment),
    workflows: await readWorkflows(client, repository, defaultBranch),
    rulesets: await readProtectingRulesets(client, repository, evidenceBranch),
  };
}

async function readEnvironmentPolicy(
  client: GitHubClient,
  repository: Repository,
  environment: string,
): Promise<EnvironmentPolicy> {
  const route = { ...repository, environment_name: environment };
  let policy;
  try {
    ({
      data: { deployment_branch_policy: policy },
    } = await client.request("GET /repos/{owner}/{repo}/environments/{environment_name}", route));
  } catch (error) {
    return requestStatus(error) === 404
      ? { kind: "absent" }
      : { kind: "unreadable", why: answerOf(error) };
  }
  if (policy === null || policy === undefined) return { kind: "unrestricted" };
  if (policy.custom_branch_policies !== true) return { kind: "protected-branches" };
  try {
    // Octokit's paginate takes the list out of GitHub's { total_count, branch_policies }.
    const policies = await client.paginate(
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies",
      { ...route, per_page: 100 },
    );
    return {
      kind: "custom",
      policies: policies.map(({ name, type }) => ({
        name: name ?? "",
        type: type === "tag" ? "tag" : "branch",
      })),
    };
  } catch (error) {
    return { kind: "custom", policies: { unreadable: answerOf(error) } };
  }
}

async function readWorkflows(
  client: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<BoundaryFacts["workflows"]> {
  try {
    const files = await readFilesUnder(client, repository, branch, [WORKFLOWS]);
    return files.filter(({ path }) => /\.ya?ml$/.test(path));
  } catch (error) {
    return { unreadable: answerOf(error) };
  }
}

async function readProtectingRulesets(
  client: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<BoundaryFacts["rulesets"]> {
  const rules = await readBranchRules(client, repository, branch);
  if (rules.kind === "unreadable") return { unreadable: rules.why };
  const ids = new Set(
    (rules.kind === "read" ? rules.value : [])
      .filter(({ type }) => GUARDING_RULES.has(type))
      .map(({ ruleset_id }) => ruleset_id),
  );
  const rulesets: ProtectingRuleset[] = [];
  for (const id of ids) {
    if (id === undefined) {
      rulesets.push({ id: 0, bypass: { unreadable: "GitHub named no ruleset for the rule" } });
      continue;
    }
    rulesets.push({ id, bypass: await readBypass(client, repository, id) });
  }
  return rulesets;
}

async function readBypass(
  client: GitHubClient,
  repository: Repository,
  id: number,
): Promise<ProtectingRuleset["bypass"]> {
  try {
    const { data } = await client.request("GET /repos/{owner}/{repo}/rulesets/{ruleset_id}", {
      ...repository,
      ruleset_id: id,
    });
    if (data.bypass_actors === undefined) return "hidden";
    return data.bypass_actors.map(({ actor_type, actor_id }) => ({
      actorType: actor_type,
      actorId: actor_id ?? null,
    }));
  } catch (error) {
    return { unreadable: answerOf(error) };
  }
}

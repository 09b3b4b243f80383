// The boundary the writer's key rests on, as `cip-sync doctor` judges it: GitHub gives the secret
// of the environment the apply and drift jobs name only to jobs of the branches its
// deployment-branch policy allows, so that policy must name exactly the default branch; every
// workflow on the default branch that names the environment gets the key, so each is listed; and
// the rulesets that keep the evidence branch from deletion and force pushes must let nobody bypass
// them. Each fact read, absent, or unreadable with what GitHub answered: what could not be read
// fails the check, never reads as none. Pure; the facts are read by github/ledger/writer-environment.ts.
import { LineCounter } from "yaml";
import { parseYamlDocuments } from "../../inventory/document/yaml-reader.ts";

/** The environment docs/ledger-writer.md sets up, which doctor reads unless told another. */
export const DEFAULT_LEDGER_ENVIRONMENT = "inventory-production";

/** A deployment branch policy, as GitHub lists it: a name pattern, of branches or of tags. */
export interface BranchPolicy {
  name: string;
  type: "branch" | "tag";
}

/** What GitHub says of the environment's deployment branches. */
export type EnvironmentPolicy =
  | { kind: "absent" }
  | { kind: "unreadable"; why: string }
  /** deployment_branch_policy: null, "No restriction", as GitHub creates an environment. */
  | { kind: "unrestricted" }
  | { kind: "protected-branches" }
  | { kind: "custom"; policies: readonly BranchPolicy[] | { unreadable: string } };

/** One ruleset that protects the evidence branch against deletion or force pushes. */
export interface ProtectingRuleset {
  id: number;
  /** Its bypass list; "hidden" when GitHub left it out of the answer (a token that may not edit it). */
  bypass:
    readonly { actorType: string; actorId: number | null }[] | "hidden" | { unreadable: string };
}

export interface BoundaryFacts {
  environment: string;
  defaultBranch: string;
  policy: EnvironmentPolicy;
  /** The workflow files on the default branch, or why they could not be read. */
  workflows: readonly { path: string; text: string }[] | { unreadable: string };
  evidenceBranch: string;
  /** The rulesets whose deletion or non_fast_forward rule is active on the evidence branch. */
  rulesets: readonly ProtectingRuleset[] | { unreadable: string };
}

export interface BoundaryJudgement {
  outcome: "ok" | "failed";
  detail: string;
  fix?: string;
}

/** The setting docs/ledger-writer.md gives the environment, for every fix that needs it. */
const RESTRICT = (environment: string, branch: string) =>
  `in Settings, Environments, ${environment}, under "Deployment branches and tags" choose "Selected branches and tags" and add the branch ${branch} alone (docs/ledger-writer.md)`;

/** Whether the writer's key is held only where the reviewed workflow runs, and what to do if not. */
export function judgeWriterBoundary(facts: BoundaryFacts): BoundaryJudgement {
  const parts = [judgeEnvironment(facts), judgeWorkflows(facts), judgeBypass(facts)];
  const failed = parts.filter((part) => part.fix !== undefined);
  return {
    outcome: failed.length === 0 ? "ok" : "failed",
    detail: parts.map(({ detail }) => detail).join("; "),
    ...(failed.length === 0 ? {} : { fix: failed.map(({ fix }) => fix).join("; ") }),
  };
}

interface Part {
  detail: string;
  fix?: string;
}

function judgeEnvironment({ environment, defaultBranch, policy }: BoundaryFacts): Part {
  const named = `the environment ${environment}`;
  const restrict = RESTRICT(environment, defaultBranch);
  switch (policy.kind) {
    case "absent":
      return {
        detail: `${named} does not exist, or the token may not see it (reading an environment needs Actions: read), so no job holds the writer's key in it`,
        fix: `create ${named} with the secret CIP_SYNC_LEDGER_KEY and ${restrict.replace(/^in Settings, Environments, [^,]*, /, "")}, or give --ledger-environment the environment the apply and drift jobs name`,
      };
    case "unreadable":
      return {
        detail: `${named} could not be read (${policy.why}), so which branches get the writer's key cannot be told`,
        fix: "give GITHUB_TOKEN Actions: read on the repository (a fine-grained token's repository permission; a classic token needs the repo scope for a private repository), then run cip-sync doctor again",
      };
    case "unrestricted":
      return {
        detail: `${named} has no deployment branch policy ("No restriction", as GitHub creates a new environment): a workflow of any branch, pushed by anyone with write access, gets the writer's key and can sign records`,
        fix: restrict,
      };
    case "protected-branches":
      return {
        detail: `${named} allows "Protected branches only": every branch a branch protection rule or ruleset protects gets the writer's key, not only ${defaultBranch}, and which branches those are changes with every rule (one that targets a pattern, or all branches, lets the branches it matches in)`,
        fix: restrict,
      };
    case "custom":
      return judgeCustom(named, defaultBranch, policy.policies, restrict);
  }
}

function judgeCustom(
  named: string,
  branch: string,
  policies: readonly BranchPolicy[] | { unreadable: string },
  restrict: string,
): Part {
  if (!Array.isArray(policies))
    return {
      detail: `the deployment branch policies of ${named} could not be read (${(policies as { unreadable: string }).unreadable}), so which branches get the writer's key cannot be told`,
      fix: "give GITHUB_TOKEN Actions: read on the repository, then run cip-sync doctor again",
    };
  const [only, ...others] = policies;
  if (only !== undefined && others.length === 0 && only.type === "branch" && only.name === branch)
    return { detail: `${named} gives its secrets to jobs of the branch ${branch} alone` };
  const allowed =
    policies.length === 0
      ? "no branch or tag"
      : policies.map(({ name, type }) => `${name} (${type})`).join(", ");
  return {
    detail: `${named} allows ${allowed}, not exactly the default branch ${branch}: ${policies.length === 0 ? "no job can get the writer's key" : "a job of any other branch or tag it allows gets the writer's key"}`,
    fix: restrict,
  };
}

function judgeWorkflows({ environment, defaultBranch, workflows }: BoundaryFacts): Part {
  if (!Array.isArray(workflows))
    return {
      detail: `the workflows on ${defaultBranch} could not be read (${(workflows as { unreadable: string }).unreadable}), so which of them get the writer's key cannot be told`,
      fix: "give GITHUB_TOKEN Contents: read on the repository, then run cip-sync doctor again",
    };
  const jobs = workflows.flatMap(({ path, text }) =>
    jobsNaming(text, environment).map((job) => `${path} (job ${job})`),
  );
  if (jobs.length === 0)
    return {
      detail: `no workflow on ${defaultBranch} names ${environment}, so no job holds the writer's key: the apply and drift jobs cannot sign`,
    };
  return {
    detail: `each of these jobs on ${defaultBranch} names ${environment} and gets the writer's key (the apply and drift jobs should be the only ones): ${jobs.join(", ")}`,
  };
}

/**
 * The jobs of the workflow `text` whose `environment:` (a name, or `{ name: }`) is `environment`,
 * or is an expression that may resolve to it; a file that does not parse names none (GitHub does
 * not run it either).
 */
export function jobsNaming(text: string, environment: string): string[] {
  const [doc] = parseYamlDocuments(text, new LineCounter());
  if (doc === undefined || doc.errors.length > 0) return [];
  const jobs: unknown = (doc.toJS({ maxAliasCount: 0 }) as { jobs?: unknown } | null)?.jobs;
  if (typeof jobs !== "object" || jobs === null) return [];
  return Object.entries(jobs).flatMap(([id, job]) => {
    const named: unknown = (job as { environment?: unknown } | null)?.environment;
    const name: unknown =
      typeof named === "object" && named !== null ? (named as { name?: unknown }).name : named;
    if (typeof name !== "string") return [];
    if (name === environment) return [id];
    return name.includes("${{") ? [`${id}, by an expression that may name it`] : [];
  });
}

function judgeBypass({ evidenceBranch, rulesets }: BoundaryFacts): Part {
  const fix = `keep "Restrict deletions" and "Block force pushes" of ${evidenceBranch} in a ruleset with an empty bypass list ("Restrict updates" may be another ruleset, with GitHub Actions as its only bypass actor, which the Action's writes need)`;
  if (!Array.isArray(rulesets))
    return {
      detail: `the rulesets on the evidence branch ${evidenceBranch} could not be read (${(rulesets as { unreadable: string }).unreadable})`,
      fix,
    };
  if (rulesets.length === 0)
    return {
      detail: `no ruleset protects the evidence branch ${evidenceBranch} against deletion and force pushes (see the check ledger)`,
      fix,
    };
  const problems = (rulesets as readonly ProtectingRuleset[]).flatMap(({ id, bypass }) => {
    if (bypass === "hidden")
      return [
        `ruleset ${id}'s bypass list is shown only to a token that may edit the ruleset (repository Administration), so who may bypass it cannot be told`,
      ];
    if (!Array.isArray(bypass))
      return [`ruleset ${id} could not be read (${(bypass as { unreadable: string }).unreadable})`];
    if (bypass.length === 0) return [];
    const actors = bypass.map(({ actorType, actorId }) =>
      actorId === null ? actorType : `${actorType} ${actorId}`,
    );
    return [
      `ruleset ${id} lets ${actors.join(", ")} bypass it: ${actors.some((actor) => actor.startsWith("Integration")) ? "an app's bypass (GitHub Actions) lets every workflow's GITHUB_TOKEN delete or rewind the ledger" : "they can delete or rewind the ledger"}`,
    ];
  });
  if (problems.length === 0)
    return {
      detail: `nobody may bypass the rulesets that keep ${evidenceBranch} from deletion and force pushes (${rulesets.map(({ id }) => id).join(", ")})`,
    };
  return { detail: problems.join("; "), fix };
}

// The Action: chooses what this event asks for (plan a pull request, apply a merge, check drift,
// validate), calls the engine, and reports through the injected reporter (outputs, job summary,
// annotations, log) and the sticky pull-request comment. The clients and the reporter are given
// (ActionDependencies): the entry gives the real ones, tests give the fake GitHub and the emulator.
// Each route lives in its own folder; the pull request's plan and validate are loaded with this
// module, every other route's when it is chosen, so that a run loads the code of its route only (a
// plan never loads the ledger's).
import { assertNever } from "../core/shared/exhaustive.ts";
import { planPullRequest } from "./pull-request/pull-request-route.ts";
import { validate } from "./validate/validate-route.ts";
import { reportPolicyProtection } from "./policy/policy-protection.ts";
import { type ActionDependencies, RunScope } from "./run/run-scope.ts";
import {
  type ActionMode,
  type ActionSettings,
  type MergeGroupEvent,
  type PullRequestEvent,
  SettingsError,
  type Trigger,
} from "./settings/settings.ts";

export type { ActionDependencies } from "./run/run-scope.ts";

/** What the run does, with the data of the event it needs. */
export type Route =
  | { kind: "pull-request"; pullRequest: PullRequestEvent }
  /** Apply what a push merged; `before` is the branch's previous head, when the event says. */
  | { kind: "merge"; before: string | undefined }
  | { kind: "merge-group"; group: MergeGroupEvent }
  /** A review submitted or dismissed: the owner policy judged again, without the service. */
  | { kind: "policy-review"; pullRequest: PullRequestEvent }
  | { kind: "drift" }
  | { kind: "validate" }
  /** Sync one source and propose its files as a pull request (whatever the event). */
  | { kind: "source-sync" };

export function chooseRoute(mode: ActionMode, trigger: Trigger): Route {
  switch (mode) {
    case "validate":
      return { kind: "validate" };
    case "source-sync":
      return { kind: "source-sync" };
    case "apply":
      return { kind: "merge", before: trigger.kind === "push" ? trigger.before : undefined };
    case "plan":
      if (trigger.kind === "pull-request-review") return policyReview(trigger);
      return trigger.kind === "pull-request" ? trigger : { kind: "drift" };
    case "auto":
      switch (trigger.kind) {
        case "pull-request":
          return trigger;
        case "pull-request-review":
          return policyReview(trigger);
        case "merge-group":
          return trigger;
        case "push":
          return trigger.toDefaultBranch
            ? { kind: "merge", before: trigger.before }
            : { kind: "drift" };
        case "other":
          return { kind: "drift" };
      }
  }
}

function policyReview(trigger: Extract<Trigger, { kind: "pull-request-review" }>): Route {
  return { kind: "policy-review", pullRequest: trigger.pullRequest };
}

/** One run of the Action for `settings`; throws an ActionFailure (or any error) when it fails. */
export async function runAction(
  settings: ActionSettings,
  dependencies: ActionDependencies,
): Promise<void> {
  const scope = new RunScope(settings, dependencies);
  const route = chooseRoute(settings.mode, settings.context.trigger);
  if (needsApiKey(route)) requireApiKey(settings.apiKey);
  if (route.kind === "pull-request" || route.kind === "merge" || route.kind === "drift")
    await reportPolicyProtection(scope);
  switch (route.kind) {
    case "pull-request":
      return planPullRequest(scope, route.pullRequest);
    case "merge":
      return (await import("./merge/merge-route.ts")).applyMerge(scope, route.before);
    case "merge-group":
      return (await import("./merge-queue/queue-route.ts")).checkMergeGroup(scope, route.group);
    case "policy-review":
      return (await import("./policy-review/policy-review-route.ts")).reviewPolicy(
        scope,
        route.pullRequest,
      );
    case "drift":
      return (await import("./drift/drift-route.ts")).checkDrift(scope);
    case "validate":
      return validate(scope);
    case "source-sync":
      return (await import("./source-sync/source-sync-route.ts")).syncSourceRoute(scope);
    default:
      // A new Route member fails to compile here until it has its case.
      return assertNever(route);
  }
}

/**
 * Every route but validate reads the live service, except a pull request from a fork: GitHub gives
 * it no secrets, so its files are validated offline instead.
 */
function needsApiKey(route: Route): boolean {
  // A source sync reads the source and writes to GitHub only, and a review event judges the owner
  // policy from the plan recorded in the comment: neither asks the service.
  if (route.kind === "validate" || route.kind === "source-sync" || route.kind === "policy-review")
    return false;
  return !(route.kind === "pull-request" && route.pullRequest.fromFork);
}

/**
 * A missing key fails the step before any request, as a wrong input: on a pull request from a
 * branch of this repository it means the secret is not set (or not passed), never that the run may
 * skip the plan reviewers approve. The key's other checks (one line, no spaces) are made with the
 * URL's, also before any request, when the service client is opened.
 */
export function requireApiKey(apiKey: string): void {
  if (apiKey.trim() !== "") return;
  throw new SettingsError(
    "input api-key is empty: store the service's API key as a secret (e.g. CIP_API_KEY under Settings > Secrets and variables > Actions, or as a secret of the job's environment) and pass it as api-key: ${{ secrets.CIP_API_KEY }}; only a pull request from a fork is validated offline without it",
  );
}

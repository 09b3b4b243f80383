// The event that started the run, parsed from its payload into a Trigger: the pull request, push,
// review, merge-queue group or other event, with the data each route needs. An event whose payload
// lacks its data is "other".

/** The pull request an event is about, as far as the event payload tells. */
export interface PullRequestEvent {
  number: number;
  headSha: string;
  /** True when the head branch lives in another repository: the run gets no secrets. */
  fromFork: boolean;
  /** Its label names when the event was sent. */
  labels: string[];
  /** The base branch's commit the event names (the owner policy is read there). */
  baseSha?: string | undefined;
  /** The base branch and the repository's default branch, as the event names them. */
  baseRef?: string | undefined;
  defaultBranch?: string | undefined;
}

/** A `merge_group` event: the merge queue asks for checks of a group of pull requests. */
export interface MergeGroupEvent {
  /** The commit to check: the base with the group's pull requests merged. */
  headSha: string;
  /** The default branch's commit the group starts from. */
  baseSha: string;
  /** gh-readonly-queue/<base>/pr-<number>-<sha>: names the group's last pull request. */
  headRef: string;
}

/**
 * The event that started the run, parsed once with the data each kind carries: a pull request, a
 * push (to the default branch or not), a merge queue's group, or anything else (schedule,
 * workflow_dispatch, ...). An event whose payload lacks its data is `other`.
 */
export type Trigger =
  | { kind: "pull-request"; pullRequest: PullRequestEvent }
  | {
      kind: "push";
      /** The push's previous head of the branch; undefined when the push created the branch. */
      before: string | undefined;
      toDefaultBranch: boolean;
    }
  | { kind: "merge-group"; group: MergeGroupEvent }
  /** A review submitted or dismissed: the owner policy is judged again, without the service. */
  | { kind: "pull-request-review"; pullRequest: PullRequestEvent }
  | { kind: "other"; eventName: string };

export function triggerOf(eventName: string, ref: string, payload: unknown): Trigger {
  const pullRequest = eventName === "pull_request" ? readPullRequest(payload) : undefined;
  if (pullRequest !== undefined) return { kind: "pull-request", pullRequest };
  const reviewed = eventName === "pull_request_review" ? readPullRequest(payload) : undefined;
  if (reviewed !== undefined) return { kind: "pull-request-review", pullRequest: reviewed };
  const group = eventName === "merge_group" ? readMergeGroup(payload) : undefined;
  if (group !== undefined) return { kind: "merge-group", group };
  if (eventName === "push") {
    return {
      kind: "push",
      before: pushedOver(stringAt(payload, ["before"])),
      toDefaultBranch: refCheckOf(eventName, ref, payload).defaultBranch,
    };
  }
  return { kind: "other", eventName };
}

/** Whether the run's ref is the repository's default branch, as the event tells; why not, if not. */
export type RefCheck = { defaultBranch: true } | { defaultBranch: false; why: string };

/**
 * Fail closed: a ref is the default branch only where the event says so. GitHub runs a scheduled
 * workflow on the default branch's latest commit only, and its payload names no branch.
 */
export function refCheckOf(eventName: string, ref: string, payload: unknown): RefCheck {
  if (eventName === "schedule") return { defaultBranch: true };
  const named = stringAt(payload, ["repository", "default_branch"]);
  const running = ref === "" ? "no ref (GITHUB_REF is empty)" : ref;
  if (named === undefined) {
    return {
      defaultBranch: false,
      why: `the ${eventName} event names no default branch (repository.default_branch), so ${running} is not taken for it`,
    };
  }
  if (ref === `refs/heads/${named}`) return { defaultBranch: true };
  return { defaultBranch: false, why: `it runs on ${running}, not on the default branch ${named}` };
}

/**
 * The repository's default branch as the event names it (repository.default_branch); a scheduled
 * run, whose payload may name none, runs on it (GITHUB_REF). Undefined: ask GitHub.
 */
export function defaultBranchOf(
  eventName: string,
  ref: string,
  payload: unknown,
): string | undefined {
  const named = stringAt(payload, ["repository", "default_branch"]);
  if (named !== undefined) return named;
  const heads = "refs/heads/";
  return eventName === "schedule" && ref.startsWith(heads) ? ref.slice(heads.length) : undefined;
}

/** A push's `before`, unless the push created the branch (all zeros). */
function pushedOver(before: string | undefined): string | undefined {
  return before === undefined || /^0+$/.test(before) || !/^[0-9a-f]{40,64}$/.test(before)
    ? undefined
    : before;
}

function readPullRequest(payload: unknown): PullRequestEvent | undefined {
  const number = valueAt(payload, ["pull_request", "number"]);
  const headSha = stringAt(payload, ["pull_request", "head", "sha"]);
  if (typeof number !== "number" || headSha === undefined) return undefined;
  const headRepo = stringAt(payload, ["pull_request", "head", "repo", "full_name"]);
  const baseRepo = stringAt(payload, ["pull_request", "base", "repo", "full_name"]);
  const labels = valueAt(payload, ["pull_request", "labels"]);
  // A deleted fork has no head repository; it is still not this repository.
  return {
    number,
    headSha,
    fromFork: headRepo !== baseRepo,
    labels: Array.isArray(labels) ? labels.flatMap((label) => stringAt(label, ["name"]) ?? []) : [],
    baseSha: stringAt(payload, ["pull_request", "base", "sha"]),
    baseRef: stringAt(payload, ["pull_request", "base", "ref"]),
    defaultBranch: stringAt(payload, ["repository", "default_branch"]),
  };
}

function readMergeGroup(payload: unknown): MergeGroupEvent | undefined {
  const headSha = stringAt(payload, ["merge_group", "head_sha"]);
  const baseSha = stringAt(payload, ["merge_group", "base_sha"]);
  const headRef = stringAt(payload, ["merge_group", "head_ref"]);
  if (headSha === undefined || baseSha === undefined || headRef === undefined) return undefined;
  return { headSha, baseSha, headRef };
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function stringAt(value: unknown, path: readonly string[]): string | undefined {
  const found = valueAt(value, path);
  return typeof found === "string" ? found : undefined;
}

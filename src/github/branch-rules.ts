// What GitHub says protects a branch, read with the token's own permissions: the active rules of
// every ruleset on it (readable with read access to the repository) and classic branch protection
// (an administration read). Each is read, absent, or unreadable with what GitHub answered; nothing is
// judged here: the evidence branch's protection is judged in core/evidence/chain/evidence-remote.ts,
// the default branch's required cip-sync/policy in core/review/required-policy-status.ts.
import type { RuleSource } from "../core/review/required-policy-status.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { type GitHubClient, requestStatus } from "./client.ts";
import type { Repository } from "./commit-range.ts";

/** One active rule on a branch, as `GET /repos/{owner}/{repo}/rules/branches/{branch}` lists it. */
export interface BranchRule {
  type: string;
  parameters?:
    | {
        required_status_checks?: { context: string }[];
        required_approving_review_count?: number;
      }
    | undefined;
  ruleset_id?: number | undefined;
  ruleset_source?: string | undefined;
}

/** Classic branch protection, as far as it is read. */
export interface ClassicProtection {
  required_status_checks?: { contexts: string[]; checks: { context: string }[] } | undefined;
  allow_force_pushes?: { enabled?: boolean } | undefined;
  allow_deletions?: { enabled?: boolean } | undefined;
}

/** GitHub's words for a branch without classic protection (a 404 says nothing else). */
const NOT_PROTECTED = "Branch not protected";

/** Each client's reads of a branch's rules: a run asks once per branch (the status, the approvals). */
const RULES_READ = new WeakMap<GitHubClient, Map<string, Promise<RuleSource<BranchRule[]>>>>();

/** The active ruleset rules on `branch`, every page; a 404 (no rulesets on this server) is absent. */
export function readBranchRules(
  client: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<RuleSource<BranchRule[]>> {
  const reads = RULES_READ.get(client) ?? new Map<string, Promise<RuleSource<BranchRule[]>>>();
  RULES_READ.set(client, reads);
  const key = `${repository.owner}/${repository.repo}:${branch}`;
  const known = reads.get(key);
  if (known !== undefined) return known;
  const read = readRules(client, repository, branch);
  reads.set(key, read);
  return read;
}

async function readRules(
  client: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<RuleSource<BranchRule[]>> {
  try {
    const rules = await client.paginate("GET /repos/{owner}/{repo}/rules/branches/{branch}", {
      ...repository,
      branch,
      per_page: 100,
    });
    return { kind: "read", value: rules as BranchRule[] };
  } catch (error) {
    if (requestStatus(error) === 404) return { kind: "absent" };
    return { kind: "unreadable", why: answerOf(error) };
  }
}

/**
 * Classic branch protection of `branch`. GitHub answers 404 both for a branch without protection
 * ("Branch not protected") and, to a token that may not read administration, with "Not Found": only
 * the first is an absence, so that a protection the token cannot see never counts as none.
 */
export async function readClassicProtection(
  client: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<RuleSource<ClassicProtection>> {
  try {
    const { data } = await client.rest.repos.getBranchProtection({ ...repository, branch });
    return { kind: "read", value: data };
  } catch (error) {
    if (requestStatus(error) === 404 && gitHubMessage(error) === NOT_PROTECTED)
      return { kind: "absent" };
    return { kind: "unreadable", why: answerOf(error) };
  }
}

/** "HTTP 403: Resource not accessible by integration", or the error itself when not GitHub's. */
export function answerOf(error: unknown): string {
  const status = requestStatus(error);
  const message = gitHubMessage(error) ?? errorMessage(error);
  return status === undefined ? message : `HTTP ${status}: ${message}`;
}

/** The `message` of GitHub's error answer, when it sent one. */
function gitHubMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("response" in error)) return undefined;
  const data = (error.response as { data?: unknown } | undefined)?.data;
  if (typeof data !== "object" || data === null || !("message" in data)) return undefined;
  return typeof data.message === "string" ? data.message : undefined;
}

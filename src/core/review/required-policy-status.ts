// Whether GitHub enforces the gate: the default branch must require the commit status
// cip-sync/policy, by classic branch protection or by a ruleset, or a refusal by the gate is only a
// record of one (GitHub merges the refused change, and the next pull request is judged on it).
// Pure: the facts are read by github/notices/required-status.ts with the token's own permissions.
// Fail closed: a source of rules that could not be read never counts as requiring nothing, and
// protection is claimed only where a rule that was read names the status.
import { listOf } from "../shared/wording.ts";
import { POLICY_STATUS_CONTEXT } from "./policy-status-target.ts";

/** What one source of branch rules answered: read, absent (GitHub says there is none), or not. */
export type RuleSource<T> =
  | { kind: "read"; value: T }
  | { kind: "absent" }
  /** `why`: what GitHub answered ("HTTP 403: Resource not accessible by integration"). */
  | { kind: "unreadable"; why: string };

/** One active ruleset rule of type required_status_checks on the branch. */
export interface RulesetStatusRule {
  rulesetId: number | undefined;
  /** Where the ruleset is defined ("grid-east/inventory", an organization's name). */
  source: string | undefined;
  /** The required contexts, `parameters.required_status_checks[].context`. */
  contexts: string[];
}

export interface BranchRequirementFacts {
  kind: "branch";
  /** OWNER/REPO. */
  repository: string;
  /** The default branch's name. */
  branch: string;
  /** `GET /repos/{owner}/{repo}/rules/branches/{branch}`: its required_status_checks rules. */
  rulesets: RuleSource<RulesetStatusRule[]>;
  /**
   * Classic branch protection's required contexts (`contexts` and `checks[].context`); undefined
   * when not asked, because a ruleset already requires the status.
   */
  classic: RuleSource<{ contexts: string[] }> | undefined;
}

/** The default branch itself could not be named (the event does not say, and GitHub did not). */
export interface NoBranchFacts {
  kind: "no-branch";
  repository: string;
  why: string;
}

export type RequiredStatusFacts = BranchRequirementFacts | NoBranchFacts;

export type PolicyStatusRequirement =
  /** `by`: each rule that requires it ("ruleset 42 (grid-east/inventory)", "classic branch protection"). */
  | { kind: "required"; by: string[]; text: string }
  | { kind: "not-required"; text: string }
  /** Some source of rules could not be read and none that was read requires it. */
  | { kind: "unknown"; text: string };

/** What a ruleset requiring the status looks like in GitHub's settings, for every fix. */
const HOW_TO_REQUIRE = `add a branch ruleset targeting the default branch (Settings > Rules > Rulesets) with "Require status checks to pass" and the check ${POLICY_STATUS_CONTEXT}, or add it to the branch protection's required status checks`;

/** Classic protection is an administration read; the rulesets on a branch are not. */
const CLASSIC_PERMISSION =
  "reading classic branch protection needs a token with the repository permission Administration: read, which a workflow's GITHUB_TOKEN never has";

export function judgePolicyStatusRequirement(facts: RequiredStatusFacts): PolicyStatusRequirement {
  if (facts.kind === "no-branch") {
    return {
      kind: "unknown",
      text: `Whether the default branch of ${facts.repository} requires the status ${POLICY_STATUS_CONTEXT} cannot be told: ${facts.why}.`,
    };
  }
  const { branch, rulesets, classic } = facts;
  const by = requiredBy(facts);
  if (by.length > 0) {
    return {
      kind: "required",
      by,
      text: `The default branch ${branch} requires the status ${POLICY_STATUS_CONTEXT} (${listOf(by)}): GitHub merges a pull request into it only once that status succeeds, except by someone these rules let bypass them.`,
    };
  }
  const unread = unreadSources(rulesets, classic);
  if (unread.length > 0) {
    return {
      kind: "unknown",
      text: `Whether the default branch ${branch} requires the status ${POLICY_STATUS_CONTEXT} cannot be told: ${listOf(unread)}. Until that is known, a refusal by the gate may be only a record: ${HOW_TO_REQUIRE}; a ruleset can be read with any token that reads the repository.`,
    };
  }
  return {
    kind: "not-required",
    text: `The default branch ${branch} does not require the status ${POLICY_STATUS_CONTEXT} (${listOf(readWithout(rulesets, classic))}): a refusal by the gate is only a record: GitHub will merge a refused change, and the next pull request is judged on it. To make GitHub enforce the gate, ${HOW_TO_REQUIRE}.`,
  };
}

function requiredBy({ rulesets, classic }: BranchRequirementFacts): string[] {
  const by: string[] = [];
  if (rulesets.kind === "read") {
    for (const rule of rulesets.value) {
      if (!rule.contexts.includes(POLICY_STATUS_CONTEXT)) continue;
      const id = rule.rulesetId === undefined ? "a ruleset" : `ruleset ${rule.rulesetId}`;
      by.push(rule.source === undefined ? id : `${id} (${rule.source})`);
    }
  }
  if (classic?.kind === "read" && classic.value.contexts.includes(POLICY_STATUS_CONTEXT))
    by.push("classic branch protection");
  return by;
}

function unreadSources(
  rulesets: BranchRequirementFacts["rulesets"],
  classic: BranchRequirementFacts["classic"],
): string[] {
  const unread: string[] = [];
  if (rulesets.kind === "unreadable")
    unread.push(
      `the rulesets on it could not be read (${rulesets.why}): reading them needs a token that may read the repository`,
    );
  if (classic === undefined) unread.push("its classic branch protection was not read");
  else if (classic.kind === "unreadable")
    unread.push(
      `its classic branch protection could not be read (${classic.why}): ${CLASSIC_PERMISSION}`,
    );
  return unread;
}

/** Both sources read (or absent) and neither requires the status: what each held instead. */
function readWithout(
  rulesets: BranchRequirementFacts["rulesets"],
  classic: BranchRequirementFacts["classic"],
): string[] {
  const ruleContexts =
    rulesets.kind === "read" ? rulesets.value.flatMap((rule) => rule.contexts) : [];
  const ruleText =
    ruleContexts.length > 0
      ? `its rulesets require only ${distinctList(ruleContexts)}`
      : "no ruleset requires a status check on it";
  if (classic?.kind !== "read") return [ruleText, "it has no classic branch protection"];
  const { contexts } = classic.value;
  return [
    ruleText,
    contexts.length > 0
      ? `its branch protection requires only ${distinctList(contexts)}`
      : "its branch protection requires no status check",
  ];
}

function distinctList(contexts: readonly string[]): string {
  return listOf([...new Set(contexts)]);
}

// The owner policy in the Action: read at the base commit through the code host (never from the
// pull request), with CODEOWNERS and the inventory documents there, then judged against a plan's
// operations (or those a plan comment recorded) and the approvals. Everything that keeps it from
// being judged (an invalid policy at the base, a plan not recorded) refuses, with why.
import { join } from "node:path";
import type { PolicyEvidence } from "../core/evidence/policy-record.ts";
import type { PolicyVerdict } from "../core/review/gate.ts";
import { countedApprovals } from "../core/review/policy/approvers.ts";
import {
  CODEOWNERS_PATHS,
  type Codeowners,
  parseCodeowners,
} from "../core/review/policy/codeowners.ts";
import {
  type GovernanceChange,
  governanceChanges,
  governanceRequirements,
  type RecordedGovernance,
  type RuleSources,
  withRecordedGovernance,
} from "../core/review/policy/governance.ts";
import { evaluatePolicy, type PolicyEvaluation } from "../core/review/policy/evaluate-policy.ts";
import { namedTeams } from "../core/review/policy/offline-approvals.ts";
import { parsePolicyText } from "../core/review/policy/parse-policy.ts";
import { policyEvidenceOf, type PolicySource } from "../core/review/policy/policy-evidence.ts";
import type {
  ApprovalFact,
  BaseSystem,
  Judged,
  Policy,
} from "../core/review/policy/policy-model.ts";
import { type BaseDocument, baseSystemsOf } from "../core/review/policy/policy-subjects.ts";
import { type Principal, principalText } from "../core/inventory/principals.ts";
import { parseInventoryText } from "../core/inventory/parse-inventory.ts";
import { formatLocation } from "../core/shared/diagnostics.ts";
import { shortSha } from "../core/shared/wording.ts";
import type { LoadedInventory } from "../io/inventory-files.ts";
import { policyStatusTarget } from "../core/review/policy-status-target.ts";
import type { PullRequestEvent } from "./event-trigger.ts";
import type { RunScope } from "./run-scope.ts";
import { readTextIfPresent } from "../io/optional-file.ts";

/** The policy as the base commit has it, with what its owners are judged from. */
export interface BasePolicy {
  source: PolicySource;
  /** Undefined when the file at the base has an error: `problem` says which, and where. */
  policy: Policy | undefined;
  problem: string | undefined;
  documents: BaseDocument[];
  codeowners: Codeowners | undefined;
  /** The documents, CODEOWNERS and the policy file of the checkout: a pull request may change them. */
  head: RuleSources;
  baseText: string;
}

/**
 * The policy at `baseSha` (given, or computed only when a policy file is named); undefined when
 * the input policy is empty or the file does not exist at the base.
 */
export async function readBasePolicy(
  scope: RunScope,
  baseSha: string | (() => Promise<string>),
): Promise<BasePolicy | undefined> {
  const file = scope.settings.policyFile;
  if (file === "") return undefined;
  const base = typeof baseSha === "string" ? baseSha : await baseSha();
  let loaded: LoadedInventory | undefined;
  const files = await scope.host.policy.filesAt(base, {
    policy: file,
    documents: async () => (loaded = await scope.inventory()).files,
  });
  if (files.policy === undefined || loaded === undefined) {
    scope.reporter.info(`No owner policy: ${file} does not exist at the base commit ${base}.`);
    return undefined;
  }
  const parsed = parsePolicyText(files.policy.text, file);
  const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
  const where = error?.location === undefined ? file : formatLocation(error.location);
  return {
    source: { file, blobSha: files.policy.sha, baseSha: base },
    policy: parsed.policy,
    problem:
      parsed.policy === undefined
        ? `the owner policy ${where} at the base commit ${shortSha(base)} is invalid (${error?.message ?? "unreadable"}): fix it on the base branch, since a pull request is judged by the base's policy`
        : undefined,
    documents: files.documents.flatMap(({ path, text }) => documentsOf(text, path)),
    codeowners: files.codeowners && parseCodeowners(files.codeowners.text, files.codeowners.path),
    head: {
      documents: loaded.documents.map((document) => ({ file: document.location.file, document })),
      codeowners: await checkoutCodeowners(scope.context.workspaceDir),
      policyText: await readTextIfPresent(join(scope.context.workspaceDir, file)),
    },
    baseText: files.policy.text,
  };
}

/** The checkout's CODEOWNERS, from the first of GitHub's places that has one. */
async function checkoutCodeowners(root: string): Promise<Codeowners | undefined> {
  for (const path of CODEOWNERS_PATHS) {
    const text = await readTextIfPresent(join(root, path));
    if (text !== undefined) return parseCodeowners(text, path);
  }
  return undefined;
}

function documentsOf(text: string, file: string): BaseDocument[] {
  return parseInventoryText(text, file).documents.map((document) => ({ file, document }));
}

/** What the policy decided, for the gate, the status, the comment and the change record. */
export interface PolicyJudgement {
  base: BasePolicy;
  /** Undefined when the policy could not be judged. */
  evaluation: PolicyEvaluation | undefined;
  verdict: PolicyVerdict;
  evidence: PolicyEvidence;
  operations: readonly Judged[];
  /** The systems the operations touch, as the base's documents and CODEOWNERS describe them. */
  baseSystems: ReadonlyMap<string, BaseSystem>;
  /** What the change does to the rules themselves, each judged at the base (governance.ts). */
  governance: readonly GovernanceChange[];
}

/**
 * `recorded`: the changes to the rules a plan comment recorded (a review event), judged with those
 * the checkout shows, so that a checkout that does not show them cannot let them through.
 */
export async function judgePolicy(
  scope: RunScope,
  base: BasePolicy,
  operations: readonly Judged[],
  approvals: readonly ApprovalFact[],
  recorded: readonly RecordedGovernance[] = [],
): Promise<PolicyJudgement> {
  if (base.policy === undefined) return unjudged(base, base.problem ?? "the policy is invalid");
  const baseSystems = baseSystemsOf(operations, base.documents, base.codeowners);
  const atBase = {
    documents: base.documents,
    codeowners: base.codeowners,
    policyText: base.baseText,
  };
  const governance = withRecordedGovernance(
    governanceChanges(atBase, base.head, base.source.file),
    recorded,
    atBase,
  );
  const requirements = governanceRequirements(base.policy, governance, atBase);
  const governanceTeams = requirements.flatMap((requirement) =>
    requirement.wanted.flatMap((wanted) => wanted.principals.flatMap(teamText)),
  );
  const teams = [
    ...new Set([...namedTeams(base.policy, baseSystems.values()), ...governanceTeams]),
  ];
  const logins = countedApprovals(approvals).counted.map((approval) => approval.login);
  const memberships =
    teams.length === 0 || logins.length === 0
      ? []
      : await scope.host.policy.memberships(teams, logins);
  const evaluation = evaluatePolicy(base.policy, {
    operations,
    baseSystems,
    approvals,
    memberships,
    now: Date.now(),
    governance: requirements,
  });
  return {
    base,
    evaluation,
    verdict: evaluation.verdict,
    evidence: policyEvidenceOf(base.source, { evaluation }),
    operations,
    baseSystems,
    governance,
  };
}

const teamText = (principal: Principal): string[] =>
  principal.kind === "team" ? [principalText(principal)] : [];

/** The policy could not be judged: refused, with why. */
export function unjudged(base: BasePolicy, reason: string): PolicyJudgement {
  return {
    base,
    evaluation: undefined,
    verdict: { allowed: false, reasons: [reason] },
    evidence: policyEvidenceOf(base.source, { unjudged: reason }),
    operations: [],
    baseSystems: new Map(),
    governance: [],
  };
}

/**
 * The `cip-sync/policy` status on the pull request's head commit, when its base is the branch the
 * apply job serves (policy-status-target.ts); the run's log says what it was set to, or why not.
 */
export async function publishPolicyStatus(
  scope: RunScope,
  pullRequest: PullRequestEvent,
  sha: string,
  judgement: PolicyJudgement,
): Promise<void> {
  const target = policyStatusTarget(pullRequest);
  if (target.kind === "skip") {
    scope.reporter.info(`Did not set the commit status cip-sync/policy: ${target.reason}.`);
    return;
  }
  await scope.host.statuses.setPolicy(sha, judgement, scope.context.runUrl);
  const { allowed, reasons } = judgement.verdict;
  scope.reporter.info(
    `Set the commit status cip-sync/policy on ${shortSha(sha)}: ${allowed ? "success" : `failure (${reasons.join("; ")})`}.`,
  );
}

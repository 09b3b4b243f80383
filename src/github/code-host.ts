// GitHub as the Action's code host: each role of core/review/code-host.ts, delegated to the module
// of this folder that talks to that part of GitHub's API. Nothing is decided here.
import type { CodeHost } from "../core/review/code-host.ts";
import { type GitHubClient, requestStatus } from "./client.ts";
import type { Repository } from "./commit-range.ts";
import { setPolicyStatus } from "./commit-status.ts";
import { reportDriftIssue } from "./drift-issue.ts";
import { appendEvidence, lastApplySince } from "./evidence-ledger.ts";
import { appendTimestamped } from "./evidence-timestamps.ts";
import { setLabel } from "./labels.ts";
import { readMergeFacts, readQueueFacts } from "./review-facts.ts";
import { gitHubPolicyFacts } from "./policy-host.ts";
import { gitHubProposals } from "./proposal-host.ts";
import { markStaleSiblings } from "./stale-siblings.ts";
import { searchStickyComment, tokenLogin, writeStickyComment } from "./sticky-comment.ts";

export interface GitHubHostOptions {
  /** The login the token writes as, when known already: then GitHub is not asked. */
  login?: string;
  /** The token is an installation token (GITHUB_TOKEN, an App's): its login is GraphQL's viewer. */
  installation?: boolean;
  /** The policy-token's client: the only one team membership is read with. None: unverifiable. */
  policyClient?: GitHubClient | undefined;
}

/** The code host of `repository` through `client`; the token's login is asked once, when needed. */
export function gitHubCodeHost(
  client: GitHubClient,
  repository: Repository,
  options: GitHubHostOptions = {},
): CodeHost {
  let login = options.login === undefined ? undefined : Promise.resolve(options.login);
  const whoAmI = () =>
    (login ??= tokenLogin(client, { installation: options.installation === true }));
  const ledger = (branch: string) => ({ ...repository, branch });
  return {
    facts: {
      whoAmI,
      mergeFacts: (push) => readMergeFacts(client, repository, { ...push, login: whoAmI }),
      queueFacts: (group, workspace) =>
        readQueueFacts(client, repository, group, { workspace, login: whoAmI }),
    },
    notes: {
      search: async (change, workspace) =>
        searchStickyComment(client, change, workspace, await whoAmI()),
      write: (change, existing, body) => writeStickyComment(client, change, existing, body),
      markStaleSiblings: async (request, log) =>
        markStaleSiblings(client, { ...request, repository, author: await whoAmI() }, log),
    },
    labels: {
      set: (change, name, present, style, current) =>
        setLabel(client, change, name, present, style, current),
    },
    evidence: {
      append: (branch, draft) => appendEvidence(client, ledger(branch), draft),
      appendTimestamped: (branch, draft, tsa) =>
        appendTimestamped(client, ledger(branch), draft, tsa),
      lastApplySince: (branch, workspace, since) =>
        lastApplySince(client, ledger(branch), workspace, since),
    },
    driftIssues: {
      report: async (workspace, findings, check) =>
        reportDriftIssue(
          client,
          { ...repository, workspace, author: await whoAmI() },
          findings,
          check,
        ),
    },
    statuses: {
      setPolicy: (sha, evaluation, targetUrl) =>
        setPolicyStatus(client, repository, sha, evaluation, targetUrl),
    },
    policy: gitHubPolicyFacts(client, repository, options.policyClient, whoAmI),
    proposals: gitHubProposals(client, repository, whoAmI),
    statusOf: requestStatus,
  };
}

// GitHub as the host of a source's proposal branch (core/review/code-host.ts ProposalBranches):
// each step delegated to source-branch.ts; the token's login tells the job's own token.
import type { ProposalBranches } from "../../core/review/code-host.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import {
  closePullRequest,
  commitFiles,
  findOpenPullRequest,
  pointBranch,
  readBranchHead,
  writePullRequest,
} from "./source-branch.ts";
import { ACTIONS_BOT_LOGIN } from "./sticky-comment.ts";

export function gitHubProposals(
  client: GitHubClient,
  repository: Repository,
  whoAmI: () => Promise<string>,
): ProposalBranches {
  return {
    findOpen: (branch, base) => findOpenPullRequest(client, repository, branch, base),
    head: (branch) => readBranchHead(client, repository, branch),
    commit: (base, files, message) => commitFiles(client, repository, base, files, message),
    point: (branch, sha, exists) => pointBranch(client, repository, branch, sha, exists),
    write: (proposal, open) => writePullRequest(client, repository, proposal, open),
    close: (open, comment) => closePullRequest(client, repository, open, comment),
    // GitHub starts no workflow for what GITHUB_TOKEN writes; it writes as github-actions[bot].
    writesStartNoRuns: async () => (await whoAmI()) === ACTIONS_BOT_LOGIN,
  };
}

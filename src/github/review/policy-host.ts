// GitHub as the owner policy's fact source (core/review/code-host.ts PolicyFacts): each fact
// delegated to policy-facts.ts and review-facts.ts. Team membership is read through `policyClient`
// alone, the client of the policy-token (Members: read), never the run's own.
import type { PolicyFacts } from "../../core/review/code-host.ts";
import { ApproverAccounts } from "./approver-accounts.ts";
import type { GitHubClient } from "../client.ts";
import { compareStatus, pullRequestOf, type Repository } from "../commit-range.ts";
import { firstParent, membershipFacts, readPolicyFilesAtCommit } from "./policy-facts.ts";
import { type NoteReader, readChangeFacts } from "./review-facts.ts";

export function gitHubPolicyFacts(
  client: GitHubClient,
  repository: Repository,
  policyClient: GitHubClient | undefined,
  readNote: NoteReader,
): PolicyFacts {
  const pull = async (number: number) =>
    (await client.rest.pulls.get({ ...repository, pull_number: number })).data;
  return {
    filesAt: (commit, paths) => readPolicyFilesAtCommit(client, repository, commit, paths),
    firstParent: (sha) => firstParent(client, repository, sha),
    compare: (base, head) => compareStatus(client, repository, base, head),
    baseOf: async (number) => (await pull(number)).base.sha,
    changeFacts: async (number, workspace) =>
      readChangeFacts(client, repository, pullRequestOf(await pull(number)), {
        workspace,
        merged: false,
        accounts: new ApproverAccounts(client, repository),
        readNote,
      }),
    memberships: (teams, logins) => membershipFacts(policyClient, teams, logins),
  };
}

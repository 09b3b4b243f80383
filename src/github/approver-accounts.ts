// What GitHub says of each approver's account, for the rule of core/review/approvals.ts that only
// a human account with write access approves (as branch protection counts approvals): the
// account type and the repository permission, read once per login and run. A lookup that fails
// is kept as its reason, never as an error: the approval then does not count.
import { type ApproverAccount, isBotLogin } from "../core/review/approvals.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { type GitHubClient, requestStatus } from "./client.ts";
import type { Repository } from "./commit-range.ts";

/** The accounts of approvers, each looked up at most once however many pull requests it approved. */
export class ApproverAccounts {
  readonly #octokit: GitHubClient;
  readonly #repository: Repository;
  readonly #lookups = new Map<string, Promise<ApproverAccount>>();

  constructor(octokit: GitHubClient, repository: Repository) {
    this.#octokit = octokit;
    this.#repository = repository;
  }

  /** The accounts of `logins` that GitHub is asked about (a `[bot]` login is not). */
  async of(logins: readonly string[]): Promise<Map<string, ApproverAccount>> {
    const asked = logins.filter((login) => !isBotLogin(login));
    const accounts = await Promise.all(asked.map((login) => this.#account(login)));
    return new Map(asked.map((login, index) => [login, accounts[index]!]));
  }

  #account(login: string): Promise<ApproverAccount> {
    let lookup = this.#lookups.get(login);
    if (lookup === undefined) {
      lookup = readAccount(this.#octokit, this.#repository, login);
      this.#lookups.set(login, lookup);
    }
    return lookup;
  }
}

async function readAccount(
  octokit: GitHubClient,
  repository: Repository,
  username: string,
): Promise<ApproverAccount> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...repository,
      username,
    });
    const roleName = (data as { role_name?: unknown }).role_name;
    return {
      kind: "read",
      type: data.user?.type ?? "unknown",
      permission: data.permission,
      ...(typeof roleName === "string" ? { roleName } : {}),
    };
  } catch (error) {
    const status = requestStatus(error);
    return {
      kind: "unreadable",
      why: status === undefined ? errorMessage(error) : `GitHub answered HTTP ${status}`,
    };
  }
}

// What GitHub says of each approver's account, for the rule of core/review/approvals.ts that only
// a human account with write access approves (as branch protection counts approvals): the
// account type and the repository permission, read once per login and run; and, for a commit
// whose author has no account, the approver's public e-mail. A lookup that fails
// is kept as its reason, never as an error: the approval then does not count.
import { type ApproverAccount, type ApproverEmail, isBotLogin } from "../core/review/approvals.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { type GitHubClient, requestStatus } from "./client.ts";
import type { Repository } from "./commit-range.ts";

/** The accounts of approvers, each looked up at most once however many pull requests it approved. */
export class ApproverAccounts {
  readonly #octokit: GitHubClient;
  readonly #repository: Repository;
  readonly #lookups = new Map<string, Promise<ApproverAccount>>();
  readonly #emails = new Map<string, Promise<ApproverEmail>>();

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

  /**
   * The public e-mail of each of `logins` (GET /users/{login}), for a commit whose author has no
   * account: looked up only then, once per login and run.
   */
  async emails(logins: readonly string[]): Promise<Map<string, ApproverEmail>> {
    const emails = await Promise.all(
      logins.map((login) => {
        let lookup = this.#emails.get(login);
        if (lookup === undefined) {
          lookup = readEmail(this.#octokit, login);
          this.#emails.set(login, lookup);
        }
        return lookup;
      }),
    );
    return new Map(logins.map((login, index) => [login, emails[index]!]));
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
    return { kind: "unreadable", why: whyUnreadable(error) };
  }
}

function whyUnreadable(error: unknown): string {
  const status = requestStatus(error);
  return status === undefined ? errorMessage(error) : `GitHub answered HTTP ${status}`;
}

async function readEmail(octokit: GitHubClient, username: string): Promise<ApproverEmail> {
  try {
    const { data } = await octokit.rest.users.getByUsername({ username });
    return { kind: "read", email: data.email ?? null };
  } catch (error) {
    return { kind: "unreadable", why: whyUnreadable(error) };
  }
}

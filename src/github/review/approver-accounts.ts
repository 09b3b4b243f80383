// What GitHub says of each approver's account, for the rule of core/review/approvals.ts that only
// a human account with write access approves (as branch protection counts approvals): the
// account type and the repository permission, read once per login and run; and, for a commit
// whose author has no account, the approver's public e-mail. A lookup that fails
// is kept as its reason, never as an error: the approval then does not count.
import {
  type ApproverAccount,
  type ApproverEmail,
  isBotLogin,
} from "../../core/review/approvals.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import type { Repository } from "../commit-range.ts";

/** The accounts of approvers, each looked up at most once however many pull requests it approved. */
export class ApproverAccounts {
  readonly #octokit: GitHubClient;
  readonly #repository: Repository;
  readonly #accounts = new Map<string, Promise<ApproverAccount>>();
  readonly #emails = new Map<string, Promise<ApproverEmail>>();

  constructor(octokit: GitHubClient, repository: Repository) {
    this.#octokit = octokit;
    this.#repository = repository;
  }

  /** The accounts of `logins` that GitHub is asked about (a `[bot]` login is not). */
  of(logins: readonly string[]): Promise<Map<string, ApproverAccount>> {
    return lookUpOnce(
      this.#accounts,
      logins.filter((login) => !isBotLogin(login)),
      (login) => readAccount(this.#octokit, this.#repository, login),
    );
  }

  /**
   * The public e-mail of each of `logins` (GET /users/{login}), for a commit whose author has no
   * account: looked up only then, once per login and run.
   */
  emails(logins: readonly string[]): Promise<Map<string, ApproverEmail>> {
    return lookUpOnce(this.#emails, logins, (login) => readEmail(this.#octokit, login));
  }
}

/** What `read` gives for each of `logins`, read at most once per login through `cache`. */
async function lookUpOnce<T>(
  cache: Map<string, Promise<T>>,
  logins: readonly string[],
  read: (login: string) => Promise<T>,
): Promise<Map<string, T>> {
  const answers = await Promise.all(
    logins.map((login) => {
      let lookup = cache.get(login);
      if (lookup === undefined) {
        lookup = read(login);
        cache.set(login, lookup);
      }
      return lookup;
    }),
  );
  return new Map(answers.map((answer, index) => [logins[index] ?? "", answer]));
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

// The GitHub repository a command reads through the API, read alike by `evidence verify --remote`
// and `doctor`: --repo OWNER/REPO (or GITHUB_REPOSITORY), GITHUB_TOKEN and GITHUB_API_URL.
import { matchGroup } from "../../core/shared/collections.ts";
import type { FlagReader } from "./flag-values.ts";
import { UsageError } from "./usage-error.ts";

const REPO_PATTERN = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;
const REPO = "the OWNER/REPO pattern";

export interface GitHubRepositorySettings {
  owner: string;
  repo: string;
  /** GITHUB_TOKEN: a secret, never part of a message. */
  token: string;
  apiUrl: string;
}

/**
 * The repository and token; `missingToken` is the message when GITHUB_TOKEN is not set, saying
 * what the command reads with it.
 */
export function gitHubRepositoryOf(
  flags: FlagReader,
  env: NodeJS.ProcessEnv,
  missingToken: string,
): GitHubRepositorySettings {
  const token = env.GITHUB_TOKEN ?? "";
  if (token.trim() === "") throw new UsageError(missingToken);
  const repoFlag = flags.text("repo");
  const [repoSource, repository] =
    repoFlag === undefined
      ? ["GITHUB_REPOSITORY", env.GITHUB_REPOSITORY ?? ""]
      : ["--repo", repoFlag];
  const match = REPO_PATTERN.exec(repository);
  if (match === null) {
    throw new UsageError(
      `${repoSource} is ${JSON.stringify(repository)}: give the repository as OWNER/REPO (--repo, or GITHUB_REPOSITORY)`,
    );
  }
  return {
    owner: matchGroup(match, 1, REPO),
    repo: matchGroup(match, 2, REPO),
    token,
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
  };
}

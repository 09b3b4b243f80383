// The GitHub REST client: @actions/github's Octokit with retries on transient failures and
// GitHub's recommended throttling, so a busy repository's rate limits slow the Action down
// instead of failing it.
import * as core from "@actions/core";
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";

export type GitHubClient = ReturnType<typeof getOctokit>;

/** A rate-limited request is retried this many times before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;

export function createGitHubClient(token: string, apiUrl: string): GitHubClient {
  return getOctokit(
    token,
    {
      baseUrl: apiUrl,
      log: { debug: core.debug, info: core.debug, warn: core.warning, error: core.error },
      throttle: {
        onRateLimit: (retryAfter, options, _octokit, retryCount) => {
          core.warning(
            `GitHub rate limit reached for ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : "giving up"}`,
          );
          return retryCount < RATE_LIMIT_RETRIES;
        },
        onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
          core.warning(
            `GitHub secondary rate limit reached for ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : "giving up"}`,
          );
          return retryCount < RATE_LIMIT_RETRIES;
        },
      },
    },
    retry,
    throttling,
  );
}

/** The HTTP status of an Octokit RequestError, or undefined for any other error. */
export function requestStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  return typeof error.status === "number" ? error.status : undefined;
}

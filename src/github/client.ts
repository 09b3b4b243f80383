// The GitHub REST client: @actions/github's Octokit with retries on transient failures and
// GitHub's recommended throttling, so a busy repository's rate limits slow the Action down
// instead of failing it. Through the runner's proxy when one applies to GitHub's API URL.
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { fetch as undiciFetch } from "undici";
import { openDispatcher } from "../io/network/dispatcher.ts";
import type { Proxy } from "../io/network/proxy.ts";

export type GitHubClient = ReturnType<typeof getOctokit>;

/** A rate-limited request is retried this many times before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;

/** Where the client's own messages go: the Action's reporter, which redacts and neutralises them. */
export interface GitHubLog {
  debug(line: string): void;
  warning(line: string): void;
  error(line: string): void;
}

/**
 * How long a client may keep at a GitHub that does not answer: the retries of a failed request,
 * the wait before each, and a signal that ends every request (a deadline). Without one, Octokit's
 * defaults: three retries, 1, 4 and 9 s apart, and no deadline, as a job that must not fail on a
 * passing outage wants; a command someone waits for (`cip-sync doctor`) gives its own.
 */
export interface RequestBudget {
  retries: number;
  retryWaitMs: number;
  signal: AbortSignal;
}

/** `apiUrl` is GITHUB_API_URL (https://ghes.example.com/api/v3 on GitHub Enterprise Server). */
export function createGitHubClient(
  token: string,
  apiUrl: string,
  log: GitHubLog,
  proxy?: Proxy,
  budget?: RequestBudget,
): GitHubClient {
  const fetch = proxy === undefined ? {} : { fetch: proxiedFetch(apiUrl, proxy) };
  const signal = budget === undefined ? {} : { signal: budget.signal };
  return getOctokit(
    token,
    {
      baseUrl: apiUrl,
      request: proxy === undefined && budget === undefined ? undefined : { ...fetch, ...signal },
      // plugin-retry waits retryAfterBaseValue × 1, 4, 9, ... ms before each retry.
      ...(budget === undefined
        ? {}
        : { retry: { retries: budget.retries, retryAfterBaseValue: budget.retryWaitMs } }),
      // Octokit passes more arguments than the message; only the message is logged.
      log: {
        debug: (message: string) => log.debug(message),
        info: (message: string) => log.debug(message),
        warn: (message: string) => log.warning(message),
        error: (message: string) => log.error(message),
      },
      throttle: {
        onRateLimit: (retryAfter, options, _octokit, retryCount) => {
          log.warning(
            `GitHub rate limit reached for ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : "giving up"}`,
          );
          return retryCount < RATE_LIMIT_RETRIES;
        },
        onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
          log.warning(
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

/** fetch through `proxy`; GitHub's other origins (none today) would go through it too. */
function proxiedFetch(apiUrl: string, proxy: Proxy): typeof fetch {
  const dispatcher = openDispatcher(new URL(apiUrl), proxy, {});
  return ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher })) as unknown as typeof fetch;
}

/** GraphQL's error types that say what REST says with a status (GraphQL answers 200). */
const GRAPHQL_STATUSES: Record<string, number> = { FORBIDDEN: 403, NOT_FOUND: 404 };

/** One entry of a GraphQL answer's `errors`, as far as we read it: none of it is trusted. */
export interface GraphqlErrorEntry {
  type?: unknown;
  message?: unknown;
  /** Where in the answer, e.g. ["repository", "f3"]. */
  path?: unknown;
}

/** The `errors` of a failed GraphQL request (octokit's GraphqlResponseError); none for any other error. */
export function graphqlErrors(error: unknown): GraphqlErrorEntry[] {
  if (typeof error !== "object" || error === null || !("errors" in error)) return [];
  return Array.isArray(error.errors) ? (error.errors as GraphqlErrorEntry[]) : [];
}

/**
 * The HTTP status of an Octokit RequestError, or the one a GraphQL error's type stands for (a
 * token that may not write is FORBIDDEN there, 403 in REST); undefined for any other error.
 */
export function requestStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if ("status" in error && typeof error.status === "number") return error.status;
  for (const entry of graphqlErrors(error)) {
    const status = GRAPHQL_STATUSES[String(entry.type)];
    if (status !== undefined) return status;
  }
  return undefined;
}

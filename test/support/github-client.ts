// A GitHub client for tests that write a lot: the Action's client spaces writes one second apart
// (GitHub's advice against secondary rate limits, via plugin-throttling), which only slows tests
// against the fake down. Same Octokit, same REST methods, no plugins.
import { getOctokit } from "@actions/github";
import type { GitHubClient } from "../../src/github/client.ts";

export function unthrottledGitHubClient(token: string, url: string): GitHubClient {
  return getOctokit(token, { baseUrl: url });
}

// A pull-request label kept in step with the plan (e.g. `inventory-deletes` while the plan deletes
// assets): added or removed only when it is not already so, and created in the repository first
// when missing, with a colour and a description of our own.
import { type GitHubClient, requestStatus } from "../client.ts";
import type { ChangeRef, LabelChange, LabelStyle } from "../../core/review/code-host.ts";

/**
 * Makes `name` present on the pull request, or absent. `current` is its label names when the
 * caller already has them (from the event payload); otherwise they are read.
 */
export async function setLabel(
  octokit: GitHubClient,
  issue: ChangeRef,
  name: string,
  present: boolean,
  style: LabelStyle,
  current?: readonly string[],
): Promise<LabelChange> {
  const { owner, repo, number } = issue;
  const labels =
    current ??
    (
      await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
        owner,
        repo,
        issue_number: number,
        per_page: 100,
      })
    ).map((label) => label.name);
  if (labels.includes(name) === present) return "unchanged";
  if (!present) {
    try {
      await octokit.rest.issues.removeLabel({ owner, repo, issue_number: number, name });
    } catch (error) {
      // Someone removed it meanwhile: it is absent, as wanted.
      if (requestStatus(error) !== 404) throw error;
    }
    return "removed";
  }
  await ensureRepositoryLabel(octokit, { owner, repo }, name, style);
  await octokit.rest.issues.addLabels({ owner, repo, issue_number: number, labels: [name] });
  return "added";
}

async function ensureRepositoryLabel(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  name: string,
  style: LabelStyle,
): Promise<void> {
  try {
    await octokit.rest.issues.getLabel({ ...repository, name });
    return;
  } catch (error) {
    if (requestStatus(error) !== 404) throw error;
  }
  try {
    await octokit.rest.issues.createLabel({ ...repository, name, ...style });
  } catch (error) {
    // 422: another run created it meanwhile.
    if (requestStatus(error) !== 422) throw error;
  }
}

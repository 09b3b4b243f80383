// The workspace's CIP obligations issue: one issue, written by the Action's token and found by its
// marker, listing the obligations that are overdue or due soon; updated in place at each drift
// check, and closed by the first check that finds none.
import type { ObligationsIssueAction } from "../../core/review/code-host.ts";
import type { GitHubClient } from "../client.ts";
import { type DriftIssueTarget, findMarkedIssue } from "./drift-issue.ts";

export const OBLIGATIONS_LABEL = "cip-obligations";

/** GitHub rejects issue bodies longer than this. */
const BODY_LIMIT = 65_536;

function marker(workspace: string): string {
  return `<!-- cip-sync:obligations workspace=${workspace} -->`;
}

const MARKER = /^<!-- cip-sync:obligations workspace=(\S+) -->\r?$/;

/**
 * Opens, updates or closes the issue: `list` is the Markdown of the obligations that need someone
 * (overdue or due soon), or undefined when none does; `notJudged`, the families not judged, is
 * said by the closing comment too, which is otherwise no all-clear for them.
 */
export async function reportObligationsIssue(
  octokit: GitHubClient,
  target: DriftIssueTarget,
  list: string | undefined,
  runUrl: string,
  notJudged = "",
): Promise<ObligationsIssueAction> {
  const repository = { owner: target.owner, repo: target.repo };
  const existing = await findMarkedIssue(octokit, target, (line) =>
    MARKER.exec(line)?.[1] === target.workspace ? {} : undefined,
  );
  if (list === undefined) {
    if (existing === undefined) return { action: "none" };
    await octokit.rest.issues.createComment({
      ...repository,
      issue_number: existing.number,
      body: `**No CIP obligation is overdue or due soon** ([run](${runUrl})).${notJudged === "" ? "" : `\n\n${notJudged}`}`,
    });
    await octokit.rest.issues.update({
      ...repository,
      issue_number: existing.number,
      state: "closed",
      state_reason: "completed",
    });
    return { action: "closed", url: existing.url };
  }
  const body =
    `${marker(target.workspace)}\n${list}\nUpdated by every drift check ([run](${runUrl})), closed by the first that finds nothing overdue or due soon.\n`.slice(
      0,
      BODY_LIMIT,
    );
  if (existing !== undefined) {
    await octokit.rest.issues.update({ ...repository, issue_number: existing.number, body });
    return { action: "updated", url: existing.url };
  }
  const { data } = await octokit.rest.issues.create({
    ...repository,
    title: `CIP obligations: workspace ${target.workspace}`,
    body,
    labels: [OBLIGATIONS_LABEL],
  });
  return { action: "opened", url: data.html_url };
}

// The drift issue: CIP-010 R2's "document and investigate" made visible. One open issue per
// workspace while the live inventory differs from the files, written by the token's own user and
// recognised by its hidden marker AND its author (anyone can paste a marker), labelled
// inventory-drift for people to filter on. It is looked up among the author's open issues, not by
// its label: someone removing the label must not make the next check open a second issue for the
// same drift. Each check rewrites it in place; the first check back in sync comments when and
// how (naming the apply's pull request when one resolved it) and closes it. A check that appended
// its monitoring record names the ledger's new chain head in the body: one more place outside the
// ledger branch that pins it.
import type { DriftFindings } from "../../core/evidence/records/drift-findings.ts";
import type { PublishedHead } from "../../core/evidence/chain/record-files.ts";
import { listOf } from "../../core/shared/wording.ts";
import { renderDriftTable } from "../../render/plan/drift.ts";
import { escapeMarkdown, markdownCodeSpan } from "../../render/shared/escape-markdown.ts";
import type { GitHubClient } from "../client.ts";
import type { DriftCheck, DriftIssue, DriftIssueAction } from "../../core/review/code-host.ts";

export const DRIFT_LABEL = "inventory-drift";

/** GitHub rejects issue bodies longer than this. */
const BODY_LIMIT = 65_536;

export interface DriftIssueTarget {
  owner: string;
  repo: string;
  workspace: string;
  /** The login this token writes as (tokenLogin). */
  author: string;
}

function marker(workspace: string, firstSeen: string): string {
  return `<!-- cip-sync:drift workspace=${workspace} first-seen=${firstSeen} -->`;
}

const MARKER = /^<!-- cip-sync:drift workspace=(\S+) first-seen=(\S+) -->\r?$/;

/**
 * The oldest open issue written by `target.author` whose first line `marked` reads (it returns what
 * the marker holds), if any. GitHub filters by creator; the author is checked again here.
 */
export async function findMarkedIssue<T>(
  octokit: GitHubClient,
  target: DriftIssueTarget,
  marked: (firstLine: string) => T | undefined,
): Promise<({ number: number; url: string } & T) | undefined> {
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
    owner: target.owner,
    repo: target.repo,
    state: "open",
    creator: target.author,
    per_page: 100,
  });
  const author = target.author.toLowerCase();
  const ours = issues
    .filter(
      (issue) => issue.pull_request === undefined && issue.user?.login.toLowerCase() === author,
    )
    .flatMap((issue) => {
      const found = marked((issue.body ?? "").split("\n", 1)[0] ?? "");
      return found === undefined ? [] : [{ number: issue.number, url: issue.html_url, ...found }];
    })
    .sort((a, b) => a.number - b.number);
  return ours[0];
}

/** The open drift issue of the workspace written by `author`, if any (the oldest wins). */
export function findDriftIssue(
  octokit: GitHubClient,
  target: DriftIssueTarget,
): Promise<DriftIssue | undefined> {
  return findMarkedIssue(octokit, target, (line) => {
    const [, workspace, firstSeen] = MARKER.exec(line) ?? [];
    return workspace === target.workspace &&
      firstSeen !== undefined &&
      !Number.isNaN(Date.parse(firstSeen))
      ? { firstSeen }
      : undefined;
  });
}

export function driftIssueTitle(workspace: string): string {
  return `Inventory drift: workspace ${workspace}`;
}

/** The body's line naming the chain head; values in code spans, so none becomes Markdown. */
function evidenceHeadLine(head: PublishedHead): string {
  const time =
    head.tsaTime === undefined
      ? "not timestamped"
      : `timestamped by TSA at ${markdownCodeSpan(head.tsaTime)}`;
  return `- Evidence chain head: workspace ${markdownCodeSpan(head.workspace)}, record ${head.sequence}, sha256 ${markdownCodeSpan(head.sha256)}, ${time}`;
}

/** The issue's body: marker, what differs, since when, the evidence head, and what to do. */
export function driftIssueBody(
  workspace: string,
  findings: DriftFindings,
  firstSeen: string,
  check: DriftCheck,
): string {
  const count = findings.differences.length;
  const head = [
    marker(workspace, firstSeen),
    `The live inventory of workspace \`${workspace}\` differs from the files on the default branch: ${count} asset${count === 1 ? "" : "s"}.`,
    "",
    `- First seen: ${firstSeen}`,
    `- Last checked: ${check.at.toISOString()} ([run](${check.runUrl}))`,
    `- Live state: \`${findings.live_fingerprint}\`; plan: \`${findings.plan_fingerprint}\``,
    ...(check.evidenceHead === undefined ? [] : [evidenceHeadLine(check.evidenceHead)]),
    "",
    "Investigate each difference (CIP-010 R2.1): either change the files in a pull request to document a change that was made, or merge to apply the files. This issue is updated by every drift check and closed by the first that finds the inventory in sync.",
    "",
    "",
  ].join("\n");
  const table = renderDriftTable(findings.differences);
  if (head.length + table.length <= BODY_LIMIT) return head + table;
  // Whole rows only: the job summary and the monitoring record list every difference.
  const note = `\n_${escapeMarkdown("More differences than fit in an issue: the job summary of the run and its monitoring record list them all.")}_\n`;
  const room = BODY_LIMIT - head.length - note.length;
  return `${head}${table.slice(0, table.lastIndexOf("\n", room) + 1)}${note}`;
}

/** Opens, updates or closes the workspace's drift issue for this check's findings. */
export async function reportDriftIssue(
  octokit: GitHubClient,
  target: DriftIssueTarget,
  findings: DriftFindings,
  check: DriftCheck,
): Promise<DriftIssueAction> {
  const repository = { owner: target.owner, repo: target.repo };
  const existing = await findDriftIssue(octokit, target);
  if (findings.in_sync) {
    if (existing === undefined) return { action: "none" };
    const resolvedBy = await check.resolvedBy?.(existing.firstSeen);
    const pulls = (resolvedBy ?? []).map(({ number, url }) => `#${number} (${url})`);
    const how =
      pulls.length === 0
        ? "The live inventory matches the files again."
        : `The live inventory matches the files again, after the apply of ${pulls.length === 1 ? "pull request" : "pull requests"} ${listOf(pulls)}.`;
    await octokit.rest.issues.createComment({
      ...repository,
      issue_number: existing.number,
      body: `**Back in sync** at ${check.at.toISOString()} ([run](${check.runUrl})). ${how} Drift first seen ${existing.firstSeen}.`,
    });
    await octokit.rest.issues.update({
      ...repository,
      issue_number: existing.number,
      state: "closed",
      state_reason: "completed",
    });
    return { action: "closed", issue: existing };
  }
  const firstSeen = existing?.firstSeen ?? check.at.toISOString();
  const body = driftIssueBody(target.workspace, findings, firstSeen, check);
  if (existing !== undefined) {
    await octokit.rest.issues.update({ ...repository, issue_number: existing.number, body });
    return { action: "updated", issue: existing };
  }
  const { data } = await octokit.rest.issues.create({
    ...repository,
    title: driftIssueTitle(target.workspace),
    body,
    labels: [DRIFT_LABEL],
  });
  return { action: "opened", issue: { number: data.number, url: data.html_url, firstSeen } };
}

// The audit pack as Markdown (and the words the other formats share): per workspace, the changes
// with their approvals, the monitoring runs, the gaps and the drift episodes. Every name and
// message from the ledger passes through escapeMarkdown.
import type { EvidenceKind, PullRequestEvidence } from "../core/evidence/evidence-record.ts";
import type {
  ChangeEntry,
  DriftEpisode,
  EvidenceReport,
  MonitoringGap,
  WorkspaceReport,
} from "../core/evidence/evidence-report.ts";
import { listOf, shortSha } from "../core/shared/wording.ts";
import { escapeMarkdown, markdownCodeSpan } from "./escape-markdown.ts";

/** "2026-01-01 06:00 UTC": the time as an auditor reads it. */
export function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function periodLine(report: EvidenceReport): string {
  const last = new Date(Date.parse(report.period.to) - 1).toISOString();
  return `${report.period.from.slice(0, 10)} to ${last.slice(0, 10)} (UTC)`;
}

/** "yes", "NO" or "n/a": whether what was executed is what was reviewed. */
export function reviewedWord(entry: ChangeEntry): string {
  if (entry.reviewed_is_executed === null) return "n/a";
  return entry.reviewed_is_executed ? "yes" : "NO";
}

export function gapLine(gap: MonitoringGap, limit: number): string {
  return `${gap.days} days, ${readableTime(gap.from)} to ${readableTime(gap.to)}${gap.over_limit ? ` (over ${limit})` : ""}`;
}

export function episodeResolution(episode: DriftEpisode): string {
  if (episode.resolved_at === null) return "unresolved";
  const by = episode.resolved_by;
  if (by === null) return `resolved ${readableTime(episode.resolved_at)}`;
  const numbers = by.pull_requests.map(({ number }) => `#${number}`);
  const pull =
    numbers.length === 0
      ? "an apply"
      : `the apply of ${numbers.length === 1 ? "pull request" : "pull requests"} ${listOf(numbers)}`;
  return `resolved ${readableTime(episode.resolved_at)} by ${pull} (${readableTime(by.recorded_at)})`;
}

const list = (logins: string[]) =>
  logins.length === 0 ? "none" : logins.map((login) => escapeMarkdown(login)).join(", ");

export function renderEvidenceMarkdown(report: EvidenceReport): string {
  const lines = [
    "# Evidence report",
    "",
    `Period: ${periodLine(report)}. Generated ${readableTime(report.generated_at)}. Monitoring limit: ${report.limit_days} calendar days (CIP-010 R2.1).`,
    "",
    integrity(report),
    "",
  ];
  for (const workspace of report.workspaces) lines.push(...workspaceSection(workspace, report));
  return `${lines.join("\n").replace(/\n+$/, "")}\n`;
}

function integrity(report: EvidenceReport): string {
  const { records, breaks } = report.ledger;
  if (breaks.length === 0)
    return `**Ledger intact:** ${records} record(s); every chain verifies (sequence and SHA-256 of the previous record).`;
  const items = breaks.map((found) => `- ${escapeMarkdown(found.message)}`);
  return [
    `**Ledger broken:** ${breaks.length} break(s) found; this report shows what could be read.`,
    "",
    ...items,
  ].join("\n");
}

function workspaceSection(workspace: WorkspaceReport, report: EvidenceReport): string[] {
  return [
    `## Workspace ${markdownCodeSpan(workspace.workspace)}`,
    "",
    ...Object.values(KIND_SECTIONS).flatMap((section) => section(workspace, report)),
  ];
}

/**
 * A workspace's sections, one per evidence record kind, in the order shown: a new kind fails to
 * compile here until the audit pack shows it.
 */
const KIND_SECTIONS: Record<
  EvidenceKind,
  (workspace: WorkspaceReport, report: EvidenceReport) => string[]
> = {
  change: changesSection,
  monitoring: monitoringSection,
};

function changesSection(workspace: WorkspaceReport): string[] {
  const lines = [`### Changes (${workspace.changes.length})`, ""];
  if (workspace.changes.length === 0) lines.push("No change in the period.", "");
  for (const change of workspace.changes) lines.push(...changeSection(change));
  return lines;
}

/** The monitoring runs with their gaps, then the drift episodes they found. */
function monitoringSection(workspace: WorkspaceReport, report: EvidenceReport): string[] {
  const lines = [`### Monitoring runs (${workspace.monitoring.length})`, ""];
  const longest = workspace.longest_gap;
  lines.push(
    `Longest gap: ${longest === null ? "none" : gapLine(longest, report.limit_days)}.`,
    workspace.gaps_over_limit.length === 0
      ? `No gap over ${report.limit_days} days.`
      : `**Gaps over ${report.limit_days} days:** ${workspace.gaps_over_limit.map((gap) => gapLine(gap, report.limit_days)).join("; ")}.`,
    "",
  );
  if (workspace.monitoring.length > 0) {
    lines.push(
      "| When | Result | Differences | Live state | Timestamp |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const run of workspace.monitoring) {
      lines.push(
        `| ${readableTime(run.recorded_at)} | ${run.in_sync ? "in sync" : "**drift**"} | ${run.differences} | ${markdownCodeSpan(run.live_fingerprint.slice(0, 19))} | ${escapeMarkdown(run.timestamp)} |`,
      );
    }
    lines.push("");
  }

  lines.push(`### Drift episodes (${workspace.drift_episodes.length})`, "");
  if (workspace.drift_episodes.length === 0) lines.push("No drift in the period.", "");
  for (const episode of workspace.drift_episodes) {
    lines.push(
      `- First seen ${readableTime(episode.first_seen)}, last seen ${readableTime(episode.last_seen)}, up to ${episode.max_differences} asset(s): ${episodeResolution(episode)}.`,
    );
  }
  lines.push("");
  return lines;
}

/** Who approved a pull request, and who wrote and merged it; "none" and "n/a" without one. */
function approvalLines(pull: PullRequestEvidence | undefined, indent: string): string[] {
  const lines = [
    `${indent}- Approved by (independent): ${list(pull?.approved_by ?? [])}`,
    `${indent}- Not independent (authored or committed a commit): ${list(pull?.not_independent ?? [])}`,
  ];
  const notCounted = pull?.not_counted ?? [];
  if (notCounted.length > 0) {
    const each = notCounted.map(
      ({ login, why }) => `${escapeMarkdown(login)} (${escapeMarkdown(why)})`,
    );
    lines.push(`${indent}- Not counted: ${each.join(", ")}`);
  }
  if (pull !== undefined && pull.approved_earlier_commit.length > 0)
    lines.push(`${indent}- Approved an earlier commit only: ${list(pull.approved_earlier_commit)}`);
  const mergedBy = pull?.merged_by ?? null;
  lines.push(
    `${indent}- Author: ${pull === undefined ? "n/a" : escapeMarkdown(pull.author)}; merged by: ${mergedBy === null ? "n/a" : escapeMarkdown(mergedBy)}`,
  );
  return lines;
}

function changeSection(change: ChangeEntry): string[] {
  const pulls = change.pull_requests;
  const [only] = pulls;
  const title =
    only === undefined
      ? `commit ${markdownCodeSpan(shortSha(change.merge_sha))}, no pull request`
      : pulls.length === 1
        ? `pull request #${only.number} ${escapeMarkdown(only.title)}`
        : `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
  const lines = [`#### ${readableTime(change.recorded_at)}: ${change.outcome}, ${title}`, ""];
  if (pulls.length <= 1) lines.push(...approvalLines(only, ""));
  else {
    for (const pull of pulls) {
      lines.push(`- #${pull.number} ${escapeMarkdown(pull.title)}:`, ...approvalLines(pull, "  "));
    }
  }
  lines.push(`- Reviewed plan is the executed plan: ${reviewedWord(change)}`);
  if (change.reason !== null) lines.push(`- Why: ${escapeMarkdown(change.reason)}`);
  lines.push(`- Record: ${markdownCodeSpan(change.file)}`);
  lines.push(`- Timestamp: ${escapeMarkdown(change.timestamp)}`, "");
  if (change.operations.length > 0) {
    lines.push("| # | Action | Asset | Asset id | Result |", "| --- | --- | --- | --- | --- |");
    change.operations.forEach((operation, index) => {
      const result =
        operation.error === null
          ? operation.result
          : `${operation.result}: ${escapeMarkdown(operation.error)}`;
      lines.push(
        `| ${index + 1} | ${operation.action} | ${escapeMarkdown(operation.name)} | ${operation.asset_id === null ? "" : markdownCodeSpan(operation.asset_id)} | ${result} |`,
      );
    });
    lines.push("");
  }
  return lines;
}

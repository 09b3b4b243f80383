// The audit pack as one self-contained HTML file: no script, no external asset, inline CSS that
// reads on screen and prints on A4/Letter, and an inline SVG timeline per workspace where
// monitoring runs are marks and gaps over the limit are shaded bands. Every text from the ledger
// is HTML-escaped.
import type { EvidenceKind, PullRequestEvidence } from "../core/evidence/evidence-record.ts";
import { isHttpUrl } from "../core/evidence/evidence-schema.ts";
import { getOrThrow } from "../core/shared/collections.ts";
import { shortSha } from "../core/shared/wording.ts";
import type {
  ChangeEntry,
  EvidenceReport,
  WorkspaceReport,
} from "../core/evidence/evidence-report.ts";
import {
  episodeResolution,
  gapLine,
  periodLine,
  readableTime,
  reviewedWord,
} from "./evidence-markdown.ts";

const HTML_ESCAPES = new Map([
  ["&", "&amp;"],
  ["<", "&lt;"],
  [">", "&gt;"],
  ['"', "&quot;"],
  ["'", "&#39;"],
]);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) =>
    getOrThrow(HTML_ESCAPES, character, "HTML_ESCAPES"),
  );
}

const STYLE = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-top: 1.4rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #d0d7de; padding: .25rem .45rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.meta { color: #57606a; }
.chart { width: 100%; height: auto; border: 1px solid #d0d7de; background: #fff; }
@media print {
  body { margin: 0; max-width: none; font-size: 10.5pt; }
  h2 { break-before: page; }
  h2:first-of-type { break-before: auto; }
  table, .chart, li { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
@page { margin: 15mm; }
`;

export function renderEvidenceHtml(report: EvidenceReport): string {
  const body = [
    `<h1>Evidence report</h1>`,
    `<p class="meta">Period ${escapeHtml(periodLine(report))}. Generated ${escapeHtml(readableTime(report.generated_at))}. Monitoring limit: ${report.limit_days} calendar days (CIP-010 R2.1).</p>`,
    integrity(report),
    ...report.workspaces.map((workspace) => workspaceSection(workspace, report)),
  ].join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evidence report ${escapeHtml(periodLine(report))}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function integrity(report: EvidenceReport): string {
  const { records, breaks } = report.ledger;
  if (breaks.length === 0)
    return `<p><span class="ok">Ledger intact:</span> ${records} record(s); every chain verifies (sequence and SHA-256 of the previous record).</p>`;
  const items = breaks.map((found) => `<li>${escapeHtml(found.message)}</li>`).join("");
  return `<p><span class="bad">Ledger broken:</span> ${breaks.length} break(s); this report shows what could be read.</p><ul>${items}</ul>`;
}

function workspaceSection(workspace: WorkspaceReport, report: EvidenceReport): string {
  return [
    `<h2>Workspace <code>${escapeHtml(workspace.workspace)}</code></h2>`,
    timeline(workspace, report),
    ...Object.values(KIND_SECTIONS).flatMap((section) => section(workspace, report)),
  ].join("\n");
}

/**
 * A workspace's sections, one per evidence record kind, in the order shown: a new kind fails to
 * compile here (and in the timeline's KIND_MARKS) until the audit pack shows it.
 */
const KIND_SECTIONS: Record<
  EvidenceKind,
  (workspace: WorkspaceReport, report: EvidenceReport) => string[]
> = {
  monitoring: monitoringSection,
  change: (workspace) => [
    `<h3>Changes (${workspace.changes.length})</h3>`,
    workspace.changes.length === 0 ? "<p>No change in the period.</p>" : "",
    ...workspace.changes.map(changeSection),
  ],
};

/** The monitoring runs with their gaps, then the drift episodes they found. */
function monitoringSection(workspace: WorkspaceReport, report: EvidenceReport): string[] {
  const limit = report.limit_days;
  const longest = workspace.longest_gap;
  const runs = workspace.monitoring
    .map(
      (run) =>
        `<tr><td>${escapeHtml(readableTime(run.recorded_at))}</td><td>${run.in_sync ? '<span class="ok">in sync</span>' : '<span class="bad">drift</span>'}</td><td>${run.differences}</td><td><code>${escapeHtml(run.live_fingerprint.slice(0, 19))}</code></td><td>${escapeHtml(run.timestamp)}</td></tr>`,
    )
    .join("\n");
  const episodes = workspace.drift_episodes
    .map(
      (episode) =>
        `<li>First seen ${escapeHtml(readableTime(episode.first_seen))}, last seen ${escapeHtml(readableTime(episode.last_seen))}, up to ${episode.max_differences} asset(s): ${escapeHtml(episodeResolution(episode))}.</li>`,
    )
    .join("");
  return [
    `<h3>Monitoring runs (${workspace.monitoring.length})</h3>`,
    `<p>Longest gap: ${longest === null ? "none" : escapeHtml(gapLine(longest, limit))}.</p>`,
    workspace.gaps_over_limit.length === 0
      ? `<p class="ok">No gap over ${limit} days.</p>`
      : `<p class="bad">Gaps over ${limit} days:</p><ul>${workspace.gaps_over_limit.map((gap) => `<li>${escapeHtml(gapLine(gap, limit))}</li>`).join("")}</ul>`,
    runs === ""
      ? ""
      : `<table><thead><tr><th>When</th><th>Result</th><th>Differences</th><th>Live state</th><th>Timestamp</th></tr></thead><tbody>\n${runs}\n</tbody></table>`,
    `<h3>Drift episodes (${workspace.drift_episodes.length})</h3>`,
    episodes === "" ? "<p>No drift in the period.</p>" : `<ul>${episodes}</ul>`,
  ];
}

const logins = (list: string[]) => (list.length === 0 ? "none" : escapeHtml(list.join(", ")));

/** A link to the pull request, only when its URL is http(s): never a `javascript:` href. */
const pullRequestLink = (pull: PullRequestEvidence) =>
  isHttpUrl(pull.url)
    ? `<a href="${escapeHtml(pull.url)}">#${pull.number}</a>`
    : `#${pull.number} (${escapeHtml(pull.url)})`;

/** Who approved a pull request, and who wrote and merged it, as list items. */
function approvalItems(pull: PullRequestEvidence | undefined): string {
  const notCounted = (pull?.not_counted ?? []).map(({ login, why }) => `${login} (${why})`);
  return [
    `<li>Approved by (independent): ${logins(pull?.approved_by ?? [])}</li>`,
    `<li>Not independent (authored or committed a commit): ${logins(pull?.not_independent ?? [])}</li>`,
    notCounted.length > 0 ? `<li>Not counted: ${logins(notCounted)}</li>` : "",
    pull !== undefined && pull.approved_earlier_commit.length > 0
      ? `<li>Approved an earlier commit only: ${logins(pull.approved_earlier_commit)}</li>`
      : "",
    `<li>Author: ${escapeHtml(pull?.author ?? "n/a")}; merged by: ${escapeHtml(pull?.merged_by ?? "n/a")}</li>`,
  ].join("\n");
}

function changeSection(change: ChangeEntry): string {
  const pulls = change.pull_requests;
  const [only] = pulls;
  const title =
    only === undefined
      ? `commit <code>${escapeHtml(shortSha(change.merge_sha))}</code>, no pull request`
      : pulls.length === 1
        ? `pull request ${pullRequestLink(only)} ${escapeHtml(only.title)}`
        : `pull requests ${pulls.map(pullRequestLink).join(", ")}, merged together`;
  const approvals =
    pulls.length <= 1
      ? approvalItems(only)
      : pulls
          .map(
            (pull) =>
              `<li>${pullRequestLink(pull)} ${escapeHtml(pull.title)}<ul>\n${approvalItems(pull)}\n</ul></li>`,
          )
          .join("\n");
  const reviewed = reviewedWord(change);
  const operations = change.operations
    .map(
      (operation, index) =>
        `<tr><td>${index + 1}</td><td>${operation.action}</td><td>${escapeHtml(operation.name)}</td><td><code>${escapeHtml(operation.asset_id ?? "")}</code></td><td>${escapeHtml(operation.error === null ? operation.result : `${operation.result}: ${operation.error}`)}</td></tr>`,
    )
    .join("\n");
  return [
    `<h4>${escapeHtml(readableTime(change.recorded_at))}: ${escapeHtml(change.outcome)}, ${title}</h4>`,
    "<ul>",
    approvals,
    `<li>Reviewed plan is the executed plan: <span class="${reviewed === "NO" ? "bad" : "ok"}">${reviewed}</span></li>`,
    change.reason === null ? "" : `<li>Why: ${escapeHtml(change.reason)}</li>`,
    `<li>Record: <code>${escapeHtml(change.file)}</code></li>`,
    `<li>Timestamp: ${escapeHtml(change.timestamp)}</li>`,
    "</ul>",
    operations === ""
      ? ""
      : `<table><thead><tr><th>#</th><th>Action</th><th>Asset</th><th>Asset id</th><th>Result</th></tr></thead><tbody>\n${operations}\n</tbody></table>`,
  ].join("\n");
}

const CHART = { width: 960, height: 110, left: 20, right: 20, runsY: 45, changesY: 80 };

/** Monitoring runs (circles: green in sync, red drift) and changes (diamonds) over the period. */
function timeline(workspace: WorkspaceReport, report: EvidenceReport): string {
  const start = Date.parse(report.period.from);
  const end = Date.parse(report.period.to);
  const span = CHART.width - CHART.left - CHART.right;
  const x = (iso: string) =>
    (
      CHART.left +
      ((Math.min(Math.max(Date.parse(iso), start), end) - start) / (end - start)) * span
    ).toFixed(1);
  const marks = Object.values(KIND_MARKS)
    .map((marksOf) => marksOf(workspace, report, x))
    .join("");
  const label = (text: string, anchor: string, at: number) =>
    `<text x="${at}" y="105" font-size="11" text-anchor="${anchor}" fill="#57606a">${escapeHtml(text)}</text>`;
  return `<svg class="chart" role="img" viewBox="0 0 ${CHART.width} ${CHART.height}" xmlns="http://www.w3.org/2000/svg"><title>Monitoring runs and changes of ${escapeHtml(workspace.workspace)}; shaded: gaps over ${report.limit_days} days</title>
<line x1="${CHART.left}" y1="${CHART.runsY}" x2="${CHART.width - CHART.right}" y2="${CHART.runsY}" stroke="#d0d7de"/>
<line x1="${CHART.left}" y1="${CHART.changesY}" x2="${CHART.width - CHART.right}" y2="${CHART.changesY}" stroke="#d0d7de"/>
<text x="${CHART.left}" y="14" font-size="11" fill="#57606a">monitoring runs (green in sync, red drift) and, below, changes</text>
${marks}
${label(report.period.from.slice(0, 10), "start", CHART.left)}${label(new Date(end - 1).toISOString().slice(0, 10), "end", CHART.width - CHART.right)}
</svg>`;
}

/** Where a time falls on the timeline's x axis. */
type TimeAxis = (iso: string) => string;

/** The timeline's marks per evidence record kind, drawn in this order. */
const KIND_MARKS: Record<
  EvidenceKind,
  (workspace: WorkspaceReport, report: EvidenceReport, x: TimeAxis) => string
> = {
  monitoring: (workspace, report, x) => {
    const gaps = workspace.gaps_over_limit
      .map(
        (gap) =>
          `<rect x="${x(gap.from)}" y="20" width="${(Number(x(gap.to)) - Number(x(gap.from))).toFixed(1)}" height="70" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"><title>${escapeHtml(gapLine(gap, report.limit_days))}</title></rect>`,
      )
      .join("");
    const runs = workspace.monitoring
      .map(
        (run) =>
          `<circle cx="${x(run.recorded_at)}" cy="${CHART.runsY}" r="5" fill="${run.in_sync ? "#1a7f37" : "#cf222e"}"><title>${escapeHtml(`${readableTime(run.recorded_at)}: ${run.in_sync ? "in sync" : `drift, ${run.differences} asset(s)`}`)}</title></circle>`,
      )
      .join("");
    return `${gaps}${runs}`;
  },
  change: (workspace, _report, x) =>
    workspace.changes
      .map((change) => {
        const cx = Number(x(change.recorded_at));
        const y = CHART.changesY;
        return `<path d="M${cx} ${y - 6}L${cx + 6} ${y}L${cx} ${y + 6}L${cx - 6} ${y}Z" fill="#0969da"><title>${escapeHtml(`${readableTime(change.recorded_at)}: ${change.outcome}`)}</title></path>`;
      })
      .join(""),
};

// The HTML report's records: a change (its pull requests and approvals, whether the executed plan
// is the reviewed one, and what each operation changed in which system and facility) and a table of
// monitoring runs (with the systems each compared). Every text from the ledger is HTML-escaped.
import type { PullRequestEvidence } from "../../core/evidence/records/evidence-record.ts";
import type { PolicyEvidence } from "../../core/evidence/records/policy-record.ts";
import { isHttpUrl } from "../../core/evidence/records/pull-request-schema.ts";
import {
  BREAK_GLASS,
  type ChangeEntry,
  type ConfigurationMonitoringEntry,
  type MonitoringEntry,
} from "../../core/evidence/report/report-entries.ts";
import { shortSha } from "../../core/shared/wording.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import {
  configurationResult,
  investigationText,
  baselineDeviationLines,
  changeOutcomeWords,
  operationCells,
  operationResult,
  policyWords,
  readableTime,
  reviewedWord,
  systemsText,
  unauthorizedChangeText,
  collectorFileWords,
} from "./evidence-words.ts";

/** Operations shown per change; the rest are in the CSV and JSON reports. */
export const HTML_OPERATION_LIMIT = 100;

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

export function changeSection(change: ChangeEntry): string {
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
  const glass = change.break_glass ? ` <span class="bad">(${BREAK_GLASS})</span>` : "";
  return [
    `<section class="change"><h5>${escapeHtml(readableTime(change.recorded_at))}: ${escapeHtml(changeOutcomeWords(change))}, ${title}${glass}</h5>`,
    `<ul class="facts">`,
    change.exceptions.length === 0
      ? ""
      : `<li><span class="bad">Exception:</span> ${escapeHtml(change.exceptions.join("; "))}</li>`,
    approvals,
    `<li>Reviewed plan is the executed plan: <span class="${reviewed === "NO" ? "bad" : "ok"}">${reviewed}</span></li>`,
    change.policy === null ? "" : policyItem(change.policy),
    change.reason === null ? "" : `<li>Why: ${escapeHtml(change.reason)}</li>`,
    baselinesItem(change),
    `<li>Record: <code>${escapeHtml(change.file)}</code></li>`,
    `<li>Timestamp: ${escapeHtml(change.timestamp)}</li>`,
    "</ul>",
    operationsTable(change),
    "</section>",
  ].join("\n");
}

/** The change's baselines against the existing ones, a deviation per sub-item; "" when unknown. */
function baselinesItem(change: ChangeEntry): string {
  const baselines = baselineDeviationLines(change, escapeHtml);
  if (baselines === undefined) return "";
  const items = baselines.lines.map((line) => `<li>${line}</li>`).join("\n");
  return `<li>${escapeHtml(baselines.heading)}${items === "" ? "" : `<ul>\n${items}\n</ul>`}</li>`;
}

/** The owner policy as a list item: its file and blob, then each rule and each freeze. */
function policyItem(policy: PolicyEvidence): string {
  const words = policyWords(policy);
  const items = [...words.rules, ...words.freezes].map(
    (item) =>
      `<li><span class="${PASSED.has(item.result) ? "ok" : "bad"}">${escapeHtml(item.text)}</span></li>`,
  );
  return `<li>Owner policy: <span class="${policy.allowed ? "ok" : "bad"}">${escapeHtml(words.headline)}</span><ul>\n${items.join("\n")}\n</ul></li>`;
}

/** The results of a rule or a freeze that let a change through. */
const PASSED = new Set(["met", "overridden"]);

function operationsTable(change: ChangeEntry): string {
  if (change.operations.length === 0) return "";
  const shown = change.operations.slice(0, HTML_OPERATION_LIMIT);
  const rows = shown.map((operation, index) => {
    const cells = operationCells(operation);
    return `<tr><td>${index + 1}</td><td>${operation.action}</td><td><code>${escapeHtml(operation.asset_id ?? "")}</code></td><td>${escapeHtml(cells.name)}</td><td>${escapeHtml(cells.cyber_system)}</td><td>${escapeHtml(cells.asset_type)}</td><td>${escapeHtml(cells.facility)}</td><td>${escapeHtml(operationResult(operation))}</td></tr>`;
  });
  const more = change.operations.length - shown.length;
  return [
    `<table class="operations"><thead><tr><th>#</th><th>Action</th><th>Asset id</th><th>Name</th><th>System</th><th>Type</th><th>Facility</th><th>Result</th></tr></thead><tbody>`,
    ...rows,
    "</tbody></table>",
    more > 0
      ? `<p class="note">${more} more operation(s) of this change are in the CSV and JSON reports.</p>`
      : "",
  ].join("\n");
}

export function monitoringTable(runs: readonly MonitoringEntry[]): string {
  if (runs.length === 0) return "";
  const rows = runs.map(
    (run) =>
      `<tr class="record"><td>${escapeHtml(readableTime(run.recorded_at))}</td><td>${run.in_sync ? '<span class="ok">in sync</span>' : '<span class="bad">drift</span>'}</td><td>${run.differences}</td><td>${escapeHtml(systemsText(run))}</td><td><code>${escapeHtml(run.live_fingerprint.slice(0, 19))}</code></td><td>${escapeHtml(run.timestamp)}</td></tr>`,
  );
  return [
    `<table><thead><tr><th>When</th><th>Result</th><th>Differences</th><th>Systems</th><th>Live state</th><th>Timestamp</th></tr></thead><tbody>`,
    ...rows,
    "</tbody></table>",
  ].join("\n");
}

/** Configuration-monitoring records (CIP-010 R2.1), each with its unauthorized changes. */
export function configurationTable(entries: readonly ConfigurationMonitoringEntry[]): string {
  if (entries.length === 0) return "";
  const rows = entries.map((entry) => {
    const found = [
      ...(entry.unauthorized_changes.length === 0 ? [] : [collectorFileWords(entry)]),
      ...entry.unauthorized_changes.map(
        (change) => `unauthorized: ${unauthorizedChangeText(change)}`,
      ),
      ...entry.investigations.map(
        (investigation) => `investigated: ${investigationText(investigation)}`,
      ),
    ];
    const result = `<span class="${entry.unauthorized_changes.length === 0 ? "ok" : "bad"}">${escapeHtml(configurationResult(entry))}</span>`;
    return `<tr class="record"><td>${escapeHtml(readableTime(entry.recorded_at))}</td><td>${escapeHtml(readableTime(entry.observed_at))}</td><td>${escapeHtml(entry.collector)}</td><td>${result}${found.map((line) => `<br>${escapeHtml(line)}`).join("")}</td><td><code>${escapeHtml(shortSha(entry.commit))}</code></td><td>${escapeHtml(entry.timestamp)}</td></tr>`;
  });
  return [
    `<table><thead><tr><th>When</th><th>Observed</th><th>Collector</th><th>Result</th><th>Commit</th><th>Timestamp</th></tr></thead><tbody>`,
    ...rows,
    "</tbody></table>",
  ].join("\n");
}

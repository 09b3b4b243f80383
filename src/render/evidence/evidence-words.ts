// The audit report's words, shared by its Markdown, CSV and HTML: the same facts in the same words
// in every format. Plain text: each renderer escapes what it places (Markdown, HTML, CSV cells).
import type {
  ConfigurationMonitoringEvidence,
  Investigation,
  UnauthorizedChange,
} from "../../core/evidence/records/configuration-monitoring-model.ts";
import { entryChangeWords } from "../../core/evidence/records/configuration-monitoring-model.ts";
import type { ConfigurationMonitoringEntry } from "../../core/evidence/report/report-entries.ts";
import type {
  DriftEpisode,
  EvidenceReport,
  MonitoringGap,
  ReportException,
} from "../../core/evidence/report/evidence-report.ts";
import type { DriftedAsset } from "../../core/evidence/monitoring/drift-episodes.ts";
import type {
  AssetSide,
  ChangeEntry,
  LedgerDeviation,
  MonitoringEntry,
  OperationEntry,
} from "../../core/evidence/report/report-entries.ts";
import type { ChangedItem } from "../../core/inventory/baselines/requirements.ts";
import { R1_1_PART } from "../../core/inventory/document/baseline-items.ts";
import type { BaselineComparison } from "../../core/plan/plan-model.ts";
import type { PolicyEvidence } from "../../core/evidence/records/policy-record.ts";
import { countOf, listOf, shortSha } from "../../core/shared/wording.ts";
import { deviationsOf } from "../../core/plan/baseline-deviations.ts";
import {
  baselineComparisonWords,
  itemChangeWords,
  opensWords,
} from "../shared/baseline-deviation-words.ts";

/** "2026-01-01 06:00 UTC": the time as an auditor reads it. */
export function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** "2026-03-01 to 2026-03-31 (America/Chicago)": the period's days, in the zone they are counted in. */
export function periodLine(report: EvidenceReport): string {
  const { first_day, last_day, time_zone } = report.period;
  return `${first_day} to ${last_day} (${time_zone})`;
}

/** "yes", "NO" or "n/a": whether what was executed is what was reviewed. */
export function reviewedWord(entry: ChangeEntry): string {
  if (entry.reviewed_is_executed === null) return "n/a";
  return entry.reviewed_is_executed ? "yes" : "NO";
}

export function gapLine(gap: MonitoringGap, limit: number): string {
  return `${gap.days} days, ${readableTime(gap.from)} to ${readableTime(gap.to)}${gap.over_limit ? ` (over ${limit})` : ""}`;
}

/**
 * A workspace with no drift check in the period: not "no gap", but no check at all. A drift check
 * compares the inventory with the service, never a device with its baseline, so these words name
 * no CIP-010 R2.1 clock: that one is judged from configuration-monitoring records (obligations).
 */
export function noMonitoringWords(limit: number): string {
  return `No monitoring run in the period: no drift check compared the inventory with the service, which the report expects at least every ${limit} days (this is not CIP-010 R2.1 configuration monitoring: see the obligations).`;
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

export function episodeLine(episode: DriftEpisode): string {
  return `First seen ${readableTime(episode.first_seen)}, last seen ${readableTime(episode.last_seen)}, up to ${episode.max_differences} asset(s): ${episodeResolution(episode)}`;
}

/** "update alpha-hmi-02 (ca_0042) in Alpha EMS". */
export function driftedAssetText(asset: DriftedAsset): string {
  const id = asset.asset_id === null ? "" : ` (${asset.asset_id})`;
  return `${asset.action} ${asset.name}${id} in ${asset.cyber_system}`;
}

/** "Alpha EMS (cs_alpha), Beta (cs_beta)": the systems a drift check compared, by name and id. */
export function systemsText(run: MonitoringEntry): string {
  return run.systems.length === 0
    ? "none"
    : run.systems.map(({ id, name }) => `${name} (${id})`).join(", ");
}

/** What names the change: its pull request(s), or its commit. */
export function changeTitle(change: ChangeEntry): string {
  const pulls = change.pull_requests;
  const [only] = pulls;
  if (only === undefined) return `commit ${shortSha(change.merge_sha)}, no pull request`;
  if (pulls.length === 1) return `pull request #${only.number} ${only.title}`;
  return `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
}

/** Labelled facts of the report's header, in the order shown. */
export function headerFacts(report: EvidenceReport): [string, string][] {
  const values = (list: string[]) =>
    list.length === 0 ? "not recorded in the ledger" : list.join(", ");
  const { subject } = report;
  return [
    ["Organization", values(subject.organizations)],
    ["Repository", values(subject.repositories)],
    ["Service", values(subject.services)],
    ["Period", periodLine(report)],
    ["Workspaces", values(subject.workspaces)],
    ["Generated", `${readableTime(report.generated_at)} by cip-sync ${report.generated_by}`],
    [
      "Monitoring limit",
      `${report.limit_days} calendar days between drift checks (not CIP-010 R2.1 configuration monitoring, which the obligations judge)`,
    ],
  ];
}

/** What the exceptions section says when the report flags none. */
export const NO_EXCEPTIONS =
  "No refused, failed, partly applied or break-glass change; no gap over the limit; no unresolved drift; no obligation exception; no history warning.";

/** The kind of an exception, as its row names it. */
export function exceptionKind(exception: ReportException): string {
  switch (exception.kind) {
    case "change":
      return exception.change.exceptions.join("; ");
    case "gap":
      return "monitoring gap";
    case "drift":
      return "unresolved drift";
  }
}

/** What the exception is about, in a sentence. */
export function exceptionDetail(exception: ReportException, limit: number): string {
  switch (exception.kind) {
    case "change": {
      const { change } = exception;
      const why = change.reason === null ? "" : `: ${change.reason}`;
      return `${changeOutcomeWords(change)}, ${changeTitle(change)}${why}`;
    }
    case "gap":
      return gapLine(exception.gap, limit);
    case "drift": {
      const { episode } = exception;
      const assets = episode.assets.map(driftedAssetText);
      return `${episodeLine(episode)}; assets: ${assets.length === 0 ? "none recorded" : assets.join(", ")}`;
    }
  }
}

/**
 * A change's outcome as headings say it: the record's outcome, and its baseline deviations when it
 * has any ("no-changes" then means no service operation, not that nothing changed).
 */
export function changeOutcomeWords(change: ChangeEntry): string {
  const deviations =
    deviationsOf(change.baseline_deviations ?? undefined).length ||
    (change.ledger_deviations?.length ?? 0);
  if (deviations === 0) return change.outcome;
  const what = countOf(deviations, "baseline deviation");
  return change.outcome === "no-changes"
    ? `${what}, no service operation (${change.outcome})`
    : `${change.outcome}, ${what}`;
}

/**
 * The change's baselines against the existing ones: a heading, then a line per deviation (its
 * asset, system, the parts it opens and each item changed), entries passed through `show`; none
 * when the record says nothing of them.
 */
export function baselineDeviationLines(
  change: ChangeEntry,
  show: (text: string) => string,
): { heading: string; lines: string[] } | undefined {
  const comparison = change.baseline_deviations;
  const fromLedger = change.ledger_deviations ?? [];
  if (fromLedger.length > 0) return ledgerDeviationLines(comparison, fromLedger, show);
  if (comparison === null) return undefined;
  return {
    heading: baselineComparisonWords(comparison),
    lines: deviationsOf(comparison).map((deviation) => {
      const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
      const items = deviation.items.map((item) => itemChangeWords(item, show)).join("; ");
      return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${opensWords(deviation.opens)}: ${items}`;
    }),
  };
}

/**
 * The deviations the ledger shows of a record that did not compare its baselines: each asset with
 * the parts it opened and the items whose digests changed (the ledger keeps no entries).
 */
function ledgerDeviationLines(
  comparison: BaselineComparison | null,
  deviations: readonly LedgerDeviation[],
  show: (text: string) => string,
): { heading: string; lines: string[] } {
  const why =
    comparison?.compared_with === null ? comparison.not_compared : "no comparison recorded";
  return {
    heading: `Baseline deviations the ledger shows: ${countOf(deviations.length, "asset")} whose R1.1 items' digests changed from its last declared baseline, each a change CIP-010 R1.2 asks to authorize and document (the record itself: ${why}).`,
    lines: deviations.map((deviation) => {
      const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
      const items = deviation.items
        .map((item) => ledgerItemWords(item, deviation.patches, show))
        .join("; ");
      return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${opensWords(deviation.opens)}: ${items}`;
    }),
  };
}

/**
 * "1.1.5 security patches applied: changed (...)": the ledger keeps each item's digest only; the
 * patches, where the record keeps what it declares of them, are named as they are now.
 */
function ledgerItemWords(
  item: ChangedItem,
  patches: readonly string[] | undefined,
  show: (text: string) => string,
): string {
  if (item === "unknown") return itemChangeWords({ item, added: [], removed: [] }, (text) => text);
  if (item === "patches" && patches !== undefined)
    return `${R1_1_PART[item]}: changed, now ${patches.length === 0 ? "none" : patches.map(show).join(", ")} (the ledger keeps the digest of the patches before it, not their names; plan --base at the record's commit lists the entries added and removed)`;
  return `${R1_1_PART[item]}: changed (the ledger keeps its digest; plan --base at the record's commit lists the entries)`;
}

/** "a → b" when a field changed, the one value when it did not, "" when neither side states it. */
function changed(before: string | null | undefined, after: string | null | undefined): string {
  const from = before ?? null;
  const to = after ?? null;
  if (from !== null && to !== null && from !== to) return `${from} → ${to}`;
  return to ?? from ?? "";
}

/** An operation's name, system, type and facility, each "old → new" where it changed. */
export function operationCells(operation: OperationEntry): Record<keyof AssetSide, string> {
  const { before, after } = operation;
  return {
    name: changed(before?.name, after?.name),
    cyber_system: changed(before?.cyber_system, after?.cyber_system),
    asset_type: changed(before?.asset_type, after?.asset_type),
    facility: changed(before?.facility, after?.facility),
  };
}

/** The operation's result, with its error. */
export function operationResult(operation: OperationEntry): string {
  return operation.error === null ? operation.result : `${operation.result}: ${operation.error}`;
}

/** The owner policy that judged a change, as its headline and a line per rule and per freeze. */
export interface PolicyWords {
  headline: string;
  rules: { result: string; satisfiedBy: string[]; text: string }[];
  freezes: { result: string; text: string }[];
}

export function policyWords(policy: PolicyEvidence): PolicyWords {
  const why = policy.reasons.length === 0 ? "" : `: ${policy.reasons.join("; ")}`;
  return {
    headline: `${policy.file}, blob ${policy.blob_sha}, read at ${shortSha(policy.base_sha)}: ${policy.allowed ? "allowed" : "refused"}${why}`,
    rules: policy.rules.map((rule) => {
      const satisfiedBy = [...new Set(rule.requirements.flatMap((need) => need.satisfied_by))];
      const needs = rule.requirements.map((need) => {
        const who = need.system === null ? need.eligible.join(", ") : `owners of ${need.system}`;
        const by = need.satisfied_by.length === 0 ? "none" : need.satisfied_by.join(", ");
        const problem = need.problem === null ? "" : `: ${need.problem}`;
        return `${need.approvals} approval(s) from ${who}, satisfied by ${by}${problem}`;
      });
      return {
        result: rule.result,
        satisfiedBy,
        text: `rule ${rule.id}: ${rule.result} (${rule.operations} operation(s)); ${needs.join("; ")}`,
      };
    }),
    freezes: policy.freezes.map((freeze) => ({
      result: freeze.result,
      text: `freeze ${freeze.id} (${readableTime(freeze.from)} to ${readableTime(freeze.to)}): ${freeze.result}; ${
        freeze.override === null
          ? "no override"
          : `overridden by ${freeze.override.login}: ${freeze.override.reason}`
      }`,
    })),
  };
}

/** A configuration-monitoring record's result in words (CIP-010 R2.1). */
export function configurationResult(entry: ConfigurationMonitoringEntry): string {
  const changes = entry.unauthorized_changes.length;
  return changes === 0
    ? `${entry.matching} of ${entry.assets} asset(s) match their baseline`
    : `${changes} unauthorized change(s) on ${entry.mismatched} asset(s) to investigate`;
}

/** An unauthorized change, or an investigation, as one line. */
/**
 * "EMS/ems-01 ports: observed, not declared: 3389/tcp; observed sha256:…, declared sha256:…": what changed, entry
 * by entry where the record keeps the entries, and the digests.
 */
export function unauthorizedChangeText(change: UnauthorizedChange): string {
  const entries = entryChangeWords(change);
  return `${change.cyber_system}/${change.name} ${change.item}: ${entries === "" ? "" : `${entries}; `}observed ${change.observed}, declared ${change.declared}`;
}

/**
 * What one observation found, as the operator who seals it reads it: how many assets matched
 * their baseline, how many were not compared, then each unauthorized change on a line of its own.
 */
export function observationFindings(evidence: ConfigurationMonitoringEvidence): string {
  const { assets, unauthorized_changes: changes } = evidence;
  const matching = assets.filter((asset) => asset.matches === true).length;
  const notCompared = assets.filter((asset) => asset.declared_from !== "inventory").length;
  const counts = [
    `${assets.length} asset(s) observed`,
    `${matching} matching their baseline`,
    ...(notCompared === 0 ? [] : [`${notCompared} not compared (no baseline in the inventory)`]),
    `${changes.length} unauthorized change(s) to investigate`,
  ];
  return `The observation: ${counts.join(", ")}${changes.length === 0 ? "." : ":"}\n${changes
    .map((change) => `  ${unauthorizedChangeText(change)}\n`)
    .join("")}`;
}

/** "the collector's file: SHA-256 <hex>": what the record was made from, for an auditor to check. */
export function collectorFileWords(entry: ConfigurationMonitoringEntry): string {
  return `the collector's file: SHA-256 ${entry.input_sha256}`;
}

/** A collector's investigation: kept as it gave it, and said to close nothing (a reviewed note does). */
export function investigationText(investigation: Investigation): string {
  return `${investigation.cyber_system}/${investigation.name} ${investigation.item} (detected in record ${investigation.detected_in}): ${investigation.reference} (the collector's word: closes nothing)`;
}

// The drift route (a schedule, a dispatch, a push elsewhere): plans the files against the live
// service, records the inventory reconciliation (a `monitoring` record with its inventory
// listing), in sync or not, keeps the workspace's drift issue open while the live inventory
// differs, and appends the collector's configuration monitoring (CIP-010 R2.1) when the input
// monitoring-file names one. Off the default branch it plans and reports only: CIP-010 R2.1
// evidence comes from the default branch alone (the authority table), so it writes no record,
// issue or notification there, and says so in the job summary.
import { reportGuards } from "../policy/policy-protection.ts";
import { driftFindings, type DriftFindings } from "../../core/evidence/records/drift-findings.ts";
import { type PublishedHead } from "../../core/evidence/chain/record-files.ts";
import type { DriftIssueAction } from "../../core/review/code-host.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { type PlanOutcome, planFromSource } from "../../engine/engine.ts";
import { driftHeadline } from "../../render/plan/drift.ts";
import { monitoringDraft, recordEvidence } from "../evidence/evidence.ts";
import { configurationMonitoringOf } from "./configuration-monitoring.ts";
import { assetIdsOf } from "../../core/evidence/monitoring/configuration-monitoring-record.ts";
import { ActionFailure } from "../run/failure.ts";
import { driftFailure, driftStatus } from "../run/messages.ts";
import type { RunScope } from "../run/run-scope.ts";
import { notify } from "../run/notify.ts";
import { reportObligations } from "../obligations/obligations-report.ts";
import { readLedgerFold } from "../obligations/ledger-fold.ts";
import { driftState } from "../../core/notify/notifications.ts";

export async function checkDrift(scope: RunScope): Promise<void> {
  await scope.withService(async (client) => {
    await reportGuards(scope, { approvals: false });
    const outcome = await planFromSource(scope.planSettings(), client);
    scope.annotate(outcome.diagnostics);
    if (outcome.status === "invalid") return scope.failInvalid(outcome.diagnostics, undefined);
    const { plan } = outcome;
    await scope.reportPlan(plan);
    const { refCheck } = scope.context;
    const notRecorded = refCheck.defaultBranch ? undefined : offDefaultBranch(refCheck.why);
    await scope.reporter.summary(
      (cap) =>
        `## Inventory drift check: workspace \`${scope.settings.workspace}\`\n\n${notRecorded === undefined ? "" : `${notRecorded}\n\n`}${driftStatus(plan)}\n\n${scope.summaryPlan(plan, cap)}`,
    );
    const findings = driftFindings(plan, outcome.live);
    scope.reporter.info(driftHeadline(findings));
    if (notRecorded !== undefined)
      scope.reporter.warning(notRecorded, { title: "Not the default branch" });
    const failures = notRecorded === undefined ? await recordCheck(scope, outcome, findings) : [];
    if (plan.operations.length > 0 && scope.settings.failOnDrift)
      throw new ActionFailure("drift", driftFailure(plan));
    const [failure] = failures;
    if (failure !== undefined) throw failure;
  });
}

/** Why a drift check off the default branch writes nothing (CIP-010 R2.1 evidence). */
function offDefaultBranch(why: string): string {
  return `This drift check writes no evidence record, drift issue, obligations issue or notification: ${why}, and the evidence of CIP-010 R2.1 comes only from the default branch's drift check. Run it on the default branch (a schedule, or a dispatch of the default branch).`;
}

/**
 * The default branch's check: the monitoring evidence (CIP-010 R2), in sync or not, the drift
 * issue, the collector's configuration monitoring, then the obligations. The collector's file is
 * checked before anything is written: a file refused writes nothing. The ledger's failures, in order.
 */
async function recordCheck(
  scope: RunScope,
  outcome: Extract<PlanOutcome, { status: "planned" }>,
  findings: DriftFindings,
): Promise<ActionFailure[]> {
  const { monitoringFile } = scope.settings;
  const observation =
    monitoringFile === ""
      ? undefined
      : await configurationMonitoringOf(
          scope,
          monitoringFile,
          // The inventory in git holds no ids: the service's, read by this check, name each asset.
          assetIdsOf(outcome.plan.managed_systems, outcome.live.cyberAssets),
        );
  // The ledger's fold through its head, read before this check's record: the checkpoint kept
  // beside that record, when one is due, is the state through the record before it.
  const judged = await readLedgerFold(scope);
  const due = judged?.due;
  const { live, declared } = outcome;
  const { draft, listing } = monitoringDraft(scope, findings, live, declared, due?.reference);
  const evidence = await recordEvidence(scope, draft, { listing, checkpoint: due?.text });
  await updateDriftIssue(scope, findings, evidence.head);
  // Appended before the obligations are judged.
  const monitored =
    observation === undefined ? undefined : await recordEvidence(scope, observation);
  await reportObligations(scope, judged, [evidence.appended, monitored?.appended]);
  return [evidence.failure, monitored?.failure].filter((failure) => failure !== undefined);
}

/** What the log says was done to the drift issue. */
const DRIFT_ISSUE_DONE: Record<Exclude<DriftIssueAction["action"], "none">, string> = {
  opened: "Opened",
  updated: "Updated",
  closed: "Closed",
};

/**
 * Opens, updates or closes the workspace's drift issue (input drift-issue). A token that may not
 * write issues is a warning naming the permission: the monitoring record documents the drift.
 * `evidenceHead` is the ledger's head after this check's record, when it was appended.
 */
async function updateDriftIssue(
  scope: RunScope,
  findings: DriftFindings,
  evidenceHead: PublishedHead | undefined,
): Promise<void> {
  const { reporter, settings, context, host } = scope;
  if (!settings.driftIssue) return;
  const branch = settings.evidenceBranch;
  try {
    const result = await host.driftIssues.report(settings.workspace, findings, {
      at: new Date(),
      runUrl: context.runUrl,
      evidenceHead,
      ...(branch === ""
        ? {}
        : {
            resolvedBy: (firstSeen) =>
              host.evidence
                .lastApplySince(branch, settings.workspace, firstSeen)
                .catch(() => undefined),
          }),
    });
    if (result.action === "none") return;
    const state = driftState(result.action);
    if (state !== undefined) {
      await notify(scope, "drift", {
        state,
        title:
          state === "new"
            ? `Drift: the live inventory differs from the files (${findings.differences.length} difference(s))`
            : "Drift resolved: the live inventory matches the files again",
        detail: `drift issue ${result.issue.url}`,
      });
    }
    reporter.setOutput("drift-issue-url", result.issue.url);
    reporter.info(`${DRIFT_ISSUE_DONE[result.action]} the drift issue: ${result.issue.url}`);
  } catch (error) {
    const status = host.statusOf(error);
    const detail = errorMessage(error);
    reporter.warning(
      status === 403 || status === 404
        ? `Could not write the drift issue (HTTP ${status}: ${detail}): give the job's token the \`issues: write\` permission, or set the input drift-issue to false.`
        : `Could not write the drift issue: ${detail}`,
      { title: "Drift issue" },
    );
  }
}

// The merge route: a push to the default branch applies the plan reviewed in the pull request it
// merged (or in the several it merged together, a merge-queue batch), or refuses. It reads as its
// steps: gather the review facts from GitHub once, `gate` them (core/review/gate.ts), plan or
// apply with the engine, and `conclude` the verdict (record, summary, comments, failure). A push
// that merged one pull request is a group of one; a direct push, a group of none. A step that
// reaches the service and throws (unreachable, a refused key, a 5xx) still leaves a `failed`
// change record (failed-attempt.ts) before the run fails with failure-reason connection.
import {
  checkPlan,
  type Gate,
  gate,
  type PlanResult,
  type Verdict,
  verdictOf,
} from "../../core/review/gate.ts";
import type { PolicyEvidence } from "../../core/evidence/records/policy-record.ts";
import type { ReviewEvidence } from "../../core/evidence/records/review-record.ts";
import type { MergeFacts } from "../../core/review/code-host.ts";
import { planFromSource } from "../../engine/engine.ts";
import type { ApiClient } from "../../io/service/api-client.ts";
import { applyWithProgress } from "./apply-progress.ts";
import { conclude, type MergeTargets } from "./conclude.ts";
import { buildChangeContext } from "../evidence/change-context.ts";
import { type ChangeNote, changeDraft, recordEvidence } from "../evidence/evidence.ts";
import { notify } from "../run/notify.ts";
import { changeEvent } from "../../core/notify/notifications.ts";
import { recordFailedAttempt, recordingFailure, STOPPED_AT } from "./failed-attempt.ts";
import { describeGroup, describeMerge } from "../run/messages.ts";
import { judgeMerge } from "./merge-policy.ts";
import { announceApply } from "../run/review-flow.ts";
import { baselinesAtBase, type KnownBaseDocuments } from "../evidence/base-baselines.ts";
import { calendarInForce } from "../obligations/obligations-report.ts";
import { ActionFailure } from "../run/failure.ts";
import type { RunScope } from "../run/run-scope.ts";

/** Applies commit GITHUB_SHA, pushed over `before` (the branch's previous head) when known. */
export async function applyMerge(scope: RunScope, before: string | undefined): Promise<void> {
  // Opened first: a wrong api-url or api-key fails the step before any request, GitHub's too.
  await scope.withService(async (client) => {
    const { sha, ref } = scope.context;
    const { workspace, minApprovals, requireReviewedPlan } = scope.settings;
    const facts = await scope.host.facts.mergeFacts({
      sha,
      before,
      // The merge route runs only for a push to the default branch: ref is refs/heads/<it>.
      branch: ref.replace(/^refs\/heads\//, ""),
      workspace,
    });
    describe(scope, facts);
    // The owner policy, when the base has one, judges the plan now: the apply is then held to it.
    const judged = await judgeMerge(scope, facts, before, () =>
      recordingFailure(scope, mergeTargets(scope, facts, before, {}), STOPPED_AT.policy, () =>
        plan(scope, client),
      ),
    );
    const targets = mergeTargets(scope, facts, before, {
      policy: judged?.judgement.evidence,
      review: judged?.review,
      baseDocuments: judged?.baseDocuments,
    });
    const decided = gate({ ...facts, minApprovals, requireReviewedPlan, ...judged?.gate });
    const verdict =
      decided.kind === "apply"
        ? await apply(scope, client, facts, decided, targets, judged?.planned)
        : verdictOf(
            decided,
            judged?.planned ??
              (await recordingFailure(scope, targets, STOPPED_AT.refusal(decided.kind), () =>
                plan(scope, client),
              )),
          );
    return conclude(scope, decided, verdict, targets);
  });
}

function describe(scope: RunScope, facts: MergeFacts): void {
  if (facts.reviewed.kind !== "operations") {
    for (const line of describeMerge(facts)) scope.reporter.info(line);
    return;
  }
  if (facts.incomplete !== undefined)
    scope.reporter.warning(
      `Not every merged pull request may have been found: ${facts.incomplete}.`,
    );
  for (const line of describeGroup(facts.changes))
    scope.reporter.info(`Commit ${facts.sha} merged ${line}`);
}

async function plan(scope: RunScope, client: ApiClient) {
  const outcome = await planFromSource(scope.planSettings(), client);
  scope.annotate(outcome.diagnostics);
  return outcome;
}

/**
 * Applies what the gate lets through. Several pull requests are first checked against the plan
 * now (the union of their reviewed operations); the engine then applies only that same plan. A
 * plan the owner policy judged (`judged`) is the only one the engine may apply.
 */
async function apply(
  scope: RunScope,
  client: ApiClient,
  facts: MergeFacts,
  decided: Extract<Gate, { kind: "apply" }>,
  targets: MergeTargets,
  judged: PlanResult | undefined,
): Promise<Verdict> {
  let expectedFingerprint: string | undefined;
  const { expect } = decided;
  if (expect.kind === "operations" || judged !== undefined) {
    const planned =
      judged ??
      (await recordingFailure(scope, targets, STOPPED_AT.precheck, () => plan(scope, client)));
    if (planned.status === "invalid") return verdictOf(decided, planned);
    const checked = checkPlan(expect, planned.plan);
    if (checked.kind === "refused") return checked;
    expectedFingerprint = planned.plan.fingerprint;
  } else {
    expectedFingerprint = expect.kind === "fingerprint" ? expect.value : undefined;
  }
  const outcome = await applyWithProgress(scope, client, {
    expectedFingerprint,
    beforeApply: (plan) =>
      announceApply(
        scope,
        facts.changes.flatMap(({ issue, note }) =>
          note === undefined ? [] : [{ issue, sticky: note }],
        ),
        { sha: facts.sha, plan },
      ),
    recordStopped: (error) => recordFailedAttempt(scope, targets, STOPPED_AT.apply, error),
  });
  scope.annotate(outcome.diagnostics);
  return verdictOf(decided, outcome);
}

function mergeTargets(
  scope: RunScope,
  facts: MergeFacts,
  before: string | undefined,
  judged: {
    policy?: PolicyEvidence | undefined;
    review?: ReviewEvidence | undefined;
    /** The base's inventory files the policy step read, not to be read twice. */
    baseDocuments?: KnownBaseDocuments | undefined;
  },
): MergeTargets {
  const { baseDocuments, ...recorded } = judged;
  const comments = facts.changes.map(({ issue, note, change }) => ({
    issue,
    existing: note,
    head: change.headSha,
  }));
  const [only] = comments;
  return {
    sha: facts.sha,
    changeContext: buildChangeContext(scope.context, scope.settings.workspace, facts),
    comments,
    pullRequests: facts.changes.map(({ change }) => change.number),
    invalidNote:
      only === undefined || comments.length > 1
        ? undefined
        : {
            ...only,
            fingerprint: facts.reviewed.kind === "fingerprint" ? facts.reviewed.value : undefined,
          },
    record: async (note) => {
      const atBase = await baselinesAtBase(scope, before, note.plan, baseDocuments);
      const calendar = await calendarInForce(scope);
      const evidence = await recordEvidence(
        scope,
        changeDraft(scope, { facts, before, ...recorded, atBase, calendar }, note),
      );
      // After the record: a notification is about evidence that exists.
      await notifyChange(scope, facts, note);
      // A base that could not be read fails the run, recorded (fail closed): never a silent pass.
      const unread =
        atBase.unread === undefined ? undefined : new ActionFailure("evidence", atBase.unread);
      return evidence.failure ?? unread;
    },
  };
}

/** The notification of an apply attempt: refused, failed or applied (nothing when no change). */
async function notifyChange(scope: RunScope, facts: MergeFacts, note: ChangeNote): Promise<void> {
  const event = changeEvent(note.outcome);
  if (event === undefined) return;
  const merged = facts.changes.map(({ change }) => `#${change.number}`).join(", ");
  const what = merged === "" ? `commit ${facts.sha.slice(0, 12)}` : `pull request ${merged}`;
  const detail = note.reason ?? `${note.changeRecord?.operations.length ?? 0} operation(s) applied`;
  await notify(scope, event, {
    state: "new",
    title: `Inventory change ${event} for ${what}`,
    detail,
  });
}

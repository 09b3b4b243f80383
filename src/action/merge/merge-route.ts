// The merge route: a push to the default branch applies the plan reviewed in the pull request it
// merged (or in the several it merged together, a merge-queue batch), or refuses. It reads as its
// steps: gather the review facts from GitHub once, `gate` them (core/review/gate.ts), plan or
// apply with the engine, and `conclude` the verdict (record, summary, comments, failure). A push
// that merged one pull request is a group of one; a direct push, a group of none. A step that
// reaches the service and throws (unreachable, a refused key, a 5xx) still leaves a `failed`
// change record (failed-attempt.ts) before the run fails with failure-reason connection.
import { reportGuards } from "../policy/policy-protection.ts";
import { errorMessage } from "../../core/shared/errors.ts";
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
import type { Plan } from "../../core/plan/plan-model.ts";
import { planFromSource } from "../../engine/engine.ts";
import type { ApiClient } from "../../io/service/api-client.ts";
import { applyWithProgress, type MergeApply } from "./apply-progress.ts";
import { conclude, type MergeTargets } from "./conclude.ts";
import { buildChangeContext } from "../evidence/change-context.ts";
import { type ChangeNote, changeDraft, recordEvidence } from "../evidence/evidence.ts";
import { notify } from "../run/notify.ts";
import { changeEvent } from "../../core/notify/notifications.ts";
import { recordFailedAttempt, recordingFailure, STOPPED_AT } from "./failed-attempt.ts";
import { describeGroup, describeMerge } from "../run/messages.ts";
import { judgeMerge } from "./merge-policy.ts";
import { announceApply } from "../run/review-flow.ts";
import {
  changeRecordFacts,
  existingBaselinesAt,
  reviewedFilesAtBaseOf,
} from "../evidence/change-record-facts.ts";
import { ActionFailure } from "../run/failure.ts";
import { refuseAppliedAgain, refuseStaleRerun } from "./rerun.ts";
import type { RunScope } from "../run/run-scope.ts";

/** Applies commit GITHUB_SHA, pushed over `before` (the branch's previous head) when known. */
export async function applyMerge(scope: RunScope, pushedOver: string | undefined): Promise<void> {
  // Opened first: a wrong api-url or api-key fails the step before any request, GitHub's too.
  await scope.withService(async (client) => {
    await reportGuards(scope, { approvals: true });
    const { sha, ref } = scope.context;
    // The commit the merge is judged from, which its record names: what a ledger's first record
    // names is its genesis (core/evidence/chain/ledger-authority.ts). GitHub's push event names it;
    // without it, the merge commit's first parent.
    const before = pushedOver ?? (await firstParentOf(scope, sha));
    await refuseStaleRerun(scope, before);
    const { workspace, minApprovals, requireReviewedPlan } = scope.settings;
    const facts = await scope.host.facts.mergeFacts({
      sha,
      before,
      // The merge route runs only for a push to the default branch: ref is refs/heads/<it>.
      branch: ref.replace(/^refs\/heads\//, ""),
      workspace,
    });
    describe(scope, facts);
    // Every plan of the merge compares its baselines with those in force (CIP-010 R1.2), so that
    // the change record lists a baseline-only change's deviations, not "no changes".
    // The patch files it changes too, which the reviewed plan showed and its fingerprint covers.
    const compared = {
      existingBaselines: existingBaselinesAt(scope, before),
      reviewedFilesAtBase: reviewedFilesAtBaseOf(scope, before),
    };
    // The plan now, when a step needs one before the engine's own: a failure to make it is still
    // an attempt, recorded with where it stopped.
    const planNow = (targets: MergeTargets, stoppedAt: string) =>
      recordingFailure(scope, targets, stoppedAt, () => plan(scope, client, compared));
    // The owner policy, when the base has one, judges the plan now: the apply is then held to it.
    const judged = await judgeMerge(scope, facts, before, () =>
      planNow(mergeTargets(scope, facts, before, {}), STOPPED_AT.policy),
    );
    const targets = mergeTargets(scope, facts, before, {
      policy: judged?.judgement.evidence,
      review: judged?.review,
      baseDocumentsAt: judged?.baseDocumentsAt,
    });
    const decided = gate({ ...facts, minApprovals, requireReviewedPlan, ...judged?.gate });
    // Several pull requests' reviewed operations are checked against the plan now; a refusal
    // shows the plan it held back. A single reviewed fingerprint needs none before the engine's.
    const verdict =
      decided.kind === "apply"
        ? await apply(
            scope,
            { client, compared, before },
            facts,
            decided,
            targets,
            judged?.planned ??
              (decided.expect.kind === "operations"
                ? await planNow(targets, STOPPED_AT.precheck)
                : undefined),
          )
        : verdictOf(
            decided,
            judged?.planned ?? (await planNow(targets, STOPPED_AT.refusal(decided.kind))),
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

/** What the plans of the merge compare with: the baselines and the patch files in force. */
type ComparedWith = Pick<MergeApply, "existingBaselines" | "reviewedFilesAtBase">;

async function plan(scope: RunScope, client: ApiClient, compared: ComparedWith) {
  const outcome = await planFromSource({ ...scope.planSettings(), ...compared }, client);
  scope.annotate(outcome.diagnostics);
  return outcome;
}

/**
 * Applies what the gate lets through. A plan made before (`planned`: the one the owner policy
 * judged, or several pull requests' plan now) is first checked against what was reviewed, and is
 * then the only plan the engine may apply.
 */
async function apply(
  scope: RunScope,
  {
    client,
    compared,
    before,
  }: { client: ApiClient; compared: ComparedWith; before: string | undefined },
  facts: MergeFacts,
  decided: Extract<Gate, { kind: "apply" }>,
  targets: MergeTargets,
  planned: PlanResult | undefined,
): Promise<Verdict> {
  // What the apply announces on the merged pull requests before its first operation, and how a
  // stop (a signal, the deadline) is recorded: the same whichever plan it is held to.
  const announced = facts.changes.flatMap(({ issue, note }) =>
    note === undefined ? [] : [{ issue, sticky: note }],
  );
  const hooks = {
    beforeApply: (plan: Plan) => announceApply(scope, announced, { sha: facts.sha, plan }),
    recordStopped: (error: unknown) => recordFailedAttempt(scope, targets, STOPPED_AT.apply, error),
  };
  // A merge whose record no later run would count (a bound ledger, and this job cannot sign as
  // its writer) applies nothing: the run fails before the engine starts.
  const { last } = await scope.requireWriterKey(before);
  refuseAppliedAgain(scope, last);
  const { expect } = decided;
  if (planned?.status === "invalid") return verdictOf(decided, planned);
  const checked = planned === undefined ? undefined : checkPlan(expect, planned.plan);
  if (checked?.kind === "refused") return checked;
  const expectedFingerprint =
    planned?.plan.fingerprint ?? (expect.kind === "fingerprint" ? expect.value : undefined);
  const outcome = await applyWithProgress(scope, client, {
    expectedFingerprint,
    ...compared,
    ...hooks,
  });
  // A plan made before was annotated then: the engine's plan of the same files says it again.
  if (planned === undefined) scope.annotate(outcome.diagnostics);
  return verdictOf(decided, outcome);
}

function mergeTargets(
  scope: RunScope,
  facts: MergeFacts,
  before: string | undefined,
  judged: {
    policy?: PolicyEvidence | undefined;
    review?: ReviewEvidence | undefined;
    /** The commit the policy step read the base's inventory files at (the commit in force). */
    baseDocumentsAt?: string | undefined;
  },
): MergeTargets {
  const { baseDocumentsAt, ...recorded } = judged;
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
      // The baselines in force: read where the owner policy was (the commit in force), if it was.
      const { atBase, calendar, governance, reviewedFiles } = await changeRecordFacts(
        scope,
        baseDocumentsAt ?? before,
        note.plan,
      );
      const evidence = await recordEvidence(
        scope,
        changeDraft(
          scope,
          { facts, before, ...recorded, atBase, calendar, governance, reviewedFiles },
          note,
        ),
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

/** The first parent of `sha`; undefined, with a note in the log, when GitHub cannot say. */
async function firstParentOf(scope: RunScope, sha: string): Promise<string | undefined> {
  try {
    return await scope.host.policy.firstParent(sha);
  } catch (error) {
    scope.reporter.info(
      `The push names no previous head, and the first parent of ${sha} could not be read (${errorMessage(error)}): the change record names no base commit.`,
    );
    return undefined;
  }
}

// An apply attempt that stopped on an error before it had a verdict: the service unreachable, its
// certificate refused, the key refused, a 5xx, or a crash. Whatever step of the merge route it
// stopped in (the plan after a refusal, the check of several pull requests' plans, the apply), the
// attempt is still evidence: a `failed` change record saying where it stopped and why, and a job
// summary saying so, before the error goes on to set the failure-reason output (failure.ts).
import { type Refusal, REFUSAL_OUTCOMES } from "../../core/review/gate.ts";
import { OUTCOMES } from "../../core/review/outcomes.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { escapeMarkdown } from "../../render/shared/escape-markdown.ts";
import type { MergeTargets } from "./conclude.ts";
import { failureReasonOf } from "../run/failure.ts";
import type { RunScope } from "../run/run-scope.ts";

/** Where an attempt stopped, as its record's reason begins. */
export const STOPPED_AT = {
  /** After a refusal the route plans only to tell a refusal from a merge that changes nothing. */
  refusal: (refusal: Refusal["kind"]) =>
    `refused (${OUTCOMES[REFUSAL_OUTCOMES[refusal]].heading}), but the plan that says whether the merge changes anything could not be made; nothing was applied`,
  policy: "the plan the owner policy judges could not be made; nothing was applied",
  precheck:
    "the plan could not be made to check it against the plans reviewed in the merged pull requests; nothing was applied",
  apply: "the apply stopped before it had a result",
} as const;

/**
 * Records the attempt as `failed`, with where it stopped, the failure-reason the run ends with and
 * the error (redacted by the reporter, as every record is), and says so in the job summary. The
 * ledger's own failure, if any, is reported by recordEvidence; the caller rethrows `error`.
 */
export async function recordFailedAttempt(
  scope: RunScope,
  targets: MergeTargets,
  stoppedAt: string,
  error: unknown,
): Promise<void> {
  const reason = `${stoppedAt} (failure-reason ${failureReasonOf(error)}): ${errorMessage(error)}`;
  await targets.record({ outcome: "failed", reason });
  await scope.reporter.summary(
    `## Inventory apply: ${OUTCOMES.failed.heading}\n\n${escapeMarkdown(reason)}\n`,
  );
}

/** `step` of an attempt, recorded as a failed attempt when it throws; the error is rethrown. */
export async function recordingFailure<T>(
  scope: RunScope,
  targets: MergeTargets,
  stoppedAt: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await recordFailedAttempt(scope, targets, stoppedAt, error);
    throw error;
  }
}

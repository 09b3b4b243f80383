// The apply as both merge routes (one pull request, or several) run it: its progress in the Action's
// log, a line at each tenth of the operations in a collapsed group and a line when the run is
// cancelled, and a record of an apply that stopped before it had a result.
import type { OperationResult, Plan } from "../../core/plan/plan-model.ts";
import { type ApplyFromSourceOutcome, applyFromSource } from "../../engine/engine.ts";
import type { ApiClient } from "../../io/service/api-client.ts";
import { ApplyProgress } from "../../render/plan/progress.ts";
import type { RunScope } from "../run/run-scope.ts";
import type { ExistingBaselines } from "../../core/plan/baseline-deviations.ts";
import type { ReviewedFilesAtBase } from "../../io/checkout/reviewed-files.ts";

/** The apply's progress, a line at each tenth, in a collapsed group of the log. */
export class ProgressGroup {
  readonly #scope: RunScope;
  #progress: ApplyProgress | undefined;

  constructor(scope: RunScope) {
    this.#scope = scope;
  }

  start(plan: Plan): void {
    if (plan.operations.length === 0) return;
    const { reporter } = this.#scope;
    reporter.startGroup(`Applying ${plan.operations.length} operation(s)`);
    this.#progress = new ApplyProgress({
      total: plan.operations.length,
      write: (text) => reporter.info(text.trimEnd()),
      terminal: false,
      now: Date.now,
    });
    this.#scope.stop?.addEventListener(
      "abort",
      () =>
        reporter.info(
          "Cancelled: no new operation starts; those in flight finish, and the change record says interrupted.",
        ),
      { once: true },
    );
  }

  operation(result: OperationResult): void {
    this.#progress?.onOperation(result);
  }

  end(): void {
    if (this.#progress === undefined) return;
    this.#progress.finish();
    this.#progress = undefined;
    this.#scope.reporter.endGroup();
  }
}

export interface MergeApply {
  /** The reviewed plan's fingerprint: the engine applies nothing when the fresh plan differs. */
  expectedFingerprint: string | undefined;
  /** The baselines the fresh plan's are compared with (CIP-010 R1.2): those in force. */
  existingBaselines: () => Promise<ExistingBaselines>;
  /** The patch files the fresh plan's are compared with, as the reviewed plan's were. */
  reviewedFilesAtBase: () => Promise<ReviewedFilesAtBase>;
  /** Runs once the plan is known, before the first operation (the "apply in progress" comment). */
  beforeApply: (plan: Plan) => Promise<void>;
  /** Records an apply that stopped on `error` before a result (service unreachable, a crash). */
  recordStopped: (error: unknown) => Promise<unknown>;
}

/** The engine's apply with the run's settings, its progress in the log, and its stop signal. */
export function applyWithProgress(
  scope: RunScope,
  client: ApiClient,
  {
    expectedFingerprint,
    existingBaselines,
    reviewedFilesAtBase,
    beforeApply,
    recordStopped,
  }: MergeApply,
): Promise<ApplyFromSourceOutcome> {
  const progress = new ProgressGroup(scope);
  return applyFromSource(
    {
      ...scope.planSettings(),
      existingBaselines,
      reviewedFilesAtBase,
      allowed: {
        massDelete: scope.settings.allowMassDelete,
        replace: scope.settings.allowReplace,
      },
      concurrency: scope.settings.concurrency,
      deadlineMs: scope.settings.deadlineMs,
      ...(expectedFingerprint === undefined ? {} : { expectedFingerprint }),
      beforeApply,
      ...(scope.stop !== undefined ? { stop: scope.stop } : {}),
      onStart: (plan) => progress.start(plan),
      onOperation: (result) => progress.operation(result),
    },
    client,
  )
    .finally(() => progress.end())
    .catch(async (error: unknown) => {
      // Stopped before a result: still an attempt, and the evidence must say so.
      await recordStopped(error);
      throw error;
    });
}

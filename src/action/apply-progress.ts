// The apply's progress in the Action's log: a line at each tenth of the operations, in a collapsed
// group, and a line when the run is cancelled. Shared by the merge of one pull request and of several.
import type { OperationResult, Plan } from "../core/model.ts";
import { ApplyProgress } from "../render/progress.ts";
import type { RunScope } from "./run-scope.ts";

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

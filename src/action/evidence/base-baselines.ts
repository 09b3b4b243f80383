// What the base commit declared of the baselines a merge changed, for its change record: read at
// the base through the code host (the runner's checkout holds the merge commit alone), at the
// checkout's inventory paths and at those the patterns match there. Without it, a baseline
// declared before the ledger's first record reads as first declared when a merge first changes it.
import { type BaseDocument, baseBaselines } from "../../core/evidence/records/base-baselines.ts";
import type { Plan, PlanBaseline } from "../../core/plan/plan-model.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { inventoryPatternsAt } from "../../io/checkout/inventory-files.ts";
import type { RunScope } from "../run/run-scope.ts";

/** Inventory files already read at commit `sha` (the owner policy's, listed whole). */
export interface KnownBaseDocuments {
  sha: string;
  documents: readonly BaseDocument[];
}

/**
 * The base's declarations of the baselines `plan` changed; undefined when there is no base or no
 * baseline, or when the base cannot be read (said as a warning: the record then carries none).
 * `known`: the same files at the same paths, when the policy step read them at this base already.
 */
export async function baselinesAtBase(
  scope: RunScope,
  base: string | undefined,
  plan: Plan | undefined,
  known?: KnownBaseDocuments,
): Promise<PlanBaseline[] | undefined> {
  const merged = plan?.baselines;
  if (base === undefined || merged === undefined) return undefined;
  try {
    const documents = known?.sha === base ? known.documents : await readBaseDocuments(scope, base);
    const found = baseBaselines(documents, merged);
    return found.length === 0 ? undefined : found;
  } catch (error) {
    scope.reporter.warning(
      `The baselines at the base commit ${base} could not be read (${errorMessage(error)}): the change record carries none, and a baseline the ledger has not seen reads as first declared in it (no CIP-010 R1.2 to R1.6). Run the job again once GitHub answers.`,
    );
    return undefined;
  }
}

/** The inventory files at `base`: the checkout's paths, and those the patterns match there. */
async function readBaseDocuments(scope: RunScope, base: string): Promise<BaseDocument[]> {
  const loaded = await scope.inventory();
  return scope.host.inventory.documentsAt(base, {
    paths: loaded.files,
    ...inventoryPatternsAt(scope.settings.patterns, scope.context.workspaceDir),
  });
}

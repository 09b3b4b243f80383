// What the base commit declared of the baselines a merge changed, for its change record: read at
// the base through the code host (the runner's checkout holds the merge commit alone), at the
// checkout's inventory paths and at those the patterns match there. Without it, a baseline
// declared before the ledger's first record would read as first declared when a merge first
// changes it; so a base that cannot be read fails closed: the record says why, its obligations
// open as for a change from an unread baseline, and the run fails with the reason.
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

/** What the base declared of a merge's baselines: those it declared, or why it could not be read. */
export interface BaseBaselines {
  /** Undefined when the base declared none of them (or could not be read). */
  baselines?: PlanBaseline[] | undefined;
  /** Why the base could not be read: the record says so, and the run fails with it. */
  unread?: string | undefined;
}

/**
 * The base's declarations of the baselines `plan` changed; none when there is no base or no
 * baseline. `known`: the same files at the same paths, when the policy step read them at this base
 * already.
 */
export async function baselinesAtBase(
  scope: RunScope,
  base: string | undefined,
  plan: Plan | undefined,
  known?: KnownBaseDocuments,
): Promise<BaseBaselines> {
  const merged = plan?.baselines;
  if (base === undefined || merged === undefined) return {};
  try {
    const documents = known?.sha === base ? known.documents : await readBaseDocuments(scope, base);
    const found = baseBaselines(documents, merged);
    return found.length === 0 ? {} : { baselines: found };
  } catch (error) {
    return {
      unread: `the baselines at the base commit ${base} could not be read (${errorMessage(error)}): each baseline the change record declares that the ledger has not seen is recorded as a change from an existing baseline nobody could read (CIP-010 R1.2 to R1.6 open, items unknown), never as first declared. Check the token can read the repository's contents at that commit`,
    };
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

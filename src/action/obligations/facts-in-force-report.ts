// Where the default branch's files differ from what is in force (core/evidence/records/
// facts-in-force.ts): the governance facts the last accepted merge's record carries against those
// the checkout declares. A refused change merged anyway, or a direct push, shows here at every
// drift check, as a warning and in the obligations issue, until the branch matches again or a
// reviewed pull request is accepted against the facts in force.
import type { GovernanceFacts, InForce } from "../../core/evidence/records/evidence-record.ts";
import { governanceDifferences } from "../../core/evidence/records/in-force/facts-in-force.ts";
import { type NotInForce, renderNotInForceMarkdown } from "../../render/evidence/facts-in-force.ts";
import type { RunScope } from "../run/run-scope.ts";
import { checkoutGovernance, governanceAt } from "../evidence/change-record-facts.ts";
import { errorMessage } from "../../core/shared/errors.ts";

/**
 * The section that says what is not in force, after warning of it; undefined when all is. What
 * the checkout declares is read only when there is something in force to compare it with.
 */
export async function reportNotInForce(
  scope: RunScope,
  inForce: { inForce: InForce | null; governance: GovernanceFacts | null },
  declared: () => Promise<GovernanceFacts>,
): Promise<string | undefined> {
  const { reporter } = scope;
  const accepted = inForce.inForce;
  // Before the first accepted merge, the genesis is in force: what its commit declares.
  const genesis = accepted === null ? await genesisGovernance(scope) : undefined;
  if (accepted === null && genesis === undefined) return undefined;
  const pointer = accepted ?? genesis?.pointer;
  if (pointer === undefined) return undefined;
  const governance = accepted === null ? (genesis?.governance ?? null) : inForce.governance;
  if (governance === null) {
    reporter.info(
      `The facts in force were put there by record #${pointer.sequence}, written before records carried them: the next accepted merge records them, and the drift checks after it compare the default branch with them.`,
    );
    return undefined;
  }
  const differences = governanceDifferences(governance, await declared());
  if (differences.length === 0) return undefined;
  const found: NotInForce = {
    sequence: pointer.sequence,
    inForceCommit: pointer.commit,
    branchCommit: scope.context.sha,
    differences,
  };
  const where =
    accepted === null
      ? `the genesis commit ${found.inForceCommit}, what record #${found.sequence} was judged at`
      : `commit ${found.inForceCommit}, record #${found.sequence}`;
  reporter.warning(
    `The default branch at ${found.branchCommit} declares governance facts the gate never accepted (in force: ${where}): ${differences.join("; ")}. They do not take force: revert them, then make the change in a reviewed pull request.`,
    { title: "Not in force" },
  );
  return renderNotInForceMarkdown(found);
}

/**
 * What the ledger's genesis declares, while no accepted merge is recorded; undefined (after a note
 * in the log) when the ledger was not started, or the genesis commit's files cannot be read.
 */
async function genesisGovernance(
  scope: RunScope,
): Promise<{ pointer: InForce; governance: GovernanceFacts } | undefined> {
  const { reporter } = scope;
  const inForce = await scope.inForce();
  if (inForce === null || inForce.from !== "genesis" || scope.settings.policyFile === "") {
    reporter.info(
      "No merge the gate accepted is recorded yet, and the ledger has no genesis to compare the default branch with.",
    );
    return undefined;
  }
  try {
    // The checkout is the genesis commit itself (a drift check of the commit its first one read).
    const governance =
      inForce.commit === scope.context.sha
        ? await checkoutGovernance(scope)
        : await governanceAt(scope, inForce.commit);
    return { pointer: inForce, governance };
  } catch (error) {
    reporter.warning(
      `The governance facts of the genesis commit ${inForce.commit} could not be read (${errorMessage(error)}): what the default branch declares since is not compared with them in this run.`,
      { title: "Not in force" },
    );
    return undefined;
  }
}

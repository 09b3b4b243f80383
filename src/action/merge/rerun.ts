// A re-run of a merge's apply job decides from the ledger, never from the plan comment. GitHub
// re-runs a job with its original commit and ref, so the re-run of an old merge's job gets the
// environment's key; and the plan comment it would read as "planned" is github-actions[bot]'s,
// which any workflow of the repository can edit back. Without this, a re-run of an old merge could
// apply its plan again and sign a record that puts that old commit back in force over the rules
// accepted since (issue 88, item 4). A re-run may only resume the ledger's own last attempt (the
// last record is this merge's and did not finish: refused and approved since, or stopped by a
// failure), or record a merge that descends from the commit in force (its first attempt could not
// append its record). A push whose commit the ledger's last record already applied (the branch
// pushed back to it) is refused too; a commit older than the one in force that a record
// then put in force would be refused by every reading (pointer-line.ts).
import type { RunScope } from "../run/run-scope.ts";
import { ActionFailure } from "../run/failure.ts";
import type { ChangeOutcome, EvidenceRecord } from "../../core/evidence/records/evidence-record.ts";

/**
 * Fails the run, before anything is judged, applied or recorded, when it is a re-run of the apply
 * job of a merge the ledger cannot resume. `before`: the commit the merge is judged from, the
 * anchor of the run's one reading of the ledger.
 */
export async function refuseStaleRerun(scope: RunScope, before: string | undefined): Promise<void> {
  const { sha, runAttempt } = scope.context;
  if (runAttempt <= 1 || scope.settings.evidenceBranch === "") return;
  const inForce = await scope.inForce(before);
  const { last } = await scope.ledgerReading(before);
  if (last?.kind === "change" && last.change.merge_sha === sha) {
    if (!DONE.has(last.change.outcome)) return;
    throw refused(scope, alreadyApplied(last));
  }
  if (inForce === null) return;
  const why =
    inForce.commit === sha
      ? `record #${inForce.sequence} already put it in force, and the ledger's last record is not an attempt of it to resume`
      : await notAfter(scope, sha, inForce);
  if (why !== undefined) throw refused(scope, why);
}

/**
 * Fails a push's first attempt before the engine applies anything when the ledger's last record
 * (`last`, as the run's one reading read it) already records this commit's apply: the branch was
 * pushed back to a merge it had applied.
 */
export function refuseAppliedAgain(scope: RunScope, last: EvidenceRecord | undefined): void {
  const { sha, runAttempt } = scope.context;
  if (runAttempt > 1) return;
  if (last?.kind === "change" && last.change.merge_sha === sha && DONE.has(last.change.outcome))
    throw refused(scope, alreadyApplied(last));
}

function alreadyApplied(last: Extract<EvidenceRecord, { kind: "change" }>): string {
  return `record #${last.sequence}, the ledger's last, already records its apply (outcome ${last.change.outcome}), so there is nothing to resume`;
}

/** The outcomes of an attempt that finished: a re-run of it has nothing to resume. */
const DONE: ReadonlySet<ChangeOutcome> = new Set(["applied", "no-changes"]);

function refused(scope: RunScope, why: string): ActionFailure {
  const { sha, runAttempt } = scope.context;
  const run =
    runAttempt <= 1
      ? `This run applies commit ${sha} again, which the evidence ledger cannot resume`
      : `This is attempt ${runAttempt} of the apply job of commit ${sha}, a re-run the evidence ledger cannot resume`;
  return new ActionFailure(
    "evidence",
    `${run}: ${why}. A re-run decides from the ledger, never from the plan comment, which any workflow can edit: nothing was judged, applied or recorded. The inventory at the default branch's head is applied by the next merge; open a pull request to change it`,
  );
}

/** Why `sha` may not be recorded after what is in force; undefined when it descends from it. */
async function notAfter(
  scope: RunScope,
  sha: string,
  inForce: { sequence: number; commit: string },
): Promise<string | undefined> {
  const status = await scope.host.policy.compare(inForce.commit, sha);
  if (status === "ahead") return undefined;
  const put = `commit ${inForce.commit}, which record #${inForce.sequence} put in force`;
  return status === "behind"
    ? `it is older than ${put}: a merge's record may only move what is in force forward`
    : `it does not descend from ${put}`;
}

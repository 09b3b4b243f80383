// At a drift check, the collector's configuration-monitoring file the input monitoring-file names
// (CIP-010 R2.1): checked against its schema, compared with the inventory at the run's commit
// (digests only), each asset named by the id the service holds it by (the live inventory this
// check read), and drafted as a `configuration-monitoring` record. What R2.1 is closed by; the
// drift check itself (an inventory reconciliation) closes nothing of it. A file that is missing,
// not valid, observed after it is appended (the authority table's configuration-observation row)
// or names an asset the inventory does not declare fails the run with failure-reason invalid,
// naming the input, the file and the JSON pointer, before the drift check writes anything. A file
// that differs from the one at the commit in force (a refused merge's, a direct push's) is sealed
// nowhere: the run says why and seals nothing of it, so it closes nothing.
import { join } from "node:path";
import {
  COLLECTOR_WORD,
  parseCollectorFile,
} from "../../core/evidence/monitoring/configuration-monitoring.ts";
import {
  type AssetIds,
  compareMonitoring,
  declaredBaselines,
} from "../../core/evidence/monitoring/configuration-monitoring-record.ts";
import { observationRefusal } from "../../core/authority/authority.ts";
import type { EvidenceDraft } from "../../core/evidence/records/evidence-record.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { readTextIfPresent } from "../../io/checkout/optional-file.ts";
import { configurationMonitoringDraft } from "../evidence/evidence.ts";
import { ActionFailure } from "../run/failure.ts";
import type { RunScope } from "../run/run-scope.ts";

/**
 * The record of the collector's file, to append once the check's own record is; undefined when
 * the file is not the one in force (said in the log); or a refusal.
 */
export async function configurationMonitoringOf(
  scope: RunScope,
  file: string,
  ids: AssetIds,
): Promise<EvidenceDraft | undefined> {
  const refused = (why: string) =>
    new ActionFailure(
      "invalid",
      `input monitoring-file ${file} ${why}; nothing was written: no record was appended to the evidence ledger, and no issue or notification was sent`,
    );
  const text = await readTextIfPresent(join(scope.context.workspaceDir, file));
  if (text === undefined)
    throw refused(
      "does not exist in the checkout: commit the collector's file, or set the input to ''",
    );
  const notInForce = await differenceFromInForce(scope, file, text);
  if (notInForce !== undefined) {
    scope.reporter.warning(notInForce, { title: "Collector's file not in force" });
    return undefined;
  }
  const read = parseCollectorFile(text);
  if ("problem" in read) throw refused(read.problem);
  const { input } = read;
  const { workspace } = scope.settings;
  if (input.workspace !== workspace)
    throw refused(
      `is of workspace ${input.workspace} (its /workspace), not the input workspace ${workspace} of this drift check: commit it where the drift check of workspace ${input.workspace} reads it, or, if the file is of workspace ${workspace}, write that at /workspace`,
    );
  const late = observationRefusal(input.observed_at, "default-branch-drift-check", new Date());
  if (late !== undefined) throw refused(late);
  const { documents } = await scope.inventory();
  const compared = compareMonitoring(input, declaredBaselines(documents, ids), {
    commit: scope.context.sha,
    inputSha256: sha256Hex(text),
  });
  if ("undeclared" in compared)
    throw refused(
      compared.undeclared.map((asset) => `${asset.pointer}: ${asset.message}`).join("; "),
    );
  const { evidence } = compared;
  scope.reporter.info(
    `Configuration monitoring (${file}): ${evidence.assets.length} asset(s) compared, ${evidence.unauthorized_changes.length} unauthorized change(s) detected. ${COLLECTOR_WORD}`,
  );
  return configurationMonitoringDraft(scope, evidence);
}

/**
 * Why the checkout's `text` of the collector's `file` is not the one in force, or undefined when
 * it is: the same text at the commit the last accepted record put in force (or the genesis). A
 * checkout that is that commit, or a ledger not started, is in force itself.
 */
async function differenceFromInForce(
  scope: RunScope,
  file: string,
  text: string,
): Promise<string | undefined> {
  const inForce = await scope.inForce();
  if (inForce === null || inForce.commit === scope.context.sha) return undefined;
  const [there] = await scope.host.inventory.documentsAt(inForce.commit, {
    paths: [file],
    roots: [],
    matches: () => false,
  });
  if (there?.text === text) return undefined;
  const put = inForce.from === "genesis" ? "the ledger's genesis" : "the last accepted merge";
  return `input monitoring-file ${file} was not sealed: it differs from the one at commit ${inForce.commit}, the commit in force (${put} put it there), ${there === undefined ? "which has no such file" : "which holds another text"}. A change the gate did not accept (a refused merge, a direct push) brought it, so it closes nothing of CIP-010 R2.1. Merge the collector's file in a pull request the gate accepts; the next drift check then seals it`;
}

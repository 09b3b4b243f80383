// Appending to the evidence ledger, with what makes the ledger hard to rewrite: the record's RFC
// 3161 timestamp token (input evidence-tsa-url) and the chain head published outside the branch
// (the job summary and the outputs evidence-head-sequence and evidence-head-sha256), which
// `cip-sync evidence verify --expect-head` later pins the past with. A token the TSA does not give
// fails the job (failure-reason=evidence-timestamp) after the record is written. The head is
// returned too, for the drift issue to carry.
import type { EvidenceDraft } from "../../core/evidence/records/evidence-record.ts";
import type { PublishedHead, RecordBeside } from "../../core/evidence/chain/record-files.ts";
import type { AppendedRecord } from "../../core/review/evidence-store.ts";
import { openTsaClient } from "../../io/ledger/timestamps/tsa-client.ts";
import { tsaName } from "../../io/ledger/timestamps/tsa-endpoint.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { ActionFailure } from "../run/failure.ts";
import type { RunScope } from "../run/run-scope.ts";

/** What appending came to: the record, the head it published, and a TSA failure if any. */
export interface PublishedAppend {
  appended: AppendedRecord;
  head: PublishedHead;
  failure: ActionFailure | undefined;
}

/** Appends `draft` to the ledger on `target.branch`, timestamped when a TSA is set, and publishes the new head. */
export async function appendAndPublish(
  scope: RunScope,
  target: { branch: string },
  draft: EvidenceDraft,
  beside: RecordBeside,
): Promise<PublishedAppend> {
  const { branch } = target;
  // Never on a ledger that cannot be trusted: appending to a deleted or rewound one would start a
  // new chain, and its kept head would replace the one that exposes the loss. Asked once a run.
  await scope.inForce();
  await scope.requireWriterKey();
  const endpoint = scope.settings.evidenceTsa;
  if (endpoint === undefined) {
    const appended = await scope.host.evidence.append(branch, draft, beside);
    const head = await publishHead(scope, appended, undefined);
    return { appended, head, failure: undefined };
  }
  const name = tsaName(endpoint);
  const client = openTsaClient(endpoint);
  try {
    const stamped = await scope.host.evidence.appendTimestamped(
      branch,
      draft,
      { client, name },
      beside,
    );
    const head = await publishHead(scope, stamped.appended, stamped.tokenTime);
    if (stamped.caughtUp.length > 0) {
      scope.reporter.info(
        `Timestamped ${stamped.caughtUp.length} record(s) in a follow-up commit: ${stamped.caughtUp.join(", ")}.`,
      );
    }
    if (stamped.failure === undefined)
      return { appended: stamped.appended, head, failure: undefined };
    const message = `The evidence record was written, but the TSA ${name} (${endpoint.source}) gave no timestamp token: ${stamped.failure}. Check that the TSA is reachable from the runner; the next run asks again.`;
    scope.reporter.error(message, { title: "Evidence not timestamped" });
    return {
      appended: stamped.appended,
      head,
      failure: new ActionFailure("evidence-timestamp", message),
    };
  } finally {
    await client.close();
  }
}

async function publishHead(
  scope: RunScope,
  appended: AppendedRecord,
  tokenTime: string | undefined,
): Promise<PublishedHead> {
  const { record, sha256 } = appended;
  scope.reporter.setOutput("evidence-head-sequence", String(record.sequence));
  scope.reporter.setOutput("evidence-head-sha256", sha256);
  const time = tokenTime === undefined ? "not timestamped" : `TSA time ${tokenTime}`;
  await scope.reporter.summary(
    `### Evidence chain head\n\nWorkspace \`${record.workspace}\`, sequence ${record.sequence}, SHA-256 \`${sha256}\` (${time}). Keep it outside the branch; \`cip-sync evidence verify --expect-head ${record.sequence}:${sha256}\` fails if the chain no longer holds it.\n`,
  );
  await keepHead(scope, scope.settings.evidenceBranch, appended);
  return { workspace: record.workspace, sequence: record.sequence, sha256, tsaTime: tokenTime };
}

/**
 * Keeps the new head as a commit status on the default branch's commit the record is of (the merge
 * applied, the commit a drift check read), where deleting or force-pushing the evidence branch does
 * not reach: every later run's authenticated reading finds the ledger holds it, or judges nothing
 * (core/evidence/chain/ledger-authority.ts). A status that cannot be written is a warning: the
 * record stands, and the previous kept head still guards the ledger.
 */
async function keepHead(scope: RunScope, branch: string, appended: AppendedRecord): Promise<void> {
  const { record, sha256 } = appended;
  const commit =
    record.kind === "change"
      ? record.change.merge_sha
      : record.kind === "monitoring"
        ? record.monitoring.commit
        : undefined;
  if (commit === undefined) return;
  try {
    await scope.host.evidence.keepHead(branch, commit, record.workspace, {
      sequence: record.sequence,
      sha256,
    });
  } catch (error) {
    scope.reporter.warning(
      `The evidence ledger's head (record #${record.sequence}) could not be kept as a commit status on ${commit}: ${errorMessage(error)}. Give the job 'statuses: write'; until a run keeps it, a deleted or rewound ledger is caught only against the head kept before.`,
      { title: "Ledger head not kept" },
    );
  }
}

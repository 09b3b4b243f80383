// A break-glass apply made evidence: the change record the command line wrote (`cip-sync apply
// --record`) becomes a `change` record of origin "cli" in the evidence ledger (`cip-sync evidence
// append`), chained like every other. Its run id is derived from the change record's content, so
// the same record sealed twice is recognised. Pure: the draft, and why a record cannot be sealed.
import { canonical } from "../../plan/saved/fingerprint.ts";
import { sha256Hex } from "../../shared/sha256.ts";
import type { ChangeContext, ChangeRecord, OperatorContext } from "./change-record.ts";

/** What the ledger needs of a change record's context. */
type SealedFacts = Pick<ChangeContext, "commit" | "repository" | "operator">;
import { CLI_RUN_PREFIX, EVIDENCE_FORMAT_VERSION, type EvidenceDraft } from "./evidence-record.ts";

/** The run id of `record`'s ledger entry: the same for the same record, however it is laid out. */
export function cliRunId(record: ChangeRecord): string {
  return `${CLI_RUN_PREFIX}${sha256Hex(JSON.stringify(canonical(record))).slice(0, 20)}`;
}

const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

const FROM_CHECKOUT =
  "apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit";

/**
 * Why a change record with `context` could not be sealed into the ledger, every reason at once;
 * none when it can. The ledger ties every change to the repository and commit it was applied
 * from, and to who applied it. `cip-sync apply --record` asks before it changes anything.
 */
export function sealRefusals(context: SealedFacts): string[] {
  const unnamed = [
    ...(context.commit === undefined || !COMMIT.test(context.commit)
      ? ["no commit (context.commit)"]
      : []),
    ...(context.repository === undefined ? ["no repository (context.repository)"] : []),
  ];
  return [
    ...(unnamed.length === 0 ? [] : [`it names ${unnamed.join(" and ")}: ${FROM_CHECKOUT}`]),
    ...(operatorOf(context) === undefined
      ? [
          "it names no operator (context.operator): it was not written by 'cip-sync apply --record' of this version; apply with this version's --record",
        ]
      : []),
  ];
}

/** The ledger's draft of `record` for `workspace`, or why it cannot be one (sealRefusals). */
export function breakGlassDraft(
  record: ChangeRecord,
  workspace: string,
  toolVersion: string,
): { draft: EvidenceDraft } | { refusal: string } {
  const { context } = record;
  const refusals = sealRefusals(context);
  const actor = operatorOf(context);
  // After sealRefusals found nothing missing, these only narrow the types.
  if (
    refusals.length > 0 ||
    context.commit === undefined ||
    context.repository === undefined ||
    actor === undefined
  ) {
    return { refusal: refusals.join("; ") };
  }
  return {
    draft: {
      format_version: EVIDENCE_FORMAT_VERSION,
      workspace,
      tool_version: toolVersion,
      origin: "cli",
      run: {
        repository: context.repository,
        run_id: cliRunId(record),
        run_attempt: 1,
        actor,
      },
      kind: "change",
      change: {
        outcome: record.status,
        reason: reasonOf(record),
        base_sha: null,
        merge_sha: context.commit,
        plan_fingerprint: record.fingerprint,
        reviewed_fingerprint: context.reviewed_fingerprint ?? null,
        pull_request: null,
        change_record: record,
        ...(record.baselines === undefined ? {} : { baselines: record.baselines }),
      },
    },
  };
}

function operatorOf(context: SealedFacts): string | undefined {
  return operatorText(context.operator);
}

/** "Name <email>, OS user name" from what is known of who ran the apply; undefined: nothing. */
export function operatorText(operator: OperatorContext | undefined): string | undefined {
  const { git_name, git_email, os_user } = operator ?? {};
  const git =
    git_name !== undefined && git_email !== undefined
      ? `${git_name} <${git_email}>`
      : (git_name ?? git_email);
  const parts = [git, os_user === undefined ? undefined : `OS user ${os_user}`].filter(
    (part) => part !== undefined,
  );
  return parts.length === 0 ? undefined : parts.join(", ");
}

/** Why not everything was applied, as the Action's records say it; null when everything was. */
function reasonOf(record: ChangeRecord): string | null {
  const { failed, skipped } = record.result_summary;
  const problems = record.verification?.problems.length ?? 0;
  switch (record.status) {
    case "applied":
    case "no-changes":
      return null;
    case "interrupted":
      return `the apply was interrupted: ${failed} operation(s) failed, ${skipped} skipped`;
    case "failed":
    case "partly-applied":
      return failed + skipped > 0
        ? `${failed} operation(s) failed, ${skipped} skipped`
        : `the verification after apply found ${problems} problem(s)`;
  }
}

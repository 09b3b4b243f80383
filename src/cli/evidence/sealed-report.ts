// What `evidence append` prints once a record is sealed: the commands that put it on the evidence
// branch, written so that they work as printed (test/cli/commit-procedure.test.ts runs them
// against a bare repository as origin): a signed commit, since an unsigned one from the command
// line closes no obligation, and, for a branch never pushed, the push that sets its upstream.
import { shellWord } from "../shared/shell-word.ts";
import { COLLECTOR_WORD } from "../../core/evidence/monitoring/configuration-monitoring.ts";
import type { EvidenceRecord } from "../../core/evidence/records/evidence-record.ts";
import type { SealedRecord } from "../../core/evidence/chain/record-files.ts";
import { tokenPath } from "../../core/evidence/chain/evidence-timestamps.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { observationFindings } from "../../render/evidence/evidence-words.ts";
import { runGit } from "../../io/checkout/git.ts";
import type { CliIo } from "../shared/io.ts";

const RECORD_NOUN: Record<EvidenceRecord["kind"], string> = {
  change: "change record",
  monitoring: "monitoring record",
  "configuration-monitoring": "configuration-monitoring record",
};

/**
 * Why the commit is signed, and with which key: evidence verify, obligations, report and
 * populations accept a command-line record only in a commit signed by a key of --operator-keys.
 */
export const SIGNED_COMMIT_WORD =
  "An unsigned commit closes nothing: a record from the command line counts only in a commit signed (-S) with an operator's OpenPGP key whose public key is in the operators' keys file kept on the default branch (e.g. cip-sync-operators.asc); pass that file as --operator-keys FILE to 'cip-sync obligations', 'evidence report', 'evidence populations' and 'evidence verify'.";

export async function reportSealed(
  ledger: { dir: string; given: string },
  sealed: SealedRecord,
  written: { stamped: boolean; beside: readonly string[] },
  io: CliIo,
): Promise<void> {
  const { record, path, text } = sealed;
  const { stamped } = written;
  const sha256 = sha256Hex(text);
  // The files the record vouches for go in its commit: verify refuses a record without them.
  const files = [path, ...written.beside, ...(stamped ? [tokenPath(path)] : [])].join(" ");
  const git = `git -C ${shellWord(ledger.given)}`;
  const message = `${record.workspace} #${record.sequence}: ${record.kind === "change" ? "break-glass change record" : "configuration-monitoring record"}`;
  const push = await pushCommand(ledger.dir);
  // A collector's observation is sealed whatever it found: the operator learns what that was here,
  // before the commands, not first from the report.
  const findings =
    record.kind === "configuration-monitoring"
      ? observationFindings(record.configuration_monitoring)
      : "";
  io.stdout(
    `Sealed the ${RECORD_NOUN[record.kind]} as ${path} (workspace ${record.workspace}, sequence ${record.sequence}, SHA-256 ${sha256})${stamped ? `, with its timestamp token ${tokenPath(path)}` : ""}.\n` +
      findings +
      `Commit it signed and push the evidence branch now, so the next run of the Action chains onto it:\n` +
      `  ${git} add ${files}\n` +
      `  ${git} commit -S -m ${shellWord(message)}\n` +
      `  ${git} ${push.command}\n` +
      (push.branch === undefined
        ? ""
        : `The branch ${push.branch} has no upstream yet: its first push sets it (-u); later ones are '${git} push'.\n`) +
      `${SIGNED_COMMIT_WORD}\n` +
      `If the push is refused because the branch moved on, do not merge or rebase a ledger: run '${git} fetch' and '${git} reset --hard @{upstream}', then this command again.\n` +
      `Keep the chain head outside the branch too (cip-sync evidence verify --expect-head ${record.sequence}:${sha256}).\n` +
      (record.kind === "configuration-monitoring" ? `${COLLECTOR_WORD}\n` : ""),
  );
}

/**
 * `push`, or for a branch without an upstream (a new ledger branch) `push -u origin BRANCH`, which
 * a plain `git push` refuses. Where git cannot tell (no git, no branch), the plain push.
 */
async function pushCommand(dir: string): Promise<{ command: string; branch?: string }> {
  const ask = (args: string[]) => runGit(dir, args).catch(() => undefined);
  const upstream = await ask(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}"]);
  if (upstream === undefined || upstream.code === 0) return { command: "push" };
  const branch = await ask(["symbolic-ref", "--short", "HEAD"]);
  if (branch?.code !== 0) return { command: "push" };
  const name = branch.stdout.trim();
  return { command: `push -u origin ${shellWord(name)}`, branch: name };
}

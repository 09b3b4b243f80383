// `cip-sync evidence verify --remote`: the evidence branch as GitHub holds it. Every ledger commit
// made by the writer and verified by GitHub (else exit 1); the branch protected against deletion
// and force pushes, else the warning evidence-branch-unprotected (exit 1 with
// --require-protection); every checkpoint the fold of the records before it (else exit 1).
import { judgeRemoteLedger } from "../../core/evidence/chain/evidence-remote.ts";
import { createGitHubClient } from "../../github/client.ts";
import { DEFAULT_EVIDENCE_BRANCH } from "../../core/evidence/records/evidence-record.ts";
import { readRemoteLedger } from "../../github/ledger/evidence-protection.ts";
import { recomputeRemoteCheckpoints } from "../../github/ledger/remote-checkpoints.ts";
import { proxyForUrl } from "../../io/network/proxy.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { RemoteLedgerSettings } from "../shared/settings.ts";
import { olderCheckpointsText } from "../../core/checkpoint/checkpoint-recompute.ts";

export async function verifyRemote(
  settings: RemoteLedgerSettings,
  writer: string | undefined,
  io: CliIo,
): Promise<number> {
  const log = {
    debug: () => {},
    warning: (line: string) => io.stderr(`warning: ${line}\n`),
    error: (line: string) => io.stderr(`error: ${line}\n`),
  };
  const octokit = createGitHubClient(
    settings.token,
    settings.apiUrl,
    log,
    proxyForUrl(io.env, settings.apiUrl),
  );
  const target = {
    owner: settings.owner,
    repo: settings.repo,
    branch: settings.branch ?? DEFAULT_EVIDENCE_BRANCH,
  };
  const facts = await readRemoteLedger(octokit, target);
  const verdict = judgeRemoteLedger(facts, writer);
  const where = `${target.owner}/${target.repo} ${target.branch}`;
  if (verdict.unprotected !== undefined) {
    io.stderr(
      `${settings.requireProtection ? "error" : "warning"} evidence-branch-unprotected: ${verdict.unprotected}\n`,
    );
  }
  if (verdict.problems.length > 0) {
    io.stderr(
      `The evidence branch ${where} has ${verdict.problems.length} problem(s):\n${verdict.problems.map((problem) => `  ${problem}\n`).join("")}`,
    );
    return EXIT_ERROR;
  }
  if (verdict.unprotected !== undefined && settings.requireProtection) return EXIT_ERROR;
  // Each checkpoint recomputed from the records before it, as verify does in a clone.
  const checkpoints = await recomputeRemoteCheckpoints(octokit, target);
  if (checkpoints.problems.length > 0) {
    io.stderr(
      `The evidence branch ${where} has ${checkpoints.problems.length} checkpoint problem(s):\n${checkpoints.problems.map((problem) => `  ${problem}\n`).join("")}`,
    );
    return EXIT_ERROR;
  }
  const recomputed =
    checkpoints.recomputed === 0
      ? ""
      : `; each of the ${checkpoints.recomputed} checkpoint(s) is the fold of the records before it`;
  const older =
    checkpoints.older.length === 0 ? "" : `; ${olderCheckpointsText(checkpoints.older)}`;
  io.stdout(
    `Verified ${facts.commits.length} commit(s) of ${where}: each by the ledger's writer and verified by GitHub${verdict.unprotected === undefined ? "; the branch is protected against deletion and force pushes" : ""}${recomputed}${older}.\n`,
  );
  return EXIT_OK;
}

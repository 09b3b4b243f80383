// The one authenticated reading of the evidence ledger that every decision of the Action starts
// from (core/evidence/chain/ledger-authority.ts judges it): the gate's owner policy and baseline
// comparison, the merge's, the merge queue's and the drift check's. The records are read as the
// drift check's obligations read them: from the last checkpoint on (its commits by the writer,
// verified, on the head's line; the chain checked from its record), or whole, with the writer
// named, never "the author of the first commit". The head the Action last kept is read from the
// commit statuses of the run's commit and its first parents (KEPT_HEAD_DEPTH of them): commit
// statuses stay with a commit, so deleting or force-pushing the evidence branch leaves them.
import {
  judgeLedgerAuthority,
  type KeptHead,
  keptHeadContext,
  keptHeadDescription,
  type LedgerAuthority,
  needsGenesis,
  parseKeptHead,
} from "../../core/evidence/chain/ledger-authority.ts";
import type { LedgerHeadHint } from "../change-query.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { EvidenceLedgerError, readBranch } from "./evidence-ledger.ts";
import { readWorkspaceChain } from "./ledger-records.ts";
import { readSinceCheckpoint } from "./ledger-since-checkpoint.ts";
import type { LedgerTarget } from "./ledger-tree.ts";

/**
 * How many commits of the default branch, from the run's commit back along first parents, are
 * searched for the kept head: the Action keeps it on every merge it records and every drift check,
 * so a gap this long means pushes that bypassed review, which the drift check reports.
 */
export const KEPT_HEAD_DEPTH = 20;

export interface AuthorityRead {
  authority: LedgerAuthority;
  /** What was learnt of the branch's and the workspace's chain head, for the run's own append. */
  hint: LedgerHeadHint | undefined;
}

/**
 * The facts in force for `workspace`, from the ledger read as `writer` (the login the run's token
 * writes it as) and the head kept on `anchor` (the commit the run judges from: the base, or the
 * default branch's head) or its first parents.
 */
export async function readLedgerAuthority(
  client: GitHubClient,
  target: LedgerTarget,
  request: { workspace: string; writer: string; anchor: string },
  readSince: typeof readSinceCheckpoint = readSinceCheckpoint,
): Promise<AuthorityRead> {
  const { workspace, writer } = request;
  const repository = { owner: target.owner, repo: target.repo };
  const kept = await readKeptHead(client, repository, { ...request, branch: target.branch });
  const branch = await readBranch(client, target);
  const reading = { branch: target.branch, workspace, kept };
  if (branch === undefined) {
    const authority = judgeLedgerAuthority({
      ...reading,
      branchCommit: undefined,
      records: [],
      start: "first-record",
    });
    return { authority, hint: null };
  }
  try {
    const since = await readSince(client, target, workspace, writer, branch);
    const carrier = since.checkpoint?.record.record;
    const first = since.records[0]?.record.sequence;
    // From the checkpoint when it holds what the judgement needs: the kept head at or after its
    // record, and an accepted merge in force at the end (else the genesis, before it, is needed).
    if (
      carrier !== undefined &&
      first !== undefined &&
      (kept === undefined || kept.sequence >= first)
    ) {
      const fromCheckpoint = {
        ...reading,
        branchCommit: branch.commit,
        records: since.records,
        start: { before: carrier.in_force ?? null },
      };
      if (!needsGenesis(fromCheckpoint))
        return { authority: judgeLedgerAuthority(fromCheckpoint), hint: since.hint };
    }
    const { records, chainHead } = await readWorkspaceChain(client, target, {
      workspace,
      writer,
      head: branch,
      files: since.files,
    });
    const authority = judgeLedgerAuthority({
      ...reading,
      branchCommit: branch.commit,
      records,
      start: "first-record",
    });
    const chain = chainHead === undefined ? {} : { chain: { workspace, head: chainHead } };
    return { authority, hint: { commit: branch.commit, ...chain } };
  } catch (error) {
    if (!(error instanceof EvidenceLedgerError)) throw error;
    return { authority: { kind: "refused", why: error.message }, hint: undefined };
  }
}

/**
 * The head kept for `workspace` on `anchor` or the nearest of its first parents: the newest status
 * of its context that `writer` wrote; undefined when none of KEPT_HEAD_DEPTH commits carries one.
 */
export async function readKeptHead(
  client: GitHubClient,
  repository: Repository,
  request: { branch: string; workspace: string; writer: string; anchor: string },
): Promise<KeptHead | undefined> {
  const context = keptHeadContext(request.branch, request.workspace);
  const keptOn = async (commit: string): Promise<KeptHead | "none"> => {
    const { data: statuses } = await client.rest.repos.listCommitStatusesForRef({
      ...repository,
      ref: commit,
      per_page: 100,
    });
    // Newest first, as GitHub lists them; only the writer's count (anyone may post a status).
    const kept = statuses.find(
      (status) => status.context === context && status.creator?.login === request.writer,
    );
    return kept === undefined ? "none" : (parseKeptHead(kept.description, commit) ?? "none");
  };
  // Usually the anchor itself carries it (the merge applied last, the commit a drift check read):
  // one request. Else its first parents, listed once.
  const onAnchor = await keptOn(request.anchor);
  if (onAnchor !== "none") return onAnchor;
  const { data: commits } = await client.rest.repos.listCommits({
    ...repository,
    sha: request.anchor,
    per_page: KEPT_HEAD_DEPTH,
  });
  const parentOf = new Map(commits.map((commit) => [commit.sha, commit.parents[0]?.sha]));
  let commit = parentOf.get(request.anchor);
  for (let step = 1; commit !== undefined && step < KEPT_HEAD_DEPTH; step += 1) {
    const kept = await keptOn(commit);
    if (kept !== "none") return kept;
    commit = parentOf.get(commit);
  }
  return undefined;
}

/** Keeps `head` as the workspace's chain head on `commit`, a commit of the default branch. */
export async function keepLedgerHead(
  client: GitHubClient,
  target: LedgerTarget,
  commit: string,
  workspace: string,
  head: { sequence: number; sha256: string },
): Promise<void> {
  const repository = { owner: target.owner, repo: target.repo };
  await client.rest.repos.createCommitStatus({
    ...repository,
    sha: commit,
    context: keptHeadContext(target.branch, workspace),
    state: "success",
    description: keptHeadDescription(head),
  });
}

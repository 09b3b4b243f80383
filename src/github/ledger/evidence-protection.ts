// Reads the evidence branch's commits and protection through the API, for
// `cip-sync evidence verify --remote` (and its commits for the drift check's obligations, as
// ledger-records.ts reads them); judged in core/evidence/chain/evidence-remote.ts. And what the
// operators' signed commits vouch for: a command-line record counts only where one signed it.
import {
  isOperatorCommit,
  type RemoteLedgerFacts,
} from "../../core/evidence/chain/evidence-remote.ts";
import type { Key } from "openpgp";
import { isCliRecordPath } from "../../core/evidence/chain/record-files.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import { readBranchRules, readClassicProtection } from "../branch-rules.ts";
import type { GitHubClient } from "../client.ts";
import type { LedgerTarget } from "./evidence-ledger.ts";

export async function readRemoteLedger(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts> {
  const repository = { owner: target.owner, repo: target.repo };
  const rules = await readBranchRules(octokit, repository, target.branch);
  if (rules.kind === "unreadable")
    throw new Error(`the rulesets on ${target.branch} could not be read (${rules.why})`);
  return {
    branch: target.branch,
    commits: await readLedgerCommits(octokit, target),
    rules: rules.kind === "read" ? rules.value.map((rule) => rule.type) : [],
    protection: await readProtection(octokit, target),
  };
}

/** The branch's commits, oldest first, with their author and GitHub's verification. */
export async function readLedgerCommits(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts["commits"]> {
  const commits = await octokit.paginate(octokit.rest.repos.listCommits, {
    owner: target.owner,
    repo: target.repo,
    sha: target.branch,
    per_page: 100,
  });
  return commits.reverse().map(ledgerCommitFact);
}

/** The branch's commits as the Action judges them, and the files operators' keys vouch for. */
export interface OperatorCommits {
  commits: RemoteLedgerFacts["commits"];
  /** The files added by an operator's commit that one of the declared operator keys signed. */
  signed: ReadonlySet<string>;
}

/**
 * `commits` with each one not by `writer.login`, or not verified, asked for its files: one that only
 * adds records sealed from the command line (and the files beside them) is an operator's, as the
 * documented break-glass push makes it (isOperatorCommit), and what it adds counts where one of
 * `writer.operatorKeys` (cip-ledger.yaml's operator_keys) signed it. A request per such commit,
 * none for the writer's own.
 */
export async function withOperatorCommits(
  octokit: GitHubClient,
  target: LedgerTarget,
  commits: RemoteLedgerFacts["commits"],
  writer: { login: string; operatorKeys?: readonly string[] | undefined },
): Promise<OperatorCommits> {
  const repository = { owner: target.owner, repo: target.repo };
  const judged: RemoteLedgerFacts["commits"] = [];
  const signed = new Set<string>();
  // Read once, when the first operator's commit asks: openpgp loaded only then.
  let operatorKeys: Promise<Key[]> | undefined;
  const keys = () => (operatorKeys ??= readOperatorKeys(writer.operatorKeys ?? []));
  for (const commit of commits) {
    if (commit.author === writer.login && commit.verified) {
      judged.push(commit);
      continue;
    }
    const { data } = await octokit.rest.repos.getCommit({ ...repository, ref: commit.sha });
    const files = data.files ?? [];
    const operator = isOperatorCommit(files);
    judged.push({ ...commit, operator });
    const { payload, signature } = data.commit.verification ?? {};
    const declared = writer.operatorKeys ?? [];
    if (
      operator &&
      declared.length > 0 &&
      typeof payload === "string" &&
      typeof signature === "string"
    ) {
      const { signatureByOneOf } = await import("../../io/ledger/commit-signature.ts");
      if (await signatureByOneOf({ payload, signature }, await keys()))
        for (const { filename } of files) signed.add(filename);
    }
  }
  return { commits: judged, signed };
}

/** The armored operator keys cip-ledger.yaml declares, read with openpgp. */
async function readOperatorKeys(armored: readonly string[]): Promise<Key[]> {
  const { readPublicKeys } = await import("../../io/ledger/commit-signature.ts");
  const read = armored.map((key) => readPublicKeys(key, "an operator key of cip-ledger.yaml"));
  return (await Promise.all(read)).flat();
}

/** A commit as the REST API lists or compares it. */
type RestCommit = Awaited<ReturnType<GitHubClient["rest"]["repos"]["listCommits"]>>["data"][number];

/** A ledger commit's author, GitHub's verification and parents, as the judgement reads them. */
export function ledgerCommitFact(commit: RestCommit): RemoteLedgerFacts["commits"][number] {
  return {
    sha: commit.sha,
    author: commit.author?.login ?? null,
    verified: commit.commit.verification?.verified === true,
    reason: commit.commit.verification?.reason ?? "no verification",
    parents: commit.parents.map((parent) => parent.sha),
  };
}

async function readProtection(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts["protection"]> {
  const repository = { owner: target.owner, repo: target.repo };
  const protection = await readClassicProtection(octokit, repository, target.branch);
  if (protection.kind === "absent") return null;
  if (protection.kind === "unreadable")
    return `${protection.why}; reading branch protection needs a token with administration read`;
  return {
    allowForcePushes: protection.value.allow_force_pushes?.enabled === true,
    allowDeletions: protection.value.allow_deletions?.enabled === true,
  };
}

/**
 * A record as the obligations judge it: one sealed from the command line counts only where an
 * operator key cip-ledger.yaml declares (`vouched.keys`) signed the commit that added it
 * (`vouched.signed`, its files); otherwise it is what `cip-sync obligations` makes of an operator's
 * commit no key of its --operator-keys signed, an unauthenticated exception that closes nothing
 * (core/obligations/record-facts.ts), whoever added it.
 */
export function asJudged(
  { record, sha256, path }: HashedRecord & { path: string },
  vouched: Vouched,
): HashedRecord {
  const why = unauthenticatedWhy(path, vouched);
  return why === undefined ? { record, sha256 } : { record, sha256, unauthenticated: why };
}

/** The command-line records' paths an operator key signed the commits of, and the keys declared. */
export interface Vouched {
  signed: ReadonlySet<string>;
  keys: readonly string[] | undefined;
}

/**
 * Why the file at `path` is not authenticated, worded to follow "its": a command-line record path
 * that no operator key cip-ledger.yaml declares (`vouched.keys`) signed the commit of; undefined
 * for any other path.
 */
export function unauthenticatedWhy(path: string, vouched: Vouched): string | undefined {
  if (!isCliRecordPath(path) || vouched.signed.has(path)) return undefined;
  return (vouched.keys ?? []).length === 0
    ? "commit cannot be authenticated: cip-ledger.yaml declares no operator_keys (docs/ledger-writer.md)"
    : "commit is not signed by any operator key cip-ledger.yaml declares";
}

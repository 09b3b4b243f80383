// A workspace's records on the evidence branch, read whole: the tree's record paths, then their
// texts through GraphQL, a hundred files per query (readFilesAtCommit), not a request per record.
// The branch's commits are judged as `evidence verify --remote` judges them, and the chain as
// `evidence verify` checks a checkout: what is judged from the records
// (the CIP obligations) must not be judged from a record that was edited, removed or reordered,
// so a break is an error (fail closed).
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import { commitProblems } from "../../core/evidence/chain/evidence-remote.ts";
import { parseRecordFile } from "../../core/evidence/chain/evidence-chain.ts";
import type { HashedRecord, InForce } from "../../core/evidence/records/evidence-record.ts";
import { inForceOf } from "../../core/evidence/records/in-force/facts-in-force.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import type { GitHubClient } from "../client.ts";
import { EvidenceLedgerError, readBranch, readChainHead } from "./evidence-ledger.ts";
import { readFilesAtCommit } from "../files/files-at-commit.ts";
import type { LedgerHeadHint } from "../change-query.ts";
import { readLedgerCommits } from "./evidence-protection.ts";
import {
  type LedgerTarget,
  recordFilesOf,
  type WorkspaceFile,
  workspaceFiles,
} from "./ledger-tree.ts";
import type { ChainHead } from "../../core/evidence/chain/record-files.ts";

/**
 * The workspace's records in chain order, each with its SHA-256; none when the branch is new. The
 * branch's commits are judged with `writer`, the login the run's token writes the ledger as.
 */
export async function readWorkspaceRecords(
  client: GitHubClient,
  target: LedgerTarget,
  workspace: string,
  writer: string,
): Promise<HashedRecord[]> {
  const head = await readBranch(client, target);
  if (head === undefined) return [];
  return (await readWorkspaceChain(client, target, { workspace, writer, head })).records;
}

/**
 * The workspace's records on the branch at `head` (read already), and its chain head's bytes for
 * the run's own append (undefined: the workspace has none).
 */
export async function readWorkspaceChain(
  client: GitHubClient,
  target: LedgerTarget,
  read: {
    workspace: string;
    writer: string;
    head: { commit: string; tree: string };
    /** The workspace's files at `head`, when listed already. */
    files?: readonly WorkspaceFile[] | undefined;
  },
): Promise<{ records: HashedRecord[]; chainHead: ChainHead | undefined }> {
  const { workspace, writer, head } = read;
  // The branch's history as `evidence verify --remote` judges it: no obligation is judged from a
  // ledger it refuses (a commit by someone other than the writer, unverified, a merge).
  const problems = commitProblems(
    { branch: target.branch, commits: await readLedgerCommits(client, target) },
    writer,
  );
  if (problems.length > 0) {
    throw new EvidenceLedgerError(
      `the evidence branch ${target.branch} has ${problems.length} problem(s) that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: ${problems.join("; ")}`,
    );
  }
  const files = read.files ?? (await workspaceFiles(client, target, head.tree, workspace));
  const paths = recordFilesOf(files, workspace).map(({ path }) => path);
  const texts = await readFilesAtCommit(
    client,
    { owner: target.owner, repo: target.repo },
    head.commit,
    paths,
  );
  // The records only: the inventory listings beside them are for the populations, not read here.
  const checker = new LedgerChecker({ keepRecords: false, readsListings: false });
  const records: HashedRecord[] = [];
  let chainHead: ChainHead | undefined;
  paths.forEach((path, index) => {
    const text = texts[index]?.text;
    if (text === undefined) return;
    const file = { path, bytes: Buffer.from(text) };
    checker.add(file);
    const record = parseRecordFile(file);
    if (
      record.kind === "change" ||
      record.kind === "monitoring" ||
      record.kind === "configuration-monitoring"
    ) {
      records.push({ record, sha256: sha256Hex(file.bytes) });
      chainHead = { record, bytes: file.bytes };
    }
  });
  const [first] = checker.result().breaks;
  if (first !== undefined) {
    throw new EvidenceLedgerError(
      `the evidence chain of workspace ${workspace} on branch ${target.branch} is broken, so its obligations cannot be judged: ${first.message}. Run 'cip-sync evidence verify' on a checkout of the branch`,
    );
  }
  return { records, chainHead };
}

/**
 * Where the workspace's facts in force were put there, as its chain's head carries it (the fold
 * facts-in-force.ts keeps in every record): the last merge the gate accepted; null when the branch
 * has none recorded yet. The head is checked against its predecessor first, as before an append,
 * and handed back as a hint for the run's own append (`hint`).
 */
export async function readFactsInForce(
  client: GitHubClient,
  target: LedgerTarget,
  workspace: string,
  now: Date,
): Promise<{ inForce: InForce | null; hint: LedgerHeadHint }> {
  const branch = await readBranch(client, target);
  if (branch === undefined) return { inForce: null, hint: null };
  try {
    const head = await readChainHead(client, target, branch.tree, workspace, now);
    const hint = { commit: branch.commit, ...(head && { chain: { workspace, head } }) };
    return { inForce: head === undefined ? null : inForceOf(head.record), hint };
  } catch (error) {
    // Fail closed: what is in force cannot be told, so nothing is judged against a guess.
    throw new EvidenceLedgerError(
      `cannot tell which facts are in force from the evidence branch ${target.branch}, so the change is not judged: ${errorMessage(error)}`,
      { cause: error },
    );
  }
}

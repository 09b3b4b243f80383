// A workspace's records on the evidence branch, read whole: the tree's record paths, then their
// texts through GraphQL, a hundred files per query (readFilesAtCommit), not a request per record.
// The branch's commits are judged as `evidence verify --remote` judges them, and the chain as
// `evidence verify` checks a checkout: what is judged from the records
// (the CIP obligations) must not be judged from a record that was edited, removed or reordered,
// so a break is an error (fail closed).
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import { passOverUnauthenticated } from "../../core/evidence/chain/passed-over.ts";
import { commitProblems } from "../../core/evidence/chain/evidence-remote.ts";
import { parseRecordFile } from "../../core/evidence/chain/evidence-chain.ts";
import {
  type HashedRecord,
  type InForce,
  pullRequestsOf,
} from "../../core/evidence/records/evidence-record.ts";
import { foldInForce } from "../../core/evidence/records/in-force/facts-in-force.ts";
import { evidenceRecordSchema } from "../../core/evidence/records/evidence-schema.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import type { GitHubClient } from "../client.ts";
import { EvidenceLedgerError, guarded, readBranch } from "./evidence-ledger.ts";
import {
  asJudged,
  readLedgerCommits,
  unauthenticatedWhy,
  withOperatorCommits,
} from "./evidence-protection.ts";
import {
  type LedgerTarget,
  newestRecordFiles,
  readBlob,
  recordFilesOf,
  type WorkspaceFile,
  workspaceFiles,
} from "./ledger-tree.ts";
import { type ChainHead, fileStamp } from "../../core/evidence/chain/record-files.ts";
import { genesisOf, type LedgerWriter } from "../../core/evidence/chain/ledger-authority.ts";
import { checkWriterProof, readRecordTexts } from "./ledger-since-checkpoint.ts";

/**
 * The workspace's records in chain order, each with its SHA-256; none when the branch is new. The
 * branch's commits are judged with `writer`, the login the run's token writes the ledger as, and
 * the records with its keys where cip-ledger.yaml declares them.
 */
export async function readWorkspaceRecords(
  client: GitHubClient,
  target: LedgerTarget,
  workspace: string,
  writer: LedgerWriter,
): Promise<HashedRecord[]> {
  const head = await readBranch(client, target);
  if (head === undefined) return [];
  return (await readWorkspaceChain(client, target, { workspace, writer, head })).records;
}

/**
 * The workspace's records on the branch at `head` (read already), its chain head's bytes for the
 * run's own append (undefined: the workspace has none), and the files passed over as
 * unauthenticated exceptions (passOverUnauthenticated), each with why.
 */
export async function readWorkspaceChain(
  client: GitHubClient,
  target: LedgerTarget,
  read: {
    workspace: string;
    writer: LedgerWriter;
    head: { commit: string; tree: string };
    /** The workspace's files at `head`, when listed already. */
    files?: readonly WorkspaceFile[] | undefined;
  },
): Promise<{ records: HashedRecord[]; chainHead: ChainHead | undefined; passedOver: string[] }> {
  const { workspace, writer, head } = read;
  // The branch's history as `evidence verify --remote` judges it: no obligation is judged from a
  // ledger it refuses (a commit by someone other than the writer, unverified, a merge).
  const judged = await withOperatorCommits(
    client,
    target,
    await readLedgerCommits(client, target),
    writer,
  );
  const problems = commitProblems({ branch: target.branch, commits: judged.commits }, writer.login);
  if (problems.length > 0) {
    throw new EvidenceLedgerError(
      `the evidence branch ${target.branch} has ${problems.length} problem(s) that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: ${problems.join("; ")}`,
    );
  }
  const files = read.files ?? (await workspaceFiles(client, target, head.tree, workspace));
  const paths = recordFilesOf(files, workspace).map(({ path }) => path);
  const { texts, signatures } = await readRecordTexts(client, target, {
    commit: head.commit,
    paths,
    files,
  });
  // The records only: the inventory listings beside them are for the populations, not read here.
  const checker = new LedgerChecker({ keepRecords: false, readsListings: false });
  const records: (HashedRecord & { path: string })[] = [];
  let chainHead: ChainHead | undefined;
  let inForce: InForce | null = null;
  paths.forEach((path, index) => {
    const text = texts[index];
    if (text === undefined) return;
    const file = { path, bytes: Buffer.from(text) };
    checker.add(file);
    const record = parseRecordFile(file);
    if (
      record.kind === "change" ||
      record.kind === "monitoring" ||
      record.kind === "configuration-monitoring"
    ) {
      records.push({ record, sha256: sha256Hex(file.bytes), path });
      inForce = foldInForce(inForce, record);
      chainHead = { record, bytes: file.bytes, inForce };
    }
  });
  const vouched = { signed: judged.signed, keys: writer.operatorKeys };
  const { breaks, passedOver } = passOverUnauthenticated(checker.result().breaks, (path) =>
    unauthenticatedWhy(path, vouched),
  );
  const [first] = breaks;
  if (first !== undefined) {
    throw new EvidenceLedgerError(
      `the evidence chain of workspace ${workspace} on branch ${target.branch} is broken, so its obligations cannot be judged: ${first.message}. Run 'cip-sync evidence verify' on a checkout of the branch`,
    );
  }
  // Read whole: nothing was in force before the first record, and the genesis is what it was
  // judged or read at.
  const genesis = genesisOf(records)?.commit;
  await checkWriterProof(records, signatures, writer, {
    workspace,
    branch: target.branch,
    start: { before: null, genesis },
  });
  return {
    records: records.map((record) => asJudged(record, vouched)),
    chainHead,
    passedOver: passedOver.map(({ notice }) => notice),
  };
}

/**
 * The pull request of the workspace's last apply recorded since `since` (an ISO time), when it
 * applied something: what most likely brought a drifted inventory back in sync. Undefined when the
 * branch, or such a record, does not exist.
 */
export async function lastApplySince(
  octokit: GitHubClient,
  target: LedgerTarget,
  workspace: string,
  since: string,
): Promise<{ number: number; url: string }[] | undefined> {
  return guarded(target, "read", async () => {
    const branchHead = await readBranch(octokit, target);
    if (branchHead === undefined) return undefined;
    const stamp = fileStamp(since);
    const isSince = ({ path }: { path: string }) => (path.split("/").at(-1) ?? "") >= stamp;
    // Back to the first year that holds a record from before `since`.
    const enough = (records: readonly { path: string }[]) => !records.every(isSince);
    const changes = (
      await newestRecordFiles(octokit, target, branchHead.tree, workspace, enough)
    ).filter((file) => file.path.includes("-change-") && isSince(file));
    for (const change of changes.reverse()) {
      // The drift issue's closing comment quotes the pull requests: only from a schema-valid
      // record (http(s) URLs, numbers), never from whatever a file on the branch holds.
      const parsed = evidenceRecordSchema.safeParse(
        parseJsonOrUndefined((await readBlob(octokit, target, change.sha)).toString("utf8")),
      );
      if (!parsed.success) continue;
      const record = parsed.data;
      if (record.kind !== "change") continue;
      const { outcome } = record.change;
      if (outcome !== "applied" && outcome !== "partly-applied" && outcome !== "interrupted")
        continue;
      return pullRequestsOf(record.change);
    }
    return undefined;
  });
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

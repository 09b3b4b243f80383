// A workspace's records from its last checkpoint on, for the routine runs (the drift check's
// obligations): the checkpoint kept beside a drift check's record (core/evidence/records/
// checkpoint-reference.ts), that record and every one after it, and the branch's commits after
// the checkpoint's commit only, through GitHub's compare of that commit with the head, which also
// proves the checkpoint is on the branch's line. What a run reads is so bounded by what is new,
// not by the ledger's age. The records are chain-checked from the checkpoint's record on, the
// commits judged as `evidence verify --remote` judges them, with the writer the checkpoint names;
// the auditor's `evidence verify` walks every record and recomputes every checkpoint. A ledger
// without a checkpoint is read whole (readWorkspaceRecords).
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import { passOverUnauthenticated } from "../../core/evidence/chain/passed-over.ts";
import {
  commitProblems,
  type RemoteLedgerFacts,
} from "../../core/evidence/chain/evidence-remote.ts";
import { type LedgerFile, parseRecordFile } from "../../core/evidence/chain/evidence-chain.ts";
import {
  CHECKPOINT_SUFFIX,
  checkpointBytesProblem,
  type CheckpointReference,
} from "../../core/evidence/records/beside/checkpoint-reference.ts";
import type { HashedRecord, InForce } from "../../core/evidence/records/evidence-record.ts";
import type { LedgerWriter } from "../../core/evidence/chain/ledger-authority.ts";
import {
  keyFingerprint,
  recordSignatureProblem,
  SIGNATURE_SUFFIX,
  writerProofProblem,
} from "../../core/evidence/chain/writer-proof.ts";
import {
  isCliRecordPath,
  isRecordPathOf,
  type RecordsSinceCheckpoint,
} from "../../core/evidence/chain/record-files.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { parseCheckpoint } from "../../core/checkpoint/ledger-checkpoint.ts";
import { foldInForce } from "../../core/evidence/records/in-force/facts-in-force.ts";
import {
  declarationCommits,
  keysFactsOf,
  type KeysStart,
  keysInForceProblem,
} from "../../core/evidence/chain/keys-in-force.ts";
import type { GitHubClient } from "../client.ts";
import type { LedgerHeadHint } from "../change-query.ts";
import { readFilesAtCommit } from "../files/files-at-commit.ts";
import { EvidenceLedgerError, readBranch } from "./evidence-ledger.ts";
import {
  asJudged,
  ledgerCommitFact,
  unauthenticatedWhy,
  type Vouched,
  withOperatorCommits,
} from "./evidence-protection.ts";
import {
  type LedgerTarget,
  newestWorkspaceFiles,
  readBlob,
  type WorkspaceFile,
} from "./ledger-tree.ts";

const COMPARE_PAGE = 100;

/** What readSinceCheckpoint read, and what the run's own append and later readers may reuse. */
type SinceCheckpointRead = RecordsSinceCheckpoint & {
  hint?: LedgerHeadHint;
  files?: WorkspaceFile[];
  /** The files passed over as unauthenticated exceptions (passOverUnauthenticated), each with why. */
  passedOver?: string[];
};

/**
 * The workspace's last checkpoint and the records from its record on; `checkpoint` undefined and
 * `records` empty when the workspace has no checkpoint (the caller then reads the ledger whole).
 * The commits since are judged with `writer`, the login the run's token writes the ledger as, and
 * the records with its keys (the signature beside each record), where cip-ledger.yaml declares them.
 */
export async function readSinceCheckpoint(
  client: GitHubClient,
  target: LedgerTarget,
  workspace: string,
  writer: LedgerWriter,
  branchHead?: { commit: string; tree: string },
): Promise<SinceCheckpointRead> {
  const none = { checkpoint: undefined, records: [], recordBytes: 0 };
  const head = branchHead ?? (await readBranch(client, target));
  if (head === undefined) return none;
  // The newest years, back to the one that holds the last checkpoint: never the whole tree.
  const isCheckpoint = ({ path }: { path: string }) => path.endsWith(CHECKPOINT_SUFFIX);
  const { files, whole } = await newestWorkspaceFiles(
    client,
    target,
    head.tree,
    workspace,
    (read) => read.some(isCheckpoint),
  );
  const checkpointFile = files.findLast(isCheckpoint);
  if (checkpointFile === undefined) return { ...none, files };
  const carrierPath = checkpointFile.path.slice(0, -CHECKPOINT_SUFFIX.length);
  const paths = files
    .filter(({ path }) => isRecordPathOf(path, workspace) && path >= carrierPath)
    .map(({ path }) => path);
  const text = (await readBlob(client, target, checkpointFile.sha)).toString("utf8");
  const signed = await checkCommitsSince(client, target, {
    carrierPath,
    head: head.commit,
    writer,
  });
  const { texts, signatures } = await readRecordTexts(client, target, {
    commit: head.commit,
    paths,
    files,
  });
  const read = paths.map((path, index) => {
    const recordText = texts[index];
    if (recordText === undefined)
      throw new EvidenceLedgerError(`${path} is listed on ${target.branch} but could not be read`);
    return { path, bytes: Buffer.from(recordText) };
  });
  const { reference, inForce } = vouchingRecord(read[0], {
    text,
    path: checkpointFile.path,
    branch: target.branch,
  });
  const vouched = { signed, keys: writer.operatorKeys };
  const from = { through: reference.through, inForce };
  const { located, passedOver } = checkedChain(workspace, target, { from, vouched }, read);
  const records = located.map((record) => asJudged(record, vouched));
  // A checkpoint counts only when the bound writer signed the record that vouches for it: another
  // job's checkpoint is never started from, and the ledger is read whole instead (where a record
  // after the writer's signed ones that is not signed is refused).
  if (!carrierSigned(located[0], signatures, writer)) return { ...none, files };
  const start = keysStartAt(inForce, text);
  if (start === undefined) return { ...none, files };
  await checkWriterProof(located, signatures, writer, { workspace, branch: target.branch, start });
  // The workspace's chain head at the commit read (its last record, never a file passed over after
  // it): the run's own append need not read it again.
  const [first] = records;
  const [last, lastRead] = [
    records.at(-1),
    read.findLast(({ path }) => path === located.at(-1)?.path),
  ];
  if (first === undefined || last === undefined || lastRead === undefined)
    throw new EvidenceLedgerError(
      `${checkpointFile.path}: no record of ${target.branch} from the checkpoint's record on`,
    );
  const folded = records.reduce((before, { record }) => foldInForce(before, record), inForce);
  const chainHead = { record: last.record, bytes: lastRead.bytes, inForce: folded };
  const hint = { commit: head.commit, chain: { workspace, head: chainHead } };
  // Every year listed: a reader of the whole ledger (the genesis read) need not list again.
  const recordBytes = read.reduce((sum, { bytes }) => sum + bytes.length, 0);
  const checkpoint = { text, record: first };
  return { checkpoint, records, recordBytes, hint, passedOver, ...(whole ? { files } : {}) };
}

/**
 * What the checkpoint's record (`carrier`, the first file read) vouches for of the checkpoint at
 * `checkpoint.path`, whose bytes are checked against it, and the facts in force it carries; the
 * read fails closed when it vouches for none or for other bytes.
 */
function vouchingRecord(
  carrier: LedgerFile | undefined,
  checkpoint: { text: string; path: string; branch: string },
): { reference: CheckpointReference; inForce: InForce | null } {
  const record = carrier === undefined ? undefined : parseRecordFile(carrier);
  const reference =
    record !== undefined && !("message" in record) && record.kind === "monitoring"
      ? record.monitoring.checkpoint
      : undefined;
  if (record === undefined || "message" in record || reference === undefined)
    throw new EvidenceLedgerError(
      `${checkpoint.path} is a checkpoint that no record vouches for on ${checkpoint.branch}: run 'cip-sync evidence verify' on a checkout of the branch`,
    );
  const bytesProblem = checkpointBytesProblem(
    Buffer.from(checkpoint.text),
    reference,
    checkpoint.path,
  );
  if (bytesProblem !== undefined) throw new EvidenceLedgerError(bytesProblem);
  // A drift check's record puts nothing in force: what it carries is what stood after `through`.
  return { reference, inForce: record.in_force ?? null };
}

type SinceCheckpoint = Awaited<ReturnType<typeof readSinceCheckpoint>>;

/**
 * readSinceCheckpoint for one run, whose readers (the drift check's obligations, then the
 * authority before its record) read the same branch head: the reading of a commit is kept, and a
 * second reader of that commit reads only the branch's head again. A commit's content cannot
 * change, and the reading is keyed by the writer its commits were judged with; a failed reading
 * is not kept, so a reader after it tries again.
 */
export function sinceCheckpointReader(client: GitHubClient) {
  let kept: { key: string; reading: Promise<SinceCheckpoint> } | undefined;
  return async (
    target: LedgerTarget,
    workspace: string,
    writer: LedgerWriter,
    branchHead?: { commit: string; tree: string },
  ): Promise<SinceCheckpoint> => {
    const head = branchHead ?? (await readBranch(client, target));
    if (head === undefined) return { checkpoint: undefined, records: [], recordBytes: 0 };
    const keys = writer.keys?.map(keyFingerprint);
    const operators = writer.operatorKeys ?? [];
    const key = JSON.stringify([target, workspace, writer.login, keys, operators, head.commit]);
    if (kept?.key !== key) {
      const reading = readSinceCheckpoint(client, target, workspace, writer, head);
      kept = { key, reading };
      reading.catch(() => {
        if (kept?.reading === reading) kept = undefined;
      });
    }
    return kept.reading;
  };
}

/**
 * The commits from the one that added the checkpoint's record to the head: one line, each by the
 * writer and verified by GitHub; the compare proves that commit is on the head's line.
 */
async function checkCommitsSince(
  client: GitHubClient,
  target: LedgerTarget,
  since: { carrierPath: string; head: string; writer: LedgerWriter },
): Promise<ReadonlySet<string>> {
  const repository = { owner: target.owner, repo: target.repo };
  const { data: added } = await client.rest.repos.listCommits({
    ...repository,
    sha: since.head,
    path: since.carrierPath,
    per_page: 1,
  });
  const [commit] = added;
  if (commit === undefined)
    throw new EvidenceLedgerError(
      `no commit of ${target.branch} adds ${since.carrierPath}, the checkpoint's record`,
    );
  const commits: RemoteLedgerFacts["commits"] = [ledgerCommitFact(commit)];
  for (let page = 1; ; page += 1) {
    const { data } = await client.rest.repos.compareCommitsWithBasehead({
      ...repository,
      basehead: `${commit.sha}...${since.head}`,
      per_page: COMPARE_PAGE,
      page,
    });
    if (data.status !== "ahead" && data.status !== "identical")
      throw new EvidenceLedgerError(
        `the checkpoint's commit ${commit.sha} is not on the line of ${target.branch}'s head (GitHub compares them as ${data.status}): the branch was rewritten; run 'cip-sync evidence verify --remote'`,
      );
    commits.push(...data.commits.map(ledgerCommitFact));
    if (commits.length - 1 >= data.total_commits || data.commits.length < COMPARE_PAGE) break;
  }
  const judged = await withOperatorCommits(client, target, commits, since.writer);
  const login = since.writer.login;
  const problems = commitProblems({ branch: target.branch, commits: judged.commits }, login);
  if (problems.length > 0)
    throw new EvidenceLedgerError(
      `the evidence branch ${target.branch} has ${problems.length} problem(s) since its last checkpoint that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: ${problems.join("; ")}`,
    );
  return judged.signed;
}

/**
 * The texts of the records at `paths` on `commit` (undefined where one could not be read), and of
 * the signature files beside them that the listing `files` shows, by the path of the record each
 * signs: one query for both.
 */
export async function readRecordTexts(
  client: GitHubClient,
  target: LedgerTarget,
  at: { commit: string; paths: readonly string[]; files: readonly { path: string }[] },
): Promise<{ texts: (string | undefined)[]; signatures: Map<string, string> }> {
  const listed = new Set(at.files.map(({ path }) => path));
  const signed = at.paths
    .map((path) => `${path}${SIGNATURE_SUFFIX}`)
    .filter((path) => listed.has(path));
  const read = await readFilesAtCommit(
    client,
    { owner: target.owner, repo: target.repo },
    at.commit,
    [...at.paths, ...signed],
  );
  const signatures = new Map<string, string>();
  signed.forEach((path, index) => {
    const text = read[at.paths.length + index]?.text;
    if (text !== undefined) signatures.set(path.slice(0, -SIGNATURE_SUFFIX.length), text);
  });
  return { texts: at.paths.map((_, index) => read[index]?.text), signatures };
}

/** Whether the checkpoint's record is signed by the writer's keys, or no keys bind the writer. */
function carrierSigned(
  carrier: (HashedRecord & { path: string }) | undefined,
  signatures: ReadonlyMap<string, string>,
  writer: LedgerWriter,
): boolean {
  if (writer.keys === undefined) return true;
  if (carrier === undefined) return false;
  const signature = signatures.get(carrier.path);
  return recordSignatureProblem(writer.keys, carrier.sha256, signature) === undefined;
}

/**
 * Fails the read closed when the records are not the bound writer's: each signed by a key of the
 * cip-ledger.yaml in force before it (keys-in-force.ts), `start` saying what was in force before
 * the first; without a declaration at the commit judged from, none may be signed (writer-proof.ts).
 */
export async function checkWriterProof(
  records: readonly (HashedRecord & { path: string })[],
  signatures: ReadonlyMap<string, string>,
  writer: LedgerWriter,
  where: { workspace: string; branch: string; start: KeysStart },
): Promise<void> {
  const entries = records.map(({ record, sha256, path }) => ({
    facts: keysFactsOf(record),
    sequence: record.sequence,
    sha256,
    signature: signatures.get(path),
    operator: isCliRecordPath(path),
  }));
  const { keys, declarationsAt } = writer;
  const problem =
    keys === undefined || declarationsAt === undefined
      ? writerProofProblem(entries, keys, where.workspace)
      : keysInForceProblem(
          entries,
          where.start,
          await declarationsAt(
            declarationCommits(
              entries.map(({ facts }) => facts),
              where.start,
            ),
          ),
          where.workspace,
        );
  if (problem !== undefined)
    throw new EvidenceLedgerError(`the evidence branch ${where.branch}: ${problem}`);
}

/**
 * What was in force before the checkpoint's record, whose declaration's keys check it: what it
 * carries (a drift check's record puts nothing in force), else the genesis the checkpoint carries
 * before any accepted merge; undefined when it carries neither (the ledger is then read whole).
 */
function keysStartAt(inForce: InForce | null, checkpoint: string): KeysStart | undefined {
  if (inForce !== null) return { before: inForce, genesis: undefined };
  const genesis = checkpointGenesis(checkpoint)?.commit;
  return genesis === undefined ? undefined : { before: null, genesis };
}

/** The genesis a checkpoint's text carries; undefined when it is not one this version reads. */
export function checkpointGenesis(text: string | undefined): InForce | null | undefined {
  if (text === undefined) return undefined;
  try {
    return parseCheckpoint(text, "the checkpoint").genesis;
  } catch {
    return undefined;
  }
}

/**
 * The records, chain-checked from the checkpoint's record on, and the files passed over as
 * unauthenticated (passOverUnauthenticated); any other break fails the read closed.
 */
function checkedChain(
  workspace: string,
  target: LedgerTarget,
  read: {
    from: { through: { sequence: number; sha256: string }; inForce: InForce | null };
    vouched: Vouched;
  },
  files: readonly { path: string; bytes: Buffer }[],
): { located: (HashedRecord & { path: string })[]; passedOver: string[] } {
  const { from } = read;
  const checker = new LedgerChecker({
    keepRecords: false,
    readsListings: false,
    from: { workspace, ...from },
  });
  const records = files.flatMap((file) => {
    const record = checker.add(file);
    return record === undefined ? [] : [{ record, sha256: sha256Hex(file.bytes), path: file.path }];
  });
  const { breaks, passedOver } = passOverUnauthenticated(checker.result().breaks, (path) =>
    unauthenticatedWhy(path, read.vouched),
  );
  const [first] = breaks;
  if (first !== undefined)
    throw new EvidenceLedgerError(
      `the evidence chain of workspace ${workspace} on branch ${target.branch} is broken since its last checkpoint, so its obligations cannot be judged: ${first.message}. Run 'cip-sync evidence verify' on a checkout of the branch`,
    );
  return { located: records, passedOver: passedOver.map(({ notice }) => notice) };
}

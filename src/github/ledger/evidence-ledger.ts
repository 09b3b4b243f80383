// The evidence ledger: one commit per record on a dedicated branch of the repository, written
// through the REST git data API with the job's token (no checkout, no git binary). The branch
// starts as an orphan; every ref update is a fast-forward (force: false), so history is never
// rewritten; when another job moved the ref first, the record is sealed again on top of the new
// head, a bounded number of times.
import { sha256Hex } from "../../core/shared/sha256.ts";
import type { EvidenceDraft, EvidenceRecord } from "../../core/evidence/records/evidence-record.ts";
import {
  besideFiles,
  type ChainHead,
  type RecordBeside,
  type SealedRecord,
  sealRecord,
} from "../../core/evidence/chain/record-files.ts";
import { evidenceRecordSchema } from "../../core/evidence/records/evidence-schema.ts";
import {
  type LedgerSigningKey,
  SIGNATURE_SUFFIX,
  signRecord,
} from "../../core/evidence/chain/writer-proof.ts";
import { type LedgerFile, headBreak } from "../../core/evidence/chain/evidence-chain.ts";
import { jsonPath } from "../../core/plan/saved/plan-schema.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import {
  EvidenceLedgerError,
  type LedgerTarget,
  readBlob,
  workspaceFiles,
  newestRecordFiles,
} from "./ledger-tree.ts";

export { EvidenceLedgerError, type LedgerTarget, readBlob, workspaceFiles };
import { errorMessage } from "../../core/shared/errors.ts";
import type { AppendedRecord } from "../../core/review/evidence-store.ts";
import { commitOnBranch, readBranchSha, writeCommit } from "../files/git-data.ts";
import type { LedgerHeadHint } from "../change-query.ts";

export interface AppendOptions {
  /** The clock records are stamped with (tests fix it). */
  now?: () => Date;
  /** How many times to seal and write before giving up on a busy branch. Default 8. */
  maxAttempts?: number;
  /** Waits before attempt `attempt` (2, 3...) after losing a race. */
  pause?: (attempt: number) => Promise<void>;
  /** Timestamps the record in its own commit, and declares earlier records still waiting. */
  stamping?: LedgerStamping;
  /** The inventory listing and the checkpoint to commit beside the record (record-files.ts). */
  beside?: RecordBeside | undefined;
  /** The writer's key (input ledger-key): its signature is committed beside the record. */
  key?: LedgerSigningKey | undefined;
  /**
   * The branch's head read just before (null: no branch), trusted by the first attempt only: its
   * write is conditional on that head, so a head moved since costs a retry, never a wrong record.
   */
  knownHead?: LedgerHeadHint | undefined;
}

/** A file added to a ledger commit beside the record (its timestamp token). */
export interface TreeBlob {
  path: string;
  mode: "100644";
  type: "blob";
  sha: string;
}

/** How the writer timestamps (evidence-timestamps.ts); absent, records are not timestamped. */
export interface LedgerStamping {
  /** The sequences of the workspace's records on `treeSha` still waiting for a token. */
  pending(treeSha: string, workspace: string): Promise<number[]>;
  /** The files to commit beside the sealed record: its token, or none when the TSA failed. */
  beside(sealed: SealedRecord): Promise<TreeBlob[]>;
}

const DEFAULT_MAX_ATTEMPTS = 8;

const randomPause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));

/** Appends `draft` as the next record of its workspace; returns where and how it was written. */
export async function appendEvidence(
  octokit: GitHubClient,
  target: LedgerTarget,
  draft: EvidenceDraft,
  options: AppendOptions = {},
): Promise<AppendedRecord> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const now = options.now ?? (() => new Date());
  const pause = options.pause ?? randomPause;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await pause(attempt);
    const known = attempt === 1 ? options.knownHead : undefined;
    const written = await guarded(target, "write", () =>
      tryAppend(octokit, target, draft, now, {
        stamping: options.stamping,
        known,
        beside: options.beside ?? {},
        key: options.key,
      }),
    );
    if (written !== undefined) return { ...written, attempts: attempt };
  }
  throw new EvidenceLedgerError(
    `could not append to the evidence branch ${target.branch}: other jobs moved it ${maxAttempts} times in a row while this one was writing; re-run the job to record the evidence`,
  );
}

/**
 * One read-seal-write round; undefined when another writer moved the branch meanwhile. An append
 * to an existing branch is one GraphQL write (commitOnBranch); the first record of a branch, and a
 * timestamped one (its token is a blob of its own), go through the git data API.
 */
async function tryAppend(
  octokit: GitHubClient,
  target: LedgerTarget,
  draft: EvidenceDraft,
  now: () => Date,
  {
    stamping,
    known,
    beside,
    key,
  }: {
    stamping: LedgerStamping | undefined;
    known: LedgerHeadHint | undefined;
    beside: RecordBeside;
    key: LedgerSigningKey | undefined;
  },
): Promise<Omit<AppendedRecord, "attempts"> | undefined> {
  if (stamping !== undefined) {
    const branchHead = await readBranch(octokit, target);
    return appendByGitData(octokit, target, draft, now, { branchHead, stamping, beside, key });
  }
  const head: LedgerHeadHint = known === undefined ? await readHeadCommit(octokit, target) : known;
  if (head === null) {
    return appendByGitData(octokit, target, draft, now, {
      branchHead: undefined,
      stamping: undefined,
      beside,
      key,
    });
  }
  // The commit names its tree: the listing reads it without reading the commit first. A chain head
  // this run read at that commit already (the facts in force, the drift check's records) is not
  // read again: the write is conditional on the commit, so a branch moved since costs a retry.
  const chainHead =
    head.chain?.workspace === draft.workspace
      ? head.chain.head
      : await readChainHead(octokit, target, head.commit, draft.workspace, now());
  const sealed = checkedSeal(draft, chainHead, now(), []);
  const commit = await commitOnBranch(
    octokit,
    { owner: target.owner, repo: target.repo },
    {
      branch: target.branch,
      expectedHead: head.commit,
      files: [{ path: sealed.path, content: sealed.text }, ...filesBeside(sealed, beside, key)],
      message: commitMessage(sealed.record),
    },
  ).catch(async (error: unknown) => {
    // Whatever GitHub's words, a branch that moved (or went) meanwhile is a race lost: seal again.
    if ((await readHeadCommit(octokit, target))?.commit !== head.commit) return undefined;
    throw error;
  });
  return commit === undefined ? undefined : { ...sealed, commit, sha256: sha256Hex(sealed.text) };
}

/** A tree, a commit and a ref write onto `branchHead` (undefined: the branch does not exist). */
async function appendByGitData(
  octokit: GitHubClient,
  target: LedgerTarget,
  draft: EvidenceDraft,
  now: () => Date,
  {
    branchHead,
    stamping,
    beside,
    key,
  }: {
    branchHead: { commit: string; tree: string } | undefined;
    stamping: LedgerStamping | undefined;
    beside: RecordBeside;
    key: LedgerSigningKey | undefined;
  },
): Promise<Omit<AppendedRecord, "attempts"> | undefined> {
  const chainHead =
    branchHead === undefined
      ? undefined
      : await readChainHead(octokit, target, branchHead.tree, draft.workspace, now());
  const pending =
    branchHead === undefined || stamping === undefined
      ? []
      : await stamping.pending(branchHead.tree, draft.workspace);
  const sealed = checkedSeal(draft, chainHead, now(), pending);
  const repository = { owner: target.owner, repo: target.repo };
  const commit = await writeCommit(octokit, repository, {
    ...(branchHead === undefined ? {} : { baseTree: branchHead.tree }),
    entries: [
      { path: sealed.path, mode: "100644", type: "blob", content: sealed.text },
      ...filesBeside(sealed, beside, key).map(
        (file) => ({ ...file, mode: "100644", type: "blob" }) as const,
      ),
      ...((await stamping?.beside(sealed)) ?? []),
    ],
    message: commitMessage(sealed.record),
    parents: branchHead === undefined ? [] : [branchHead.commit],
  });
  const moved = await moveBranch(octokit, target, branchHead?.commit, commit);
  if (!moved) return undefined;
  return { ...sealed, commit, sha256: sha256Hex(sealed.text) };
}

/** What is committed beside the sealed record: its listing, checkpoint and writer's signature. */
function filesBeside(
  sealed: SealedRecord,
  beside: RecordBeside,
  key: LedgerSigningKey | undefined,
): { path: string; content: string }[] {
  const signature =
    key === undefined
      ? []
      : [
          {
            path: `${sealed.path}${SIGNATURE_SUFFIX}`,
            content: signRecord(key, sha256Hex(sealed.text)),
          },
        ];
  return [...besideFiles(sealed, beside), ...signature];
}

/** The sealed record, never one that `evidence verify` would reject (a local run's made-up GITHUB_SHA, say). */
function checkedSeal(
  draft: EvidenceDraft,
  chainHead: ChainHead | undefined,
  now: Date,
  pending: number[],
): SealedRecord {
  const sealed = sealRecord(draft, chainHead, now, pending);
  const checked = evidenceRecordSchema.safeParse(sealed.record);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new EvidenceLedgerError(
      `the ${draft.kind} record does not match schemas/evidence-record.schema.json (at ${jsonPath(issue?.path ?? [])}: ${issue?.message}), so it was not added`,
    );
  }
  return sealed;
}

function commitMessage(record: EvidenceRecord): string {
  return `${record.workspace} #${record.sequence}: ${record.kind} record of run ${record.run.run_id} attempt ${record.run.run_attempt}`;
}

/** The branch's head commit; null when the branch does not exist yet. */
async function readHeadCommit(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<{ commit: string } | null> {
  const sha = await readBranchSha(
    octokit,
    { owner: target.owner, repo: target.repo },
    target.branch,
  );
  return sha === undefined ? null : { commit: sha };
}

/** The branch's head commit and tree; undefined when the branch does not exist yet. */
export async function readBranch(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<{ commit: string; tree: string } | undefined> {
  const repository = { owner: target.owner, repo: target.repo };
  const head = await readHeadCommit(octokit, target);
  if (head === null) return undefined;
  const commitSha = head.commit;
  const { data: commit } = await octokit.rest.git.getCommit({
    ...repository,
    commit_sha: commitSha,
  });
  return { commit: commitSha, tree: commit.tree.sha };
}

/**
 * The workspace's last record: record file names start with their UTC time and a record is always
 * stamped after its predecessor, so the last name in code-point order is the chain's head. The
 * head is checked against its predecessor and the clock first (headBreak): appending to a broken
 * chain would hide the break behind a record that links to it.
 */
export async function readChainHead(
  octokit: GitHubClient,
  target: LedgerTarget,
  treeSha: string,
  workspace: string,
  now: Date,
): Promise<ChainHead | undefined> {
  // The head and its predecessor, from the newest year (or two) of records.
  const enough = (records: readonly unknown[]) => records.length >= 2;
  const paths = await newestRecordFiles(octokit, target, treeSha, workspace, enough);
  const [previous, last] = paths.length === 1 ? [undefined, paths[0]] : paths.slice(-2);
  if (last === undefined) return undefined;
  const read = async ({ path, sha }: { path: string; sha: string }): Promise<LedgerFile> => ({
    path,
    bytes: await readBlob(octokit, target, sha),
  });
  const head = await read(last);
  const broken = headBreak(head, previous === undefined ? undefined : await read(previous), now);
  if (broken !== undefined) {
    throw new EvidenceLedgerError(
      `the evidence chain of workspace ${workspace} on branch ${target.branch} is already broken, so no record was appended to it: ${broken.message}. Run 'cip-sync evidence verify' on a checkout of the branch, and start a new evidence-branch (keep this one as the archive) once the break is explained`,
    );
  }
  return {
    record: JSON.parse(Buffer.from(head.bytes).toString("utf8")) as EvidenceRecord,
    bytes: head.bytes,
  };
}

/**
 * Points the branch at `commit`: creates it when it did not exist, else fast-forwards it from
 * `from`. False when another writer got there first (the branch exists now, or moved on).
 */
export async function moveBranch(
  octokit: GitHubClient,
  target: LedgerTarget,
  from: string | undefined,
  commit: string,
): Promise<boolean> {
  const repository = { owner: target.owner, repo: target.repo };
  try {
    if (from === undefined) {
      await octokit.rest.git.createRef({
        ...repository,
        ref: `refs/heads/${target.branch}`,
        sha: commit,
      });
    } else {
      await octokit.rest.git.updateRef({
        ...repository,
        ref: `heads/${target.branch}`,
        sha: commit,
        force: false,
      });
    }
    return true;
  } catch (error) {
    // 422: "Reference already exists" or "Update is not a fast forward": someone else wrote.
    if (requestStatus(error) === 422) return false;
    throw error;
  }
}

/**
 * Runs a ledger request, turning GitHub's refusals into a message that names the permission: a
 * GITHUB_TOKEN without `contents: write` gets 403 (404 on a private repository it cannot see).
 */
export async function guarded<T>(
  target: LedgerTarget,
  doing: "read" | "write",
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof EvidenceLedgerError) throw error;
    const status = requestStatus(error);
    const detail = errorMessage(error);
    if (status === 403 || status === 404 || status === 401) {
      throw new EvidenceLedgerError(
        `could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo} (HTTP ${status}: ${detail}): give the job's token the \`contents: write\` permission (permissions: contents: write in the workflow), or set the input evidence-branch to '' to keep no ledger`,
        { cause: error },
      );
    }
    throw new EvidenceLedgerError(
      `could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo}: ${detail}; re-run the job to record the evidence`,
      { cause: error },
    );
  }
}

// The evidence ledger's RFC 3161 timestamps, written: the record's token goes in the record's own
// commit when the TSA answers in time, else in a follow-up commit. Records still waiting for a
// token (an earlier TSA outage) are declared in the new record's sealed bytes and then caught up,
// oldest first, in that follow-up commit. A record is never held back for its token: a TSA that
// does not answer is reported, and the run fails after the record is written.
import type { EvidenceDraft } from "../../core/evidence/records/evidence-record.ts";
import type { SealedRecord } from "../../core/evidence/chain/record-files.ts";
import { tokenPath, untimestampedRecords } from "../../core/evidence/chain/evidence-timestamps.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { parseTimestampResponse, tokenFacts } from "../../io/ledger/timestamps/timestamp-token.ts";
import type { TimestampAuthority, TimestampedAppend } from "../../core/review/evidence-store.ts";
import type { GitHubClient } from "../client.ts";
import {
  type AppendOptions,
  appendEvidence,
  guarded,
  type LedgerStamping,
  type LedgerTarget,
  moveBranch,
  readBlob,
  readBranch,
  type TreeBlob,
  workspaceFiles,
} from "./evidence-ledger.ts";
import { writeCommit } from "../files/git-data.ts";

export interface TimestampOptions {
  /** How long the record's own commit waits for its token. Default 10 s. */
  inCommitMs?: number;
  /** How long each token of the follow-up commit may take. Default 30 s. */
  followUpMs?: number;
  /** At most this many tokens in the follow-up commit; the rest wait for the next run. */
  maxCatchUp?: number;
}

const DEFAULTS = { inCommitMs: 10_000, followUpMs: 30_000, maxCatchUp: 20 };

/** Appends `draft` and timestamps it, catching up earlier records without a token. */
export async function appendTimestamped(
  octokit: GitHubClient,
  target: LedgerTarget,
  draft: EvidenceDraft,
  tsa: TimestampAuthority,
  options: AppendOptions & TimestampOptions = {},
): Promise<TimestampedAppend> {
  const settings = { ...DEFAULTS, ...options };
  let own: { path: string; der: Uint8Array } | undefined;
  let ownError: unknown;
  const stamping: LedgerStamping = {
    pending: async (treeSha, workspace) => {
      const files = await workspaceFiles(octokit, target, treeSha, workspace);
      return untimestampedRecords(files.map(({ path }) => path)).map(({ sequence }) => sequence);
    },
    beside: async (sealed: SealedRecord) => {
      own = undefined;
      try {
        const der = await tsa.client.stamp(
          new TextEncoder().encode(sealed.text),
          settings.inCommitMs,
        );
        own = { path: sealed.path, der };
        return [await tokenBlob(octokit, target, sealed.path, der)];
      } catch (error) {
        ownError = error;
        return [];
      }
    },
  };
  const appended = await appendEvidence(octokit, target, draft, { ...options, stamping });
  const hasOwn = own?.path === appended.path;
  const catchUp = await guarded(target, "write", () =>
    catchUpTimestamps(octokit, target, draft.workspace, tsa.client, {
      ...settings,
      also: hasOwn ? undefined : appended.path,
    }),
  );
  const ownDer = hasOwn && own !== undefined ? own.der : catchUp.tokens.get(appended.path);
  const missing = ownDer === undefined;
  const reason = catchUp.error ?? (ownError === undefined ? undefined : errorMessage(ownError));
  return {
    appended,
    tokenTime: ownDer === undefined ? undefined : tokenTime(ownDer),
    caughtUp: [...catchUp.tokens.keys()],
    failure:
      missing || catchUp.error !== undefined
        ? `${missing ? `${appended.path} has no timestamp token` : "earlier records still have no timestamp token"}: ${reason ?? `the TSA ${tsa.name} did not answer in time`}; the next record declares them and asks again`
        : undefined,
  };
}

function tokenTime(der: Uint8Array): string {
  const { signed, info } = parseTimestampResponse(der);
  return tokenFacts(signed, info).time.toISOString();
}

async function tokenBlob(
  octokit: GitHubClient,
  target: LedgerTarget,
  recordPath: string,
  der: Uint8Array,
): Promise<TreeBlob> {
  const { data } = await octokit.rest.git.createBlob({
    owner: target.owner,
    repo: target.repo,
    content: Buffer.from(der).toString("base64"),
    encoding: "base64",
  });
  return { path: tokenPath(recordPath), mode: "100644", type: "blob", sha: data.sha };
}

const MAX_COMMIT_ATTEMPTS = 5;

/**
 * Asks the TSA for the tokens of the workspace's records still waiting (and of `also`), oldest
 * first, stopping at its first failure, and commits those it got in one fast-forward commit.
 */
async function catchUpTimestamps(
  octokit: GitHubClient,
  target: LedgerTarget,
  workspace: string,
  tsa: TimestampAuthority["client"],
  options: typeof DEFAULTS & { also: string | undefined },
): Promise<{ tokens: Map<string, Uint8Array>; error: string | undefined }> {
  // Tokens by record blob: a race with another writer re-commits them, not re-asks the TSA.
  const minted = new Map<string, { path: string; der: Uint8Array; blob: TreeBlob }>();
  let error: string | undefined;
  for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS; attempt++) {
    const head = await readBranch(octokit, target);
    if (head === undefined) break;
    const files = await workspaceFiles(octokit, target, head.tree, workspace);
    const present = new Set(files.map(({ path }) => path));
    const waiting = new Set(untimestampedRecords([...present]).map(({ path }) => path));
    if (options.also !== undefined && !present.has(tokenPath(options.also)))
      waiting.add(options.also);
    const due = files.filter(({ path }) => waiting.has(path)).slice(0, options.maxCatchUp);
    for (const file of due) {
      if (minted.has(file.sha) || error !== undefined) continue;
      try {
        const bytes = await readBlob(octokit, target, file.sha);
        const der = await tsa.stamp(bytes, options.followUpMs);
        minted.set(file.sha, {
          path: file.path,
          der,
          blob: await tokenBlob(octokit, target, file.path, der),
        });
      } catch (failure) {
        error = errorMessage(failure);
      }
    }
    const entries = due.flatMap(({ sha }) => minted.get(sha) ?? []);
    if (entries.length === 0) break;
    if (await commitTokens(octokit, target, head, workspace, entries)) {
      return { tokens: new Map(entries.map(({ path, der }) => [path, der])), error };
    }
  }
  return { tokens: new Map(), error };
}

async function commitTokens(
  octokit: GitHubClient,
  target: LedgerTarget,
  head: { commit: string; tree: string },
  workspace: string,
  entries: { path: string; blob: TreeBlob }[],
): Promise<boolean> {
  const repository = { owner: target.owner, repo: target.repo };
  const names = entries.map(({ path }) => path.split("/").at(-1)).join(", ");
  const commit = await writeCommit(octokit, repository, {
    baseTree: head.tree,
    entries: entries.map(({ blob }) => blob),
    message: `${workspace}: timestamp tokens for ${names}`,
    parents: [head.commit],
  });
  return moveBranch(octokit, target, head.commit, commit);
}

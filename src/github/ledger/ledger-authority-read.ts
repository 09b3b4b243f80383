// The one authenticated reading of the evidence ledger that every decision of the Action starts
// from (core/evidence/chain/ledger-authority.ts judges it): the gate's owner policy and baseline
// comparison, the merge's, the merge queue's and the drift check's. First cip-ledger.yaml at the
// commit the run judges from (the reviewed declaration of the writer's keys and of where each
// workspace's ledger is known to stand), then the head the Action last kept, from the commit
// statuses of that commit and its first parents (commit statuses stay with a commit, so deleting
// or force-pushing the evidence branch leaves them; with a declaration only those the writer's
// key signed count, the highest on the nearest commit that has one), then the records: from the
// last checkpoint on (its commits by the writer, verified, on the head's line; the chain checked
// from its record) or whole, each signed, where the writer is bound, by a key of the declaration
// in force before it (core/evidence/chain/keys-in-force.ts), never of the one at the commit judged
// from. Last, the declaration must be the one in force: a change to it that the gate did not
// accept binds nothing.
import {
  judgeLedgerAuthority,
  type KeptHead,
  keptHeadAmong,
  keptHeadContext,
  keptHeadDescription,
  type LedgerAuthority,
  type LedgerWriter,
  needsGenesis,
} from "../../core/evidence/chain/ledger-authority.ts";
import {
  type DeclarationRead,
  type DeclaredHead,
  LEDGER_DECLARATION_FILE,
  judgeUnboundWriter,
  type LedgerDeclaration,
} from "../../core/evidence/chain/writer-declaration.ts";
import {
  type LedgerSigningKey,
  signedHeadDescription,
} from "../../core/evidence/chain/writer-proof.ts";
import type { LedgerHeadHint } from "../change-query.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { EvidenceLedgerError, readBranch } from "./evidence-ledger.ts";
import { readWorkspaceChain } from "./ledger-records.ts";
import { checkpointGenesis, readSinceCheckpoint } from "./ledger-since-checkpoint.ts";
import { DeclarationsAtCommits, readDeclaration } from "./ledger-declarations.ts";
import type { LedgerTarget } from "./ledger-tree.ts";

/**
 * How many commits of the default branch, from the run's commit back along first parents, are
 * searched for the kept head: the Action keeps it on every merge it records and every drift check,
 * so a gap this long means pushes that bypassed review, which the drift check reports.
 */
export const KEPT_HEAD_WINDOW = 50;

/** Pages of GitHub's commit list read to follow the first parents through the window. */
const COMMIT_PAGES = 3;
/** Pages of one commit's statuses read: GitHub keeps at most 1,000 per commit and context. */
const STATUS_PAGES = 10;
const PER_PAGE = 100;

export interface AuthorityRead {
  authority: LedgerAuthority;
  /** What was learnt of the branch's and the workspace's chain head, for the run's own append. */
  hint: LedgerHeadHint | undefined;
  /**
   * cip-ledger.yaml at the commit the run judges from; undefined: none there (the writer is
   * recognised by its login, as before), or one that refused the reading.
   */
  declaration: LedgerDeclaration | undefined;
  /**
   * The declaration the judged change brings where the commit judged from has none (the change
   * that binds the writer): its keys must sign the run's own record.
   */
  binding: LedgerDeclaration | undefined;
  /**
   * What the run's log names: kept heads ignored as unauthenticated, files passed over as
   * unauthenticated exceptions, a start not yet declared.
   */
  notices: string[];
  /** Who the records were read as: the login, the keys at the anchor and the declarations in force. */
  writer: LedgerWriter;
}

/**
 * The facts in force for `workspace`, from the ledger read as `login` (the login the run's token
 * writes it as) with the keys cip-ledger.yaml declares at `anchor` (the commit the run judges
 * from: the base, or the default branch's head), and the head kept on `anchor` or its first
 * parents. Without a declaration at `anchor` nothing is read, and the reading is refused, unless
 * `change` (the judged change's own cip-ledger.yaml) binds the writer (judgeUnboundWriter).
 */
export async function readLedgerAuthority(
  client: GitHubClient,
  target: LedgerTarget,
  request: {
    workspace: string;
    login: string;
    anchor: string;
    change: DeclarationRead | undefined;
  },
  readSince: typeof readSinceCheckpoint = readSinceCheckpoint,
): Promise<AuthorityRead> {
  const { workspace, login, anchor } = request;
  const repository = { owner: target.owner, repo: target.repo };
  const declared = await readDeclaration(client, repository, anchor);
  if (typeof declared === "string") return refusedReading(declared, login);
  const binding = declared === undefined ? judgeUnboundWriter(request.change) : undefined;
  if (binding !== undefined && "refused" in binding) return refusedReading(binding.refused, login);
  const declarations =
    declared === undefined
      ? undefined
      : new DeclarationsAtCommits(client, repository, { commit: anchor, declaration: declared });
  const writer: LedgerWriter = {
    login,
    keys: declared?.keys,
    declarationsAt: declarations?.keysAt,
    operatorKeys: declared?.operatorKeys,
  };
  const search = await readKeptHead(client, repository, {
    branch: target.branch,
    workspace,
    writer,
    anchor,
  });
  const { authority, hint, passedOver } = await readAndJudge(client, target, {
    workspace,
    writer,
    kept: search.head,
    declaredStart: declared?.starts.get(workspace),
    readSince,
  });
  const notices = [
    ...search.ignored,
    ...passedOver,
    ...(binding === undefined
      ? startNotice(declared, authority, target, workspace)
      : [binding.notice]),
  ];
  const read = { hint, declaration: declared, binding: binding?.binding, notices, writer };
  if (declarations === undefined || declared === undefined || authority.kind !== "in-force")
    return { authority, ...read };
  const inForce = await declarationInForce(declarations, declared, {
    anchor,
    inForce: authority.inForce.commit,
  });
  return { authority: inForce ?? authority, ...read };
}

function refusedReading(why: string, login: string): AuthorityRead {
  const authority: LedgerAuthority = { kind: "refused", why };
  const writer = { login };
  return {
    authority,
    hint: undefined,
    declaration: undefined,
    binding: undefined,
    notices: [],
    writer,
  };
}

async function readAndJudge(
  client: GitHubClient,
  target: LedgerTarget,
  read: {
    workspace: string;
    writer: LedgerWriter;
    kept: KeptHead | undefined;
    declaredStart: DeclaredHead | undefined;
    readSince: typeof readSinceCheckpoint;
  },
): Promise<{
  authority: LedgerAuthority;
  hint: LedgerHeadHint | undefined;
  passedOver: string[];
}> {
  const { workspace, writer, kept } = read;
  const branch = await readBranch(client, target);
  const reading = { branch: target.branch, workspace, kept, declaredStart: read.declaredStart };
  if (branch === undefined) {
    const authority = judgeLedgerAuthority({
      ...reading,
      branchCommit: undefined,
      records: [],
      start: "first-record",
    });
    return { authority, hint: null, passedOver: [] };
  }
  try {
    const since = await read.readSince(client, target, workspace, writer, branch);
    const carrier = since.checkpoint?.record.record;
    const first = since.records[0]?.record.sequence;
    const floor = Math.max(kept?.sequence ?? 0, read.declaredStart?.sequence ?? 0);
    // From the checkpoint when it holds what the judgement needs: the head the ledger must hold at
    // or after its record, and an accepted merge in force at the end (else the genesis, before it).
    if (carrier !== undefined && first !== undefined && (floor === 0 || floor >= first)) {
      const fromCheckpoint = {
        ...reading,
        branchCommit: branch.commit,
        records: since.records,
        start: { before: carrier.in_force ?? null },
      };
      const passedOver = since.passedOver ?? [];
      if (!needsGenesis(fromCheckpoint))
        return { authority: judgeLedgerAuthority(fromCheckpoint), hint: since.hint, passedOver };
      // Before any accepted merge the genesis is in force: the checkpoint carries it, so a routine
      // run reads from there whatever the ledger's age (format 5 on).
      const genesis = checkpointGenesis(since.checkpoint?.text);
      if (genesis !== undefined) {
        const start = { ...fromCheckpoint.start, genesis };
        return {
          authority: judgeLedgerAuthority({ ...fromCheckpoint, start }),
          hint: since.hint,
          passedOver,
        };
      }
    }
    const { records, chainHead, passedOver } = await readWorkspaceChain(client, target, {
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
    return { authority, hint: { commit: branch.commit, ...chain }, passedOver };
  } catch (error) {
    if (!(error instanceof EvidenceLedgerError)) throw error;
    return { authority: { kind: "refused", why: error.message }, hint: undefined, passedOver: [] };
  }
}

/**
 * The refusal when the declaration at `anchor` is not the one in force (at the commit the last
 * accepted merge, or the genesis, put in force): undefined when it is.
 */
async function declarationInForce(
  declarations: DeclarationsAtCommits,
  declared: LedgerDeclaration,
  at: { anchor: string; inForce: string },
): Promise<LedgerAuthority | undefined> {
  if (at.inForce === at.anchor) return undefined;
  const inForce = await declarations.at(at.inForce);
  if (typeof inForce === "object" && inForce.digest === declared.digest) return undefined;
  const there = inForce === undefined ? "has none" : "declares another writer or start";
  return {
    kind: "refused",
    why: `${LEDGER_DECLARATION_FILE} at commit ${at.anchor} is not the one in force: commit ${at.inForce}, which the last merge the gate accepted (or the ledger's genesis) put in force, ${there}. A change to the ledger's writer binds only once the gate accepts it: revert it, or merge it through a pull request its approvers approve`,
  };
}

/** What the run's log says of the declaration: until it declares it, that the ledger has begun. */
function startNotice(
  declared: LedgerDeclaration | undefined,
  authority: LedgerAuthority,
  target: LedgerTarget,
  workspace: string,
): string[] {
  if (declared === undefined || declared.starts.has(workspace) || authority.kind !== "in-force")
    return [];
  return [
    `The evidence ledger on ${target.branch} has begun for workspace ${workspace}, but ${LEDGER_DECLARATION_FILE} does not declare where it stands: until it does, a deleted branch with no kept head within ${KEPT_HEAD_WINDOW} commits reads as a ledger not started. Add "starts: { ${workspace}: { sequence: N, sha256: ... } }" with the head this run publishes (docs/ledger-writer.md)`,
  ];
}

/** What the search for the kept head found: the head, and the statuses it did not count. */
interface KeptHeadSearch {
  head: KeptHead | undefined;
  /** Statuses in the kept head's context that are not the writer's, each named once. */
  ignored: string[];
}

/**
 * The head kept for `workspace` on `anchor` or the nearest of its first parents (at most
 * KEPT_HEAD_WINDOW of them): the highest that the writer kept on that commit. Where cip-ledger.yaml
 * binds the writer, a status counts only with the key's signature over the head, its context and
 * the commit, whoever posted it; otherwise only the writer's login's statuses count, as before.
 */
export async function readKeptHead(
  client: GitHubClient,
  repository: Repository,
  request: { branch: string; workspace: string; writer: LedgerWriter; anchor: string },
): Promise<KeptHeadSearch> {
  const ignored = new Set<string>();
  const firstParents = new FirstParents(client, repository, request.anchor);
  let commit: string | undefined = request.anchor;
  for (let step = 0; commit !== undefined && step < KEPT_HEAD_WINDOW; step += 1) {
    const head = await highestKeptOn(client, repository, { ...request, commit }, ignored);
    if (head !== undefined) return { head, ignored: [...ignored] };
    commit = await firstParents.of(commit);
  }
  return { head: undefined, ignored: [...ignored] };
}

/**
 * The highest head the writer kept on `at.commit` (keptHeadAmong), reading its statuses page by
 * page until one counts; the statuses it did not count are added to `ignored`.
 */
async function highestKeptOn(
  client: GitHubClient,
  repository: Repository,
  at: { branch: string; workspace: string; writer: LedgerWriter; commit: string },
  ignored: Set<string>,
): Promise<KeptHead | undefined> {
  for (let page = 1; page <= STATUS_PAGES; page += 1) {
    const { data: statuses } = await client.rest.repos.listCommitStatusesForRef({
      ...repository,
      ref: at.commit,
      per_page: PER_PAGE,
      page,
    });
    const found = keptHeadAmong(statuses, at);
    for (const line of found.ignored) ignored.add(line);
    if (found.head !== undefined || statuses.length < PER_PAGE) return found.head;
  }
  return undefined;
}

/**
 * The first parent of each commit of the default branch's line from `anchor`, from GitHub's commit
 * list (in date order, not first-parent order: its pages are kept, and a parent not yet listed asks
 * the next page), at most COMMIT_PAGES pages.
 */
class FirstParents {
  readonly #parentOf = new Map<string, string | undefined>();
  readonly client: GitHubClient;
  readonly repository: Repository;
  readonly anchor: string;
  #page = 0;
  #exhausted = false;

  constructor(client: GitHubClient, repository: Repository, anchor: string) {
    this.client = client;
    this.repository = repository;
    this.anchor = anchor;
  }

  async of(commit: string): Promise<string | undefined> {
    while (!this.#parentOf.has(commit) && !this.#exhausted && this.#page < COMMIT_PAGES) {
      this.#page += 1;
      const { data: commits } = await this.client.rest.repos.listCommits({
        ...this.repository,
        sha: this.anchor,
        per_page: PER_PAGE,
        page: this.#page,
      });
      for (const listed of commits) this.#parentOf.set(listed.sha, listed.parents[0]?.sha);
      if (commits.length < PER_PAGE) this.#exhausted = true;
    }
    return this.#parentOf.get(commit);
  }
}

/**
 * Keeps `head` as the workspace's chain head on `commit`, a commit of the default branch: signed by
 * the writer's key where the run has one, so that no other job can post a head that counts.
 */
export async function keepLedgerHead(
  client: GitHubClient,
  target: LedgerTarget,
  keep: {
    commit: string;
    workspace: string;
    head: { sequence: number; sha256: string };
    key: LedgerSigningKey | undefined;
  },
): Promise<void> {
  const repository = { owner: target.owner, repo: target.repo };
  const { commit, workspace, head, key } = keep;
  const claim = { branch: target.branch, workspace, commit, ...head };
  await client.rest.repos.createCommitStatus({
    ...repository,
    sha: commit,
    context: keptHeadContext(target.branch, workspace),
    state: "success",
    description:
      key === undefined ? keptHeadDescription(head) : signedHeadDescription(key.privateKey, claim),
  });
}

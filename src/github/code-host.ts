// GitHub as the Action's code host: each role of core/review/code-host.ts, delegated to the module
// of this folder that talks to that part of GitHub's API. Nothing is decided here.
import type { CodeHost } from "../core/review/code-host.ts";
import { type GitHubClient, requestStatus } from "./client.ts";
import type { Repository } from "./commit-range.ts";
import { setPolicyStatus } from "./notices/commit-status.ts";
import { readRequiredStatusFacts } from "./notices/required-status.ts";
import { readRequiredApprovals, readRuleTypes } from "./notices/branch-guards.ts";
import { reportDriftIssue } from "./notices/drift-issue.ts";
import { appendEvidence, type LedgerTarget } from "./ledger/evidence-ledger.ts";
import { lastApplySince, readWorkspaceRecords } from "./ledger/ledger-records.ts";
import { keepLedgerHead, readLedgerAuthority } from "./ledger/ledger-authority-read.ts";
import { sinceCheckpointReader } from "./ledger/ledger-since-checkpoint.ts";
import { reportObligationsIssue } from "./notices/obligations-issue.ts";
import { setLabel } from "./notices/labels.ts";
import { readDocumentsAtCommit, readFilesUnder } from "./files/documents-at-commit.ts";
import { readMergeFacts, readQueueFacts } from "./review/review-facts.ts";
import { gitHubPolicyFacts } from "./review/policy-host.ts";
import { gitHubProposals } from "./notices/proposal-host.ts";
import { markStaleSiblings } from "./notices/stale-siblings.ts";
import { type LedgerHeadHint, type NoteRead, readPlanNote } from "./change-query.ts";
import { tokenLogin, writeStickyComment } from "./notices/sticky-comment.ts";
import type { ChangeRef } from "../core/review/code-host.ts";
import type { LedgerSigningKey } from "../core/evidence/chain/writer-proof.ts";

export interface GitHubHostOptions {
  /** The login the token writes as, when known already: then GitHub is not asked. */
  login?: string;
  /** The token is an installation token (GITHUB_TOKEN, an App's): its login is GraphQL's viewer. */
  installation?: boolean;
  /** The policy-token's client: the only one team membership is read with. None: unverifiable. */
  policyClient?: GitHubClient | undefined;
  /** The evidence ledger's branch: its head is read beside the first plan note, saving a read. */
  ledgerBranch?: string | undefined;
  /** The writer's key (input ledger-key): every record and kept head is signed with it. */
  ledgerKey?: LedgerSigningKey | undefined;
}

/**
 * The code host of `repository` through `client`. The token's login comes with the first plan note
 * read (one GraphQL query: see readPlanNote), else is asked once, when needed; the ledger's head
 * read beside it serves the first append, whose write is conditional on it.
 */
export function gitHubCodeHost(
  client: GitHubClient,
  repository: Repository,
  options: GitHubHostOptions = {},
): CodeHost {
  let login = options.login === undefined ? undefined : Promise.resolve(options.login);
  const whoAmI = () =>
    (login ??= tokenLogin(client, { installation: options.installation === true }));
  /** The ledger's branch until the first note read asks its head beside the note. */
  let ledgerToAsk = options.ledgerBranch;
  let ledgerHead: { branch: string; head: LedgerHeadHint } | undefined;
  const readNote = async (change: ChangeRef, workspace: string): Promise<NoteRead> => {
    const asked = ledgerToAsk;
    ledgerToAsk = undefined;
    const read = await readPlanNote(client, change, workspace, asked);
    login ??= Promise.resolve(read.login);
    if (asked !== undefined && read.ledger !== undefined)
      ledgerHead = { branch: asked, head: read.ledger };
    return read;
  };
  /** The head read with the first note, once: any later append reads the branch itself. */
  const takeLedgerHead = (branch: string) => {
    const known = ledgerHead?.branch === branch ? ledgerHead.head : undefined;
    ledgerHead = undefined;
    return known;
  };
  /** The workspace's issues are found by their author: the token's login. */
  const issueTarget = async (workspace: string) => ({
    ...repository,
    workspace,
    author: await whoAmI(),
  });
  return {
    facts: {
      whoAmI,
      mergeFacts: (push) =>
        readMergeFacts(client, repository, { ...push, login: whoAmI, readNote }),
      queueFacts: (group, workspace) =>
        readQueueFacts(client, repository, group, { workspace, login: whoAmI, readNote }),
    },
    inventory: {
      documentsAt: (commit, paths) => readDocumentsAtCommit(client, repository, commit, paths),
      filesUnder: (commit, roots) => readFilesUnder(client, repository, commit, roots),
    },
    notes: {
      search: async (change, workspace) => (await readNote(change, workspace)).search,
      write: (change, existing, body) => writeStickyComment(client, change, existing, body),
      markStaleSiblings: (request, log) =>
        markStaleSiblings(client, { ...request, repository }, log),
    },
    labels: {
      set: (change, name, present, style, current) =>
        setLabel(client, change, name, present, style, current),
    },
    evidence: gitHubEvidence(client, repository, {
      take: takeLedgerHead,
      keep: (branch, head) => (ledgerHead = { branch, head }),
      key: options.ledgerKey,
    }),
    driftIssues: {
      report: async (workspace, findings, check) =>
        reportDriftIssue(client, await issueTarget(workspace), findings, check),
    },
    obligationsIssues: {
      report: async (workspace, { needing, notJudged }, runUrl) =>
        reportObligationsIssue(client, await issueTarget(workspace), needing, runUrl, notJudged),
    },
    statuses: {
      setPolicy: (sha, evaluation, targetUrl) =>
        setPolicyStatus(client, repository, sha, evaluation, targetUrl),
      policyRequirement: (defaultBranch) =>
        readRequiredStatusFacts(client, repository, defaultBranch),
      ruleTypes: (branch) => readRuleTypes(client, repository, branch),
      requiredApprovals: (branch) => readRequiredApprovals(client, repository, branch),
    },
    policy: gitHubPolicyFacts(client, repository, options.policyClient, readNote),
    proposals: gitHubProposals(client, repository, whoAmI),
    statusOf: requestStatus,
  };
}

/**
 * The evidence ledger on a branch of `repository`, its head taken from the note read first when
 * known (`run.take`), each record and kept head signed with the writer's key (`run.key`).
 */
function gitHubEvidence(
  client: GitHubClient,
  repository: Repository,
  run: {
    take: (branch: string) => LedgerHeadHint | undefined;
    keep: (branch: string, head: LedgerHeadHint) => void;
    /** Input ledger-key; undefined: nothing is signed. */
    key: LedgerSigningKey | undefined;
  },
): CodeHost["evidence"] {
  const { key } = run;
  const ledger = (branch: string): LedgerTarget => ({ ...repository, branch });
  // The obligations' fold and the authority read the same head's records once between them.
  const readSince = sinceCheckpointReader(client);
  return {
    append: (branch, draft, beside) =>
      appendEvidence(client, ledger(branch), draft, {
        knownHead: run.take(branch),
        beside,
        key,
      }),
    // RFC 3161 and its ASN.1 (pkijs) are loaded by the runs that timestamp a record, only.
    appendTimestamped: async (branch, draft, tsa, beside) =>
      (await import("./ledger/evidence-timestamps.ts")).appendTimestamped(
        client,
        ledger(branch),
        draft,
        tsa,
        { beside, key },
      ),
    lastApplySince: (branch, workspace, since) =>
      lastApplySince(client, ledger(branch), workspace, since),
    records: (branch, workspace, writer) =>
      readWorkspaceRecords(client, ledger(branch), workspace, writer),
    // What a read learnt of the branch's head and the workspace's chain head is kept for the
    // run's append, whose write is conditional on that head.
    authority: async (branch, workspace, read) => {
      const { authority, hint, declaration, binding, notices, writer } = await readLedgerAuthority(
        client,
        ledger(branch),
        { workspace, ...read },
        (_client, ...args) => readSince(...args),
      );
      if (hint !== undefined) run.keep(branch, hint);
      const [signingKeys, last] = [(declaration ?? binding)?.keys, hint?.chain?.head.record];
      const { declarationsAt } = writer;
      const { operatorKeys } = writer;
      const keys = declaration?.keys;
      return { authority, keys, declarationsAt, operatorKeys, signingKeys, notices, last };
    },
    keepHead: (branch, commit, workspace, head) =>
      keepLedgerHead(client, ledger(branch), { commit, workspace, head, key }),
    sinceCheckpoint: async (branch, workspace, writer) => {
      const { hint, ...read } = await readSince(ledger(branch), workspace, writer);
      if (hint !== undefined) run.keep(branch, hint);
      return read;
    },
  };
}

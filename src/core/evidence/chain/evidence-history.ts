// The history of a clone of the evidence branch, judged: the ledger only ever grows, one commit
// after another, each by its writer. Every commit reachable from the head counts, not only the
// first-parent line: a merge can join a rewritten history (an orphan branch with a record dropped
// and the rest re-chained) to the real tip as a fast-forward, so a merge commit and a second root
// are refused outright. A record (or its timestamp token), once added, is never modified or deleted.
// The writer is recognised by signature when its key is given (--writer-key: GitHub's web-flow
// key for the commits the Action makes through the API), else by author name, which is free text
// and so only a warning's worth. A commit adding only command-line records (origin "cli":
// break-glass changes, a collector's files) is its operator's: accepted when signed by an operator
// key (--operator-keys), else reported, as what its records are, as an unauthenticated exception.
// Pure: the commits and their signatures are read by io/.
import { isCliRecordPath, kindOfPath, RECORDS_DIR } from "./record-files.ts";
import { LISTING_SUFFIX } from "../records/beside/inventory-listing.ts";
import { CHECKPOINT_SUFFIX } from "../records/beside/checkpoint-reference.ts";
import { TOKEN_SUFFIX } from "./evidence-timestamps.ts";
import { SIGNATURE_SUFFIX } from "./writer-proof.ts";

/**
 * A ledger read without its git history (a copy of the branch's files, no .git) proves nobody
 * added its records: what every output of it says once, and why each record whose authority rests
 * on its commit (sealed from the command line: a break-glass change, a collector's file) is
 * unauthenticated there, worded to follow "its" or "whose" as a flagged commit's why is.
 */
export const WITHOUT_HISTORY = {
  notice:
    "the ledger was read without its git history (no .git: a copy of the branch's files), so who added each record was not checked, and every record sealed from the command line (a break-glass change, a collector's file) is unauthenticated and closes nothing; give a git clone of the evidence branch, or a git bundle of it, to check them",
  why: "commit is unknown: the ledger was read without its git history",
} as const;

export interface HistoryCommit {
  sha: string;
  parents: string[];
  /** "Name <email>". */
  author: string;
  authorName: string;
  /** The files under records/ the commit changed against its parent (none for a merge). */
  changes: { status: "A" | "M" | "D" | "other"; path: string }[];
  /** Whose key verified its signature, when keys were given; undefined: none of them did. */
  signedBy?: "writer" | "operator";
}

export interface HistoryProblem {
  commit: string;
  author: string;
  message: string;
  /**
   * A warning is shown and does not fail verify; an error does; a note, shown once, says what a
   * flag would add to what was checked.
   */
  severity: "error" | "warning" | "note";
  /**
   * The records (their paths) of a commit no operator key authenticates, and why in a few words:
   * verify only warns of them, and what they carry closes nothing.
   */
  unauthenticated?: { records: string[]; why: string };
}

/** What the writer and the break-glass operators are recognised by. */
export interface HistoryIdentities {
  /** --writer: the author name (default: the first record's). */
  writerName: string | undefined;
  /** --writer-key was given: record commits must carry the writer's signature. */
  writerKey: boolean;
  /**
   * --ledger-declaration was given: the records are authenticated by the writer's signatures its
   * keys check, so the author name is no warning's worth.
   */
  writerDeclared?: boolean;
  /** --operator-keys gave a key: break-glass commits signed by one are accepted. */
  operatorKeys: boolean;
  /**
   * Why no operator key was given, in a few words ("--operator-keys FILE is empty"); "no
   * --operator-keys" when unsaid.
   */
  withoutOperatorKeys?: string | undefined;
}

const AUTHOR_NAME_WARNING =
  "the ledger's writer is recognised by its author name, which anyone can set on a commit: pass --writer-key with the writer's public signing key (GitHub's web-flow key for the commits the Action makes) to authenticate every record";

/**
 * What GitHub's web-flow key would add where cip-ledger.yaml's keys authenticate the records: not
 * a warning, since the records from each workspace's first signed one on are authenticated already.
 */
const WEB_FLOW_NOTE =
  "the records are authenticated by the writer's signatures that cip-ledger.yaml's keys check (from each workspace's first signed record on); to check also that GitHub made each commit that added records, the unsigned ones before included, download GitHub's web-flow key (curl -sO https://github.com/web-flow.gpg, or your GitHub Enterprise Server's) and pass --writer-key web-flow.gpg";

/** Every commit that is not linear, not append-only or not by the writer; oldest first. */
export function checkLedgerHistory(
  commits: readonly HistoryCommit[],
  identities: HistoryIdentities,
): HistoryProblem[] {
  const problems: HistoryProblem[] = [];
  const state = { expected: identities.writerName, root: undefined as string | undefined };
  for (const commit of commits) {
    const report: Report = (message, severity = "error", unauthenticated) =>
      problems.push({
        commit: commit.sha,
        author: commit.author,
        message,
        severity,
        ...(unauthenticated === undefined ? {} : { unauthenticated }),
      });
    shapeProblems(commit, state, report);
    const ledgerChanges = commit.changes.filter(({ path }) => path.startsWith(`${RECORDS_DIR}/`));
    const rewritten = ledgerChanges.filter(({ status }) => status !== "A");
    if (rewritten.length > 0) report(rewriteMessage(commit, rewritten));
    const added = ledgerChanges.filter(({ status }) => status === "A");
    if (added.length === 0) continue;
    if (added.every(({ path }) => isCliRecordPath(recordOf(path)))) {
      const records = [...new Set(added.map(({ path }) => recordOf(path)))];
      commandLineProblems(commit, identities, records, report);
      continue;
    }
    writerProblems(commit, identities, state, report);
  }
  if (!identities.writerKey && commits.some((commit) => commit.changes.length > 0))
    problems.push(
      identities.writerDeclared === true
        ? { commit: "", author: "", severity: "note", message: WEB_FLOW_NOTE }
        : { commit: "", author: "", severity: "warning", message: AUTHOR_NAME_WARNING },
    );
  return problems;
}

type Report = (
  message: string,
  severity?: HistoryProblem["severity"],
  unauthenticated?: HistoryProblem["unauthenticated"],
) => void;

/** A merge, or a root after the first: a history joined to another one. */
function shapeProblems(commit: HistoryCommit, state: { root: string | undefined }, report: Report) {
  if (commit.parents.length > 1) {
    report(
      `commit ${commit.sha} by ${commit.author} merges ${commit.parents.join(" and ")}: the evidence branch is linear, one commit after another, and a merge can join a rewritten history to the real one as a fast-forward`,
    );
  }
  if (commit.parents.length === 0) {
    if (state.root === undefined) state.root = commit.sha;
    else
      report(
        `commit ${commit.sha} by ${commit.author} is a second root (the first is ${state.root}): the evidence branch has one beginning, so another history was joined to it`,
      );
  }
}

function rewriteMessage(
  commit: HistoryCommit,
  rewritten: readonly HistoryCommit["changes"][number][],
): string {
  const listed = rewritten
    .slice(0, 3)
    .map(({ status, path }) => `${status === "D" ? "deleted" : "modified"} ${path}`)
    .join(", ");
  const more = rewritten.length > 3 ? ` and ${rewritten.length - 3} more` : "";
  return `commit ${commit.sha} by ${commit.author} ${listed}${more}: the ledger is append-only, a record once added is never changed or removed`;
}

function commandLineProblems(
  commit: HistoryCommit,
  identities: HistoryIdentities,
  records: string[],
  report: Report,
) {
  if (identities.operatorKeys && commit.signedBy === "operator") return;
  const why = identities.operatorKeys
    ? "is not signed by any key of --operator-keys"
    : `cannot be authenticated (${identities.withoutOperatorKeys ?? "no --operator-keys"})`;
  report(
    `commit ${commit.sha} by ${commit.author} adds ${commandLineRecords(records)} and ${why}: an unauthenticated exception for the audit`,
    "warning",
    { records, why: `commit ${commit.sha.slice(0, 12)} ${why}` },
  );
}

/**
 * What a command-line commit's records are, by kind: break-glass changes (`evidence append`) or a
 * collector's configuration monitoring (`evidence append --monitoring`), or both.
 */
function commandLineRecords(records: readonly string[]): string {
  const kinds = new Set(records.map(kindOfPath));
  const named = [
    ...(kinds.has("change") ? ["break-glass"] : []),
    ...(kinds.has("configuration-monitoring") ? ["a collector's configuration-monitoring"] : []),
  ];
  return `${named.join(" and ")} records`;
}

function writerProblems(
  commit: HistoryCommit,
  identities: HistoryIdentities,
  state: { expected: string | undefined },
  report: Report,
) {
  if (identities.writerKey) {
    if (commit.signedBy !== "writer")
      report(
        `commit ${commit.sha} by ${commit.author} adds records but is not signed by the writer's key (--writer-key): records added by anyone else are not evidence, whatever name they carry`,
      );
    return;
  }
  state.expected ??= commit.authorName;
  if (commit.authorName !== state.expected) {
    report(
      `commit ${commit.sha} by ${commit.author} adds records, but the ledger's writer is ${state.expected}${identities.writerName === undefined ? " (the author of its first record)" : " (--writer)"}: records added by anyone else are not evidence`,
    );
  }
}

/** The record a ledger path belongs to: itself, or the record its timestamp token stamps. */
/**
 * The record a ledger file belongs to: itself, or the record a file kept beside it is of (its
 * timestamp token, the inventory listing, a checkpoint). A commit adding a terminal record with
 * what travels beside it is that record's commit: an operator's, judged by --operator-keys.
 */
function recordOf(path: string): string {
  const suffix = BESIDE_SUFFIXES.find((kept) => path.endsWith(kept));
  return suffix === undefined ? path : path.slice(0, -suffix.length);
}

const BESIDE_SUFFIXES = [TOKEN_SUFFIX, LISTING_SUFFIX, CHECKPOINT_SUFFIX, SIGNATURE_SUFFIX];

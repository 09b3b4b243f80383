// The history of a clone of the evidence branch, judged: the ledger only ever grows. A record (or
// its timestamp token), once added, is never modified or deleted by a later commit, and every
// commit that adds one is made by the ledger's writer (the author of the commit that added the
// first record, unless `--writer` names it), unless it adds only break-glass records (origin
// "cli", committed by their operator). An edit, a deletion, or records added by anyone else
// through ordinary commits (no force push) are reported with the commit and its author. Pure: the
// commits are read by io/ledger-history.ts.
import { isCliRecordPath, RECORDS_DIR } from "./evidence-record.ts";
import { TOKEN_SUFFIX } from "./evidence-timestamps.ts";

export interface HistoryCommit {
  sha: string;
  /** "Name <email>". */
  author: string;
  authorName: string;
  /** The files under records/ the commit changed against its first parent. */
  changes: { status: "A" | "M" | "D" | "other"; path: string }[];
}

export interface HistoryProblem {
  commit: string;
  author: string;
  message: string;
}

/** Every commit that is not append-only or not by the writer; `commits` oldest first. */
export function checkLedgerHistory(
  commits: readonly HistoryCommit[],
  writer: string | undefined,
): HistoryProblem[] {
  const problems: HistoryProblem[] = [];
  let expected = writer;
  for (const commit of commits) {
    const ledgerChanges = commit.changes.filter(({ path }) => path.startsWith(`${RECORDS_DIR}/`));
    const rewritten = ledgerChanges.filter(({ status }) => status !== "A");
    const problem = (message: string) =>
      problems.push({ commit: commit.sha, author: commit.author, message });
    if (rewritten.length > 0) {
      const listed = rewritten
        .slice(0, 3)
        .map(({ status, path }) => `${status === "D" ? "deleted" : "modified"} ${path}`)
        .join(", ");
      const more = rewritten.length > 3 ? ` and ${rewritten.length - 3} more` : "";
      problem(
        `commit ${commit.sha} by ${commit.author} ${listed}${more}: the ledger is append-only, a record once added is never changed or removed`,
      );
    }
    if (ledgerChanges.length === rewritten.length) continue;
    // A break-glass record (origin "cli") is committed by the operator who sealed it: not by the
    // writer, and it does not make its committer the writer. Its chain is checked like any other.
    const added = ledgerChanges.filter(({ status }) => status === "A");
    if (added.every(({ path }) => isCliRecordPath(recordOf(path)))) continue;
    expected ??= commit.authorName;
    if (commit.authorName !== expected) {
      problem(
        `commit ${commit.sha} by ${commit.author} adds records, but the ledger's writer is ${expected}${writer === undefined ? " (the author of its first record)" : " (--writer)"}: records added by anyone else are not evidence`,
      );
    }
  }
  return problems;
}

/** The record a ledger path belongs to: itself, or the record its timestamp token stamps. */
function recordOf(path: string): string {
  return path.endsWith(TOKEN_SUFFIX) ? path.slice(0, -TOKEN_SUFFIX.length) : path;
}

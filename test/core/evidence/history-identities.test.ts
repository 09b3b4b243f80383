// The pure judgements of a ledger's history: a merge and a second root refused (on a clone and
// through the API), the writer recognised by signature when its key is given, and a break-glass
// commit accepted only when an operator key signed it, else an unauthenticated exception.
import { describe, expect, it } from "vitest";
import {
  checkLedgerHistory,
  type HistoryCommit,
  type HistoryIdentities,
} from "../../../src/core/evidence/chain/evidence-history.ts";
import { judgeRemoteLedger } from "../../../src/core/evidence/chain/evidence-remote.ts";

const ACTION = "records/grid-east/2026/01/20260101T060000.000Z-change-7-1.json";
const CLI = "records/grid-east/2026/01/20260102T060000.000Z-change-cli-0123456789abcdef-1.json";
const COLLECTOR =
  "records/grid-east/2026/01/20260103T060000.000Z-configuration-monitoring-cli-0123456789abcdef-1.json";

/** One unsigned commit adding both a break-glass record and a collector's file. */
function bothKinds(): HistoryCommit {
  const both = commit("3", ["2"], CLI);
  both.changes.push({ status: "A", path: COLLECTOR });
  return both;
}

function commit(sha: string, parents: string[], path: string, signedBy?: "writer" | "operator") {
  const entry: HistoryCommit = {
    sha,
    parents,
    author: "github-actions[bot] <x@example.com>",
    authorName: "github-actions[bot]",
    changes: [{ status: "A", path: path.replace("-7-", `-${sha}-`) }],
  };
  if (signedBy !== undefined) entry.signedBy = signedBy;
  return entry;
}

const KEYS: HistoryIdentities = { writerName: undefined, writerKey: true, operatorKeys: true };
const NAMES: HistoryIdentities = { writerName: undefined, writerKey: false, operatorKeys: false };

describe("checkLedgerHistory", () => {
  it.each<[string, HistoryCommit[], HistoryIdentities, string[]]>([
    [
      "signed by the writer, in a line",
      [commit("1", [], ACTION, "writer"), commit("2", ["1"], ACTION, "writer")],
      KEYS,
      [],
    ],
    [
      "a merge",
      [commit("1", [], ACTION, "writer"), commit("2", ["1", "9"], ACTION, "writer")],
      KEYS,
      ["error 2 merges 1 and 9"],
    ],
    [
      "a second root",
      [commit("1", [], ACTION, "writer"), commit("2", [], ACTION, "writer")],
      KEYS,
      ["error 2 is a second root"],
    ],
    [
      "the writer's name without its signature",
      [commit("1", [], ACTION, "writer"), commit("2", ["1"], ACTION)],
      KEYS,
      ["error 2 adds records but is not signed by the writer's key"],
    ],
    [
      "a break-glass commit an operator signed",
      [commit("1", [], ACTION, "writer"), commit("2", ["1"], CLI, "operator")],
      KEYS,
      [],
    ],
    [
      "a break-glass commit no operator signed",
      [commit("1", [], ACTION, "writer"), commit("2", ["1"], CLI)],
      KEYS,
      ["warning 2 adds break-glass records and is not signed by any key of --operator-keys"],
    ],
    [
      "names only: a warning that a name proves nobody, and break-glass unauthenticated",
      [commit("1", [], ACTION), commit("2", ["1"], CLI)],
      NAMES,
      [
        "warning 2 adds break-glass records and cannot be authenticated (no --operator-keys)",
        "warning  the ledger's writer is recognised by its author name",
      ],
    ],
    [
      // Issue 98, item 6: cip-ledger.yaml's keys authenticate the records; no warning, a note of
      // what the web-flow key would add.
      "names and a declaration: a note of what --writer-key would add, no warning",
      [commit("1", [], ACTION), commit("2", ["1"], ACTION)],
      { ...NAMES, writerDeclared: true },
      ["note  the records are authenticated by the writer's signatures"],
    ],
    [
      "a collector's file no operator signed: named as what it is",
      [commit("1", [], ACTION, "writer"), commit("2", ["1"], COLLECTOR)],
      KEYS,
      [
        "warning 2 adds a collector's configuration-monitoring records and is not signed by any key of --operator-keys",
      ],
    ],
    [
      "both kinds in one unsigned commit",
      [commit("1", [], ACTION, "writer"), commit("2", ["1"], CLI, "operator"), bothKinds()],
      KEYS,
      [
        "warning 3 adds break-glass and a collector's configuration-monitoring records and is not signed",
      ],
    ],
  ])("%s", (_case, commits, identities, expected) => {
    const found = checkLedgerHistory(commits, identities).map(
      (problem) =>
        `${problem.severity} ${problem.commit} ${problem.message.replace(/^commit \S+ by [^:]*? (?=merges|is a|adds)/u, "")}`,
    );
    expect(found.length).toBe(expected.length);
    expected.forEach((prefix, index) => expect(found[index]).toContain(prefix));
  });
});

describe("judgeRemoteLedger: one line of commits", () => {
  const remote = (parents: string[][]) => ({
    branch: "cip-sync-evidence",
    commits: parents.map((list, index) => ({
      sha: String(index + 1),
      author: "github-actions[bot]",
      verified: true,
      reason: "valid",
      parents: list,
    })),
    rules: ["deletion", "non_fast_forward"],
    protection: null,
  });

  it.each<[string, string[][], string[]]>([
    ["a line", [[], ["1"]], []],
    ["a merge", [[], ["1"], ["2", "9"]], ["commit 3 on cip-sync-evidence merges 2 and 9"]],
    [
      "a second root",
      [[], ["1"], []],
      ["commit 3 on cip-sync-evidence is a second root (the first is 1)"],
    ],
  ])("%s", (_case, parents, expected) => {
    const { problems } = judgeRemoteLedger(remote(parents), undefined);
    expect(problems.length).toBe(expected.length);
    expected.forEach((prefix, index) => expect(problems[index]).toContain(prefix));
  });
});

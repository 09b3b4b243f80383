// checkLedgerHistory's problems whole, table-driven: each commit's problem with its commit, author,
// severity, exact message and, for a command-line commit no operator key signed, the records it
// carries and why they close nothing. A commit's files outside records/ are not the ledger's; a
// record's timestamp token counts as its record; a history with no commit that changes anything
// has no writer to warn about.
import { describe, expect, it } from "vitest";
import {
  checkLedgerHistory,
  type HistoryCommit,
  type HistoryIdentities,
  type HistoryProblem,
} from "../../../src/core/evidence/chain/evidence-history.ts";

const BOT = { author: "github-actions[bot] <bot@example.com>", authorName: "github-actions[bot]" };
const MALLORY = { author: "Mallory <m@example.com>", authorName: "Mallory" };
const record = (n: number) =>
  `records/grid-east/2026/01/2026010${n}T060000.000Z-change-${n}-1.json`;
const CLI = "records/grid-east/2026/01/20260109T060000.000Z-change-cli-0123456789abcdef-1.json";
const CLI_MONITORING =
  "records/grid-east/2026/01/20260110T060000.000Z-configuration-monitoring-cli-0123456789abcdef-1.json";
const SHA = "0123456789abcdef0123456789abcdef01234567";

function commit(
  sha: string,
  parents: string[],
  who: { author: string; authorName: string },
  changes: HistoryCommit["changes"],
): HistoryCommit {
  return { sha, parents, ...who, changes };
}

const NAMES: HistoryIdentities = { writerName: undefined, writerKey: false, operatorKeys: false };
const KEYS: HistoryIdentities = { writerName: undefined, writerKey: true, operatorKeys: true };
const NAME_WARNING: HistoryProblem = {
  commit: "",
  author: "",
  severity: "warning",
  message:
    "the ledger's writer is recognised by its author name, which anyone can set on a commit: pass --writer-key with the writer's public signing key (GitHub's web-flow key for the commits the Action makes) to authenticate every record",
};
const added = (path: string) => ({ status: "A" as const, path });

describe("checkLedgerHistory, each problem whole", () => {
  it.each<[string, HistoryCommit[], HistoryIdentities, HistoryProblem[]]>([
    ["no commit changes anything: no writer to warn about", [commit("1", [], BOT, [])], NAMES, []],
    [
      "files outside records/ are not the ledger's",
      [
        commit("1", [], BOT, [added(record(1))]),
        commit("2", ["1"], MALLORY, [{ status: "M", path: "README.md" }, added("notes/x.json")]),
      ],
      NAMES,
      [NAME_WARNING],
    ],
    [
      "records modified and deleted: the first three named, and how many more",
      [
        commit(
          "1",
          [],
          BOT,
          [1, 2, 3, 4, 5].map((n) => added(record(n))),
        ),
        commit("2", ["1"], BOT, [
          { status: "M", path: record(1) },
          { status: "D", path: record(2) },
          { status: "M", path: record(3) },
          { status: "D", path: record(4) },
          { status: "other", path: record(5) },
        ]),
      ],
      NAMES,
      [
        {
          commit: "2",
          author: BOT.author,
          severity: "error",
          message: `commit 2 by ${BOT.author} modified ${record(1)}, deleted ${record(2)}, modified ${record(3)} and 2 more: the ledger is append-only, a record once added is never changed or removed`,
        },
        NAME_WARNING,
      ],
    ],
    [
      "exactly three rewritten: no more to count",
      [
        commit(
          "1",
          [],
          BOT,
          [1, 2, 3].map((n) => added(record(n))),
        ),
        commit(
          "2",
          ["1"],
          BOT,
          [1, 2, 3].map((n) => ({ status: "D" as const, path: record(n) })),
        ),
      ],
      NAMES,
      [
        {
          commit: "2",
          author: BOT.author,
          severity: "error",
          message: `commit 2 by ${BOT.author} deleted ${record(1)}, deleted ${record(2)}, deleted ${record(3)}: the ledger is append-only, a record once added is never changed or removed`,
        },
        NAME_WARNING,
      ],
    ],
    [
      "another author only deleting a record: the rewrite, and no records added by them",
      [
        commit("1", [], BOT, [added(record(1)), added(CLI)]),
        commit("2", ["1"], MALLORY, [{ status: "D", path: record(1) }]),
        commit("3", ["2"], MALLORY, [{ status: "M", path: CLI }]),
      ],
      NAMES,
      [
        {
          commit: "2",
          author: MALLORY.author,
          severity: "error",
          message: `commit 2 by ${MALLORY.author} deleted ${record(1)}: the ledger is append-only, a record once added is never changed or removed`,
        },
        {
          commit: "3",
          author: MALLORY.author,
          severity: "error",
          message: `commit 3 by ${MALLORY.author} modified ${CLI}: the ledger is append-only, a record once added is never changed or removed`,
        },
        NAME_WARNING,
      ],
    ],
    [
      "a commit that changes nothing after one that adds a record: still only a name to go by",
      [commit("1", [], BOT, [added(record(1))]), commit("2", ["1"], MALLORY, [])],
      NAMES,
      [NAME_WARNING],
    ],
    [
      "another author than the first record's",
      [commit("1", [], BOT, [added(record(1))]), commit("2", ["1"], MALLORY, [added(record(2))])],
      NAMES,
      [
        {
          commit: "2",
          author: MALLORY.author,
          severity: "error",
          message: `commit 2 by ${MALLORY.author} adds records, but the ledger's writer is github-actions[bot] (the author of its first record): records added by anyone else are not evidence`,
        },
        NAME_WARNING,
      ],
    ],
    [
      "another author than --writer, from the first record on",
      [commit("1", [], MALLORY, [added(record(1))])],
      { ...NAMES, writerName: "github-actions[bot]" },
      [
        {
          commit: "1",
          author: MALLORY.author,
          severity: "error",
          message: `commit 1 by ${MALLORY.author} adds records, but the ledger's writer is github-actions[bot] (--writer): records added by anyone else are not evidence`,
        },
        NAME_WARNING,
      ],
    ],
    [
      "a break-glass record and its timestamp token, no operator key given: one record, flagged with why",
      [
        commit("1", [], BOT, [added(record(1))]),
        commit(SHA, ["1"], MALLORY, [added(CLI), added(`${CLI}.tsr`)]),
      ],
      NAMES,
      [
        {
          commit: SHA,
          author: MALLORY.author,
          severity: "warning",
          message: `commit ${SHA} by ${MALLORY.author} adds break-glass records and cannot be authenticated (no --operator-keys): an unauthenticated exception for the audit`,
          unauthenticated: {
            records: [CLI],
            why: "commit 0123456789ab cannot be authenticated (no --operator-keys)",
          },
        },
        NAME_WARNING,
      ],
    ],
    [
      "a break-glass record, --operator-keys empty (issue 80): flagged, the why naming the empty file",
      [
        commit("1", [], BOT, [added(record(1))]),
        { ...commit(SHA, ["1"], MALLORY, [added(CLI)]), signedBy: "operator" },
      ],
      { ...NAMES, withoutOperatorKeys: "--operator-keys keys.asc is empty" },
      [
        {
          commit: SHA,
          author: MALLORY.author,
          severity: "warning",
          message: `commit ${SHA} by ${MALLORY.author} adds break-glass records and cannot be authenticated (--operator-keys keys.asc is empty): an unauthenticated exception for the audit`,
          unauthenticated: {
            records: [CLI],
            why: "commit 0123456789ab cannot be authenticated (--operator-keys keys.asc is empty)",
          },
        },
        NAME_WARNING,
      ],
    ],
    [
      "a terminal record with the listing kept beside it (issue 68): the record's exception, not the writer's refusal",
      [
        commit("1", [], BOT, [added(record(1))]),
        commit(SHA, ["1"], MALLORY, [added(CLI_MONITORING), added(`${CLI_MONITORING}.listing`)]),
      ],
      NAMES,
      [
        {
          commit: SHA,
          author: MALLORY.author,
          severity: "warning",
          message: `commit ${SHA} by ${MALLORY.author} adds a collector's configuration-monitoring records and cannot be authenticated (no --operator-keys): an unauthenticated exception for the audit`,
          unauthenticated: {
            records: [CLI_MONITORING],
            why: "commit 0123456789ab cannot be authenticated (no --operator-keys)",
          },
        },
        NAME_WARNING,
      ],
    ],
    [
      "signed by the writer and an operator: nothing to say",
      [
        { ...commit("1", [], BOT, [added(record(1))]), signedBy: "writer" },
        { ...commit("2", ["1"], MALLORY, [added(CLI)]), signedBy: "operator" },
      ],
      KEYS,
      [],
    ],
  ])("%s", (_case, commits, identities, problems) => {
    expect(checkLedgerHistory(commits, identities)).toStrictEqual(problems);
  });
});

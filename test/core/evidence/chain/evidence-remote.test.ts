// The evidence branch as GitHub holds it, judged: each commit that is not in one line, not by the
// ledger's writer or not verified by GitHub named with why, and the branch unprotected unless a
// ruleset or a readable branch protection blocks both deletion and force pushes (fail closed).
import { describe, expect, it } from "vitest";
import {
  commitProblems,
  judgeRemoteLedger,
  type RemoteLedgerFacts,
} from "../../../../src/core/evidence/chain/evidence-remote.ts";

const BRANCH = "cip-sync-evidence";
const BOT = "github-actions[bot]";

type Commit = RemoteLedgerFacts["commits"][number];

function commit(sha: string, parents: string[], changes: Partial<Commit> = {}): Commit {
  return { sha, author: BOT, verified: true, reason: "valid", parents, ...changes };
}

const fix = `add a ruleset targeting it with "Restrict deletions" and "Block force pushes"`;

describe("commitProblems", () => {
  it.each<[string, Commit[], string | undefined, string[]]>([
    ["one line of verified commits by the writer", [commit("a", []), commit("b", ["a"])], BOT, []],
    ["no commit at all", [], undefined, []],
    [
      "the writer taken from the first commit: a later commit by another account",
      [commit("a", []), commit("b", ["a"], { author: "mallory" })],
      undefined,
      [
        `commit b on ${BRANCH} was made by mallory, not by the ledger's writer ${BOT} (the author of its first commit)`,
      ],
    ],
    [
      "the writer given: every commit by another account, the first too",
      [commit("a", []), commit("b", ["a"], { author: null })],
      "cip-writer",
      [
        `commit a on ${BRANCH} was made by ${BOT}, not by the ledger's writer cip-writer (--writer)`,
        `commit b on ${BRANCH} was made by no GitHub account, not by the ledger's writer cip-writer (--writer)`,
      ],
    ],
    [
      "a first commit by no account, and no writer given: no writer is known",
      [commit("a", [], { author: null }), commit("b", ["a"])],
      undefined,
      [
        `commit a on ${BRANCH} was made by no GitHub account, not by the ledger's writer (unknown) (the author of its first commit)`,
        `commit b on ${BRANCH} was made by ${BOT}, not by the ledger's writer (unknown) (the author of its first commit)`,
      ],
    ],
    [
      "an unverified commit",
      [commit("a", []), commit("b", ["a"], { verified: false, reason: "unsigned" })],
      BOT,
      [
        `commit b on ${BRANCH} is not verified by GitHub (unsigned): the ledger's writer makes signed commits through the API`,
      ],
    ],
    [
      "a merge and a second root",
      [commit("a", []), commit("x", []), commit("m", ["a", "x"])],
      BOT,
      [
        `commit x on ${BRANCH} is a second root (the first is a): another history was joined to the ledger`,
        `commit m on ${BRANCH} merges a and x: the evidence branch is linear, and a merge can join a rewritten history to the real one as a fast-forward`,
      ],
    ],
    [
      "a third root, and a commit wrong in every way",
      [commit("a", []), commit("x", []), commit("y", [], { author: "eve", verified: false })],
      BOT,
      [
        `commit x on ${BRANCH} is a second root (the first is a): another history was joined to the ledger`,
        `commit y on ${BRANCH} is a second root (the first is a): another history was joined to the ledger`,
        `commit y on ${BRANCH} was made by eve, not by the ledger's writer ${BOT} (--writer)`,
        `commit y on ${BRANCH} is not verified by GitHub (valid): the ledger's writer makes signed commits through the API`,
      ],
    ],
  ])("%s", (_, commits, writer, expected) => {
    expect(commitProblems({ branch: BRANCH, commits }, writer)).toEqual(expected);
  });
});

describe("judgeRemoteLedger: whether the branch is protected", () => {
  it.each<[string, string[], RemoteLedgerFacts["protection"], string | undefined]>([
    ["a ruleset blocking both", ["deletion", "non_fast_forward"], null, undefined],
    [
      "a ruleset blocking both, whatever the branch protection allows",
      ["non_fast_forward", "update", "deletion"],
      { allowForcePushes: true, allowDeletions: true },
      undefined,
    ],
    [
      "a branch protection blocking both",
      [],
      { allowForcePushes: false, allowDeletions: false },
      undefined,
    ],
    [
      "neither",
      [],
      null,
      `${BRANCH}: no active ruleset rule blocks deletion and force pushes, and the branch has no branch protection: ${fix}`,
    ],
    [
      "a ruleset blocking deletion only, a protection allowing force pushes",
      ["deletion"],
      { allowForcePushes: true, allowDeletions: false },
      `${BRANCH}: no active ruleset rule blocks force pushes, and its branch protection allows deletion or force pushes: ${fix}`,
    ],
    [
      "a ruleset blocking force pushes only, a protection allowing deletion",
      ["non_fast_forward"],
      { allowForcePushes: false, allowDeletions: true },
      `${BRANCH}: no active ruleset rule blocks deletion, and its branch protection allows deletion or force pushes: ${fix}`,
    ],
    [
      "a protection that could not be read counts as none",
      ["deletion"],
      "403 Resource not accessible by integration",
      `${BRANCH}: no active ruleset rule blocks force pushes, and its branch protection could not be read (403 Resource not accessible by integration): ${fix}`,
    ],
  ])("%s", (_, rules, protection, expected) => {
    const facts = { branch: BRANCH, commits: [commit("a", [])], rules, protection };
    expect(judgeRemoteLedger(facts, BOT)).toEqual({ problems: [], unprotected: expected });
  });

  it("gives the commits' problems beside it", () => {
    const facts: RemoteLedgerFacts = {
      branch: BRANCH,
      commits: [commit("a", [], { verified: false, reason: "unsigned" })],
      rules: ["deletion", "non_fast_forward"],
      protection: null,
    };
    expect(judgeRemoteLedger(facts, BOT)).toEqual({
      problems: [
        `commit a on ${BRANCH} is not verified by GitHub (unsigned): the ledger's writer makes signed commits through the API`,
      ],
      unprotected: undefined,
    });
  });
});

// Which approvals count (and why the others do not, as reviewers see it), and whether an
// approver is one of a list of logins and teams: "unverifiable", never "yes", on a missing fact.
import { describe, expect, it } from "vitest";
import { parsePrincipal } from "../../../../src/core/inventory/document/principals.ts";
import {
  countedApprovals,
  MembershipBook,
  principalsText,
} from "../../../../src/core/review/policy/approvers.ts";
import type { ApprovalFact } from "../../../../src/core/review/policy/policy-model.ts";
import { approval, member, notMember, unverifiable } from "./policy-fixtures.ts";

const DELEGATES = "acme/cip-senior-manager-delegates";

describe("countedApprovals", () => {
  it.each([
    ["an approval of the head commit counts", approval("alice"), "counts"],
    ["a bot's never does", approval("dependabot", { bot: true }), "a bot's approval never counts"],
    [
      "nor an author's or committer's",
      approval("mallory", { authorOrCommitter: true }),
      "wrote or committed to the change",
    ],
    [
      "nor one of an older commit",
      approval("bob", { onHeadCommit: false }),
      "approved an older commit, not the head commit",
    ],
  ] as [string, ApprovalFact, string][])("%s", (_name, fact, why) => {
    expect(countedApprovals([fact])).toStrictEqual(
      why === "counts"
        ? { counted: [fact], ignored: [] }
        : { counted: [], ignored: [{ login: fact.login, why }] },
    );
  });

  it("counts a login once whatever its case, keeping its first approval", () => {
    const first = approval("Alice", { body: "first" });
    const again = approval("alice", { body: "again" });
    expect(countedApprovals([first, again, approval("ALICE")])).toStrictEqual({
      counted: [first],
      ignored: [],
    });
  });
});

describe("MembershipBook.eligibility", () => {
  const principals = [parsePrincipal("carol")!, parsePrincipal(DELEGATES)!];
  it.each([
    ["a named login, in any case", "Carol", [], { state: "yes" }],
    [
      "a member of a named team, in any case",
      "frank",
      [member(DELEGATES.toUpperCase(), "FRANK")],
      { state: "yes" },
    ],
    ["a known non-member", "erin", [notMember(DELEGATES, "erin")], { state: "no" }],
    [
      "a membership not read",
      "erin",
      [],
      { state: "unverifiable", reason: `the membership of erin in ${DELEGATES} was not read` },
    ],
    [
      "a membership that cannot be read",
      "frank",
      [unverifiable(DELEGATES, "frank")],
      {
        state: "unverifiable",
        reason: `GitHub answered 403 for ${DELEGATES}: the policy-token needs Members: read`,
      },
    ],
  ] as const)("%s", (_name, login, facts, expected) => {
    expect(new MembershipBook(facts).eligibility(login, principals)).toStrictEqual(expected);
  });
});

describe("MembershipBook.eligibility over several teams", () => {
  it("names why each team cannot be verified, one after the other", () => {
    const principals = ["acme/a", "acme/b"].map((text) => parsePrincipal(text)!);
    expect(new MembershipBook([]).eligibility("erin", principals)).toStrictEqual({
      state: "unverifiable",
      reason:
        "the membership of erin in acme/a was not read; the membership of erin in acme/b was not read",
    });
  });
});

describe("principalsText", () => {
  it("writes each principal once, as the policy wrote it first", () => {
    const written = ["alice", "acme/Alpha", "Alice", "acme/alpha", "bob"];
    expect(principalsText(written.map((text) => parsePrincipal(text)!))).toStrictEqual([
      "alice",
      "acme/Alpha",
      "bob",
    ]);
  });
});

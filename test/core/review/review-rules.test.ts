// The rules of what counts as reviewed, as tables: approvals by the latest deciding review on the
// head commit and from independent reviewers, the plan note that counts as the reviewed plan, and
// the one table that names each outcome in every vocabulary.
import { describe, expect, it } from "vitest";
import { CHANGE_OUTCOMES } from "../../../src/core/evidence/records/evidence-record.ts";
import {
  approvalBodies,
  type ApproverAccount,
  type ApproverEmail,
  approvalsOf,
  type CommitParticipants,
  splitCounted,
  splitIndependent,
} from "../../../src/core/review/approvals.ts";
import { COMMENT_STATUSES, FAILURE_REASONS, OUTCOMES } from "../../../src/core/review/outcomes.ts";
import {
  type ChangeRequest,
  memberReview,
  type MemberReview,
  type PlanNoteHeader,
  reviewedFingerprint,
  reviewedOperationsOf,
  unreviewedReasons,
  whyUnreviewed,
} from "../../../src/core/review/reviewed-plan.ts";

const HEAD = "a".repeat(40);
const EARLIER = "b".repeat(40);
const review = (login: string, state: string, commit = HEAD) => ({ login, state, commit });

describe("approvalsOf", () => {
  it("dates each approval of the head by its review, where the code host dates it", () => {
    const dated = [
      { ...review("carol", "APPROVED"), at: "2026-11-20T10:00:00Z" },
      { ...review("dave", "APPROVED", EARLIER), at: "2026-11-19T09:00:00Z" },
      review("erin", "APPROVED"),
    ];
    expect(approvalsOf(dated, HEAD).approvedAt).toEqual(
      new Map([["carol", "2026-11-20T10:00:00Z"]]),
    );
  });

  it.each([
    ["an approval of the head", [review("carol", "APPROVED")], ["carol"], []],
    ["an approval of an earlier commit", [review("carol", "APPROVED", EARLIER)], [], ["carol"]],
    [
      "withdrawn by changes requested",
      [review("carol", "APPROVED"), review("carol", "CHANGES_REQUESTED")],
      [],
      [],
    ],
    [
      "withdrawn by a dismissal",
      [review("carol", "APPROVED"), review("carol", "DISMISSED")],
      [],
      [],
    ],
    [
      "kept through a plain comment",
      [review("carol", "APPROVED"), review("carol", "COMMENTED")],
      ["carol"],
      [],
    ],
    [
      "given again after changes requested",
      [review("carol", "CHANGES_REQUESTED"), review("carol", "APPROVED")],
      ["carol"],
      [],
    ],
    ["a deleted account", [{ login: undefined, state: "APPROVED", commit: HEAD }], [], []],
    [
      "sorted by code point",
      [review("erin", "APPROVED"), review("Dave", "APPROVED")],
      ["Dave", "erin"],
      [],
    ],
  ] as const)("%s", (_, reviews, approvedBy, approvedEarlierCommit) => {
    expect(approvalsOf(reviews, HEAD)).toEqual({
      approvedBy,
      approvedEarlierCommit,
      approvedAt: new Map(),
    });
  });
});

describe("approvalBodies: the text of each reviewer's latest deciding review that approves", () => {
  it("keeps an approval's text, drops one withdrawn later, and ignores a later plain comment", () => {
    const reviews = [
      { ...review("alice", "APPROVED"), body: "/override-freeze storm damage repair" },
      { ...review("bob", "APPROVED"), body: "fine" },
      { ...review("bob", "CHANGES_REQUESTED"), body: "wait" },
      { ...review("carol", "APPROVED"), body: "ok" },
      { ...review("carol", "COMMENTED"), body: "one more thing" },
      { ...review("dave", "COMMENTED"), body: "looks odd" },
    ];
    expect([...approvalBodies(reviews)]).toStrictEqual([
      ["alice", "/override-freeze storm damage repair"],
      ["carol", "ok"],
    ]);
  });
});

describe("splitIndependent: approvers who worked on the commits are set apart, failing closed", () => {
  const read = (logins: string[], unlinkedEmails: string[] = []): CommitParticipants => ({
    kind: "read",
    logins: new Set(logins),
    unlinkedEmails: new Set(unlinkedEmails),
  });
  const email = (address: string | null): ApproverEmail => ({ kind: "read", email: address });
  const UNLINKED = "a commit's author or committer has no account";
  it.each<
    [string, CommitParticipants, Record<string, ApproverEmail>, ReturnType<typeof splitIndependent>]
  >([
    [
      "by login, whatever its case",
      read(["carol"]),
      {},
      { approvedBy: ["dave"], notIndependent: ["Carol"], notCounted: [] },
    ],
    [
      "by e-mail for a commit with no account, whatever its case",
      read(["bob"], ["dave@grid.example"]),
      { Carol: email(null), dave: email("Dave@Grid.example") },
      { approvedBy: ["Carol"], notIndependent: ["dave"], notCounted: [] },
    ],
    [
      "an e-mail that could not be read: not counted",
      read(["bob"], ["x@vendor.example"]),
      {
        Carol: email("carol@grid.example"),
        dave: { kind: "unreadable", why: "GitHub answered HTTP 502" },
      },
      {
        approvedBy: ["Carol"],
        notIndependent: [],
        notCounted: [
          {
            login: "dave",
            why: `independence could not be checked: ${UNLINKED}, and the approver's e-mail could not be read: GitHub answered HTTP 502`,
          },
        ],
      },
    ],
    [
      "an e-mail not looked up: not counted",
      read(["bob"], ["x@vendor.example"]),
      { Carol: email(null) },
      {
        approvedBy: ["Carol"],
        notIndependent: [],
        notCounted: [
          {
            login: "dave",
            why: `independence could not be checked: ${UNLINKED}, and the approver's e-mail was not looked up`,
          },
        ],
      },
    ],
    [
      "commits that could not all be read: nobody counts",
      { kind: "unreadable", why: "the pull request has more than 10,000 commits" },
      {},
      {
        approvedBy: [],
        notIndependent: [],
        notCounted: ["Carol", "dave"].map((login) => ({
          login,
          why: "independence could not be checked: the pull request has more than 10,000 commits",
        })),
      },
    ],
  ])("%s", (_, participants, emails, expected) => {
    expect(
      splitIndependent(["dave", "Carol"], participants, new Map(Object.entries(emails))),
    ).toEqual(expected);
  });
});

describe("splitCounted: only a person's account with write access approves", () => {
  const user = (roleName: string, permission = roleName): ApproverAccount => ({
    kind: "read",
    type: "User",
    permission,
    roleName,
  });
  it.each<[string, string, ApproverAccount | undefined, string | undefined]>([
    ["a writer", "wendy", user("write"), undefined],
    ["a maintainer (permission write, role maintain)", "mia", user("maintain", "write"), undefined],
    ["an admin", "ada", user("admin"), undefined],
    [
      "a custom role on write",
      "cy",
      { kind: "read", type: "User", permission: "write" },
      undefined,
    ],
    ["a reader", "rita", user("read"), "read access only"],
    ["triage (permission read)", "tess", user("triage", "read"), "read access only"],
    ["no access", "nico", { kind: "read", type: "User", permission: "none" }, "no access"],
    [
      "a write role on a read permission: the role decides",
      "rob",
      user("maintain", "read"),
      undefined,
    ],
    ["a role without write on no permission", "val", user("viewer", "none"), "read access only"],
    ["a [bot] login, never looked up", "renovate[bot]", undefined, "a bot"],
    ["a [bot] login whatever its account says", "ci[BOT]", user("admin"), "a bot"],
    ["a Bot account", "helper", { kind: "read", type: "Bot", permission: "admin" }, "a bot"],
    [
      "an organization",
      "grid-east",
      { kind: "read", type: "Organization", permission: "admin" },
      "not a person's account (type Organization)",
    ],
    [
      "a lookup that failed",
      "wendy",
      { kind: "unreadable", why: "GitHub answered HTTP 500" },
      "permission could not be read: GitHub answered HTTP 500",
    ],
    [
      "an account never looked up",
      "wendy",
      undefined,
      "permission could not be read: not looked up",
    ],
  ])("%s", (_, login, account, why) => {
    const accounts = new Map(account === undefined ? [] : [[login, account]]);
    expect(splitCounted([login], accounts)).toEqual(
      why === undefined
        ? { approvedBy: [login], notCounted: [] }
        : { approvedBy: [], notCounted: [{ login, why }] },
    );
  });

  it("keeps the counted and the refused each sorted by code point", () => {
    const accounts = new Map<string, ApproverAccount>([
      ["erin", { kind: "read", type: "User", permission: "write" }],
      ["Dave", { kind: "read", type: "User", permission: "admin" }],
      ["rita", { kind: "read", type: "User", permission: "read" }],
    ]);
    expect(splitCounted(["rita", "erin", "z[bot]", "Dave"], accounts)).toEqual({
      approvedBy: ["Dave", "erin"],
      notCounted: [
        { login: "rita", why: "read access only" },
        { login: "z[bot]", why: "a bot" },
      ],
    });
  });
});

describe("the reviewed plan", () => {
  const change: ChangeRequest = { number: 12, url: "u", title: "t", author: "a", headSha: HEAD };
  const owner = { workspace: "main", author: "github-actions[bot]" };
  const note = (header: Partial<PlanNoteHeader>): PlanNoteHeader => ({
    status: "planned",
    head: HEAD,
    fingerprint: "sha256:f",
    operations: ["d1"],
    ...header,
  });

  it.each([
    ["planned", note({}), "sha256:f"],
    ["being applied (a re-run)", note({ status: "applying" }), "sha256:f"],
    ["already applied", note({ status: "applied" }), undefined],
    ["refused", note({ status: "plan-changed" }), undefined],
    ["no note", undefined, undefined],
  ] as const)("one merged pull request: a note %s gives %s", (_, header, fingerprint) => {
    expect(reviewedFingerprint(header)).toBe(fingerprint);
  });

  it.each([
    [
      undefined,
      undefined,
      `commit ${HEAD} was not merged from a pull request, so no plan was reviewed`,
    ],
    [
      change,
      undefined,
      "pull request #12 has no plan comment for workspace main written by github-actions[bot]",
    ],
    [
      change,
      note({ status: "applied" }),
      "the plan comment on pull request #12 has status applied, not a plan waiting to be applied",
    ],
  ] as const)("says why there is no reviewed plan (%#)", (merged, header, why) => {
    expect(whyUnreviewed(HEAD, merged, header, owner)).toBe(why);
  });

  it.each([
    ["reviewed", note({}), { kind: "reviewed", operations: ["d1"] }],
    [
      "no note",
      undefined,
      {
        kind: "unreviewed",
        why: "#12 has no plan comment for workspace main written by github-actions[bot]",
      },
    ],
    [
      "not awaiting apply",
      note({ status: "failed" }),
      {
        kind: "unreviewed",
        why: "the plan comment on #12 has status failed, not a plan waiting to be applied",
      },
    ],
    [
      "for an earlier commit",
      note({ head: EARLIER }),
      {
        kind: "unreviewed",
        why: "the plan comment on #12 was computed for commit bbbbbbb, not for its last commit aaaaaaa",
      },
    ],
    [
      "without its operations",
      note({ operations: undefined }),
      {
        kind: "unreviewed",
        why: "the plan comment on #12 does not record its operations (a plan of more than 1000 operations, or written by an earlier version)",
      },
    ],
  ] as const)("a pull request of a group: %s", (_, header, expected) => {
    expect(memberReview(change, header, owner)).toEqual(expected);
  });

  it("a search that stopped at its page bound says so, and how to get a note read", () => {
    expect(memberReview(change, undefined, { ...owner, searchBounded: true })).toStrictEqual({
      kind: "unreviewed",
      why: "#12 has no plan comment for workspace main written by github-actions[bot] among its first 100 comments (not found, search bounded: the plan comment is written by the first plan of a pull request; delete the spam before it, or plan again in a new pull request)",
    });
    expect(memberReview(change, undefined, { ...owner, searchBounded: false })).toStrictEqual({
      kind: "unreviewed",
      why: "#12 has no plan comment for workspace main written by github-actions[bot]",
    });
  });

  it("a group: the reviewed operations of each reviewed change, the reasons of the others", () => {
    const members: { change: ChangeRequest; review: MemberReview }[] = [
      { change: { ...change, number: 3 }, review: { kind: "reviewed", operations: ["d1", "d2"] } },
      { change: { ...change, number: 4 }, review: { kind: "unreviewed", why: "no note on #4" } },
      { change: { ...change, number: 5 }, review: { kind: "reviewed", operations: [] } },
      { change: { ...change, number: 6 }, review: { kind: "unreviewed", why: "stale note on #6" } },
    ];
    expect(reviewedOperationsOf(members)).toStrictEqual([
      { pullRequest: 3, digests: ["d1", "d2"] },
      { pullRequest: 5, digests: [] },
    ]);
    expect(unreviewedReasons(members)).toStrictEqual(["no note on #4", "stale note on #6"]);
  });
});

describe("OUTCOMES: one name per outcome", () => {
  it.each(CHANGE_OUTCOMES.map((outcome) => [outcome]))(
    "%s is named in every vocabulary",
    (outcome) => {
      const names = OUTCOMES[outcome];
      if (names.comment !== undefined) expect(COMMENT_STATUSES).toContain(names.comment);
      const succeeds = outcome === "applied" || outcome === "no-changes";
      expect(names.failure === undefined).toBe(succeeds);
      if (names.failure !== undefined) expect(FAILURE_REASONS).toContain(names.failure);
      expect(names.heading).not.toBe("");
    },
  );
});

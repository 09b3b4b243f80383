// The bot branch, commit trailers and pull-request marker of a source's proposal, read back.
import { describe, expect, it } from "vitest";
import {
  proposalCommitMessage,
  proposalMarker,
  proposalStep,
  sourceBranch,
  sourceClaim,
  stampOfCommit,
  stampOfPullRequest,
} from "../../../src/core/sources/source-proposal.ts";

const DIGEST = `sha256:${"ab".repeat(32)}`;
const STAMP = { name: "cmdb", digest: DIGEST };

describe("a source's proposal", () => {
  it("round-trips through the commit message and the pull request", () => {
    expect(sourceBranch("cmdb")).toBe("cip-sync/source-cmdb");
    expect(stampOfCommit(proposalCommitMessage(STAMP))).toEqual(STAMP);
    expect(
      stampOfPullRequest("cip-sync/source-cmdb", `text\n\n${proposalMarker(STAMP)}\n`),
    ).toEqual(STAMP);
  });

  it.each([
    { case: "another branch", ref: "feature/cmdb", body: proposalMarker(STAMP) },
    { case: "no marker", ref: "cip-sync/source-cmdb", body: "Inventory from source cmdb" },
    {
      case: "a marker naming another source",
      ref: "cip-sync/source-cmdb",
      body: proposalMarker({ name: "netbox", digest: DIGEST }),
    },
    {
      case: "a malformed digest",
      ref: "cip-sync/source-cmdb",
      body: "<!-- cip-sync:source name=cmdb digest=sha256:xyz -->",
    },
    {
      case: "a name the sources file refuses",
      ref: "cip-sync/source-CMDB",
      body: `<!-- cip-sync:source name=CMDB digest=${DIGEST} -->`,
    },
  ])("is no source's for $case", ({ ref, body }) => {
    expect(stampOfPullRequest(ref, body)).toBeUndefined();
  });

  it("reads no stamp from a commit without both trailers", () => {
    expect(stampOfCommit("Inventory from source cmdb\n\nCip-Sync-Source: cmdb\n")).toBeUndefined();
  });
});

const BASE = "b".repeat(40);
const OLD_BASE = "a".repeat(40);
const OTHER = { name: "cmdb", digest: `sha256:${"ef".repeat(32)}` };
const committed = (stamp = STAMP, parent = BASE) => ({
  parent,
  message: proposalCommitMessage(stamp),
});
const shows = (stamp = STAMP) => ({ body: `body\n\n${proposalMarker(stamp)}\n` });

describe("proposalStep", () => {
  it.each([
    {
      case: "agrees, no pull request",
      changed: false,
      head: committed(),
      open: undefined,
      step: { kind: "nothing" },
    },
    {
      case: "agrees, a pull request open",
      changed: false,
      head: undefined,
      open: shows(),
      step: { kind: "close" },
    },
    {
      case: "first change",
      changed: true,
      head: undefined,
      open: undefined,
      step: { kind: "propose", commit: true, writePullRequest: true },
    },
    {
      case: "same snapshot on the same base, shown",
      changed: true,
      head: committed(),
      open: shows(),
      step: { kind: "propose", commit: false, writePullRequest: false },
    },
    {
      case: "same snapshot, pull request closed by hand",
      changed: true,
      head: committed(),
      open: undefined,
      step: { kind: "propose", commit: false, writePullRequest: true },
    },
    {
      case: "same snapshot, body shows the last one",
      changed: true,
      head: committed(),
      open: shows(OTHER),
      step: { kind: "propose", commit: false, writePullRequest: true },
    },
    {
      case: "changed snapshot",
      changed: true,
      head: committed(OTHER),
      open: shows(OTHER),
      step: { kind: "propose", commit: true, writePullRequest: true },
    },
    {
      case: "same snapshot, the base moved",
      changed: true,
      head: committed(STAMP, OLD_BASE),
      open: shows(),
      step: { kind: "propose", commit: true, writePullRequest: true },
    },
    {
      case: "a hand-made commit on the branch",
      changed: true,
      head: { parent: BASE, message: "fix" },
      open: shows(),
      step: { kind: "propose", commit: true, writePullRequest: true },
    },
  ])("$case", ({ changed, head, open, step }) => {
    expect(proposalStep({ stamp: STAMP, changed, base: BASE, branchHead: head, open })).toEqual(
      step,
    );
  });
});

describe("sourceClaim: the branch and marker count only from a bot of this repository", () => {
  const stamp = { name: "cmdb", digest: `sha256:${"ab".repeat(32)}` };
  const claimed = {
    number: 3,
    headRef: "cip-sync/source-cmdb",
    body: proposalMarker(stamp),
    author: { login: "cip-sync-app[bot]", bot: true },
    sameRepository: true,
  };
  const claims = `pull request #3 claims the snapshot ${stamp.digest} of source cmdb (branch cip-sync/source-cmdb and its marker)`;

  it.each([
    ["the sync's pull request", claimed, { source: stamp }],
    ["no claim: another branch", { ...claimed, headRef: "feature/cmdb" }, undefined],
    [
      "a person's",
      { ...claimed, author: { login: "mallory", bot: false } },
      {
        refused: `${claims}, but mallory opened it, not a bot account as a source's sync does (its github-token): no source is recorded`,
      },
    ],
    [
      "a deleted account's",
      { ...claimed, author: undefined },
      {
        refused: `${claims}, but an account GitHub no longer knows opened it, not a bot account as a source's sync does (its github-token): no source is recorded`,
      },
    ],
    [
      "a fork's",
      { ...claimed, sameRepository: false },
      {
        refused: `${claims}, but its branch is in another repository (a fork), where no sync of this repository writes: no source is recorded`,
      },
    ],
  ])("%s", (_, pull, expected) => {
    expect(sourceClaim(pull)).toEqual(expected);
  });
});

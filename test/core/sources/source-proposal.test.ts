// The bot branch, commit trailers and pull-request marker of a source's proposal, read back.
import { describe, expect, it } from "vitest";
import {
  proposalCommitMessage,
  proposalMarker,
  sourceBranch,
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

// The ledger writer's timestamps against the fake GitHub and a real RFC 3161 server (openssl ts on
// loopback): a TSA that answers after the record's commit gets its token into a follow-up commit.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendTimestamped } from "../../../src/github/ledger/evidence-timestamps.ts";
import { openTsaClient } from "../../../src/io/ledger/timestamps/tsa-client.ts";
import { readTsaEndpoint } from "../../../src/io/ledger/timestamps/tsa-endpoint.ts";
import { monitoringDraft } from "../../support/evidence-records.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";
import { startTestTsa, type TestTsa } from "../../support/test-tsa.ts";

const target = { owner: "grid-east", repo: "inventory", branch: "cip-sync-evidence" };
let github: FakeGitHub;
let tsa: TestTsa;

beforeEach(async () => {
  [github, tsa] = await Promise.all([
    startFakeGitHub({
      owner: target.owner,
      repo: target.repo,
      tokens: { ghs: { kind: "integration" } },
    }),
    startTestTsa(),
  ]);
});

afterEach(async () => {
  await Promise.all([github.close(), tsa.close()]);
});

describe("appendTimestamped", () => {
  it("commits a late token in a follow-up commit, without holding the record back", async () => {
    const client = openTsaClient(readTsaEndpoint(tsa.url, "CIP_TSA_URL")!);
    tsa.setMode("late", 600);
    try {
      const stamped = await appendTimestamped(
        unthrottledGitHubClient("ghs", github.url),
        target,
        monitoringDraft("grid-east", 7, true),
        { client, name: tsa.url },
        { inCommitMs: 100, followUpMs: 10_000 },
      );
      expect(stamped.failure).toBeUndefined();
      expect(stamped.caughtUp).toEqual([stamped.appended.path]);
      expect(stamped.tokenTime).toMatch(/^\d{4}-\d\d-\d\dT/);
      const history = github.git.history(target.branch);
      expect(history.map((commit) => commit.message)).toEqual([
        `grid-east: timestamp tokens for ${stamped.appended.path.split("/").at(-1)}`,
        "grid-east #1: monitoring record of run 7 attempt 1",
      ]);
      expect(github.git.filesOn(target.branch).map(({ path }) => path)).toEqual([
        stamped.appended.path,
        `${stamped.appended.path}.tsr`,
      ]);
    } finally {
      tsa.setMode("up");
      await client.close();
    }
  });
});

// One run's readers of the ledger (the drift check's obligations, then the authority before its
// record) share the reading of a branch head: a second reader of the same commit reads the head
// again and nothing else; once the branch moved, the next reader reads the new commit whole.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendEvidence } from "../../../src/github/ledger/evidence-ledger.ts";
import { sinceCheckpointReader } from "../../../src/github/ledger/ledger-since-checkpoint.ts";
import { changeDraft, day } from "../../support/evidence-records.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";

const target = { owner: "grid-east", repo: "inventory", branch: "cip-sync-evidence" };
let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    owner: target.owner,
    repo: target.repo,
    tokens: { ghs: { kind: "integration" } },
  });
});

afterEach(async () => {
  await github.close();
});

const requested = () =>
  github.requests
    .splice(0)
    .map(({ method, path }) => `${method} ${path.replace(/^\/repos\/grid-east\/inventory/, "")}`)
    .map((line) => line.replace(/[0-9a-f]{40}/, "{sha}"));

describe("sinceCheckpointReader", () => {
  it("reads a head once for a run's readers, and a moved head again", async () => {
    const client = unthrottledGitHubClient("ghs", github.url);
    await appendEvidence(client, target, changeDraft("grid-east", 1), { now: () => day(0) });
    const read = sinceCheckpointReader(client);
    const writer = "github-actions[bot]";
    const head = ["GET /git/ref/heads%2Fcip-sync-evidence", "GET /git/commits/{sha}"];
    const newestYear = Array.from({ length: 4 }, () => "GET /git/trees/{sha}");
    requested();

    const first = await read(target, "grid-east", writer);
    expect(requested()).toEqual([...head, ...newestYear]);
    const second = await read(target, "grid-east", writer);
    expect(requested()).toEqual(head);
    expect(second).toBe(first);

    await appendEvidence(client, target, changeDraft("grid-east", 2), { now: () => day(1) });
    requested();
    const third = await read(target, "grid-east", writer);
    expect(requested()).toEqual([...head, ...newestYear]);
    expect(third).not.toBe(first);
    const otherWriter = await read(target, "grid-east", "someone-else");
    expect(otherWriter).not.toBe(third);
  });
});

// What the ledger writer checks before it appends: it reads the workspace's records even when
// GitHub truncates the recursive tree, ignores files that are not records, and refuses a head from
// the future or a chain that is already broken, writing nothing. And how one run's readers (the
// drift check's obligations, then the authority before its record) share the reading of a head.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyLedger } from "../../support/ledger-check.ts";
import { EvidenceLedgerError, appendEvidence } from "../../../src/github/ledger/evidence-ledger.ts";
import { sinceCheckpointReader } from "../../../src/github/ledger/ledger-since-checkpoint.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";
import { changeDraft, day, monitoringDraft } from "../../support/evidence-records.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";

const target = { owner: "grid-east", repo: "inventory", branch: "cip-sync-evidence" };
const noPause = () => Promise.resolve();
const MINUTE = 60_000;

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

/** Two records of grid-east on the branch, written a day apart. */
async function twoRecords() {
  const octokit = unthrottledGitHubClient("ghs", github.url);
  const first = await appendEvidence(octokit, target, changeDraft("grid-east", 1), {
    now: () => day(0),
  });
  const second = await appendEvidence(octokit, target, monitoringDraft("grid-east", 2, true), {
    now: () => day(1),
  });
  return { octokit, first, second };
}

function treeReads(recursive: boolean) {
  return github.requests.filter(
    (request) =>
      request.method === "GET" &&
      request.path.includes("/git/trees/") &&
      "recursive" in request.query === recursive,
  );
}

describe("appendEvidence reading the tree", () => {
  it("reads the workspace's folder level by level when GitHub truncates the recursive tree", async () => {
    const { octokit, second } = await twoRecords();
    github.git.commitFiles(target.branch, { "records/other-ws/2026/01/x.json": "{}" });
    github.git.truncateRecursive = true;
    const third = await appendEvidence(octokit, target, changeDraft("grid-east", 3), {
      now: () => day(2),
    });

    expect(third.record).toMatchObject({ sequence: 3, previous_sha256: second.sha256 });
    expect(treeReads(false).length).toBeGreaterThan(0);
    const grid = verifyLedger(github.git.filesOn(target.branch)).records.filter(
      ({ record }) => record.workspace === "grid-east",
    );
    expect(grid.map(({ record }) => record.sequence)).toEqual([1, 2, 3]);
  });

  it.each([2, 14])(
    "lists the newest year's folder only, never the whole tree, with %i months of records",
    async (months) => {
      const octokit = unthrottledGitHubClient("ghs", github.url);
      let previous;
      for (let month = 0; month < months; month++)
        previous = await appendEvidence(octokit, target, changeDraft("grid-east", month + 1), {
          now: () => day(month * 31),
        });
      github.requests.length = 0;
      const next = await appendEvidence(octokit, target, changeDraft("grid-east", months + 1), {
        now: () => day(months * 31),
      });

      expect(next.record).toMatchObject({
        sequence: months + 1,
        previous_sha256: previous?.sha256,
      });
      // The branch's tree, records/ and the workspace's years, one level each, then the newest
      // year's months and files in one listing: the same whether the ledger is two months old or
      // fourteen (its head and the head's predecessor both in its second year).
      expect(treeReads(false)).toHaveLength(3);
      expect(treeReads(true)).toHaveLength(1);
    },
  );

  it.each([
    ["a text file in the month folder", "records/grid-east/2026/01/notes.txt"],
    ["a JSON file that is not named like a record", "records/grid-east/2026/01/zz-notes.json"],
    ["a file at the workspace's top", "records/grid-east/README.md"],
    [
      "a record-like name one folder too deep",
      "records/grid-east/2026/01/x/20990101T000000.000Z-change-9-1.json",
    ],
  ])("ignores %s and appends after the real head", async (_, stray) => {
    const { octokit, second } = await twoRecords();
    github.git.commitFiles(target.branch, { [stray]: "not a record" });
    const third = await appendEvidence(octokit, target, changeDraft("grid-east", 3), {
      now: () => day(2),
    });

    expect(third.record).toMatchObject({ sequence: 3, previous_sha256: second.sha256 });
  });
});

describe("appendEvidence refusing a head it cannot extend", () => {
  it.each([
    ["4 minutes ahead", 4 * MINUTE, true],
    ["6 minutes ahead", 6 * MINUTE, false],
    ["a year ahead", 365 * 24 * 60 * MINUTE, false],
  ])("a head stamped %s of the clock: appended %s", async (_, ahead, appended) => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const now = day(1);
    const head = await appendEvidence(octokit, target, changeDraft("grid-east", 1), {
      now: () => new Date(now.getTime() + ahead),
    });
    const attempt = appendEvidence(octokit, target, changeDraft("grid-east", 2), {
      now: () => now,
      pause: noPause,
    });

    if (appended) {
      await expect(attempt).resolves.toMatchObject({ record: { sequence: 2 } });
      return;
    }
    await expect(attempt).rejects.toThrow(EvidenceLedgerError);
    await expect(attempt).rejects.toThrow(
      `${head.path} is recorded at ${head.record.recorded_at}, more than 5 minutes after this run's clock`,
    );
    expect(github.git.history(target.branch)).toHaveLength(1);
  });

  it.each([
    [
      "the head's predecessor was edited",
      (first: { path: string; text: string }) => ({ [first.path]: first.text.replace("}", " }") }),
      "was edited after",
    ],
    [
      "the head is not JSON",
      (_first: unknown, second: { path: string }) => ({ [second.path]: "{ broken" }),
      "is not a valid evidence record: not UTF-8 JSON",
    ],
    [
      "the head was moved to another record's name",
      (_first: unknown, second: { path: string; text: string }) => ({
        [second.path.replace("-monitoring-2-1", "-monitoring-3-1")]: second.text,
      }),
      "a record was renamed or moved",
    ],
  ])("refuses to append when %s, naming the first break", async (_, damage, why) => {
    const { octokit, first, second } = await twoRecords();
    github.git.commitFiles(target.branch, damage(first, second));
    const before = github.git.history(target.branch).length;
    const attempt = appendEvidence(octokit, target, changeDraft("grid-east", 3), {
      now: () => day(2),
      pause: noPause,
    });

    await expect(attempt).rejects.toThrow(
      "the evidence chain of workspace grid-east on branch cip-sync-evidence is already broken",
    );
    await expect(attempt).rejects.toThrow(why);
    expect(github.git.history(target.branch)).toHaveLength(before);
  });
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
    const writer = { login: "github-actions[bot]" };
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
    const otherWriter = await read(target, "grid-east", { login: "someone-else" });
    expect(otherWriter).not.toBe(third);
  });
});

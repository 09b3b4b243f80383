import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyLedger } from "../../support/ledger-check.ts";
import { type EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import { sealRecord } from "../../../src/core/evidence/chain/record-files.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";
import {
  type AppendOptions,
  EvidenceLedgerError,
  appendEvidence,
} from "../../../src/github/ledger/evidence-ledger.ts";
import { lastApplySince } from "../../../src/github/ledger/ledger-records.ts";
import { changeDraft, day, monitoringDraft } from "../../support/evidence-records.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";

const target = { owner: "grid-east", repo: "inventory", branch: "cip-sync-evidence" };
const noPause: AppendOptions["pause"] = () => Promise.resolve();

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    owner: target.owner,
    repo: target.repo,
    tokens: { ghs: { kind: "integration" }, "read-only": { kind: "integration", readOnly: true } },
  });
});

afterEach(async () => {
  await github.close();
});

function clockFrom(start: number) {
  let next = start;
  return () => day(next++);
}

describe("appendEvidence", () => {
  it("creates the branch as an orphan on first write, then appends in one conditional commit", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const now = clockFrom(0);
    const first = await appendEvidence(octokit, target, changeDraft("grid-east", 7), { now });
    expect(first).toMatchObject({
      path: "records/grid-east/2026/01/20260101T060000.000Z-change-7-1.json",
      attempts: 1,
    });
    expect(first.record).toMatchObject({ sequence: 1, previous_sha256: null });
    await appendEvidence(octokit, target, monitoringDraft("grid-east", 8, true), {
      now,
    });

    const history = github.git.history(target.branch);
    expect(history.map((commit) => commit.parents.length)).toEqual([1, 0]);
    expect(history[1]!.message).toBe("grid-east #1: change record of run 7 attempt 1");
    expect(history[0]).toMatchObject({ author: "github-actions[bot]", verified: true });
    // The orphan through the git data API; the append as one createCommitOnBranch on the head.
    const writes = github
      .writes()
      .map(({ method, path, body }) =>
        path === "/graphql"
          ? [
              "GraphQL",
              (body as { variables: { input: { expectedHeadOid: string } } }).variables.input
                .expectedHeadOid,
            ]
          : [method, path.replace(/^\/repos\/grid-east\/inventory/, "")],
      );
    expect(writes).toEqual([
      ["POST", "/git/trees"],
      ["POST", "/git/commits"],
      ["POST", "/git/refs"],
      ["GraphQL", first.commit],
    ]);
  });

  it("chains three applies and five drift checks into eight records that verify", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const now = clockFrom(0);
    const drafts: EvidenceDraft[] = [
      monitoringDraft("grid-east", 1, true),
      changeDraft("grid-east", 2, "applied"),
      monitoringDraft("grid-east", 3, false),
      changeDraft("grid-east", 4, "unsafe"),
      monitoringDraft("grid-east", 5, false),
      changeDraft("grid-east", 6, "partly-applied"),
      monitoringDraft("grid-east", 7, true),
      monitoringDraft("grid-east", 8, true),
    ];
    for (const draft of drafts) await appendEvidence(octokit, target, draft, { now });

    const verified = verifyLedger(github.git.filesOn(target.branch));
    expect(verified.breaks).toEqual([]);
    expect(verified.records.map(({ record }) => [record.sequence, record.kind])).toEqual([
      [1, "monitoring"],
      [2, "change"],
      [3, "monitoring"],
      [4, "change"],
      [5, "monitoring"],
      [6, "change"],
      [7, "monitoring"],
      [8, "monitoring"],
    ]);
    expect(github.git.history(target.branch)).toHaveLength(8);
  });

  it("appends on top of a record another job wrote between this one's read and its write", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const now = clockFrom(0);
    await appendEvidence(octokit, target, changeDraft("grid-east", 1), { now });
    github.git.beforeRefWrite = () => {
      // The other job read the same head, sealed its record on it, and won the race.
      const [head] = verifyLedger(github.git.filesOn(target.branch)).records;
      const bytes = github.git.filesOn(target.branch)[0]!.bytes;
      const other = sealRecord(
        monitoringDraft("grid-east", 99, false),
        { record: head!.record, bytes },
        day(1),
      );
      github.git.commitFiles(target.branch, { [other.path]: other.text });
    };
    const appended = await appendEvidence(octokit, target, monitoringDraft("grid-east", 2, true), {
      now,
      pause: noPause,
    });

    expect(appended.attempts).toBe(2);
    expect(appended.record.sequence).toBe(3);
    const verified = verifyLedger(github.git.filesOn(target.branch));
    expect(verified.breaks).toEqual([]);
    expect(verified.records.map(({ record }) => record.run.run_id)).toEqual(["1", "99", "2"]);
    const patches = github.writes().filter((request) => request.method === "PATCH");
    expect(patches.every((request) => (request.body as { force: boolean }).force === false)).toBe(
      true,
    );
  });

  it("gives up after the attempts allowed when the branch keeps moving, saying so", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    await appendEvidence(octokit, target, changeDraft("grid-east", 1), { now: clockFrom(0) });
    let moves = 0;
    const moveAgain = () => {
      moves += 1;
      github.git.commitFiles(target.branch, { [`other/${moves}.txt`]: "x" });
      github.git.beforeRefWrite = moveAgain;
    };
    github.git.beforeRefWrite = moveAgain;
    const error = await appendEvidence(octokit, target, changeDraft("grid-east", 2), {
      maxAttempts: 3,
      pause: noPause,
    }).catch((caught: unknown) => caught);
    github.git.beforeRefWrite = undefined;
    expect(error).toBeInstanceOf(EvidenceLedgerError);
    expect((error as Error).message).toBe(
      "could not append to the evidence branch cip-sync-evidence: other jobs moved it 3 times in a row while this one was writing; re-run the job to record the evidence",
    );
    expect(moves).toBe(3);
  });

  it("names the contents: write permission when GitHub refuses the write, and writes nothing", async () => {
    const octokit = unthrottledGitHubClient("read-only", github.url);
    const error = await appendEvidence(octokit, target, changeDraft("grid-east", 1)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EvidenceLedgerError);
    expect((error as Error).message).toMatch(
      /^could not write the evidence branch cip-sync-evidence of grid-east\/inventory \(HTTP 403: .*\): give the job's token the `contents: write` permission \(permissions: contents: write in the workflow\), or set the input evidence-branch to '' to keep no ledger$/,
    );
    expect(github.git.refs.size).toBe(0);
  });

  it("names the permission too when GitHub refuses the commit on an existing branch", async () => {
    const head = github.git.commitFiles(target.branch, { "README.md": "ledger\n" });
    const octokit = unthrottledGitHubClient("read-only", github.url);
    const error = await appendEvidence(octokit, target, changeDraft("grid-east", 1)).catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).message).toMatch(
      /^could not write the evidence branch cip-sync-evidence of grid-east\/inventory \(HTTP 403: [^]*Resource not accessible by integration\): give the job's token the `contents: write` permission/,
    );
    expect(github.git.refs.get(`heads/${target.branch}`)).toBe(head);
  });
});

describe("appendEvidence with a record the schema rejects", () => {
  it("writes nothing and says which field is wrong", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const draft = monitoringDraft("grid-east", 1, true);
    if (draft.kind === "monitoring") draft.monitoring.commit = "local";
    const error = await appendEvidence(octokit, target, draft).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      "the monitoring record does not match schemas/evidence-record.schema.json (at $.monitoring.commit: Invalid string: must match pattern /^[0-9a-f]{40}([0-9a-f]{24})?$/), so it was not added",
    );
    expect(github.writes()).toEqual([]);
  });
});

describe("issue 22 item 9: lastApplySince quotes pull requests only from schema-valid records", () => {
  it("skips a later change record whose pull request URL is javascript:", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    await appendEvidence(octokit, target, changeDraft("grid-east", 7), { now: () => day(1) });
    const [valid] = verifyLedger(github.git.filesOn(target.branch)).records;
    const forged = sealRecord(changeDraft("grid-east", 9), undefined, day(2));
    const record = JSON.parse(forged.text) as { change: { pull_request: { url: string } } };
    record.change.pull_request.url = "javascript:alert(document.domain)";
    github.git.commitFiles(target.branch, { [forged.path]: JSON.stringify(record) });

    const pulls = await lastApplySince(octokit, target, "grid-east", day(0).toISOString());
    const expected = (
      valid!.record as { change: { pull_request: { number: number; url: string } } }
    ).change.pull_request;
    expect(pulls?.map(({ number, url }) => ({ number, url }))).toEqual([
      { number: expected.number, url: expected.url },
    ]);
  });
});

describe("appendEvidence under concurrent writers (property)", () => {
  it("leaves chains that verify, with every record once, whatever the interleaving", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(fc.record({ workspace: fc.constantFrom("east", "west"), drift: fc.boolean() }), {
            minLength: 1,
            maxLength: 4,
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (batches) => {
          const branch = `evidence-${run++}`;
          let runId = 0;
          for (const batch of batches) {
            // One batch: jobs writing at the same time.
            await Promise.all(
              batch.map(({ workspace, drift }) =>
                appendEvidence(
                  octokit,
                  { ...target, branch },
                  monitoringDraft(workspace, ++runId, !drift),
                  {
                    pause: noPause,
                  },
                ),
              ),
            );
          }
          const verified = verifyLedger(github.git.filesOn(branch));
          expect(verified.breaks).toEqual([]);
          expect(
            verified.records.map(({ record }) => Number(record.run.run_id)).sort((a, b) => a - b),
          ).toEqual(Array.from({ length: runId }, (_, index) => index + 1));
        },
      ),
      { numRuns: 25 },
    );
  });
});
